import styled from 'styled-components';
import { lazyImage } from '../artwork/loading-hints';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  block-size: 100%;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const Quote = styled.blockquote`
  position: relative;
  flex: 1;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Avatar = styled.img`
  flex: none;
  inline-size: 64px;
  block-size: 64px;
  border-radius: 50%;
  object-fit: cover;
  background-color: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface TestimonialProps {
  name: string;
  age: string | number;
  profession: string;
  text: string;
  image: { src: string; alt: string };
  /** Formats the age line, e.g. (age) => t('age', { age }); default shows the number as given. */
  formatAge?: (age: string | number) => string;
}

/** A member's quote: figure > blockquote + figcaption (name, age, profession, portrait). */
export function Testimonial({ name, age, profession, text, image, formatAge = String }: TestimonialProps) {
  return (
    <Figure>
      <Quote>
        <p>{text}</p>
      </Quote>
      <Caption>
        <Avatar {...lazyImage({ ...image, width: 64, height: 64 })} />
        <span>
          <Name>{name}</Name>
          <Meta>
            {formatAge(age)} · {profession}
          </Meta>
        </span>
      </Caption>
    </Figure>
  );
}
