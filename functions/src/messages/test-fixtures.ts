// Stored submissions for the message tests: the sample documents of @stallions/submissions, as stored.
import { donationCollection, joinCollection, type DonationDocument, type JoinDocument } from '@stallions/submissions';
import { sampleDonationDocument, sampleJoinDocument } from '@stallions/submissions/testing';
import type { MessageConfig, StoredSubmission } from './build';

export const config: MessageConfig = {
  committeeEmail: 'committee@stallions.example',
  printQueueEmail: 'print@stallions.example',
  donationsEmail: 'donations@stallions.example',
};

export const submittedAt = new Date('2025-03-04T10:20:30Z');

export function joinSubmission(overrides: Partial<JoinDocument> = {}, id = 'joinDoc1'): StoredSubmission {
  const data = sampleJoinDocument({ whyInvolved: 'Private motivation text.' }, overrides);
  return { collection: joinCollection, id, data, submittedAt };
}

export function donationSubmission(overrides: Partial<DonationDocument> = {}, id = 'donationDoc1'): StoredSubmission {
  const data = sampleDonationDocument(
    {
      donationType: 'in_memory',
      donationFor: 'Grace Hopper',
      donationFrequency: 'annually',
      donationAmount: '250',
      paymentInfo: { cardNumber: '4242 4242 4242 4242', cardHolder: 'Sam Lee', expiryDate: '12/39', cvv: '739' },
    },
    overrides,
  );
  return { collection: donationCollection, id, data, submittedAt };
}
