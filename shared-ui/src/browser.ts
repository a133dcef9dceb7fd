/// <reference path="./styled.d.ts" />
/// <reference path="./assets.d.ts" />
// @stallions/shared-ui/browser: the part of the design system that runs in the browser, a shared singleton
// of its own. Islands (and the shell's island host) import from here, never from '@stallions/shared-ui',
// whose page components need the router: a page's islands load no router (eslint enforces it). The package's
// entry re-exports all of this by its package name, so server and browser hold one copy of each component.

// Theme & global
export { theme, space, type Theme, type SpaceKey } from './theme/theme';
export { media, reducedMotionQuery } from './theme/media';
export { visuallyHidden, tracking, darkArea, stack, touchTarget } from './theme/fragments';
export { GlobalStyle, fontFaceCss, fontStyleElementId } from './theme/GlobalStyle';
export { SiteThemeProvider } from './theme/SiteThemeProvider';
export { VisuallyHidden } from './a11y/VisuallyHidden';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';

// What islands draw with
export {
  Button,
  buttonStyles,
  type ButtonProps,
  type ButtonStyleProps,
  type ButtonVariant,
  type ButtonSize,
} from './actions/Button';
export { Spinner, type SpinnerProps } from './content/Spinner';
export { SuccessBanner, Alert, type AlertProps } from './content/Feedback';
export { Carousel } from './carousel/lazy';
export type { CarouselProps, CarouselSlide, CarouselLabels } from './carousel/types';

// Artwork (the files' URLs)
export { artwork, type Artwork, type ArtworkImage } from './artwork';

// Islands: the server's wrapper and the data the browser reads beside it
export { Island, islandAttribute, islandUnavailableAttribute, serializeJson, type IslandProps } from './islands/Island';
export { merge as mergeTranslations, type IslandData } from './islands/island-data';
