// One Lighthouse run (mobile settings) against a Chromium already listening on a debugging port, for
// scripts/bench.ts. Plain Node on purpose: under tsx, esbuild's __name helper ends up inside the functions
// Lighthouse sends to the page, which then fail there.
// Usage: node scripts/lighthouse-run.mjs <url> <port> [floor]  → prints one JSON object on stdout.
// "floor": the same address with every script blocked (Lighthouse's blockedUrlPatterns), what the document
// alone scores: the floor a page's own score is held to.
import lighthouse from 'lighthouse';

const [url, port, mode] = process.argv.slice(2);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const result = await lighthouse(url, {
  port: Number(port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: categories,
  ...(mode === 'floor' ? { blockedUrlPatterns: ['*.js'] } : {}),
});
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
const { lhr } = result;
if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);

const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
// Audits below full marks (with weight) in every category, to say what to fix.
const failedAudits = categories.flatMap((id) =>
  (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${id}/${ref.id}`),
);

// The largest content: its element, and its LCP's phases (Lighthouse's table: time to first byte,
// load delay, load time, render delay; an element with no resource of its own, text, has only the first and
// the last, its render delay holding whatever the paint waited for: styles, fonts, the main thread).
const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
const lcpNode = lcpDetails[0]?.items?.[0]?.node;
const phaseRows = lcpDetails[1]?.items ?? [];
const phase = (index) => Math.round(phaseRows[index]?.timing ?? Number.NaN);
const tag = /^<([a-z0-9-]+)/i.exec(lcpNode?.snippet ?? '')?.[1] ?? '?';
const label = (lcpNode?.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
// The font files the page downloaded, as Lighthouse saw them (name and bytes on the wire).
const fonts = (lhr.audits['network-requests']?.details?.items ?? [])
  .filter((request) => request.resourceType === 'Font')
  .map((request) => ({ file: request.url.split('/').pop(), bytes: request.transferSize ?? 0 }));

process.stdout.write(
  JSON.stringify({
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    lcpElement: lcpNode ? `${tag} "${label.length > 40 ? `${label.slice(0, 39)}…` : label}"` : 'none',
    lcpPhases: { ttfbMs: phase(0), loadDelayMs: phase(1), loadTimeMs: phase(2), renderDelayMs: phase(3) },
    fonts,
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric('total-blocking-time')),
    failedAudits,
  }),
);
