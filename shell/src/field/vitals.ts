// The page view's web vitals from the browser's own performance entries, with web-vitals' attribution, in a
// fraction of the web-vitals attribution build's size (the page script's budget is 6 KB gzip in all):
// - LCP: the last largest-contentful-paint entry, from the page's activation (a prerendered page's start), split
//   into web-vitals' phases: time to first byte, resource load delay, resource load duration, render delay.
// - CLS: the largest session window of layout shifts without recent input (gaps under 1 s, at most 5 s), with
//   the element of its largest shift.
// - INP: of the interactions seen (event timing, 40 ms threshold as web-vitals, and the first input), the 98th
//   percentile by interaction (the longest below 50 interactions), with its input delay, processing and
//   presentation, and the script that ran longest in the long animation frames it overlapped.
// A browser without an entry type (Safari, Firefox for some) reports what it has; nothing here throws.
import type { PageViewBeacon } from '@stallions/shared-config/field';

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
}
/** TypeScript's DOM types lack the interaction id (Event Timing Level 1 has it). */
interface EventTiming extends PerformanceEventTiming {
  interactionId?: number;
}
interface AnimationFrame extends PerformanceEntry {
  scripts?: { duration: number; sourceURL?: string }[];
}

type Vitals = Pick<PageViewBeacon, 'lcp' | 'cls' | 'inp'>;

export interface VitalsMeter {
  /** The vitals measured so far (what a beacon sends when the page is hidden). */
  read(): Vitals;
  /** A page restored from the back/forward cache: a new page view, measured from the restore. */
  restart(restoredAt: number): void;
}

/** A short selector of an element (and its parent), for attribution: tag, id or first class. */
function selectorOf(node: Node | null | undefined): string | undefined {
  const parts: string[] = [];
  for (let element = node as Element | null; element?.tagName && parts.length < 2; element = element.parentElement) {
    const className = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
    parts.unshift(element.tagName.toLowerCase() + (element.id ? `#${element.id}` : className ? `.${className}` : ''));
  }
  return parts.length ? parts.join('>').slice(0, 200) : undefined;
}

function observe(type: string, handle: (entries: PerformanceEntry[]) => void, options: object = {}) {
  try {
    new PerformanceObserver((list) => handle(list.getEntries())).observe({ type, buffered: true, ...options });
  } catch {
    // This browser does not report the type.
  }
}

const later = (a: number, b: number) => Math.max(a, b);

export function startVitals(perf: Performance = performance): VitalsMeter {
  const entries = (type: string) => perf.getEntriesByType?.(type) ?? [];
  const nav = entries('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  let start = nav?.activationStart ?? 0;
  /** A page restored from the back/forward cache: when its next frame after the restore painted. */
  let fromCache = false;
  let restored: number | undefined;
  let lcp: LargestContentfulPaint | undefined;
  let cls = 0;
  let window: LayoutShift[] = [];
  let windowValue = 0;
  let worst: LayoutShift[] = [];
  let interactions: EventTiming[] = [];
  const seen = new Set<number>();
  let frames: AnimationFrame[] = [];

  observe('largest-contentful-paint', (entries) => (lcp = entries.at(-1) as LargestContentfulPaint));
  observe('layout-shift', (entries) => {
    for (const shift of entries as LayoutShift[]) {
      if (shift.hadRecentInput || shift.startTime < start) continue;
      const first = window[0];
      const last = window.at(-1);
      if (first && last && shift.startTime - last.startTime < 1000 && shift.startTime - first.startTime < 5000) {
        window.push(shift);
        windowValue += shift.value;
      } else {
        window = [shift];
        windowValue = shift.value;
      }
      if (windowValue > cls) [cls, worst] = [windowValue, window];
    }
  });
  const onEvents = (entries: PerformanceEntry[]) => {
    for (const entry of entries as EventTiming[]) {
      const id = entry.interactionId;
      if (!id || entry.startTime < start) continue;
      seen.add(id);
      const same = interactions.find((known) => known.interactionId === id);
      if (same && same.duration >= entry.duration) continue;
      // The ten longest are enough for the 98th percentile below 500 interactions.
      interactions = [...interactions.filter((known) => known !== same), entry]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 10);
    }
  };
  observe('event', onEvents, { durationThreshold: 40 });
  observe('first-input', onEvents);
  observe('long-animation-frame', (entries) => (frames = [...frames, ...(entries as AnimationFrame[])].slice(-30)));

  function readLcp(): Vitals['lcp'] {
    if (fromCache) {
      if (restored === undefined) return undefined;
      const value = later(restored - start, 0);
      return { value, phases: { ttfb: 0, loadDelay: 0, loadDuration: 0, renderDelay: value } };
    }
    if (!lcp) return undefined;
    const value = later(lcp.startTime - start, 0);
    const ttfb = later((nav?.responseStart ?? 0) - start, 0);
    const resource = lcp.url
      ? (entries('resource').find((entry) => entry.name === lcp!.url) as PerformanceResourceTiming | undefined)
      : undefined;
    const requestStart = later(ttfb, resource ? (resource.requestStart || resource.startTime) - start : 0);
    const responseEnd = later(requestStart, resource ? resource.responseEnd - start : 0);
    return {
      value,
      element: selectorOf(lcp.element),
      phases: {
        ttfb,
        loadDelay: requestStart - ttfb,
        loadDuration: responseEnd - requestStart,
        renderDelay: later(responseEnd, value) - responseEnd,
      },
    };
  }

  function readInp(): Vitals['inp'] {
    const entry = interactions[Math.min(Math.floor(seen.size / 50), interactions.length - 1)];
    if (!entry) return undefined;
    const end = entry.startTime + entry.duration;
    const scripts = frames
      .filter((frame) => frame.startTime < end && frame.startTime + frame.duration > entry.startTime)
      .flatMap((frame) => frame.scripts ?? [])
      .sort((a, b) => b.duration - a.duration);
    const url = scripts.find((script) => /^https?:/.test(script.sourceURL ?? ''))?.sourceURL;
    return {
      value: entry.duration,
      inputDelay: later(entry.processingStart - entry.startTime, 0),
      processing: later(entry.processingEnd - entry.processingStart, 0),
      presentation: later(end - entry.processingEnd, 0),
      target: selectorOf(entry.target),
      ...(url ? { scriptUrl: url.slice(0, 500) } : {}),
    };
  }

  return {
    read() {
      const largest = worst.reduce<LayoutShift | undefined>((a, b) => (a && a.value >= b.value ? a : b), undefined);
      const source = largest?.sources?.find((item) => item.node?.nodeType === 1) ?? largest?.sources?.[0];
      return {
        lcp: readLcp(),
        cls: { value: cls, largestShiftTarget: selectorOf(source?.node) },
        inp: readInp(),
      };
    },
    restart(restoredAt) {
      start = restoredAt;
      fromCache = true;
      restored = undefined;
      [cls, window, windowValue, worst, interactions, frames] = [0, [], 0, [], [], []];
      seen.clear();
      // As web-vitals: a restored page's LCP is the time to the frame after the next one.
      requestAnimationFrame(() => requestAnimationFrame(() => (restored = perf.now())));
    },
  };
}
