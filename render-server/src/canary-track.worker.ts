// The worker side of canary-track.ts: a shell renderer of its own (its own federation runtime, i18n instance and
// module state), following each remote's canary release, answering the page server's messages.
import { parentPort, workerData } from 'node:worker_threads';
import type { RuntimeConfig } from '@stallions/shared-config';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import { loadShellRenderer } from './load-shell';
import type { FromTrack, ToTrack } from './canary-track';

const { shellDist, config } = workerData as { shellDist: string; config: RuntimeConfig };
const port = parentPort!;
const post = (message: FromTrack) => port.postMessage(message);
const postState = (shell: ShellRenderer) =>
  post({ kind: 'state', versions: shell.remoteVersions(), sitePages: shell.sitePages(), canaries: shell.canaries() });

void loadShellRenderer(shellDist, config, 'canary').then(
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
      } else if (message.kind === 'islands') {
        shell.islandNames(message.remote).then(
          (result) => post({ kind: 'answer', id: message.id, result }),
          (error: unknown) => post({ kind: 'answer', id: message.id, error: String(error) }),
        );
      } else {
        shell.render(message.url).then(
          (result) => post({ kind: 'answer', id: message.id, result }),
          (error: unknown) => post({ kind: 'answer', id: message.id, error: String(error) }),
        );
      }
    });
  },
  (error: unknown) => post({ kind: 'failed', error: String(error) }),
);
