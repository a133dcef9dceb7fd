// A one-line notice from header.announcement. The built-in bundles leave it empty; a translations_<lng>
// override (Remote Config) fills it without a release. Empty → nothing is rendered.
//
// It sits at the end of the page, sticky to the bottom of the viewport: removing it moves nothing on screen (no
// layout shift), and at the end of the page it takes its own space instead of covering the footer. Visitors can
// dismiss it for the session (announcement-script.ts, plain script); a different announcement shows again.
import { useTranslation } from '@stallions/shared-i18n';
import { FaBullhorn, FaXmark } from 'react-icons/fa6';
import styled, { createGlobalStyle } from 'styled-components';
import { Container, darkArea } from '@stallions/shared-ui';
import { IconButton } from './SearchPanel';

const Band = styled.aside`
  position: sticky;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndices.announcement};
  background: ${({ theme }) => theme.colors.primary};
  ${darkArea}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Keyboard focus scrolls clear of the notice instead of ending up under it (WCAG 2.4.11). */
const ScrollClearOfNotice = createGlobalStyle`
  html {
    scroll-padding-block-end: 5rem;
  }
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Text = styled.p`
  display: flex;
  flex: 1;
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

const Dismiss = styled(IconButton)`
  color: inherit;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function Announcement() {
  const { t } = useTranslation('header');
  const text = t('announcement', { defaultValue: '' }).trim();
  if (!text) return null;

  return (
    <Band aria-label={t('announcementLabel')} data-testid="announcement" data-announcement={text}>
      <ScrollClearOfNotice />
      <Row>
        <Text>
          <FaBullhorn aria-hidden="true" focusable="false" />
          <span>{text}</span>
        </Text>
        <Dismiss type="button" aria-label={t('dismissAnnouncement')} data-dismiss-announcement="">
          <FaXmark aria-hidden="true" focusable="false" />
        </Dismiss>
      </Row>
    </Band>
  );
}
