// Layla Haddad's membership application, the one the specs send: as a script posts it (its fields), or as a
// visitor types it into the join form (by the fields' posted names, the same in every language).
import type { Page } from '@playwright/test';
import { fillByName } from './form-fields';

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
  await fillByName(page, {
    firstName: 'Layla',
    lastName: 'Haddad',
    dateOfBirth: '2001-03-09',
    country: 'LB',
    email,
    phone: '+961 3 123 456',
    heardFrom: 'university',
  });
}
