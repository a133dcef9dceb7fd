// What a visitor typed in a form, kept in sessionStorage for the tab: switching language is a full page load
// (and so is a reload), and the forms must not lose their values to it.
// - Only fields that differ from their default are written: the join form's preferred language follows the
//   page's language until the visitor picks one, so an untouched one must not come back as the old page's.
// - Card number, expiry date and CVV (each form names what it must never keep) and the honeypot are never
//   written, nor restored.
// - The draft is read after mount, never during the first render: the forms are server-rendered and hydrated,
//   and the restored values go in with setValue (dirty, defaults untouched), so a reset still goes to defaults.
//   Not over a page the server rendered after a post: what was just posted is newer.
// - Storage is untrusted input: only known fields, of their default's type, strings capped; anything odd
//   (bad JSON, another shape, storage that throws) is ignored.
import { useEffect, useRef } from 'react';
import {
  get,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
  type UseFormSubscribe,
} from 'react-hook-form';
import { honeypotField } from '@stallions/submissions/rules';

/** One sessionStorage key per form. */
export const draftKeys = {
  join: 'stallions:draft:join',
  donation: 'stallions:draft:donation',
} as const;

/** No field of either form takes more (whyInvolved's limit): a longer stored string is cut. */
export const maxDraftStringLength = 2000;

/** A draft: field path (dotted for nested fields) → value. */
export type DraftValues = Record<string, string | boolean>;

/** Every field a draft may hold: its path and its default's type. */
type DraftFields = ReadonlyMap<string, 'string' | 'boolean'>;

/** The string and boolean leaves of the defaults, minus the excluded paths and the honeypot. */
function draftFields(defaults: FieldValues, exclude: readonly string[]): DraftFields {
  const fields = new Map<string, 'string' | 'boolean'>();
  const walk = (value: unknown, path: string) => {
    if (exclude.includes(path) || path === honeypotField) return;
    if (typeof value === 'string') fields.set(path, 'string');
    else if (typeof value === 'boolean') fields.set(path, 'boolean');
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(defaults, '');
  return fields;
}

/** sessionStorage, or undefined where there is none or reading it throws (storage disabled, some private modes). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The known fields of a stored draft, each only if its type is its default's; nothing if the draft is unusable. */
function readDraft(key: string, fields: DraftFields): DraftValues {
  const restored: DraftValues = {};
  let stored: unknown;
  try {
    const text = storage()?.getItem(key);
    if (!text) return restored;
    stored = JSON.parse(text);
  } catch {
    return restored;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return restored;
  for (const [path, type] of fields) {
    // Own properties only: a "__proto__" or "constructor" key in the JSON reaches nothing.
    if (!Object.prototype.hasOwnProperty.call(stored, path)) continue;
    const value: unknown = (stored as Record<string, unknown>)[path];
    if (typeof value !== type) continue;
    restored[path] = typeof value === 'string' ? value.slice(0, maxDraftStringLength) : (value as boolean);
  }
  return restored;
}

/** Writes the fields that differ from their default; no such field, no draft. A full or disabled storage: no draft. */
function writeDraft(key: string, fields: DraftFields, values: FieldValues, defaults: FieldValues) {
  const draft: DraftValues = {};
  for (const [path, type] of fields) {
    const value: unknown = get(values, path);
    if (typeof value === type && value !== get(defaults, path)) {
      draft[path] = typeof value === 'string' ? value.slice(0, maxDraftStringLength) : (value as boolean);
    }
  }
  try {
    if (Object.keys(draft).length) storage()?.setItem(key, JSON.stringify(draft));
    else storage()?.removeItem(key);
  } catch {
    // Quota exceeded or storage disabled: the form works without a draft.
  }
}

/** Forgets a form's draft: after a successful submission, the next visit starts from the defaults. */
export function clearDraft(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to forget where storage is unavailable.
  }
}

export interface FormDraftOptions<T extends FieldValues> {
  /** Where the draft is kept (one of draftKeys). */
  key: string;
  /** The form's defaults: which fields exist and the type of each. Read at mount. */
  defaults: T;
  /** From useForm: drafts are written from a subscription, without re-rendering the form. */
  subscribe: UseFormSubscribe<T>;
  /** From useForm: restores each field as if the visitor had typed it (dirty, defaults kept). */
  setValue: UseFormSetValue<T>;
  /** Paths never written nor restored (card data). The honeypot always is. Read at mount. */
  exclude?: readonly Path<T>[];
  /** After a draft was restored, with what it held: for state the form keeps outside react-hook-form. Read at mount. */
  onRestore?: (restored: DraftValues) => void;
  /**
   * Whether to restore a stored draft (default true). Not over what the server rendered after a post: the values
   * just posted are newer than any draft. Read at mount.
   */
  restore?: boolean;
  /**
   * What a draft leaves out, when not the form's current defaults: a form that starts from the values of a failed
   * post passes its usual defaults, so the values posted are kept too once the visitor changes any. Read at mount.
   */
  baseline?: T;
}

/** Restores a form's draft after mount, then keeps it up to date as the visitor types. */
export function useFormDraft<T extends FieldValues>({
  key,
  defaults,
  subscribe,
  setValue,
  exclude = [],
  onRestore,
  restore = true,
  baseline,
}: FormDraftOptions<T>) {
  // The first render's options: a form passes new arrays and callbacks on each render, and a draft is
  // restored once per mount, not again when those change.
  const options = useRef({ defaults, exclude, onRestore, restore, baseline });
  useEffect(() => {
    const {
      defaults: initial,
      exclude: excluded,
      onRestore: restoredCallback,
      restore: restoring,
      baseline: kept,
    } = options.current;
    const fields = draftFields(initial, excluded);
    const restored = restoring ? readDraft(key, fields) : {};
    for (const [path, value] of Object.entries(restored)) {
      setValue(path as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    if (Object.keys(restored).length) restoredCallback?.(restored);
    // Compared with the current defaults: the join form's language default follows the page's language.
    return subscribe({
      formState: { values: true },
      callback: ({ values, defaultValues }) => writeDraft(key, fields, values, kept ?? defaultValues ?? initial),
    });
  }, [key, subscribe, setValue]);
}
