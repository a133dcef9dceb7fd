// Valid submissions for the local-cloud tests: the sample documents of @stallions/submissions, and what an
// action hands the store (the same without `reference`, which the store adds).
import type { DonationDocument, JoinDocument } from '@stallions/submissions';
import { newSubmissionReference } from '@stallions/submissions/rules';
import { sampleDonationDocument, sampleJoinDocument } from '@stallions/submissions/testing';

const validJoinDocument = (overrides: Partial<JoinDocument> = {}): JoinDocument => sampleJoinDocument({}, overrides);

const validDonationDocument = (overrides: Partial<DonationDocument> = {}): DonationDocument =>
  sampleDonationDocument({}, overrides);

export function joinToStore(overrides: Partial<JoinDocument> = {}): Omit<JoinDocument, 'reference'> {
  const { reference: _, ...document } = validJoinDocument(overrides);
  return document;
}

export function donationToStore(overrides: Partial<DonationDocument> = {}): Omit<DonationDocument, 'reference'> {
  const { reference: _, ...document } = validDonationDocument(overrides);
  return document;
}

/** References from a list, in order, then random ones. */
export function referencesFrom(...list: string[]): () => string {
  let next = 0;
  return () => list[next++] ?? newSubmissionReference();
}

/** The club's mailboxes the queued messages go to, in these tests. */
export const messages = {
  committeeEmail: 'committee@stallions.example',
  printQueueEmail: 'print@stallions.example',
  donationsEmail: 'donations@stallions.example',
};
