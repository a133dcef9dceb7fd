import { afterFirstContentfulPaint } from './next-task';

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

describe('afterFirstContentfulPaint', () => {
  const realObserver = globalThis.PerformanceObserver;
  let callbacks: PaintCallback[];
  let disconnected: number;

  beforeEach(() => {
    jest.useFakeTimers();
    callbacks = [];
    disconnected = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = realObserver;
  });

  function fakeObserver(supportedEntryTypes: string[]) {
    const Fake = class {
      static supportedEntryTypes = supportedEntryTypes;
      constructor(callback: PaintCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {
        disconnected += 1;
      }
    };
    globalThis.PerformanceObserver = Fake as unknown as typeof PerformanceObserver;
  }

  const paintEntries = (names: string[]) => ({
    getEntriesByName: (name: string) => names.filter((entry) => entry === name),
  });

  it('resolves on the first-contentful-paint entry, not on first-paint, and stops observing', async () => {
    fakeObserver(['paint']);
    let settled = false;
    const waiting = afterFirstContentfulPaint(2000).then(() => (settled = true));
    const [reportPaint] = callbacks;
    if (!reportPaint) throw new Error('no PerformanceObserver was created');
    reportPaint(paintEntries(['first-paint']));
    await Promise.resolve();
    expect(settled).toBe(false);
    reportPaint(paintEntries(['first-contentful-paint']));
    await waiting;
    expect(settled).toBe(true);
    expect(disconnected).toBe(1);
  });

  it('resolves after the limit where paint timing is missing (or nothing is painted)', async () => {
    fakeObserver([]);
    let settled = false;
    const waiting = afterFirstContentfulPaint(500).then(() => (settled = true));
    expect(callbacks).toHaveLength(0);
    jest.advanceTimersByTime(499);
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await waiting;
    expect(settled).toBe(true);
  });
});
