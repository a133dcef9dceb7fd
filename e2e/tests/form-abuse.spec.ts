// The forms as an abuser would use them, on a server of this spec's own with the limits `npm start` uses (10
// submissions per client address in 10 minutes, 3 messages per e-mail address in 24 hours). Requests "from a
// script" leave from other loopback addresses (127.0.0.x), so each test is its own client to the server.
import { join } from 'node:path';
import { applicationFields } from './support/application';
import { fillDonation } from './support/donation';
import { expect, test } from './support/fixtures';
import { pastFormTokenMinimum, scriptFormViews, withFormToken } from './support/form-token';
import { scriptPost, type Answer } from './support/script-post';
import { ownPorts } from './support/env';
import { serveFromOwnFolder } from './support/own-server';
import { staffCommandIn } from './support/staff';
import { submissionsCliIn } from './support/submissions';

const ports = ownPorts('form-abuse');
const shell = `http://localhost:${ports.base}`;

test.describe.configure({ mode: 'serial' });

const folder = serveFromOwnFolder('form-abuse', ports, 120_000, (work) => ({
  // The defaults: no SUBMISSION_LIMITS.
  env: { SUBMISSION_LIMITS: '', RELEASES_DIR: join(work, 'no-releases') },
}));

type Stored = Record<string, unknown> & { reference: string };
type Message = { to: string; kind: string; reference: string };
const stored = (collection: string) => submissionsCliIn<Stored>(join(folder(), '.data'), 'export', collection);
const outbox = () => submissionsCliIn<Message>(join(folder(), '.data'), 'outbox');

const formViews = scriptFormViews(shell);

/**
 * A POST from a script leaving from `from` (a loopback address), as the island sends it or as a form does, with the
 * token of a view of the form page the script read first (form-token.spec tests a post without one).
 */
const postFrom = async (from: string, path: string, body: string, accept = 'application/json') =>
  scriptPost(`${shell}${path}`, withFormToken(body, await formViews(path)), { from, headers: { Accept: accept } });

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
    'billingInfo.country': 'LB',
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
  await pastFormTokenMinimum(page);
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
    problems: [{ name: 'donationFor', message: 'validation.name' }],
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

/** The test's own reading of "one mailbox": case folded, the +tag gone (the addresses below are plain ASCII). */
const mailboxOf = (address: string) => address.toLowerCase().replace(/\+[^@]*@/, '@');
const messagesTo = async (address: string) =>
  (await outbox()).filter((message) => mailboxOf(message.to) === mailboxOf(address));
const donorOf = (document: Stored) => (document.personalInfo as { email: string }).email;
/** The staff's command on this spec's store, with the limits its server uses (the defaults). */
const staff = (...args: string[]) =>
  staffCommandIn({ DATA_DIR: join(folder(), '.data'), SUBMISSION_LIMITS: '' }, ...args);

test('a fourth message to one mailbox in a day is not sent, however its address is spelt and whoever asks', async () => {
  const target = 'often@example.com';
  // Three messages to the target's mailbox, each spelt another way: an applicant's confirmation, a donor's
  // acknowledgement, another applicant's confirmation. Being named as a gift's recipient counts nothing yet: the
  // tribute message goes, and counts, only once the club completes the gift.
  expect((await postFrom('127.0.0.5', '/get-involved/join', application('Often@Example.com'))).status).toBe(200);
  const asDonor = donation('often+gift@example.com', 'friend@example.com');
  expect((await postFrom('127.0.0.6', '/get-involved/donate', asDonor)).status).toBe(200);
  const named = await postFrom('127.0.0.7', '/get-involved/donate', donation('giver@example.com', target));
  expect(named.status).toBe(200);
  expect((await postFrom('127.0.0.8', '/get-involved/join', application('OFTEN+3@example.com', 'Third'))).status).toBe(
    200,
  );
  // A fourth, from yet another client: refused, nothing stored.
  const fourth = await postFrom('127.0.0.9', '/get-involved/donate', donation(target, 'friend@example.com', '15'));
  expect(fourth.status).toBe(429);
  expect(JSON.parse(fourth.body)).toMatchObject({
    outcome: 'limited',
    alert: 'getInvolved.form.alerts.recipientLimited',
  });
  expect((await messagesTo(target)).map((message) => message.kind)).toEqual([
    'applicantConfirmation',
    'donorAcknowledgement',
    'applicantConfirmation',
  ]);
  const donations = await stored('donationFormSubmissions');
  expect(donations.filter((doc) => mailboxOf(donorOf(doc)) === target)).toHaveLength(1);

  // The club completes the gift naming the target the same day: the giver's receipt goes; the tribute to the
  // full mailbox is held back, and the command says so.
  const { reference } = JSON.parse(named.body) as { reference: string };
  const completed = await staff('complete', reference);
  expect(completed).toMatchObject({ code: 0, stdout: `${reference}: received → completed; queued: donationReceipt\n` });
  expect(completed.stderr).toContain(`${reference}: tributeEmail held back: its mailbox has had 3 messages`);
  expect(await messagesTo(target)).toHaveLength(3);
  expect((await messagesTo('giver@example.com')).map((message) => message.kind)).toEqual([
    'donorAcknowledgement',
    'donationReceipt',
  ]);
});

test('a donor who names themself as the recipient: four donations, at most 3 messages to that mailbox', async () => {
  const spellings = ['self@example.com', 'Self@Example.com', 'self+2@example.com', 'SELF+4@example.com'];
  const answers: Answer[] = [];
  for (const [n, email] of spellings.entries()) {
    // Each names another spelling of the same mailbox as the one to be told of the gift.
    const body = donation(email, spellings[(n + 1) % spellings.length]!, String(20 + n));
    answers.push(await postFrom(`127.0.0.${10 + n}`, '/get-involved/donate', body));
  }
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
  expect(JSON.parse(answers[3]!.body)).toMatchObject({ alert: 'getInvolved.form.alerts.recipientLimited' });
  const mine = (await stored('donationFormSubmissions')).filter(
    (doc) => mailboxOf(donorOf(doc)) === 'self@example.com',
  );
  expect(mine).toHaveLength(3);
  expect((await messagesTo('self@example.com')).map((message) => message.kind)).toEqual(
    Array(3).fill('donorAcknowledgement'),
  );

  // The club completes all three the same day: each gift is completed, and the mailbox gets nothing more: the
  // receipts and the tributes are held back until its window has passed (the same command then sends them).
  for (const { reference } of mine) {
    const completed = await staff('complete', reference);
    expect(completed).toMatchObject({ code: 0, stdout: `${reference}: received → completed; queued: no message\n` });
    expect(completed.stderr).toContain(`${reference}: donationReceipt held back`);
    expect(completed.stderr).toContain(`${reference}: tributeEmail held back`);
  }
  expect(await staff('complete', mine[0]!.reference)).toMatchObject({
    code: 1,
    stderr: expect.stringContaining(`refused: ${mine[0]!.reference} is completed; nothing held back can go yet`),
  });
  expect(await messagesTo('self@example.com')).toHaveLength(3);
  expect(
    (await stored('donationFormSubmissions')).filter((doc) => mine.some((m) => m.reference === doc.reference)),
  ).toEqual(
    mine.map(() => expect.objectContaining({ status: 'completed', messagesHeld: ['donationReceipt', 'tributeEmail'] })),
  );
});

test('name+1@ … name+5@ are one mailbox: the fourth and fifth applications are refused', async () => {
  const statuses: number[] = [];
  for (let n = 1; n <= 5; n++) {
    const answer = await postFrom(`127.0.0.${20 + n}`, '/get-involved/join', application(`name+${n}@example.net`));
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  expect((await messagesTo('name@example.net')).map((message) => message.to)).toEqual([
    'name+1@example.net',
    'name+2@example.net',
    'name+3@example.net',
  ]);
  expect(
    (await stored('joinFormSubmissions')).filter((doc) => mailboxOf(String(doc.email)) === 'name@example.net'),
  ).toHaveLength(3);
});

test('the only way in is a form page: no Firestore endpoint, no post from a web page, no malformed input', async ({
  context,
}) => {
  const before = { documents: (await stored('joinFormSubmissions')).length, messages: (await outbox()).length };
  // The cloud port serves only the Remote Config template: a Firestore commit finds nothing, and no CORS.
  const commit = `http://127.0.0.1:${ports.cloud}/v1/projects/stallions-local/databases/(default)/documents:commit`;
  const toCloud = await fetch(commit, {
    method: 'POST',
    body: JSON.stringify({ writes: [] }),
    headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
  });
  expect(toCloud.status).toBe(404);
  expect(toCloud.headers.get('access-control-allow-origin')).toBeNull();
  // A page of another site posting an application to the form page: its script cannot even read an answer, and
  // the server refused it unread (the same post as a script shows it). A plain page: the fixture's page fails a
  // test on the CSP violations of the site's own pages, and this one is not the site's.
  const body = withFormToken(application('from-a-page@example.net'), await formViews('/get-involved/join'));
  const page = await context.newPage();
  await page.route('http://elsewhere.example/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
  );
  await page.goto('http://elsewhere.example/');
  const fromPage = await page.evaluate(
    ([url, form]) =>
      fetch(url, { method: 'POST', body: new URLSearchParams(form) }).then(
        (response) => `answered ${response.status}`,
        () => 'refused',
      ),
    [`${shell}/get-involved/join`, body] as const,
  );
  expect(fromPage).toBe('refused');
  const asThatPage = await scriptPost(`${shell}/get-involved/join`, body, {
    from: '127.0.0.40',
    headers: { Origin: 'http://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
  });
  expect(asThatPage.status).toBe(403);
  // Malformed input, as a script sends it: a Firestore commit's body (415), a malformed percent-escape (400).
  const commitBody = await scriptPost(`${shell}/get-involved/join`, '{"writes":[]}', {
    from: '127.0.0.41',
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(commitBody.status).toBe(415);
  const malformed = await postFrom('127.0.0.42', '/get-involved/join', `${application('bad@example.net')}&x=%E0%A4%A`);
  expect(malformed.status).toBe(400);
  expect({ documents: (await stored('joinFormSubmissions')).length, messages: (await outbox()).length }).toEqual(
    before,
  );
});
