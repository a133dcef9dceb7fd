import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { axe } from 'jest-axe';
import en from '../locales/en.json';
import { i18n } from '@stallions/shared-i18n';
import { draftKeys } from './draft';
import { JoinForm, type JoinFormProps } from './JoinForm';
import { expectSuccessForFiveSeconds, field, fillIn, renderForm, setUpFormTests } from './test-utils';

setUpFormTests();

const text = en.getInvolved;
const labels = text.join.form;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const renderJoin = (props: JoinFormProps = {}) =>
  renderForm(JoinForm, { title: labels.title, titleId: 'join-title', route: '/get-involved/join' }, props);

async function fillValid(user: UserEvent) {
  await fillIn(user, labels, {
    firstName: 'Layla',
    lastName: 'Haddad',
    country: 'France',
    district: 'Lyon',
    email: 'layla@example.com',
    phone: '+33 6 12 34 56 78',
    whyInvolved: 'To mentor young people.',
  });
  fireEvent.change(field(labels.dateOfBirth.label), { target: { value: '1990-03-27' } });
  await user.selectOptions(field(labels.language.label), 'fr');
  await user.selectOptions(field(labels.heardFrom.label), 'friend_family');
}

const submitButton = () => screen.getByRole('button', { name: labels.submit });

describe('JoinForm', () => {
  it('takes the page language as the preferred language until the applicant picks one', async () => {
    const user = userEvent.setup();
    await renderJoin();
    const language = field(labels.language.label) as unknown as HTMLSelectElement;
    expect(language.value).toBe('en');
    try {
      // The page's language applied after the form mounted, as on a page opened in Arabic.
      await act(() => i18n.changeLanguage('ar'));
      await waitFor(() => expect(language.value).toBe('ar'));
      await user.selectOptions(language, 'fr');
      await act(() => i18n.changeLanguage('en'));
      expect(language.value).toBe('fr');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('starts from the defaults, with every field labelled and its autocomplete token', async () => {
    await renderJoin();
    expect(screen.getByRole('radio', { name: labels.hasReference.no })).toBeChecked();
    expect(screen.getByRole('radio', { name: labels.hasReference.yes })).not.toBeChecked();
    expect(field(labels.language.label).value).toBe('en');
    expect(field(labels.heardFrom.label).value).toBe('');
    expect(screen.queryByLabelText(labels.referenceNumber.label)).not.toBeInTheDocument();

    const tokens: Array<[string, string]> = [
      [labels.firstName.label, 'given-name'],
      [labels.lastName.label, 'family-name'],
      [labels.dateOfBirth.label, 'bday'],
      [labels.language.label, 'language'],
      [labels.country.label, 'country-name'],
      [labels.province.label, 'address-level1'],
      [labels.district.label, 'address-level2'],
      [labels.postalCode.label, 'postal-code'],
      [labels.email.label, 'email'],
      [labels.phone.label, 'tel'],
      [labels.heardFrom.label, 'off'],
      [labels.whyInvolved.label, 'off'],
    ];
    for (const [label, token] of tokens) expect(field(label)).toHaveAttribute('autocomplete', token);
    expect(field(labels.email.label)).toHaveAttribute('type', 'email');
    expect(field(labels.phone.label)).toHaveAttribute('type', 'tel');
    expect(field(labels.dateOfBirth.label)).toHaveAttribute('type', 'date');
    // The date picker offers only days the schema accepts: 1900-01-01 to yesterday (UTC).
    expect(field(labels.dateOfBirth.label)).toHaveAttribute('min', '1900-01-01');
    expect(field(labels.dateOfBirth.label)).toHaveAttribute(
      'max',
      new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    );
    // The six heardFrom options, translated, after the empty "choose" option.
    const options = within(field(labels.heardFrom.label)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      labels.heardFrom.placeholder,
      ...Object.values(labels.heardFrom.options),
    ]);
  });

  it('shows the reference number only while "yes" is chosen', async () => {
    const user = userEvent.setup();
    await renderJoin();
    await user.click(screen.getByRole('radio', { name: labels.hasReference.yes }));
    expect(field(labels.referenceNumber.label)).toHaveAttribute('autocomplete', 'off');
    await user.click(screen.getByRole('radio', { name: labels.hasReference.no }));
    expect(screen.queryByLabelText(labels.referenceNumber.label)).not.toBeInTheDocument();
  });

  it('lists every error in a focused summary and beside each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { submit, container } = await renderJoin();
    await user.click(screen.getByRole('radio', { name: labels.hasReference.yes }));
    await user.type(field(labels.email.label), 'not-an-email');
    await user.click(submitButton());

    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading', { name: text.form.errorSummaryTitle })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#join-firstName',
      '#join-lastName',
      '#join-dateOfBirth',
      '#join-country',
      '#join-email',
      '#join-phone',
      '#join-heardFrom',
      '#join-referenceNumber',
    ]);
    // Each entry names its field, then says what is wrong.
    expect(links[0]).toHaveTextContent(`${labels.firstName.label}: ${text.validation.required}`);
    expect(links[4]).toHaveTextContent(`${labels.email.label}: ${text.validation.email}`);
    expect(links[6]).toHaveTextContent(`${labels.heardFrom.summaryLabel}: ${text.validation.required}`);
    expect(links[7]).toHaveTextContent(`${labels.referenceNumber.label}: ${text.validation.referenceNumber}`);

    // Inline, tied to the field.
    expect(field(labels.firstName.label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(labels.firstName.label)).toHaveAccessibleDescription(text.validation.required);
    expect(field(labels.email.label)).toHaveAccessibleDescription(`${labels.email.hint} ${text.validation.email}`);

    // A summary link moves focus to its field.
    await user.click(links[1]!);
    expect(field(labels.lastName.label)).toHaveFocus();

    expect(submit).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('focuses the summary again on each failed attempt', async () => {
    const user = userEvent.setup();
    await renderJoin();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
    await user.click(field(labels.firstName.label));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
  });

  it('sends a valid application once, then confirms for 5 seconds and resets', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const pending = deferred();
    const submit = jest.fn(() => pending.promise);
    await renderJoin({ submit });
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: labels.hasReference.yes }));
    await user.type(field(labels.referenceNumber.label), 'SC-10482');

    await user.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    // Submitting: disabled, with a spinner announcing it; another click sends nothing.
    const button = screen.getByRole('button', { name: new RegExp(labels.submit) });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('status')).toHaveTextContent(text.form.submitting);
    fireEvent.submit(screen.getByTestId('join-form'));
    expect(submit).toHaveBeenCalledTimes(1);

    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Layla',
        lastName: 'Haddad',
        dateOfBirth: '1990-03-27',
        country: 'France',
        province: '',
        district: 'Lyon',
        email: 'layla@example.com',
        phone: '+33 6 12 34 56 78',
        heardFrom: 'friend_family',
        whyInvolved: 'To mentor young people.',
        hasReference: 'yes',
        referenceNumber: 'SC-10482',
      }),
      { language: 'fr', reference: expect.stringMatching(/^SC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/) },
    );
    const sentForm = submit.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(sentForm[0]).not.toHaveProperty('language');

    await act(async () => pending.resolve());
    const banner = await screen.findByRole('status');
    // The spec's sentence as it is, then the reference that was stored, in the same live region.
    const { reference } = (submit.mock.calls[0] as unknown as [unknown, { reference: string }])[1];
    expect(
      within(banner)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual([text.form.success, `${text.form.referenceLabel} ${reference}`]);
    expect(within(banner).getByText(reference)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('form-feedback')).toHaveFocus();
    // Back to the defaults.
    expect(field(labels.firstName.label).value).toBe('');
    expect(field(labels.language.label).value).toBe('en');
    expect(screen.getByRole('radio', { name: labels.hasReference.no })).toBeChecked();
    expect(screen.queryByLabelText(labels.referenceNumber.label)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    expectSuccessForFiveSeconds();
  });

  it('keeps every value and shows the alert when sending fails', async () => {
    const user = userEvent.setup();
    const submit = jest.fn(async () => {
      throw new Error('network down');
    });
    const { container } = await renderJoin({ submit });
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.form.errorTitle);
    expect(alert).toHaveTextContent(labels.errorMessage);
    expect(console.error).toHaveBeenCalledWith('Form submission failed:', expect.any(Error));
    expect(field(labels.firstName.label).value).toBe('Layla');
    expect(field(labels.email.label).value).toBe('layla@example.com');
    expect(field(labels.language.label).value).toBe('fr');
    expect(field(labels.heardFrom.label).value).toBe('friend_family');
    expect(field(labels.whyInvolved.label).value).toBe('To mentor young people.');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(text.form.success)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('drops a submission whose honeypot is filled, but shows the same success', async () => {
    const user = userEvent.setup();
    const { submit } = await renderJoin();
    const trap = screen.getByTestId('honeypot');
    expect(trap).toHaveAttribute('aria-hidden', 'true');
    const input = trap.querySelector('input')!;
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('name', 'website');
    await fillValid(user);
    fireEvent.change(input, { target: { value: 'https://spam.example' } });
    await user.click(submitButton());
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('drops a submission sent faster than a person can fill the form', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const submit = jest.fn(async () => undefined);
    await renderJoin({ submit, minFillTimeMs: 60_000 });
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    // A person who takes their time is sent through.
    act(() => jest.advanceTimersByTime(60_000));
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('has no accessibility violations when idle', async () => {
    const { container } = await renderJoin();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('JoinForm draft (kept for the tab across reloads and language switches)', () => {
  const draft = () => JSON.parse(sessionStorage.getItem(draftKeys.join) ?? 'null') as Record<string, unknown> | null;

  it('keeps what was typed, the reference number included, and shows it again after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderJoin();
    await user.type(field(labels.firstName.label), 'Layla');
    await user.type(field(labels.whyInvolved.label), 'To mentor');
    await user.click(screen.getByRole('radio', { name: labels.hasReference.yes }));
    await user.type(field(labels.referenceNumber.label), 'SC-10482');
    fireEvent.change(screen.getByTestId('honeypot').querySelector('input')!, { target: { value: 'spam' } });
    // Only what differs from the defaults, and never the honeypot.
    expect(draft()).toEqual({
      firstName: 'Layla',
      whyInvolved: 'To mentor',
      hasReference: 'yes',
      referenceNumber: 'SC-10482',
    });

    unmount();
    await renderJoin();
    expect(field(labels.firstName.label).value).toBe('Layla');
    expect(field(labels.whyInvolved.label).value).toBe('To mentor');
    expect(screen.getByRole('radio', { name: labels.hasReference.yes })).toBeChecked();
    // The conditional field shows, with its value.
    expect(field(labels.referenceNumber.label).value).toBe('SC-10482');
    expect((screen.getByTestId('honeypot').querySelector('input') as HTMLInputElement).value).toBe('');
  });

  it('lets an untouched preferred language follow the new page’s language, and keeps a chosen one', async () => {
    const user = userEvent.setup();
    try {
      const first = await renderJoin();
      await user.type(field(labels.firstName.label), 'Layla');
      expect(draft()).toEqual({ firstName: 'Layla' });

      // The same page in Arabic: the name comes back, the language is the page's.
      first.unmount();
      await act(() => i18n.changeLanguage('ar'));
      const second = await renderJoin();
      await act(() => i18n.changeLanguage('ar'));
      await waitFor(() => expect(field(labels.language.label).value).toBe('ar'));
      expect(field(labels.firstName.label).value).toBe('Layla');

      // A language the visitor picked is theirs: it survives the next switch.
      await user.selectOptions(field(labels.language.label), 'fr');
      expect(draft()).toEqual({ firstName: 'Layla', language: 'fr' });
      second.unmount();
      await act(() => i18n.changeLanguage('en'));
      await renderJoin();
      expect(field(labels.language.label).value).toBe('fr');
      await act(() => i18n.changeLanguage('ar'));
      expect(field(labels.language.label).value).toBe('fr');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('forgets the draft after a successful submission, and resets to the defaults', async () => {
    const user = userEvent.setup();
    const { submit } = await renderJoin();
    await fillValid(user);
    expect(draft()).toMatchObject({ firstName: 'Layla', language: 'fr' });
    await user.click(submitButton());
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(draftKeys.join)).toBeNull();
    expect(field(labels.firstName.label).value).toBe('');
    expect(field(labels.language.label).value).toBe('en');
  });

  it('keeps the draft when sending fails', async () => {
    const user = userEvent.setup();
    await renderJoin({
      submit: async () => {
        throw new Error('network down');
      },
    });
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(draft()).toMatchObject({ firstName: 'Layla', email: 'layla@example.com' });
  });
});
