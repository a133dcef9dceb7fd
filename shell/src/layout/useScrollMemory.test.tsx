import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { RouteFocus } from './RouteFocus';

// jsdom has no layout: the page's height and the scroll position are set by hand.
function setPageHeight(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
}
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
/** history.back() / forward(); jsdom fires popstate in a later task. */
async function travel(delta: -1 | 1) {
  await act(async () => {
    window.history.go(delta);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
const goBack = () => travel(-1);
const goForward = () => travel(1);

// Like a remote section: each visit loads anew (marked data-pending, as the shell's PageLoading, meanwhile).
let releaseSection: () => void = () => undefined;
function SectionPage() {
  const Page = useMemo(
    () =>
      lazy(
        () =>
          new Promise<{ default: () => React.JSX.Element }>((resolve) => {
            releaseSection = () => resolve({ default: () => <h1 tabIndex={-1}>Section</h1> });
          }),
      ),
    [],
  );
  return (
    <Suspense fallback={<p data-pending="">Loading…</p>}>
      <Page />
    </Suspense>
  );
}

function renderSite() {
  window.history.replaceState(null, '', '/');
  render(
    <BrowserRouter>
      <main id="main" tabIndex={-1}>
        <RouteFocus mainId="main" waitMs={300} />
        <Routes>
          <Route
            index
            element={
              <>
                <h1 tabIndex={-1}>Home</h1>
                <Link to="/next">Next</Link> <Link to="/section">Section</Link>
              </>
            }
          />
          <Route path="next" element={<h1 tabIndex={-1}>Next</h1>} />
          <Route path="section" element={<SectionPage />} />
        </Routes>
      </main>
    </BrowserRouter>,
  );
}

describe('back and forward scroll restoration', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn() as typeof window.scrollTo;
    setPageHeight(5000);
    scrollPageTo(0);
  });

  it('returns to where the visitor was on the page they go back to, and takes over from the browser', async () => {
    const user = userEvent.setup();
    renderSite();
    expect(window.history.scrollRestoration).toBe('manual');
    scrollPageTo(1400);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollPageTo(300);

    await goBack();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1400, left: 0, behavior: 'instant' });
  });

  it('waits until the page being returned to has loaded', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('link', { name: 'Section' }));
    await act(async () => releaseSection());
    await screen.findByRole('heading', { name: 'Section' });
    scrollPageTo(800);
    await goBack();
    await goForward();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await act(async () => releaseSection());
    await screen.findByRole('heading', { name: 'Section' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 800, left: 0, behavior: 'instant' });
  });

  it('does not record the position of a page still loading (the browser clamps it to a short page)', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('link', { name: 'Section' }));
    scrollPageTo(40);
    await act(async () => releaseSection());
    await screen.findByRole('heading', { name: 'Section' });
    await goBack();
    await goForward();
    await act(async () => releaseSection());
    await screen.findByRole('heading', { name: 'Section' });
    expect(window.scrollTo).not.toHaveBeenCalledWith({ top: 40, left: 0, behavior: 'instant' });
  });

  it('leaves the scroll alone when the visitor scrolls before the page is long enough', async () => {
    const user = userEvent.setup();
    renderSite();
    scrollPageTo(2000);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    setPageHeight(600); // the page being returned to is still short
    await goBack();
    window.dispatchEvent(new Event('wheel'));
    setPageHeight(5000);
    document.getElementById('main')!.append(document.createElement('div')); // the page grows
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400))); // past the wait
    expect(window.scrollTo).not.toHaveBeenCalledWith({ top: 2000, left: 0, behavior: 'instant' });
  });

  it('goes as far as the page allows when it never becomes long enough', async () => {
    const user = userEvent.setup();
    renderSite();
    scrollPageTo(2000);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    setPageHeight(600);
    await goBack();
    expect(window.scrollTo).not.toHaveBeenCalledWith({ top: 2000, left: 0, behavior: 'instant' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 2000, left: 0, behavior: 'instant' });
  });
});
