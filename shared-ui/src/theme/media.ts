import { theme } from './theme';

const minWidth = (px: number) => `@media (min-width: ${px}px)`;

/** Mobile-first media queries: `${media.lg} { ... }`. */
export const media = {
  sm: minWidth(theme.breakpoints.sm),
  md: minWidth(theme.breakpoints.md),
  lg: minWidth(theme.breakpoints.lg),
  xl: minWidth(theme.breakpoints.xl),
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  motionOk: '@media (prefers-reduced-motion: no-preference)',
} as const;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
