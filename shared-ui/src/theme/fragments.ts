import { css } from 'styled-components';

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
