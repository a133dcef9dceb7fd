// The forms' server HTML: what a visitor gets before the island's code arrives (at their first touch), and all a
// visitor without script ever gets. A real form, posted to its own page: every default in place, every input
// named as the server reads it (never a card input), the submit button on; after a post, the page the server
// renders with its outcome (the GOV.UK error pattern, or the confirmation) hydrates without a mismatch.
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { formTokenField, formTokenSlot, type FormPostResult } from '@stallions/shared-config/actions';
import { countryCodes } from '@stallions/submissions/rules';
import en from '../locales/en/pages.json';
import { DonationForm } from './DonationForm';
import { successBannerMs } from './flow';
import { JoinForm } from './JoinForm';
import { field, serverRender, setChecked, setUpFormTests } from './test-utils';
import { donationFieldNames, joinFieldNames } from './wire';

setUpFormTests();

const text = en.getInvolved;
const join = text.join.form;
const donate = text.donate.form;

afterEach(() => {
  document.body.innerHTML = '';
});

const formOf = (container: HTMLElement) => container.querySelector('form')!;
const checked = (form: HTMLFormElement, name: string) =>
  [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)]
    .filter((input) => input.defaultChecked)
    .map((input) => input.value);
/** The names of the controls a native post sends (named, not a button), in the page's order. */
const postedNames = (form: HTMLFormElement) =>
  new Set(
    [...form.elements]
      .filter(
        (element): element is HTMLInputElement => 'name' in element && Boolean((element as HTMLInputElement).name),
      )
      .filter((element) => element.type !== 'submit')
      .map((element) => element.name),
  );

/**
 * The form a native post sends: to its page, the browser's own validation off, its fields in the order the island
 * posts them too (wire.ts), and the view's token (in the slot the render server writes each answer's token into).
 */
function expectNativeForm(container: HTMLElement, route: string, fieldNames: readonly string[]) {
  const form = formOf(container);
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', route);
  expect(form).toHaveAttribute('novalidate');
  expect([...postedNames(form)].filter((name) => name !== formTokenField)).toEqual(fieldNames);
  expect(postedNames(form)).toContain(formTokenField);
  expect(form.querySelector(`input[name="${formTokenField}"]`)).toHaveAttribute('value', formTokenSlot);
  return form;
}

describe('the join form’s server HTML', () => {
  it('is a form posted to its page in its language, with the posted names and the page’s defaults', async () => {
    const route = '/fr/get-involved/join';
    const { container } = await serverRender(<JoinForm titleId="t" action={route} />, { lng: 'fr', route });
    const form = expectNativeForm(container, route, joinFieldNames);
    const language = form.querySelector<HTMLSelectElement>('select[name="language"]')!;
    expect([...language.options].filter((option) => option.defaultSelected).map((option) => option.value)).toEqual([
      'fr',
    ]);
    expect(checked(form, 'hasReference')).toEqual(['no']);
    expect(form.querySelector<HTMLInputElement>('input[name="firstName"]')!.defaultValue).toBe('');
    // The country: a native select of the form's own list, the codes as values, nothing chosen yet.
    const country = form.querySelector<HTMLSelectElement>('select[name="country"]')!;
    expect(country).toHaveAttribute('autocomplete', 'country');
    const countries = [...country.options];
    expect(countries.filter((option) => option.defaultSelected).map((option) => option.value)).toEqual(['']);
    expect(countries.slice(1).map((option) => option.value)).toEqual(expect.arrayContaining([...countryCodes]));
    expect(countries).toHaveLength(1 + countryCodes.length);
    // The reference number is in the HTML, shown by CSS only while "yes" is checked.
    const reference = form.querySelector<HTMLInputElement>('input[name="referenceNumber"]')!;
    expect(reference.closest('[data-revealed]')).not.toBeNull();
    expect(reference).not.toBeVisible();
    setChecked(form.querySelector<HTMLInputElement>('input[name="hasReference"][value="yes"]')!);
    expect(reference).toBeVisible();
    // Sendable without script.
    const submit = within(form).getByRole('button', { name: join.submit });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).not.toBeDisabled();
  });
});

describe('the donation form’s server HTML', () => {
  it('is a form posted to its page, named as the server reads it, with no name on any card input', async () => {
    const route = '/ar/get-involved/donate';
    const { container } = await serverRender(<DonationForm titleId="t" action={route} />, { lng: 'ar', route });
    const form = expectNativeForm(container, route, donationFieldNames);
    for (const label of [donate.cardNumber.label, donate.cardHolder.label, donate.expiryDate.label, donate.cvv.label]) {
      expect(field(label)).not.toHaveAttribute('name');
    }
    // What a native post of the defaults sends: no card data at all.
    const posted = [...new FormData(form).keys()];
    expect(posted.some((name) => name.startsWith('paymentInfo.'))).toBe(false);
    expect(new FormData(form).get('notifyRecipient')).toBe('true');
    expect(checked(form, 'donationFrequency')).toEqual(['monthly']);
    // The billing country: the same native select of the form's own list, posted under its path.
    const country = form.querySelector<HTMLSelectElement>('select[name="billingInfo.country"]')!;
    expect(country.options).toHaveLength(1 + countryCodes.length);
    expect(new FormData(form).get('billingInfo.country')).toBe('');
    expect(checked(form, 'donationType')).toEqual(['in_honor']);
    expect(checked(form, 'notifyRecipient')).toEqual(['true']);
    expect(checked(form, 'notificationType')).toEqual(['email']);
    expect(checked(form, 'donationAmount')).toEqual(['1000']);
    expect(within(form).getByRole('button', { name: /Donate/ })).not.toBeDisabled();
  });

  it('reveals by CSS: the other amount while "other" is checked, the recipient while the box is ticked', async () => {
    const route = '/get-involved/donate';
    const { container } = await serverRender(<DonationForm titleId="t" action={route} />, { route });
    const form = formOf(container);
    const other = form.querySelector<HTMLInputElement>('input[name="otherAmount"]')!;
    const recipient = form.querySelector<HTMLInputElement>('input[name="recipientEmail"]')!;
    const print = form.querySelector<HTMLInputElement>('input[name="notificationType"][value="print"]')!;
    expect(other).not.toBeVisible();
    expect(recipient).toBeVisible();
    expect(print).toBeVisible();
    setChecked(form.querySelector<HTMLInputElement>('input[name="donationAmount"][value="other"]')!);
    setChecked(form.querySelector<HTMLInputElement>('input[name="notifyRecipient"]')!, false);
    expect(other).toBeVisible();
    expect(recipient).not.toBeVisible();
    expect(print).not.toBeVisible();
  });
});

const failedJoin: FormPostResult = {
  kind: 'failed',
  problems: [
    { name: 'email', message: 'validation.email' },
    { name: 'referenceNumber', message: 'validation.referenceNumber' },
  ],
  values: {
    firstName: 'Layla',
    lastName: 'Haddad',
    dateOfBirth: '1990-03-27',
    language: 'ar',
    country: 'FR',
    email: 'layla@',
    phone: '+33 6 12 34 56 78',
    heardFrom: 'friend_family',
    whyInvolved: 'To mentor',
    hasReference: 'yes',
    referenceNumber: '',
  },
};

describe('a failed post’s page (the GOV.UK error pattern, without script)', () => {
  it('shows every value again, each message beside its field, and a summary at the top that takes focus', async () => {
    const route = '/get-involved/join';
    const { container } = await serverRender(<JoinForm titleId="t" action={route} post={failedJoin} />, { route });
    const form = formOf(container);
    expect(form.querySelector<HTMLInputElement>('input[name="firstName"]')!.defaultValue).toBe('Layla');
    expect(form.querySelector<HTMLInputElement>('input[name="email"]')!.defaultValue).toBe('layla@');
    expect(form.querySelector<HTMLInputElement>('input[name="dateOfBirth"]')!.defaultValue).toBe('1990-03-27');
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name="whyInvolved"]')!.defaultValue).toBe('To mentor');
    const language = form.querySelector<HTMLSelectElement>('select[name="language"]')!;
    expect(language.value).toBe('ar');
    expect(form.querySelector<HTMLSelectElement>('select[name="heardFrom"]')!.value).toBe('friend_family');
    expect(form.querySelector<HTMLSelectElement>('select[name="country"]')!.value).toBe('FR');
    expect(checked(form, 'hasReference')).toEqual(['yes']);
    expect(field(join.referenceNumber.label)).toBeVisible();

    const summary = screen.getByTestId('error-summary');
    expect(form.firstElementChild).toBe(summary);
    expect(summary).toHaveAttribute('autofocus');
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['#join-email', `${join.email.label}: ${text.validation.email}`],
      ['#join-referenceNumber', `${join.referenceNumber.label}: ${text.validation.referenceNumber}`],
    ]);
    expect(field(join.email.label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(join.email.label)).toHaveAccessibleDescription(`${join.email.hint} ${text.validation.email}`);
    expect(field(join.referenceNumber.label)).toHaveAccessibleDescription(
      expect.stringContaining(text.validation.referenceNumber),
    );
    // Only one element of the page takes focus as it loads.
    expect(container.querySelectorAll('[autofocus]')).toHaveLength(1);
    expect(within(form).getByRole('button', { name: join.submit })).not.toBeDisabled();
  });

  it('shows the server’s alert with the values, focused as the page loads', async () => {
    const route = '/get-involved/donate';
    const { container } = await serverRender(
      <DonationForm
        titleId="t"
        action={route}
        post={{
          kind: 'failed',
          problems: [],
          alert: 'getInvolved.form.alerts.cardNeedsScript',
          values: { 'personalInfo.firstName': 'Marc', donationAmount: '250' },
        }}
      />,
      { route },
    );
    const feedback = screen.getByTestId('form-feedback');
    expect(feedback).toHaveAttribute('autofocus');
    expect(within(feedback).getByRole('alert')).toHaveTextContent(text.form.alerts.cardNeedsScript);
    expect(checked(formOf(container), 'donationAmount')).toEqual(['250']);
    expect(field(donate.firstName.label).defaultValue).toBe('Marc');
  });

  it('hydrates without a mismatch, and leaves the focus where the visitor put it', async () => {
    const route = '/get-involved/join';
    const { container, tree } = await serverRender(<JoinForm titleId="t" action={route} post={failedJoin} />, {
      route,
    });
    jest.mocked(console.error).mockClear();
    // The visitor's first touch (which loads the island): a field takes focus.
    field(join.email.label).focus();
    const onRecoverableError = jest.fn();
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError }));
    try {
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(console.error).not.toHaveBeenCalled();
      expect(field(join.email.label)).toHaveFocus();
      expect(field(join.email.label).value).toBe('layla@');
      expect(screen.getByTestId('error-summary')).toBeInTheDocument();
    } finally {
      act(() => root.unmount());
    }
  });
  it('hydrates the donation form (its controlled card inputs and checkbox) without a mismatch', async () => {
    const route = '/get-involved/donate';
    const post: FormPostResult = {
      kind: 'failed',
      problems: [{ name: 'recipientEmail', message: 'validation.recipientEmail' }],
      values: { donationAmount: 'other', otherAmount: '42', notifyRecipient: 'true', recipientEmail: 'x' },
    };
    const { container, tree } = await serverRender(<DonationForm titleId="t" action={route} post={post} />, {
      route,
    });
    jest.mocked(console.error).mockClear();
    const onRecoverableError = jest.fn();
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError }));
    try {
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(console.error).not.toHaveBeenCalled();
      expect(field(donate.donationAmount.otherLabel).value).toBe('42');
      expect(screen.getByRole('checkbox', { name: donate.notifyRecipient.label })).toBeChecked();
      expect(field(donate.cardNumber.label)).not.toHaveAttribute('name');
    } finally {
      act(() => root.unmount());
    }
  });
});

describe('a stored post’s confirmation page (?sent=<reference>)', () => {
  it('shows the confirmation sentence and the reference above the form, focused as the page loads', async () => {
    const route = '/get-involved/join';
    const { container } = await serverRender(
      <JoinForm titleId="t" action={route} post={{ kind: 'sent', reference: 'SC-7K4M-2QXD' }} />,
      { route },
    );
    const feedback = screen.getByTestId('form-feedback');
    expect(feedback).toHaveAttribute('autofocus');
    expect(within(feedback).getByRole('status')).toHaveTextContent(
      `${text.form.success}${text.form.referenceLabel} SC-7K4M-2QXD`,
    );
    expect(formOf(container).querySelector<HTMLInputElement>('input[name="firstName"]')!.defaultValue).toBe('');
  });

  it('hides the confirmation 5 seconds after the island hydrates', async () => {
    jest.useFakeTimers();
    const route = '/get-involved/donate';
    const { container, tree } = await serverRender(
      <DonationForm titleId="t" action={route} post={{ kind: 'sent', reference: 'SC-7K4M-2QXD' }} />,
      { route },
    );
    const root = await act(async () => hydrateRoot(container, tree));
    try {
      act(() => jest.advanceTimersByTime(successBannerMs - 1));
      expect(screen.getByText(text.form.success)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(screen.queryByText(text.form.success)).not.toBeInTheDocument());
    } finally {
      act(() => root.unmount());
    }
  });
});
