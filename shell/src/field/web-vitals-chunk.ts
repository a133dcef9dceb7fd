// The page view's web vitals, from the web-vitals library's attribution build, mapped onto the page-view beacon
// (shared-config/src/field.ts). A chunk of its own: field-beacons.ts imports it after the page's load event and an
// idle moment, so site.js stays a few KB and nothing of it runs before the first paint.
// - LCP with web-vitals' phases (time to first byte, resource load delay and duration, render delay) and element;
// - CLS with the target of its largest shift;
// - INP with its input delay, processing and presentation, its target, and the script that ran longest (with an
//   http(s) address) in the long animation frames it overlapped.
// web-vitals reports every change (reportAllChanges), finalizes CLS and INP when the page is hidden (its own
// listeners), reckons from a prerendered page's activation, and starts again on a back/forward cache restore.
import type { PageViewBeacon } from '@stallions/shared-config/field';
import { onCLS, onINP, onLCP } from 'web-vitals/attribution';

export type Vitals = Partial<Pick<PageViewBeacon, 'lcp' | 'cls' | 'inp'>>;

/** web-vitals' types leave out a long animation frame's scripts. */
type Frame = { scripts?: { duration: number; sourceURL?: string }[] };

/** A selector as the beacon takes it: 200 characters at most (web-vitals' can be longer), none when empty. */
const bounded = (selector: string | undefined) => selector?.slice(0, 200) || undefined;

/** The user timing mark of the moment the vitals began to be measured (the field e2e test waits for it). */
const vitalsStartedMark = 'field-vitals-started';

/** Starts web-vitals; `report` gets each vital's latest value as it changes. */
export function measureVitals(report: (vitals: Vitals) => void): void {
  const options = { reportAllChanges: true };
  onLCP(({ value, attribution }) => {
    report({
      lcp: {
        value,
        element: bounded(attribution.element),
        phases: {
          ttfb: attribution.timeToFirstByte,
          loadDelay: attribution.resourceLoadDelay,
          loadDuration: attribution.resourceLoadDuration,
          renderDelay: attribution.elementRenderDelay,
        },
      },
    });
  }, options);
  onCLS(({ value, attribution }) => {
    report({ cls: { value, largestShiftTarget: bounded(attribution.largestShiftTarget) } });
  }, options);
  onINP(({ value, attribution }) => {
    const script = (attribution.longAnimationFrameEntries as Frame[])
      .flatMap((frame) => frame.scripts ?? [])
      .filter((entry) => /^https?:/.test(entry.sourceURL ?? ''))
      .sort((a, b) => b.duration - a.duration)[0];
    report({
      inp: {
        value,
        inputDelay: attribution.inputDelay,
        processing: attribution.processingDuration,
        presentation: attribution.presentationDelay,
        target: bounded(attribution.interactionTarget),
        ...(script ? { scriptUrl: script.sourceURL!.slice(0, 500) } : {}),
      },
    });
  }, options);
  performance.mark?.(vitalsStartedMark);
}
