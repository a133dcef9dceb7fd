import type { Firestore } from 'firebase-admin/firestore';
import {
  donationSubmissionMessages,
  handleCreated,
  handleCspReport,
  joinSubmissionMessages,
  mailCollection,
} from './index';
import { config, donationSubmission, joinSubmission, submittedAt } from './messages/test-fixtures';
import { expectRetriedTrigger } from './trigger-testing';

/** The part of the Admin SDK the trigger uses, with Firestore's create() semantics (ALREADY_EXISTS = 6). */
function fakeFirestore() {
  const documents = new Map<string, Record<string, unknown>>();
  const db = {
    collection: (collection: string) => ({
      doc: (id: string) => ({
        create: async (data: Record<string, unknown>) => {
          const path = `${collection}/${id}`;
          if (documents.has(path)) throw Object.assign(new Error('6 ALREADY_EXISTS'), { code: 6 });
          documents.set(path, data);
        },
      }),
    }),
  };
  return { db: db as unknown as Firestore, documents };
}

/** A Firestore "document created" event as the trigger receives it (timestamp as a Firestore Timestamp). */
const createdEvent = ({ id, data }: { id: string; data: Record<string, unknown> }) =>
  ({
    data: { id, data: () => ({ ...data, timestamp: { toDate: () => submittedAt } }) },
    time: '2030-01-01T00:00:00Z',
    params: { submissionId: id },
  }) as never;

// The handler logs through firebase-functions' logger in production; the tests collect the lines instead.
const lines: string[] = [];
const collect = (line: string) => void lines.push(line);
const log = { info: collect, warn: collect, error: collect };
beforeEach(() => (lines.length = 0));

describe('the Cloud Function', () => {
  it('writes one mail document per message, in the shape the Trigger Email extension reads', async () => {
    const { db, documents } = fakeFirestore();
    await handleCreated('joinFormSubmissions', { db: () => db, config: () => config, log })(
      createdEvent(joinSubmission()),
    );
    expect([...documents.keys()]).toEqual([
      `${mailCollection}/joinFormSubmissions-joinDoc1-applicantConfirmation`,
      `${mailCollection}/joinFormSubmissions-joinDoc1-committeeNotice`,
    ]);
    const confirmation = documents.get(`${mailCollection}/joinFormSubmissions-joinDoc1-applicantConfirmation`)!;
    expect(confirmation).toMatchObject({
      to: 'amal@example.org',
      message: { subject: 'We have received your application (SC-7K4M-2QXD)' },
    });
    expect(Object.keys(confirmation.message as object).sort()).toEqual(['html', 'subject', 'text']);
  });

  it('run twice on one document (a retried event), writes one set of messages', async () => {
    const { db, documents } = fakeFirestore();
    const handler = handleCreated('donationFormSubmissions', { db: () => db, config: () => config, log });
    const event = createdEvent(donationSubmission({ notificationType: 'print' }));
    await handler(event);
    const firstRun = new Map(documents);
    await handler(event);
    expect(documents).toEqual(firstRun);
    expect([...documents.keys()]).toEqual([
      'mail/donationFormSubmissions-donationDoc1-donorAcknowledgement',
      'mail/donationFormSubmissions-donationDoc1-donationNotice',
    ]);
  });

  it("dates the donor's confirmation with the document timestamp", async () => {
    const { db, documents } = fakeFirestore();
    await handleCreated('donationFormSubmissions', { db: () => db, config: () => config, log })(
      createdEvent(donationSubmission()),
    );
    const confirmation = documents.get('mail/donationFormSubmissions-donationDoc1-donorAcknowledgement')!;
    expect(confirmation).toMatchObject({
      to: 'sam@example.org',
      message: { subject: 'We have received your donation details (SC-9PWR-H3EA)' },
    });
    expect((confirmation.message as { text: string }).text).toContain('Date: March 4, 2025');
  });

  it('writes no message that would carry a name with a link, logs which field, and completes', async () => {
    const { db, documents } = fakeFirestore();
    await handleCreated('donationFormSubmissions', { db: () => db, config: () => config, log })(
      createdEvent(donationSubmission({ donationFor: 'Visit spam.example' })),
    );
    // The club's notice carries no tribute name: it goes.
    expect([...documents.keys()]).toEqual(['mail/donationFormSubmissions-donationDoc1-donationNotice']);
    expect(lines).toEqual([
      'messages: donationFormSubmissions/donationDoc1: donorAcknowledgement skipped: a name carries a link or markup (donationFor)',
      'messages: donationFormSubmissions/donationDoc1: 1 queued, 0 already queued, 1 skipped, 0 failed',
    ]);
  });

  it('throws (so the event is retried) only when a write failed, after trying every message', async () => {
    const attempts: string[] = [];
    const db = {
      collection: () => ({
        doc: (id: string) => ({
          create: async () => {
            attempts.push(id);
            throw Object.assign(new Error('14 UNAVAILABLE'), { code: 14 });
          },
        }),
      }),
    } as unknown as Firestore;
    await expect(
      handleCreated('joinFormSubmissions', { db: () => db, config: () => config, log })(createdEvent(joinSubmission())),
    ).rejects.toThrow('2 message(s) could not be queued');
    expect(attempts).toHaveLength(2);
    // A bad address is not worth a retry: skipped, and the event completes.
    const { db: good, documents } = fakeFirestore();
    await handleCreated('joinFormSubmissions', {
      db: () => good,
      config: () => ({ ...config, committeeEmail: 'x' }),
      log,
    })(createdEvent(joinSubmission()));
    expect(documents.size).toBe(1);
    expect(lines).toContain('messages: joinFormSubmissions/joinDoc1: 1 queued, 0 already queued, 1 skipped, 0 failed');
  });

  it('is a 2nd gen trigger on the creation of each submission collection, retried on failure', () => {
    for (const [trigger, collection] of [
      [joinSubmissionMessages, 'joinFormSubmissions'],
      [donationSubmissionMessages, 'donationFormSubmissions'],
    ] as const)
      expectRetriedTrigger(trigger, 'created', collection);
  });
});

describe('the CSP report endpoint', () => {
  const respond = () => {
    const sent: number[] = [];
    return { sent, response: { status: (code: number) => ({ end: () => void sent.push(code) }) } };
  };

  it('logs each report of a POST and answers 204', () => {
    const warn = jest.fn();
    const { sent, response } = respond();
    const body = JSON.stringify({
      'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'https://x/i.png' },
    });
    handleCspReport({ warn })({ method: 'POST', rawBody: Buffer.from(body) }, response);
    expect(sent).toEqual([204]);
    expect(warn).toHaveBeenCalledWith('CSP violation {"directive":"img-src","blocked":"https://x/i.png"}');
  });

  it('ignores a body it cannot read, and refuses anything but POST', () => {
    const warn = jest.fn();
    const bad = respond();
    handleCspReport({ warn })({ method: 'POST', rawBody: Buffer.from('not json') }, bad.response);
    expect(bad.sent).toEqual([204]);
    expect(warn).toHaveBeenCalledWith('an unreadable CSP report was ignored');
    const get = respond();
    handleCspReport({ warn })({ method: 'GET' }, get.response);
    expect(get.sent).toEqual([405]);
  });
});
