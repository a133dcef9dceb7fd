// A one-line notice from header.announcement. The built-in bundles leave it empty; a translations_<lng>
// override (Remote Config) fills it without a release. Empty → nothing is rendered.
//
// It can arrive after the first render (remote translations never delay it), so it sits at the end of the
// page, sticky to the bottom of the viewport: appearing there moves nothing already on screen (no layout
// shift), and at the end of the page it takes its own space instead of covering the footer. Visitors can
// dismiss it for the session; a different announcement shows again. The server renders it (it cannot see the
// session's storage); the browser removes a dismissed one right after hydration.
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import { FaBullhorn, FaXmark } from 'react-icons/fa6';
import styled, { createGlobalStyle } from 'styled-components';
import { Container, darkArea } from '@stallions/shared-ui';
import { IconButton } from './SearchPanel';

export const dismissedAnnouncementKey = 'announcementDismissed';

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

const noSubscription = () => () => undefined;

function dismissedText(): string | null {
  try {
    return sessionStorage.getItem(dismissedAnnouncementKey);
  } catch {
    return null; // Storage blocked: the notice simply shows.
  }
}

export function Announcement() {
  const { t } = useTranslation('header');
  const text = t('announcement', { defaultValue: '' }).trim();
  // What storage says, after hydration (the server's render has no storage: null, as the first render here).
  const stored = useSyncExternalStore(noSubscription, dismissedText, () => null);
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  if (!text || stored === text || dismissedNow === text) return null;

  const dismiss = () => {
    setDismissedNow(text);
    try {
      sessionStorage.setItem(dismissedAnnouncementKey, text);
    } catch {
      // Storage blocked: dismissed for this page view only.
    }
  };

  return (
    <Band aria-label={t('announcementLabel')} data-testid="announcement" data-announcement={text}>
      <ScrollClearOfNotice />
      <Row>
        <Text>
          <FaBullhorn aria-hidden="true" focusable="false" />
          <span>{text}</span>
        </Text>
        <Dismiss type="button" aria-label={t('dismissAnnouncement')} onClick={dismiss}>
          <FaXmark aria-hidden="true" focusable="false" />
        </Dismiss>
      </Row>
    </Band>
  );
}
