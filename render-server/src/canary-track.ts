// The canary's renderer. A process holds one release of each remote (the federation runtime finds a remote's
// chunks by its name, and a remote's translations go into the one i18n instance), so the pages of visitors in
// a canary are rendered by a second shell renderer in a worker thread, following each remote's canary release.
// It starts when a pointer names a canary and stops when none does; the page server asks it as it asks its own.
// A preview's renderer is the same worker with remotes pinned at their preview releases (`pins`: the others
// follow their current releases), started for the preview's visitors (preview-tracks.ts).
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { RuntimeConfig } from '@stallions/shared-config';
import type {
  ActResult,
  PageRequest,
  RenderedPage,
  RouteTable,
  ShellRenderer,
} from '@stallions/shared-config/render-contract';
import type { ActionHost, FormPost } from '@stallions/shared-config/actions';
import type { Canary } from '@stallions/shared-config/releases';

/** What the page server sends the worker. */
export type ToTrack =
  | { kind: 'render'; id: number; page: PageRequest }
  | { kind: 'check'; id: number }
  | { kind: 'islands'; id: number; remote: string }
  | { kind: 'act'; id: number; page: PageRequest; post: Omit<FormPost, 'language'>; host: HostFacts }
  | { kind: 'host-answer'; call: number; result?: unknown; error?: string }
  | { kind: 'translations'; overrides: Partial<Record<string, string>> };

/** The plain parts of an action's host; its capabilities stay in this thread and are called through messages. */
export type HostFacts = Pick<ActionHost, 'limits' | 'clientAddress' | 'secret'> & { now: string; appCheck: boolean };

/** A capability of the host the worker's action calls: answered here, on the page server's own store. */
export type HostCall = 'find' | 'create' | 'take' | 'verifyAppCheck';

/** What the worker sends back: answers, and its state after each change (read synchronously here). */
export type FromTrack =
  | { kind: 'answer'; id: number; result?: RenderedPage | ActResult | string[]; error?: string }
  | { kind: 'host'; id: number; call: number; method: HostCall; args: unknown[] }
  | {
      kind: 'state';
      versions: Record<string, string>;
      routes: RouteTable;
      canaries: Canary[];
    }
  | { kind: 'failed'; error: string };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface TrackRenderer extends ShellRenderer {
  close(): Promise<void>;
}

export function startCanaryRenderer(
  shellDist: string,
  config: RuntimeConfig,
  /** A preview's renderer: these remotes at these releases, the others at their current ones. */
  pins?: Record<string, string>,
): Promise<TrackRenderer> {
  // The worker runs TypeScript as this process does: through tsx's require (a worker takes no loader flags).
  const code = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).require(${JSON.stringify(
    join(__dirname, 'canary-track.worker.ts'),
  )}, __filename);`;
  const worker = new Worker(code, { eval: true, workerData: { shellDist, config, pins } });
  type Answer = RenderedPage | ActResult | string[] | undefined;
  const waiting = new Map<number, { resolve: (value: Answer) => void; reject: (error: Error) => void }>();
  // The host of each action running in the worker, by the action's message id.
  const hosts = new Map<number, ActionHost>();
  let nextId = 0;
  let state: Extract<FromTrack, { kind: 'state' }> | undefined;
  const ask = (message: DistributiveOmit<Exclude<ToTrack, { kind: 'translations' | 'host-answer' }>, 'id'>) =>
    new Promise<Answer>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } as ToTrack);
    });
  /** The worker's action calls a capability of its host: run it here and answer. */
  function answerHostCall({ id, call, method, args }: Extract<FromTrack, { kind: 'host' }>) {
    const host = hosts.get(id);
    const run = async () => {
      if (!host) throw new Error('no action is running under this id');
      if (method === 'find') return host.store.find(...(args as Parameters<ActionHost['store']['find']>));
      if (method === 'create') return host.store.create(...(args as Parameters<ActionHost['store']['create']>));
      if (method === 'take') return host.limiter.take(...(args as Parameters<ActionHost['limiter']['take']>));
      return host.verifyAppCheck ? host.verifyAppCheck(args[0] as string | undefined) : true;
    };
    run().then(
      (result) => worker.postMessage({ kind: 'host-answer', call, result } satisfies ToTrack),
      (error: unknown) => worker.postMessage({ kind: 'host-answer', call, error: String(error) } satisfies ToTrack),
    );
  }

  return new Promise((ready, failed) => {
    worker.on('error', (error) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
      failed(error);
    });
    worker.on('message', (message: FromTrack) => {
      if (message.kind === 'failed') {
        failed(new Error(`the ${pins ? 'preview' : 'canary'} renderer could not start: ${message.error}`));
        return;
      }
      if (message.kind === 'host') {
        answerHostCall(message);
        return;
      }
      if (message.kind === 'state') {
        const first = !state;
        state = message;
        if (first) ready(renderer);
        return;
      }
      const answer = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) answer?.reject(new Error(message.error));
      else answer?.resolve(message.result);
    });
    const renderer: TrackRenderer = {
      render: async (page) => (await ask({ kind: 'render', page })) as RenderedPage,
      islandNames: async (remote) => (await ask({ kind: 'islands', remote })) as string[],
      checkRemotes: async () => void (await ask({ kind: 'check' })),
      remoteVersions: () => state!.versions,
      routes: () => state!.routes,
      act: async (page, post, host) => {
        const id = nextId;
        hosts.set(id, host);
        const facts: HostFacts = {
          limits: host.limits,
          clientAddress: host.clientAddress,
          secret: host.secret,
          now: host.now().toISOString(),
          appCheck: host.verifyAppCheck !== undefined,
        };
        try {
          return (await ask({ kind: 'act', page, post, host: facts })) as ActResult;
        } finally {
          hosts.delete(id);
        }
      },
      canaries: () => state!.canaries,
      setTranslations: (overrides) => worker.postMessage({ kind: 'translations', overrides } satisfies ToTrack),
      close: async () => void (await worker.terminate()),
    };
  });
}
