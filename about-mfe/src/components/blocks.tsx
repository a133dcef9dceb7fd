import type { ReactNode } from 'react';
import styled from 'styled-components';
import { artwork, Gallery } from '@stallions/shared-ui';

/** Six pictures sit in rows of three on wide screens (two full rows), two or one on smaller ones. */
const GalleryFrame = styled.div`
  & > ul {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  }

  /* Light pictures keep their edge on light backgrounds. */
  & img {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

// The names the club pages' translations give artwork.gallery's pictures, in its order.
const galleryNames = ['skyline', 'handshake', 'roundTable', 'stage', 'gala', 'tree'] as const;

/** A page's description of each gallery picture, by name (`t('<page>.<gallery>.images', { returnObjects: true })`). */
export type GalleryAlts = Record<(typeof galleryNames)[number], string>;

/**
 * A club page's gallery: artwork.gallery's pictures, each with the page's description, in its order or, with
 * `reversed`, the other way round (so that two pages do not open on the same picture).
 */
export function ClubGallery({
  label,
  alts,
  reversed = false,
}: {
  label: string;
  alts: GalleryAlts;
  reversed?: boolean;
}) {
  const images = artwork.gallery.map((image, index) => ({ ...image, alt: alts[galleryNames[index]!] }));
  return (
    <GalleryFrame>
      <Gallery images={reversed ? images.reverse() : images} label={label} />
    </GalleryFrame>
  );
}

/** A feature band's icons in the order shown, each under the id its texts have in the translations. */
type FeatureIcons<Id extends string> = readonly { id: Id; icon: ReactNode }[];

/** The ids a feature band's icons name. */
type FeatureId<Icons> = Icons extends FeatureIcons<infer Id> ? Id : never;

/**
 * A feature band's translations (`t('<page>.<band>', { returnObjects: true })`): its heading, then the title and
 * text of each feature its icons name (shared-ui's featureItems makes the FeatureList's items of them).
 */
export type FeaturesText<Icons extends FeatureIcons<string>> = { title: string; intro?: string } & Record<
  FeatureId<Icons>,
  { title: string; text: string }
>;
