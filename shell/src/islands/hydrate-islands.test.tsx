import { screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfigForTests, testRuntimeConfig } from '@stallions/shared-config/testing';
import { useTranslation } from '@stallions/shared-i18n';
import { loadRemoteModule, registerSectionRemotes, resetRemote } from '../federation/remotes';
import { hydrateIslands } from './hydrate-islands';
import { islandReadyEvent, islandUnavailableEvent } from './island-events';
import { pageLeavingAttribute, pageStayedEvent } from './page-leaving';

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

/** Hydrates the page's islands and resolves once every one has had its try (data-islands-ready). */
async function hydrate() {
  const done = hydrateIslands(document);
  // waitFor lets React's scheduler run (hydration is concurrent; the islands are ready after their effects).
  await waitFor(() => expect(document.documentElement).toHaveAttribute('data-islands-ready'));
  await done;
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
  await hydrate();
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
  await hydrate();
  const island = document.querySelector('[data-island]')!;
  expect(island).not.toHaveAttribute('data-island-ready');
  expect(island).toHaveTextContent('Bonjour Salma');
  const notice = document.querySelector<HTMLElement>('[data-island-unavailable]')!;
  expect(notice.hidden).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  await waitFor(() => expect(island).toHaveAttribute('data-island-ready'));
  expect(resetRemote).toHaveBeenCalledWith('news');
  await waitFor(() => expect(notice.hidden).toBe(true));
});

it('does nothing on a page without islands', async () => {
  document.body.innerHTML = `<script type="application/json" id="page-state">${JSON.stringify({ lng: 'en', config })}</script>`;
  await hydrateIslands(document);
  expect(load).not.toHaveBeenCalled();
  expect(document.documentElement).not.toHaveAttribute('data-islands-ready');
});

/** Like a form library's field: on mount it puts its default into the DOM, and it shows what its state holds. */
function NameField() {
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.value = '';
  }, []);
  return (
    <>
      <input ref={input} aria-label="Nom" defaultValue="" onChange={(event) => setName(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Accord"
        onChange={(event) => setName((typed) => `${typed}!${String(event.target.checked)}`)}
      />
      <output>{name}</output>
    </>
  );
}

/**
 * The island's server HTML is `fields` (a textbox, a checkbox, an output); before its code arrives the visitor
 * types into the textbox and sets the checkbox. Once hydrated, both are as the visitor left them, the island's
 * state holds them (its output shows `output`), and React reported no error.
 */
async function expectVisitorInputKept(
  Island: ComponentType,
  fields: string,
  visitor: { textbox: string; typed: string; checkbox: string; checked: boolean; output: string },
) {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = serverHtml.replace('<p>Bonjour Salma</p>', fields);
  load.mockResolvedValue({ greeting: Island });
  (screen.getByRole('textbox', { name: visitor.textbox }) as HTMLInputElement).value = visitor.typed;
  (screen.getByRole('checkbox', { name: visitor.checkbox }) as HTMLInputElement).checked = visitor.checked;
  await hydrate();
  expect(screen.getByRole('textbox', { name: visitor.textbox })).toHaveValue(visitor.typed);
  const checkbox = screen.getByRole('checkbox', { name: visitor.checkbox });
  if (visitor.checked) expect(checkbox).toBeChecked();
  else expect(checkbox).not.toBeChecked();
  expect(document.querySelector('output')).toHaveTextContent(visitor.output);
  expect(errors).not.toHaveBeenCalled();
}

it("gives back what the visitor typed before the island's code arrived, through the field's own events", async () => {
  await expectVisitorInputKept(
    NameField,
    '<input aria-label="Nom" value=""><input type="checkbox" aria-label="Accord"><output></output>',
    { textbox: 'Nom', typed: 'Salma', checkbox: 'Accord', checked: true, output: 'Salma!true' },
  );
});

/** Like a form's card field and checkbox: controlled inputs (no name), whose state is what the form sends. */
function CardFields() {
  const [card, setCard] = useState('');
  const [notify, setNotify] = useState(true);
  return (
    <>
      <input aria-label="Carte" value={card} onChange={(event) => setCard(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Prévenir"
        checked={notify}
        onChange={(event) => setNotify(event.target.checked)}
      />
      <output>{`${card}|${String(notify)}`}</output>
    </>
  );
}

it('gives back what was typed into controlled fields too (the card inputs, a controlled checkbox)', async () => {
  await expectVisitorInputKept(
    CardFields,
    '<input aria-label="Carte" value=""><input type="checkbox" aria-label="Prévenir" checked=""><output>|true</output>',
    {
      textbox: 'Carte',
      typed: '4242 4242 4242 4242',
      checkbox: 'Prévenir',
      checked: false,
      output: '4242 4242 4242 4242|false',
    },
  );
});

it('starts neither a remote’s code nor a hydration while the visitor is leaving the page; goes on if they stay', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let answer = (_module: unknown) => {};
  load.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const root = document.documentElement;
  const island = document.querySelector('[data-island]')!;
  const done = hydrateIslands(document);
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1)); // the remote's code on its way
  root.setAttribute(pageLeavingAttribute, ''); // then a native post leaves
  answer({ greeting: Greeting });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(island).not.toHaveAttribute('data-island-ready'); // not hydrated on the way out

  root.removeAttribute(pageLeavingAttribute); // the navigation was stopped: the visitor stays
  root.dispatchEvent(new Event(pageStayedEvent));
  await waitFor(() => expect(island).toHaveAttribute('data-island-ready'));
  await done;

  // A page already being left asks for no remote's code at all.
  load.mockClear();
  document.body.innerHTML = serverHtml;
  root.removeAttribute('data-islands-ready');
  root.setAttribute(pageLeavingAttribute, '');
  void hydrateIslands(document);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(load).not.toHaveBeenCalled();
  root.removeAttribute(pageLeavingAttribute);
  root.dispatchEvent(new Event(pageStayedEvent));
  await waitFor(() => expect(root).toHaveAttribute('data-islands-ready'));
  expect(load).toHaveBeenCalledTimes(1);
  errors.mockRestore();
});

describe('what the page’s script hears of each island (a submit held until hydration waits for it)', () => {
  const listen = () => {
    const island = document.querySelector('[data-island]')!;
    const events: string[] = [];
    for (const type of [islandReadyEvent, islandUnavailableEvent])
      island.addEventListener(type, () =>
        events.push(`${type}${island.hasAttribute('data-island-ready') ? '+ready' : ''}`),
      );
    return events;
  };

  it('tells of a hydrated island once, after it is marked ready', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({ greeting: Greeting });
    const events = listen();
    await hydrate();
    expect(events).toEqual([`${islandReadyEvent}+ready`]);
    errors.mockRestore();
  });

  it('tells of an island whose code cannot load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('remote down'));
    const events = listen();
    await hydrate();
    expect(events).toEqual([islandUnavailableEvent]);
  });

  it('tells the federation’s error code of an island whose remote failed (the field measurement reports it)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cause = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {}');
    load.mockRejectedValue(new Error('Remote getInvolved/islands is unavailable', { cause }));
    const island = document.querySelector('[data-island]')!;
    const details: unknown[] = [];
    island.addEventListener(islandUnavailableEvent, (event) => details.push((event as CustomEvent).detail));
    await hydrate();
    expect(details).toEqual([{ code: 'RUNTIME-008' }]);
  });

  it('tells every island when the page has no state to start them from', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.getElementById('page-state')!.remove();
    const events = listen();
    await hydrateIslands(document);
    expect(events).toEqual([islandUnavailableEvent]);
    expect(load).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
