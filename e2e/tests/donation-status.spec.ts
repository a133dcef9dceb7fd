// A third party hears of a gift only once the club has it (issue 50). A visitor gives with a tribute message
// for someone; what the site stores and queues (read with `npm run -s submissions -- export | outbox`) is
// checked at each step of the donation's life:
//   stored     the donor's acknowledgement and the club's notice; nothing to the recipient
//   complete   (`npm run -s submissions -- complete <reference>`, the club's staff) the donor's receipt and the
//              tribute message, once; a second `complete`, a `cancel` afterwards, an unknown reference: refused
//   cancel     the donor's note; nothing to the recipient, ever; a later `complete` refused
// In English, French and Arabic: the page says when the person named will be told, and every message is written
// in the page's language. Fields are found by their names, so the same steps work in every language.
import type { Locator, Page } from '@playwright/test';
import type { OutboxMessage } from '@stallions/local-cloud/store';
import { fillDonorDetails } from './support/donation';
import { expect, test } from './support/fixtures';
import { staffCommand } from './support/staff';
import { openForm, submitAndReadReference, uniqueTag } from './support/submitting';
import { submissionsCli } from './support/submissions';

/** local-cloud's stand-in for the club's donations address (DONATIONS_EMAIL). */
const donationsDesk = 'donations@stallions-club.local';

const languages = {
  en: {
    path: '/get-involved/donate',
    success: 'Your form has been successfully submitted. Thank you!',
    label: 'Your reference:',
    // The page, under "Let someone know about this gift", and the donor's acknowledgement: when they are told.
    hint: /^Once your gift is complete, we will send them a card/,
    acknowledged: 'Once your gift is complete, we will let the person you named know about it by e-mail',
    receiptSubject: (reference: string) => `Your donation receipt (${reference})`,
    tributeSubject: 'News of a gift to the Stallions Club',
    cancelledSubject: (reference: string) => `Your donation has been cancelled (${reference})`,
  },
  fr: {
    path: '/fr/get-involved/donate',
    success: 'Votre formulaire a bien été envoyé. Merci !',
    label: 'Votre référence :',
    hint: /^Une fois votre don finalisé, nous lui enverrons une carte/,
    acknowledged: 'Une fois votre don finalisé, nous en informerons par e-mail la personne que vous avez indiquée',
    receiptSubject: (reference: string) => `Reçu de votre don (${reference})`,
    tributeSubject: 'Annonce d’un don au Stallions Club',
    cancelledSubject: (reference: string) => `Votre don a été annulé (${reference})`,
  },
  ar: {
    path: '/ar/get-involved/donate',
    success: 'تم إرسال النموذج بنجاح. شكرًا لك!',
    label: 'رقمك المرجعي:',
    hint: /^بعد إتمام تبرعك، سنرسل إليه بطاقة/,
    acknowledged: 'بعد إتمام تبرعك، سنُعلم الشخص الذي ذكرته به عبر البريد الإلكتروني',
    receiptSubject: (reference: string) => `إيصال تبرعك (${reference})`,
    tributeSubject: 'إشعار بتبرع لنادي ستاليونز',
    cancelledSubject: (reference: string) => `أُلغي تبرعك (${reference})`,
  },
} as const;
type Language = keyof typeof languages;

/** The queued messages of one donation, by the reference the banner showed. */
const outboxFor = async (reference: string) =>
  (await submissionsCli<OutboxMessage>('outbox')).filter((message) => message.reference === reference);
const summary = (messages: OutboxMessage[]) => messages.map(({ kind, to, language }) => ({ kind, to, language }));
/** The stored donation, by its reference. */
const storedDonation = async (reference: string) =>
  (await submissionsCli<Record<string, unknown>>('export', 'donationFormSubmissions')).find(
    (document) => document.id === reference,
  );

/** The donor's details, a gift in honour of Grace Hopper (the form's defaults otherwise), told by e-mail. */
async function fillDonation(form: Locator, donor: string, recipient: string) {
  await fillDonorDetails(form, donor);
  await expect(form.locator('[name="notifyRecipient"]')).toBeChecked();
  await form.locator('[name="notificationType"][value="email"]').check();
  await form.locator('[name="recipientEmail"]').fill(recipient);
}

/** A donation with a tribute by e-mail, given on the page in `language`; its reference and addresses. */
async function donate(page: Page, language: Language) {
  const { path, success, label } = languages[language];
  const form = await openForm(page, path, 'donation-form');
  // The page says when the person named will be told, where the donor asks for it.
  await expect(form.locator('[name="notifyRecipient"]')).toHaveAccessibleDescription(languages[language].hint);
  const donor = `${uniqueTag(`donor-${language}`)}@example.com`;
  const recipient = `${uniqueTag(`friend-${language}`)}@example.org`;
  await fillDonation(form, donor, recipient);
  const reference = await submitAndReadReference(page, form, success, label);
  return { reference, donor, recipient };
}

for (const language of Object.keys(languages) as Language[]) {
  const text = languages[language];

  test(`${language}: the recipient is told only once the gift is complete, and only once`, async ({ page }) => {
    const { reference, donor, recipient } = await donate(page, language);

    // Stored: the donor's acknowledgement and the club's notice, nothing to the recipient.
    const stored = await outboxFor(reference);
    expect(summary(stored)).toEqual([
      { kind: 'donorAcknowledgement', to: donor, language },
      { kind: 'donationNotice', to: donationsDesk, language },
    ]);
    expect(stored[0]!.text).toContain(text.acknowledged);
    expect(stored[1]!.text).not.toMatch(/4242|737/);
    expect((await submissionsCli<OutboxMessage>('outbox')).filter((message) => message.to === recipient)).toEqual([]);
    expect(await storedDonation(reference)).toMatchObject({ status: 'received' });

    // The club has the gift: the staff complete it.
    const completed = await staffCommand('complete', reference);
    expect(completed).toEqual({
      code: 0,
      stdout: `${reference}: received → completed; queued: donationReceipt, tributeEmail\n`,
      stderr: '',
    });
    const afterCompletion = await outboxFor(reference);
    expect(summary(afterCompletion)).toEqual([
      { kind: 'donorAcknowledgement', to: donor, language },
      { kind: 'donationNotice', to: donationsDesk, language },
      { kind: 'donationReceipt', to: donor, language },
      { kind: 'tributeEmail', to: recipient, language },
    ]);
    const [, , receipt, tribute] = afterCompletion as [OutboxMessage, OutboxMessage, OutboxMessage, OutboxMessage];
    expect(receipt.subject).toBe(text.receiptSubject(reference));
    expect(receipt.text).toContain(reference);
    expect(receipt.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(tribute.subject).toBe(text.tributeSubject);
    expect(tribute.text).toContain('Grace Hopper');
    // Never the amount (every currency format of it has a $).
    for (const part of [tribute.subject, tribute.text, tribute.html]) expect(part).not.toContain('$');
    expect(await storedDonation(reference)).toMatchObject({ status: 'completed', messagesSentFor: 'completed' });

    // Again, and a cancel afterwards: refused, nothing queued.
    expect(await staffCommand('complete', reference)).toEqual({
      code: 1,
      stdout: '',
      stderr: `refused: ${reference} is already completed\n`,
    });
    expect(await staffCommand('cancel', reference)).toEqual({
      code: 1,
      stdout: '',
      stderr: `refused: ${reference} is already completed: it cannot be cancelled\n`,
    });
    expect(summary(await outboxFor(reference))).toEqual(summary(afterCompletion));
    expect(await storedDonation(reference)).toMatchObject({ status: 'completed' });
  });
}

test('en: a cancelled gift sends the donor a note, the recipient nothing, and cannot be completed', async ({
  page,
}) => {
  const { reference, donor, recipient } = await donate(page, 'en');
  expect(await staffCommand('cancel', reference)).toEqual({
    code: 0,
    stdout: `${reference}: received → cancelled; queued: donorCancellation\n`,
    stderr: '',
  });
  expect(await staffCommand('complete', reference)).toEqual({
    code: 1,
    stdout: '',
    stderr: `refused: ${reference} is cancelled: it cannot be completed\n`,
  });
  const messages = await outboxFor(reference);
  expect(summary(messages)).toEqual([
    { kind: 'donorAcknowledgement', to: donor, language: 'en' },
    { kind: 'donationNotice', to: donationsDesk, language: 'en' },
    { kind: 'donorCancellation', to: donor, language: 'en' },
  ]);
  expect(messages[2]!.subject).toBe(languages.en.cancelledSubject(reference));
  expect((await submissionsCli<OutboxMessage>('outbox')).filter((message) => message.to === recipient)).toEqual([]);
  expect(await storedDonation(reference)).toMatchObject({ status: 'cancelled' });
});

test('an unknown reference is refused, with a line and exit code 1', async () => {
  // A well-formed reference that no donation has (the store makes each one from 40 random bits).
  const stored = new Set(
    (await submissionsCli<{ id: string }>('export', 'donationFormSubmissions')).map((document) => document.id),
  );
  const unknown = ['SC-2222-2222', 'SC-3333-3333', 'SC-4444-4444'].find((reference) => !stored.has(reference))!;
  for (const command of ['complete', 'cancel']) {
    expect(await staffCommand(command, unknown)).toEqual({
      code: 1,
      stdout: '',
      stderr: `refused: no donation has the reference ${unknown}\n`,
    });
  }
  // Nothing queued for it. (Not a count of the whole outbox: the other worker's tests queue messages meanwhile.)
  expect(await outboxFor(unknown)).toEqual([]);
});
