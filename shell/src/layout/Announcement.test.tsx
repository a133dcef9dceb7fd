import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { clearOverridesForTests, i18n, loadRemoteTranslations } from '@stallions/shared-i18n';
import { renderShell } from '../components/test-helpers';
import { Announcement, dismissedAnnouncementKey } from './Announcement';

const text = 'Applications for the new season are open: apply to join the club today.';

afterEach(() => {
  sessionStorage.clear();
  clearOverridesForTests();
  i18n.addResourceBundle('en', 'header', { announcement: '' }, true, true);
});

describe('Announcement', () => {
  it('renders nothing while header.announcement is empty, as in the built-in bundles', async () => {
    const { container } = await renderShell(<Announcement />);
    expect(i18n.t('header:announcement')).toBe('');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByTestId('announcement')).not.toBeInTheDocument();
  });

  it('shows a remote override of header.announcement as soon as it arrives', async () => {
    const { container } = await renderShell(<Announcement />);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await act(() => loadRemoteTranslations(i18n, async () => JSON.stringify({ header: { announcement: text } }), 'en'));
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByTestId('announcement').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders nothing for an override of only spaces', async () => {
    const { container } = await renderShell(<Announcement />);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await act(() =>
      loadRemoteTranslations(i18n, async () => JSON.stringify({ header: { announcement: '   ' } }), 'en'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('can be dismissed for the session, and a different announcement shows again', async () => {
    const user = userEvent.setup();
    const { container } = await renderShell(<Announcement />);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await act(() => loadRemoteTranslations(i18n, async () => JSON.stringify({ header: { announcement: text } }), 'en'));
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Dismiss the announcement' }));
    expect(container).toBeEmptyDOMElement();
    expect(sessionStorage.getItem(dismissedAnnouncementKey)).toBe(text);

    const next = 'The annual gala is on 12 December.';
    await act(() => loadRemoteTranslations(i18n, async () => JSON.stringify({ header: { announcement: next } }), 'en'));
    expect(screen.getByText(next)).toBeVisible();
  });

  it('stays dismissed on the next page load of the session', async () => {
    sessionStorage.setItem(dismissedAnnouncementKey, text);
    const { container } = await renderShell(<Announcement />);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await act(() => loadRemoteTranslations(i18n, async () => JSON.stringify({ header: { announcement: text } }), 'en'));
    expect(container).toBeEmptyDOMElement();
  });
});
