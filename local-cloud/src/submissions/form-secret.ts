// The forms' keyed-hash secret locally (production reads FORM_SECRET): made once per data directory and kept
// beside the store, so every server that shares the store (a second instance, a restart) hashes alike.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function localFormSecret(dataDir: string): string {
  const file = join(dataDir, 'form-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    // 'wx': of two servers starting at once, the second reads the first's.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
