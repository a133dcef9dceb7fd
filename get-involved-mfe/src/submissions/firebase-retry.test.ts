// A Firebase chunk that fails to load (a network blip) must not break the form for good: the visitor's next
// attempt loads it again.
import { getFirestoreDb } from '@stallions/shared-config';
import { setRuntimeConfigForTests, testRuntimeConfig } from '@stallions/shared-config/testing';

const mockState = { appLoads: 0, added: 0 };

jest.mock('firebase/app', () => {
  mockState.appLoads += 1;
  if (mockState.appLoads <= 2) throw new Error('Loading chunk firebase-app failed');
  return { initializeApp: jest.fn(() => ({})), getApps: jest.fn(() => []) };
});
jest.mock('firebase/firestore/lite', () => ({
  addDoc: jest.fn(async () => {
    mockState.added += 1;
    return { id: 'x' };
  }),
  collection: jest.fn(() => ({})),
  serverTimestamp: jest.fn(() => 'SERVER_TIMESTAMP'),
  getFirestore: jest.fn(() => ({})),
  connectFirestoreEmulator: jest.fn(),
}));

it('loads Firebase again after a failed load', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setRuntimeConfigForTests(testRuntimeConfig());
  const { submitJoinApplication } = await import('./submit');
  const form = {
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
  } as const;
  // Both loads of the first attempt fail (the one beside the IP lookup, then addSubmission's own).
  await expect(submitJoinApplication(form, { language: 'en', reference: 'SC-7K4M-2QXD' })).rejects.toThrow(
    'Loading chunk firebase-app failed',
  );
  expect(mockState.added).toBe(0);
  await expect(submitJoinApplication(form, { language: 'en', reference: 'SC-7K4M-2QXD' })).resolves.toBeUndefined();
  expect(mockState).toEqual({ appLoads: 3, added: 1 });
  // Loaded once for good: later submissions reuse it.
  await expect(getFirestoreDb()).resolves.toBeDefined();
  expect(mockState.appLoads).toBe(3);
});
