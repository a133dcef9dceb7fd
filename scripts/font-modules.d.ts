// The parts of fontkit and subset-font (no types of their own) that scripts/subset-fonts.ts and its test use.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: { xAdvance: number }[];
    advanceWidth: number;
  }
  export interface Font {
    postscriptName: string;
    familyName: string;
    fullName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
    numGlyphs: number;
    characterSet: number[];
    variationAxes: Record<string, { name: string; min: number; default: number; max: number }>;
    'OS/2': { typoAscender: number; typoDescender: number; typoLineGap: number; fsSelection: Record<string, boolean> };
    hhea: { ascent: number; descent: number; lineGap: number };
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun;
    getVariation(settings: Record<string, number>): Font;
  }
  export function create(buffer: Buffer | Uint8Array): Font;
  export function openSync(path: string): Font;
}

declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
    preserveNameIds?: number[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
