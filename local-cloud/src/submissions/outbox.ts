// After a submission is stored (./local-submissions.ts), local-cloud runs the function production's create
// trigger runs (queueCreatedMessages, functions/src/messages) and queues the messages in the SQLite outbox, where
// `npm run -s submissions -- outbox` shows them. Whatever happens here is logged and never changes the store's
// answer: the submission is already stored.
import {
  queueCreatedMessages,
  type Log,
  type Mail,
  type MessageConfig,
  type Outbox,
} from '@stallions/functions/messages';
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

/**
 * Queues a new submission's messages in the SQLite outbox, after the store's commit, with the code production's
 * create trigger runs (queueCreatedMessages); resolves in every case.
 */
export async function queueCreated(
  store: LocalDatabase,
  { collection, id, data }: Pick<StoredSubmission, 'collection' | 'id' | 'data'>,
  config: MessageConfig,
  log: Log,
): Promise<void> {
  try {
    await queueCreatedMessages({ collection, id, data }, config, storeOutbox(store, collection, id), log);
  } catch (error) {
    log.error(`messages: ${collection}/${id}: ${String(error)}`);
  }
}
