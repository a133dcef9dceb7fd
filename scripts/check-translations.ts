// `npm run check:i18n` (part of npm test): fails when
//  - a key exists in one locale of a bundle and not in another (en, fr, ar),
//  - a French or Arabic text is left in English (same as the English text, English words in French, Latin
//    words in Arabic), apart from the names and brand words of the allow-list below,
//  - code uses a key that no English bundle defines: t('key'), t('ns:key'), t(`key.${x}`) (some English key
//    must fit the pattern), i18nKey="key", and the titleKey / textKey / textKeys / textPrefix fields of search indexes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fallbackLanguage, languageFacts, supportedLanguages } from '@stallions/shared-i18n/languages';
import { sectionRegistry } from '@stallions/site-registry';

const root = resolve(__dirname, '..');
const languages = supportedLanguages;
type Lng = (typeof languages)[number];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

// Words that stay as they are in every language: the club's names, platforms, and French words spelt like
// English ones. Keep it short: anything else in English is a missing translation.
const allowedWords = new Set(
  [
    // Names: the club, its platforms and partners.
    'Stallions Stallion Foals Club Business Instagram TikTok YouTube LinkedIn X Google Firebase Cloud American Express',
    // Abbreviations and formats, also in Arabic text.
    'US USD IP HTTPS CVV HPV PDF SVG PNG MM YY SC',
    // French words spelt like the English ones.
    'Contact Menu Logo Logos Date Total Mission Vision Message',
  ]
    .join(' ')
    .toLowerCase()
    .split(' '),
);
/** English function words that never appear in French prose: one of them means English was left behind. */
const englishOnly =
  /\b(the|and|of|with|your|our|you|we|is|are|this|that|for|from|to|in|by|at|it|be|will|can|has|have|not)\b/i;
// Placeholders, URLs, e-mails and numbers are the same everywhere.
const neutral = /\{\{[^}]*\}\}|<\/?\d+>|https?:\/\/\S+|mailto:\S+|[\w.+-]+@[\w.-]+\.\w+|[\d\s.,:;%$€+/()×–—-]+/g;
const latinWords = (text: string) => text.replace(neutral, ' ').match(/[A-Za-zÀ-ÿ'’]+/g) ?? [];
const onlyAllowed = (text: string) =>
  latinWords(text).every((word) => allowedWords.has(word.toLowerCase().replace(/['’]s$/, '')));

type Json = { [key: string]: unknown };
const flatten = (value: unknown, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value))
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => flatten(v, `${prefix}.${i}`).forEach((vv, kk) => out.set(kk, vv)));
  } else {
    out.set(prefix, String(value));
  }
  return out;
};
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;

/** Each bundle: a namespace and its file per language. */
interface Bundle {
  ns: string;
  files: Record<Lng, string>;
}
const filesOf = (path: (lng: Lng) => string) =>
  Object.fromEntries(languages.map((l) => [l, path(l)])) as Bundle['files'];
/** Each section's remote, from the registry (sections.json). */
const remoteFolders = sectionRegistry().map((section) => section.folder);
// Every translation folder has one layout, <folder>/<lng>/<namespace>.json: a bundle is each namespace file of
// English. The remotes' nav.json holds their menu labels; functions' messages.json their e-mails (not i18next:
// no key of theirs is looked up with t()).
const localeFolders = [
  'shared-i18n/src/locales',
  'shell/src/locales',
  ...remoteFolders.map((remote) => `${remote}/src/locales`),
  'functions/src/messages/locales',
];
const bundles: Bundle[] = localeFolders.flatMap((folder) =>
  readdirSync(join(root, folder, fallbackLanguage))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ ns: name.replace(/\.json$/, ''), files: filesOf((l) => `${folder}/${l}/${name}`) })),
);

const problems: string[] = [];
const englishKeys = new Map<string, Set<string>>(); // ns → keys (plural suffix removed)
const base = (key: string) => key.replace(pluralSuffix, '');

for (const bundle of bundles) {
  const maps = Object.fromEntries(languages.map((l) => [l, flatten(read(join(root, bundle.files[l])))])) as Record<
    Lng,
    Map<string, string>
  >;
  const keySets = Object.fromEntries(languages.map((l) => [l, new Set([...maps[l].keys()].map(base))])) as Record<
    Lng,
    Set<string>
  >;
  const en = keySets.en;
  const known = englishKeys.get(bundle.ns) ?? new Set<string>();
  en.forEach((k) => known.add(k));
  englishKeys.set(bundle.ns, known);
  for (const lng of supportedLanguages.filter((language) => language !== fallbackLanguage)) {
    const file = bundle.files[lng];
    for (const key of en) if (!keySets[lng].has(key)) problems.push(`${file}: missing "${key}"`);
    for (const key of keySets[lng]) if (!en.has(key)) problems.push(`${file}: "${key}" is not in English`);
    for (const [key, text] of maps[lng]) {
      const english = maps.en.get(key) ?? maps.en.get(`${base(key)}_other`);
      // Proper names, links and addresses are data, the same in every language.
      if (/\.(name|url|email)$/.test(key)) continue;
      if (english !== undefined && text === english && !onlyAllowed(text))
        problems.push(`${file}: "${key}" is still English: "${text}"`);
      else if (lng === 'fr' && englishOnly.test(text.replace(neutral, ' ')) && !onlyAllowed(text))
        problems.push(`${file}: "${key}" has English words: "${text}"`);
      else if (languageFacts(lng).script !== 'latin' && !onlyAllowed(text))
        problems.push(`${file}: "${key}" has Latin words: "${text}"`);
    }
  }
}

// Keys used in code. Comments are left out: a doc comment's example is not a use.
const sourceDirs = ['shell', ...remoteFolders, 'shared-ui', 'shared-i18n'].map((d) => join(root, d, 'src'));
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : walk(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let checkedUses = 0;
for (const file of sourceDirs.flatMap(walk)) {
  const code = stripComments(readFileSync(file, 'utf8'));
  const where = (index: number) => `${relative(root, file)}:${code.slice(0, index).split('\n').length}`;
  // Translation functions and their namespace: const { t } = useTranslation('ns'), const { t: tHeader } = ….
  const bindings: { name: string; ns: string; at: number }[] = [];
  for (const m of code.matchAll(/\{([^{}]*)\}\s*=\s*useTranslation\(\s*(?:'([^']+)')?/g)) {
    const t = /(?:^|,)\s*t\s*(?::\s*(\w+))?\s*(?:,|$)/.exec(m[1]!);
    if (t) bindings.push({ name: t[1] ?? 't', ns: m[2] ?? 'common', at: m.index });
  }
  // Search index entries name keys of "pages".
  const fileNs = bindings[0]?.ns ?? (/\b(?:titleKey|textKeys?|textPrefix)\s*:/.test(code) ? 'pages' : 'common');
  const nsAt = (name: string, index: number) =>
    [...bindings].reverse().find((b) => b.name === name && b.at < index)?.ns ??
    bindings.find((b) => b.name === name)?.ns ??
    fileNs;

  const uses: { raw: string; ns: string; at: number }[] = [];
  const names = new Set(['t', ...bindings.map((b) => b.name)]);
  const call = new RegExp(
    `(?<![\\w.$])(${[...names].map(escapeRegExp).join('|')})\\(\\s*(['"\`])((?:(?!\\2)[^\\\\])*)\\2\\s*(,\\s*\\{[^}]*?\\bns:\\s*'([^']+)')?`,
    'g',
  );
  for (const m of code.matchAll(call)) uses.push({ raw: m[3]!, ns: m[5] ?? nsAt(m[1]!, m.index), at: m.index });
  for (const m of code.matchAll(/i18n\.t\(\s*'([^']+)'\s*(?:,\s*\{[^}]*?\bns:\s*'([^']+)')?/g))
    uses.push({ raw: m[1]!, ns: m[2] ?? 'common', at: m.index });
  for (const m of code.matchAll(/i18nKey="([^"]+)"/g)) uses.push({ raw: m[1]!, ns: fileNs, at: m.index });
  // titleKey: 'a.b', textKey: 'a.b', textKeys: ['a.b', 'c.d'], textPrefix: 'a' — the value may start on the
  // next line.
  for (const m of code.matchAll(/\b(?:titleKey|textKey|textKeys|textPrefix)\s*:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g))
    for (const s of m[1]!.matchAll(/['"]([^'"]+)['"]/g)) uses.push({ raw: s[1]!, ns: 'pages', at: m.index });

  for (const { raw, ns: defaultNs, at } of uses) {
    if (!/^[\w$:{}.-]+$/.test(raw.replace(/\$\{[^}]*\}/g, 'x'))) continue; // not a key (a sentence, a URL)
    const [ns, key] = /^\w+:/.test(raw)
      ? [raw.slice(0, raw.indexOf(':')), raw.slice(raw.indexOf(':') + 1)]
      : [defaultNs, raw];
    const keys = englishKeys.get(ns);
    if (!keys) {
      problems.push(`${where(at)}: namespace "${ns}" of "${raw}" has no English bundle`);
      continue;
    }
    checkedUses++;
    // A template key (`social.${platform}.url`) must fit some English key; a plain key may name a subtree.
    const pattern = new RegExp(
      `^${key
        .split(/\$\{[^}]*\}/)
        .map(escapeRegExp)
        .join('[^.]+')}(\\..+)?$`,
    );
    if (![...keys].some((k) => pattern.test(k)))
      problems.push(`${where(at)}: key "${ns}:${key}" is not in any English bundle`);
  }
}

if (problems.length) {
  console.error(`Translation check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `Translation check passed: ${bundles.length} bundles in ${languages.length} languages, ${checkedUses} key uses in code.`,
);
