// The four projects and the four causes they serve, with their artwork. Projects and causes pair up
// one-to-one: Fight Against HPV ↔ ending HPV, Future Nest ↔ child first support, Beyond Barriers ↔ equal
// access & disability inclusion, Paw Rescue ↔ paw justice.
import { artwork, type ArtworkImage } from '@stallions/shared-ui';

export const projectIds = ['hpv', 'nest', 'barriers', 'paw'] as const;
export type ProjectId = (typeof projectIds)[number];

export const causeIds = ['hpv', 'child', 'access', 'paw'] as const;
export type CauseId = (typeof causeIds)[number];

export const causeOfProject: Record<ProjectId, CauseId> = { hpv: 'hpv', nest: 'child', barriers: 'access', paw: 'paw' };

export const causeArtwork = (cause: CauseId): ArtworkImage => artwork.causes[cause];
