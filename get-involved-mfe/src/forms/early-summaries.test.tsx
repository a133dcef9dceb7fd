import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../locales/en/pages.json';
import { DonationForm } from './DonationForm';
import { DonationEarlySummary, JoinEarlySummary } from './early-summaries';
import { JoinForm } from './JoinForm';
import { renderForm, serverRender, setUpFormTests } from './test-utils';

setUpFormTests();

/** Each entry of a rendered summary: where its link points and what it says. */
const entries = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('link')
    .map((link) => `${link.getAttribute('href')} ${link.textContent}`);

/** What the island's own summary lists when its untouched form is sent. */
async function islandSummary(Form: typeof JoinForm | typeof DonationForm, route: string) {
  const user = userEvent.setup();
  const { unmount } = await renderForm(Form, { title: 'Form', titleId: 'form-title', route });
  await user.click(screen.getByRole('button')); // the form's one button: send
  const listed = entries(await screen.findByTestId('error-summary'));
  unmount();
  return listed;
}

describe.each([
  { form: 'join', Form: JoinForm, Early: JoinEarlySummary, route: '/get-involved/join' },
  { form: 'donation', Form: DonationForm, Early: DonationEarlySummary, route: '/get-involved/donate' },
])('the $form form’s early summary', ({ Form, Early, route }) => {
  it('lists exactly what the island’s own summary lists for an untouched form sent, worded alike', async () => {
    const expected = await islandSummary(Form, route);
    expect(expected.length).toBeGreaterThan(4);
    const { container } = await serverRender(<Early />, { route });
    const summary = within(container).getByRole('alert');
    expect(within(summary).getByRole('heading')).toHaveTextContent(en.getInvolved.form.errorSummaryTitle);
    expect(entries(summary)).toEqual(expected);
    container.remove();
  });
});
