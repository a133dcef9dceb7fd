import { mountPoint, settled } from './take-over-snapshot';

const snapshotPage = `
  <header><button type="button" id="menu-button">Menu</button></header>
  <main><h1>Donate</h1>
    <form>
      <label for="amount">Amount</label><input id="amount" name="amount" value="">
      <label for="gift-aid">Gift aid</label><input id="gift-aid" type="checkbox">
      <select id="frequency"><option value="once">Once</option><option value="monthly">Monthly</option></select>
    </form>
  </main>`;

function setUp() {
  document.documentElement.setAttribute('data-snapshot', 'on');
  document.body.innerHTML = `<div id="root" data-snapshot>${snapshotPage}</div>`;
  return document.getElementById('root')!;
}

/** What React would render: the same page, with listeners of its own. */
function renderApp(container: HTMLElement, { pending = false } = {}) {
  container.innerHTML = pending ? '<main><div data-pending=""></div></main>' : snapshotPage;
}

afterEach(() => {
  jest.useRealTimers();
  document.documentElement.removeAttribute('data-snapshot');
  delete (window as Window & { __snapshotClick?: Element }).__snapshotClick;
});

describe('mountPoint', () => {
  it('renders into root itself when the page was not prerendered', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const { container, takeOver } = mountPoint(root);
    expect(container).toBe(root);
    await expect(takeOver()).resolves.toBeUndefined();
  });

  it('renders beside the snapshot, hidden, and shows it in the snapshot’s place once it has settled', async () => {
    const root = setUp();
    const { container, takeOver } = mountPoint(root);
    expect(container).not.toBe(root);
    expect(container.previousElementSibling).toBe(root);
    expect(container.style.visibility).toBe('hidden');

    const done = takeOver();
    renderApp(container, { pending: true });
    await Promise.resolve();
    expect(root.isConnected).toBe(true);

    renderApp(container);
    await done;
    expect(root.isConnected).toBe(false);
    expect(container.id).toBe('root');
    expect(container.getAttribute('style')).toBeNull();
    expect(document.documentElement.getAttribute('data-snapshot')).toBe('replaced');
  });

  it('carries over typed values, ticked boxes, choices and focus, with the events forms listen to', async () => {
    const root = setUp();
    const amount = root.querySelector<HTMLInputElement>('#amount')!;
    amount.value = '250';
    root.querySelector<HTMLInputElement>('#gift-aid')!.checked = true;
    root.querySelector<HTMLSelectElement>('#frequency')!.value = 'monthly';
    amount.focus();

    const { container, takeOver } = mountPoint(root);
    renderApp(container);
    const heard: string[] = [];
    container.addEventListener('input', (event) => heard.push(`input:${(event.target as Element).id}`));
    container.addEventListener('change', (event) => heard.push(`change:${(event.target as Element).id}`));
    await takeOver();

    expect(container.querySelector<HTMLInputElement>('#amount')!.value).toBe('250');
    expect(container.querySelector<HTMLInputElement>('#gift-aid')!.checked).toBe(true);
    expect(container.querySelector<HTMLSelectElement>('#frequency')!.value).toBe('monthly');
    expect(heard).toEqual(expect.arrayContaining(['input:amount', 'change:gift-aid', 'change:frequency']));
    expect(document.activeElement).toBe(container.querySelector('#amount'));
  });

  it("keeps the app's own choice in a select the visitor did not touch (the snapshot shows its first option)", async () => {
    const root = setUp();
    const { container, takeOver } = mountPoint(root);
    renderApp(container);
    // The app's choice, e.g. the preferred language of an Arabic page, set as a property as React does.
    container.querySelector<HTMLSelectElement>('#frequency')!.value = 'monthly';
    await takeOver();
    expect(container.querySelector<HTMLSelectElement>('#frequency')!.value).toBe('monthly');
  });

  it('presses the button the visitor pressed in the snapshot', async () => {
    const root = setUp();
    (window as Window & { __snapshotClick?: Element }).__snapshotClick = root.querySelector('#menu-button')!;
    const { container, takeOver } = mountPoint(root);
    renderApp(container);
    const pressed = jest.fn();
    container.querySelector('#menu-button')!.addEventListener('click', pressed);
    await takeOver();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

describe('settled', () => {
  it('gives up waiting after the timeout, so a page that never finishes loading still gets the app', async () => {
    jest.useFakeTimers();
    const live = document.createElement('div');
    live.innerHTML = '<main><div data-pending=""></div></main>';
    const done = jest.fn();
    void settled(live, 1000).then(done);
    await jest.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
