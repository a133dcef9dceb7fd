import { getFirestoreDb, type RuntimeConfig } from '@stallions/shared-config';
import { setRuntimeConfigForTests, testRuntimeConfig } from '@stallions/shared-config/testing';
import {
  donationCollection,
  donationFormSchema,
  joinCollection,
  joinFormSchema,
} from '@stallions/shared-config/submissions';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { ipLookupTimeoutMs, lookupIpAddress } from './ip-lookup';
import { submitDonation, submitJoinApplication } from './submit';

jest.mock('@stallions/shared-config', () => ({
  ...jest.requireActual('@stallions/shared-config'),
  getFirestoreDb: jest.fn(async () => ({ fake: 'db' })),
}));
jest.mock('firebase/firestore/lite', () => ({
  addDoc: jest.fn(async () => ({ id: 'new-doc' })),
  collection: jest.fn((db: unknown, name: string) => ({ db, name })),
  serverTimestamp: jest.fn(() => 'SERVER_TIMESTAMP'),
}));

const config = (ipLookupUrl: string | null): RuntimeConfig => testRuntimeConfig({ ipLookupUrl });

const jsonResponse = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

const validJoin = joinFormSchema.parse({
  firstName: ' Layla ',
  lastName: 'Haddad',
  dateOfBirth: '1990-03-27',
  country: 'France',
  province: '',
  district: 'Lyon',
  postalCode: '69001',
  email: 'layla@example.com',
  phone: '+33 6 12 34 56 78',
  heardFrom: 'friend_family',
  whyInvolved: 'To mentor young people.',
  hasReference: 'yes',
  referenceNumber: 'SC-10482',
  website: '',
});

const validDonation = donationFormSchema.parse({
  donationType: 'in_honor',
  donationFor: 'My mother',
  notifyRecipient: true,
  notificationType: 'email',
  recipientEmail: 'mum@example.com',
  donationFrequency: 'monthly',
  donationAmount: '1000',
  personalInfo: { firstName: 'Marc', lastName: 'Lefebvre', phone: '+33 1 23 45 67 89', email: 'marc@example.com' },
  billingInfo: { postalCode: '75001', city: 'Paris', country: 'France' },
  paymentInfo: { cardNumber: '4242 4242 4242 4242', cardHolder: 'Marc Lefebvre', expiryDate: '12/39', cvv: '123' },
  website: '',
});

let fetchMock: jest.Mock;
let errorSpy: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock = jest.fn(async () => jsonResponse({ ip: '203.0.113.7' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setRuntimeConfigForTests(config('https://ip.example.test/?format=json'));
});

afterEach(() => {
  errorSpy.mockRestore();
  jest.useRealTimers();
  setRuntimeConfigForTests(undefined);
});

describe('lookupIpAddress', () => {
  it('reads { ip } from the configured URL with a GET', async () => {
    await expect(lookupIpAddress()).resolves.toBe('203.0.113.7');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://ip.example.test/?format=json');
    expect(init.method).toBe('GET');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('makes no request when no URL is configured', async () => {
    setRuntimeConfigForTests(config(null));
    await expect(lookupIpAddress()).resolves.toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('logs a network failure and leaves the address empty', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValueOnce(failure);
    await expect(lookupIpAddress()).resolves.toBe('');
    expect(errorSpy).toHaveBeenCalledWith('IP lookup failed:', failure);
  });

  it('treats an HTTP error or an answer without an address as a failure', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 503));
    await expect(lookupIpAddress()).resolves.toBe('');
    fetchMock.mockResolvedValueOnce(jsonResponse({ ip: '<script>' }));
    await expect(lookupIpAddress()).resolves.toBe('');
    expect(errorSpy).toHaveBeenCalledTimes(2);
    expect(errorSpy.mock.calls.every(([message]) => message === 'IP lookup failed:')).toBe(true);
  });

  it('gives up after 3 seconds', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const result = lookupIpAddress();
    expect(ipLookupTimeoutMs).toBe(3000);
    await jest.advanceTimersByTimeAsync(2999);
    expect(errorSpy).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('');
    expect(errorSpy).toHaveBeenCalledWith('IP lookup failed:', expect.objectContaining({ name: 'TimeoutError' }));
  });
});

describe('submitJoinApplication', () => {
  it('adds the document, with the IP address, language and server timestamp, to joinFormSubmissions', async () => {
    await submitJoinApplication(validJoin, { language: 'fr', reference: 'SC-7K4M-2QXD' });
    expect(getFirestoreDb).toHaveBeenCalled();
    expect(collection).toHaveBeenCalledWith({ fake: 'db' }, joinCollection);
    expect(serverTimestamp).toHaveBeenCalled();
    expect(addDoc).toHaveBeenCalledTimes(1);
    const [target, document] = (addDoc as jest.Mock).mock.calls[0];
    expect(target).toEqual({ db: { fake: 'db' }, name: 'joinFormSubmissions' });
    expect(document).toEqual({
      firstName: 'Layla',
      lastName: 'Haddad',
      language: 'fr',
      dateOfBirth: '1990-03-27',
      country: 'France',
      province: '',
      district: 'Lyon',
      postalCode: '69001',
      email: 'layla@example.com',
      phone: '+33 6 12 34 56 78',
      heardFrom: 'friend_family',
      whyInvolved: 'To mentor young people.',
      hasReference: 'yes',
      referenceNumber: 'SC-10482',
      ipAddress: '203.0.113.7',
      reference: 'SC-7K4M-2QXD',
      timestamp: 'SERVER_TIMESTAMP',
    });
    expect(document).not.toHaveProperty('website');
  });

  it('loads Firebase while it looks up the IP address, not after', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sent = submitJoinApplication(validJoin, { language: 'en', reference: 'SC-7K4M-2QXD' });
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getFirestoreDb).toHaveBeenCalled();
    expect(addDoc).not.toHaveBeenCalled();
    answer(jsonResponse({ ip: '198.51.100.4' }));
    await sent;
    expect((addDoc as jest.Mock).mock.calls[0][1]).toMatchObject({ ipAddress: '198.51.100.4' });
  });

  it('still submits, with an empty address, when the IP lookup fails', async () => {
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    await submitJoinApplication(validJoin, { language: 'en', reference: 'SC-7K4M-2QXD' });
    expect((addDoc as jest.Mock).mock.calls[0][1]).toMatchObject({ ipAddress: '' });
    expect(errorSpy).toHaveBeenCalledWith('IP lookup failed:', expect.any(Error));
  });

  it('rejects when the database refuses the document', async () => {
    (addDoc as jest.Mock).mockRejectedValueOnce(new Error('permission-denied'));
    await expect(submitJoinApplication(validJoin, { language: 'en', reference: 'SC-7K4M-2QXD' })).rejects.toThrow(
      'permission-denied',
    );
  });
});

describe('submitDonation', () => {
  it('masks the card number, drops the CVV and stores the amount as text', async () => {
    await submitDonation(validDonation, { language: 'ar', reference: 'SC-9PWR-H3EA' });
    expect(collection).toHaveBeenCalledWith({ fake: 'db' }, donationCollection);
    const document = (addDoc as jest.Mock).mock.calls[0][1];
    expect(document).toEqual({
      donationType: 'in_honor',
      donationFor: 'My mother',
      notifyRecipient: true,
      notificationType: 'email',
      recipientEmail: 'mum@example.com',
      donationFrequency: 'monthly',
      donationAmount: '1000$',
      personalInfo: { firstName: 'Marc', lastName: 'Lefebvre', phone: '+33 1 23 45 67 89', email: 'marc@example.com' },
      billingInfo: { postalCode: '75001', city: 'Paris', country: 'France' },
      paymentInfo: { cardNumber: '**** **** **** 4242', cardHolder: 'Marc Lefebvre', expiryDate: '12/39' },
      ipAddress: '203.0.113.7',
      language: 'ar',
      reference: 'SC-9PWR-H3EA',
      timestamp: 'SERVER_TIMESTAMP',
    });
    expect(document.paymentInfo).not.toHaveProperty('cvv');
    // Neither the CVV nor the full card number appears anywhere in what leaves the browser.
    const sent = JSON.stringify((addDoc as jest.Mock).mock.calls);
    expect(sent).not.toContain('123"');
    expect(sent).not.toContain('4242 4242 4242 4242');
    expect(sent).not.toContain('4242424242424242');
    expect(sent).not.toMatch(/cvv/i);
  });

  it('sends no IP request when none is configured, and stores an empty address', async () => {
    setRuntimeConfigForTests(config(null));
    await submitDonation(validDonation, { language: 'ar', reference: 'SC-9PWR-H3EA' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect((addDoc as jest.Mock).mock.calls[0][1]).toMatchObject({ ipAddress: '' });
  });
});
