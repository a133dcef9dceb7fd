import styled from 'styled-components';

/** Six pictures sit in rows of three on wide screens (two full rows), two or one on smaller ones. */
export const GalleryFrame = styled.div`
  & > ul {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  }

  /* Light pictures keep their edge on light backgrounds. */
  & img {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
