// The draft as untrusted input (storage may hold anything, or throw) and as part of a hydrated page (restored
// after hydration, never in the first render). What each form keeps is tested in its own test file.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { i18n, I18nextProvider, initI18n } from '@stallions/shared-i18n';
import { LocaleMemoryRouter } from '@stallions/shared-router';
import { theme } from '@stallions/shared-ui';
import en from '../locales/en/pages.json';
import { clearDraft, draftKeys, maxDraftStringLength } from './draft';
import { JoinForm } from './JoinForm';
import { field, mockServer, renderDonationForm, renderJoinForm, setUpFormTests } from './test-utils';

setUpFormTests();

const text = en.getInvolved;
const join = text.join.form;
const donate = text.donate.form;

const expectJoinDefaults = () => {
  expect(field(join.firstName.label).value).toBe('');
  expect(field(join.language.label).value).toBe('en');
  expect(screen.getByRole('radio', { name: join.hasReference.no })).toBeChecked();
};

describe('a stored draft is untrusted', () => {
  it.each([
    ['malformed JSON', '{"firstName": "Lay'],
    ['null', 'null'],
    ['an array', '["firstName", "Layla"]'],
    ['a string', '"Layla"'],
    ['a number', '42'],
  ])('ignores %s, then saves a good draft over it', async (_, value) => {
    sessionStorage.setItem(draftKeys.join, value);
    const user = userEvent.setup();
    await renderJoinForm();
    expectJoinDefaults();
    await user.type(field(join.lastName.label), 'Haddad');
    expect(JSON.parse(sessionStorage.getItem(draftKeys.join)!)).toEqual({ lastName: 'Haddad' });
  });

  it('restores only known fields of the right type, cut to length, and never the honeypot', async () => {
    sessionStorage.setItem(
      draftKeys.join,
      JSON.stringify({
        firstName: 42,
        lastName: 'Haddad',
        hasReference: true,
        whyInvolved: 'x'.repeat(maxDraftStringLength + 500),
        website: 'https://spam.example',
        unknownField: 'anything',
        'constructor.prototype.polluted': 'yes',
      }),
    );
    await renderJoinForm();
    expect(field(join.firstName.label).value).toBe('');
    expect(field(join.lastName.label).value).toBe('Haddad');
    expect(screen.getByRole('radio', { name: join.hasReference.no })).toBeChecked();
    expect(field(join.whyInvolved.label).value).toHaveLength(maxDraftStringLength);
    expect((screen.getByTestId('honeypot').querySelector('input') as HTMLInputElement).value).toBe('');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never restores card data planted in storage, and drops it from the next save', async () => {
    sessionStorage.setItem(
      draftKeys.donation,
      JSON.stringify({
        'paymentInfo.cardNumber': '4242 4242 4242 4242',
        'paymentInfo.expiryDate': '12/39',
        'paymentInfo.cvv': '123',
        'paymentInfo.cardHolder': 'Marc Lefebvre',
        notifyRecipient: 'false',
      }),
    );
    const user = userEvent.setup();
    await renderDonationForm();
    expect(field(donate.cardNumber.label).value).toBe('');
    expect(field(donate.expiryDate.label).value).toBe('');
    expect(field(donate.cvv.label).value).toBe('');
    expect(field(donate.cardHolder.label).value).toBe('Marc Lefebvre');
    // A string where a boolean belongs: the default stays.
    expect(screen.getByRole('checkbox', { name: donate.notifyRecipient.label })).toBeChecked();
    await user.type(field(donate.city.label), 'Paris');
    expect(JSON.parse(sessionStorage.getItem(draftKeys.donation)!)).toEqual({
      'paymentInfo.cardHolder': 'Marc Lefebvre',
      'billingInfo.city': 'Paris',
    });
  });

  it('works without a draft when every storage call throws', async () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const spies = (['getItem', 'setItem', 'removeItem'] as const).map((method) =>
      jest.spyOn(Storage.prototype, method).mockImplementation(denied),
    );
    try {
      const user = userEvent.setup();
      const server = mockServer();
      await renderJoinForm();
      await user.type(field(join.firstName.label), 'Layla');
      expect(field(join.firstName.label).value).toBe('Layla');
      expect(spies[0]).toHaveBeenCalled();
      expect(spies[1]).toHaveBeenCalled();
      expect(() => clearDraft(draftKeys.join)).not.toThrow();
      // The success path, which forgets the draft, still succeeds.
      const values: Array<[string, string]> = [
        [join.lastName.label, 'Haddad'],
        [join.dateOfBirth.label, '1990-03-27'],
        [join.country.label, 'FR'],
        [join.email.label, 'layla@example.com'],
        [join.phone.label, '+33 6 12 34 56 78'],
        [join.heardFrom.label, 'friend_family'],
        [join.whyInvolved.label, 'To mentor young people.'],
      ];
      for (const [label, value] of values) fireEvent.change(field(label), { target: { value } });
      await user.click(screen.getByRole('button', { name: join.submit }));
      expect(await screen.findByText(text.form.success)).toBeInTheDocument();
      expect(server.fetch).toHaveBeenCalledTimes(1);
      expect(field(join.firstName.label).value).toBe('');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('works when sessionStorage itself cannot be reached', async () => {
    sessionStorage.setItem(draftKeys.join, JSON.stringify({ firstName: 'Layla' }));
    const jsdomStorage = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const user = userEvent.setup();
      await renderJoinForm();
      expectJoinDefaults();
      await user.type(field(join.firstName.label), 'Sami');
      expect(field(join.firstName.label).value).toBe('Sami');
    } finally {
      Object.defineProperty(window, 'sessionStorage', jsdomStorage);
    }
    expect(JSON.parse(sessionStorage.getItem(draftKeys.join)!)).toEqual({ firstName: 'Layla' });
  });
});

describe('a draft and a server-rendered form', () => {
  it('renders the defaults on the server and at hydration, then restores the draft', async () => {
    await initI18n({ english: { pages: en, header: {}, footer: {} }, load: async () => undefined, lng: 'en' });
    i18n.addResourceBundle('en', 'pages', en, true, true);
    sessionStorage.setItem(
      draftKeys.join,
      JSON.stringify({ firstName: 'Layla', language: 'fr', hasReference: 'yes', referenceNumber: 'SC-10482' }),
    );
    const page = (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <LocaleMemoryRouter initialEntries={['/get-involved/join']}>
            <h2 id="join-title">{join.title}</h2>
            <JoinForm titleId="join-title" action="/get-involved/join" />
          </LocaleMemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    // The server renderer's warnings about layout effects (jsdom has a window, a server has none): not ours.
    jest.mocked(console.error).mockClear();
    // The server's HTML: the defaults, whatever this tab's storage holds.
    expect(field(join.firstName.label).value).toBe('');
    expect(field(join.referenceNumber.label).value).toBe('');
    expect(field(join.referenceNumber.label)).not.toBeVisible();

    const onRecoverableError = jest.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));
    try {
      // No mismatch: React reports those as recoverable errors or console.error warnings.
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(console.error).not.toHaveBeenCalled();
      await waitFor(() => expect(field(join.firstName.label).value).toBe('Layla'));
      expect(field(join.language.label).value).toBe('fr');
      expect(field(join.referenceNumber.label).value).toBe('SC-10482');
      expect(field(join.referenceNumber.label)).toBeVisible();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
