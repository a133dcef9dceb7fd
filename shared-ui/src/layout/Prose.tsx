import styled from 'styled-components';

/** Running text: readable line length and spacing for paragraphs, lists and sub-headings. */
export const Prose = styled.div`
  max-inline-size: ${({ theme }) => theme.readableWidth};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  & > * + * {
    margin-block-start: ${({ theme }) => theme.space[4]};
  }

  & > :is(h2, h3, h4) {
    margin-block-start: ${({ theme }) => theme.space[6]};
  }

  & h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  & :is(ul, ol) {
    padding-inline-start: 1.5em;
  }

  & li + li {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }

  & p {
    color: var(--muted-color, ${({ theme }) => theme.colors.text});
  }
`;
