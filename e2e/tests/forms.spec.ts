// The membership and donation forms through their islands, used like a visitor, and what the server stores, read
// back through the export command (`npm run -s submissions -- export <collection>`). The island posts to the
// form's own page address (forms-native.spec.ts covers the same forms without their code). The page clock is
// installed before the page loads, so the 5-second banner is measured without sleeping.
import { type Locator, type Page, type Request, type Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { heardFromOptions } from '@stallions/submissions/rules';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { watchConsole } from './support/site';
import { submissionsCli } from './support/submissions';
import { expectValues, fillFields } from './support/form-fields';
import { referencePattern, uniqueTag } from './support/submitting';

const repoRoot = resolve(__dirname, '../..');
/** The island's post: to the form's own page, answered with JSON (a navigation to that page is a GET). */
const isFormPost = (request: Request) =>
  request.method() === 'POST' && /\/get-involved\/(join|donate)$/.test(request.url());
const formPages = /\/get-involved\/(join|donate)$/;
const successText = 'Your form has been successfully submitted. Thank you!';
/** Time a visitor takes before sending (the server, not the page, decides what a bot's is). */
const pastMinimumFillTime = 4_000;

type Stored = Record<string, unknown> & { id: string; timestamp: string };

/** Every stored document of a collection, as the export command prints it (one JSON document per line). */
const exported = (collection: string) => submissionsCli<Stored>('export', collection);

/**
 * The tag as a name can carry it: letters only (the forms' names refuse digits), each digit a capital letter (the
 * tag's own letters are small), so it stays unique: 'join-lq3x9' → 'join-lqDxJ'.
 */
const nameTag = (tag: string) => tag.replace(/[0-9]/g, (digit) => 'ABCDEFGHIJ'[Number(digit)]!);

/** The form posts the page makes (its island's fetch), with every request's body. */
function watchCommits(page: Page) {
  const commits: Request[] = [];
  const bodies: string[] = [];
  page.on('request', (request) => {
    bodies.push(`${request.url()} ${request.postData() ?? ''}`);
    if (isFormPost(request)) commits.push(request);
  });
  return { commits, bodies };
}

/** Intercepts the form's posts only (the page's own GET goes through). */
async function routePosts(page: Page, handle: (route: Route) => Promise<void> | void) {
  await page.route(formPages, (route) => (isFormPost(route.request()) ? handle(route) : route.continue()));
}

/** Opens a form page with the page clock installed (it runs on, and can be moved forward). */
async function openForm(page: Page, path: string, formName: string) {
  await page.clock.install();
  await page.goto(path);
  const form = page.getByRole('form', { name: formName });
  // The section is a remote loaded at runtime: give a busy machine time.
  await expect(form).toBeVisible({ timeout: 30_000 });
  return form;
}

/** Stops the page's clock where it is; only runFor() moves it on, until resume(). */
async function pauseClock(page: Page) {
  // A little ahead of the page's time: pauseAt cannot go back, and the round trip takes a moment.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
}

const radioIn = (form: Locator, group: string, option: string) =>
  form.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true });

/** The success banner stays five seconds, then goes; the page's clock (paused by pauseClock) runs on after. */
async function expectBannerForFiveSeconds(page: Page, banner: Locator) {
  await page.clock.runFor(4_900);
  await expect(banner).toBeVisible();
  await page.clock.runFor(200);
  await expect(banner).toHaveCount(0);
  await page.clock.resume();
}

/** Submits (past the minimum fill time) while the form's posts fail on the network; the alert that says so. */
async function submitWhilePostsFail(page: Page, submit: Locator) {
  await routePosts(page, (route) => route.abort());
  await page.clock.fastForward(pastMinimumFillTime);
  await submit.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your form could not be sent' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('An error occurred while submitting the form.');
  return alert;
}

/** Each field's autocomplete token. */
async function expectAutocompleteTokens(tokens: [Locator, string][]) {
  for (const [field, token] of tokens) await expect(field).toHaveAttribute('autocomplete', token);
}

// ---------------------------------------------------------------------------------------------------------
// The join form
// ---------------------------------------------------------------------------------------------------------

interface JoinAnswers {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  country: string;
  province: string;
  district: string;
  postalCode: string;
  email: string;
  phone: string;
  whyInvolved: string;
  referenceNumber: string;
}

const joinAnswers = (tag: string): JoinAnswers => ({
  firstName: 'Layla',
  lastName: `Haddad ${nameTag(tag)}`,
  dateOfBirth: '2003-05-14',
  // The select's value, the ISO code the form posts and the server stores; it shows "Lebanon".
  country: 'LB',
  province: 'Mount Lebanon',
  district: 'Baabda',
  postalCode: '1003',
  email: `${tag}@example.com`,
  phone: '+961 3 123 456',
  whyInvolved: 'I would like to mentor students in the Foals club.',
  referenceNumber: 'SC-10482',
});

const joinForm = (page: Page) => ({
  firstName: page.getByLabel('First name'),
  lastName: page.getByLabel('Last name'),
  dateOfBirth: page.getByLabel('Date of birth'),
  language: page.getByLabel('Preferred language'),
  country: page.getByLabel('Country', { exact: true }),
  province: page.getByLabel('Province, state or region (optional)'),
  district: page.getByLabel('District or city (optional)'),
  postalCode: page.getByLabel('Postal code (optional)'),
  email: page.getByLabel('Email address', { exact: true }),
  phone: page.getByLabel('Phone number'),
  heardFrom: page.getByLabel('How did you hear about us?'),
  whyInvolved: page.getByLabel('Why would you like to get involved? (optional)'),
  referenceNumber: page.getByLabel("Member's reference number"),
});

/** The answers typed, two options chosen by what they show, and "Yes" to a referral (it shows the number's field). */
async function fillJoin(page: Page, form: Locator, answers: JoinAnswers) {
  const fields = joinForm(page);
  await fields.language.selectOption({ label: 'Français' });
  await fields.heardFrom.selectOption({ label: 'From a friend or a family member' });
  await radioIn(form, 'Has a member referred you?', 'Yes').check();
  await fillFields(fields, answers);
}

/** Everything fillJoin gave the form, still there. */
async function expectJoinValues(page: Page, form: Locator, answers: JoinAnswers) {
  const fields = joinForm(page);
  await expect(fields.language).toHaveValue('fr');
  await expect(fields.heardFrom).toHaveValue('friend_family');
  await expect(radioIn(form, 'Has a member referred you?', 'Yes')).toBeChecked();
  await expectValues(fields, answers);
}

const expectedJoinDocument = (answers: JoinAnswers) => ({
  id: expect.any(String),
  firstName: answers.firstName,
  lastName: answers.lastName,
  language: 'fr',
  dateOfBirth: answers.dateOfBirth,
  country: answers.country,
  province: answers.province,
  district: answers.district,
  postalCode: answers.postalCode,
  email: answers.email,
  phone: answers.phone,
  heardFrom: 'friend_family',
  whyInvolved: answers.whyInvolved,
  hasReference: 'yes',
  referenceNumber: answers.referenceNumber,
  // The server's view of the client: the socket's address here (Fastly-Client-IP behind Hosting).
  ipAddress: '127.0.0.1',
  reference: expect.stringMatching(referencePattern),
  timestamp: expect.any(String),
});

/** The server's time: after the visitor pressed submit, before the test read it back. */
function expectServerTimestamp(document: Stored, from: number, to: number) {
  expect(document.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  const time = Date.parse(document.timestamp);
  expect(time).toBeGreaterThanOrEqual(from - 1_000);
  expect(time).toBeLessThanOrEqual(to + 1_000);
}

/** The JavaScript the page has received so far that carries zod (its error class is named in zod's code only). */
function watchZod(page: Page) {
  const zodFiles: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('ZodError')) zodFiles.push(response.url());
  });
  return zodFiles;
}

for (const [path, formName] of [
  ['/get-involved/join', 'Your application'],
  ['/get-involved/donate', 'Make a donation'],
] as const) {
  test(`${path} loads the form's checks (zod) when a field first takes focus, not with the page`, async ({ page }) => {
    const zodFiles = watchZod(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: formName });
    await expect(form).toBeVisible({ timeout: 30_000 });
    expect(zodFiles).toEqual([]);

    await form.getByRole('textbox').first().focus();
    await expect.poll(() => zodFiles.length).toBeGreaterThan(0);
  });
}

test.describe('join form', () => {
  test('a visitor applies: busy button, banner for 5 seconds, reset, and every field stored', async ({ page }) => {
    const console = watchConsole(page);
    const { commits } = watchCommits(page);
    const form = await openForm(page, '/get-involved/join', 'Your application');
    const answers = joinAnswers(uniqueTag('join'));
    await fillJoin(page, form, answers);

    // Hold the commit to see the submitting state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await routePosts(page, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.fastForward(pastMinimumFillTime);
    const submit = form.getByRole('button', { name: /Submit my application/ });
    const submittedAt = Date.now();
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit.getByRole('status')).toHaveText('Sending your form…');
    await expect.poll(() => commits.length).toBe(1);
    // No double submit: submitting again while it is being sent (the button is disabled) adds nothing.
    await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
    // From here the page's time moves only when the test says so: the 5 seconds are measured exactly.
    await pauseClock(page);
    release();

    const banner = page.getByRole('status').filter({ hasText: successText });
    await expect(banner).toBeVisible();
    // The confirmation sentence exactly, then the reference on a line of its own.
    await expect(banner.getByRole('paragraph')).toHaveText([successText, /^Your reference: SC-\S+$/]);
    const shownReference = await banner.locator('bdi').textContent();
    await expect(submit).toBeEnabled();
    await expect(submit.getByRole('status')).toHaveCount(0);
    expect(commits).toHaveLength(1);
    await expectBannerForFiveSeconds(page, banner);
    // Focus stays at the top of the form, where the banner was, rather than falling back to the page.
    await expect(page.getByTestId('form-feedback')).toBeFocused();

    // Back to the defaults.
    const fields = joinForm(page);
    for (const field of [
      fields.firstName,
      fields.lastName,
      fields.dateOfBirth,
      fields.country,
      fields.email,
      fields.phone,
    ]) {
      await expect(field).toHaveValue('');
    }
    await expect(fields.language).toHaveValue('en');
    await expect(fields.heardFrom).toHaveValue('');
    await expect(fields.whyInvolved).toHaveValue('');
    await expect(radioIn(form, 'Has a member referred you?', 'No')).toBeChecked();
    await expect(fields.referenceNumber).toBeHidden();

    const mine = (await exported('joinFormSubmissions')).filter((doc) => doc.email === answers.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toStrictEqual(expectedJoinDocument(answers));
    expect(mine[0]!.reference).toBe(shownReference);
    expectServerTimestamp(mine[0]!, submittedAt, Date.now());
    console.expectClean();
  });

  test('the reference number is asked only when a member referred the visitor', async ({ page }) => {
    const form = await openForm(page, '/get-involved/join', 'Your application');
    const reference = joinForm(page).referenceNumber;
    await expect(radioIn(form, 'Has a member referred you?', 'No')).toBeChecked();
    // Always in the HTML, shown by CSS alone while "Yes" is checked.
    await expect(reference).toBeHidden();
    await radioIn(form, 'Has a member referred you?', 'Yes').check();
    await expect(reference).toBeVisible();
    await expect(reference).toHaveAttribute('autocomplete', 'off');
    await radioIn(form, 'Has a member referred you?', 'No').check();
    await expect(reference).toBeHidden();
  });

  test('fields use the browser’s types and autocomplete tokens', async ({ page }) => {
    await openForm(page, '/get-involved/join', 'Your application');
    const fields = joinForm(page);
    await expect(fields.email).toHaveAttribute('type', 'email');
    await expect(fields.dateOfBirth).toHaveAttribute('type', 'date');
    await expect(fields.phone).toHaveAttribute('type', 'tel');
    await expectAutocompleteTokens([
      [fields.firstName, 'given-name'],
      [fields.lastName, 'family-name'],
      [fields.dateOfBirth, 'bday'],
      [fields.language, 'language'],
      [fields.country, 'country'],
      [fields.province, 'address-level1'],
      [fields.district, 'address-level2'],
      [fields.postalCode, 'postal-code'],
      [fields.email, 'email'],
      [fields.phone, 'tel'],
      [fields.heardFrom, 'off'],
      [fields.whyInvolved, 'off'],
    ]);
    const options = await fields.heardFrom
      .locator('option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    // Exactly the answers the server accepts, in their order.
    expect(options).toEqual(heardFromOptions);
  });

  test('an empty application shows a focused error summary whose links move focus to the fields', async ({ page }) => {
    const { commits } = watchCommits(page);
    const form = await openForm(page, '/get-involved/join', 'Your application');
    await page.clock.fastForward(pastMinimumFillTime);
    await form.getByRole('button', { name: 'Submit my application' }).click();

    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'First name: This field is required.',
      'Last name: This field is required.',
      'Date of birth: This field is required.',
      'Country: This field is required.',
      'Email address: This field is required.',
      'Phone number: This field is required.',
      'How you heard about us: This field is required.',
    ]);
    // Beside each field too, tied to it for screen readers.
    const fields = joinForm(page);
    await expect(fields.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.firstName).toHaveAccessibleDescription(/This field is required\./);

    await summary.getByRole('link', { name: 'Email address: This field is required.' }).click();
    await expect(fields.email).toBeFocused();
    await summary.getByRole('link', { name: 'How you heard about us: This field is required.' }).click();
    await expect(fields.heardFrom).toBeFocused();

    // Fixing a field and trying again: a fresh, focused summary without it.
    await fields.firstName.fill('Layla');
    await fields.email.fill('not-an-address');
    await form.getByRole('button', { name: 'Submit my application' }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /^First name/ })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /^Email address/ })).toHaveText(
      'Email address: Enter an email address in the correct format, like name@example.com.',
    );
    expect(commits).toHaveLength(0);
  });

  test('a failed post shows the alert, keeps every answer, and a retry goes through', async ({ page }) => {
    const form = await openForm(page, '/get-involved/join', 'Your application');
    const answers = joinAnswers(uniqueTag('join-blocked'));
    await fillJoin(page, form, answers);
    const submit = form.getByRole('button', { name: 'Submit my application' });
    const alert = await submitWhilePostsFail(page, submit);
    await expect(page.getByRole('status').filter({ hasText: successText })).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await expectJoinValues(page, form, answers);
    expect((await exported('joinFormSubmissions')).filter((doc) => doc.email === answers.email)).toHaveLength(0);

    // The network is back: the same answers go through.
    await page.unroute(formPages);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: successText })).toBeVisible();
    await expect(alert).toHaveCount(0);
    const mine = (await exported('joinFormSubmissions')).filter((doc) => doc.email === answers.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toStrictEqual(expectedJoinDocument(answers));
  });

  test('a bot filling the hidden field gets the same thanks, and nothing is stored', async ({ page }) => {
    const { commits } = watchCommits(page);
    const form = await openForm(page, '/get-involved/join', 'Your application');
    const answers = joinAnswers(uniqueTag('join-bot'));
    await fillJoin(page, form, answers);
    // A bot fills every input it finds in the markup, the trap included.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.clock.fastForward(pastMinimumFillTime);
    await form.getByRole('button', { name: 'Submit my application' }).click();
    await expect(page.getByRole('status').filter({ hasText: successText })).toBeVisible();
    // The server, not the page, spots it: the post is answered like a person's, and nothing is stored.
    expect(commits).toHaveLength(1);
    expect((await exported('joinFormSubmissions')).filter((doc) => doc.email === answers.email)).toHaveLength(0);
  });

  test('in Arabic, the error summary and messages are Arabic', async ({ page }) => {
    const ar = JSON.parse(readFileSync(resolve(repoRoot, 'get-involved-mfe/src/locales/ar/pages.json'), 'utf8')) as {
      getInvolved: {
        form: { errorSummaryTitle: string; summaryItem: string };
        validation: { required: string };
        join: { form: { title: string; submit: string; firstName: { label: string } } };
      };
    };
    const { form: shared, validation, join } = ar.getInvolved;
    await page.goto('/get-involved/join?lng=ar');
    const form = page.getByRole('form', { name: join.form.title });
    await expect(form).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await form.getByRole('button', { name: join.form.submit }).click();

    const summary = page.getByRole('alert', { name: shared.errorSummaryTitle });
    await expect(summary).toBeFocused();
    const firstItem = shared.summaryItem
      .replace('{{field}}', join.form.firstName.label)
      .replace('{{message}}', validation.required);
    await expect(summary.getByRole('link').first()).toHaveText(firstItem);
    for (const text of await summary.getByRole('link').allTextContents()) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
    const firstName = page.getByLabel(join.form.firstName.label, { exact: true });
    await expect(firstName).toHaveAccessibleDescription(new RegExp(validation.required.replace('.', '\\.')));
    await summary.getByRole('link').first().click();
    await expect(firstName).toBeFocused();
  });
});

// ---------------------------------------------------------------------------------------------------------
// The donation form
// ---------------------------------------------------------------------------------------------------------

interface DonationAnswers {
  donationFor: string;
  recipientEmail: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  postalCode: string;
  city: string;
  country: string;
  cardNumber: string;
  cardHolder: string;
  expiryDate: string;
  cvv: string;
}

const donationAnswers = (tag: string): DonationAnswers => ({
  donationFor: 'Grace Hopper',
  recipientEmail: `friend-${tag}@example.org`,
  firstName: 'Marc',
  lastName: `Lefebvre ${nameTag(tag)}`,
  phone: '+33 1 23 45 67 89',
  email: `${tag}@example.com`,
  postalCode: '75001',
  city: 'Paris',
  country: 'FR',
  cardNumber: '4242 4242 4242 4242',
  cardHolder: 'Marc Lefebvre',
  expiryDate: '12/34',
  cvv: '737',
});

const gift = {
  frequency: 'How often would you like to give?',
  amount: 'How much would you like to give?',
  type: 'Is this gift in honour or in memory of someone?',
  notification: 'How should we send the card?',
};

/** An option of each of the gift's radio groups. */
type GiftChoices = Record<keyof typeof gift, string>;
const defaultGift: GiftChoices = {
  frequency: 'Every month',
  amount: '$1,000',
  type: 'In honour of someone',
  notification: 'By email',
};
/** The gift fillDonation chooses. */
const chosenGift: GiftChoices = {
  frequency: 'Every year',
  amount: '$250',
  type: 'In memory of someone',
  notification: 'As a printed card',
};

const giftOptions = (form: Locator, choices: GiftChoices) =>
  (Object.keys(gift) as (keyof typeof gift)[]).map((group) => radioIn(form, gift[group], choices[group]));

async function expectGift(form: Locator, choices: GiftChoices) {
  for (const option of giftOptions(form, choices)) await expect(option).toBeChecked();
}

const donationForm = (page: Page) => ({
  donationFor: page.getByLabel('Their name (optional)'),
  notifyRecipient: page.getByRole('checkbox', { name: 'Let someone know about this gift' }),
  recipientEmail: page.getByLabel("Recipient's email address"),
  firstName: page.getByLabel('First name'),
  lastName: page.getByLabel('Last name'),
  phone: page.getByLabel('Phone number'),
  email: page.getByLabel('Email address', { exact: true }),
  postalCode: page.getByLabel('Postal code'),
  city: page.getByLabel('Town or city'),
  country: page.getByLabel('Country', { exact: true }),
  cardNumber: page.getByLabel('Card number'),
  cardHolder: page.getByLabel('Name on the card'),
  expiryDate: page.getByLabel('Expiry date'),
  cvv: page.getByLabel('Security code'),
});

/** The chosen gift (someone told, by a printed card), then the answers typed. */
async function fillDonation(page: Page, form: Locator, answers: DonationAnswers) {
  for (const option of giftOptions(form, chosenGift)) await option.check();
  await fillFields(donationForm(page), answers);
}

async function expectDonationDefaults(page: Page, form: Locator) {
  const fields = donationForm(page);
  await expectGift(form, defaultGift);
  await expect(fields.notifyRecipient).toBeChecked();
  await expect(fields.recipientEmail).toHaveValue('');
  for (const field of [fields.donationFor, fields.firstName, fields.email, fields.cardNumber, fields.cvv]) {
    await expect(field).toHaveValue('');
  }
  await expect(form.getByRole('button', { name: 'Donate $1,000 every month' })).toBeVisible();
}

const expectedDonationDocument = (answers: DonationAnswers) => ({
  id: expect.any(String),
  donationType: 'in_memory',
  donationFor: answers.donationFor,
  notifyRecipient: true,
  notificationType: 'print',
  recipientEmail: answers.recipientEmail,
  donationFrequency: 'annually',
  donationAmount: '250$',
  personalInfo: {
    firstName: answers.firstName,
    lastName: answers.lastName,
    phone: answers.phone,
    email: answers.email,
  },
  billingInfo: { postalCode: answers.postalCode, city: answers.city, country: answers.country },
  // Masked to its last four digits, and no CVV (PCI DSS 3.5.1 and 3.3.1.2).
  paymentInfo: { cardNumber: '**** **** **** 4242', cardHolder: answers.cardHolder, expiryDate: answers.expiryDate },
  ipAddress: '127.0.0.1',
  // The page's language, for the receipt.
  language: 'en',
  reference: expect.stringMatching(referencePattern),
  // Set by the server: the gift waits for the club (docs/forms.md, the life of a donation).
  status: 'received',
  timestamp: expect.any(String),
});

test.describe('donation form', () => {
  test('a visitor donates: defaults, banner, reset, masked card and no CVV stored or sent', async ({ page }) => {
    const console = watchConsole(page);
    const { commits, bodies } = watchCommits(page);
    const form = await openForm(page, '/get-involved/donate', 'Make a donation');
    await expectDonationDefaults(page, form);
    // The preset amounts, in the language's currency format, and another amount.
    const amounts = form.getByRole('group', { name: gift.amount }).getByRole('radio');
    const amountNames = ['$15', '$50', '$100', '$150', '$250', '$500', '$750', '$1,000', 'Other amount'];
    await expect(amounts).toHaveCount(amountNames.length);
    for (const [index, name] of amountNames.entries()) await expect(amounts.nth(index)).toHaveAccessibleName(name);

    const answers = donationAnswers(uniqueTag('donate'));
    await fillDonation(page, form, answers);
    const submit = form.getByRole('button', { name: 'Donate $250 every year' });
    await page.clock.fastForward(pastMinimumFillTime);
    await pauseClock(page);
    const submittedAt = Date.now();
    await submit.click();

    const banner = page.getByRole('status').filter({ hasText: successText });
    await expect(banner).toBeVisible();
    await expectBannerForFiveSeconds(page, banner);
    await expectDonationDefaults(page, form);

    expect(commits).toHaveLength(1);
    // Only the last four digits travel; the server stores them masked.
    const postBody = new URLSearchParams(commits[0]!.postData() ?? '');
    expect(postBody.get('paymentInfo.cardLast4')).toBe('4242');
    expect([...postBody.keys()].filter((name) => /card(Number)?$|cvv/i.test(name))).toEqual([]);
    // Neither the card number nor the CVV went anywhere.
    for (const body of bodies) {
      expect(body).not.toContain('4242 4242 4242 4242');
      expect(body).not.toContain('4242424242424242');
      expect(body).not.toMatch(/cvv/i);
    }

    const mine = (await exported('donationFormSubmissions')).filter(
      (doc) => (doc.personalInfo as { email?: string } | undefined)?.email === answers.email,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toStrictEqual(expectedDonationDocument(answers));
    expect(JSON.stringify(mine[0])).not.toContain(answers.cvv);
    expectServerTimestamp(mine[0]!, submittedAt, Date.now());
    console.expectClean();
  });

  test('the card choice and recipient e-mail show only while someone is to be told', async ({ page }) => {
    const form = await openForm(page, '/get-involved/donate', 'Make a donation');
    const fields = donationForm(page);
    const notification = form.getByRole('group', { name: gift.notification });
    await expect(notification).toBeVisible();
    await expect(fields.recipientEmail).toBeVisible();
    await expect(fields.recipientEmail).toHaveAttribute('type', 'email');

    // Always in the HTML, shown by CSS alone while the box is ticked.
    await fields.notifyRecipient.uncheck();
    await expect(notification).toBeHidden();
    await expect(fields.recipientEmail).toBeHidden();

    await fields.notifyRecipient.check();
    await expect(notification).toBeVisible();
    await expect(radioIn(form, gift.notification, 'By email')).toBeChecked();
    await expect(fields.recipientEmail).toBeVisible();
  });

  test('fields use the browser’s types and autocomplete tokens', async ({ page }) => {
    await openForm(page, '/get-involved/donate', 'Make a donation');
    const fields = donationForm(page);
    await expect(fields.email).toHaveAttribute('type', 'email');
    await expect(fields.phone).toHaveAttribute('type', 'tel');
    await expectAutocompleteTokens([
      [fields.donationFor, 'off'],
      [fields.recipientEmail, 'off'],
      [fields.firstName, 'given-name'],
      [fields.lastName, 'family-name'],
      [fields.phone, 'tel'],
      [fields.email, 'email'],
      [fields.postalCode, 'postal-code'],
      [fields.city, 'address-level2'],
      [fields.country, 'country'],
      [fields.cardNumber, 'cc-number'],
      [fields.cardHolder, 'cc-name'],
      [fields.expiryDate, 'cc-exp'],
      [fields.cvv, 'cc-csc'],
    ]);
  });

  test('another amount replaces the presets and names itself on the button', async ({ page }) => {
    const form = await openForm(page, '/get-involved/donate', 'Make a donation');
    await radioIn(form, gift.amount, 'Other amount').check();
    const other = page.getByLabel('Your amount in US dollars');
    await expect(other).toBeVisible();
    await expect(other).toHaveValue('');
    await other.fill('75.50');
    await expect(form.getByRole('button', { name: 'Donate $75.50 every month' })).toBeVisible();
  });

  test('an empty donation shows the focused error summary and its links reach the fields', async ({ page }) => {
    const { commits } = watchCommits(page);
    const form = await openForm(page, '/get-involved/donate', 'Make a donation');
    await form.getByRole('button', { name: 'Donate $1,000 every month' }).click();
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /^Recipient.s email address: / })).toBeVisible();
    await summary.getByRole('link', { name: 'Card number: This field is required.' }).click();
    await expect(donationForm(page).cardNumber).toBeFocused();
    expect(commits).toHaveLength(0);
  });

  test('a failed post shows the alert and keeps every value', async ({ page }) => {
    const form = await openForm(page, '/get-involved/donate', 'Make a donation');
    const answers = donationAnswers(uniqueTag('donate-blocked'));
    await fillDonation(page, form, answers);
    await submitWhilePostsFail(page, form.getByRole('button', { name: 'Donate $250 every year' }));

    await expectGift(form, chosenGift);
    await expect(donationForm(page).notifyRecipient).toBeChecked();
    await expectValues(donationForm(page), answers);
    const stored = await exported('donationFormSubmissions');
    expect(stored.filter((doc) => (doc.personalInfo as { email?: string }).email === answers.email)).toHaveLength(0);
  });
});
