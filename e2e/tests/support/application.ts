// Layla Haddad's membership application, the one the specs send: as a script posts it (its fields), or as a
// visitor types it into the join form (by the fields' posted names, the same in every language).
import type { Page } from '@playwright/test';

/** A complete, valid application's fields. */
export const applicationFields = (email: string, firstName = 'Layla') =>
  new URLSearchParams({
    firstName,
    lastName: 'Haddad',
    dateOfBirth: '2001-03-09',
    language: 'en',
    // The country select's value: the ISO code the form posts (it shows "Lebanon").
    country: 'LB',
    email,
    phone: '+961 3 123 456',
    heardFrom: 'university',
    hasReference: 'no',
  });

/** Fills the application's required fields in the join form. */
export async function fillApplication(page: Page, email: string) {
  await page.locator('[name="firstName"]').fill('Layla');
  await page.locator('[name="lastName"]').fill('Haddad');
  await page.locator('[name="dateOfBirth"]').fill('2001-03-09');
  await page.locator('[name="country"]').selectOption('LB');
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="phone"]').fill('+961 3 123 456');
  await page.locator('[name="heardFrom"]').selectOption('university');
}
