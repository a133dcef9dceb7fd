/// <reference path="./styled.d.ts" />
/// <reference path="./assets.d.ts" />
// Public API of @stallions/shared-ui for the server's pages (and a remote's standalone page). Islands import
// from '@stallions/shared-ui/browser' instead. Everything the browser's islands use: its own shared singleton, imported here by the package name (not a
// relative path) so the federation runtime gives server pages and islands the same copy.
export * from '@stallions/shared-ui/browser';
export { SkipLink, type SkipLinkProps } from './a11y/SkipLink';

// Layout & content
export { Container } from './layout/Container';
export { Section, type SectionProps, type SectionTone } from './layout/Section';
export { Grid, type GridProps } from './layout/Grid';
export { Split, type SplitProps } from './layout/Split';
export { Stack, type StackProps } from './layout/Stack';
export { SectionHeading, Eyebrow } from './layout/SectionHeading';
export { Prose } from './layout/Prose';
export { ContentSection, type ContentSectionProps, type ContentSectionText } from './layout/ContentSection';
export { ButtonLink, type ButtonLinkProps } from './actions/ButtonLink';
export { ExternalLink, type ExternalLinkProps } from './actions/ExternalLink';
export { ArrowLink, type ArrowLinkProps } from './actions/ArrowLink';
export { ActionLinks, type ActionLink } from './actions/ActionLinks';
export { Card, type CardProps, type HeadingLevel } from './content/Card';
export { CardGrid, type CardGridCard, type CardGridProps } from './content/CardGrid';
export { Hero, type HeroProps, type HeroHeight, type HeroText } from './content/Hero';
export { PageTitle } from './content/PageTitle';
export { PageIntro, type PageIntroProps } from './content/PageIntro';
export {
  CallToAction,
  type CallToActionProps,
  type CallToActionAlign,
  type CallToActionText,
} from './content/CallToAction';
export { FeatureList, featureItems, type FeatureListProps, type FeatureItem } from './content/FeatureList';
export { BulletList, type BulletListProps, type BulletMarker } from './content/BulletList';
export { Statistic, type StatisticProps } from './content/Statistic';
export { Tile, type TileProps } from './content/Tile';
export { ProcessSteps, type ProcessStepsProps } from './content/ProcessSteps';
export { Testimonial, type TestimonialProps } from './content/Testimonial';
export { IconText, type IconTextProps } from './content/IconText';
export { Gallery, type GalleryProps, type GalleryImage } from './content/Gallery';
export { SocialIcon, socialPlatforms, type SocialIconProps, type SocialPlatform } from './content/SocialIcon';
export { SearchField, type SearchFieldProps } from './search/SearchField';

// Form components are at '@stallions/shared-ui/forms': bundled by the app that has a form (get-involved),
// so the pages without one, every first page included, do not load them with this shared singleton.

// Artwork
export { Illustration, Logo, type IllustrationProps, type LogoProps } from './artwork/Illustration';
export { PictureFrame, type PictureFrameProps } from './artwork/PictureFrame';

// Page head and not-found content. A remote's standalone host is at
// '@stallions/shared-ui/standalone': only a remote's own page uses it, never the site.
export { usePageMeta, fullTitle } from './page/usePageMeta';
export { PageRecorder, useNotFoundStatus, type PageRecord } from './page/server-page';
export { FormPostProvider, useFormPost } from './page/form-post';
export { NotFoundView } from './standalone/NotFoundView';
export { sectionRoutes, type SectionRoutesOptions, type SectionRoutesProps } from './page/section-routes';
