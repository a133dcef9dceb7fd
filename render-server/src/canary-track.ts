// The canary's renderer. A process holds one release of each remote (the federation runtime finds a remote's
// chunks by its name, and a remote's translations go into the one i18n instance), so the pages of visitors in
// a canary are rendered by a second shell renderer in a worker thread, following each remote's canary release.
// It starts when a pointer names a canary and stops when none does; the page server asks it as it asks its own.
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { RuntimeConfig } from '@stallions/shared-config';
import type { RenderResult, ShellRenderer } from '@stallions/shared-config/render-contract';
import type { Canary } from '@stallions/shared-config/releases';

/** What the page server sends the worker. */
export type ToTrack =
  | { kind: 'render'; id: number; url: string }
  | { kind: 'check'; id: number }
  | { kind: 'islands'; id: number; remote: string }
  | { kind: 'translations'; overrides: Partial<Record<string, string>> };

/** What the worker sends back: answers, and its state after each change (read synchronously here). */
export type FromTrack =
  | { kind: 'answer'; id: number; result?: RenderResult | string[]; error?: string }
  | {
      kind: 'state';
      versions: Record<string, string>;
      sitePages: string[];
      canaries: Canary[];
    }
  | { kind: 'failed'; error: string };

export interface TrackRenderer extends ShellRenderer {
  close(): Promise<void>;
}

export function startCanaryRenderer(shellDist: string, config: RuntimeConfig): Promise<TrackRenderer> {
  // The worker runs TypeScript as this process does: through tsx's require (a worker takes no loader flags).
  const code = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).require(${JSON.stringify(
    join(__dirname, 'canary-track.worker.ts'),
  )}, __filename);`;
  const worker = new Worker(code, { eval: true, workerData: { shellDist, config } });
  const waiting = new Map<
    number,
    { resolve: (value: RenderResult | string[] | undefined) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let state: Extract<FromTrack, { kind: 'state' }> | undefined;
  const ask = (message: { kind: 'render'; url: string } | { kind: 'check' } | { kind: 'islands'; remote: string }) =>
    new Promise<RenderResult | string[] | undefined>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } satisfies ToTrack);
    });

  return new Promise((ready, failed) => {
    worker.on('error', (error) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
      failed(error);
    });
    worker.on('message', (message: FromTrack) => {
      if (message.kind === 'failed') {
        failed(new Error(`the canary renderer could not start: ${message.error}`));
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
      render: async (url) => (await ask({ kind: 'render', url })) as RenderResult,
      islandNames: async (remote) => (await ask({ kind: 'islands', remote })) as string[],
      checkRemotes: async () => void (await ask({ kind: 'check' })),
      remoteVersions: () => state!.versions,
      sitePages: () => state!.sitePages,
      canaries: () => state!.canaries,
      setTranslations: (overrides) => worker.postMessage({ kind: 'translations', overrides } satisfies ToTrack),
      close: async () => void (await worker.terminate()),
    };
  });
}
