import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { FormPostResult } from '@stallions/shared-config/actions';
import en from '../locales/en/pages.json';
import { draftKeys } from './draft';
import {
  expectAutocompleteTokens,
  expectFieldValues,
  expectSuccessForFiveSeconds,
  field,
  fillIn,
  invalid,
  mockServer,
  renderDonationForm,
  setUpFormTests,
  stored,
  type Answer,
} from './test-utils';

setUpFormTests();

const text = en.getInvolved;
const labels = text.donate.form;
const action = '/fr/get-involved/donate';

const renderDonation = (post?: FormPostResult) => renderDonationForm({ route: action, post });

const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

const cardNumber = '4242 4242 4242 4242';
const cvv = '987';

async function fillValid(user: UserEvent) {
  await fillIn(user, labels, {
    donationFor: 'My mother',
    recipientEmail: 'mum@example.com',
    firstName: 'Marc',
    lastName: 'Lefebvre',
    phone: '+33 1 23 45 67 89',
    email: 'marc@example.com',
    postalCode: '75001',
    city: 'Paris',
    cardNumber,
    cardHolder: 'Marc Lefebvre',
    expiryDate: '12/39',
    cvv,
  });
  await user.selectOptions(field(labels.country.label), 'FR');
}

/** What fillValid fills, as both a post and a draft name it (the card's number and CVV in neither; its expiry posted). */
const filledFields = {
  donationFor: 'My mother',
  recipientEmail: 'mum@example.com',
  'personalInfo.firstName': 'Marc',
  'personalInfo.lastName': 'Lefebvre',
  'personalInfo.phone': '+33 1 23 45 67 89',
  'personalInfo.email': 'marc@example.com',
  'billingInfo.postalCode': '75001',
  'billingInfo.city': 'Paris',
  'billingInfo.country': 'FR',
  'paymentInfo.cardHolder': 'Marc Lefebvre',
};

/** No request ever carries the card number (however written) or the CVV. */
function expectNoCardSecrets(server: ReturnType<typeof mockServer>) {
  for (const { fields, init } of server.posts()) {
    const body = String(init.body);
    for (const secret of [cardNumber, '4242424242424242', encodeURIComponent(cardNumber)]) {
      expect(body).not.toContain(secret);
    }
    for (const [name, value] of fields) {
      expect(name).not.toMatch(/cvv|cardNumber/i);
      expect(value).not.toBe(cvv);
      expect(value.replace(/\D/g, '')).not.toContain('42424242');
    }
  }
}

describe('DonationForm', () => {
  it('starts from the donation defaults', async () => {
    await renderDonation();
    expect(radio(labels.donationType.in_honor)).toBeChecked();
    expect(radio(labels.donationType.in_memory)).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: labels.notifyRecipient.label })).toBeChecked();
    expect(radio(labels.notificationType.email)).toBeChecked();
    expect(field(labels.recipientEmail.label)).toBeVisible();
    expect(radio(labels.donationFrequency.monthly)).toBeChecked();
    expect(radio('$1,000')).toBeChecked();
    expect(field(labels.donationAmount.otherLabel)).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Donate $1,000 every month' })).toBeEnabled();
  });

  it('offers the preset amounts in the visitor’s currency format, plus another amount', async () => {
    await renderDonation();
    const picker = screen.getByRole('group', { name: labels.donationAmount.legend });
    const radios = within(picker).getAllByRole('radio');
    expect(radios.map((input) => input.getAttribute('value'))).toEqual([
      '15',
      '50',
      '100',
      '150',
      '250',
      '500',
      '750',
      '1000',
      'other',
    ]);
    // Posted as the amount itself.
    for (const input of radios) expect(input).toHaveAttribute('name', 'donationAmount');
    for (const name of ['$15', '$50', '$100', '$150', '$250', '$500', '$750', '$1,000', labels.donationAmount.other]) {
      expect(within(picker).getByRole('radio', { name })).toBeInTheDocument();
    }
  });

  it('has the autocomplete tokens of each field, and the card note', async () => {
    await renderDonation();
    expectAutocompleteTokens(labels, {
      firstName: 'given-name',
      lastName: 'family-name',
      phone: 'tel',
      email: 'email',
      postalCode: 'postal-code',
      city: 'address-level2',
      country: 'country',
      cardNumber: 'cc-number',
      cardHolder: 'cc-name',
      expiryDate: 'cc-exp',
      cvv: 'cc-csc',
      donationFor: 'off',
      recipientEmail: 'off',
    });
    expect(field(labels.cardNumber.label)).toHaveAttribute('inputmode', 'numeric');
    expect(field(labels.cvv.label)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(labels.paymentNote)).toBeInTheDocument();
    expect(field(labels.cvv.label)).toHaveAccessibleDescription(expect.stringContaining(labels.paymentNote));
  });

  it('names no card input: the browser’s own post cannot send card data', async () => {
    await renderDonation();
    for (const label of [labels.cardNumber.label, labels.cardHolder.label, labels.expiryDate.label, labels.cvv.label]) {
      expect(field(label)).not.toHaveAttribute('name');
    }
    const checkbox = screen.getByRole('checkbox', { name: labels.notifyRecipient.label });
    expect(checkbox).toHaveAttribute('name', 'notifyRecipient');
    expect(checkbox).toHaveAttribute('value', 'true');
  });

  it('shows the card choice and the recipient email only while someone is to be told, by CSS', async () => {
    const user = userEvent.setup();
    await renderDonation();
    const notify = screen.getByRole('checkbox', { name: labels.notifyRecipient.label });
    await user.type(field(labels.recipientEmail.label), 'mum@example.com');
    await user.click(notify);
    expect(screen.queryByRole('group', { name: labels.notificationType.legend })).not.toBeInTheDocument();
    expect(field(labels.recipientEmail.label)).not.toBeVisible();
    await user.click(notify);
    expect(screen.getByRole('group', { name: labels.notificationType.legend })).toBeVisible();
    expect(field(labels.recipientEmail.label)).toBeVisible();
    expect(field(labels.recipientEmail.label).value).toBe('mum@example.com');
  });

  it('takes another amount, typed with a decimal comma or Arabic digits', async () => {
    const user = userEvent.setup();
    await renderDonation();
    await user.click(radio(labels.donationAmount.other));
    const other = field(labels.donationAmount.otherLabel);
    expect(other).toBeVisible();
    expect(other).toHaveAttribute('name', 'otherAmount');
    expect(other).toHaveAttribute('inputmode', 'decimal');
    await user.type(other, '75,50');
    await user.click(radio(labels.donationFrequency.one_time));
    expect(screen.getByRole('button', { name: 'Donate $75.50' })).toBeInTheDocument();
    await user.clear(other);
    await user.type(other, '٢٥٠');
    await user.click(radio(labels.donationFrequency.annually));
    expect(screen.getByRole('button', { name: 'Donate $250 every year' })).toBeInTheDocument();
    // Back to a preset: the input hides, and keeps what was typed.
    await user.click(radio('$50'));
    expect(other).not.toBeVisible();
    expect(other.value).toBe('٢٥٠');
    expect(screen.getByRole('button', { name: 'Donate $50 every year' })).toBeInTheDocument();
  });

  it('lists every error in a focused summary, beside each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    const { container } = await renderDonation();
    await user.click(radio(labels.donationAmount.other));
    await user.type(field(labels.cardNumber.label), '4242 4242 4242 4241');
    await user.type(field(labels.expiryDate.label), '01/20');
    await user.type(field(labels.cvv.label), '12');
    await user.click(screen.getByRole('button', { name: labels.submit }));

    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    const item = (field: string, message: string) => `${field}: ${message}`;
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#donation-otherAmount', item(labels.donationAmount.summaryLabel, text.validation.required)],
      ['#donation-recipientEmail', item(labels.recipientEmail.label, text.validation.recipientEmail)],
      ['#donation-firstName', item(labels.firstName.label, text.validation.required)],
      ['#donation-lastName', item(labels.lastName.label, text.validation.required)],
      ['#donation-phone', item(labels.phone.label, text.validation.required)],
      ['#donation-email', item(labels.email.label, text.validation.required)],
      ['#donation-postalCode', item(labels.postalCode.label, text.validation.required)],
      ['#donation-city', item(labels.city.label, text.validation.required)],
      ['#donation-country', item(labels.country.label, text.validation.required)],
      ['#donation-cardNumber', item(labels.cardNumber.label, text.validation.cardNumber)],
      ['#donation-cardHolder', item(labels.cardHolder.label, text.validation.required)],
      ['#donation-expiryDate', item(labels.expiryDate.label, text.validation.expiry)],
      ['#donation-cvv', item(labels.cvv.label, text.validation.cvv)],
    ]);
    expect(field(labels.donationAmount.otherLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(field(labels.cvv.label)).toHaveAccessibleDescription(expect.stringContaining(text.validation.cvv));
    expect(server.fetch).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('still names the amount in the summary after a preset amount is chosen', async () => {
    const user = userEvent.setup();
    await renderDonation();
    await user.click(radio(labels.donationAmount.other));
    await user.click(screen.getByRole('button', { name: labels.submit }));
    const summary = await screen.findByTestId('error-summary');
    const amountLink = () =>
      within(summary).getByRole('link', { name: new RegExp(labels.donationAmount.summaryLabel) });
    expect(amountLink()).toHaveAttribute('href', '#donation-otherAmount');
    // The summary changes on the next attempt only; its entry keeps its field's name meanwhile.
    await user.click(radio('$50'));
    expect(amountLink()).toHaveTextContent(`${labels.donationAmount.summaryLabel}: ${text.validation.required}`);
  });

  it('posts a valid donation with only the card’s last four digits, holder and expiry, then confirms and resets', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const server = mockServer();
    let finish!: (answer: Answer) => void;
    server.answer(new Promise<Answer>((resolve) => (finish = resolve)));
    await renderDonation();
    await user.click(radio(labels.donationType.in_memory));
    await user.click(radio(labels.notificationType.print));
    await user.click(radio(labels.donationFrequency.one_time));
    await user.click(radio('$250'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Donate $250' }));

    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Donate \$250/ })).toBeDisabled());
    fireEvent.submit(screen.getByTestId('donation-form'));
    expect(server.fetch).toHaveBeenCalledTimes(1);
    const [post] = server.posts();
    expect(post!.action).toBe(action);
    expect(post!.init.method).toBe('POST');
    expect(Object.fromEntries(post!.fields)).toEqual({
      formToken: '', // none in a form drawn in the browser alone (it comes with the server's HTML)
      donationFrequency: 'one_time',
      donationAmount: '250',
      otherAmount: '',
      donationType: 'in_memory',
      notifyRecipient: 'true',
      notificationType: 'print',
      ...filledFields,
      'paymentInfo.cardLast4': '4242',
      'paymentInfo.expiryDate': '12/39',
      website: '',
    });
    expectNoCardSecrets(server);

    await act(async () => finish(stored('SC-2QXD-7K4M')));
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    const banner = screen.getByText(text.form.success).closest('[role="status"]');
    expect(screen.getByTestId('submission-reference')).toHaveTextContent(`${text.form.referenceLabel} SC-2QXD-7K4M`);
    expect(banner).toContainElement(screen.getByTestId('submission-reference'));
    // The defaults are back.
    expect(radio(labels.donationType.in_honor)).toBeChecked();
    expect(radio(labels.notificationType.email)).toBeChecked();
    expect(radio(labels.donationFrequency.monthly)).toBeChecked();
    expect(radio('$1,000')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: labels.notifyRecipient.label })).toBeChecked();
    expect(field(labels.cardNumber.label).value).toBe('');
    expect(field(labels.cvv.label).value).toBe('');
    expect(screen.getByRole('button', { name: 'Donate $1,000 every month' })).toBeEnabled();

    expectSuccessForFiveSeconds();
  });

  it('posts another amount as typed, and no recipient when nobody is to be told', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    await renderDonation();
    await user.click(radio(labels.donationAmount.other));
    await user.type(field(labels.donationAmount.otherLabel), '42,50');
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: labels.notifyRecipient.label }));
    await user.click(screen.getByRole('button', { name: 'Donate $42.50 every month' }));
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    const { fields } = server.posts()[0]!;
    expect(fields.get('donationAmount')).toBe('other');
    expect(fields.get('otherAmount')).toBe('42.50');
    expect(fields.has('notifyRecipient')).toBe(false);
    // Hidden, still posted as it is (the server reads it only while the box is ticked).
    expect(fields.get('recipientEmail')).toBe('mum@example.com');
    expectNoCardSecrets(server);
  });

  it('keeps every value and shows the alert when sending fails', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    server.answer({ status: 503, body: undefined });
    const { container } = await renderDonation();
    await user.click(radio(labels.donationAmount.other));
    await user.type(field(labels.donationAmount.otherLabel), '42');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Donate $42 every month' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(labels.errorMessage);
    await waitFor(() => expect(screen.getByTestId('form-feedback')).toHaveFocus());
    expect(field(labels.donationAmount.otherLabel).value).toBe('42');
    expectFieldValues(labels, {
      firstName: 'Marc',
      cardNumber,
      expiryDate: '12/39',
      cvv,
      recipientEmail: 'mum@example.com',
    });
    expectNoCardSecrets(server);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the server’s problems on the amount and the card, and its alert', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    server.answer(
      invalid(
        [
          { name: 'paymentInfo.cardLast4', message: 'validation.cardNumber' },
          { name: 'donationAmount', message: 'validation.amountMax' },
          { name: 'personalInfo.firstName', message: 'validation.name' },
        ],
        'getInvolved.form.alerts.recipientLimited',
      ),
    );
    await renderDonation();
    await user.click(radio(labels.donationAmount.other));
    await user.type(field(labels.donationAmount.otherLabel), '999999');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /Donate/ }));

    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#donation-otherAmount', '#donation-firstName', '#donation-cardNumber']);
    expect(field(labels.donationAmount.otherLabel)).toHaveAccessibleDescription(
      expect.stringContaining(text.validation.amountMax),
    );
    expect(field(labels.cardNumber.label)).toHaveAccessibleDescription(
      expect.stringContaining(text.validation.cardNumber),
    );
    expect(field(labels.firstName.label)).toHaveAccessibleDescription(text.validation.name);
    expect(within(screen.getByTestId('form-feedback')).getByRole('alert')).toHaveTextContent(
      text.form.alerts.recipientLimited,
    );
    expect(field(labels.cardNumber.label).value).toBe(cardNumber);
  });

  it('has no accessibility violations when idle', async () => {
    const { container } = await renderDonation();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('DonationForm after a post the server answered', () => {
  it('shows the posted values (never card data), the problems and the card alert of a native post', async () => {
    await renderDonation({
      kind: 'failed',
      problems: [{ name: 'personalInfo.email', message: 'validation.email' }],
      alert: 'getInvolved.form.alerts.cardNeedsScript',
      values: {
        donationFrequency: 'annually',
        donationAmount: 'other',
        otherAmount: '75',
        donationType: 'in_memory',
        donationFor: 'Grandpa',
        // notifyRecipient not posted: the box was unticked
        notificationType: 'print',
        recipientEmail: '',
        'personalInfo.firstName': 'Marc',
        'personalInfo.email': 'marc@',
        'billingInfo.city': 'Paris',
      },
    });
    expect(radio(labels.donationFrequency.annually)).toBeChecked();
    expect(radio(labels.donationAmount.other)).toBeChecked();
    expect(field(labels.donationAmount.otherLabel)).toBeVisible();
    expect(field(labels.donationAmount.otherLabel).value).toBe('75');
    expect(radio(labels.donationType.in_memory)).toBeChecked();
    expect(field(labels.donationFor.label).value).toBe('Grandpa');
    expect(screen.getByRole('checkbox', { name: labels.notifyRecipient.label })).not.toBeChecked();
    expect(field(labels.recipientEmail.label)).not.toBeVisible();
    expect(field(labels.firstName.label).value).toBe('Marc');
    expect(field(labels.email.label).value).toBe('marc@');
    expect(field(labels.city.label).value).toBe('Paris');
    expect(field(labels.cardNumber.label).value).toBe('');
    expect(screen.getByRole('button', { name: 'Donate $75 every year' })).toBeInTheDocument();

    expect(within(screen.getByTestId('error-summary')).getByRole('link')).toHaveAttribute('href', '#donation-email');
    expect(field(labels.email.label)).toHaveAccessibleDescription(expect.stringContaining(text.validation.email));
    expect(screen.getByTestId('form-feedback')).toHaveTextContent(text.form.alerts.cardNeedsScript);
  });

  it('reads an amount the island posted itself as "other" with that amount', async () => {
    await renderDonation({
      kind: 'failed',
      problems: [],
      alert: 'getInvolved.form.alerts.limited',
      values: { donationAmount: '42.50', notifyRecipient: 'true' },
    });
    expect(radio(labels.donationAmount.other)).toBeChecked();
    expect(field(labels.donationAmount.otherLabel).value).toBe('42.50');
    expect(screen.getByRole('checkbox', { name: labels.notifyRecipient.label })).toBeChecked();
  });

  it('shows the confirmation of a stored donation', async () => {
    await renderDonation({ kind: 'sent', reference: 'SC-ABCD-EFGH' });
    expect(screen.getByTestId('submission-reference')).toHaveTextContent(`${text.form.referenceLabel} SC-ABCD-EFGH`);
    expect(radio('$1,000')).toBeChecked();
  });
});

describe('DonationForm draft (kept for the tab across reloads and language switches)', () => {
  const stored = () => sessionStorage.getItem(draftKeys.donation);

  it('never stores the card number, expiry date, CVV or honeypot; keeps and restores the rest', async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      const { unmount } = await renderDonation();
      await user.click(radio(labels.donationType.in_memory));
      await user.click(radio(labels.notificationType.print));
      await fillValid(user);
      fireEvent.change(screen.getByTestId('honeypot').querySelector('input')!, { target: { value: 'spam' } });

      // Not once, in any write: the card's digits, its expiry, its CVV, the honeypot's text.
      const written = setItem.mock.calls.map(([, value]) => value).join('\n');
      expect(written).toContain('Marc Lefebvre');
      for (const secret of ['4242', '12/39', `"${cvv}"`, 'cardNumber', 'expiryDate', 'cvv', 'spam', 'website']) {
        expect(written).not.toContain(secret);
      }
      expect(JSON.parse(stored()!)).toEqual({ donationType: 'in_memory', notificationType: 'print', ...filledFields });

      unmount();
      await renderDonation();
      expect(radio(labels.donationType.in_memory)).toBeChecked();
      expect(radio(labels.notificationType.print)).toBeChecked();
      expectFieldValues(labels, {
        recipientEmail: 'mum@example.com',
        firstName: 'Marc',
        city: 'Paris',
        country: 'FR',
        cardHolder: 'Marc Lefebvre',
        cardNumber: '',
        expiryDate: '',
        cvv: '',
      });
    } finally {
      setItem.mockRestore();
    }
  });

  it('restores another amount and an unticked “let someone know” with what they show', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderDonation();
    await user.click(radio(labels.donationAmount.other));
    await user.type(field(labels.donationAmount.otherLabel), '75,50');
    await user.click(radio(labels.donationFrequency.one_time));
    await user.click(screen.getByRole('checkbox', { name: labels.notifyRecipient.label }));
    expect(JSON.parse(stored()!)).toEqual({
      donationAmount: 'other',
      otherAmount: '75.50',
      donationFrequency: 'one_time',
      notifyRecipient: false,
    });

    unmount();
    await renderDonation();
    expect(radio(labels.donationAmount.other)).toBeChecked();
    expect(field(labels.donationAmount.otherLabel).value).toBe('75.50');
    expect(screen.getByRole('button', { name: 'Donate $75.50' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: labels.notifyRecipient.label })).not.toBeChecked();
    expect(field(labels.recipientEmail.label)).not.toBeVisible();
  });

  it('restores a draft of an earlier release, which held another amount itself', async () => {
    sessionStorage.setItem(draftKeys.donation, JSON.stringify({ donationAmount: '75.50' }));
    await renderDonation();
    await waitFor(() => expect(radio(labels.donationAmount.other)).toBeChecked());
    expect(field(labels.donationAmount.otherLabel).value).toBe('75.50');
  });

  it('restores a chosen preset amount, and "other" with nothing typed yet', async () => {
    const user = userEvent.setup();
    const first = await renderDonation();
    await user.click(radio('$250'));
    first.unmount();
    const second = await renderDonation();
    expect(radio('$250')).toBeChecked();
    await user.click(radio(labels.donationAmount.other));
    second.unmount();
    await renderDonation();
    expect(radio(labels.donationAmount.other)).toBeChecked();
    expect(field(labels.donationAmount.otherLabel).value).toBe('');
  });

  it('forgets the draft after a successful donation', async () => {
    const user = userEvent.setup();
    const server = mockServer();
    await renderDonation();
    await user.click(radio('$250'));
    await fillValid(user);
    expect(stored()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Donate $250 every month' }));
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(stored()).toBeNull();
    expect(radio('$1,000')).toBeChecked();
  });
});
