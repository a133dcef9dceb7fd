import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { encodedBytesFor, firstView, firstViewEnd, gzipBytesFor } from './first-view';

const page = (main: string) =>
  `<!DOCTYPE html><html><head><style>body{margin:0}</style></head><body><header><nav><a href="/">Home</a></nav></header>` +
  `<main id="main-content" tabindex="-1">${main}</main><footer>Footer</footer></body></html>`;

describe('the first view', () => {
  it('ends with the first element inside <main>', () => {
    const html = page(
      '<!--$--><section class="a"><h1>Title</h1><img src="x.svg" alt=""/><br></section><section>Two</section>',
    );
    expect(html.slice(0, firstViewEnd(html))).toMatch(/<h1>Title<\/h1><img src="x.svg" alt=""\/><br><\/section>$/);
  });

  it('looks through a section root with no box of its own (display:contents)', () => {
    const html = page(
      '<div data-section="about" style="display:contents"><section><h1>About</h1></section><section>More</section></div>',
    );
    expect(html.slice(0, firstViewEnd(html))).toMatch(/<h1>About<\/h1><\/section>$/);
  });

  it('reads attribute values and raw text as they are, not as markup', () => {
    const html = page(
      '<section title="a > b"><script type="application/json">{"x":"</p><p>"}</script><svg><path d="M0 0"/></svg></section><p>Next</p>',
    );
    expect(html.slice(0, firstViewEnd(html))).toMatch(/<\/svg><\/section>$/);
  });

  it('has none in a page without <main> or with an empty one', () => {
    expect(firstViewEnd('<html><body><p>x</p></body></html>')).toBeUndefined();
    expect(firstViewEnd(page(''))).toBeUndefined();
  });

  it('counts the gzip bytes that carry it, headers included', () => {
    // Incompressible text after the first view: its gzip bytes are the document's own.
    const html = page(`<section><h1>Title</h1></section><section>${randomBytes(20_000).toString('hex')}</section>`);
    const gzip = gzipSync(html);
    const figures = firstView(300, gzip);
    expect(figures.headerBytes).toBe(300);
    expect(figures.documentBytes).toBe(gzip.length);
    expect(figures.firstViewBytes).toBeGreaterThan(300);
    expect(figures.firstViewBytes).toBeLessThan(300 + 2_000);
    // The prefix found is the shortest that inflates to the first view.
    const end = Buffer.byteLength(html.slice(0, firstViewEnd(html)));
    const bytes = gzipBytesFor(gzip, end);
    expect(gzipBytesFor(gzip, end)).toBe(bytes);
    expect(gzipBytesFor(gzip, html.length)).toBeLessThanOrEqual(gzip.length);
  });

  it('counts the brotli bytes that carry it likewise, beside gzip’s', () => {
    const lead = Array.from({ length: 300 }, (_, i) => `<p>Paragraph ${i} of the first section.</p>`).join('');
    const html = page(
      `<section><h1>Title</h1>${lead}</section><section>${randomBytes(20_000).toString('hex')}</section>`,
    );
    const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gzip = gzipSync(html);
    const brotli = firstView(300, br, 'br');
    expect(brotli.documentBytes).toBe(br.length);
    expect(brotli.firstViewBytes).toBeGreaterThan(300);
    expect(brotli.firstViewBytes).toBeLessThan(300 + 2_000);
    // The shortest prefix: one byte less does not decode to the first view.
    const end = Buffer.byteLength(html.slice(0, firstViewEnd(html)));
    const bytes = encodedBytesFor(br, end, 'br');
    expect(bytes).toBe(brotli.firstViewBytes - 300);
    const decoded = (length: number) =>
      brotliDecompressSync(br.subarray(0, length), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).length;
    expect(decoded(bytes)).toBeGreaterThanOrEqual(end);
    expect(decoded(bytes - 1)).toBeLessThan(end);
    expect(firstView(300, gzip).firstViewBytes).toBeGreaterThan(brotli.firstViewBytes); // brotli is the smaller
  });
});
