// After a submission is stored (../submissions/local-submissions.ts), local-cloud runs the same message code as
// the production Cloud Function (functions/src/messages) and queues the messages in the SQLite outbox, where
// `npm run -s submissions -- outbox` shows them. Whatever happens here is logged and never changes the store's
// answer: the submission is already stored.
import { queueMessages, type Log, type Mail, type MessageConfig, type Outbox } from '@stallions/functions/messages';
import type { OutboxMessage, StoredSubmission, LocalDatabase } from '../database/local-database';

/**
 * The local stand-ins for the production addresses (COMMITTEE_EMAIL, PRINT_QUEUE_EMAIL, DONATIONS_EMAIL), also
 * from the env.
 */
export function localMessageConfig(env: NodeJS.ProcessEnv = process.env): MessageConfig {
  return {
    committeeEmail: env.COMMITTEE_EMAIL ?? 'committee@stallions-club.local',
    printQueueEmail: env.PRINT_QUEUE_EMAIL ?? 'print@stallions-club.local',
    donationsEmail: env.DONATIONS_EMAIL ?? 'donations@stallions-club.local',
  };
}

/** A message as the outbox keeps it. */
export const outboxMessageOf = (mail: Mail): OutboxMessage & { id: string } => ({
  id: mail.id,
  to: mail.to,
  subject: mail.message.subject,
  text: mail.message.text,
  html: mail.message.html,
  language: mail.language,
  reference: mail.reference,
  kind: mail.kind,
});

function storeOutbox(store: LocalDatabase, collection: string, submissionId: string): Outbox {
  return { create: (mail) => store.createMail(collection, submissionId, outboxMessageOf(mail)) };
}

/** Queues the messages of each stored submission; resolves in every case. */
export async function queueStoredMessages(
  store: LocalDatabase,
  stored: readonly Pick<StoredSubmission, 'collection' | 'id' | 'data'>[],
  config: MessageConfig,
  log: Log,
): Promise<void> {
  for (const { collection, id, data } of stored) {
    try {
      const { timestamp, ...fields } = data;
      const submittedAt = typeof timestamp === 'string' ? new Date(timestamp) : new Date();
      await queueMessages(
        { collection, id, data: fields, submittedAt },
        config,
        storeOutbox(store, collection, id),
        log,
      );
    } catch (error) {
      log.error(`messages: ${collection}/${id}: ${String(error)}`);
    }
  }
}
