// The donation form filled the way a visitor fills it, by the fields' posted names; the card inputs (which have no
// name: only the island sends what it may of them) by their autocomplete tokens.
import type { Page } from '@playwright/test';

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
    'billingInfo.country': 'Lebanon',
  };
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
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
