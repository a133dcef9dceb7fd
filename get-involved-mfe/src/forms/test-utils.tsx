// What the form tests share: rendering a form under its heading, filling fields by their labels, and the
// success banner's five seconds.
import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderPage } from '@stallions/shared-ui/testing';
import en from '../locales/en.json';
import { successBannerMs } from './flow';

/** The props the tests give both forms. */
interface FormUnderTest<A extends unknown[]> {
  titleId?: string;
  submit?: (...args: A) => Promise<void>;
  minFillTimeMs?: number;
}

/**
 * For a form's test file. Typing into many fields and running axe take a while on a busy two-core machine.
 * Failed sends are logged with console.error on purpose: a spy keeps that out of the output (tests may assert
 * on console.error). Timers are real again after each test. Each test starts with no saved draft (draft.ts).
 */
export function setUpFormTests() {
  jest.setTimeout(30_000);
  let errorSpy: jest.SpyInstance | undefined;
  beforeEach(() => {
    sessionStorage.clear();
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errorSpy?.mockRestore();
    jest.useRealTimers();
  });
}

/**
 * Renders a form named by its heading, with the English texts, no minimum fill time and a mock submit
 * (or the test's own, given in `props`).
 */
export async function renderForm<A extends unknown[]>(
  Form: ComponentType<FormUnderTest<A>>,
  { title, titleId, route }: { title: string; titleId: string; route: string },
  props: FormUnderTest<A> = {},
) {
  const submit = jest.fn<Promise<void>, A>(async () => undefined);
  const view = await renderPage(
    <>
      <h2 id={titleId}>{title}</h2>
      <Form titleId={titleId} submit={submit} minFillTimeMs={0} {...props} />
    </>,
    { pages: en, route },
  );
  return { ...view, submit: (props.submit as jest.Mock | undefined) ?? submit };
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

/** The success banner stays five seconds, then goes. Needs fake timers. */
export function expectSuccessForFiveSeconds() {
  const success = en.getInvolved.form.success;
  act(() => jest.advanceTimersByTime(successBannerMs - 1));
  expect(screen.getByText(success)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(success)).not.toBeInTheDocument();
}
