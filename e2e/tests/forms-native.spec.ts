// The forms before (and without) their code: JavaScript off, or the get-involved remote's browser code down. A
// native submit posts to the form page's own address; the server decides: invalid → the page again with the
// GOV.UK error pattern and every value kept; stored → 303 to the confirmation, which reload, Back and Forward
// never send again. A donation cannot carry card data natively, so it is refused with a clear message. And in
// no path does any request the page sends carry the card number or the CVV.
import { test as plain, type Browser, type Page } from '@playwright/test';
import { fillApplication } from './support/application';
import { expect, test } from './support/fixtures';
import { fillDonation } from './support/donation';
import { origin } from './support/env';
import { requestedUrls } from './support/site';
import { submissionsCli } from './support/submissions';
import { uniqueTag } from './support/submitting';

type Stored = Record<string, unknown> & { id: string; reference: string; ipAddress: string };
const exported = (collection: string) => submissionsCli<Stored>('export', collection);
const referencePattern = /SC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

/** What each language shows of the error pattern and the confirmation. */
const texts = {
  en: {
    prefix: 'Error: ',
    summary: 'There is a problem',
    success: 'Your form has been successfully submitted. Thank you!',
    cardAlert: 'Card details can only be sent by this page’s script',
  },
  fr: {
    prefix: 'Erreur : ',
    summary: 'Un problème est survenu',
    success: 'Votre formulaire a bien été envoyé. Merci !',
    cardAlert: 'Les données de carte ne peuvent être envoyées que par le script de cette page',
  },
  ar: {
    prefix: 'خطأ: ',
    summary: 'هناك مشكلة',
    success: 'تم إرسال النموذج بنجاح. شكرًا لك!',
    cardAlert: 'لا يمكن إرسال بيانات البطاقة إلا عبر البرنامج النصي لهذه الصفحة',
  },
} as const;
type Lng = keyof typeof texts;
const prefixOf = (lng: Lng) => (lng === 'en' ? '' : `/${lng}`);

async function withoutScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const lng of ['en', 'fr', 'ar'] as const) {
  plain(`${lng}: JavaScript off, an application is checked and stored by the server, once`, async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      const address = `${prefixOf(lng)}/get-involved/join`;
      await page.goto(address);
      const form = page.locator(`form[method="post"][action="${address}"]`);
      await expect(form).toHaveCount(1);
      await expect(form.locator('button[type="submit"]')).toBeEnabled();

      // An empty submit, one field typed: the page again, the error pattern, the typed value kept.
      await page.locator('[name="firstName"]').fill('Layla');
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.locator('button[type="submit"]').click();
      expect((await answer).status()).toBe(422);
      await expect(page).toHaveTitle(new RegExp(`^${texts[lng].prefix}`));
      const summary = page.getByRole('alert').filter({ hasText: texts[lng].summary });
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link').first()).toBeVisible();
      await expect(page.locator('[name="firstName"]')).toHaveValue('Layla');
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();

      // Filled and sent (from a fresh visit, so history holds only GETs): 303 to the confirmation, the reference
      // shown, the server's view of the address stored.
      await page.goto(address);
      const email = `${uniqueTag(`native-${lng}`)}@example.com`;
      await fillApplication(page, email);
      await page.locator('form[method="post"] button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${address}\\?sent=SC-`));
      await expect(page.getByText(texts[lng].success)).toBeVisible();
      const reference = new URL(page.url()).searchParams.get('sent')!;
      await expect(page.getByText(reference)).toBeVisible();
      const stored = (await exported('joinFormSubmissions')).filter((doc) => doc.email === email);
      expect(stored).toEqual([expect.objectContaining({ reference, ipAddress: '127.0.0.1', language: lng })]);

      // Reload, Back (the empty form) and Forward: the confirmation again, nothing sent again.
      await page.reload();
      await expect(page.getByText(reference)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await page.goForward();
      await expect(page.getByText(reference)).toBeVisible();
      expect((await exported('joinFormSubmissions')).filter((doc) => doc.email === email)).toHaveLength(1);
    });
  });

  plain(`${lng}: JavaScript off, a donation is refused with a clear message, every value kept`, async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      const address = `${prefixOf(lng)}/get-involved/donate`;
      await page.goto(address);
      // The card inputs carry no name: a native post cannot send them.
      for (const autocomplete of ['cc-number', 'cc-name', 'cc-exp', 'cc-csc'])
        await expect(page.locator(`input[autocomplete="${autocomplete}"]`)).not.toHaveAttribute('name', /.*/);
      const tag = uniqueTag(`native-donor-${lng}`);
      await fillDonation(page, {
        email: `${tag}@example.com`,
        recipient: `${tag}-friend@example.com`,
        card: { number: '4242 4242 4242 4242', cvv: '123' },
      });
      const sent = page.waitForRequest((request) => request.method() === 'POST');
      await page.locator('form[method="post"] button[type="submit"]').click();
      const body = (await sent).postData() ?? '';
      expect(body).not.toContain('4242');
      expect(body).not.toContain('123&');
      await expect(page.getByText(texts[lng].cardAlert)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${texts[lng].prefix}`));
      await expect(page.locator('[name="donationFor"]')).toHaveValue('Samir Haddad');
      await expect(page.locator('[name="personalInfo.email"]')).toHaveValue(`${tag}@example.com`);
      await expect(page.locator('[name="billingInfo.city"]')).toHaveValue('Beirut');
      const stored = await exported('donationFormSubmissions');
      expect(stored.filter((doc) => JSON.stringify(doc).includes(tag))).toHaveLength(0);
    });
  });
}

test('with the get-involved remote’s browser code unreachable, the application still goes, natively', async ({
  page,
}) => {
  // Every file of the remote's origin fails in the browser (the server still renders the section).
  await page.route(`${origin(2)}/**`, (route) => route.abort());
  await page.goto('/get-involved/join');
  const email = `${uniqueTag('remote-down')}@example.com`;
  await fillApplication(page, email);
  await page.locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/get-involved\/join\?sent=SC-/, { timeout: 30_000 });
  await expect(page.getByText('Your form has been successfully submitted. Thank you!')).toBeVisible();
  expect((await exported('joinFormSubmissions')).filter((doc) => doc.email === email)).toHaveLength(1);
});

test('a donation through its island: no request of the page carries the card number or the CVV', async ({ page }) => {
  const bodies: string[] = [];
  page.on('request', (request) => bodies.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto('/get-involved/donate');
  const tag = uniqueTag('island-donor');
  await fillDonation(page, {
    email: `${tag}@example.com`,
    recipient: `${tag}-friend@example.com`,
    card: { number: '4242 4242 4242 4242', holder: 'Layla Haddad', expiry: '12/30', cvv: '987' },
  });
  await page.locator('form[method="post"] button[type="submit"]').click();
  await expect(page.getByText(referencePattern)).toBeVisible({ timeout: 20_000 });
  const posted = bodies.filter((body) => body.includes('personalInfo.email'));
  expect(posted).toHaveLength(1);
  expect(posted[0]).toContain('paymentInfo.cardLast4=4242');
  for (const body of bodies) {
    expect(body).not.toMatch(/4242(\+|%20| )?4242(\+|%20| )?4242/);
    expect(body).not.toMatch(/cvv|987/i);
  }
  const stored = (await exported('donationFormSubmissions')).filter((doc) => JSON.stringify(doc).includes(tag));
  expect(stored).toHaveLength(1);
  expect(stored[0]!.paymentInfo).toMatchObject({ cardNumber: '**** **** **** 4242' });
});

for (const form of [
  { page: '/fr/get-involved/join', typed: 'firstName', value: 'Layla', listed: 'Nom', notListed: 'Prénom' },
  { page: '/fr/get-involved/donate', typed: 'donationFor', value: 'Samir Haddad', listed: 'Numéro de carte' },
]) {
  plain(
    `${form.page}: sent before its island is ready, fields left empty: the summary at once, nothing posted`,
    async ({ page }) => {
      // The islands' code is slow to come; the page's own check answers (shell/src/islands/early-summary.ts).
      await page.route('**/islands.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 15_000));
        await route.continue().catch(() => undefined);
      });
      const posts = requestedUrls(page, (request) => request.method() === 'POST');
      await page.goto(form.page);
      await page.locator(`[name="${form.typed}"]`).fill(form.value);
      await page.locator('form[method="post"] button[type="submit"]').click();
      const summary = page.getByRole('alert').filter({ hasText: texts.fr.summary });
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: new RegExp(`^${form.listed} ?:`) })).toBeVisible();
      if (form.notListed)
        await expect(summary.getByRole('link', { name: new RegExp(`^${form.notListed} ?:`) })).toHaveCount(0);
      // An entry's link takes the visitor to its field.
      await summary.getByRole('link').first().click();
      await expect(page.locator('input:focus, select:focus, textarea:focus')).toHaveCount(1);
      expect(posts).toEqual([]);
      await expect(page).not.toHaveTitle(/^Erreur : /);
      await expect(page.locator(`[name="${form.typed}"]`)).toHaveValue(form.value);
    },
  );
}

plain(
  'an application sent before its island is ready, every required field filled: natively, and the server decides',
  async ({ page }) => {
    await page.route('**/islands.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/fr/get-involved/join');
    // Every field the page checks is filled; the address is one only the server refuses.
    await fillApplication(page, 'layla-at-example.com');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator('form[method="post"] button[type="submit"]').click();
    const response = await answer;
    expect(response.status()).toBe(422);
    expect(response.request().postData()).toContain('earlyPost=1');
    await expect(page).toHaveTitle(/^Erreur : /);
    await expect(page.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[name="firstName"]')).toHaveValue('Layla');
  },
);
