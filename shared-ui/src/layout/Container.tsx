import styled from 'styled-components';

/** Centred content column with responsive side padding. */
export const Container = styled.div`
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.maxWidth};
  margin-inline: auto;
  padding-inline: clamp(1rem, 4vw, 2rem);
`;
