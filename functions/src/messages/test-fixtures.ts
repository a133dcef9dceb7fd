// Stored submissions for the message tests, built the way the forms build them.
import {
  donationCollection,
  donationDefaults,
  donationFormSchema,
  joinCollection,
  joinDefaults,
  joinFormSchema,
  toDonationDocument,
  toJoinDocument,
  type DonationDocument,
  type JoinDocument,
} from '@stallions/shared-config/submissions';
import type { MessageConfig, StoredSubmission } from './build';

export const config: MessageConfig = {
  committeeEmail: 'committee@stallions.example',
  printQueueEmail: 'print@stallions.example',
};

export const submittedAt = new Date('2025-03-04T10:20:30Z');

export function joinSubmission(overrides: Partial<JoinDocument> = {}, id = 'joinDoc1'): StoredSubmission {
  const form = joinFormSchema.parse({
    ...joinDefaults,
    firstName: 'Amal',
    lastName: 'Haddad',
    dateOfBirth: '2001-04-09',
    country: 'Lebanon',
    email: 'amal@example.org',
    phone: '+961 1 234 567',
    heardFrom: 'social_media',
    whyInvolved: 'Private motivation text.',
  });
  const doc = toJoinDocument(form, { language: 'en', ipAddress: '203.0.113.7', reference: 'SC-7K4M-2QXD' });
  return { collection: joinCollection, id, data: { ...doc, ...overrides }, submittedAt };
}

export function donationSubmission(overrides: Partial<DonationDocument> = {}, id = 'donationDoc1'): StoredSubmission {
  const form = donationFormSchema.parse({
    ...donationDefaults,
    donationType: 'in_memory',
    donationFor: 'Grace Hopper',
    recipientEmail: 'family@example.org',
    donationFrequency: 'annually',
    donationAmount: '250',
    personalInfo: { firstName: 'Sam', lastName: 'Lee', phone: '555 987 6543', email: 'sam@example.org' },
    billingInfo: { postalCode: 'H2X 1Y4', city: 'Montreal', country: 'Canada' },
    paymentInfo: { cardNumber: '4242 4242 4242 4242', cardHolder: 'Sam Lee', expiryDate: '12/39', cvv: '739' },
  });
  const doc = toDonationDocument(form, { language: 'en', ipAddress: '', reference: 'SC-9PWR-H3EA' });
  return { collection: donationCollection, id, data: { ...doc, ...overrides }, submittedAt };
}
