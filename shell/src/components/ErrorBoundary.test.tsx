import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error('boom');
  return <p>Working part</p>;
}

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the fallback with the error, tells onError, and leaves the rest of the page alone', () => {
    const onError = jest.fn();
    render(
      <>
        <p>Rest of the page</p>
        <ErrorBoundary onError={onError} fallback={(error) => <p>Failed: {(error as Error).message}</p>}>
          <Fragile broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('Failed: boom')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });

  it('renders its children again on retry, and when the reset key changes', async () => {
    let fix: () => void = () => undefined;
    let move: () => void = () => undefined;
    function Page() {
      const [broken, setBroken] = useState(true);
      const [path, setPath] = useState('/a');
      fix = () => setBroken(false);
      move = () => {
        setPath('/b');
        setBroken(false);
      };
      return (
        <ErrorBoundary resetKey={path} fallback={(_error, retry) => <button onClick={retry}>Retry</button>}>
          <Fragile broken={broken} />
        </ErrorBoundary>
      );
    }
    const { unmount } = render(<Page />);
    act(() => fix());
    // Fixed underneath, but still showing the fallback until asked.
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Working part')).toBeInTheDocument();
    unmount();

    render(<Page />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    act(() => move());
    expect(screen.getByText('Working part')).toBeInTheDocument();
  });
});
