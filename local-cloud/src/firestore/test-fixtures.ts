// Valid submissions for the local-cloud tests: the sample documents of shared-config.
import type { DonationDocument, JoinDocument } from '@stallions/shared-config/submissions';
import { sampleDonationDocument, sampleJoinDocument } from '@stallions/shared-config/submissions/testing';

export const validJoinDocument = (overrides: Partial<JoinDocument> = {}): JoinDocument =>
  sampleJoinDocument({}, overrides);

export const validDonationDocument = (overrides: Partial<DonationDocument> = {}): DonationDocument =>
  sampleDonationDocument({}, overrides);
