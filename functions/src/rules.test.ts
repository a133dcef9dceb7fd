// firestore.rules deny every client every read and write: the render server stores the submissions, their keys
// and the limits' counters, and this package's function queues `mail`, all through firebase-admin, which passes
// no rules. The official emulator cannot run here (a Java download), so this reads the rules as text: every
// `allow` statement must say `if false`, and evaluating the match blocks the way Firestore picks them for a path
// (every block whose path matches may grant access) must find a block for every path and only `false` in it.
// The last tests run the same checks on rules someone re-opened, to show they fail.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mailCollection } from './index';

const rules = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');

/** The rules without their comments (which may speak of `allow`). */
const code = (text: string) => text.replace(/\/\/.*$/gm, '');

/** Every `allow` statement, and those of them that grant nothing (`allow …: if false;`). */
function allowStatements(text: string) {
  return {
    all: [...code(text).matchAll(/\ballow\b/g)].length,
    denying: [...code(text).matchAll(/\ballow\s+[a-z]+(?:\s*,\s*[a-z]+)*\s*:\s*if\s+false\s*;/g)].length,
  };
}

interface MatchBlock {
  pattern: string;
  allows: { operations: string[]; condition: string }[];
}

/** The innermost match blocks under /databases/{database}/documents with their allow statements. */
function matchBlocks(text: string): MatchBlock[] {
  const source = code(text);
  const documents = source.slice(source.indexOf('match /databases/{database}/documents'));
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

/** The conditions of the blocks matching `path` that speak of `operation` (none: no block covers it). */
const grants = (text: string, path: string, operation: string) =>
  matchBlocks(text)
    .filter((block) => matches(block.pattern, path))
    .flatMap((block) => block.allows.filter((allow) => covers(allow.operations, operation)))
    .map((allow) => allow.condition);

/** Documents of every collection the site keeps, and of some it does not. */
const paths = [
  '/joinFormSubmissions/SC-7K4M-2QXD',
  '/donationFormSubmissions/SC-9PWR-H3EA',
  `/${mailCollection}/joinFormSubmissions-SC-7K4M-2QXD-applicantConfirmation`,
  '/submissionKeys/joinFormSubmissions__0a1b2c',
  '/limits/0a1b2c',
  '/users/u1',
  '/joinFormSubmissions/SC-7K4M-2QXD/notes/n1',
];

describe('firestore.rules deny every client', () => {
  it('say `if false` in every allow statement', () => {
    const { all, denying } = allowStatements(rules);
    expect(all).toBeGreaterThan(0);
    expect(denying).toBe(all);
  });

  it('end in a catch-all that denies everything', () => {
    expect(code(rules)).toMatch(
      /match \/databases\/\{database\}\/documents \{\s*match \/\{document=\*\*\} \{\s*allow read, write: if false;\s*\}\s*\}/,
    );
  });

  it.each(paths.flatMap((path) => operations.map((operation) => [operation, path] as const)))(
    'grant no %s of %s, by any block',
    (operation, path) => {
      const conditions = grants(rules, path, operation);
      expect(conditions.length).toBeGreaterThan(0);
      for (const condition of conditions) expect(condition).toBe('false');
    },
  );
});

describe('the checks fail on re-opened rules', () => {
  const reopened = rules.replace(
    'match /{document=**} {',
    "match /joinFormSubmissions/{id} {\n      allow create: if request.resource.data.keys().hasOnly(['firstName']);\n    }\n\n    match /{document=**} {",
  );

  it('find a create someone allowed again', () => {
    expect(reopened).not.toBe(rules);
    expect(allowStatements(reopened)).toEqual({ all: 2, denying: 1 });
    expect(grants(reopened, '/joinFormSubmissions/abc', 'create')).toEqual([
      "request.resource.data.keys().hasOnly(['firstName'])",
      'false',
    ]);
  });

  it('find an allow without a condition, and a path no block covers', () => {
    expect(allowStatements(rules.replace('allow read, write: if false;', 'allow read;'))).toEqual({
      all: 1,
      denying: 0,
    });
    const mailOnly = rules.replace('match /{document=**} {', `match /${mailCollection}/{id} {`);
    expect(grants(mailOnly, '/users/u1', 'get')).toEqual([]);
    expect(grants(mailOnly, `/${mailCollection}/m1`, 'get')).toEqual(['false']);
  });
});
