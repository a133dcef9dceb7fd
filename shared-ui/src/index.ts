/// <reference path="./styled.d.ts" />
/// <reference path="./assets.d.ts" />
// Public API of @stallions/shared-ui. Other packages import only from here.
import { lazy } from 'react';

// Theme & global
export { theme, space, type Theme, type SpaceKey } from './theme/theme';
export { media, reducedMotionQuery } from './theme/media';
export { visuallyHidden, tracking, darkArea } from './theme/fragments';
export { GlobalStyle, fontFaceCss, fontFilesFor, fontStyleElementId } from './theme/GlobalStyle';
export { SiteThemeProvider } from './theme/SiteThemeProvider';
export { SkipLink, type SkipLinkProps } from './a11y/SkipLink';
export { VisuallyHidden } from './a11y/VisuallyHidden';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';

// Layout & content
export { Container } from './layout/Container';
export { Section, type SectionProps, type SectionTone } from './layout/Section';
export { Grid, type GridProps } from './layout/Grid';
export { Stack, type StackProps } from './layout/Stack';
export { SectionHeading, Eyebrow } from './layout/SectionHeading';
export { Prose } from './layout/Prose';
export { ContentSection, type ContentSectionProps } from './layout/ContentSection';
export {
  Button,
  ButtonLink,
  buttonStyles,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
  type ButtonSize,
} from './actions/Button';
export { ExternalLink, type ExternalLinkProps } from './actions/ExternalLink';
export { Card, type CardProps, type HeadingLevel } from './content/Card';
export { Hero, type HeroProps, type HeroHeight } from './content/Hero';
export { PageTitle } from './content/PageTitle';
export { PageIntro, type PageIntroProps } from './content/PageIntro';
export { CallToAction, type CallToActionProps, type CallToActionAlign } from './content/CallToAction';
export { FeatureList, type FeatureListProps, type FeatureItem } from './content/FeatureList';
export { BulletList, type BulletListProps, type BulletMarker } from './content/BulletList';
export { Statistic, type StatisticProps } from './content/Statistic';
export { ProcessSteps, type ProcessStepsProps } from './content/ProcessSteps';
export { Testimonial, type TestimonialProps } from './content/Testimonial';
export { IconText, type IconTextProps } from './content/IconText';
export { Gallery, type GalleryProps, type GalleryImage } from './content/Gallery';
export { Spinner, type SpinnerProps } from './content/Spinner';
export { SuccessBanner, Alert, type AlertProps } from './content/Feedback';
export { SocialIcon, socialPlatforms, type SocialIconProps, type SocialPlatform } from './content/SocialIcon';
export { SearchField, type SearchFieldProps } from './search/SearchField';

// Swiper (JS and CSS) loads only when a page renders a carousel.
export const Carousel = lazy(() => import('./carousel/Carousel'));
export type { CarouselProps, CarouselSlide, CarouselLabels } from './carousel/types';

// Form components are at '@stallions/shared-ui/forms': bundled by the app that has a form (get-involved),
// so the pages without one, every first page included, do not load them with this shared singleton.

// Artwork
export { artwork, type Artwork, type ArtworkImage } from './artwork';
export { Illustration, Logo, type IllustrationProps, type LogoProps } from './artwork/Illustration';

// Page head and not-found content. A remote's standalone host is at
// '@stallions/shared-ui/standalone': only a remote's own page uses it, never the site.
export { usePageMeta, fullTitle } from './page/usePageMeta';
export { PageRecorder, useNotFoundStatus, type PageRecord } from './page/server-page';
export { NotFoundView } from './standalone/NotFoundView';
export { Island, islandAttribute, islandUnavailableAttribute, serializeJson, type IslandProps } from './islands/Island';
export { merge as mergeTranslations, type IslandData } from './islands/island-data';
