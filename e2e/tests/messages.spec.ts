// The messages the forms promise. A visitor submits in English or Arabic; the banner shows the
// submission's reference; local-cloud runs the production message code after storing the document and its
// outbox (read with `npm run -s submissions -- outbox`) holds the messages, with the same reference, in the
// page's language. A donation's tribute message and receipt go only once the club's staff complete the gift
// (`npm run -s submissions -- complete <reference>`; donation-status.spec.ts tests that life in full).
//
// Fields are found by their names, not their labels, so the same steps work in both languages.
import type { OutboxMessage } from '@stallions/local-cloud/store';
import { fillDonorDetails } from './support/donation';
import { fillByName } from './support/form-fields';
import { expect, test } from './support/fixtures';
import { staffCommand } from './support/staff';
import { openForm, submitAndReadReference, uniqueTag } from './support/submitting';
import { submissionsCli } from './support/submissions';

/** local-cloud's stand-ins for the committee's and the print staff's addresses. */
const committee = 'committee@stallions-club.local';
const printQueue = 'print@stallions-club.local';
const donationsDesk = 'donations@stallions-club.local';

/** The queued messages of one submission, by the reference the banner showed. */
async function outboxFor(reference: string): Promise<OutboxMessage[]> {
  return (await submissionsCli<OutboxMessage>('outbox')).filter((message) => message.reference === reference);
}

const pages = {
  en: { query: '', success: 'Your form has been successfully submitted. Thank you!', label: 'Your reference:' },
  ar: { query: '?lng=ar', success: 'تم إرسال النموذج بنجاح. شكرًا لك!', label: 'رقمك المرجعي:' },
} as const;

for (const language of ['en', 'ar'] as const) {
  const { query, success, label } = pages[language];

  test(`${language}: an application shows a reference; the applicant and the committee are written to with it`, async ({
    page,
  }) => {
    const form = await openForm(page, `/get-involved/join${query}`, 'join-form');
    const email = `${uniqueTag('applicant')}@example.com`;
    // The preferred language starts as the page's: the confirmation is written in it.
    await expect(form.locator('[name="language"]')).toHaveValue(language);
    await fillByName(form, {
      firstName: 'Layla',
      lastName: 'Haddad',
      dateOfBirth: '2003-05-14',
      // The country is a choice of the form's list, posted and stored as its ISO code.
      country: 'LB',
      email,
      phone: '+961 3 123 456',
      heardFrom: 'friend_family',
    });
    const reference = await submitAndReadReference(page, form, success, label);

    const messages = await outboxFor(reference);
    expect(messages.map(({ kind, to, language: lng }) => ({ kind, to, lng }))).toEqual([
      { kind: 'applicantConfirmation', to: email, lng: language },
      { kind: 'committeeNotice', to: committee, lng: language },
    ]);
    const [confirmation, notice] = messages as [OutboxMessage, OutboxMessage];
    expect(confirmation.subject).toContain(reference);
    expect(confirmation.text).toContain(reference);
    expect(confirmation.text).toMatch(/^5\. /m);
    expect(confirmation.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    if (language === 'ar') expect(confirmation.subject).toMatch(/[\u0600-\u06FF]/);
    expect(notice.text).toContain('Layla Haddad');
    // The committee's notice names the stored code in the message's language.
    expect(notice.text).toContain({ en: 'Lebanon', ar: 'لبنان' }[language]);
    expect(notice.text).not.toContain(email);
    expect(notice.text).not.toContain('123 456');
  });
}

test('en: a donation with notify by e-mail confirms the details to the donor; once completed, the recipient is told, without the amount', async ({
  page,
}) => {
  const form = await openForm(page, '/get-involved/donate', 'donation-form');
  const donor = `${uniqueTag('donor')}@example.com`;
  const recipient = `${uniqueTag('friend')}@example.org`;
  await fillDonorDetails(form, donor);
  await expect(form.locator('[name="notifyRecipient"]')).toBeChecked();
  await form.locator('[name="notificationType"][value="email"]').check();
  await form.locator('[name="recipientEmail"]').fill(recipient);
  const reference = await submitAndReadReference(page, form, pages.en.success, pages.en.label);

  const messages = await outboxFor(reference);
  expect(messages.map(({ kind, to, language }) => ({ kind, to, language }))).toEqual([
    { kind: 'donorAcknowledgement', to: donor, language: 'en' },
    { kind: 'donationNotice', to: donationsDesk, language: 'en' },
  ]);
  const [donorMessage] = messages as [OutboxMessage];
  expect(donorMessage.text).toContain('Amount: $1,000\n');
  expect(donorMessage.text).toContain('Frequency: Every month\n');
  expect(donorMessage.text).toContain('Tribute: In honour of Grace Hopper\n');
  expect(donorMessage.text).toContain('Card: ending in 4242\n');
  expect(donorMessage.text).not.toContain('737');
  // No receipt: the site takes no payment. A subject is fixed text: nothing a sender typed.
  expect(donorMessage.subject).not.toMatch(/receipt/i);
  expect(donorMessage.text).not.toMatch(/receipt for|has been charged/i);

  // The club has the gift: the tribute message goes now.
  expect((await staffCommand('complete', reference)).code).toBe(0);
  const tribute = (await outboxFor(reference)).find((message) => message.kind === 'tributeEmail')!;
  expect(tribute.to).toBe(recipient);
  expect(tribute.subject).toBe('News of a gift to the Stallions Club');
  for (const part of [tribute.subject, tribute.text, tribute.html]) {
    expect(part).not.toContain('1,000');
    expect(part).not.toContain('$');
  }
});

test('ar: a donation with notify by print queues a printable card for the staff once completed, and nothing to the recipient', async ({
  page,
}) => {
  const form = await openForm(page, `/get-involved/donate${pages.ar.query}`, 'donation-form');
  const donor = `${uniqueTag('donor-ar')}@example.com`;
  const recipient = `${uniqueTag('friend-ar')}@example.org`;
  await fillDonorDetails(form, donor);
  await form.locator('[name="notificationType"][value="print"]').check();
  await form.locator('[name="recipientEmail"]').fill(recipient);
  const reference = await submitAndReadReference(page, form, pages.ar.success, pages.ar.label);

  expect((await outboxFor(reference)).map(({ kind, to }) => ({ kind, to }))).toEqual([
    { kind: 'donorAcknowledgement', to: donor },
    { kind: 'donationNotice', to: donationsDesk },
  ]);
  expect((await staffCommand('complete', reference)).code).toBe(0);
  const messages = await outboxFor(reference);
  expect(messages.map(({ kind, to, language }) => ({ kind, to, language }))).toEqual([
    { kind: 'donorAcknowledgement', to: donor, language: 'ar' },
    { kind: 'donationNotice', to: donationsDesk, language: 'ar' },
    { kind: 'donationReceipt', to: donor, language: 'ar' },
    { kind: 'tributeCard', to: printQueue, language: 'ar' },
  ]);
  expect(messages.filter((message) => message.to === recipient)).toEqual([]);
  const [donorMessage, , , card] = messages as [OutboxMessage, OutboxMessage, OutboxMessage, OutboxMessage];
  expect(donorMessage.html).toContain('<html lang="ar" dir="rtl">');
  expect(donorMessage.text).toContain('1,000');
  expect(card.html).toContain('@page{size:A5');
  expect(card.html).toContain('<html lang="ar" dir="rtl">');
  expect(card.text).toContain(recipient);
  expect(card.html).not.toContain('1,000');
});

test('en: a donation with notify off sends the donor’s message and the club’s notice only', async ({ page }) => {
  const form = await openForm(page, '/get-involved/donate', 'donation-form');
  const donor = `${uniqueTag('donor-quiet')}@example.com`;
  await fillDonorDetails(form, donor);
  await form.locator('[name="notifyRecipient"]').uncheck();
  const reference = await submitAndReadReference(page, form, pages.en.success, pages.en.label);
  const messages = await outboxFor(reference);
  expect(messages.map(({ kind, to }) => ({ kind, to }))).toEqual([
    { kind: 'donorAcknowledgement', to: donor },
    { kind: 'donationNotice', to: donationsDesk },
  ]);
});
