// For tests only (@stallions/submissions/testing): valid submissions' documents as the forms
// build them, for the tests of local-cloud and the message functions.
import {
  donationDefaults,
  donationFormSchema,
  joinDefaults,
  joinFormSchema,
  toDonationDocument,
  toJoinDocument,
  type DonationDocument,
  type JoinDocument,
} from './schema';

/** The document a valid membership application stores, as the form builds it (`form`: fields to change). */
export function sampleJoinDocument(form: Record<string, unknown> = {}, overrides: Partial<JoinDocument> = {}) {
  const parsed = joinFormSchema.parse({
    ...joinDefaults,
    firstName: 'Amal',
    lastName: 'Haddad',
    dateOfBirth: '2001-04-09',
    country: 'LB',
    email: 'amal@example.org',
    phone: '+961 1 234 567',
    heardFrom: 'social_media',
    whyInvolved: 'To give back.',
    ...form,
  });
  const document = toJoinDocument(parsed, { language: 'en', ipAddress: '203.0.113.7', reference: 'SC-7K4M-2QXD' });
  return { ...document, ...overrides } satisfies JoinDocument;
}

/** The document a valid donation stores, as the form builds it (`form`: fields to change). */
export function sampleDonationDocument(form: Record<string, unknown> = {}, overrides: Partial<DonationDocument> = {}) {
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
  const parsed = donationFormSchema.parse({
    ...donationDefaults,
    recipientEmail: 'family@example.org',
    personalInfo: { firstName: 'Sam', lastName: 'Lee', phone: '555 987 6543', email: 'sam@example.org' },
    billingInfo: { postalCode: 'H2X 1Y4', city: 'Montreal', country: 'CA' },
    paymentInfo: { cardNumber: '4242 4242 4242 4242', cardHolder: 'Sam Lee', expiryDate: `12/${nextYear}`, cvv: '739' },
    ...form,
  });
  const document = toDonationDocument(parsed, { language: 'en', ipAddress: '', reference: 'SC-9PWR-H3EA' });
  return { ...document, ...overrides } satisfies DonationDocument;
}
