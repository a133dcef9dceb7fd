// The donation form filled the way a visitor fills it, by the fields' posted names; the card inputs (which have no
// name: only the island sends what it may of them) by their autocomplete tokens.
import type { Locator, Page } from '@playwright/test';
import { fillByAutocomplete, fillByName } from './form-fields';

export interface Donor {
  /** The donor's e-mail address. */
  email: string;
  /** Who hears of the gift. */
  recipient: string;
  /** The card as typed; none: left empty. */
  card?: { number: string; holder?: string; expiry?: string; cvv: string };
}

export async function fillDonation(page: Page, { email, recipient, card }: Donor) {
  await fillByName(page, {
    donationFor: 'Samir Haddad',
    recipientEmail: recipient,
    'personalInfo.firstName': 'Layla',
    'personalInfo.lastName': 'Haddad',
    'personalInfo.phone': '+961 3 123 456',
    'personalInfo.email': email,
    'billingInfo.postalCode': '1100',
    'billingInfo.city': 'Beirut',
    // A choice of the form's list: the ISO code is the option's value (it shows "Lebanon").
    'billingInfo.country': 'LB',
  });
  if (!card) return;
  await fillByAutocomplete(page, {
    'cc-number': card.number,
    'cc-name': card.holder,
    'cc-exp': card.expiry,
    'cc-csc': card.cvv,
  });
}

/**
 * Marc Lefebvre's details and card in one donation form (a gift in honour of Grace Hopper); the gift keeps its
 * defaults (1000, every month, in honour of).
 */
export async function fillDonorDetails(form: Locator, email: string) {
  await fillByName(form, {
    donationFor: 'Grace Hopper',
    'personalInfo.firstName': 'Marc',
    'personalInfo.lastName': 'Lefebvre',
    'personalInfo.phone': '+33 1 23 45 67 89',
    'personalInfo.email': email,
    'billingInfo.postalCode': '75001',
    'billingInfo.city': 'Paris',
    'billingInfo.country': 'FR',
  });
  // The card inputs have no name (a native post cannot carry them): found by their autocomplete tokens.
  await fillByAutocomplete(form, {
    'cc-number': '4242 4242 4242 4242',
    'cc-name': 'Marc Lefebvre',
    'cc-exp': '12/34',
    'cc-csc': '737',
  });
}
