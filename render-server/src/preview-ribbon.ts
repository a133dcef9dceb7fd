// What a preview's page carries beyond its render: `noindex` (with the answer's X-Robots-Tag) and a ribbon
// at the top of the page naming each previewed remote and release, with a link that leaves the preview. The
// ribbon is a named region (a landmark), its link reachable by keyboard with a visible focus, its layout in
// logical properties so it reads right to left in Arabic. Its text is the render server's own (a preview is a
// section team's view, not a visitor's), in each of the site's languages, English for any other.
import { escapeHtml } from '@stallions/shared-config/html';
import type { RenderedPage } from '@stallions/shared-config/render-contract';

interface RibbonText {
  /** The region's name. */
  label: string;
  /** One previewed remote and release. */
  release: (remote: string, id: string) => string;
  leave: string;
}

// The remote and the release are isolated (bdi): Latin names inside Arabic text keep their own direction.
const bdi = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;

const ribbonText: Record<string, RibbonText> = {
  en: {
    label: 'Preview',
    release: (remote, id) => `You are previewing ${bdi(remote)} release ${bdi(id)}`,
    leave: 'Leave the preview',
  },
  fr: {
    label: 'Aperçu',
    release: (remote, id) => `Vous voyez l’aperçu de ${bdi(remote)}, version ${bdi(id)}`,
    leave: 'Quitter l’aperçu',
  },
  ar: {
    label: 'معاينة',
    release: (remote, id) => `أنت تعاين ${bdi(remote)}، الإصدار ${bdi(id)}`,
    leave: 'الخروج من المعاينة',
  },
};

/** The path that leaves every preview and comes back to `page` (preview-links.ts). */
export const leavePreviewPath = '/preview/leave';

// Dark on light would blend into the site's header: white on near-black (contrast 17:1), a yellow focus ring.
const ribbonStyle =
  '<style>.preview-ribbon{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;' +
  'padding-block:.5rem;padding-inline:1rem;background:#111;color:#fff;font:600 1rem/1.4 system-ui,sans-serif}' +
  '.preview-ribbon p{margin:0;font-weight:400}' +
  '.preview-ribbon a{color:#fff;text-decoration:underline;text-underline-offset:.2em}' +
  '.preview-ribbon a:focus-visible{outline:3px solid #ffdd00;outline-offset:2px;background:#111}</style>';

/**
 * The page as a preview's visitor gets it: `noindex` in its head, the ribbon first in its content, naming
 * `pins` (remote → release) and linking to the leave address with this page to come back to.
 */
export function withPreviewRibbon(page: RenderedPage, pins: Record<string, string>, pageAddress: string): RenderedPage {
  const text = ribbonText[page.lang] ?? ribbonText.en!;
  const releases = Object.entries(pins)
    .map(([remote, id]) => `<p>${text.release(remote, id)}</p>`)
    .join('');
  const leave = `${leavePreviewPath}?${new URLSearchParams({ page: pageAddress })}`;
  const ribbon =
    `<section class="preview-ribbon" aria-label="${escapeHtml(text.label)}" data-preview-ribbon>` +
    `<div><strong>${escapeHtml(text.label)}</strong>${releases}</div>` +
    `<a href="${escapeHtml(leave)}">${escapeHtml(text.leave)}</a></section>`;
  return {
    ...page,
    head: `${page.head}<meta name="robots" content="noindex">${ribbonStyle}`,
    html: `${ribbon}${page.html}`,
  };
}
