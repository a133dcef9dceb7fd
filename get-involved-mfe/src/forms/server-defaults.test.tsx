// The forms' server HTML, as a visitor sees it before the island loads (at their first touch): every default
// in place, the preferred language the page's own.
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { i18n, I18nextProvider, initI18n } from '@stallions/shared-i18n';
import { LocaleMemoryRouter } from '@stallions/shared-router';
import { theme } from '@stallions/shared-ui';
import en from '../locales/en.json';
import { DonationForm } from './DonationForm';
import { JoinForm } from './JoinForm';

async function serverHtml(path: string, form: JSX.Element): Promise<HTMLElement> {
  await initI18n({ english: { pages: en, header: {}, footer: {} }, load: async () => undefined, lng: 'fr' });
  i18n.addResourceBundle('fr', 'pages', en, true, true);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined); // layout-effect warnings
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <LocaleMemoryRouter initialEntries={[path]}>{form}</LocaleMemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
  errors.mockRestore();
  return container;
}

const checked = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)]
    .filter((input) => input.defaultChecked)
    .map((input) => input.value);

it('the join form: the page’s language preselected, “no reference” checked', async () => {
  const container = await serverHtml('/fr/get-involved/join', <JoinForm titleId="t" />);
  const language = container.querySelector<HTMLSelectElement>('select[name="language"]')!;
  expect([...language.options].filter((option) => option.defaultSelected).map((option) => option.value)).toEqual([
    'fr',
  ]);
  expect(checked(container, 'hasReference')).toEqual(['no']);
  expect(container.querySelector<HTMLInputElement>('input[name="firstName"]')!.defaultValue).toBe('');
});

it('the donation form: monthly, in honour, notify by e-mail, 1000', async () => {
  const container = await serverHtml('/fr/get-involved/donate', <DonationForm titleId="t" />);
  expect(checked(container, 'donationFrequency')).toEqual(['monthly']);
  expect(checked(container, 'donationType')).toEqual(['in_honor']);
  expect(checked(container, 'notifyRecipient')).toEqual(['on']);
  expect(checked(container, 'notificationType')).toEqual(['email']);
  expect(checked(container, 'donationAmountChoice')).toEqual(['1000']);
});
