import { startTransition, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName } from '@stallions/shared-config';
import { renderShell } from '../components/test-helpers';
import { RemoteSection } from './RemoteSection';
import { loadSectionRoutes, resetRemote } from './remotes';

jest.mock('./remotes', () => ({ loadSectionRoutes: jest.fn(), resetRemote: jest.fn() }));
const load = jest.mocked(loadSectionRoutes);

const sectionModule = (name: RemoteName) =>
  new Promise<{ default: () => React.JSX.Element }>((resolve) =>
    setTimeout(() => resolve({ default: () => <h1>{`${name} section`}</h1> }), 10),
  );

/** Mounts one section and moves to another the way the router navigates: in a transition. */
function Sections({ from, to }: { from: RemoteName; to: RemoteName }) {
  const [name, setName] = useState(from);
  return (
    <>
      <button type="button" onClick={() => startTransition(() => setName(to))}>
        Go
      </button>
      <RemoteSection name={name} />
    </>
  );
}

beforeEach(() => {
  load.mockReset();
  jest.mocked(resetRemote).mockReset();
});

// Each test uses its own remotes: the lazy section components are kept per remote for the page's life.
it('moves from one section to another when the navigation is a transition', async () => {
  load.mockImplementation(sectionModule);
  await renderShell(<Sections from="about" to="causes" />);
  expect(await screen.findByRole('heading', { name: 'about section' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(await screen.findByRole('heading', { name: 'causes section' })).toBeInTheDocument();
  expect(load.mock.calls).toEqual([['about'], ['causes']]);
});

it('shows Retry for a section that cannot load, and Retry loads it afresh', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('remote down')).mockImplementation(sectionModule);
  await renderShell(<Sections from="news" to="about" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(resetRemote).toHaveBeenCalledWith('news');
  expect(await screen.findByRole('heading', { name: 'news section' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('does not carry one section’s failure to the next section', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('remote down')).mockImplementation(sectionModule);
  await renderShell(<Sections from="getInvolved" to="causes" />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(await screen.findByRole('heading', { name: 'causes section' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
