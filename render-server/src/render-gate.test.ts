import { createRenderGate, RenderQueueFullError } from './render-gate';

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const flush = () => new Promise((done) => setImmediate(done));

describe('the render gate', () => {
  it('runs one render per key at a time, every caller getting its result', async () => {
    const gate = createRenderGate({ maxRenders: 4, maxQueued: 0 });
    const result = deferred<string>();
    const render = jest.fn(() => result.promise);
    const callers = Array.from({ length: 10 }, () => gate.run('page', render));
    result.resolve('html');
    expect(await Promise.all(callers)).toEqual(Array(10).fill('html'));
    expect(render).toHaveBeenCalledTimes(1);
    // Once it has ended, the key renders again (keeping is the cache's business).
    await gate.run('page', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('gives every caller the failure of a shared render, and frees its place', async () => {
    const gate = createRenderGate({ maxRenders: 1, maxQueued: 0 });
    const failing = () => Promise.reject(new Error('render failed'));
    await expect(Promise.all([gate.run('a', failing), gate.run('a', failing)])).rejects.toThrow('render failed');
    await expect(gate.run('b', async () => 'ok')).resolves.toBe('ok');
  });

  it('runs so many renders at once, queues so many more, and refuses the rest', async () => {
    const gate = createRenderGate({ maxRenders: 2, maxQueued: 1 });
    const releases = new Map<string, () => void>();
    const started: string[] = [];
    const render = (key: string) => () =>
      new Promise<string>((done) => {
        started.push(key);
        releases.set(key, () => done(key));
      });
    const a = gate.run('a', render('a'));
    const b = gate.run('b', render('b'));
    const c = gate.run('c', render('c'));
    await flush();
    expect(started).toEqual(['a', 'b']);
    await expect(gate.run('d', render('d'))).rejects.toBeInstanceOf(RenderQueueFullError);
    // A key already in flight or queued is joined, not refused.
    const alsoC = gate.run('c', render('c'));
    releases.get('a')!();
    expect(await a).toBe('a');
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    const e = gate.run('e', render('e')); // the queue has room again
    releases.get('b')!();
    releases.get('c')!();
    await flush();
    releases.get('e')!();
    expect(await Promise.all([b, c, alsoC, e])).toEqual(['b', 'c', 'c', 'e']);
    expect(started).toEqual(['a', 'b', 'c', 'e']);
  });
});
