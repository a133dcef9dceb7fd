// Filling a form as a visitor does, field by field in the order given: by what finds each field in every
// language (its posted name, or for the card inputs, which have none, its autocomplete token), or by the fields a
// spec has found itself (by their labels).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Types the value into the field, or chooses it (an option's value) where the field is a select. */
async function enter(field: Locator, value: string) {
  if (await field.evaluate((element) => element instanceof HTMLSelectElement)) await field.selectOption(value);
  else await field.fill(value);
}

/** Types each value into the field of that name, or chooses it (an option's value) where the field is a select. */
export async function fillByName(scope: Page | Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await enter(scope.locator(`[name="${name}"]`), value);
}

/** Types each value into the input of that autocomplete token; an undefined value leaves its input as it is. */
export async function fillByAutocomplete(scope: Page | Locator, values: Record<string, string | undefined>) {
  for (const [token, value] of Object.entries(values))
    if (value !== undefined) await scope.locator(`input[autocomplete="${token}"]`).fill(value);
}

/** Types (or, in a select, chooses) each value into the field of that key. */
export async function fillFields<K extends string>(fields: Record<K, Locator>, values: Partial<Record<K, string>>) {
  for (const [key, value] of Object.entries(values) as [K, string][]) await enter(fields[key], value);
}

/** Each field of a key holds its value (a select: the chosen option's value). */
export async function expectValues<K extends string>(fields: Record<K, Locator>, values: Partial<Record<K, string>>) {
  for (const [key, value] of Object.entries(values) as [K, string][]) await expect(fields[key]).toHaveValue(value);
}
