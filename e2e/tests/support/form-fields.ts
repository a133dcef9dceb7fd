// Filling a form as a visitor does, field by field in the order given, by what finds each field in every
// language: its posted name, or (the card inputs, which have none) its autocomplete token.
import type { Locator, Page } from '@playwright/test';

/** Types each value into the field of that name, or chooses it (an option's value) where the field is a select. */
export async function fillByName(scope: Page | Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]`);
    if (await field.evaluate((element) => element instanceof HTMLSelectElement)) await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Types each value into the input of that autocomplete token; an undefined value leaves its input as it is. */
export async function fillByAutocomplete(scope: Page | Locator, values: Record<string, string | undefined>) {
  for (const [token, value] of Object.entries(values))
    if (value !== undefined) await scope.locator(`input[autocomplete="${token}"]`).fill(value);
}
