// `npm run check:i18n` (part of npm test): fails when
//  - a key exists in one locale of a bundle and not in another (en, fr, ar),
//  - a French or Arabic text is left in English,
//  - code uses a literal key that no English bundle defines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const languages = ['en', 'fr', 'ar'] as const;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

type Json = { [key: string]: unknown };
const flatten = (value: unknown, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
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
  files: Record<(typeof languages)[number], string>;
}
const bundles: Bundle[] = [];
for (const ns of ['common']) bundles.push({ ns, files: Object.fromEntries(languages.map((l) => [l, `shared-i18n/src/locales/${l}/${ns}.json`])) as Bundle['files'] });
for (const ns of ['header', 'footer', 'pages']) bundles.push({ ns, files: Object.fromEntries(languages.map((l) => [l, `shell/src/locales/${l}/${ns}.json`])) as Bundle['files'] });
for (const remote of ['about-mfe', 'get-involved-mfe', 'causes-mfe', 'news-mfe'])
  bundles.push({ ns: 'pages', files: Object.fromEntries(languages.map((l) => [l, `${remote}/src/locales/${l}.json`])) as Bundle['files'] });

const problems: string[] = [];
const englishKeys = new Map<string, Set<string>>(); // ns → keys (plural suffix removed)
const base = (key: string) => key.replace(pluralSuffix, '');
// Texts that are the same in every language: names, addresses, e-mails, URLs, numbers.
const sameEverywhere = (text: string) =>
  /^(https?:|mailto:|[\w.+-]+@[\w.-]+$|[\d\s.,:%$+/-]*$)/.test(text) || /^[A-Z][\w&.'-]*( [A-Z][\w&.'-]*)*$/.test(text) || text.split(/\s+/).length < 3;

for (const bundle of bundles) {
  const maps = Object.fromEntries(languages.map((l) => [l, flatten(read(join(root, bundle.files[l])))])) as Record<string, Map<string, string>>;
  const keySets = Object.fromEntries(languages.map((l) => [l, new Set([...maps[l]!.keys()].map(base))]));
  const en = keySets.en!;
  const known = englishKeys.get(bundle.ns) ?? new Set<string>();
  en.forEach((k) => known.add(k));
  englishKeys.set(bundle.ns, known);
  for (const lng of languages.slice(1)) {
    for (const key of en) if (!keySets[lng]!.has(key)) problems.push(`${bundle.files[lng]}: missing "${key}"`);
    for (const key of keySets[lng]!) if (!en.has(key)) problems.push(`${bundle.files[lng]}: "${key}" is not in English`);
    for (const [key, text] of maps[lng]!) {
      const english = maps.en!.get(key);
      if (english !== undefined && text === english && !sameEverywhere(text)) problems.push(`${bundle.files[lng]}: "${key}" is still English`);
      if (lng === 'ar' && /[A-Za-z]{4,}/.test(text) && !/[\u0600-\u06FF]/.test(text) && !sameEverywhere(text))
        problems.push(`${bundle.files[lng]}: "${key}" has no Arabic text`);
    }
  }
}

// Literal keys used in code: t('key'), t('ns:key'), i18nKey="key", and *Key: 'key' fields of search indexes.
const sourceDirs = ['shell', 'about-mfe', 'get-involved-mfe', 'causes-mfe', 'news-mfe', 'shared-ui', 'shared-i18n'].map((d) => join(root, d, 'src'));
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : walk(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
for (const file of sourceDirs.flatMap(walk)) {
  const text = readFileSync(file, 'utf8');
  const defaultNs = /useTranslation\(\s*'([^']+)'/.exec(text)?.[1] ?? (/\bKey: '/.test(text) ? 'pages' : 'common');
  const uses = [...text.matchAll(/\bt\(\s*'([^'$`{}]+)'/g), ...text.matchAll(/i18nKey="([^"]+)"/g), ...text.matchAll(/\b(?:titleKey|textKeys?)\b[^\n]*?'([a-zA-Z][\w.]+)'/g)];
  for (const match of uses) {
    const raw = match[1]!;
    const [ns, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [defaultNs, raw];
    const keys = englishKeys.get(ns);
    if (!keys) continue;
    const prefix = `${key}.`;
    if (!keys.has(key) && ![...keys].some((k) => k.startsWith(prefix))) problems.push(`${relative(root, file)}: key "${ns}:${key}" is not in any English bundle`);
  }
}

if (problems.length) {
  console.error(`Translation check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`Translation check passed: ${bundles.length} bundles in ${languages.length} languages.`);
