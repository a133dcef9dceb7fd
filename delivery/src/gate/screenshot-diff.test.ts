// The gate's screenshot comparison on drawn pictures: the same picture, an edge whose anti-aliasing moved by a
// pixel, a block moved, a few stray pixels (below the threshold) and a page that grew.
import { PNG } from 'pngjs';
import { compareScreenshots, diffDefaults } from './screenshot-diff';

const width = 200;
const height = 200;

/** A white picture `h` pixels high, with what `draw` sets (a grey level per pixel). */
function picture(draw: (set: (x: number, y: number, grey: number) => void) => void, h = height): Buffer {
  const png = new PNG({ width, height: h });
  png.data.fill(255);
  const set = (x: number, y: number, grey: number) => {
    const i = (y * width + x) * 4;
    png.data[i] = png.data[i + 1] = png.data[i + 2] = grey;
    png.data[i + 3] = 255;
  };
  draw(set);
  return PNG.sync.write(png);
}

/** A 60 × 60 block at (x, y), its left and right columns half-covered (grey), as a text or box edge is drawn. */
const block =
  (x: number, y: number, edge = 128) =>
  (set: (x: number, y: number, grey: number) => void) => {
    for (let row = y; row < y + 60; row++) {
      set(x, row, edge);
      for (let column = x + 1; column < x + 59; column++) set(column, row, 20);
      set(x + 59, row, edge);
    }
  };

describe('compareScreenshots', () => {
  it('finds no change in the same picture', () => {
    const same = picture(block(50, 50));
    expect(compareScreenshots(same, picture(block(50, 50)))).toEqual({ differing: 0, ratio: 0, changed: false });
  });

  it('does not count an anti-aliased edge that moved by a pixel', () => {
    // The same block, its edges' smoothing shifted: the left edge a lighter grey, one pixel of coverage further.
    const before = picture(block(50, 50, 128));
    const after = picture((set) => {
      block(50, 50, 200)(set);
      for (let row = 50; row < 110; row++) set(49, row, 230);
    });
    const diff = compareScreenshots(before, after);
    expect(diff.changed).toBe(false);
    expect(diff.differing).toBeLessThanOrEqual(diffDefaults.minDiffPixels);
  });

  it('calls a moved block a change, and draws where it differs', () => {
    const diff = compareScreenshots(picture(block(50, 50)), picture(block(80, 50)));
    expect(diff.changed).toBe(true);
    expect(diff.differing).toBeGreaterThan(30 * 60);
    const image = PNG.sync.read(diff.diffPng!);
    expect([image.width, image.height]).toEqual([width, height]);
  });

  it('lets a few differing pixels pass, below the threshold', () => {
    const stray = picture((set) => {
      block(50, 50)(set);
      for (let x = 0; x < 10; x++) set(150 + x, 180, 0);
    });
    const diff = compareScreenshots(picture(block(50, 50)), stray);
    expect(diff.differing).toBe(10);
    expect(diff.changed).toBe(false);
    // …unless asked to count every pixel.
    expect(compareScreenshots(picture(block(50, 50)), stray, { minDiffPixels: 0, maxDiffRatio: 0 }).changed).toBe(true);
  });

  it('ignores a colour difference within the per-pixel threshold, not one beyond it', () => {
    const shade = (grey: number) =>
      picture((set) => {
        block(50, 50)(set);
        set(0, 0, grey);
      });
    const everyPixel = { minDiffPixels: 0, maxDiffRatio: 0 };
    expect(compareScreenshots(shade(250), shade(248), everyPixel).differing).toBe(0);
    expect(compareScreenshots(shade(250), shade(150), everyPixel).differing).toBe(1);
  });

  it('compares pages of different heights on the taller one', () => {
    const diff = compareScreenshots(picture(block(50, 50)), picture(block(50, 50), height + 40));
    expect(diff.changed).toBe(true);
    expect(diff.differing).toBe(40 * width);
  });
});
