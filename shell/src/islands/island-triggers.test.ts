import { islandReadyAttribute, islandReadyEvent, islandUnavailableEvent } from './island-events';
import { heldSubmitTimeoutMs, loadIslandsHost, whenIslandsWanted } from './island-triggers';

const island = (attributes: string) =>
  `<div data-island="island-x" ${attributes}><form method="post" action="/get-involved/join"><input aria-label="Name" name="name"><input aria-label="Card number" autocomplete="cc-number"><button>Send</button></form></div>`;

let observed: Element[] = [];
let intersect: (isIntersecting: boolean) => void = () => {};
/** The islands' code starts after the frame that shows what the starting touch did. */
const nextPaint = () => jest.advanceTimersByTime(50);

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  observed = [];
  window.IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      intersect = (isIntersecting) => callback(observed.map(() => ({ isIntersecting })));
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed = [];
    }
  } as unknown as typeof IntersectionObserver;
});

it('loads nothing on a page without islands, whatever the visitor does', () => {
  document.body.innerHTML = '<main><input aria-label="Search"></main>';
  const load = jest.fn();
  whenIslandsWanted(document, load);
  document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(load).not.toHaveBeenCalled();
});

it.each(['focusin', 'pointerover', 'pointerdown', 'touchstart'])(
  'loads the islands once, at the first %s inside one, not before',
  (type) => {
    document.body.innerHTML = `<p>Read me</p>${island('data-island-load="interaction"')}`;
    const load = jest.fn();
    whenIslandsWanted(document, load);
    document.querySelector('p')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.querySelector('input')!.dispatchEvent(new Event(type, { bubbles: true }));
    document.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    // Not in the touch's own task: the frame that shows what it did (a choice revealing a field) comes first.
    expect(load).not.toHaveBeenCalled();
    nextPaint();
    expect(load).toHaveBeenCalledTimes(1);
  },
);

it('loads the islands at once when focus was already in one before the script ran (a touch it could not hear)', () => {
  document.body.innerHTML = `<p>Read me</p>${island('data-island-load="interaction"')}`;
  document.querySelector('input')!.focus();
  const load = jest.fn();
  whenIslandsWanted(document, load);
  nextPaint();
  expect(load).toHaveBeenCalledTimes(1);
  document.querySelector('input')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  nextPaint();
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads a form with a draft in this tab with the page, without a touch', () => {
  sessionStorage.setItem('stallions:draft:join', '{"firstName":"Layla"}');
  document.body.innerHTML = island('data-island-load="interaction" data-island-resume="stallions:draft:join"');
  const load = jest.fn();
  whenIslandsWanted(document, load); // jsdom's document has loaded
  nextPaint();
  expect(load).toHaveBeenCalledTimes(1);
});

it('waits for a touch when the draft is not there', () => {
  document.body.innerHTML = island('data-island-load="interaction" data-island-resume="stallions:draft:join"');
  const load = jest.fn();
  whenIslandsWanted(document, load);
  expect(load).not.toHaveBeenCalled();
});

it('loads a `visible` island when it nears the viewport, once, and watches its children (it has no box)', () => {
  document.body.innerHTML = island('data-island-load="visible"');
  const load = jest.fn();
  whenIslandsWanted(document, load);
  expect(observed).toEqual([document.querySelector('form')]);
  intersect(false);
  expect(load).not.toHaveBeenCalled();
  intersect(true);
  nextPaint();
  expect(load).toHaveBeenCalledTimes(1);
  expect(observed).toEqual([]); // no longer watched
  document.querySelector('input')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  nextPaint();
  expect(load).toHaveBeenCalledTimes(1);
});

it('does not watch the viewport for an island that waits for a touch', () => {
  document.body.innerHTML = island('data-island-load="interaction"');
  whenIslandsWanted(document, jest.fn());
  expect(observed).toEqual([]);
});

describe('a form submitted before its island has hydrated', () => {
  let nativeSubmit: jest.SpyInstance;
  let requestSubmit: jest.SpyInstance;
  let listeners: AbortController;
  beforeEach(() => {
    listeners = new AbortController();
    // jsdom posts nothing: the spies say what the browser would have done.
    nativeSubmit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    requestSubmit = jest.spyOn(HTMLFormElement.prototype, 'requestSubmit');
  });
  afterEach(() => {
    listeners.abort();
    nativeSubmit.mockRestore();
    requestSubmit.mockRestore();
  });

  /** A form island whose code the visitor has started (a focus in a field), and the page's own submit handler. */
  function page() {
    document.body.innerHTML = island('data-island-load="interaction"');
    const load = jest.fn();
    whenIslandsWanted(document, load);
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    const form = document.querySelector('form')!;
    const button = document.querySelector('button')!;
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    nextPaint();
    expect(load).toHaveBeenCalledTimes(1);
    // Card details typed: a field without a name, which only the island can send.
    document.querySelector<HTMLInputElement>('input:not([name])')!.value = '4242 4242 4242 4242';
    // What reaches the bottom of the page: the browser would post what is not prevented (jsdom cannot: the
    // test prevents it after noting it).
    const reached = jest.fn();
    document.addEventListener(
      'submit',
      (event) => {
        reached(event.defaultPrevented);
        event.preventDefault();
      },
      { signal: listeners.signal },
    );
    /** What hydrate-islands does when the island is hydrated: the attribute, then the event. */
    const hydrated = () => {
      element.setAttribute(islandReadyAttribute, '');
      element.dispatchEvent(new Event(islandReadyEvent));
    };
    return { load, element, form, button, reached, hydrated };
  }

  it('is held while the code loads, then submitted once through the hydrated form, by the same button', () => {
    const { form, button, reached, hydrated } = page();
    button.click();
    button.click(); // pressed again while waiting
    expect(reached.mock.calls).toEqual([[true], [true]]); // no native post
    hydrated();
    expect(requestSubmit).not.toHaveBeenCalled(); // after the hydrating effects
    jest.runOnlyPendingTimers();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(requestSubmit.mock.instances[0]).toBe(form);
    expect(requestSubmit).toHaveBeenCalledWith(button);
    // The hydrated island's own handler takes that submit: the page's script leaves it alone.
    expect(reached).toHaveBeenLastCalledWith(false);
    jest.advanceTimersByTime(heldSubmitTimeoutMs);
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(nativeSubmit).not.toHaveBeenCalled();
  });

  it('goes natively at once, marked as made with script, when nothing was typed that only the island can send', () => {
    const { reached, form } = page();
    form.querySelector<HTMLInputElement>('input:not([name])')!.value = '';
    form.querySelector('button')!.click();
    expect(reached).toHaveBeenCalledWith(false); // the browser's own post, now
    expect(new FormData(form).get('earlyPost')).toBe('1');
    form.querySelector('button')!.click();
    expect(form.querySelectorAll('input[name="earlyPost"]')).toHaveLength(1);
    jest.advanceTimersByTime(heldSubmitTimeoutMs);
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(nativeSubmit).not.toHaveBeenCalled();
  });

  it('starts loading the code when the submit comes first (a script, or Enter, with no touch before)', () => {
    document.body.innerHTML = island('data-island-load="interaction"');
    document.querySelector<HTMLInputElement>('input:not([name])')!.value = '4242';
    const load = jest.fn();
    whenIslandsWanted(document, load);
    document.querySelector('form')!.requestSubmit();
    nextPaint();
    expect(load).toHaveBeenCalledTimes(1);
    expect(nativeSubmit).not.toHaveBeenCalled();
  });

  it('goes natively, once, when the island’s code cannot load', () => {
    const { element, form, button, hydrated } = page();
    button.click();
    element.dispatchEvent(new Event(islandUnavailableEvent));
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
    expect(nativeSubmit.mock.instances[0]).toBe(form);
    // A late hydration (Retry) sends nothing more.
    hydrated();
    jest.runOnlyPendingTimers();
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
  });

  it('is not held once the code is known not to load: the browser posts it', () => {
    const { element, button, reached } = page();
    element.dispatchEvent(new Event(islandUnavailableEvent));
    button.click();
    expect(reached).toHaveBeenCalledWith(false);
    expect(nativeSubmit).not.toHaveBeenCalled();
  });

  it('goes natively when the islands’ host script itself cannot load', () => {
    const { button, load } = page();
    button.click();
    nextPaint();
    expect(load).toHaveBeenCalled();
    loadIslandsHost(document, '/islands.js');
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/islands.js"]')!;
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('error'));
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
    script.remove();
  });

  it('goes natively when the island never answers', () => {
    const { button } = page();
    button.click();
    jest.advanceTimersByTime(heldSubmitTimeoutMs - 1);
    expect(nativeSubmit).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves a hydrated island’s submits, and forms outside islands, to their own handlers', () => {
    const { button, reached, hydrated } = page();
    hydrated();
    button.click();
    expect(reached).toHaveBeenLastCalledWith(false);
    const search = document.createElement('form');
    document.body.append(search);
    search.requestSubmit();
    expect(reached).toHaveBeenLastCalledWith(false);
    jest.runOnlyPendingTimers();
    expect(requestSubmit).toHaveBeenCalledTimes(1); // the test's own
    expect(nativeSubmit).not.toHaveBeenCalled();
  });
});
