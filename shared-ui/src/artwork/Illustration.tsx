import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { highFetchPriority, lazyUnlessInline } from './loading-hints';
import { artwork, type ArtworkImage } from './index';

const Img = styled.img`
  inline-size: 100%;
  block-size: auto;
`;

export interface IllustrationProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'alt'
> {
  image: ArtworkImage;
  /** Describe what matters, or "" when the image is decoration. */
  alt: string;
  /** Above the fold / the page's LCP image: load eagerly with high priority. */
  priority?: boolean;
}

/** An artwork image with its intrinsic size (no layout shift), lazy unless it is a priority image or inline. */
export function Illustration({ image, alt, priority = false, ...rest }: IllustrationProps) {
  return (
    <Img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : lazyUnlessInline(image.src)}
      {...(priority ? highFetchPriority : {})}
      decoding="async"
      {...rest}
    />
  );
}

export interface LogoProps {
  /** Usually the club's name, e.g. "Stallions Club"; "" when a visible name sits next to it. */
  alt: string;
  /** Rendered size in px (square); default 48. */
  size?: number;
  className?: string;
}

/** The Stallions Club mark (stallion head in a gold ring). */
export function Logo({ alt, size = 48, className }: LogoProps) {
  return <img src={artwork.logo.src} width={size} height={size} alt={alt} className={className} decoding="async" />;
}
