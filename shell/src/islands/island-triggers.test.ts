import { whenIslandsWanted } from './island-triggers';

const island = (attributes: string) =>
  `<div data-island="island-x" ${attributes}><form><input aria-label="Name"><button disabled>Send</button></form></div>`;

let observed: Element[] = [];
let intersect: (isIntersecting: boolean) => void = () => {};

beforeEach(() => {
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
    expect(load).toHaveBeenCalledTimes(1);
  },
);

it('loads a form with a draft in this tab with the page, without a touch', () => {
  sessionStorage.setItem('stallions:draft:join', '{"firstName":"Layla"}');
  document.body.innerHTML = island('data-island-load="interaction" data-island-resume="stallions:draft:join"');
  const load = jest.fn();
  whenIslandsWanted(document, load); // jsdom's document has loaded
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
  expect(load).toHaveBeenCalledTimes(1);
  expect(observed).toEqual([]); // no longer watched
  document.querySelector('input')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(load).toHaveBeenCalledTimes(1);
});

it('does not watch the viewport for an island that waits for a touch', () => {
  document.body.innerHTML = island('data-island-load="interaction"');
  whenIslandsWanted(document, jest.fn());
  expect(observed).toEqual([]);
});
