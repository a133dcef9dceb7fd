import styled from 'styled-components';
import { lazyImage } from '../artwork/loading-hints';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Img = styled.img`
  inline-size: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surfaceAlt};
`;

export interface GalleryImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface GalleryProps {
  images: GalleryImage[];
  /** Accessible name of the list of images. */
  label: string;
}

/** Grid of lazily loaded images; width/height reserve space (no layout shift). */
export function Gallery({ images, label }: GalleryProps) {
  return (
    <List aria-label={label}>
      {images.map((image, index) => (
        <li key={`${image.src}-${index}`}>
          <Img {...lazyImage({ ...image, width: image.width ?? 800, height: image.height ?? 600 })} />
        </li>
      ))}
    </List>
  );
}
