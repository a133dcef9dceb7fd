import { css } from 'styled-components';
import type { SpaceKey } from './theme';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute !important;
  inline-size: 1px !important;
  block-size: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Letter-spacing breaks joined scripts such as Arabic: tracking applies to LTR text only. */
export const tracking = (value: string) => css`
  letter-spacing: ${value};
  [dir='rtl'] &,
  &:lang(ar) {
    letter-spacing: normal;
    text-transform: none;
  }
`;

/** Colours that flip inside dark areas (dark sections, heroes): set once on the container. */
export const darkArea = css`
  --focus-ring: ${({ theme }) => theme.colors.accentOnDark};
  --eyebrow-color: ${({ theme }) => theme.colors.accentOnDark};
  --link-color: ${({ theme }) => theme.colors.accentOnDark};
  --muted-color: rgba(255, 255, 255, 0.86);
  color: ${({ theme }) => theme.colors.textOnDark};
`;

/** A column of parts with even gaps (the Stack component's layout, for a styled part of its own). */
export const stack = (gap: SpaceKey) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
`;

/**
 * A link or button at least the site's touch-target height, 44px (WCAG 2.5.8 asks for 24, Apple's and Google's
 * guidelines for 44-48), its content centred in a row.
 */
export const touchTarget = css`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
`;
