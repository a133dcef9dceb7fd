// The form view's token and its ages (issue 46), on a server of this spec's own whose minimum age is 8 s (the
// default is 3 s: a longer one lets a test post "too soon" on a slow machine too) and whose maximum is a day.
//   too soon      a post a second after its page arrived: the form again, every value kept, the check-again
//                 message, nothing stored; the same form sent again after the minimum is stored, once;
//                 natively (no script) and through the island
//   expired       a token issued 25 hours ago (signed here with the store's secret: the clock of the test's host
//                 moved back) loses nothing either, and the next send is stored
//   none, forged  a script's post without a token, or with one it made up: nothing stored
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formTokenField } from '@stallions/shared-config/actions';
import { issueFormToken } from '@stallions/render-server/form-token';
import { applicationFields, fillApplication } from './support/application';
import { ownPorts } from './support/env';
import { expect, test } from './support/fixtures';
import { serveFromOwnFolder } from './support/own-server';
import { pastFormTokenMinimum } from './support/form-token';
import { scriptPost } from './support/script-post';
import { submissionsCliIn } from './support/submissions';

const ports = ownPorts('form-token');
const shell = `http://localhost:${ports.base}`;
const minimumMs = 8_000;

test.describe.configure({ mode: 'serial' });

const folder = serveFromOwnFolder('form-token', ports, 120_000, (work) => ({
  env: {
    FORM_TOKEN_AGES: JSON.stringify({ minSeconds: minimumMs / 1000, maxSeconds: 24 * 60 * 60 }),
    RELEASES_DIR: join(work, 'no-releases'),
  },
}));

const checkAgain = {
  en: 'Nothing has been sent yet: please check your answers and send the form again.',
  fr: 'Rien n’a encore été envoyé : vérifiez vos réponses et envoyez de nouveau le formulaire.',
  ar: 'لم يُرسَل شيء بعد: يُرجى مراجعة إجاباتك وإرسال النموذج مرة أخرى.',
} as const;
const success = {
  en: 'Your form has been successfully submitted. Thank you!',
  fr: 'Votre formulaire a bien été envoyé. Merci !',
  ar: 'تم إرسال النموذج بنجاح. شكرًا لك!',
} as const;
type Language = keyof typeof success;
const joinAddress = (lng: Language) => `${lng === 'en' ? '' : `/${lng}`}/get-involved/join`;

const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The applications stored under an address. */
const storedFor = async (email: string) =>
  (await submissionsCliIn<{ email: string }>(join(folder(), '.data'), 'export', 'joinFormSubmissions')).filter(
    (document) => document.email === email,
  );

/** What the visitor typed, as the form shows it now. */
const typed = (page: Page) =>
  Promise.all(['firstName', 'lastName', 'email', 'phone'].map((name) => page.locator(`[name="${name}"]`).inputValue()));

const submitButton = (page: Page) => page.locator('form[method="post"] button[type="submit"]');

/**
 * A send refused as too soon or too old: the check-again message, every value kept, nothing stored. The answer
 * brought a fresh token (the island's answer, or the page that came back: a new view); once it is old enough, the
 * same form sent again is stored once.
 */
async function expectRefusedThenStoredOnce(page: Page, lng: Language, email: string) {
  await expect(page.getByText(checkAgain[lng])).toBeVisible();
  const answered = Date.now();
  expect(await typed(page)).toEqual(['Layla', 'Haddad', email, '+961 3 123 456']);
  expect(await storedFor(email)).toHaveLength(0);

  await page.waitForTimeout(Math.max(0, answered + minimumMs + 500 - Date.now()));
  await submitButton(page).click();
  await expect(page.getByText(success[lng])).toBeVisible();
  expect(await storedFor(email)).toHaveLength(1);
}

for (const lng of ['fr', 'ar'] as const)
  test(`${lng}, without script: a post a second after the page came back with every value; sent again after the minimum, stored once`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: shell });
    const page = await context.newPage();
    await page.goto(joinAddress(lng));
    const email = uniqueEmail(`native-${lng}`);
    await fillApplication(page, email);
    await page.waitForTimeout(1_000);
    await submitButton(page).click();
    await expectRefusedThenStoredOnce(page, lng, email);
    await context.close();
  });

test('en, through the island: too soon, then the check-again message; sent again after the minimum, stored once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${shell}${joinAddress('en')}`);
  const email = uniqueEmail('island');
  await fillApplication(page, email);
  const first = page.waitForResponse((response) => response.request().method() === 'POST');
  await submitButton(page).click();
  expect((await first).status()).toBe(422);
  await expectRefusedThenStoredOnce(page, 'en', email);
});

test('an expired token (issued 25 hours ago) loses nothing, and the next send is stored', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${shell}${joinAddress('fr')}`);
  const email = uniqueEmail('expired');
  await fillApplication(page, email);
  // The token the page would carry had it been opened yesterday: signed with the store's secret.
  const secret = readFileSync(join(folder(), '.data', 'form-secret'), 'utf8').trim();
  const yesterday = issueFormToken(
    secret,
    { path: '/get-involved/join', language: 'fr' },
    new Date(Date.now() - 25 * 3_600_000),
  );
  await page.locator(`input[name="${formTokenField}"]`).evaluate((input, token) => {
    (input as HTMLInputElement).value = token;
  }, yesterday);
  await pastFormTokenMinimum(page, minimumMs + 500);
  await submitButton(page).click();
  await expectRefusedThenStoredOnce(page, 'fr', email);
});

test('a script’s post without a token, or with one it made up: the check-again answer, nothing stored', async () => {
  const email = uniqueEmail('script');
  const forged = `v1.${(Date.now() - 60_000).toString(36)}.${'A'.repeat(43)}`;
  for (const token of [undefined, forged]) {
    const fields = applicationFields(email);
    if (token) fields.set(formTokenField, token);
    const answer = await scriptPost(`${shell}${joinAddress('en')}`, fields.toString(), {
      headers: { Accept: 'application/json' },
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toMatchObject({
      outcome: 'invalid',
      problems: [],
      alert: 'getInvolved.form.alerts.checkAgain',
    });
  }
  expect(await storedFor(email)).toHaveLength(0);
});
