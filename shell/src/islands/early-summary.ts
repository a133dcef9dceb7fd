// A form sent before its island's code has arrived, with fields empty that an untouched form is refused for: the
// visitor sees the error summary at once, not after the post's round trip and the answer's page (over a second on
// a slow phone). The server rendered that summary beside the island, hidden, with an entry for each such field
// (get-involved-mfe's early-summaries.tsx); this shows it with the entries of the fields still empty, focuses it,
// and keeps the post from going. Anything else (every such field filled, a format the server refuses) goes to
// the server as before, which alone decides. Static HTML outside the island: its hydration never sees it. The
// island's own summary takes over at its next submit.
import { earlySummaryAttribute, islandAttribute } from '@stallions/shared-config/render-contract';
import { focusField } from '@stallions/shared-ui/focus-field';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The island's early summary, if the server rendered one. */
function summaryOf(island: HTMLElement): HTMLElement | null {
  const id = island.getAttribute(islandAttribute);
  if (!id) return null;
  return island.ownerDocument.querySelector<HTMLElement>(`[${earlySummaryAttribute}="${CSS.escape(id)}"]`);
}

/** Empty as the server reads it: a radio group with none chosen, an unticked box, text of blanks only. */
function isEmpty(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    if (field.type === 'checkbox' || !field.name || !field.form) return !field.checked;
    const group = field.form.elements.namedItem(field.name);
    return group instanceof RadioNodeList ? group.value === '' : !field.checked;
  }
  return field.value.trim() === '';
}

/** The field an entry's link points to (`#<field id>`), when it is one. */
function fieldOf(link: HTMLAnchorElement): Field | null {
  const element = link.ownerDocument.getElementById(decodeURIComponent(link.hash.slice(1)));
  return element?.matches('input,select,textarea') ? (element as Field) : null;
}

/**
 * For a form sent before its island hydrated: shows the island's early summary when a field it lists is empty
 * (only those fields' entries), focused; true when it did, and the post must not go.
 */
export function showEarlySummary(island: HTMLElement): boolean {
  const summary = summaryOf(island);
  if (!summary) return false;
  let shown = 0;
  for (const link of summary.querySelectorAll<HTMLAnchorElement>('li > a[href^="#"]')) {
    const field = fieldOf(link);
    const empty = field !== null && isEmpty(field);
    link.parentElement!.hidden = !empty;
    if (empty) shown++;
  }
  summary.hidden = shown === 0;
  if (shown === 0) return false;
  // Focus moves to the summary (GOV.UK), which names each problem and links to its field.
  summary.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
  return true;
}

/** Hides the island's early summary: its own summary, or the server's answer, speaks from now on. */
export function hideEarlySummary(island: HTMLElement): void {
  const summary = summaryOf(island);
  if (summary) summary.hidden = true;
}

/** An early summary's link focuses its field, as the island's summary does (a fragment alone only scrolls). */
export function focusFieldsFromEarlySummaries(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`[${earlySummaryAttribute}] a[href^="#"]`);
    if (link instanceof HTMLAnchorElement) focusField(fieldOf(link), event);
  });
}
