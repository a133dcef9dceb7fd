import { theme } from '@stallions/shared-ui';

const { lg, xl } = theme.breakpoints;

/**
 * Below the lg breakpoint (the mobile menu's range). Desktop-only parts are visible by default and hidden
 * here, rather than hidden by default and shown from lg: jsdom ignores media queries, so tests see both
 * the desktop and the mobile controls.
 */
export const belowLg = `@media (max-width: ${lg - 0.02}px)`;

/** From lg to just below xl: the desktop header is at its most compact. */
export const lgToXl = `@media (min-width: ${lg}px) and (max-width: ${xl - 0.02}px)`;
