import type { Mail } from './build';
import { queueMessages, toMailDocument, type Log, type Outbox } from './deliver';
import { config, donationSubmission, joinSubmission } from './test-fixtures';

/** An outbox with create-if-absent semantics, like Firestore's create() and local-cloud's table. */
function memoryOutbox(failFor: (mail: Mail) => boolean = () => false) {
  const stored = new Map<string, Mail>();
  const outbox: Outbox = {
    async create(mail) {
      if (failFor(mail)) throw new Error('unavailable');
      if (stored.has(mail.id)) return 'exists';
      stored.set(mail.id, mail);
      return 'created';
    },
  };
  return { outbox, stored };
}

function memoryLog() {
  const lines: string[] = [];
  const log: Log = {
    info: (line) => lines.push(`info ${line}`),
    warn: (line) => lines.push(`warn ${line}`),
    error: (line) => lines.push(`error ${line}`),
  };
  return { log, lines };
}

describe('queueMessages', () => {
  it('queues one set of messages however often it runs for one submission', async () => {
    const { outbox, stored } = memoryOutbox();
    const { log } = memoryLog();
    const first = await queueMessages(donationSubmission(), config, outbox, log);
    expect(first.created).toEqual([
      'donationFormSubmissions-donationDoc1-donorAcknowledgement',
      'donationFormSubmissions-donationDoc1-donationNotice',
    ]);
    const second = await queueMessages(donationSubmission(), config, outbox, log);
    expect(second.created).toEqual([]);
    expect(second.existing).toEqual(first.created);
    expect(stored.size).toBe(2);
    // Another submission gets messages of its own.
    await queueMessages(donationSubmission({}, 'donationDoc2'), config, outbox, log);
    expect(stored.size).toBe(4);
  });

  it('goes on with the other messages when one cannot be written, and reports it', async () => {
    const { outbox, stored } = memoryOutbox((mail) => mail.kind === 'applicantConfirmation');
    const { log, lines } = memoryLog();
    const report = await queueMessages(joinSubmission(), config, outbox, log);
    expect(report.failed).toEqual([{ id: 'joinFormSubmissions-joinDoc1-applicantConfirmation', error: 'unavailable' }]);
    expect([...stored.keys()]).toEqual(['joinFormSubmissions-joinDoc1-committeeNotice']);
    expect(lines).toContain(
      'error messages: joinFormSubmissions/joinDoc1: applicantConfirmation could not be queued: Error: unavailable',
    );
  });

  it('logs why a message was skipped without the address the visitor typed', async () => {
    const { outbox } = memoryOutbox();
    const { log, lines } = memoryLog();
    const personalInfo = donationSubmission().data.personalInfo as Record<string, string>;
    await queueMessages(
      donationSubmission({ personalInfo: { ...personalInfo, email: 'a,b@example.org' } as never }),
      config,
      outbox,
      log,
    );
    expect(lines).toEqual([
      'warn messages: donationFormSubmissions/donationDoc1: donorAcknowledgement skipped: recipient address refused: not a single plain e-mail address',
    ]);
  });

  it('writes the document the Trigger Email extension reads', () => {
    const mail: Mail = {
      id: 'x',
      kind: 'donorAcknowledgement',
      language: 'fr',
      reference: 'SC-9PWR-H3EA',
      to: 'sam@example.org',
      message: { subject: 's', text: 't', html: 'h' },
    };
    expect(toMailDocument(mail)).toEqual({
      to: 'sam@example.org',
      message: { subject: 's', text: 't', html: 'h' },
      kind: 'donorAcknowledgement',
      reference: 'SC-9PWR-H3EA',
      language: 'fr',
    });
  });
});
