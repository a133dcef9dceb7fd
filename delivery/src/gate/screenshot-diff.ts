// Whether two screenshots of a page differ as a person would notice: pixelmatch (Playwright's comparer) with its
// per-pixel YIQ threshold and its anti-aliasing detection (a pixel that differs only because an edge's smoothing
// moved is not counted), and a page is a visual change when the differing pixels exceed a small share of it. Two
// screenshots of different heights are compared on the taller one's canvas: what one has and the other lacks
// differs.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface DiffOptions {
  /** pixelmatch's per-pixel colour threshold (0 to 1; Playwright's default 0.2, pixelmatch's 0.1). */
  threshold?: number;
  /** The share of a page's pixels that may differ before it is a visual change. */
  maxDiffRatio?: number;
  /** …and the count below which it never is (a caret, one glyph's hinting). */
  minDiffPixels?: number;
}

export const diffDefaults: Required<DiffOptions> = { threshold: 0.1, maxDiffRatio: 0.0005, minDiffPixels: 50 };

export interface ScreenshotDiff {
  /** The differing pixels (anti-aliased ones not counted). */
  differing: number;
  /** Of the compared canvas's pixels. */
  ratio: number;
  /** Beyond the thresholds: a visual change. */
  changed: boolean;
  /** The difference image (PNG) of a change: red where the pixels differ, the page faded beneath. */
  diffPng?: Buffer;
}

/** A PNG's pixels on a canvas of `width` × `height` (white where the image does not reach). */
function onCanvas(image: PNG, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data;
  const canvas = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < image.height; y++)
    image.data.copy(canvas, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  return canvas;
}

export function compareScreenshots(before: Buffer, after: Buffer, options: DiffOptions = {}): ScreenshotDiff {
  // The same bytes are the same picture (Chromium draws a page the same way twice): nothing to decode.
  if (before.equals(after)) return { differing: 0, ratio: 0, changed: false };
  const { threshold, maxDiffRatio, minDiffPixels } = { ...diffDefaults, ...options };
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const pixelsA = onCanvas(a, width, height);
  const pixelsB = onCanvas(b, width, height);
  let differing = pixelmatch(pixelsA, pixelsB, null, width, height, { threshold });
  // pixelmatch compares colours only: a page that grew or shrank by blank rows differs in its size all the same.
  if (differing === 0 && (a.width !== b.width || a.height !== b.height))
    differing = Math.abs(a.height - b.height) * width;
  const ratio = differing / (width * height);
  const changed = differing > minDiffPixels && ratio > maxDiffRatio;
  if (!changed) return { differing, ratio, changed };
  // The difference image only for a change (drawing and encoding it is most of a comparison's time).
  const diff = new PNG({ width, height });
  pixelmatch(pixelsA, pixelsB, diff.data, width, height, { threshold });
  return { differing, ratio, changed, diffPng: PNG.sync.write(diff) };
}
