// firestore.rules: no client may touch `mail`, where the Cloud Function queues messages (the Admin SDK passes
// no rules; the Trigger Email extension reads it). The official emulator cannot run here (a Java download),
// so this evaluates the rules' match blocks the way Firestore picks them for a path: every block whose path
// matches may grant access, so all of them must say `if false` for every operation.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mailCollection } from './index';

const rules = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');

interface MatchBlock {
  pattern: string;
  allows: { operations: string[]; condition: string }[];
}

/** The match blocks under /databases/{database}/documents with their allow statements. */
function matchBlocks(): MatchBlock[] {
  const documents = rules.slice(rules.indexOf('match /databases/{database}/documents'));
  return [...documents.matchAll(/match (\/[^\s{]*(?:\{[^}]+\}[^\s{]*)*) \{([^{}]*)\}/g)].map(([, pattern, body]) => ({
    pattern: pattern!,
    allows: [...body!.matchAll(/allow ([^:]+):\s*if ([^;]+);/g)].map(([, operations, condition]) => ({
      operations: operations!.split(',').map((operation) => operation.trim()),
      condition: condition!.trim(),
    })),
  }));
}

/** Whether a rules path pattern (/a/{b}, /{document=**}) matches a document path. */
function matches(pattern: string, path: string): boolean {
  const expression = pattern
    .split('/')
    .map((segment) => (segment === '{document=**}' ? '.+' : /^\{\w+\}$/.test(segment) ? '[^/]+' : segment))
    .join('/');
  return new RegExp(`^${expression}$`).test(path);
}

const operations = ['get', 'list', 'create', 'update', 'delete'];
const covers = (listed: string[], operation: string) =>
  listed.includes(operation) ||
  (listed.includes('read') && ['get', 'list'].includes(operation)) ||
  (listed.includes('write') && ['create', 'update', 'delete'].includes(operation));

/** The conditions that could grant `operation` on `path`. */
const grants = (path: string, operation: string) =>
  matchBlocks()
    .filter((block) => matches(block.pattern, path))
    .flatMap((block) => block.allows.filter((allow) => covers(allow.operations, operation)))
    .map((allow) => allow.condition);

describe('firestore.rules and the mail collection', () => {
  it('has a block for mail that denies every operation', () => {
    const block = matchBlocks().find((candidate) => candidate.pattern === `/${mailCollection}/{mailId}`);
    expect(block?.allows).toEqual([{ operations: ['read', 'write'], condition: 'false' }]);
  });

  it.each(operations)('grants no client %s on a mail document, by any block', (operation) => {
    const conditions = grants(`/${mailCollection}/joinFormSubmissions-abc-applicantConfirmation`, operation);
    expect(conditions.length).toBeGreaterThan(0);
    for (const condition of conditions) expect(condition).toBe('false');
  });

  it('the evaluation finds what the rules do allow (a submission create), so it can fail', () => {
    expect(grants('/joinFormSubmissions/abc', 'create')).toContain('isJoinSubmission(request.resource.data)');
    expect(grants('/donationFormSubmissions/abc', 'create')).toContain('isDonationSubmission(request.resource.data)');
    expect(grants('/joinFormSubmissions/abc', 'get')).toEqual(['false']);
  });
});
