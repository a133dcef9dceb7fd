// The shell contains render errors with react-error-boundary (App, Layout, RemoteSection); these pin the two
// things it relies on: onError is told, and a change of resetKeys (another page) renders the children again.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { silenceConsoleError } from './test-helpers';

function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error('boom');
  return <p>Working part</p>;
}

describe('ErrorBoundary', () => {
  silenceConsoleError();

  it('shows the fallback with the error, tells onError, and leaves the rest of the page alone', () => {
    const onError = jest.fn();
    render(
      <>
        <p>Rest of the page</p>
        <ErrorBoundary onError={onError} fallbackRender={({ error }) => <p>Failed: {(error as Error).message}</p>}>
          <Fragile broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('Failed: boom')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
  });

  it('renders its children again when the reset key changes (the visitor went to another page)', () => {
    let move: () => void = () => undefined;
    function Page() {
      const [broken, setBroken] = useState(true);
      const [path, setPath] = useState('/a');
      move = () => {
        setPath('/b');
        setBroken(false);
      };
      return (
        <ErrorBoundary resetKeys={[path]} fallbackRender={() => <p>Failed</p>}>
          <Fragile broken={broken} />
        </ErrorBoundary>
      );
    }
    render(<Page />);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    act(() => move());
    expect(screen.getByText('Working part')).toBeInTheDocument();
  });
});
