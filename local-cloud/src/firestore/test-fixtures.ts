// Valid submissions for the local-cloud tests, built the way the forms build them.
import {
  donationDefaults,
  donationFormSchema,
  joinDefaults,
  joinFormSchema,
  toDonationDocument,
  toJoinDocument,
  type DonationDocument,
  type JoinDocument,
} from '@stallions/shared-config/submissions';

export function validJoinDocument(overrides: Partial<JoinDocument> = {}): JoinDocument {
  const form = joinFormSchema.parse({
    ...joinDefaults,
    firstName: 'Amal',
    lastName: 'Haddad',
    dateOfBirth: '2001-04-09',
    country: 'Lebanon',
    email: 'amal@example.org',
    phone: '+961 1 234 567',
    heardFrom: 'social_media',
    whyInvolved: 'To give back.',
  });
  return {
    ...toJoinDocument(form, { language: 'en', ipAddress: '203.0.113.7', reference: 'SC-7K4M-2QXD' }),
    ...overrides,
  };
}

export function validDonationDocument(overrides: Partial<DonationDocument> = {}): DonationDocument {
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
  const form = donationFormSchema.parse({
    ...donationDefaults,
    recipientEmail: 'family@example.org',
    personalInfo: { firstName: 'Sam', lastName: 'Lee', phone: '555 987 6543', email: 'sam@example.org' },
    billingInfo: { postalCode: 'H2X 1Y4', city: 'Montreal', country: 'Canada' },
    paymentInfo: { cardNumber: '4242 4242 4242 4242', cardHolder: 'Sam Lee', expiryDate: `12/${nextYear}`, cvv: '739' },
  });
  return { ...toDonationDocument(form, { language: 'en', ipAddress: '', reference: 'SC-9PWR-H3EA' }), ...overrides };
}
