import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfigForTests, testRuntimeConfig } from '@stallions/shared-config/testing';
import { useTranslation } from '@stallions/shared-i18n';
import { loadRemoteModule, registerSectionRemotes, resetRemote } from '../federation/remotes';
import { hydrateIslands } from './hydrate-islands';

jest.mock('../federation/remotes', () => ({
  loadRemoteModule: jest.fn(),
  registerSectionRemotes: jest.fn(),
  resetRemote: jest.fn(),
}));
const load = jest.mocked(loadRemoteModule);

const config = testRuntimeConfig();

/** The island as the server renders it (in French), its data, its notice, and the page's state. */
const serverHtml = `
  <p hidden data-island-unavailable="island-news-greeting"><span>Indisponible</span><button type="button">Réessayer</button></p>
  <div data-island="island-news-greeting"><p>Bonjour Salma</p></div>
  <script type="application/json" id="island-news-greeting">${JSON.stringify({
    remote: 'news',
    name: 'greeting',
    props: { name: 'Salma' },
    lng: 'fr',
    resources: { common: {}, pages: { greeting: 'Bonjour {{name}}' } },
  })}</script>
  <script type="application/json" id="page-state">${JSON.stringify({ lng: 'fr', config })}</script>`;

function Greeting({ name }: { name: string }) {
  const { t } = useTranslation('pages');
  return <p>{t('greeting', { name })}</p>;
}

beforeEach(() => {
  setRuntimeConfigForTests(undefined);
  document.body.innerHTML = serverHtml;
  document.documentElement.removeAttribute('data-islands-ready');
  load.mockReset();
});

it('hydrates an island over its server HTML with its own translations, the remotes registered from the page', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockResolvedValue({ greeting: Greeting });
  const island = document.querySelector('[data-island]')!;
  const serverParagraph = island.firstElementChild;
  await act(() => hydrateIslands(document));
  expect(registerSectionRemotes).toHaveBeenCalledWith(config.remotes);
  expect(load).toHaveBeenCalledWith('news', 'islands');
  expect(island).toHaveAttribute('data-island-ready');
  expect(island.firstElementChild).toBe(serverParagraph); // hydrated, not rendered anew
  expect(document.documentElement).toHaveAttribute('data-islands-ready');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('keeps the server HTML and shows the notice when the code cannot load; Retry loads it afresh', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({ greeting: Greeting });
  await act(() => hydrateIslands(document));
  const island = document.querySelector('[data-island]')!;
  expect(island).not.toHaveAttribute('data-island-ready');
  expect(island).toHaveTextContent('Bonjour Salma');
  const notice = document.querySelector<HTMLElement>('[data-island-unavailable]')!;
  expect(notice.hidden).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(resetRemote).toHaveBeenCalledWith('news');
  expect(island).toHaveAttribute('data-island-ready');
  expect(notice.hidden).toBe(true);
});

it('does nothing on a page without islands', async () => {
  document.body.innerHTML = `<script type="application/json" id="page-state">${JSON.stringify({ lng: 'en', config })}</script>`;
  await hydrateIslands(document);
  expect(load).not.toHaveBeenCalled();
  expect(document.documentElement).not.toHaveAttribute('data-islands-ready');
});
