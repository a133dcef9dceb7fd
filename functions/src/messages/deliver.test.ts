import type { Mail } from './build';
import { queueCreatedMessages, queueMessages, toMailDocument, type Log, type Outbox } from './deliver';
import { config, donationSubmission, joinSubmission, submittedAt } from './test-fixtures';

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

describe('queueCreatedMessages (the create trigger and local mode alike)', () => {
  const asStored = (timestamp: unknown) => {
    const { collection, id, data } = donationSubmission();
    return { collection, id, data: { ...data, timestamp } };
  };

  it('writes the messages queueMessages writes, dated by the stored timestamp whatever its kind', async () => {
    const expected = memoryOutbox();
    await queueMessages(donationSubmission(), config, expected.outbox, memoryLog().log);
    const firestoreTimestamp = { toDate: () => new Date(submittedAt) };
    for (const timestamp of [firestoreTimestamp, submittedAt.toISOString(), new Date(submittedAt)]) {
      const { outbox, stored } = memoryOutbox();
      await queueCreatedMessages(asStored(timestamp), config, outbox, memoryLog().log, new Date(0));
      expect([...stored.values()]).toEqual([...expected.stored.values()]);
    }
  });

  it('dates them by the given time when the document has no readable timestamp', async () => {
    const expected = memoryOutbox();
    await queueMessages(donationSubmission(), config, expected.outbox, memoryLog().log);
    for (const timestamp of [undefined, 'not a date']) {
      const { outbox, stored } = memoryOutbox();
      await queueCreatedMessages(asStored(timestamp), config, outbox, memoryLog().log, new Date(submittedAt));
      expect([...stored.values()]).toEqual([...expected.stored.values()]);
    }
  });
});
