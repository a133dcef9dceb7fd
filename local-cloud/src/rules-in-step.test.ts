// firestore.rules (production) and the DOCUMENT schemas of shared-config (local-cloud) must say the same
// thing. This reads the rules as text and compares every field list, text rule and option list with the
// schema's exported lists, so neither can change alone.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  documentEnumLists,
  documentFieldLists,
  documentTextRules,
  donationCollection,
  joinCollection,
  submissionCollections,
  type SubmissionCollection,
  type TextRule,
} from '@stallions/shared-config/submissions';

const rules = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');

const functionOf: Record<SubmissionCollection, string> = {
  [joinCollection]: 'isJoinSubmission',
  [donationCollection]: 'isDonationSubmission',
};

/** The body of `function name(d) { ... }` (up to the closing brace at the function's indentation). */
function functionBody(name: string): string {
  const match = new RegExp(`\\n( *)function ${name}\\(d\\) \\{\\n([\\s\\S]*?)\\n\\1\\}`).exec(rules);
  if (!match) throw new Error(`firestore.rules has no function ${name}(d)`);
  return match[2]!;
}

const listItems = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const quoted = /^'([^']*)'$/.exec(item);
      if (!quoted) throw new Error(`not a quoted string in a rules list: ${item}`);
      return quoted[1]!;
    });

function keyLists(body: string, method: 'hasOnly' | 'hasAll') {
  const lists: Record<string, string[]> = {};
  const pattern = new RegExp(`\\bd(?:\\.(\\w+))?\\.keys\\(\\)\\.${method}\\(\\[([^\\]]*)\\]\\)`, 'g');
  for (const [, parent = '', items] of body.matchAll(pattern)) {
    expect(lists).not.toHaveProperty(parent);
    lists[parent] = listItems(items!).sort();
  }
  return lists;
}

function textRules(body: string) {
  const found: Record<string, TextRule> = {};
  const pattern =
    /\b(requiredText|optionalText|requiredPattern|optionalPattern)\(d\.([\w.]+), (\d+)(?:, '([^']*)')?\)/g;
  for (const [, helper, path, max, regex] of body.matchAll(pattern)) {
    expect(found).not.toHaveProperty([path!]);
    const required = helper!.startsWith('required');
    const isPattern = helper!.endsWith('Pattern');
    expect(regex !== undefined).toBe(isPattern);
    found[path!] = isPattern ? { max: Number(max), required, pattern: regex! } : { max: Number(max), required };
  }
  return found;
}

function enumLists(body: string) {
  const found: Record<string, string[]> = {};
  for (const [, path, items] of body.matchAll(/\bd\.([\w.]+) in \[([^\]]*)\]/g)) found[path!] = listItems(items!);
  return found;
}

const sorted = (lists: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.entries(lists).map(([key, items]) => [key, [...items].sort()]));

describe.each(submissionCollections)('firestore.rules for %s', (collectionName) => {
  const body = functionBody(functionOf[collectionName]);

  it('allows create only, through its validation function', () => {
    const block = new RegExp(
      `match /${collectionName}/\\{\\w+\\} \\{\\s*allow create: if ${functionOf[collectionName]}\\(request\\.resource\\.data\\);\\s*\\}`,
    );
    expect(rules).toMatch(block);
  });

  it('lists exactly the stored fields in hasOnly and hasAll, at every level', () => {
    const expected = sorted(documentFieldLists[collectionName]);
    expect(keyLists(body, 'hasOnly')).toEqual(expected);
    expect(keyLists(body, 'hasAll')).toEqual(expected);
  });

  it('checks every text field with the schema length, required-ness and pattern', () => {
    expect(textRules(body)).toEqual(documentTextRules[collectionName]);
  });

  it('lists the same options for every enumerated field', () => {
    expect(sorted(enumLists(body))).toEqual(sorted(documentEnumLists[collectionName]));
  });

  it('checks maps, booleans and the server timestamp', () => {
    expect(body).toContain('d.timestamp == request.time');
    for (const parent of Object.keys(documentFieldLists[collectionName]).filter((key) => key !== '')) {
      expect(body).toContain(`d.${parent} is map`);
    }
  });
});

describe('firestore.rules', () => {
  it('never lets a cvv in', () => {
    const body = functionBody('isDonationSubmission');
    expect(body).toContain("!('cvv' in d.paymentInfo)");
    expect(keyLists(body, 'hasOnly').paymentInfo).not.toContain('cvv');
  });

  it('ties the conditional fields together and checks booleans', () => {
    expect(functionBody('isJoinSubmission')).toContain("(d.hasReference == 'yes') == (d.referenceNumber.size() > 0)");
    expect(functionBody('isJoinSubmission')).toContain('isPastDay(d.dateOfBirth)');
    expect(functionBody('isDonationSubmission')).toContain('d.notifyRecipient is bool');
    expect(functionBody('isDonationSubmission')).toContain('d.notifyRecipient == (d.recipientEmail.size() > 0)');
  });

  it('denies everything else: no read, update or delete rule grants anything', () => {
    const allows = [...rules.matchAll(/allow ([^:]+):\s*if ([^;]+);/g)].map(([, operations, condition]) => ({
      operations: operations!.trim(),
      condition: condition!.trim(),
    }));
    for (const { operations, condition } of allows) {
      if (operations !== 'create') expect(condition).toBe('false');
    }
    expect(allows.filter((allow) => allow.operations === 'create')).toHaveLength(submissionCollections.length);
    expect(rules).toMatch(/match \/\{document=\*\*\} \{\s*allow read, write: if false;\s*\}/);
  });

  it('uses patterns without backslashes (the same text for RE2 and JavaScript)', () => {
    for (const collectionName of submissionCollections) {
      for (const rule of Object.values(documentTextRules[collectionName]) as TextRule[]) {
        if (rule.pattern !== undefined) expect(rule.pattern).not.toContain('\\');
      }
    }
  });
});
