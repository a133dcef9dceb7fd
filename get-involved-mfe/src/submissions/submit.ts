// The submission pipeline (the "Submissions" contract of ../shared/design.md):
//   validated form values → IP lookup → document (toJoinDocument / toDonationDocument) →
//   addDoc(collection(db, name), { ...document, timestamp: serverTimestamp() }) with firebase/firestore/lite.
//
// Firebase is loaded only here, through dynamic imports, so no page pays for it before a visitor submits.
// Card data: toDonationDocument masks the card number to its last four digits (PCI DSS 3.5.1) and leaves the
// CVV out (PCI DSS 3.3.1.2): the CVV never leaves the browser.
import { getFirestoreDb } from '@stallions/shared-config';
import {
  donationCollection,
  joinCollection,
  toDonationDocument,
  toJoinDocument,
  type DonationDocument,
  type DonationFormData,
  type JoinDocument,
  type JoinFormData,
  type SubmissionCollection,
} from '@stallions/shared-config/submissions';
import { lookupIpAddress, type IpLookupOptions } from './ip-lookup';

type DocumentOf<C extends SubmissionCollection> = C extends typeof joinCollection ? JoinDocument : DonationDocument;

/** Adds one document to a collection, with the server's time as `timestamp`. */
export async function addSubmission<C extends SubmissionCollection>(name: C, document: DocumentOf<C>): Promise<void> {
  const db = await getFirestoreDb();
  const { addDoc, collection, serverTimestamp } = await import(
    /* webpackChunkName: "firestore-lite" */ 'firebase/firestore/lite'
  );
  await addDoc(collection(db, name), { ...document, timestamp: serverTimestamp() });
}

/**
 * The IP lookup, while Firebase loads: the visitor waits for the slower of the two, not for both in turn.
 * A loading failure is left to addSubmission, which loads again and reports it.
 */
async function lookupWhileFirebaseLoads(ipLookup: IpLookupOptions | undefined): Promise<string> {
  const [ipAddress] = await Promise.all([lookupIpAddress(ipLookup), getFirestoreDb().catch(() => undefined)]);
  return ipAddress;
}

export interface SubmitOptions {
  ipLookup?: IpLookupOptions;
}

/**
 * A membership application: `language` is the language the applicant prefers to be contacted in (their
 * confirmation is written in it), `reference` the one the banner shows.
 */
export async function submitJoinApplication(
  form: JoinFormData,
  { language, reference, ipLookup }: SubmitOptions & { language: string; reference: string },
): Promise<void> {
  const ipAddress = await lookupWhileFirebaseLoads(ipLookup);
  await addSubmission(joinCollection, toJoinDocument(form, { language, ipAddress, reference }));
}

/**
 * A donation: the stored document carries the masked card number and no CVV, the page's `language` (the
 * receipt's) and the `reference` the banner shows.
 */
export async function submitDonation(
  form: DonationFormData,
  { language, reference, ipLookup }: SubmitOptions & { language: string; reference: string },
): Promise<void> {
  const ipAddress = await lookupWhileFirebaseLoads(ipLookup);
  await addSubmission(donationCollection, toDonationDocument(form, { language, ipAddress, reference }));
}
