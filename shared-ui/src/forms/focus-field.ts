// What a link in an error summary does (GOV.UK): it focuses its field rather than jumping to the anchor, so the
// address stays the same and the field is ready for input. Shared by the islands' summary (ErrorSummary) and the
// page script's early summary (shell), so it stays free of React and of the rest of the design system.

/** Focuses the field, centred, and keeps the link from navigating; nothing when there is no such field. */
export function focusField(field: HTMLElement | null, event: { preventDefault(): void }): void {
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}
