// Renders under load: one render per key at a time (requests for a page being rendered wait for that render
// and share its result), a bound on the renders in flight, a short queue behind them, and past that a
// refusal the server answers 503 (a burst of new addresses must not pile up renders until memory runs out).

export interface RenderGateOptions {
  /** Renders running at once. */
  maxRenders: number;
  /** Renders waiting for one of those to end; past them a new render is refused. */
  maxQueued: number;
}

/** A new render was refused: the renders in flight and the queue are full. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('Too many renders in flight and waiting');
    this.name = 'RenderQueueFullError';
  }
}

export interface RenderGate {
  /**
   * The result of `render` for `key`: the one in flight if there is one, else a new one once a place is free.
   * Rejects with RenderQueueFullError when none is free and the queue is full.
   */
  run<T>(key: string, render: () => Promise<T>): Promise<T>;
}

export function createRenderGate({ maxRenders, maxQueued }: RenderGateOptions): RenderGate {
  const inFlight = new Map<string, Promise<unknown>>();
  const queue: (() => void)[] = [];
  let running = 0;

  const acquire = () => {
    if (running < maxRenders) {
      running++;
      return Promise.resolve();
    }
    return new Promise<void>((start) => queue.push(start));
  };
  // The place of a render that ends goes straight to the first one waiting.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };

  return {
    run<T>(key: string, render: () => Promise<T>): Promise<T> {
      const shared = inFlight.get(key);
      if (shared) return shared as Promise<T>;
      if (running >= maxRenders && queue.length >= maxQueued) return Promise.reject(new RenderQueueFullError());
      const result = acquire()
        .then(async () => {
          try {
            return await render();
          } finally {
            release();
          }
        })
        // Whatever `render` kept (the cache) is in place before the key is free for a new render.
        .finally(() => inFlight.delete(key));
      inFlight.set(key, result);
      return result;
    },
  };
}
