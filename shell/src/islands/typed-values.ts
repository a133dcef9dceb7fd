// What a visitor typed, chose or ticked in an island's server HTML before its code arrived (islands load at the
// first touch, so a visitor may type while the code is on its way). Hydration keeps the DOM nodes, but a form
// library resets each field to its default when it registers it, so the host reads the values just before it
// hydrates and gives them back through the fields' own events afterwards: the form's state holds them as if
// they had been typed then (validation, drafts). Kept in memory only, card fields included, never stored.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type TypedValue = { field: Field; value: string } | { field: HTMLInputElement; checked: boolean };

const notTyped = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** Every field under `root` whose value differs from the one the server rendered. */
export function readTypedValues(root: Element): TypedValue[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')].flatMap((field): TypedValue[] => {
    if (field instanceof HTMLInputElement) {
      if (notTyped.has(field.type)) return [];
      if (field.type === 'checkbox')
        return field.checked === field.defaultChecked ? [] : [{ field, checked: field.checked }];
      // A radio: the one the visitor chose (choosing it again after hydration unchecks the rest of its group).
      if (field.type === 'radio') return field.checked && !field.defaultChecked ? [{ field, checked: true }] : [];
      return field.value === field.defaultValue ? [] : [{ field, value: field.value }];
    }
    if (field instanceof HTMLSelectElement)
      return field.value === defaultOf(field) ? [] : [{ field, value: field.value }];
    return field.value === field.defaultValue ? [] : [{ field, value: field.value }];
  });
}

/** A one-choice select's value as the server rendered it: its `selected` option, else the browser's first. */
function defaultOf(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Puts the values back after hydration, each through the event a visitor's own change would fire, whether or
 * not the component reset the field. React takes an event for a change only when the field's value differs from
 * the one it last saw (it tracks what is set through the element's own `value`/`checked`), so each field is first
 * set apart from its typed value that way, then to it through the prototype's setter, which React does not see.
 */
export function replayTypedValues(values: readonly TypedValue[]): void {
  for (const typed of values) {
    const { field } = typed;
    if (!field.isConnected) continue; // hydration replaced it: nothing to give back to
    if ('checked' in typed) {
      if (!(field instanceof HTMLInputElement)) continue;
      field.checked = !typed.checked;
      field.click(); // toggles it to the typed state and fires click, React's change event for these
      continue;
    }
    if (!(field instanceof HTMLSelectElement)) field.value = typed.value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed.value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}
