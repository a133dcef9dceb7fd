import { forwardRef, useId, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { highFetchPriority } from '../artwork/loading-hints';
import { Container } from '../layout/Container';
import { Eyebrow } from '../layout/SectionHeading';
import { darkArea } from '../theme/fragments';
import { media } from '../theme/media';
import { ActionLinks, type ActionLink } from '../actions/ActionLinks';

export type HeroHeight = 100 | 85 | 65 | 40;

export interface HeroProps {
  /** Share of the viewport height, minus the sticky header. */
  height: HeroHeight;
  title: ReactNode;
  description?: ReactNode;
  /** Background image; decorative images take alt="". Loaded eagerly with high priority (it is the LCP). */
  image?: { src: string; alt: string; width?: number; height?: number };
  /** Opacity of the dark layer over the image, 0-1. Default 0.55 with an image. */
  overlayOpacity?: number;
  /** Its links, the main one first. */
  actions?: readonly ActionLink[];
  eyebrow?: string;
}

/**
 * The hero's texts as a page's translations hold them, under one key (`t('<page>.hero', { returnObjects: true })`),
 * spread into its props. The group may also hold its links' labels: Hero reads only these.
 */
export interface HeroText {
  eyebrow?: string;
  title: string;
  description?: string;
}

const Root = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  overflow: hidden;
  /* Navy behind the image: text stays legible before the image arrives or if it fails. */
  background-color: ${({ theme }) => theme.colors.primary};
  ${darkArea}
  padding-block: clamp(2.5rem, 6vw, 5rem);
`;

const Image = styled.img`
  position: absolute;
  inset: 0;
  z-index: -2;
  inline-size: 100%;
  block-size: 100%;
  max-inline-size: none;
  object-fit: cover;

  /* The art keeps its busy side away from the text (at the start): mirror it in right-to-left pages. */
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background-color: ${({ theme }) => theme.colors.overlay};
`;

const Content = styled.div`
  max-inline-size: 44rem;
  text-align: start;
  /* A soft shadow keeps glyph edges legible over light parts of an image. */
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.45);
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const Description = styled.div`
  margin-block-start: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textOnDark};

  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[6]};
  text-shadow: none;
`;

/** Page-opening banner with the page's h1 (tabIndex -1 so the shell can focus it after navigation). */
export const Hero = forwardRef<HTMLHeadingElement, HeroProps>(function Hero(
  { height, title, description, image, overlayOpacity, actions, eyebrow },
  ref,
) {
  const theme = useTheme();
  const titleId = useId();
  const opacity = overlayOpacity ?? (image ? 0.55 : 0);
  return (
    <Root
      aria-labelledby={titleId}
      data-hero-height={height}
      // Inline so each height needs no extra generated class.
      style={{ minHeight: `calc(${height}vh - ${theme.headerHeight})` }}
    >
      {image && (
        <Image
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="eager"
          {...highFetchPriority}
        />
      )}
      {image && <Overlay aria-hidden="true" data-overlay-opacity={opacity} style={{ opacity }} />}
      <Container>
        <Content>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Title id={titleId} ref={ref} tabIndex={-1}>
            {title}
          </Title>
          {description && <Description>{description}</Description>}
          {actions && actions.length > 0 && (
            <Actions>
              <ActionLinks links={actions} />
            </Actions>
          )}
        </Content>
      </Container>
    </Root>
  );
});
