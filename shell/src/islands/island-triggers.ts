// When a page's islands load: plain script (site.js), so a page pays for React and the rest (~200 KB gzip)
// only once a visitor can use what it runs, never for a visitor who only reads. Each island says when
// (shared-ui's <Island load resumeKey>):
// - `interaction`: a pointer over it, a touch or the focus in it. A visitor who starts typing before the code
//   has arrived loses nothing (the host carries typed values across hydration).
// - `visible`: also when it comes within a screen of the viewport (the carousel, which moves by itself),
//   once the page has loaded.
// - A resume key present in sessionStorage (a form's draft): with the page, after its load event, so the
//   visitor's values come back without a touch.
// The first trigger loads the host, which hydrates every island of the page.
//
// A form works before its code: its server HTML is a real form posted to its page. A visitor who sends it while
// its island's code is on its way with fields empty that the form needs sees its error summary at once, with no
// post (early-summary.ts); otherwise gets the native post at once (the server answers with the page: its errors
// or its confirmation), marked as made with script (earlyPostField), unless something was typed in a field only
// the island can send (fields without a name: card details): that submit is held and made again, once, when the
// island has hydrated; if the code cannot load, the browser's own post goes after all. Without script, the
// native post is all there is.
import {
  earlyPostField,
  islandAttribute,
  islandLoadAttribute,
  islandResumeAttribute,
} from '@stallions/shared-config/render-contract';
import {
  announceUnavailable,
  islandReadyAttribute,
  islandReadyEvent,
  islandsHostFailed,
  islandUnavailableEvent,
} from './island-events';
import { hideEarlySummary, showEarlySummary } from './early-summary';

/** What a visitor does to start using an island (pointer, touch, keyboard). */
const islandInteractionEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * How long a held submit waits for its island: past it, the browser's own post goes (its answer is a page, the
 * values kept). The host's retries give up well before on a dead remote; this covers a host that never answers.
 */
export const heldSubmitTimeoutMs = 20_000;

/** What whenIslandsWanted reports: whether the islands' code has been asked for. */
export interface IslandsTrigger {
  started: () => boolean;
}

export function whenIslandsWanted(doc: Document, load: () => void): IslandsTrigger | undefined {
  const islands = [...doc.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];
  if (islands.length === 0) return undefined;
  const view = doc.defaultView;
  let observer: IntersectionObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const island of islands)
      for (const type of islandInteractionEvents) island.removeEventListener(type, start, true);
    observer?.disconnect();
    afterNextPaint(view, load);
  };
  const trigger = { started: () => started };

  holdEarlySubmits(doc, islands, start);

  if (islands.some((island) => hasStored(view, island.getAttribute(islandResumeAttribute)))) {
    afterLoad(doc, start);
    return trigger;
  }
  for (const island of islands)
    for (const type of islandInteractionEvents) island.addEventListener(type, start, { capture: true, passive: true });
  // This script runs after the first paint: a visitor may have reached for an island before it ran (the pointer
  // resting on it, focus in one of its fields). That touch was not heard; it starts the island now.
  if (islands.some(reachedFor)) {
    start();
    return trigger;
  }

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
  return trigger;
}

/** Whether the pointer rests on an island or focus is in it (its element is `display: contents`: its children too). */
function reachedFor(island: HTMLElement): boolean {
  return [island, ...island.children].some((element) => {
    try {
      return element.matches(':hover, :focus-within');
    } catch {
      return false; // a selector the browser does not know
    }
  });
}

/**
 * A form of an island submitted before the island hydrated: held (the code is asked for if it was not yet),
 * then submitted again once, through the hydrated form (`requestSubmit`, its own handler, the same submit
 * button); or natively (`submit()`) when the island's code cannot load. A form whose island is hydrated, or
 * known not to load, is left alone: the island's handler, or the browser, sends it.
 */
function holdEarlySubmits(doc: Document, islands: readonly HTMLElement[], start: () => void) {
  const unavailable = new WeakSet<HTMLElement>();
  const held = new WeakSet<HTMLFormElement>();
  for (const island of islands) island.addEventListener(islandUnavailableEvent, () => unavailable.add(island));

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement | null;
      if (!form || form.tagName !== 'FORM') return;
      const island = islands.find((element) => element.contains(form));
      if (!island) return;
      if (island.hasAttribute(islandReadyAttribute)) {
        hideEarlySummary(island);
        return;
      }
      // Fields left empty: the summary now, no post (early-summary.ts).
      if (showEarlySummary(island)) {
        event.preventDefault();
        start();
        return;
      }
      if (unavailable.has(island)) return;
      // Nothing only the island can send: the browser's post now is quicker than the island's code.
      if (!holdsUnnamedValue(form)) {
        markEarlyPost(form);
        return;
      }
      event.preventDefault();
      if (held.has(form)) return; // a second press while waiting: the first is sent, once
      held.add(form);
      const submitter = (event as SubmitEvent).submitter;
      const settle = (send: () => void) => {
        island.removeEventListener(islandReadyEvent, onReady);
        island.removeEventListener(islandUnavailableEvent, onUnavailable);
        clearTimeout(timer);
        held.delete(form);
        send();
      };
      // After the hydrating effects are done: the form's own handler takes the submit.
      const onReady = () =>
        settle(() =>
          setTimeout(() => {
            if (!form.isConnected) return;
            const button = submitter instanceof HTMLElement && submitter.isConnected && form.contains(submitter);
            form.requestSubmit(button ? (submitter as HTMLButtonElement) : undefined);
          }),
        );
      const onUnavailable = () => settle(() => form.isConnected && nativeSubmit(form, submitter));
      island.addEventListener(islandReadyEvent, onReady);
      island.addEventListener(islandUnavailableEvent, onUnavailable);
      const timer = setTimeout(() => {
        unavailable.add(island);
        onUnavailable();
      }, heldSubmitTimeoutMs);
      start();
    },
    true,
  );
}

/** Something typed in a field with no name: what a native post cannot carry (card details), only its island sends. */
const holdsUnnamedValue = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input:not([name]):not([type="hidden"]), textarea:not([name])')].some(
    (field) => field.value !== '',
  );

/** Adds the early-post field (once): the form's entry list is built after the submit event, so it travels. */
function markEarlyPost(form: HTMLFormElement) {
  if (form.querySelector(`input[name="${earlyPostField}"]`)) return;
  const field = form.ownerDocument.createElement('input');
  field.type = 'hidden';
  field.name = earlyPostField;
  field.value = '1';
  form.append(field);
}

/** The browser's own post, with the submit button's name and value if it has them (submit() sends neither). */
function nativeSubmit(form: HTMLFormElement, submitter: HTMLElement | null | undefined) {
  const button = submitter as HTMLButtonElement | null | undefined;
  if (button?.name && form.contains(button)) {
    const extra = form.ownerDocument.createElement('input');
    extra.type = 'hidden';
    extra.name = button.name;
    extra.value = button.value;
    form.append(extra);
  }
  HTMLFormElement.prototype.submit.call(form);
}

/**
 * Loads the islands' host (islands.js) once. When its script cannot load, no island of the page will hydrate:
 * each is told so (a held submit then goes natively).
 */
export function loadIslandsHost(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.addEventListener(
    'error',
    () => announceUnavailable(doc.querySelectorAll(`[${islandAttribute}]`), islandsHostFailed),
    { once: true },
  );
  doc.head.append(script);
}

function hasStored(view: Window | null, key: string | null): boolean {
  if (!key || !view) return false;
  try {
    return view.sessionStorage.getItem(key) !== null;
  } catch {
    return false; // storage off: there is no draft to bring back
  }
}

/**
 * After the frame that shows what the touch that started the islands did (a choice revealing a field, an early
 * summary): their code runs for a few hundred milliseconds on a slow phone, and would otherwise hold that frame.
 */
function afterNextPaint(view: Window | null, run: () => void) {
  if (view && typeof view.requestAnimationFrame === 'function')
    view.requestAnimationFrame(() => view.setTimeout(run, 0));
  else run();
}

/** After the page's load event: a loading island would take the network from the page's own images and fonts. */
export function afterLoad(doc: Document, run: () => void) {
  if (doc.readyState === 'complete') run();
  else doc.defaultView?.addEventListener('load', run, { once: true });
}
