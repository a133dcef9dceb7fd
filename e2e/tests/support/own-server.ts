// A spec's own local-cloud (on the ports ownPorts gives it), over a temporary folder of its own.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServeProcess, type ServeProcessOptions } from '@stallions/local-cloud/serve-process';
import type { ownPorts } from './env';
import { test } from './fixtures';

/** What a spec says of its server: the rest of local-cloud's options (its ports and data folder are given). */
type OwnServerOptions = Omit<ServeProcessOptions, 'basePort' | 'cloudPort' | 'dataDir'>;

/**
 * Serves the site for the tests of the file or describe block that calls it. In beforeAll (given `setupMs`):
 * a temporary folder (`<name>-…`) is made, `prepare` readies what the server needs in it (fixture builds, copies,
 * files) and returns its options, and local-cloud starts on `ports` with the folder's `.data` as its data; in
 * afterAll the server stops and the folder goes. Returns the folder, to read once beforeAll has run.
 */
export function serveFromOwnFolder(
  name: string,
  ports: ReturnType<typeof ownPorts>,
  setupMs: number,
  prepare: (folder: string) => OwnServerOptions | Promise<OwnServerOptions>,
): () => string {
  let folder: string | undefined;
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(setupMs);
    folder = mkdtempSync(join(tmpdir(), `${name}-`));
    const options = await prepare(folder);
    server = await startServeProcess({
      ...options,
      basePort: ports.base,
      cloudPort: ports.cloud,
      dataDir: join(folder, '.data'),
    });
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    if (!folder) throw new Error(`${name}: its server's folder is made in beforeAll`);
    return folder;
  };
}
