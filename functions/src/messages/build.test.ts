import type { DonationDocument } from '@stallions/submissions';
import { buildMessages, messageKinds, type Mail, type MessageKind, type StoredSubmission } from './build';
import ar from './locales/ar/messages.json';
import en from './locales/en/messages.json';
import fr from './locales/fr/messages.json';
import { interpolate, type Catalogue } from './text';
import { config, donationSubmission, joinSubmission, submittedAt } from './test-fixtures';

const personalInfo = () => donationSubmission().data.personalInfo as DonationDocument['personalInfo'];
const byKind = (mails: Mail[]) => Object.fromEntries(mails.map((mail) => [mail.kind, mail]));
/** Each `Label: value` row of a message's facts table stands as a whole line of its text part. */
const expectRows = (mail: Mail, rows: string[]) => {
  for (const row of rows) expect(mail.message.text).toContain(`${row}\n`);
};
/** The rows of the fixture's gift that the donor's acknowledgement and receipt both show. */
const giftRows = [
  'Amount: $250',
  'Frequency: Every year',
  'Tribute: In memory of Grace Hopper',
  'Reference: SC-9PWR-H3EA',
];
/** The visible text of an HTML part, tags removed and the five entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<style>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('a membership application', () => {
  it('confirms to the applicant with the reference, the five steps and what happens next', () => {
    const { mails, skipped } = buildMessages(joinSubmission(), config);
    expect(skipped).toEqual([]);
    expect(mails.map((mail) => mail.kind)).toEqual(['applicantConfirmation', 'committeeNotice']);
    const mail = byKind(mails).applicantConfirmation!;
    expect(mail).toMatchObject({
      id: 'joinFormSubmissions-joinDoc1-applicantConfirmation',
      to: 'amal@example.org',
      language: 'en',
      reference: 'SC-7K4M-2QXD',
    });
    expect(mail.message.subject).toBe('We have received your application (SC-7K4M-2QXD)');
    for (const part of [mail.message.text, visible(mail.message.html)]) {
      expect(part).toContain('Dear Amal,');
      expect(part).toContain('SC-7K4M-2QXD');
      expect(part).toContain(en.applicant.nextTitle);
      expect(part).toContain(en.applicant.next);
      for (const step of en.applicant.steps) expect(part).toContain(step);
    }
    expect(en.applicant.steps).toHaveLength(5);
    expect(mail.message.text).toMatch(/^1\. Application:.*\n2\. Pre-Evaluation:.*\n3\. Interview & Reference:/m);
    expect(mail.message.html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(mail.message.html.match(/<li /g)).toHaveLength(5);
  });

  it('tells the committee the name, reference and country, and nothing else the applicant typed', () => {
    const submission = joinSubmission();
    const mail = byKind(buildMessages(submission, config).mails).committeeNotice!;
    expect(mail.to).toBe('committee@stallions.example');
    expect(mail.message.subject).toBe('New membership application (SC-7K4M-2QXD)');
    for (const part of [mail.message.text, visible(mail.message.html)]) {
      expect(part).toContain('Amal Haddad');
      expect(part).toContain('Lebanon');
      expect(part).toContain('SC-7K4M-2QXD');
      expect(part).toContain('joinFormSubmissions/joinDoc1');
      for (const field of ['email', 'phone', 'dateOfBirth', 'whyInvolved', 'ipAddress'] as const) {
        expect(part).not.toContain(String(submission.data[field]));
      }
    }
  });

  it('writes in the language the applicant chose, Arabic right-to-left', () => {
    const mails = byKind(buildMessages(joinSubmission({ language: 'ar' }), config).mails);
    for (const mail of Object.values(mails)) {
      expect(mail.language).toBe('ar');
      expect(mail.message.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.message.subject).toMatch(/[\u0600-\u06FF]/);
    }
    expect(mails.applicantConfirmation!.message.subject).toBe(`تسلّمنا طلبك (SC-7K4M-2QXD)`);
    for (const step of ar.applicant.steps) expect(mails.applicantConfirmation!.message.text).toContain(step);
    // Latin values stay whole inside the right-to-left text.
    expect(mails.applicantConfirmation!.message.html).toContain('<bdi>SC-7K4M-2QXD</bdi>');

    const french = byKind(buildMessages(joinSubmission({ language: 'fr' }), config).mails);
    expect(french.applicantConfirmation!.message.text).toContain(fr.applicant.next);
    expect(french.applicantConfirmation!.message.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('falls back to English for a language it has no text for, and reads a region tag by its language', () => {
    expect(buildMessages(joinSubmission({ language: 'de' }), config).mails[0]!.language).toBe('en');
    expect(buildMessages(joinSubmission({ language: 'fr-CA' }), config).mails[0]!.language).toBe('fr');
  });
});

const completedAt = new Date('2025-04-15T09:00:00Z');
/** The messages of a donation's move to completed (or cancelled), on `completedAt`. */
const completed = (submission: StoredSubmission) =>
  buildMessages(submission, config, { status: 'completed', at: completedAt });
const cancelled = (submission: StoredSubmission) =>
  buildMessages(submission, config, { status: 'cancelled', at: completedAt });

describe('a donation, when it is received', () => {
  it('writes to the donor and to the club, and to nobody else, whatever the donor asked for', () => {
    for (const overrides of [
      { notificationType: 'email' as const },
      { notificationType: 'print' as const },
      { notifyRecipient: false, recipientEmail: '' },
    ]) {
      const { mails, skipped } = buildMessages(donationSubmission(overrides), config);
      expect(mails.map(({ kind, to }) => ({ kind, to }))).toEqual([
        { kind: 'donorAcknowledgement', to: 'sam@example.org' },
        { kind: 'donationNotice', to: 'donations@stallions.example' },
      ]);
      expect(skipped).toEqual([]);
    }
  });

  it('confirms to the donor the details received: amount, frequency, date, tribute, last four digits, reference', () => {
    const { mails } = buildMessages(donationSubmission({ notifyRecipient: false, recipientEmail: '' }), config);
    const mail = byKind(mails).donorAcknowledgement!;
    expect(mail.to).toBe('sam@example.org');
    expect(mail.message.subject).toBe('We have received your donation details (SC-9PWR-H3EA)');
    expectRows(mail, [...giftRows, 'Date: March 4, 2025', 'Card: ending in 4242']);
    for (const part of [mail.message.text, mail.message.html]) {
      expect(part).not.toContain('****');
      expect(part).not.toMatch(/cvv|739|12\/39/i);
    }
  });

  it('says what happens next and never reads as a receipt for money taken, in every language', () => {
    for (const [language, text] of [
      ['en', en],
      ['fr', fr],
      ['ar', ar],
    ] as const) {
      const mail = buildMessages(donationSubmission({ language }), config).mails[0]!;
      expect(mail.kind).toBe('donorAcknowledgement');
      expect(mail.message.subject).toBe(interpolate(text.donor.subject, { reference: 'SC-9PWR-H3EA' }));
      for (const part of [mail.message.text, visible(mail.message.html)]) {
        expect(part).toContain(text.donor.heading);
        expect(part).toContain(text.donor.nextTitle);
        expect(part).toContain(text.donor.next);
        // When the person named will be told: once the gift is complete.
        expect(part).toContain(text.donor.notified);
      }
    }
    // Subject, heading and introduction: details received, not a receipt nor a payment.
    const english = buildMessages(donationSubmission(), config).mails[0]!;
    for (const line of [english.message.subject, en.donor.heading, en.donor.thanks]) {
      expect(line).not.toMatch(/receipt|paid|payment|charged|record of your donation/i);
    }
    expect(en.donor.next).toMatch(/will contact you to complete your donation/);
    expect(en.donor.next).toMatch(/No money has been taken/);
    expect(en.donor.notified).toMatch(/^Once your gift is complete, /);
    expect(en.donor.cardQueued).toMatch(/^Once your gift is complete, /);
    expect(fr.donor.notified).toMatch(/^Une fois votre don finalisé, /);
    expect(ar.donor.notified).toMatch(/^بعد إتمام تبرعك، /);
    expect(fr.donor.subject).not.toMatch(/^reçu|un reçu/i); // « reçu » as a noun: a receipt
    expect(ar.donor.subject).not.toContain('إيصال');
  });

  it('formats the amount and the date in the page language', () => {
    const french = buildMessages(donationSubmission({ language: 'fr', donationAmount: '1250.50$' }), config).mails[0]!;
    expect(french.message.text).toMatch(/Montant: 1\u202f250,50\u00a0\$US\n/);
    expect(french.message.text).toContain('Date: 4 mars 2025');
    const arabic = buildMessages(donationSubmission({ language: 'ar' }), config).mails[0]!;
    expect(arabic.message.html).toContain('<html lang="ar" dir="rtl">');
    // Western digits, as the site shows them; "US$" isolated so it stays whole in right-to-left text.
    expect(arabic.message.text).toContain('250');
    expect(arabic.message.text).toContain('\u2066US$\u2069');
    expect(arabic.message.text).toContain('2025');
    expect(arabic.message.text).toContain(ar.donor.frequencies.annually);
  });

  it("tells the club's donations address that a gift waits, with its reference and no card data", () => {
    const notice = byKind(buildMessages(donationSubmission(), config).mails).donationNotice!;
    expect(notice.to).toBe('donations@stallions.example');
    expect(notice.message.subject).toBe('A donation waits to be completed (SC-9PWR-H3EA)');
    expectRows(notice, [
      'Donor: Sam Lee',
      'Amount: $250',
      'Reference: SC-9PWR-H3EA',
      'Stored as: donationFormSubmissions/donationDoc1',
    ]);
    expect(notice.message.text).toContain('set its status to completed');
    for (const part of [notice.message.subject, notice.message.text, notice.message.html]) {
      for (const value of ['4242', 'ending in', '12/39', 'Grace Hopper', 'family@example.org', 'sam@example.org']) {
        expect(part).not.toContain(value);
      }
    }
    // No donations address configured: the notice is skipped, the donor's message still goes.
    const none = buildMessages(donationSubmission(), { ...config, donationsEmail: '' });
    expect(none.mails.map((mail) => mail.kind)).toEqual(['donorAcknowledgement']);
    expect(none.skipped).toEqual([{ kind: 'donationNotice', reason: 'recipient address refused: no address' }]);
  });
});

describe('a donation, when the club has completed it', () => {
  it('sends the donor a receipt: amount, frequency, date completed, tribute, reference', () => {
    const { mails } = completed(donationSubmission({ notifyRecipient: false, recipientEmail: '' }));
    expect(mails.map(({ kind, to }) => ({ kind, to }))).toEqual([{ kind: 'donationReceipt', to: 'sam@example.org' }]);
    const receipt = mails[0]!;
    expect(receipt.message.subject).toBe('Your donation receipt (SC-9PWR-H3EA)');
    expectRows(receipt, [...giftRows, 'Date completed: April 15, 2025']);
    expect(receipt.message.text).toContain(en.receipt.thanks);
    expect(receipt.message.text).not.toContain('March 4, 2025');
    expect(receipt.message.text).not.toMatch(/4242|not a receipt/);
  });

  it('tells the recipient by e-mail of the gift in memory of the honoree, never the amount', () => {
    const { mails } = completed(donationSubmission({ notificationType: 'email' }));
    expect(mails.map((mail) => mail.kind)).toEqual(['donationReceipt', 'tributeEmail']);
    const mail = mails[1]!;
    expect(mail.to).toBe('family@example.org');
    expect(mail.message.subject).toBe('News of a gift to the Stallions Club');
    expect(mail.message.text).toContain(
      'Sam Lee has chosen to make a gift to the Stallions Club in memory of Grace Hopper.',
    );
    for (const part of [mail.message.subject, mail.message.text, mail.message.html]) {
      expect(part).not.toContain('250');
      expect(part).not.toContain('$');
      expect(part).not.toContain('4242');
    }
    // The donor is told, without the recipient's address being written back to them.
    expect(mails[0]!.message.text).toContain(en.receipt.notified);
    expect(mails[0]!.message.text).not.toContain('family@example.org');
  });

  it('in honour of someone unnamed', () => {
    const { mails } = completed(donationSubmission({ donationType: 'in_honor', donationFor: '' }));
    expect(mails[0]!.message.text).toContain('Tribute: In honour of someone dear to them');
    expect(mails[1]!.message.subject).toBe('News of a gift to the Stallions Club');
    expect(mails[1]!.message.text).toContain('in honour of someone dear to them.');
  });

  it('queues a printable card for the staff when the recipient is to be told by print', () => {
    const { mails } = completed(donationSubmission({ notificationType: 'print', language: 'fr' }));
    expect(mails.map((mail) => mail.kind)).toEqual(['donationReceipt', 'tributeCard']);
    const card = mails[1]!;
    expect(card.to).toBe('print@stallions.example');
    expect(card.message.subject).toBe('Carte d’hommage à imprimer (SC-9PWR-H3EA)');
    expect(card.message.html).toContain('@page{size:A5');
    expect(card.message.html).toContain('@media print{.screen-only{display:none}}');
    expect(card.message.html).toContain('class="screen-only"');
    expect(visible(card.message.html)).toContain(
      'Sam Lee a choisi de faire un don au Stallions Club à la mémoire de Grace Hopper.',
    );
    expect(mails[0]!.message.text).toContain(fr.receipt.cardQueued);
    expect(mails[0]!.message.subject).toBe('Reçu de votre don (SC-9PWR-H3EA)');
    expect(card.message.text).toContain('family@example.org');
    expect(card.message.html).not.toContain('250');
  });

  it('sends nothing to a recipient when notify is off', () => {
    const { mails } = completed(donationSubmission({ notifyRecipient: false, recipientEmail: '' }));
    expect(mails.map((mail) => mail.to)).toEqual(['sam@example.org']);
  });

  it('writes the receipt in the page language, Arabic right-to-left', () => {
    const receipt = completed(donationSubmission({ language: 'ar' })).mails[0]!;
    expect(receipt.message.html).toContain('<html lang="ar" dir="rtl">');
    expect(receipt.message.subject).toBe(interpolate(ar.receipt.subject, { reference: 'SC-9PWR-H3EA' }));
    expect(receipt.message.text).toContain(ar.receipt.completed);
  });
});

describe('a donation, when it is cancelled', () => {
  it('sends the donor a short note, and nobody else anything', () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const { mails } = cancelled(donationSubmission({ language, notificationType: 'email' }));
      expect(mails.map(({ kind, to }) => ({ kind, to }))).toEqual([
        { kind: 'donorCancellation', to: 'sam@example.org' },
      ]);
      const text = { en, fr, ar }[language];
      expect(mails[0]!.message.subject).toBe(interpolate(text.cancelled.subject, { reference: 'SC-9PWR-H3EA' }));
      expect(mails[0]!.message.text).toContain(text.cancelled.again);
    }
    const note = cancelled(donationSubmission()).mails[0]!;
    expect(note.message.text).toContain(
      'The donation you told us about on March 4, 2025 has been cancelled. No money has been taken',
    );
    expect(note.message.text).not.toContain('family@example.org');
  });
});

describe('bad input', () => {
  it('escapes every typed value in the HTML part', () => {
    // An apostrophe is allowed in a name (O'Brien), and escaped in the HTML.
    const firstName = "Amal O'Brien-D’Arcy";
    const join = buildMessages(joinSubmission({ firstName }), config);
    const named = donationSubmission({ donationFor: firstName, personalInfo: { ...personalInfo(), firstName } });
    const mails = [...join.mails, ...buildMessages(named, config).mails, ...completed(named).mails];
    expect(mails).toHaveLength(6);
    for (const mail of mails) {
      expect(mail.message.html).not.toContain("O'Brien");
      expect(mail.message.html).toContain('Amal O&#39;Brien-D’Arcy');
    }
    // The plain-text part is text: it shows what was typed.
    expect(join.mails[0]!.message.text).toContain(`Dear ${firstName},`);
    // Quotes, ampersands and angle brackets are no part of a name: a message that would carry one is not built.
    for (const markup of ['Amal "Lulu" & Co', '"><img src=x onerror=alert(1)>']) {
      const refused = buildMessages(joinSubmission({ firstName: markup }), config);
      expect(refused.mails).toEqual([]);
      expect(refused.skipped).toHaveLength(2);
    }
  });

  it('names the country from its stored code, in the message’s language, and builds nothing for any other value', () => {
    const notice = (language: string, country = 'LB') =>
      byKind(buildMessages(joinSubmission({ language, country }), config).mails).committeeNotice!;
    expect(notice('en').message.text).toContain('Lebanon');
    expect(notice('fr').message.text).toContain('Liban');
    expect(notice('ar').message.text).toContain('لبنان');
    expect(notice('en', 'CI').message.html).toContain('Côte d’Ivoire');
    // A stored country that is not a code of the forms' list: not a valid document, nothing is built.
    for (const country of ['Lebanon', '"><img src=x onerror=alert(1)>', 'LB\nSubject: hi']) {
      const { mails, skipped } = buildMessages(joinSubmission({ country }), config);
      expect(mails).toEqual([]);
      expect(skipped).toEqual([{ kind: 'all', reason: 'not a valid joinFormSubmissions document (country)' }]);
    }
  });

  it('keeps CR/LF out of subjects and off their own lines in the text (no header or content injection)', () => {
    // A line break, a line separator or a NUL is no part of a name: the messages that would carry one are skipped.
    const lastName = 'Haddad\r\nBcc: victim\r\n\r\nFake body';
    const { mails, skipped } = buildMessages(joinSubmission({ lastName }), config);
    expect(mails.map((mail) => mail.kind)).toEqual(['applicantConfirmation']);
    expect(skipped).toEqual([{ kind: 'committeeNotice', reason: 'a name carries a link or markup (lastName)' }]);
    for (const mail of mails) {
      expect(mail.message.subject).not.toMatch(/[\r\n]/);
      expect(mail.to).not.toMatch(/[\r\n]/);
      expect(mail.message.text).not.toMatch(/^(Bcc|Subject):/m);
      expect(mail.message.text).not.toContain('\r');
    }
    const donation = completed(
      donationSubmission({
        donationFor: 'Grace\u2028Hopper\u0000',
        personalInfo: { ...personalInfo(), lastName: 'Lee\nTo: someone' },
      }),
    );
    expect(donation.mails).toEqual([]);
    expect(donation.skipped.map((skip) => skip.reason)).toEqual([
      'a name carries a link or markup (donationFor)',
      'a name carries a link or markup (donationFor, personalInfo.lastName)',
    ]);
    // A name as the forms store it goes on one line.
    const tribute = completed(donationSubmission()).mails.find((mail) => mail.kind === 'tributeEmail')!;
    expect(tribute.message.subject).toBe('News of a gift to the Stallions Club');
    expect(tribute.message.text).toContain(
      'Sam Lee has chosen to make a gift to the Stallions Club in memory of Grace Hopper.',
    );
  });

  it('skips a message that would carry a name with a link or markup, logs which field, and sends the rest', () => {
    // The forms refuse such names; a document that has one anyway (an older client, a bug) sends none of them.
    // The rule is the forms' allow-list (names.ts): its table of disguised links is names.test.ts; a few here.
    for (const lastName of ['x。com', 'exa\u200Bmple', '\u202Emoc.x', '&lt;b&gt;', 'John 2', 'J.R.R', 'Ｈａｄｄａｄ']) {
      expect(buildMessages(joinSubmission({ lastName }), config).skipped).toEqual([
        { kind: 'committeeNotice', reason: 'a name carries a link or markup (lastName)' },
      ]);
    }
    const join = buildMessages(joinSubmission({ lastName: 'Buy at www.spam.test' }), config);
    expect(join.mails.map((mail) => mail.kind)).toEqual(['applicantConfirmation']);
    expect(join.skipped).toEqual([{ kind: 'committeeNotice', reason: 'a name carries a link or markup (lastName)' }]);
    const script = buildMessages(joinSubmission({ firstName: '<script>alert(1)</script>' }), config);
    expect(script.mails).toEqual([]);
    expect(script.skipped.map((skip) => skip.reason)).toEqual([
      'a name carries a link or markup (firstName)',
      'a name carries a link or markup (firstName)',
    ]);

    for (const notificationType of ['email', 'print'] as const) {
      const tribute = notificationType === 'email' ? 'tributeEmail' : 'tributeCard';
      // The honoree's name is in every message to the donor and the recipient (not in the club's notice).
      const honoreeDoc = donationSubmission({ notificationType, donationFor: 'cheap-pills.xyz' });
      const honoree = { received: buildMessages(honoreeDoc, config), completed: completed(honoreeDoc) };
      expect(honoree.received.mails.map((mail) => mail.kind)).toEqual(['donationNotice']);
      expect(honoree.received.skipped).toEqual([
        { kind: 'donorAcknowledgement', reason: 'a name carries a link or markup (donationFor)' },
      ]);
      expect(honoree.completed.mails).toEqual([]);
      expect(honoree.completed.skipped).toEqual([
        { kind: 'donationReceipt', reason: 'a name carries a link or markup (donationFor)' },
        { kind: tribute, reason: 'a name carries a link or markup (donationFor)' },
      ]);
      // The donor's last name is only in the club's notice and the gift's message.
      const lastName = 'Lee http://spam.example';
      const donorDoc = donationSubmission({ notificationType, personalInfo: { ...personalInfo(), lastName } });
      const donor = { received: buildMessages(donorDoc, config), completed: completed(donorDoc) };
      expect(donor.received.mails.map((mail) => mail.kind)).toEqual(['donorAcknowledgement']);
      expect(donor.received.skipped).toEqual([
        { kind: 'donationNotice', reason: 'a name carries a link or markup (personalInfo.lastName)' },
      ]);
      expect(donor.completed.mails.map((mail) => mail.kind)).toEqual(['donationReceipt']);
      expect(donor.completed.skipped).toEqual([
        { kind: tribute, reason: 'a name carries a link or markup (personalInfo.lastName)' },
      ]);
      for (const { reason } of [honoree, donor].flatMap((all) => [...all.received.skipped, ...all.completed.skipped]))
        expect(reason).not.toMatch(/spam|pills/);
    }
  });

  it('writes every subject as fixed text of the language, with the reference only', () => {
    const catalogues = { en, fr, ar } as const;
    const subjectOf: Record<MessageKind, (text: Catalogue) => string> = {
      applicantConfirmation: (text) => text.applicant.subject,
      committeeNotice: (text) => text.committee.subject,
      donorAcknowledgement: (text) => text.donor.subject,
      donationNotice: (text) => text.notice.subject,
      donationReceipt: (text) => text.receipt.subject,
      tributeEmail: (text) => text.recipient.subject,
      tributeCard: (text) => text.card.subject,
      donorCancellation: (text) => text.cancelled.subject,
    };
    for (const [language, text] of Object.entries(catalogues)) {
      for (const kind of messageKinds) {
        // No template has a placeholder but the reference: no typed value can reach a subject.
        expect(subjectOf[kind](text).replace('{{reference}}', '')).not.toMatch(/\{\{/);
      }
      // Whatever names were typed, each subject is the same.
      const named = (firstName: string, lastName: string, donationFor: string) => {
        const donation = donationSubmission({
          language,
          donationFor,
          personalInfo: { ...personalInfo(), firstName, lastName },
        });
        return [
          ...buildMessages(joinSubmission({ language, firstName, lastName }), config).mails,
          ...buildMessages(donation, config).mails,
          ...completed(donation).mails,
          ...completed(donationSubmission({ language, donationFor, notificationType: 'print' })).mails,
          ...cancelled(donation).mails,
        ];
      };
      const plain = named('Amal', 'Haddad', 'Grace Hopper');
      const other = named('Zoë', 'Buy Now Cheap Pills', 'Win A Prize');
      expect(plain.map((mail) => mail.kind).sort()).toEqual([...messageKinds, 'donationReceipt'].sort());
      for (const [index, mail] of plain.entries()) {
        expect(mail.message.subject).toBe(interpolate(subjectOf[mail.kind](text), { reference: mail.reference }));
        expect(other[index]!.message.subject).toBe(mail.message.subject);
      }
    }
  });

  it('carries no free text but names to an address the sender typed', () => {
    const join = joinSubmission({
      hasReference: 'yes',
      referenceNumber: 'REFNUM-77',
      province: 'PROVINCE-X',
      district: 'DISTRICT-X',
      postalCode: 'POSTAL-X',
    });
    const applicant = byKind(buildMessages(join, config).mails).applicantConfirmation!;
    const typedJoin = ['Lebanon', 'Private motivation text.', 'REFNUM-77', 'PROVINCE-X', 'DISTRICT-X', 'POSTAL-X'];
    for (const value of [...typedJoin, 'Haddad', '+961', '2001-04-09']) {
      expect(applicant.message.text).not.toContain(value);
      expect(applicant.message.html).not.toContain(value);
    }
    const donation = donationSubmission({
      notificationType: 'email',
      billingInfo: { postalCode: 'POSTAL-Y', city: 'CITY-Y', country: 'NZ' },
      paymentInfo: { cardNumber: '**** **** **** 4242', cardHolder: 'HOLDER-Y', expiryDate: '12/39' },
    });
    const { donorAcknowledgement, donationNotice } = byKind(buildMessages(donation, config).mails);
    const { donationReceipt, tributeEmail } = byKind(completed(donation).mails);
    const { donorCancellation } = byKind(cancelled(donation).mails);
    for (const mail of [donorAcknowledgement!, donationNotice!, donationReceipt!, tributeEmail!, donorCancellation!]) {
      for (const value of ['POSTAL-Y', 'CITY-Y', 'New Zealand', 'HOLDER-Y', 'family@example.org', '555 987', '12/39']) {
        expect(mail.message.subject).not.toContain(value);
        expect(mail.message.text).not.toContain(value);
        expect(mail.message.html).not.toContain(value);
      }
    }
    // The recipient never sees the donor's address either.
    expect(tributeEmail!.message.text).not.toContain('sam@example.org');
  });

  it('skips a message whose address is missing or not one plain address, logs why, and sends the rest', () => {
    // Each passes the stored document's loose pattern; none is exactly one plain address.
    for (const recipientEmail of ['a,b@example.org', 'x\r\n@example.org', 'a<b>@example.org', 'a@exa_mple.org']) {
      const { mails, skipped } = completed(donationSubmission({ recipientEmail }));
      expect(mails.map((mail) => mail.kind)).toEqual(['donationReceipt']);
      expect(skipped).toEqual([{ kind: 'tributeEmail', reason: expect.stringMatching(/^recipient address refused/) }]);
      expect(skipped[0]!.reason).not.toContain(recipientEmail);
    }
    const noCommittee = buildMessages(joinSubmission(), { ...config, committeeEmail: '' });
    expect(noCommittee.mails.map((mail) => mail.kind)).toEqual(['applicantConfirmation']);
    expect(noCommittee.skipped).toEqual([{ kind: 'committeeNotice', reason: 'recipient address refused: no address' }]);
  });

  it('builds nothing from a document that is not a valid submission, and says which fields', () => {
    const { reference: _reference, ...withoutReference } = joinSubmission().data;
    const result = buildMessages({ ...joinSubmission(), data: withoutReference }, config);
    expect(result.mails).toEqual([]);
    expect(result.skipped).toEqual([{ kind: 'all', reason: 'not a valid joinFormSubmissions document (reference)' }]);
    expect(buildMessages({ ...joinSubmission(), collection: 'mail' }, config).skipped[0]!.reason).toBe(
      'no messages for mail',
    );
  });

  it("dates the donor's confirmation by the submission, not by when it is built", () => {
    const late = buildMessages({ ...donationSubmission(), submittedAt: new Date('2030-12-31T23:59:00Z') }, config);
    expect(late.mails[0]!.message.text).toContain('Date: December 31, 2030');
    expect(buildMessages(donationSubmission(), config).mails[0]!.message.text).toContain(
      `Date: ${submittedAt.toLocaleDateString('en', { dateStyle: 'long', timeZone: 'UTC' })}`,
    );
  });
});
