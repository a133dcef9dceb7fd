// A page as it travels to a client that takes one coding: its status line and headers as sent, its compressed
// body, and its first view (first-view.ts). The bench's measure (scripts/bench.ts), which the release gate
// (first-view-budget.ts) applies to a release's pages.
import { get as httpGet } from 'node:http';
import { firstView, type DocumentCoding, type FirstView } from './first-view';

interface Encoded {
  headerBytes: number;
  body: Buffer;
  /** Kept by the render server (its cached brotli is made once, after the render), or made for this answer. */
  perAnswer: boolean;
}

/** The page as a client taking only `coding` gets it: its status line and headers as sent, and its body's bytes. */
function getEncoded(url: string, coding: DocumentCoding): Promise<Encoded> {
  return new Promise((done, fail) => {
    // A connection of its own (agent: false), closed after: nothing left open when the bench ends.
    httpGet(url, { agent: false, headers: { 'accept-encoding': coding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        const { rawHeaders } = response;
        let headerBytes = Buffer.byteLength(
          `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n\r\n`,
        );
        for (let i = 0; i < rawHeaders.length; i += 2)
          headerBytes += Buffer.byteLength(`${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`);
        if (response.headers['content-encoding'] !== coding) fail(new Error(`${url} came without ${coding}`));
        else
          done({
            headerBytes,
            body: Buffer.concat(chunks),
            // A page with a form is written (its token) and compressed for each answer: kept by no cache.
            perAnswer: /private|no-store/.test(String(response.headers['cache-control'] ?? '')),
          });
      });
    }).on('error', fail);
  });
}

/**
 * The page in brotli as the render server keeps it: its cached brotli is made once, at the highest quality, in
 * the background after the render (until then an answer gets a quick one of its own), so the page is asked for
 * again until two answers in a row are the same size (a page made for each answer: its first).
 */
async function getBrotli(url: string): Promise<Encoded> {
  let answer = await getEncoded(url, 'br');
  for (let attempt = 0; attempt < 20 && !answer.perAnswer; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await getEncoded(url, 'br');
    const settled = again.body.length === answer.body.length;
    answer = again;
    if (settled) break;
  }
  return answer;
}

/** A page's first view in gzip and in brotli (as the render server keeps it), headers included. */
export async function firstViews(url: string): Promise<{ gzip: FirstView; brotli: FirstView }> {
  const gzip = await getEncoded(url, 'gzip');
  const br = await getBrotli(url);
  return { gzip: firstView(gzip.headerBytes, gzip.body, 'gzip'), brotli: firstView(br.headerBytes, br.body, 'br') };
}
