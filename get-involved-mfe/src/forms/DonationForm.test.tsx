import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { axe } from 'jest-axe';
import en from '../locales/en.json';
import { DonationForm, type DonationFormProps } from './DonationForm';
import { draftKeys } from './draft';
import { expectSuccessForFiveSeconds, field, fillIn, renderForm, setUpFormTests } from './test-utils';

setUpFormTests();

const text = en.getInvolved;
const labels = text.donate.form;

const renderDonation = (props: DonationFormProps = {}) =>
  renderForm(DonationForm, { title: labels.title, titleId: 'donation-title', route: '/get-involved/donate' }, props);

const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

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
    country: 'France',
    cardNumber: '4242 4242 4242 4242',
    cardHolder: 'Marc Lefebvre',
    expiryDate: '12/39',
    cvv: '123',
  });
}

describe('DonationForm', () => {
  it('starts from the spec defaults', async () => {
    await renderDonation();
    expect(radio(labels.donationType.in_honor)).toBeChecked();
    expect(radio(labels.donationType.in_memory)).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: labels.notifyRecipient.label })).toBeChecked();
    expect(radio(labels.notificationType.email)).toBeChecked();
    expect(field(labels.recipientEmail.label)).toBeInTheDocument();
    expect(radio(labels.donationFrequency.monthly)).toBeChecked();
    expect(radio('$1,000')).toBeChecked();
    expect(screen.queryByLabelText(labels.donationAmount.otherLabel)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate $1,000 every month' })).toBeEnabled();
  });

  it('offers the preset amounts in the visitor’s currency format, plus another amount', async () => {
    await renderDonation();
    const picker = screen.getByRole('group', { name: labels.donationAmount.legend });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((input) => input.getAttribute('value')),
    ).toEqual(['15', '50', '100', '150', '250', '500', '750', '1000', 'other']);
    for (const name of ['$15', '$50', '$100', '$150', '$250', '$500', '$750', '$1,000', labels.donationAmount.other]) {
      expect(within(picker).getByRole('radio', { name })).toBeInTheDocument();
    }
  });

  it('has the autocomplete tokens of each field, and the card note', async () => {
    await renderDonation();
    const tokens: Array<[string, string]> = [
      [labels.firstName.label, 'given-name'],
      [labels.lastName.label, 'family-name'],
      [labels.phone.label, 'tel'],
      [labels.email.label, 'email'],
      [labels.postalCode.label, 'postal-code'],
      [labels.city.label, 'address-level2'],
      [labels.country.label, 'country-name'],
      [labels.cardNumber.label, 'cc-number'],
      [labels.cardHolder.label, 'cc-name'],
      [labels.expiryDate.label, 'cc-exp'],
      [labels.cvv.label, 'cc-csc'],
      [labels.donationFor.label, 'off'],
      [labels.recipientEmail.label, 'off'],
    ];
    for (const [label, token] of tokens) expect(field(label)).toHaveAttribute('autocomplete', token);
    expect(field(labels.cardNumber.label)).toHaveAttribute('inputmode', 'numeric');
    expect(field(labels.cvv.label)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(labels.paymentNote)).toBeInTheDocument();
    expect(field(labels.cvv.label)).toHaveAccessibleDescription(expect.stringContaining(labels.paymentNote));
  });

  it('shows the card choice and the recipient email only while someone is to be told', async () => {
    const user = userEvent.setup();
    await renderDonation();
    const notify = screen.getByRole('checkbox', { name: labels.notifyRecipient.label });
    await user.click(notify);
    expect(screen.queryByRole('group', { name: labels.notificationType.legend })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(labels.recipientEmail.label)).not.toBeInTheDocument();
    await user.click(notify);
    expect(screen.getByRole('group', { name: labels.notificationType.legend })).toBeInTheDocument();
    expect(field(labels.recipientEmail.label)).toBeInTheDocument();
  });

  it('takes another amount, typed with a decimal comma or Arabic digits', async () => {
    const user = userEvent.setup();
    await renderDonation();
    await user.click(radio(labels.donationAmount.other));
    const other = field(labels.donationAmount.otherLabel);
    expect(other).toHaveAttribute('inputmode', 'decimal');
    await user.type(other, '75,50');
    await user.click(radio(labels.donationFrequency.one_time));
    expect(screen.getByRole('button', { name: 'Donate $75.50' })).toBeInTheDocument();
    await user.clear(other);
    await user.type(other, '٢٥٠');
    await user.click(radio(labels.donationFrequency.annually));
    expect(screen.getByRole('button', { name: 'Donate $250 every year' })).toBeInTheDocument();
    // Back to a preset: the input goes away.
    await user.click(radio('$50'));
    expect(screen.queryByLabelText(labels.donationAmount.otherLabel)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate $50 every year' })).toBeInTheDocument();
  });

  it('lists every error in a focused summary, beside each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { submit, container } = await renderDonation();
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
    expect(submit).not.toHaveBeenCalled();
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

  it('sends a valid donation, confirms for 5 seconds and resets to the defaults', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let finish!: () => void;
    const submit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderDonation({ submit });
    await user.click(radio(labels.donationType.in_memory));
    await user.click(radio(labels.notificationType.print));
    await user.click(radio(labels.donationFrequency.one_time));
    await user.click(radio('$250'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Donate $250' }));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Donate \$250/ })).toBeDisabled());
    fireEvent.submit(screen.getByTestId('donation-form'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(
      {
        donationType: 'in_memory',
        donationFor: 'My mother',
        notifyRecipient: true,
        notificationType: 'print',
        recipientEmail: 'mum@example.com',
        donationFrequency: 'one_time',
        donationAmount: '250',
        personalInfo: {
          firstName: 'Marc',
          lastName: 'Lefebvre',
          phone: '+33 1 23 45 67 89',
          email: 'marc@example.com',
        },
        billingInfo: { postalCode: '75001', city: 'Paris', country: 'France' },
        paymentInfo: {
          cardNumber: '4242 4242 4242 4242',
          cardHolder: 'Marc Lefebvre',
          expiryDate: '12/39',
          cvv: '123',
        },
        website: '',
      },
      // The page's language, for the receipt; the reference the banner shows.
      { language: 'en', reference: expect.stringMatching(/^SC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/) },
    );

    await act(async () => finish());
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    const banner = screen.getByText(text.form.success).closest('[role="status"]');
    expect(banner).toBeInTheDocument();
    const { reference } = (submit.mock.calls[0] as unknown as [unknown, { reference: string }])[1];
    expect(screen.getByTestId('submission-reference')).toHaveTextContent(`${text.form.referenceLabel} ${reference}`);
    expect(banner).toContainElement(screen.getByTestId('submission-reference'));
    // The defaults are back.
    expect(radio(labels.donationType.in_honor)).toBeChecked();
    expect(radio(labels.notificationType.email)).toBeChecked();
    expect(radio(labels.donationFrequency.monthly)).toBeChecked();
    expect(radio('$1,000')).toBeChecked();
    expect(field(labels.cardNumber.label).value).toBe('');
    expect(field(labels.cvv.label).value).toBe('');
    expect(screen.getByRole('button', { name: 'Donate $1,000 every month' })).toBeEnabled();

    expectSuccessForFiveSeconds();
  });

  it('keeps every value and shows the alert when sending fails', async () => {
    const user = userEvent.setup();
    const submit = jest.fn(async () => {
      throw new Error('permission-denied');
    });
    const { container } = await renderDonation({ submit });
    await user.click(radio(labels.donationAmount.other));
    await user.type(field(labels.donationAmount.otherLabel), '42');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Donate $42 every month' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(labels.errorMessage);
    expect(screen.getByTestId('form-feedback')).toHaveFocus();
    expect(field(labels.donationAmount.otherLabel).value).toBe('42');
    expect(field(labels.firstName.label).value).toBe('Marc');
    expect(field(labels.cardNumber.label).value).toBe('4242 4242 4242 4242');
    expect(field(labels.expiryDate.label).value).toBe('12/39');
    expect(field(labels.cvv.label).value).toBe('123');
    expect(field(labels.recipientEmail.label).value).toBe('mum@example.com');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('drops a bot’s submission quietly', async () => {
    const user = userEvent.setup();
    const { submit } = await renderDonation();
    await fillValid(user);
    fireEvent.change(screen.getByTestId('honeypot').querySelector('input')!, { target: { value: 'spam' } });
    await user.click(screen.getByRole('button', { name: 'Donate $1,000 every month' }));
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('has no accessibility violations when idle', async () => {
    const { container } = await renderDonation();
    expect(await axe(container)).toHaveNoViolations();
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
      for (const secret of ['4242', '12/39', '"123"', 'cardNumber', 'expiryDate', 'cvv', 'spam', 'website']) {
        expect(written).not.toContain(secret);
      }
      expect(JSON.parse(stored()!)).toEqual({
        donationType: 'in_memory',
        donationFor: 'My mother',
        notificationType: 'print',
        recipientEmail: 'mum@example.com',
        'personalInfo.firstName': 'Marc',
        'personalInfo.lastName': 'Lefebvre',
        'personalInfo.phone': '+33 1 23 45 67 89',
        'personalInfo.email': 'marc@example.com',
        'billingInfo.postalCode': '75001',
        'billingInfo.city': 'Paris',
        'billingInfo.country': 'France',
        'paymentInfo.cardHolder': 'Marc Lefebvre',
      });

      unmount();
      await renderDonation();
      expect(radio(labels.donationType.in_memory)).toBeChecked();
      expect(radio(labels.notificationType.print)).toBeChecked();
      expect(field(labels.recipientEmail.label).value).toBe('mum@example.com');
      expect(field(labels.firstName.label).value).toBe('Marc');
      expect(field(labels.city.label).value).toBe('Paris');
      expect(field(labels.cardHolder.label).value).toBe('Marc Lefebvre');
      expect(field(labels.cardNumber.label).value).toBe('');
      expect(field(labels.expiryDate.label).value).toBe('');
      expect(field(labels.cvv.label).value).toBe('');
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
      donationAmount: '75.50',
      donationFrequency: 'one_time',
      notifyRecipient: false,
    });

    unmount();
    await renderDonation();
    expect(radio(labels.donationAmount.other)).toBeChecked();
    expect(field(labels.donationAmount.otherLabel).value).toBe('75.50');
    expect(screen.getByRole('button', { name: 'Donate $75.50' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: labels.notifyRecipient.label })).not.toBeChecked();
    expect(screen.queryByLabelText(labels.recipientEmail.label)).not.toBeInTheDocument();
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
    const { submit } = await renderDonation();
    await user.click(radio('$250'));
    await fillValid(user);
    expect(stored()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Donate $250 every month' }));
    expect(await screen.findByText(text.form.success)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(stored()).toBeNull();
    expect(radio('$1,000')).toBeChecked();
  });
});
