// "Our companions" on the CSR page: six partner logos in a carousel.
import { artwork } from '@stallions/shared-ui/browser';

/** Slides per view and spacing (px) below the first breakpoint. */
export const companionCarouselDefaults = { slidesPerView: 1, spaceBetween: 20 } as const;

/** Swiper breakpoints (min-width in px): 2 logos from 640px, 3 from 1024px. */
export const companionCarouselBreakpoints = {
  640: { slidesPerView: 2, spaceBetween: 20 },
  1024: { slidesPerView: 3, spaceBetween: 30 },
} as const;

export interface CompanionLogo {
  /** 1 to 6; the alt text is "Companion {id}" in the visitor's language. */
  id: number;
  src: string;
  width: number;
  height: number;
}

export const companionLogos: CompanionLogo[] = artwork.companions.slice(0, 6).map((image, index) => ({
  id: index + 1,
  src: image.src,
  width: image.width,
  height: image.height,
}));
