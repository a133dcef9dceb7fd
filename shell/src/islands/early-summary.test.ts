import { islandReadyAttribute, islandUnavailableEvent } from './island-events';
import { focusFieldsFromEarlySummaries } from './early-summary';
import { whenIslandsWanted } from './island-triggers';

/** A form island as the server renders it with its early summary (get-involved-mfe's early-summaries.tsx). */
const page = `
  <div hidden data-early-summary="island-getInvolved-joinForm">
    <div role="alert" tabindex="-1"><h2>There is a problem</h2><ul>
      <li><a href="#join-firstName">First name: enter it</a></li>
      <li><a href="#join-heardFrom">How you heard of us: choose one</a></li>
      <li><a href="#join-hasReference-yes">Reference: choose one</a></li>
    </ul></div>
  </div>
  <div data-island="island-getInvolved-joinForm" data-island-load="interaction">
    <form method="post" action="/get-involved/join">
      <input id="join-firstName" name="firstName" aria-label="First name">
      <select id="join-heardFrom" name="heardFrom" aria-label="Heard from"><option value="">Choose</option><option value="press">Press</option></select>
      <input type="radio" id="join-hasReference-yes" name="hasReference" value="yes" aria-label="Yes">
      <input type="radio" id="join-hasReference-no" name="hasReference" value="no" aria-label="No">
      <input id="join-email" name="email" aria-label="Email">
      <button>Send</button>
    </form>
  </div>`;

let load: jest.Mock;
let posted: jest.Mock;
const listeners = new AbortController();
const summary = () => document.querySelector<HTMLElement>('[data-early-summary]')!;
const shownEntries = () =>
  [...summary().querySelectorAll('li')].filter((item) => !item.hidden).map((item) => item.textContent);
const field = <T extends HTMLElement = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;
/** Sends the form as its button would; true when the browser would post it (nothing prevented it). */
const send = () => {
  field('button').click();
  return posted.mock.calls.at(-1)?.[0] as boolean;
};

beforeAll(() => {
  // What reaches the bottom of the page: whether the browser would post it (jsdom posts nothing).
  document.addEventListener(
    'submit',
    (event) => {
      posted(!event.defaultPrevented);
      event.preventDefault();
    },
    { signal: listeners.signal },
  );
  focusFieldsFromEarlySummaries(document);
});
afterAll(() => listeners.abort());

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = page;
  load = jest.fn();
  posted = jest.fn();
  whenIslandsWanted(document, load);
});
afterEach(() => jest.useRealTimers());

it('shows the summary at once, focused, with the entries of the fields left empty, and posts nothing', () => {
  field('#join-firstName').value = 'Layla';
  expect(send()).toBe(false);
  expect(summary().hidden).toBe(false);
  expect(shownEntries()).toEqual(['How you heard of us: choose one', 'Reference: choose one']);
  expect(document.activeElement).toBe(summary().querySelector('[role="alert"]'));
  jest.advanceTimersByTime(50);
  expect(load).toHaveBeenCalledTimes(1); // the island's code is on its way
});

it('counts blanks as empty, a chosen radio or option as filled, and shows what is still empty at each send', () => {
  field('#join-firstName').value = '   ';
  field<HTMLSelectElement>('#join-heardFrom').value = 'press';
  field('#join-hasReference-no').checked = true;
  expect(send()).toBe(false);
  expect(shownEntries()).toEqual(['First name: enter it']);
  field('#join-firstName').value = 'Layla';
  field('#join-hasReference-no').checked = false;
  expect(send()).toBe(false);
  expect(shownEntries()).toEqual(['Reference: choose one']);
});

it('lets the post go, and hides the summary, once every field it lists is filled: the server decides the rest', () => {
  expect(send()).toBe(false);
  field('#join-firstName').value = 'Layla';
  field<HTMLSelectElement>('#join-heardFrom').value = 'press';
  field('#join-hasReference-yes').checked = true;
  expect(send()).toBe(true); // the email, left empty, is the server's to refuse
  expect(summary().hidden).toBe(true);
  expect(new FormData(field<HTMLFormElement>('form')).get('earlyPost')).toBe('1');
});

it('checks before posting even when the island’s code cannot load', () => {
  field('[data-island]').dispatchEvent(new Event(islandUnavailableEvent));
  expect(send()).toBe(false);
  expect(shownEntries()).toHaveLength(3);
});

it('hands over to the hydrated island: its next submit hides the early summary and is its own', () => {
  expect(send()).toBe(false);
  field('[data-island]').setAttribute(islandReadyAttribute, '');
  const islandHandler = jest.fn((event: Event) => event.preventDefault());
  field('form').addEventListener('submit', islandHandler);
  send();
  expect(islandHandler).toHaveBeenCalledTimes(1);
  expect(summary().hidden).toBe(true);
});

it('focuses the field an entry links to, in view', () => {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled; // jsdom has no layout
  send();
  const link = summary().querySelector<HTMLAnchorElement>('a[href="#join-heardFrom"]')!;
  expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
  expect(document.activeElement).toBe(field('#join-heardFrom'));
  expect(scrolled.mock.instances[0]).toBe(field('#join-heardFrom'));
});

it('changes nothing for an island the server rendered no early summary for', () => {
  document.body.innerHTML = page.replace(/<div hidden data-early-summary[\s\S]*?<\/div>\s*<\/div>/, '');
  expect(document.querySelector('[data-early-summary]')).toBeNull();
  whenIslandsWanted(document, load);
  expect(send()).toBe(true);
});
