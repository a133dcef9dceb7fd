// The forms as an abuser would use them, on a server of this spec's own with the limits `npm start` uses (10
// submissions per client address in 10 minutes, 3 messages per e-mail address in 24 hours). Requests "from a
// script" leave from other loopback addresses (127.0.0.x), so each test is its own client to the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startServeProcess } from '@stallions/local-cloud/serve-process';
import { applicationFields } from './support/application';
import { fillDonation } from './support/donation';
import { expect, test } from './support/fixtures';
import { scriptPost, type Answer } from './support/script-post';
import { ownPorts } from './support/env';
import { submissionsCliIn } from './support/submissions';

const ports = ownPorts('form-abuse');
const shell = `http://localhost:${ports.base}`;
let site: ChildProcess | undefined;
let folder: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'form-abuse-'));
  site = await startServeProcess({
    basePort: ports.base,
    cloudPort: ports.cloud,
    dataDir: join(folder, '.data'),
    // The defaults: no SUBMISSION_LIMITS.
    env: { SUBMISSION_LIMITS: '', RELEASES_DIR: join(folder, 'no-releases') },
  });
});

test.afterAll(() => {
  site?.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

type Stored = Record<string, unknown> & { reference: string };
type Message = { to: string; kind: string; reference: string };
const stored = (collection: string) => submissionsCliIn<Stored>(join(folder, '.data'), 'export', collection);
const outbox = () => submissionsCliIn<Message>(join(folder, '.data'), 'outbox');

/** A POST from a script leaving from `from` (a loopback address), as the island sends it or as a form does. */
const postFrom = (from: string, path: string, body: string, accept = 'application/json') =>
  scriptPost(`${shell}${path}`, body, { from, headers: { Accept: accept } });

const application = (email: string, firstName?: string) => applicationFields(email, firstName).toString();

const donation = (donor: string, recipient: string, amount = '50') =>
  new URLSearchParams({
    donationFrequency: 'one_time',
    donationAmount: amount,
    donationType: 'in_honor',
    donationFor: 'Samir Haddad',
    notifyRecipient: 'true',
    notificationType: 'email',
    recipientEmail: recipient,
    'personalInfo.firstName': 'Layla',
    'personalInfo.lastName': 'Haddad',
    'personalInfo.phone': '+961 3 123 456',
    'personalInfo.email': donor,
    'billingInfo.postalCode': '1100',
    'billingInfo.city': 'Beirut',
    'billingInfo.country': 'Lebanon',
    'paymentInfo.cardLast4': '4242',
    'paymentInfo.cardHolder': 'Layla Haddad',
    'paymentInfo.expiryDate': '12/30',
  }).toString();

test('a captured island request, replayed with another recipient and a link in the tribute name, sends nothing', async ({
  page,
}) => {
  // A real donation in the browser; its own request, captured.
  const captured: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/get-involved/donate'))
      captured.push(request.postData() ?? '');
  });
  await page.goto(`${shell}/get-involved/donate`);
  await fillDonation(page, {
    email: 'layla.donor@example.com',
    recipient: 'samir@example.com',
    card: { number: '4242 4242 4242 4242', holder: 'Layla Haddad', expiry: '12/30', cvv: '987' },
  });
  await page.locator('form[method="post"] button[type="submit"]').click();
  const banner = page.getByText(/SC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/).first();
  await expect(banner).toBeVisible({ timeout: 20_000 });
  // Read while it is on screen: the banner shows for a few seconds, then the form resets.
  const shown = await banner.textContent({ timeout: 1_000 });
  expect(captured).toHaveLength(1);
  const before = { documents: (await stored('donationFormSubmissions')).length, messages: (await outbox()).length };

  // The same request again, three times: the same reference, nothing stored or sent again.
  for (let i = 0; i < 3; i++) {
    const again = await postFrom('127.0.0.2', '/get-involved/donate', captured[0]!);
    expect(again.status).toBe(200);
    expect(shown).toContain((JSON.parse(again.body) as { reference: string }).reference);
  }
  // Another recipient and spam in the tribute name: refused, nothing stored, nothing sent.
  const spam = new URLSearchParams(captured[0]!);
  spam.set('recipientEmail', 'victim@example.com');
  spam.set('donationFor', 'Claim a prize at spam.example');
  const refused = await postFrom('127.0.0.2', '/get-involved/donate', spam.toString());
  expect(refused.status).toBe(422);
  expect(JSON.parse(refused.body)).toMatchObject({
    outcome: 'invalid',
    problems: [{ name: 'donationFor', message: 'validation.noLinks' }],
  });
  expect((await stored('donationFormSubmissions')).length).toBe(before.documents);
  const messages = await outbox();
  expect(messages.length).toBe(before.messages);
  expect(messages.filter((message) => message.to === 'victim@example.com')).toHaveLength(0);
});

test('eleven submissions from one address: the eleventh gets 429, Retry-After, a translated message', async () => {
  const answers: Answer[] = [];
  for (let i = 0; i < 10; i++)
    answers.push(await postFrom('127.0.0.3', '/get-involved/join', application(`flood${i}@example.com`)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  // The eleventh, as a native French form post: the page again, with the message and the values.
  const eleventh = await postFrom(
    '127.0.0.3',
    '/fr/get-involved/join',
    application('flood10@example.com', 'Onzième'),
    'text/html',
  );
  expect(eleventh.status).toBe(429);
  expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(500);
  expect(eleventh.body).toContain('Trop de formulaires ont été envoyés depuis cette connexion');
  expect(eleventh.body).toContain('value="Onzième"');
  const flood = (await stored('joinFormSubmissions')).filter((doc) => String(doc.email).startsWith('flood'));
  expect(flood).toHaveLength(10);
  // Another client is not held back by this one.
  expect((await postFrom('127.0.0.4', '/get-involved/join', application('other@example.com'))).status).toBe(200);
});

test('a fourth message to one e-mail address in a day is not sent, whoever asks for it', async () => {
  const target = 'often@example.com';
  // One each: the application's confirmation, a donor's acknowledgement, a tribute notice: three to the target's
  // limit. The tribute is counted when the gift is asked for, though it is queued only once the club completes it.
  expect((await postFrom('127.0.0.5', '/get-involved/join', application(target))).status).toBe(200);
  expect((await postFrom('127.0.0.6', '/get-involved/donate', donation(target, 'friend@example.com'))).status).toBe(
    200,
  );
  expect((await postFrom('127.0.0.7', '/get-involved/donate', donation('giver@example.com', target))).status).toBe(200);
  const fourth = await postFrom('127.0.0.8', '/get-involved/donate', donation('giver2@example.com', target, '15'));
  expect(fourth.status).toBe(429);
  expect(JSON.parse(fourth.body)).toMatchObject({
    outcome: 'limited',
    alert: 'getInvolved.form.alerts.recipientLimited',
  });
  expect((await outbox()).filter((message) => message.to === target)).toHaveLength(2);
  expect((await stored('donationFormSubmissions')).filter((doc) => doc.recipientEmail === target)).toHaveLength(1);
});

test('local-cloud’s Firestore endpoint takes no commit from a web page, nor from anyone', async ({ page }) => {
  const commit = `http://127.0.0.1:${ports.cloud}/v1/projects/stallions-local/databases/(default)/documents:commit`;
  const body = JSON.stringify({ writes: [] });
  const fromAnotherOrigin = await fetch(commit, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
  });
  expect(fromAnotherOrigin.status).toBe(403);
  expect(fromAnotherOrigin.headers.get('access-control-allow-origin')).toBeNull();
  // A page of another origin (a remote's standalone page here) cannot even read an answer.
  await page.goto(`http://localhost:${ports.base + 1}/`);
  const fromPage = await page.evaluate(
    (url) =>
      fetch(url, { method: 'POST', body: '{"writes":[]}', headers: { 'Content-Type': 'text/plain' } }).then(
        (response) => `answered ${response.status}`,
        () => 'refused',
      ),
    commit,
  );
  expect(fromPage).toBe('refused');
  const malformed = await fetch(
    `http://127.0.0.1:${ports.cloud}/v1/projects/%E0%A4%A/databases/(default)/documents:commit`,
    {
      method: 'POST',
      body,
    },
  );
  expect(malformed.status).toBe(400);
});
