// A message is a title and a few blocks; this writes them as a whole HTML document (lang, dir, inline styles
// that mail clients keep) and as plain text. Every text is HTML-escaped here, so no caller can forget it.
import { escapeHtml, isRtl, type MessageLanguage } from './text';

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  /** Label and value pairs; values are often Latin (references, addresses), isolated in RTL text. */
  | { kind: 'facts'; rows: (readonly [string, string])[] }
  | { kind: 'steps'; items: readonly string[] }
  /** Shown on screen and in the text part, never printed (instructions for the staff on a printable card). */
  | { kind: 'screenOnly'; text: string };

export interface Document {
  language: MessageLanguage;
  title: string;
  blocks: Block[];
  /** A card to print: an A5 page, large type, no mail chrome. */
  printable?: boolean;
}

const font = "font-family:Inter,'Noto Sans Arabic',Arial,Helvetica,sans-serif";

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'p':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'h2':
      return `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(block.text)}</h2>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:start;padding:4px 16px 4px 0;font-weight:600;vertical-align:top">${escapeHtml(
              label,
            )}</th><td style="padding:4px 0"><bdi>${escapeHtml(value)}</bdi></td></tr>`,
        )
        .join('')}</table>`;
    case 'steps':
      return `<ol style="margin:0 0 16px;padding-inline-start:24px">${block.items
        .map((item) => `<li style="margin:0 0 8px">${escapeHtml(item)}</li>`)
        .join('')}</ol>`;
    case 'screenOnly':
      return `<p class="screen-only" style="margin:0 0 24px;padding:12px;border:1px dashed #6b7280">${escapeHtml(
        block.text,
      )}</p>`;
  }
}

export function renderHtml({ language, title, blocks, printable = false }: Document): string {
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const page = printable
    ? '@page{size:A5;margin:16mm}@media print{.screen-only{display:none}}body{font-size:20px}'
    : '';
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${page}</style></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1f2937;line-height:1.5;${font}">`,
    `<div style="max-width:600px;margin:0 auto">`,
    `<h1 style="margin:0 0 24px;font-size:24px;color:#0b3d2e">${escapeHtml(title)}</h1>`,
    ...blocks.map(blockHtml),
    '</div></body></html>',
  ].join('\n');
}

export function renderText({ title, blocks }: Document): string {
  const parts = [title, '='.repeat(Math.min(title.length, 60))];
  for (const block of blocks) {
    if (block.kind === 'p' || block.kind === 'screenOnly') parts.push('', block.text);
    if (block.kind === 'h2') parts.push('', block.text, '-'.repeat(Math.min(block.text.length, 60)));
    if (block.kind === 'facts') parts.push('', ...block.rows.map(([label, value]) => `${label}: ${value}`));
    if (block.kind === 'steps') parts.push('', ...block.items.map((item, index) => `${index + 1}. ${item}`));
  }
  return `${parts.join('\n')}\n`;
}
