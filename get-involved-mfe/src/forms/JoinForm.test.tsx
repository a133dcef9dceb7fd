import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { FormPostResult } from '@stallions/shared-config/actions';
import en from '../locales/en/pages.json';
import { i18n } from '@stallions/shared-i18n';
import { countryCodes } from '@stallions/submissions/rules';
import { draftKeys } from './draft';
import {
  expectAutocompleteTokens,
  expectFieldValues,
  expectSuccessForFiveSeconds,
  field,
  fillIn,
  invalid,
  limited,
  mockServer,
  renderJoinForm,
  setUpFormTests,
  stored,
  type Answer,
} from './test-utils';

setUpFormTests();

const text = en.getInvolved;
const labels = text.join.form;
const action = '/get-involved/join';

function deferred() {
  let resolve!: (answer: Answer) => void;
  const promise = new Promise<Answer>((res) => (resolve = res));
  return { promise, resolve };
}

const renderJoin = (post?: FormPostResult) => renderJoinForm({ route: action, post });

async function fillValid(user: UserEvent) {
  await fillIn(user, labels, {
    firstName: 'Layla',
    lastName: 'Haddad',
    district: 'Lyon',
    email: 'layla@example.com',
    phone: '+33 6 12 34 56 78',
    whyInvolved: 'To mentor young people.',
  });
  fireEvent.change(field(labels.dateOfBirth.label), { target: { value: '1990-03-27' } });
  await user.selectOptions(field(labels.language.label), 'fr');
  await user.selectOptions(field(labels.country.label), 'FR');
  await user.selectOptions(field(labels.heardFrom.label), 'friend_family');
}

const submitButton = () => screen.getByRole('button', { name: labels.submit });

/** The values a valid application shows in its fields (fillValid's). */
const expectValuesKept = () =>
  expectFieldValues(labels, {
    firstName: 'Layla',
    email: 'layla@example.com',
    language: 'fr',
    country: 'FR',
    heardFrom: 'friend_family',
    whyInvolved: 'To mentor young people.',
    dateOfBirth: '1990-03-27',
  });

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

    expectAutocompleteTokens(labels, {
      firstName: 'given-name',
      lastName: 'family-name',
      dateOfBirth: 'bday',
      language: 'language',
      country: 'country',
      province: 'address-level1',
      district: 'address-level2',
      postalCode: 'postal-code',
      email: 'email',
      phone: 'tel',
      heardFrom: 'off',
      whyInvolved: 'off',
      referenceNumber: 'off',
    });
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
    // The country: a choice of the form's own list, each code named, after the empty "choose" option.
    const country = field(labels.country.label) as unknown as HTMLSelectElement;
    expect(country.tagName).toBe('SELECT');
    expect(country).toHaveAttribute('name', 'country');
    expect(country.value).toBe('');
    const countries = within(country).getAllByRole('option') as HTMLOptionElement[];
    expect(countries).toHaveLength(1 + countryCodes.length);
    expect(countries[0]).toHaveTextContent(labels.country.placeholder);
    expect(countries.slice(1).map((option) => option.value)).toEqual(expect.arrayContaining([...countryCodes]));
    expect(within(country).getByRole('option', { name: 'Lebanon' })).toHaveValue('LB');
  });

  it('shows the reference number only while "yes" is chosen, by CSS: the field is always there', async () => {
    const user = userEvent.setup();
    await renderJoin();
    const reference = field(labels.referenceNumber.label);
    expect(reference).toHaveAttribute('name', 'referenceNumber');
    expect(reference).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: labels.hasReference.yes }));
    expect(reference).toBeVisible();
    await user.type(reference, 'SC-10482');
    await user.click(screen.getByRole('radio', { name: labels.hasReference.no }));
    expect(reference).not.toBeVisible();
    // Hidden, it keeps its value (the server neither checks nor stores it).
    expect(reference.value).toBe('SC-10482');
    await user.click(screen.getByRole('radio', { name: labels.hasReference.yes }));
    expect(reference).toBeVisible();
    expect(reference.value).toBe('SC-10482');
  });

  it('lists every error in a focused summary and beside each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    const { container } = await renderJoin();
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
    // The page's title says so (GOV.UK).
    expect(document.title).toBe(`${text.form.errorTitlePrefix}Page | Stallions Club`);

    // A summary link moves focus to its field.
    await user.click(links[1]!);
    expect(field(labels.lastName.label)).toHaveFocus();

    expect(server.fetch).not.toHaveBeenCalled();
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

  it('posts a valid application once to its page, then shows the server’s reference for 5 seconds and resets', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const server = mockServer();
    const answer = deferred();
    server.answer(answer.promise);
    await renderJoin();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: labels.hasReference.yes }));
    await user.type(field(labels.referenceNumber.label), 'SC-10482');

    await user.click(submitButton());
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    // Submitting: disabled, with a spinner announcing it; another submit sends nothing.
    const button = screen.getByRole('button', { name: new RegExp(labels.submit) });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('status')).toHaveTextContent(text.form.submitting);
    fireEvent.submit(screen.getByTestId('join-form'));
    expect(server.fetch).toHaveBeenCalledTimes(1);

    // The native post's fields, to the page's own address, asking for JSON.
    const [post] = server.posts();
    expect(post!.action).toBe(action);
    expect(post!.init).toMatchObject({
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    // The form view's token comes with the server's HTML: a form drawn in the browser alone has none to send.
    expect(Object.fromEntries(post!.fields)).toEqual({
      formToken: '',
      firstName: 'Layla',
      lastName: 'Haddad',
      dateOfBirth: '1990-03-27',
      language: 'fr',
      country: 'FR',
      province: '',
      district: 'Lyon',
      postalCode: '',
      email: 'layla@example.com',
      phone: '+33 6 12 34 56 78',
      heardFrom: 'friend_family',
      whyInvolved: 'To mentor young people.',
      hasReference: 'yes',
      referenceNumber: 'SC-10482',
      website: '',
    });

    await act(async () => answer.resolve(stored('SC-7K4M-2QXD')));
    const banner = await screen.findByRole('status');
    // The confirmation sentence as it is, then the reference the server made, in the same live region.
    expect(
      within(banner)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual([text.form.success, `${text.form.referenceLabel} SC-7K4M-2QXD`]);
    expect(within(banner).getByText('SC-7K4M-2QXD')).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(screen.getByTestId('form-feedback')).toHaveFocus());
    // Back to the defaults.
    expect(field(labels.firstName.label).value).toBe('');
    expect(field(labels.language.label).value).toBe('en');
    expect(screen.getByRole('radio', { name: labels.hasReference.no })).toBeChecked();
    expect(field(labels.referenceNumber.label)).not.toBeVisible();
    expect(submitButton()).toBeEnabled();

    expectSuccessForFiveSeconds();
  });

  it.each([
    ['the network fails', new Error('network down')],
    ['the server errs', { status: 500, body: undefined }],
    ['the answer is not the form’s', { status: 502, body: { message: 'Bad gateway' } }],
  ])('keeps every value and shows the form’s alert when %s', async (_, failure) => {
    const user = userEvent.setup();
    const server = mockServer();
    server.answer(failure);
    const { container } = await renderJoin();
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.form.errorTitle);
    expect(alert).toHaveTextContent(labels.errorMessage);
    await waitFor(() => expect(screen.getByTestId('form-feedback')).toHaveFocus());
    expect(console.error).toHaveBeenCalledWith('Form submission failed:', expect.anything());
    expectValuesKept();
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(text.form.success)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the server’s problems beside their fields and in a focused summary, every value kept', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    server.answer(
      invalid([
        { name: 'whyInvolved', message: 'validation.noLinks' },
        { name: 'email', message: 'validation.email' },
        { name: 'form', message: 'validation.required' }, // no field of the form: not shown
      ]),
    );
    const { container } = await renderJoin();
    await fillValid(user);
    await user.click(submitButton());

    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    // In screen order, whatever the server's.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['#join-email', `${labels.email.label}: ${text.validation.email}`],
      ['#join-whyInvolved', `${labels.whyInvolved.summaryLabel}: ${text.validation.noLinks}`],
    ]);
    expect(field(labels.whyInvolved.label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(labels.whyInvolved.label)).toHaveAccessibleDescription(
      `${labels.whyInvolved.hint} ${text.validation.noLinks}`,
    );
    expect(screen.queryByRole('alert', { name: text.form.errorTitle })).not.toBeInTheDocument();
    expect(document.title).toBe(`${text.form.errorTitlePrefix}Page | Stallions Club`);
    expectValuesKept();
    expect(await axe(container)).toHaveNoViolations();

    // Corrected and sent again: the server's messages go, the title too.
    await user.clear(field(labels.whyInvolved.label));
    await user.click(submitButton());
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
    expect(field(labels.whyInvolved.label)).not.toHaveAttribute('aria-invalid');
    expect(document.title).toBe('Page | Stallions Club');
  });

  it('shows the server’s alert when a limit is reached, and keeps every value', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    server.answer(limited('getInvolved.form.alerts.recipientLimited'), limited());
    await renderJoin();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.form.alerts.recipientLimited);
    await waitFor(() => expect(screen.getByTestId('form-feedback')).toHaveFocus());
    expectValuesKept();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text.form.alerts.limited));
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('sends the form view’s token, and the next post the one the answer brought, after the check-again alert', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    const checkAgain = 'getInvolved.form.alerts.checkAgain';
    server.answer({
      status: 422,
      body: { outcome: 'invalid', problems: [], alert: checkAgain, formToken: 'v1.b.next' },
    });
    await renderJoin();
    screen.getByTestId('join-form').querySelector<HTMLInputElement>('input[name="formToken"]')!.value = 'v1.a.served';
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.form.alerts.checkAgain);
    expectValuesKept();
    await user.click(submitButton());
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    expect(server.posts().map((post) => post.fields.get('formToken'))).toEqual(['v1.a.served', 'v1.b.next']);
  });

  it('posts the honeypot as it is: the server decides what a filled one means', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    await renderJoin();
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
    expect(server.posts()[0]!.fields.get('website')).toBe('https://spam.example');
  });

  it('has no accessibility violations when idle', async () => {
    const { container } = await renderJoin();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('JoinForm after a post the server answered (the page rendered with its outcome)', () => {
  const failed: FormPostResult = {
    kind: 'failed',
    problems: [
      { name: 'phone', message: 'validation.phone' },
      { name: 'firstName', message: 'validation.required' },
    ],
    values: {
      firstName: '',
      lastName: 'Haddad',
      dateOfBirth: '1990-03-27',
      language: 'fr',
      country: 'FR',
      email: 'layla@example.com',
      phone: '12',
      heardFrom: 'university',
      whyInvolved: 'To mentor',
      hasReference: 'yes',
      referenceNumber: 'SC-10482',
    },
  };

  it('shows every posted value, each problem beside its field and the summary at the top', async () => {
    const { container } = await renderJoin(failed);
    expectFieldValues(labels, {
      lastName: 'Haddad',
      dateOfBirth: '1990-03-27',
      language: 'fr',
      country: 'FR',
      heardFrom: 'university',
      phone: '12',
    });
    expect(screen.getByRole('radio', { name: labels.hasReference.yes })).toBeChecked();
    expect(field(labels.referenceNumber.label)).toBeVisible();
    expect(field(labels.referenceNumber.label).value).toBe('SC-10482');

    const summary = screen.getByTestId('error-summary');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      `${labels.firstName.label}: ${text.validation.required}`,
      `${labels.phone.label}: ${text.validation.phone}`,
    ]);
    expect(field(labels.phone.label)).toHaveAccessibleDescription(`${labels.phone.hint} ${text.validation.phone}`);
    // Focused by the browser as the page loads (its autofocus attribute), not by the island's script.
    expect(summary).not.toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps a posted language, whatever the page’s', async () => {
    try {
      await renderJoin(failed);
      await act(() => i18n.changeLanguage('ar'));
      expect(field(labels.language.label).value).toBe('fr');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows an alert the server gave, with the values', async () => {
    await renderJoin({ ...failed, problems: [], alert: 'getInvolved.form.alerts.verification' });
    expect(screen.getByRole('alert')).toHaveTextContent(text.form.alerts.verification);
    expect(field(labels.lastName.label).value).toBe('Haddad');
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();
  });

  it('shows the confirmation with the server’s reference, over the reset form, for 5 seconds once its code runs', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(draftKeys.join, JSON.stringify({ firstName: 'Layla' }));
    await renderJoin({ kind: 'sent', reference: 'SC-ABCD-EFGH' });
    expect(screen.getByRole('status')).toHaveTextContent(
      `${text.form.success}${text.form.referenceLabel} SC-ABCD-EFGH`,
    );
    // What was drafted has been sent: not restored, and forgotten.
    expect(field(labels.firstName.label).value).toBe('');
    expect(sessionStorage.getItem(draftKeys.join)).toBeNull();
    expectSuccessForFiveSeconds();
  });

  it('does not restore a draft over the posted values', async () => {
    sessionStorage.setItem(draftKeys.join, JSON.stringify({ lastName: 'Older' }));
    await renderJoin(failed);
    await act(async () => undefined);
    expect(field(labels.lastName.label).value).toBe('Haddad');
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
    expect(field(labels.referenceNumber.label)).toBeVisible();
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
    const server = mockServer();
    await renderJoin();
    await fillValid(user);
    expect(draft()).toMatchObject({ firstName: 'Layla', language: 'fr' });
    await user.click(submitButton());
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(draftKeys.join)).toBeNull();
    expect(field(labels.firstName.label).value).toBe('');
    expect(field(labels.language.label).value).toBe('en');
  });

  it('keeps the draft when sending fails', async () => {
    const user = userEvent.setup();
    mockServer().answer(new Error('network down'));
    await renderJoin();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(draft()).toMatchObject({ firstName: 'Layla', email: 'layla@example.com' });
  });

  it('keeps the posted values in the draft once the visitor changes one (a failed post’s page)', async () => {
    const user = userEvent.setup();
    await renderJoin({
      kind: 'failed',
      problems: [{ name: 'phone', message: 'validation.phone' }],
      values: { firstName: 'Layla', lastName: 'Haddad', phone: '12', hasReference: 'no' },
    });
    await user.type(field(labels.phone.label), '345678');
    expect(draft()).toEqual({ firstName: 'Layla', lastName: 'Haddad', phone: '12345678' });
  });
});
