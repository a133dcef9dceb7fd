// When a page's islands load: plain script (site.js), so a page pays for React and the rest (~200 KB gzip)
// only once a visitor can use what it runs, never for a visitor who only reads. Each island says when
// (shared-ui's <Island load resumeKey>):
// - `interaction`: a pointer over it, a touch or the focus in it. A visitor who starts typing before the code
//   has arrived loses nothing (the host carries typed values across hydration), and a form cannot be sent
//   until then (its button is off in the server's HTML).
// - `visible`: also when it comes within a screen of the viewport (the carousel, which moves by itself),
//   once the page has loaded.
// - A resume key present in sessionStorage (a form's draft): with the page, after its load event, so the
//   visitor's values come back without a touch.
// The first trigger loads the host, which hydrates every island of the page.
import { islandAttribute, islandLoadAttribute, islandResumeAttribute } from '@stallions/shared-config/render-contract';

/** What a visitor does to start using an island (pointer, touch, keyboard). */
export const islandInteractionEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export function whenIslandsWanted(doc: Document, load: () => void): void {
  const islands = [...doc.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];
  if (islands.length === 0) return;
  const view = doc.defaultView;
  let observer: IntersectionObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const island of islands)
      for (const type of islandInteractionEvents) island.removeEventListener(type, start, true);
    observer?.disconnect();
    load();
  };

  if (islands.some((island) => hasStored(view, island.getAttribute(islandResumeAttribute)))) {
    afterLoad(doc, start);
    return;
  }
  for (const island of islands)
    for (const type of islandInteractionEvents) island.addEventListener(type, start, { capture: true, passive: true });

  // An island's element is `display: contents` (no box to observe): its children are what shows.
  const watched = islands
    .filter((island) => island.getAttribute(islandLoadAttribute) === 'visible')
    .flatMap((island) => [...island.children]);
  if (watched.length > 0 && view && 'IntersectionObserver' in view) {
    afterLoad(doc, () => {
      if (started) return;
      observer = new view.IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: '100% 0px',
      });
      for (const child of watched) observer.observe(child);
    });
  }
}

function hasStored(view: Window | null, key: string | null): boolean {
  if (!key || !view) return false;
  try {
    return view.sessionStorage.getItem(key) !== null;
  } catch {
    return false; // storage off: there is no draft to bring back
  }
}

/** After the page's load event: a loading island would take the network from the page's own images and fonts. */
function afterLoad(doc: Document, run: () => void) {
  if (doc.readyState === 'complete') run();
  else doc.defaultView?.addEventListener('load', run, { once: true });
}
