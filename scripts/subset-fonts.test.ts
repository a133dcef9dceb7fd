// The committed font files (shared-ui/src/fonts, made by `npm run subset-fonts`) against the site's text:
// every character a translation file shows is drawn by its script's files and named in their unicode-range,
// so no text falls back to a system font and no page downloads a file its text does not need.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import generated from '../shared-ui/src/fonts/fonts.json';
import {
  fontsFolder,
  isArabicScript,
  scriptCharacters,
  translationFiles,
  unicodeRange,
  visibleText,
  type FontScript,
} from './font-text';

type FileName = 'inter-latin' | 'cairo-arabic' | 'cairo-latin';
const filesOf: Record<FontScript, FileName[]> = { latin: ['inter-latin'], arabic: ['cairo-arabic', 'cairo-latin'] };
const open = (name: FileName) => fontkit.create(readFileSync(join(fontsFolder, `${name}.woff2`)));
const codePoint = (char: string) => char.codePointAt(0)!;
const hex = (char: string) => `U+${codePoint(char).toString(16).toUpperCase().padStart(4, '0')}`;

/** A unicode-range as the set of its code points. */
function rangePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.replace('U+', '').split('-') as [string, string?];
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point++) points.add(point);
  }
  return points;
}

describe('the subset fonts', () => {
  it('read every language of the site (each workspace\u2019s translation files, the e-mails\u2019 left out)', () => {
    const files = translationFiles();
    expect(files.some((file) => file.path === join('shell', 'src', 'locales', 'fr', 'header.json'))).toBe(true);
    expect(files.some((file) => file.path === join('about-mfe', 'src', 'locales', 'ar', 'nav.json'))).toBe(true);
    expect(files.some((file) => file.path.startsWith('functions'))).toBe(false);
    expect(new Set(files.map((file) => file.lng))).toEqual(new Set(['en', 'fr', 'ar']));
    expect(visibleText('<0>{{count}} results</0> for $t(x)')).toBe('  results for  ');
  });

  it.each<FontScript>(['latin', 'arabic'])(
    'draw every character of the %s translation files, each named in its file\u2019s unicode-range',
    (script) => {
      const fonts = filesOf[script].map((name) => ({
        name,
        font: open(name),
        range: rangePoints(generated[name].unicodeRange),
      }));
      const missing: string[] = [];
      for (const char of scriptCharacters(script)) {
        const drawnBy = fonts.filter(({ font }) => font.hasGlyphForCodePoint(codePoint(char)));
        const routed = drawnBy.some(({ range }) => range.has(codePoint(char)));
        // The one allowance: a space the source font has no glyph for, named in the file's notInFont (the
        // fallback draws it, the same kind of space).
        const allowed =
          /\p{Zs}/u.test(char) && fonts.some(({ name }) => (generated[name].notInFont as string[]).includes(hex(char)));
        if (!routed && !allowed) missing.push(`${hex(char)} ${JSON.stringify(char)}`);
      }
      expect(missing).toEqual([]);
    },
  );

  it('leave out of their fonts only spaces the sources lack', () => {
    for (const name of ['inter-latin', 'cairo-arabic', 'cairo-latin'] as const)
      for (const point of generated[name].notInFont as string[])
        expect(/\p{Zs}/u.test(String.fromCodePoint(parseInt(point.slice(2), 16)))).toBe(true);
  });

  it('split Cairo between its two files without overlap: Arabic (and the spaces) in one, Latin in the other', () => {
    const arabic = rangePoints(generated['cairo-arabic'].unicodeRange);
    const latin = rangePoints(generated['cairo-latin'].unicodeRange);
    expect([...arabic].filter((point) => latin.has(point))).toEqual([]);
    expect([...latin].every((point) => !isArabicScript(String.fromCodePoint(point)))).toBe(true);
    const spaces = [0x20, 0xa0];
    expect(spaces.every((point) => arabic.has(point))).toBe(true);
    const arabicOnly = [...arabic].filter((point) => !spaces.includes(point));
    expect(arabicOnly.every((point) => isArabicScript(String.fromCodePoint(point)))).toBe(true);
  });

  it('are variable files cut to the design\u2019s weights (400–700), small, with the metrics fonts.json gives', () => {
    for (const name of ['inter-latin', 'cairo-arabic', 'cairo-latin'] as const) {
      const bytes = readFileSync(join(fontsFolder, `${name}.woff2`));
      const font = fontkit.create(bytes);
      expect([name, font.variationAxes.wght?.min, font.variationAxes.wght?.max]).toEqual([name, 400, 700]);
      expect(generated[name].weight).toBe('400 700');
      expect(generated[name].bytes).toBe(bytes.length);
      // Was 48.4 KB (Inter) and 31.4 KB (Cairo) for every character and weight of their scripts. Cairo's two
      // each fit a first round trip (~14 KB); Inter keeps its kerning at 17 KB (13.5 KB without: the trade-off
      // is scripts/subset-fonts.ts's).
      expect([name, bytes.length <= (name === 'inter-latin' ? 18 : 14) * 1024]).toEqual([name, true]);
      const { unitsPerEm, ascent, descent, lineGap } = font;
      expect(generated[name].metrics).toEqual({ unitsPerEm, ascent, descent, lineGap });
    }
  });

  it('give every fallback the web font\u2019s metrics at each weight, from local fonts only', () => {
    const families = new Set(generated.fallbacks.map((fallback) => fallback.family));
    for (const family of families)
      expect(generated.fallbacks.filter((fallback) => fallback.family === family).map((f) => f.weight)).toEqual([
        400, 600, 700,
      ]);
    for (const fallback of generated.fallbacks) {
      const web = generated[fallback.for === 'Inter' ? 'inter-latin' : 'cairo-arabic'].metrics;
      const sizeAdjust = parseFloat(fallback.sizeAdjust) / 100;
      // The overrides are the web font's ascent, descent and line gap, scaled back by size-adjust.
      expect(parseFloat(fallback.ascentOverride) / 100).toBeCloseTo(web.ascent / web.unitsPerEm / sizeAdjust, 3);
      expect(parseFloat(fallback.descentOverride) / 100).toBeCloseTo(-web.descent / web.unitsPerEm / sizeAdjust, 3);
      expect(parseFloat(fallback.lineGapOverride) / 100).toBeCloseTo(web.lineGap / web.unitsPerEm / sizeAdjust, 3);
      // A sane size: within 20% of the fallback's own (Inter is 6.6% wider than Arial at 400).
      expect(sizeAdjust).toBeGreaterThan(0.8);
      expect(sizeAdjust).toBeLessThan(1.2);
      expect(fallback.local.length).toBeGreaterThan(0);
    }
    // Arial (and its metric twins Liberation Sans and Arimo) at 400 as @capsizecss/metrics would have it:
    // Inter's average width over Arial's, 978/913 of the em.
    const arial = generated.fallbacks.find((f) => f.family === 'Inter Fallback Arial' && f.weight === 400)!;
    expect(parseFloat(arial.sizeAdjust)).toBeCloseTo((978 / 913) * 100, -0.5);
  });

  it('write unicode-ranges as runs of code points', () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0x20, 0x61, 0x2026])).toBe('U+20,U+41-43,U+61,U+2026');
    expect(unicodeRange([])).toBe('');
  });
});
