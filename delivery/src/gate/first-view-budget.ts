// A page's first view against its byte budget, measured as the bench measures it (page-in-transit.ts and
// first-view.ts) and held to the bench's budget (a new connection's first round trip), in gzip and in brotli.
import { firstRoundTripBytes } from './first-view';
import { firstViews } from './page-in-transit';

export async function firstViewProblems(url: string): Promise<string[]> {
  const { gzip, brotli } = await firstViews(url);
  const limit = firstRoundTripBytes;
  return [
    ['gzip', gzip.firstViewBytes],
    ['brotli', brotli.firstViewBytes],
  ]
    .filter(([, bytes]) => (bytes as number) > limit)
    .map(([coding, bytes]) => `${bytes} bytes in ${coding} > ${limit} (a new connection's first round trip)`);
}
