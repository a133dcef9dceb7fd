// A React tree rendered to one complete HTML string (every Suspense boundary resolved), as crawlers and the
// page cache need it.
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/** A render that has not completed by then is abandoned (the render server sends its "unavailable" notice). */
const renderTimeoutMs = 15_000;

/** Renders to a complete HTML string; the errors React reported on the way. */
export function renderComplete(element: ReactElement): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    // Bytes, decoded once at the end (a chunk may end in the middle of a character). React 18.3's stream pads
    // a chunk with zero bytes when a multi-byte character does not fit at its end (its writeStringChunk flushes
    // the whole 2 KB view): they are dropped, as UTF-8 uses zero bytes for U+0000 only, which no page has.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    // Cleared when the render ends: a pending timer would hold the page's whole tree (and the code of every
    // remote version it rendered) until it fired.
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), renderTimeoutMs);
    timer.unref();
    sink.on('finish', () => {
      clearTimeout(timer);
      const bytes = Buffer.concat(chunks);
      resolve({ html: Buffer.from(bytes.filter((byte) => byte !== 0)).toString('utf8'), errors });
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => void errors.push(error),
    });
  });
}
