// `npm run subset-fonts`: cuts the site's web fonts to the characters its languages use and the
// weights its design uses, and measures the local fallback fonts against them, into shared-ui/src/fonts/:
//  - inter-latin.woff2: Inter (@fontsource-variable/inter's Latin file), English and French;
//  - cairo-arabic.woff2 and cairo-latin.woff2: Cairo (@fontsource-variable/cairo's Arabic and Latin files), the
//    Arabic pages' text and the Latin characters they write (digits, punctuation, an address, "US$");
//  - fonts.json: each file's unicode-range (what it draws, so a page downloads it only for text that needs it)
//    and, for each local fallback font and weight, the @font-face descriptors that give it the web font's
//    metrics (size-adjust, ascent-override, descent-override, line-gap-override) with where each number came from.
// Each file stays variable on the weight axis, cut to 400–700 (the theme's regular, semibold and bold): one
// file draws all three, where three static files would be 10 KB each. Layout features are cut to what the text
// needs: Inter's kerning and tabular figures (the statistics), Arabic's joining and mark positioning, Cairo's
// Latin tabular figures. Inter's contextual alternates (calt) alone would add 60 glyphs and 4 KB.
// Sizes (woff2): Inter 17.0 KB (from 48.4), Cairo's Arabic 14.0 KB and Latin 10.0 KB (from 31.4 and 33.0): each
// of Cairo's fits a new connection's first round trip (~14 KB with the response's headers, near enough); Inter
// would with its kerning left out (13.5 KB, drop 'kern' from latinFeatures), which saves Lighthouse's slow 4G
// one round trip (150 ms) before English and French text can paint in it, at the cost of Inter's spacing of
// pairs like "Te", "Yo", "r.": a choice for the design and the bench together, left as it was (kerning kept).
// Run it again after a translation adds a character the test (scripts/subset-fonts.test.ts) says is missing, or
// after updating @fontsource-variable/*. It reads the fallback fonts' widths from Debian's font files
// (fonts-liberation, fonts-dejavu-core: `apt-get install -y fonts-liberation fonts-dejavu-core`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import * as fontkit from 'fontkit';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';
import {
  baseCharacters,
  fontsFolder,
  isArabicScript,
  repoRoot,
  scriptCharacters,
  scriptStrings,
  type FontScript,
  unicodeRange,
} from './font-text';

const fontsource = (path: string) => require.resolve(`@fontsource-variable/${path}`);
const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/** The weights the design uses (theme.fontWeights) and the axis range that draws them. */
export const designWeights = [400, 600, 700] as const;
type Weight = (typeof designWeights)[number];
const weightAxis = { min: 400, max: 700, default: 400 };

const latinFeatures = ['kern', 'tnum'];
// Arabic's joining forms, ligatures and mark positioning; no kerning (Cairo's Arabic has little, and without
// it the file stays within a first round trip).
const arabicFeatures = ['ccmp', 'locl', 'isol', 'init', 'medi', 'fina', 'rlig', 'liga', 'calt', 'mark', 'mkmk', 'curs'];

interface FileSpec {
  name: string;
  family: string;
  script: FontScript;
  source: string;
  /** The characters the file is asked for (those its source lacks are left out by the subsetter). */
  characters: () => string;
  /** Characters it carries but leaves to a sibling file of its family (unicode-range). */
  notInRange?: string;
  features: string[];
}

const unique = (text: string) => [...new Set(text)].join('');

const files: FileSpec[] = [
  {
    name: 'inter-latin',
    family: 'Inter',
    script: 'latin',
    source: 'inter/files/inter-latin-wght-normal.woff2',
    characters: () => unique(baseCharacters.latin + scriptCharacters('latin').join('')),
    features: latinFeatures,
  },
  {
    name: 'cairo-arabic',
    family: 'Cairo',
    script: 'arabic',
    source: 'cairo/files/cairo-arabic-wght-normal.woff2',
    characters: () => unique(baseCharacters.arabic + scriptCharacters('arabic').filter(isArabicScript).join('')),
    features: arabicFeatures,
  },
  {
    name: 'cairo-latin',
    family: 'Cairo',
    script: 'arabic',
    source: 'cairo/files/cairo-latin-wght-normal.woff2',
    characters: () =>
      unique(
        baseCharacters.arabicLatin +
          scriptCharacters('arabic')
            .filter((char) => !isArabicScript(char) && char !== ' ')
            .join(''),
      ),
    // The space between Arabic words comes with the Arabic file (every Arabic page has both).
    notInRange: ' \u00A0',
    // Tabular figures, no kerning: what an Arabic page writes in Latin is digits, punctuation and a few words,
    // and Cairo's Latin kerning alone is 3 KB, which would take the file past a first round trip (~14 KB).
    features: ['tnum'],
  },
];

// ------------------------------------------------------------------------------------------- widths

/** The text a fallback is matched on: the site's own, in a script, as the web font file would draw it. */
function measuredText(script: FontScript): string[] {
  return script === 'latin'
    ? scriptStrings('latin')
    : // Arabic runs only: the Latin characters of an Arabic page are the other file's (and few).
      scriptStrings('arabic').flatMap((text) => text.match(/[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF ]+/g) ?? []);
}

/**
 * The width of the site's text in a font, in ems: every string laid out (kerning, and Arabic's joined forms,
 * applied by fontkit), characters either font lacks left out so both measure the same text.
 */
function textWidth(font: fontkit.Font, texts: string[], other: fontkit.Font): number {
  let total = 0;
  for (const text of texts) {
    const drawable = [...text]
      .filter(
        (char) => font.hasGlyphForCodePoint(char.codePointAt(0)!) && other.hasGlyphForCodePoint(char.codePointAt(0)!),
      )
      .join('');
    if (drawable.trim()) total += font.layout(drawable).advanceWidth;
  }
  return total / font.unitsPerEm;
}

// ------------------------------------------------------------------------------------------- fallbacks

interface LocalFont {
  /** The fallback's family name in the theme's stacks. */
  family: string;
  /** Which web font it stands in for. */
  for: 'Inter' | 'Cairo';
  /**
   * local() names, regular and bold: full names (what Chrome matches on every platform; Linux's fonts by these),
   * and Arial's and Roboto's PostScript names too, which some platforms' browsers match instead.
   */
  local: { regular: string[]; bold: string[] };
  /** The font files its widths are read from (regular, bold), or how they are derived. */
  widths: { regular: string; bold: string } | { like: string; capsize: string };
  note: string;
}

const liberation = '/usr/share/fonts/truetype/liberation/LiberationSans-';
const dejavu = '/usr/share/fonts/truetype/dejavu/DejaVuSans';

const localFonts: LocalFont[] = [
  {
    family: 'Inter Fallback Arial',
    for: 'Inter',
    local: {
      regular: ['Arial', 'ArialMT', 'Arimo', 'Liberation Sans'],
      bold: ['Arial Bold', 'Arial-BoldMT', 'Arimo Bold', 'Liberation Sans Bold'],
    },
    widths: { regular: `${liberation}Regular.ttf`, bold: `${liberation}Bold.ttf` },
    note: 'Windows, macOS, iOS (Arial); Linux (Liberation Sans, Arimo): the three share every advance width by design, read from Liberation Sans',
  },
  {
    family: 'Inter Fallback Roboto',
    for: 'Inter',
    local: { regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
    widths: { like: 'Inter Fallback Arial', capsize: 'roboto' },
    note: "Android: Liberation Sans's width times Roboto's over Arial's average width at the weight (@capsizecss/metrics: no Roboto file here)",
  },
  {
    family: 'Inter Fallback DejaVu',
    for: 'Inter',
    local: { regular: ['DejaVu Sans'], bold: ['DejaVu Sans Bold'] },
    widths: { regular: `${dejavu}.ttf`, bold: `${dejavu}-Bold.ttf` },
    note: "Linux without Liberation: DejaVu Sans, fontconfig's default sans (system-ui there), read from its files",
  },
  {
    family: 'Cairo Fallback DejaVu',
    for: 'Cairo',
    local: { regular: ['DejaVu Sans'], bold: ['DejaVu Sans Bold'] },
    widths: { regular: `${dejavu}.ttf`, bold: `${dejavu}-Bold.ttf` },
    note: "Linux: DejaVu Sans, the one Arabic font of a Debian system, on the Arabic text's width, read from its files",
  },
];

const capsize = entireMetricsCollection as unknown as Record<
  string,
  { xWidthAvg: number; unitsPerEm: number; variants?: Record<string, { xWidthAvg: number }> }
>;
/** @capsizecss/metrics' average width (English letter frequencies) at a weight, per em. */
function capsizeWidth(family: string, weight: Weight): number {
  const metrics = capsize[family]!;
  const variant = weight === 400 ? metrics : metrics.variants?.['700'];
  if (!variant) throw new Error(`@capsizecss/metrics has no ${family} ${weight}`);
  return variant.xWidthAvg / metrics.unitsPerEm;
}

/** A percentage to two decimals, no trailing zeros (106.6%, 0%). */
const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

function openFile(path: string): fontkit.Font {
  if (!existsSync(path))
    throw new Error(`${path} is missing: apt-get install -y fonts-liberation fonts-dejavu-core, then run again`);
  return fontkit.openSync(path);
}

// ------------------------------------------------------------------------------------------- main

async function main() {
  mkdirSync(fontsFolder, { recursive: true });
  const output: Record<string, unknown> = {};
  const fonts = new Map<string, fontkit.Font>();

  for (const spec of files) {
    const sourcePath = fontsource(spec.source);
    const source = readFileSync(sourcePath);
    const woff2 = await subsetFont(source, spec.characters(), {
      targetFormat: 'woff2',
      keepFeatures: spec.features,
      variationAxes: { wght: weightAxis },
    });
    writeFileSync(join(fontsFolder, `${spec.name}.woff2`), woff2);
    // Measured from the same subset as TrueType (fontkit instances a variable WOFF2 without its cmap).
    const font = fontkit.create(await subsetFont(woff2, spec.characters(), { targetFormat: 'sfnt' }));
    fonts.set(spec.name, font);
    const excluded = new Set([...(spec.notInRange ?? '')].map((char) => char.codePointAt(0)!));
    // What the file was asked for and its source does not draw (French's narrow no-break space, U+202F, in
    // Inter): the browser takes those from the next font of the stack, the metric-matched fallback.
    const notInFont = [...spec.characters()].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!));
    output[spec.name] = {
      family: spec.family,
      script: spec.script,
      weight: `${weightAxis.min} ${weightAxis.max}`,
      // Not the control characters nor U+FFFF (a noncharacter @fontsource's files map).
      unicodeRange: unicodeRange(
        font.characterSet.filter((point) => point > 0x1f && point < 0xfffe && !excluded.has(point)),
      ),
      notInFont: notInFont.map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`),
      bytes: woff2.length,
      source: `@fontsource-variable/${spec.source} ${packageVersion(`@fontsource-variable/${spec.source.split('/')[0]}`)}`,
      // The web font's own vertical metrics (hhea, equal to OS/2's typo metrics in both), in font units.
      metrics: { unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap },
    };
    console.info(
      `${spec.name}.woff2: ${font.characterSet.length} characters, ${font.numGlyphs} glyphs, ${woff2.length} bytes`,
    );
  }

  // The fallbacks: for each weight, the size that gives the site's text the web font's width, and the web
  // font's ascent, descent and line gap at that size (overrides are scaled by size-adjust, hence the division).
  const fallbacks = [];
  const webFileOf = { Inter: 'inter-latin', Cairo: 'cairo-arabic' } as const;
  const scriptOf = { Inter: 'latin', Cairo: 'arabic' } as const;
  const measuredWidths = new Map<string, Record<Weight, number>>();
  for (const local of localFonts) {
    const web = fonts.get(webFileOf[local.for])!;
    const texts = measuredText(scriptOf[local.for]);
    const widths = {} as Record<Weight, number>;
    const sources: string[] = [];
    for (const weight of designWeights) {
      const instance = web.getVariation({ wght: weight });
      let fallbackWidth: number;
      let webWidth: number;
      if ('like' in local.widths) {
        const like = localFonts.find((font) => font.family === (local.widths as { like: string }).like)!;
        const likeFile = (like.widths as { regular: string; bold: string })[weight === 400 ? 'regular' : 'bold'];
        const reference = openFile(likeFile);
        webWidth = textWidth(instance, texts, reference);
        const ratio = capsizeWidth(local.widths.capsize, weight) / capsizeWidth('arial', weight);
        fallbackWidth = measuredWidths.get(like.family)![weight] * ratio;
        sources.push(
          `${weight}: ${relative(repoRoot, likeFile).replace(/^(\.\.\/)+/, '/')} × capsize ${ratio.toFixed(4)}`,
        );
      } else {
        const file = local.widths[weight === 400 ? 'regular' : 'bold'];
        const fallback = openFile(file);
        webWidth = textWidth(instance, texts, fallback);
        fallbackWidth = textWidth(fallback, texts, instance);
        sources.push(`${weight}: ${file}`);
      }
      widths[weight] = fallbackWidth;
      const sizeAdjust = webWidth / fallbackWidth;
      const { unitsPerEm, ascent, descent, lineGap } = web;
      fallbacks.push({
        family: local.family,
        for: local.for,
        weight,
        local: weight === 400 ? local.local.regular : local.local.bold,
        sizeAdjust: percent(sizeAdjust),
        ascentOverride: percent(ascent / unitsPerEm / sizeAdjust),
        descentOverride: percent(Math.abs(descent) / unitsPerEm / sizeAdjust),
        lineGapOverride: percent(lineGap / unitsPerEm / sizeAdjust),
      });
    }
    measuredWidths.set(local.family, widths);
    console.info(`${local.family}: ${sources.join('; ')}`);
  }
  output.fallbacks = fallbacks;
  output.fallbackMethod =
    "size-adjust: the width of the site's text in the web font at the weight over its width in the fallback " +
    '(every string of the translation files of the languages the web font draws, laid out by fontkit, kerning ' +
    "and Arabic's joined forms applied, characters either font lacks left out); ascent-, descent- and " +
    "line-gap-override: the web font's hhea ascent, descent and line gap (metrics above) over its units per em, " +
    'divided by size-adjust (which scales them too)';
  output.fallbackSources = Object.fromEntries(localFonts.map((local) => [local.family, local.note]));

  const jsonPath = join(fontsFolder, 'fonts.json');
  // Formatted as the repository's Prettier would (npm run format leaves it as it is).
  const json = JSON.stringify({ generatedBy: 'scripts/subset-fonts.ts (npm run subset-fonts)', ...output });
  writeFileSync(
    jsonPath,
    await prettier.format(json, { ...(await prettier.resolveConfig(jsonPath)), filepath: jsonPath }),
  );
  console.info(`Written to ${relative(repoRoot, dirname(jsonPath))}/`);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
