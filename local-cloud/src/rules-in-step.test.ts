// firestore.rules (production) and local-cloud's Firestore endpoint (local) must say the same thing: no client
// reads or writes anything. The rules are read as text (every `allow` must say `if false`; the evaluation of
// their match blocks per path is functions/src/rules.test.ts); the endpoint is asked, per collection the site
// keeps and per operation of Firestore's REST API, and must answer PERMISSION_DENIED, as the rules would.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { limitsCollection, submissionKeysCollection } from '@stallions/render-server/submissions';
import { submissionCollections } from '@stallions/submissions';
import { startFirestoreServer, type FirestoreServer } from './firestore/server';

const rules = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');

/** Every `allow` statement of the rules (comments aside), and those that grant nothing. */
function allowStatements(text: string) {
  const code = text.replace(/\/\/.*$/gm, '');
  return {
    all: [...code.matchAll(/\ballow\b/g)].length,
    denying: [...code.matchAll(/\ballow\s+[a-z]+(?:\s*,\s*[a-z]+)*\s*:\s*if\s+false\s*;/g)].length,
  };
}

/** Every collection the render server's store, the limiter and the Cloud Function write with firebase-admin. */
const keptCollections = [...submissionCollections, submissionKeysCollection, limitsCollection, 'mail'];

describe('firestore.rules', () => {
  it('deny everything: every allow statement says `if false`, and a catch-all covers every path', () => {
    const { all, denying } = allowStatements(rules);
    expect(all).toBeGreaterThan(0);
    expect(denying).toBe(all);
    expect(rules).toMatch(/match \/\{document=\*\*\} \{\s*allow read, write: if false;\s*\}/);
  });

  it('would be caught re-opening a create, or allowing without a condition', () => {
    const reopened = rules.replace(
      'allow read, write: if false;',
      'allow read, write: if false;\n      allow create: if true;',
    );
    expect(allowStatements(reopened)).toEqual({ all: 2, denying: 1 });
    expect(allowStatements(rules.replace('if false;', ';'))).toEqual({ all: 1, denying: 0 });
  });
});

describe('local-cloud answers as the rules do', () => {
  let dataDir: string;
  let server: FirestoreServer;
  const projectId = 'stallions-local';
  const base = `/v1/projects/${projectId}/databases/(default)/documents`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'local-cloud-rules-'));
    server = await startFirestoreServer({ port: 0, dataDir });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const commitTo = (collection: string) =>
    JSON.stringify({
      writes: [
        {
          update: { name: `projects/${projectId}/databases/(default)/documents/${collection}/x`, fields: {} },
          currentDocument: { exists: false },
        },
      ],
    });

  it.each(keptCollections)('denies every read and write of %s', async (collection) => {
    const requests: [string, string, string?][] = [
      ['GET', `${base}/${collection}/x`],
      ['GET', `${base}/${collection}`],
      ['POST', `${base}/${collection}`, '{"fields":{}}'],
      ['PATCH', `${base}/${collection}/x`, '{"fields":{}}'],
      ['DELETE', `${base}/${collection}/x`],
      ['POST', `${base}:commit`, commitTo(collection)],
      ['POST', `${base}:runQuery`, JSON.stringify({ structuredQuery: { from: [{ collectionId: collection }] } })],
    ];
    for (const [method, path, body] of requests) {
      const response = await fetch(`${server.url}${path}`, { method, body });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(await response.json()).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
    }
    expect(await server.store.list(collection)).toEqual([]);
  });
});
