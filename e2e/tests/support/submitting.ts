// A form sent as a visitor sends it, in a browser page whose clock the test holds: opened, filled by the spec, sent
// once the form's minimum fill time has passed, and its reference read from the success banner.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A submission's reference, as the banner shows it and the document stores it. */
export const referencePattern = /^SC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** Something no earlier run used, so a test finds its own document in a data directory that keeps growing. */
export const uniqueTag = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens a form (by its test id) with the page clock installed, so the form's minimum fill time can be skipped. */
export async function openForm(page: Page, path: string, testId: string) {
  await page.clock.install();
  await page.goto(path);
  const form = page.getByTestId(testId);
  await expect(form).toBeVisible({ timeout: 30_000 });
  return form;
}

/**
 * Submits, then reads the reference from the success banner (its second line, in the same live region) while it
 * is on screen (it goes after 5 s).
 */
export async function submitAndReadReference(page: Page, form: Locator, successText: string, referenceLabel: string) {
  await page.clock.fastForward(4_000);
  await form.locator('button[type="submit"]').click();
  const banner = page.getByRole('status').filter({ hasText: successText });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('paragraph')).toHaveText([successText, new RegExp(`^${referenceLabel} SC-`)]);
  const reference = (await banner.getByTestId('submission-reference').locator('bdi').textContent()) ?? '';
  expect(reference).toMatch(referencePattern);
  return reference;
}
