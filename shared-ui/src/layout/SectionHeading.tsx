import styled from 'styled-components';
import { tracking } from '../theme/fragments';

/** The h2 of a section. Use `as="h3"` for a sub-heading with the same look. */
export const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin-block-end: ${({ theme }) => theme.space[4]};
  color: inherit;
`;

/** Small overline above a heading. Gold that passes AA on light and on dark backgrounds. */
export const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  ${tracking('0.12em')}
  color: var(--eyebrow-color, ${({ theme }) => theme.colors.accentText});
  margin-block-end: ${({ theme }) => theme.space[2]};
`;
