// A one-line notice under the header, from header.announcement. The built-in bundles leave it empty; a
// translations_<lng> override (Remote Config) fills it without a release. Empty → nothing is rendered.
import { useTranslation } from 'react-i18next';
import { FaBullhorn } from 'react-icons/fa6';
import styled from 'styled-components';
import { Container } from '@stallions/shared-ui';

const Band = styled.div`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Text = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  text-align: center;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;

export function Announcement() {
  const { t } = useTranslation('header');
  const text = t('announcement', { defaultValue: '' }).trim();
  if (!text) return null;
  return (
    <Band data-testid="announcement">
      <Container>
        <Text>
          <FaBullhorn aria-hidden="true" focusable="false" />
          <span>{text}</span>
        </Text>
      </Container>
    </Band>
  );
}
