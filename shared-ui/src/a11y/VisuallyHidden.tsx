import styled from 'styled-components';
import { visuallyHidden } from '../theme/fragments';

/** Text for screen readers only. Renders a <span>; use `as="div"` etc. when needed. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
