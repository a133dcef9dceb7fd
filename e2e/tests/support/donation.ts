// The donation form filled the way a visitor fills it, by the fields' posted names; the card inputs (which have no
// name: only the island sends what it may of them) by their autocomplete tokens.
import type { Locator, Page } from '@playwright/test';

export interface Donor {
  /** The donor's e-mail address. */
  email: string;
  /** Who hears of the gift. */
  recipient: string;
  /** The card as typed; none: left empty. */
  card?: { number: string; holder?: string; expiry?: string; cvv: string };
}

export async function fillDonation(page: Page, { email, recipient, card }: Donor) {
  const fields: Record<string, string> = {
    donationFor: 'Samir Haddad',
    recipientEmail: recipient,
    'personalInfo.firstName': 'Layla',
    'personalInfo.lastName': 'Haddad',
    'personalInfo.phone': '+961 3 123 456',
    'personalInfo.email': email,
    'billingInfo.postalCode': '1100',
    'billingInfo.city': 'Beirut',
  };
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
  // A choice of the form's list: the ISO code is the option's value (it shows "Lebanon").
  await page.locator('[name="billingInfo.country"]').selectOption('LB');
  if (!card) return;
  const typed: [string, string | undefined][] = [
    ['cc-number', card.number],
    ['cc-name', card.holder],
    ['cc-exp', card.expiry],
    ['cc-csc', card.cvv],
  ];
  for (const [token, value] of typed)
    if (value !== undefined) await page.locator(`input[autocomplete="${token}"]`).fill(value);
}

/**
 * Marc Lefebvre's details and card in one donation form (a gift in honour of Grace Hopper); the gift keeps its
 * defaults (1000, every month, in honour of).
 */
export async function fillDonorDetails(form: Locator, email: string) {
  await form.locator('[name="donationFor"]').fill('Grace Hopper');
  await form.locator('[name="personalInfo.firstName"]').fill('Marc');
  await form.locator('[name="personalInfo.lastName"]').fill('Lefebvre');
  await form.locator('[name="personalInfo.phone"]').fill('+33 1 23 45 67 89');
  await form.locator('[name="personalInfo.email"]').fill(email);
  await form.locator('[name="billingInfo.postalCode"]').fill('75001');
  await form.locator('[name="billingInfo.city"]').fill('Paris');
  await form.locator('[name="billingInfo.country"]').selectOption('FR');
  // The card inputs have no name (a native post cannot carry them): found by their autocomplete tokens.
  await form.locator('input[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
  await form.locator('input[autocomplete="cc-name"]').fill('Marc Lefebvre');
  await form.locator('input[autocomplete="cc-exp"]').fill('12/34');
  await form.locator('input[autocomplete="cc-csc"]').fill('737');
}
