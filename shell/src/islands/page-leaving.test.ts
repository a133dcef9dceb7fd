import { markLeaving, pageLeavingAttribute, pageStayedEvent, untilStaying } from './page-leaving';

const listeners = new AbortController();
/** The Navigation API, which jsdom lacks: the events Chromium fires on it. */
const navigation = new EventTarget();
(window as { navigation?: EventTarget }).navigation = navigation;

beforeEach(() => {
  document.documentElement.removeAttribute(pageLeavingAttribute);
  document.body.innerHTML = '<form action="/get-involved/join" method="post"><button>Send</button></form>';
});
afterAll(() => {
  listeners.abort();
  delete (window as { navigation?: EventTarget }).navigation;
});

const leaving = () => document.documentElement.hasAttribute(pageLeavingAttribute);
const navigate = (facts: Record<string, unknown>) =>
  navigation.dispatchEvent(Object.assign(new Event('navigate'), facts));
const toPage = (url: string) => ({
  hashChange: false,
  downloadRequest: null,
  destination: { sameDocument: false, url },
});
function submit(prevented: boolean) {
  const form = document.querySelector('form')!;
  if (prevented) form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

describe('markLeaving', () => {
  beforeAll(() => markLeaving(document));

  it('marks the page when a submit goes as a navigation, not when the page keeps it (its island sends it)', () => {
    submit(true);
    expect(leaving()).toBe(false);
    submit(false);
    expect(leaving()).toBe(true);
  });

  it('marks the page for a link to another page, not for a jump within it, a download, mail or a phone call', () => {
    navigate({ hashChange: true, destination: { sameDocument: true, url: 'http://localhost/get-involved/join#name' } });
    navigate({ ...toPage('http://localhost/kit.pdf'), downloadRequest: 'kit.pdf' });
    navigate(toPage('mailto:club@example.org'));
    navigate(toPage('tel:+33123456789'));
    expect(leaving()).toBe(false);
    navigate(toPage('https://example.org/about'));
    expect(leaving()).toBe(true);
  });

  it('marks the page when it is hidden; unmarks it, once, when it comes back from the back/forward cache', () => {
    const stayed = jest.fn();
    document.documentElement.addEventListener(pageStayedEvent, stayed, { signal: listeners.signal });
    window.dispatchEvent(new Event('pagehide'));
    expect(leaving()).toBe(true);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(leaving()).toBe(true); // a first show is no return
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(leaving()).toBe(false);
    expect(stayed).toHaveBeenCalledTimes(1);
  });

  it('unmarks the page when the navigation failed or was stopped', () => {
    submit(false);
    expect(leaving()).toBe(true);
    navigation.dispatchEvent(new Event('navigateerror'));
    expect(leaving()).toBe(false);
  });
});

describe('untilStaying', () => {
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve));
    return done;
  };

  it('resolves at once on a page the visitor is not leaving', async () => {
    expect(await settled(untilStaying(document))).toBe(true);
  });

  it('waits on a page being left, until the visitor stays after all', async () => {
    document.documentElement.setAttribute(pageLeavingAttribute, '');
    const waiting = untilStaying(document);
    expect(await settled(waiting)).toBe(false);
    document.documentElement.removeAttribute(pageLeavingAttribute);
    document.documentElement.dispatchEvent(new Event(pageStayedEvent));
    expect(await settled(waiting)).toBe(true);
  });
});
