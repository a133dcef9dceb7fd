// The gate's HTML report: every page in every language, each check passed or failed with what failed, and each
// visual change as its before, after and difference images (written beside the report).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The checks of a page, in the report's column order. */
export const checkNames = ['axe', 'html', 'console', 'requests', 'hydration', 'links', 'first view'] as const;
export type CheckName = (typeof checkNames)[number];

export interface VisualResult {
  width: number;
  /** No comparison: why (no baseline page, …). */
  skipped?: string;
  differing?: number;
  ratio?: number;
  changed?: boolean;
  /** The images' file names beside the report, for a change. */
  images?: { before: string; after: string; diff: string };
}

export interface PageResult {
  path: string;
  lng: string;
  /** The page's address in its language. */
  address: string;
  /** What each check found; none: it passed. */
  found: Record<CheckName, string[]>;
  visual: VisualResult[];
}

export interface ReportFacts {
  remote: string;
  release: string;
  /** What the screenshots are compared with. */
  baseline: string;
  seconds: number;
  pages: PageResult[];
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function checkCell(found: string[]): string {
  if (found.length === 0) return '<td class="pass">pass</td>';
  const items = found.map((line) => `<li>${escape(line)}</li>`).join('');
  return `<td class="fail">fail<ul>${items}</ul></td>`;
}

function visualCell(visual: VisualResult[]): string {
  const parts = visual.map((v) => {
    if (v.skipped) return `${v.width} px: not compared (${escape(v.skipped)})`;
    const share = `${((v.ratio ?? 0) * 100).toFixed(3)} %`;
    if (!v.changed || !v.images) return `${v.width} px: same (${v.differing} px, ${share})`;
    const img = (file: string, label: string) =>
      `<figure><a href="${escape(file)}"><img src="${escape(file)}" alt="${label} at ${v.width} px" width="240"></a><figcaption>${label}</figcaption></figure>`;
    return `<strong>${v.width} px: visual change</strong> (${v.differing} px, ${share})<div class="shots">${img(v.images.before, 'before')}${img(v.images.after, 'after')}${img(v.images.diff, 'difference')}</div>`;
  });
  const changed = visual.some((v) => v.changed);
  return `<td class="${changed ? 'change' : 'pass'}">${parts.join('<br>')}</td>`;
}

export function writeGateReport(folder: string, facts: ReportFacts): string {
  const rows = facts.pages
    .map(
      (page) =>
        `<tr><th scope="row">${escape(page.address)} (${page.lng})</th>${checkNames
          .map((name) => checkCell(page.found[name]))
          .join('')}${visualCell(page.visual)}</tr>`,
    )
    .join('\n');
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Gate report: ${escape(facts.remote)} ${escape(facts.release)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}th,td{border:1px solid #999;padding:.3rem;vertical-align:top;text-align:start}
.pass{background:#e6f4e6}.fail{background:#fde2e2}.change{background:#fff3cd}.shots{display:flex;gap:.5rem}figure{margin:0}ul{margin:.2rem 0;padding-inline-start:1rem}
</style></head><body>
<h1>Gate report: ${escape(facts.remote)} release ${escape(facts.release)}</h1>
<p>Every page the release declares, in every language, composed with the live releases of the other remotes. Screenshots compared with ${escape(facts.baseline)}. The look took ${facts.seconds.toFixed(0)} s.</p>
<table><thead><tr><th scope="col">page (language)</th>${checkNames.map((name) => `<th scope="col">${name}</th>`).join('')}<th scope="col">screenshots</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
  const path = join(folder, 'report.html');
  writeFileSync(path, html);
  return path;
}
