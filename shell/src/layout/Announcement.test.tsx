import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { clearOverridesForTests, i18n, loadRemoteTranslations } from '@stallions/shared-i18n';
import { renderShell } from '../components/test-helpers';
import { Announcement } from './Announcement';
import { dismissedAnnouncementKey } from './announcement-key';
import { startAnnouncementScript } from './announcement-script';

const text = 'Applications for the new season are open: apply to join the club today.';

afterEach(() => {
  jest.restoreAllMocks();
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

  it('is dismissed for the session by its plain script, and a different announcement shows again', async () => {
    const user = userEvent.setup();
    await renderShell(<Announcement />);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await act(() => loadRemoteTranslations(i18n, async () => JSON.stringify({ header: { announcement: text } }), 'en'));
    // The server's HTML, as the browser gets it: no React behind it, only the page script.
    const html = screen.getByTestId('announcement').outerHTML;
    document.body.innerHTML = `<main id="main-content" tabindex="-1"></main>${html}`;
    startAnnouncementScript(document);
    await user.click(screen.getByRole('button', { name: 'Dismiss the announcement' }));
    expect(screen.queryByTestId('announcement')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(dismissedAnnouncementKey)).toBe(text);
    expect(document.getElementById('main-content')).toHaveFocus();

    // The next page of the session: gone as the script runs.
    document.body.innerHTML = html;
    startAnnouncementScript(document);
    expect(screen.queryByTestId('announcement')).not.toBeInTheDocument();

    // Another announcement shows.
    document.body.innerHTML = html.replace(
      /data-announcement="[^"]*"/,
      'data-announcement="The annual gala is on 12 December."',
    );
    startAnnouncementScript(document);
    expect(screen.getByTestId('announcement')).toBeInTheDocument();
  });

  it('shows where storage is blocked, and its button still removes it', async () => {
    const user = userEvent.setup();
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    document.body.innerHTML = `<aside data-testid="announcement" data-announcement="${text}"><button type="button" aria-label="Dismiss" data-dismiss-announcement=""></button></aside>`;
    startAnnouncementScript(document);
    expect(screen.getByTestId('announcement')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('announcement')).not.toBeInTheDocument();
  });
});
