// What the form tests share: rendering a form under its heading, filling fields by their labels and checking
// them, the server's answers to the island's post (a mocked fetch), and the success banner's five seconds.
import type { ComponentType, ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import type { FormPostResult } from '@stallions/shared-config/actions';
import { i18n, I18nextProvider, initI18n, type Language } from '@stallions/shared-i18n';
import { LocaleMemoryRouter } from '@stallions/shared-router';
import { theme } from '@stallions/shared-ui';
import { renderPage } from '@stallions/shared-ui/testing';
import en from '../locales/en/pages.json';
import { DonationForm } from './DonationForm';
import { successBannerMs } from './flow';
import { JoinForm } from './JoinForm';

/** The props both forms take (their islands' props). */
interface FormUnderTest {
  titleId?: string;
  action: string;
  post?: FormPostResult;
}

/** One answer of the mocked server: a status and its JSON body (a body of `undefined`: not JSON). */
export interface Answer {
  status: number;
  body?: unknown;
}

export const stored = (reference = 'SC-7K4M-2QXD'): Answer => ({ status: 200, body: { outcome: 'stored', reference } });
export const invalid = (problems: { name: string; message: string }[], alert?: string): Answer => ({
  status: 422,
  body: { outcome: 'invalid', problems, ...(alert ? { alert } : {}) },
});
export const limited = (alert = 'getInvolved.form.alerts.limited'): Answer => ({
  status: 429,
  body: { outcome: 'limited', alert },
});

/**
 * Replaces `fetch` with a mock server: each post is answered with the next queued answer (a promise of one, for
 * a test that answers later), or a stored one. `posts()` are the requests made: address, init and fields.
 */
export function mockServer() {
  const queue: (Answer | Promise<Answer> | Error)[] = [];
  const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.shift() ?? stored();
    if (next instanceof Error) throw next;
    const { status, body } = await next;
    return {
      status,
      ok: status >= 200 && status < 300,
      json: async () => {
        if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
        return body;
      },
    } as Response;
  });
  window.fetch = fetchMock as typeof fetch;
  return {
    fetch: fetchMock,
    answer: (...answers: (Answer | Promise<Answer> | Error)[]) => queue.push(...answers),
    posts: () =>
      fetchMock.mock.calls.map(([input, init]) => ({
        action: String(input),
        init: init!,
        fields: new URLSearchParams(init!.body as URLSearchParams),
      })),
  };
}

/**
 * For a form's test file. Typing into many fields and running axe take a while on a busy two-core machine.
 * Failed sends are logged with console.error on purpose: a spy keeps that out of the output (tests may assert
 * on console.error). Timers are real again after each test. Each test starts with no saved draft (draft.ts),
 * the page's own title, and a mock server that stores every post.
 */
export function setUpFormTests() {
  jest.setTimeout(30_000);
  let errorSpy: jest.SpyInstance | undefined;
  const fetchBefore = window.fetch;
  beforeEach(() => {
    sessionStorage.clear();
    document.title = 'Page | Stallions Club';
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errorSpy?.mockRestore();
    jest.useRealTimers();
    window.fetch = fetchBefore;
  });
}

/** Renders a form named by its heading, with the English texts, posting to its page's address (`route`). */
export async function renderForm(
  Form: ComponentType<FormUnderTest>,
  { title, titleId, route }: { title: string; titleId: string; route: string },
  props: Partial<FormUnderTest> = {},
) {
  return renderPage(
    <>
      <h2 id={titleId}>{title}</h2>
      <Form titleId={titleId} action={route} {...props} />
    </>,
    { pages: en, route },
  );
}

/** Where a form's page is and the outcome of the post it was rendered with (none: a first visit). */
interface FormPage {
  route?: string;
  post?: FormPostResult;
}

/** The join form under its heading, as on its page. */
export const renderJoinForm = ({ route = '/get-involved/join', post }: FormPage = {}) =>
  renderForm(JoinForm, { title: en.getInvolved.join.form.title, titleId: 'join-title', route }, post ? { post } : {});

/** The donation form under its heading, as on its page. */
export const renderDonationForm = ({ route = '/get-involved/donate', post }: FormPage = {}) =>
  renderForm(
    DonationForm,
    { title: en.getInvolved.donate.form.title, titleId: 'donation-title', route },
    post ? { post } : {},
  );

/** What the server sends for a page (its HTML), in a container of the document: the form before its code runs. */
export async function serverRender(page: ReactElement, { lng = 'en', route }: { lng?: Language; route: string }) {
  await initI18n({ english: { pages: en, header: {}, footer: {} }, load: async () => undefined, lng });
  i18n.addResourceBundle(lng, 'pages', en, true, true);
  const tree = (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <LocaleMemoryRouter initialEntries={[route]}>{page}</LocaleMemoryRouter>
      </ThemeProvider>
    </I18nextProvider>
  );
  const container = document.createElement('div');
  // The server renderer warns about layout effects (jsdom has a window, a server has none): not ours, and
  // setUpFormTests' console.error spy keeps it out of the output. A test that watches console.error clears it.
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  return { container, tree };
}

/**
 * Checks a radio or a checkbox (or unticks it) as a visitor without script does. jsdom keeps computed styles
 * until the DOM changes, and a `checked` property is no change to it: an attribute nudged beside it is, so
 * the `:has(:checked)` rules are read afresh.
 */
export function setChecked(input: HTMLInputElement, value = true) {
  input.checked = value;
  input.ownerDocument.body.toggleAttribute('data-checked-changed');
}

/** The input (or select, or textarea) a label names. */
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types each value into the field labelled `labels[name].label`, in the order given. */
export async function fillIn<V extends Record<string, string>>(
  user: UserEvent,
  labels: NoInfer<{ [K in keyof V]: { label: string } }>,
  values: V,
) {
  for (const [name, value] of Object.entries(values)) await user.type(field(labels[name as keyof V].label), value);
}

/** Expects each field labelled `labels[name].label` to show its value (fillIn's check); a failure names the field. */
export function expectFieldValues<V extends Record<string, string>>(
  labels: NoInfer<{ [K in keyof V]: { label: string } }>,
  values: V,
) {
  const shown = Object.fromEntries(
    Object.keys(values).map((name) => [name, field(labels[name as keyof V].label).value]),
  );
  expect(shown).toEqual(values);
}

/** Expects each field labelled `labels[name].label` to have its autocomplete token; a failure names the field. */
export function expectAutocompleteTokens<V extends Record<string, string>>(
  labels: NoInfer<{ [K in keyof V]: { label: string } }>,
  tokens: V,
) {
  const shown = Object.fromEntries(
    Object.keys(tokens).map((name) => [name, field(labels[name as keyof V].label).getAttribute('autocomplete')]),
  );
  expect(shown).toEqual(tokens);
}

/** The success banner stays five seconds, then goes. Needs fake timers. */
export function expectSuccessForFiveSeconds() {
  const success = en.getInvolved.form.success;
  act(() => jest.advanceTimersByTime(successBannerMs - 1));
  expect(screen.getByText(success)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(success)).not.toBeInTheDocument();
}
