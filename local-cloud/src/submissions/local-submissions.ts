// What the render server lends the forms' actions under `npm start`: the submissions package's store and limiter
// over its SQLite adapter (@stallions/submissions/sqlite: the one algorithm production runs over Firestore), on
// local-cloud's database, with the outbox (./outbox.ts) run after each new submission's commit.
import type { MessageConfig } from '@stallions/functions/messages';
import type { RateLimiter, SubmissionStore } from '@stallions/submissions/store';
import { sqliteSubmissions } from '@stallions/submissions/sqlite';
import type { LocalDatabase } from '../database/local-database';
import { localMessageConfig, queueCreated } from './outbox';

export interface LocalSubmissionsOptions {
  /** Where a stored submission's messages go (default localMessageConfig(), i.e. from the environment). */
  messages?: MessageConfig;
  /** One line per skipped or failed message (reasons only, never addresses). Default: silent. */
  log?: (line: string) => void;
  /** The store's clock: the documents' `timestamp` and the keys' expiry (default: the system's). */
  now?: () => Date;
  /** Makes a reference (default newSubmissionReference); tests inject collisions. */
  newReference?: () => string;
}

/**
 * The store and the limiter to lend the forms' actions, over local-cloud's database:
 * `localSubmissions(database, { messages: localMessageConfig(env), log })`.
 */
export function localSubmissions(
  database: LocalDatabase,
  { messages = localMessageConfig(), log = () => undefined, now, newReference }: LocalSubmissionsOptions = {},
): { store: SubmissionStore; limiter: RateLimiter } {
  const messageLog = { info: log, warn: log, error: log };
  return sqliteSubmissions(database, {
    ...(now ? { now } : {}),
    ...(newReference ? { newReference } : {}),
    // Awaited, so a reader of the outbox sees the messages once the form has its answer; never throws.
    afterCreate: (created) => queueCreated(database, created, messages, messageLog),
  });
}
