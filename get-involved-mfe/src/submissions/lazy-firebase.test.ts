// Firebase must load only when a visitor submits: importing the pipeline (as every form does) loads none of it.
import { setRuntimeConfigForTests, testRuntimeConfig } from '@stallions/shared-config/testing';

const mockLoaded = { firestore: false, app: false };

jest.mock('firebase/firestore/lite', () => {
  mockLoaded.firestore = true;
  return {
    addDoc: jest.fn(async () => ({ id: 'x' })),
    collection: jest.fn(() => ({})),
    serverTimestamp: jest.fn(() => 'SERVER_TIMESTAMP'),
    getFirestore: jest.fn(() => ({})),
    connectFirestoreEmulator: jest.fn(),
  };
});
jest.mock('firebase/app', () => {
  mockLoaded.app = true;
  return { initializeApp: jest.fn(() => ({})), getApps: jest.fn(() => []) };
});

it('loads firebase only when a submission is sent', async () => {
  const { submitJoinApplication } = await import('./submit');
  await import('../forms/JoinForm');
  await import('../forms/DonationForm');
  expect(mockLoaded).toEqual({ firestore: false, app: false });

  setRuntimeConfigForTests(testRuntimeConfig());
  await submitJoinApplication(
    {
      firstName: 'A',
      lastName: 'B',
      dateOfBirth: '1990-01-01',
      country: 'France',
      province: '',
      district: '',
      postalCode: '',
      email: 'a@example.com',
      phone: '+33 612345678',
      heardFrom: 'university',
      whyInvolved: '',
      hasReference: 'no',
      referenceNumber: '',
    },
    { language: 'en', reference: 'SC-7K4M-2QXD' },
  );
  expect(mockLoaded).toEqual({ firestore: true, app: true });
});
