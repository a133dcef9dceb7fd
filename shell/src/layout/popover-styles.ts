// Styles of the header's panels: each is an HTML popover (top layer; the browser gives light dismiss, Escape,
// focus return and one open at a time) and its invoker button. Shared by the menus, search and language list.
import { css } from 'styled-components';

/** The browser's popover box (centred, bordered) undone: the panel lays itself out. */
export const popoverReset = css`
  margin: 0;
  padding: 0;
  border: 0;
  color: inherit;
  background: transparent;
  overflow: visible;
`;

/**
 * A dropdown under its button: the button names an anchor (`anchor-name`) and the panel sits below it, from
 * its start edge (logical: right to left follows). Browsers without anchor positioning show it under the header.
 */
export const anchoredBelow = (anchor: string, align: 'start' | 'end' = 'start') => css`
  ${popoverReset}
  position-anchor: ${anchor};
  inset: auto;
  position-area: ${align === 'start' ? 'block-end span-inline-end' : 'block-end span-inline-start'};
  margin-block-start: ${({ theme }) => theme.space[2]};

  @supports not (position-area: block-end) {
    inset-block-start: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space[2]});
    inset-inline-${align}: ${({ theme }) => theme.space[4]};
  }
`;

/** Icons of an invoker: `[data-when-open]` shows while its popover is open, `[data-when-closed]` otherwise. */
export const openStateIcons = (popoverId: string) => css`
  & > [data-when-open] {
    display: none;
  }
  body:has(#${popoverId}:popover-open) & > [data-when-open] {
    display: revert;
  }
  body:has(#${popoverId}:popover-open) & > [data-when-closed] {
    display: none;
  }
`;
