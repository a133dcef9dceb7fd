// Design tokens. Every colour pair used for text is checked against WCAG 2.2 AA (see README).
import { fontStacks } from '../fonts/font-stacks';

export const theme = {
  colors: {
    /** Deep petrol navy: 11.9:1 on white. */
    primary: '#0B3C49',
    primaryHover: '#072A33',
    primaryContrast: '#FFFFFF',
    /** Club gold: for fills and for text on dark backgrounds only (2.4:1 on white, 4.9:1 on primary). */
    accent: '#C9A227',
    accentHover: '#B8921F',
    accentContrast: '#0B1F26',
    /** Gold that passes AA as text on light backgrounds (eyebrows, small highlights). */
    accentText: '#7A5200',
    /** Light gold for text and focus rings on dark backgrounds (7.1:1 on primary). */
    accentOnDark: '#E9C46A',
    text: '#1B2430',
    textMuted: '#4A5563',
    textOnDark: '#FFFFFF',
    background: '#FBFAF7',
    surface: '#FFFFFF',
    surfaceAlt: '#F4EFE6',
    /** Decorative dividers. */
    border: '#DDD6C8',
    /** Form control borders: non-text contrast 3:1 or more (WCAG 1.4.11). */
    borderStrong: '#5F6B76',
    success: '#1E6B3A',
    successBg: '#E6F4EA',
    danger: '#B3261E',
    dangerBg: '#FCEBEA',
    /** Focus ring on light backgrounds; dark areas switch to accentOnDark through --focus-ring. */
    focus: '#9A6700',
    /** Hero overlay base colour; its opacity is set per hero. */
    overlay: '#061B22',
  },
  /** Each web font, then its metric-matched fallbacks (shared-ui/src/fonts), then the system's fonts. */
  fonts: {
    body: fontStacks.latin,
    heading: fontStacks.latin,
    /**
     * For text in Arabic (:lang(ar)): Cairo, its Latin characters included. A Latin page declares no Cairo, so its
     * one Arabic word (the switcher's "العربية") is drawn in a system font and downloads nothing.
     */
    arabic: fontStacks.arabic,
  },
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': 'clamp(1.625rem, 1.3rem + 1.2vw, 2rem)',
    '4xl': 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
    '5xl': 'clamp(2.25rem, 1.5rem + 3vw, 3.75rem)',
  },
  lineHeights: { tight: 1.2, snug: 1.35, body: 1.65 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
    9: '6rem',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(11, 31, 38, 0.08)',
    md: '0 4px 16px rgba(11, 31, 38, 0.1)',
    lg: '0 12px 40px rgba(11, 31, 38, 0.16)',
  },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  headerHeight: '72px',
  maxWidth: '1200px',
  /** Comfortable line length for running text. */
  readableWidth: '68ch',
  zIndices: { announcement: 50, header: 100, skipLink: 1000 },
};

export type Theme = typeof theme;
export type SpaceKey = keyof Theme['space'];

/** A space token or any CSS length. */
export const space = (value: SpaceKey | string): string =>
  typeof value === 'number' || value in theme.space ? theme.space[value as SpaceKey] : String(value);
