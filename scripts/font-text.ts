// The text the site's web fonts draw, per script, read from the translation files: what
// scripts/subset-fonts.ts cuts the fonts to and weighs the fallback metrics by, and what its test holds the
// committed font files to. Outside the apps, so it may read all of them (like scripts/site-pages.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { languageTable, type Language } from '@stallions/shared-i18n/languages';

export const repoRoot = resolve(__dirname, '..');
/** Where the font files and their data are (shared-ui's). */
export const fontsFolder = join(repoRoot, 'shared-ui/src/fonts');

export type FontScript = 'latin' | 'arabic';

/** The languages written in a script (the language table's `script`). */
export const languagesOf = (script: FontScript): Language[] =>
  (Object.keys(languageTable) as Language[]).filter((lng) => languageTable[lng].script === script);

/** A translation file's language: the folder it is in, `…/locales/<lng>/<namespace>.json`. */
function languageOfFile(path: string): Language | undefined {
  const parts = path.split(sep);
  const folder = parts[parts.lastIndexOf('locales') + 1];
  return folder && Object.hasOwn(languageTable, folder) ? (folder as Language) : undefined;
}

function jsonFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return jsonFilesUnder(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/**
 * Every translation file of the web site: each workspace's `src/locales/**` (the shell's, shared-i18n's common
 * namespace, each remote's text and menu labels). functions/ is left out: its messages are e-mails, drawn in
 * the reader's mail client, never in these fonts.
 */
export function translationFiles(): { path: string; lng: Language }[] {
  return readdirSync(repoRoot)
    .filter((name) => !name.startsWith('.') && name !== 'node_modules' && name !== 'functions')
    .map((name) => join(repoRoot, name, 'src', 'locales'))
    .filter((folder) => {
      try {
        return statSync(folder).isDirectory();
      } catch {
        return false;
      }
    })
    .flatMap(jsonFilesUnder)
    .flatMap((path) => {
      const lng = languageOfFile(path);
      return lng ? [{ path: relative(repoRoot, path), lng }] : [];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** What a translation shows: without i18next's {{placeholders}}, $t() nestings and <0>…</0> markup tags. */
export const visibleText = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<\/?\d+\/?>/g, '');

/** Every string of every translation file of the languages written in a script, as shown. */
export function scriptStrings(script: FontScript): string[] {
  const languages = new Set(languagesOf(script));
  return translationFiles()
    .filter((file) => languages.has(file.lng))
    .flatMap((file) => stringsOf(JSON.parse(readFileSync(join(repoRoot, file.path), 'utf8'))))
    .filter((text) => !/^https?:\/\//.test(text)) // a link's address, never shown as text
    .map(visibleText);
}

/**
 * Characters no font draws: line breaks and tabs, and the default-ignorable format characters (zero-width
 * space and joiners, direction marks and isolates, the byte-order mark). The browser shapes text with them
 * but never looks a glyph up for them, nor a font to download.
 */
export const isUndrawn = (char: string) => /[\n\r\t\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/.test(char);

/** The characters of the site's text in a script's languages, in code point order. */
export function scriptCharacters(script: FontScript): string[] {
  const chars = new Set<string>();
  for (const text of scriptStrings(script)) for (const char of text) if (!isUndrawn(char)) chars.add(char);
  return [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** Arabic letters, marks and punctuation (the Arabic block and its presentation forms), as code points. */
export const isArabicScript = (char: string) =>
  /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(char);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

/**
 * What each font file carries beyond the text of today's translation files: the alphabet of the languages it
 * draws, so that a Remote Config override or a new sentence in a translation file does not fall back to the
 * system font (the test says when a translation file needs a character the files lack).
 */
export const baseCharacters = {
  /**
   * English and French: ASCII, the French alphabet (but Ÿ, which Inter's Latin file lacks), their typography,
   * and the narrow no-break space French numbers are grouped with (Intl), which Inter has no glyph for: the
   * file's notInFont names it, and the browser takes that narrow space from the fallback font.
   */
  latin: range(0x20, 0x7e) + '\u00A0àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜ' + '’‘“”«»‹›…–—•·€£©®™°×\u2009\u202F',
  /**
   * Arabic: the letters, tatweel, the short vowels, tanween and shadda (not sukun nor the superscript alef,
   * which no text uses: each mark costs its positioning on every letter), Arabic punctuation, the spaces.
   */
  arabic: range(0x621, 0x63a) + range(0x640, 0x651) + '\u060C\u061B\u061F \u00A0',
  /**
   * What an Arabic page writes in Latin characters: Western digits (its Intl locale is ar-u-nu-latn), ASCII
   * punctuation and letters (e-mail addresses, "US$", "IP", "CVV"), guillemets and the typography above, and
   * the other languages' names in its language switcher ("Français").
   */
  arabicLatin:
    range(0x20, 0x7e) +
    '\u00A0«»…–—’‘“”©×' +
    languagesOf('latin')
      .map((lng) => languageTable[lng].name)
      .join(''),
};

/** Code points as a CSS unicode-range: runs of consecutive ones joined (U+41-5A). */
export function unicodeRange(codePoints: number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of sorted) {
    const last = runs[runs.length - 1];
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}
