// The worker side of canary-track.ts: a shell renderer of its own (its own federation runtime, i18n instance and
// module state), following each remote's canary release (or, for a preview, its pinned remotes at their preview
// releases and the others at their current ones), answering the page server's messages.
import { parentPort, workerData } from 'node:worker_threads';
import type { RuntimeConfig } from '@stallions/shared-config';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import { loadShellRenderer } from './load-shell';
import type { ActionHost } from '@stallions/shared-config/actions';
import type { FromTrack, HostCall, HostFacts, ToTrack } from './canary-track';

const { shellDist, config, pins } = workerData as {
  shellDist: string;
  config: RuntimeConfig;
  pins?: Record<string, string>;
};
const port = parentPort!;
const post = (message: FromTrack) => port.postMessage(message);
const postState = (shell: ShellRenderer) =>
  post({
    kind: 'state',
    versions: shell.remoteVersions(),
    routes: shell.routes(),
    canaries: shell.canaries(),
  });

// The host's capabilities, called in the page server's thread (canary-track.ts answers): one store for both tracks.
const hostCalls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let nextCall = 0;
function hostOf(id: number, facts: HostFacts): ActionHost {
  const call =
    <T>(method: HostCall) =>
    (...args: unknown[]) =>
      new Promise<T>((resolve, reject) => {
        const number = nextCall++;
        hostCalls.set(number, { resolve: resolve as (value: unknown) => void, reject });
        post({ kind: 'host', id, call: number, method, args });
      });
  const now = new Date(facts.now);
  return {
    limits: facts.limits,
    clientAddress: facts.clientAddress,
    secret: facts.secret,
    now: () => now,
    store: { find: call('find'), create: call('create') },
    limiter: { take: call('take') },
    ...(facts.appCheck ? { verifyAppCheck: call<boolean>('verifyAppCheck') } : {}),
  };
}

void loadShellRenderer(shellDist, config, pins ? 'current' : 'canary', pins).then(
  (shell) => {
    postState(shell);
    port.on('message', (message: ToTrack) => {
      if (message.kind === 'translations') {
        shell.setTranslations(message.overrides);
        postState(shell);
      } else if (message.kind === 'check') {
        void shell.checkRemotes().finally(() => {
          postState(shell);
          post({ kind: 'answer', id: message.id, result: undefined });
        });
      } else if (message.kind === 'host-answer') {
        const waiting = hostCalls.get(message.call);
        hostCalls.delete(message.call);
        if (message.error !== undefined) waiting?.reject(new Error(message.error));
        else waiting?.resolve(message.result);
      } else if (message.kind === 'act') {
        shell.act(message.page, message.post, hostOf(message.id, message.host)).then(
          (result) => post({ kind: 'answer', id: message.id, result }),
          (error: unknown) => post({ kind: 'answer', id: message.id, error: String(error) }),
        );
      } else if (message.kind === 'islands') {
        shell.islandNames(message.remote).then(
          (result) => post({ kind: 'answer', id: message.id, result }),
          (error: unknown) => post({ kind: 'answer', id: message.id, error: String(error) }),
        );
      } else {
        shell.render(message.page).then(
          (result) => post({ kind: 'answer', id: message.id, result }),
          (error: unknown) => post({ kind: 'answer', id: message.id, error: String(error) }),
        );
      }
    });
  },
  (error: unknown) => post({ kind: 'failed', error: String(error) }),
);
