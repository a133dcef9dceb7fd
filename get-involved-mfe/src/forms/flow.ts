// What both forms share: idle → submitting → success (5 s) | error, and the GOV.UK error summary. A form starts
// from what its page rendered after a post (the server's outcome, see shared-ui's useFormPost): the problems of
// a failed post beside their fields and in the summary, or the confirmation of a stored one. The island then
// posts to the same address itself (post.ts) and shows the server's answer the same way.
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { get, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import {
  formTokenField,
  formTokenSlot,
  type FieldProblem,
  type FormPostResult,
} from '@stallions/shared-config/actions';
import { postForm, type ServerAnswer } from './post';

/** How long the green confirmation stays after a successful submission: 5 seconds. */
export const successBannerMs = 5000;

/** The alert of a limited answer that names none. */
const limitedAlert = 'getInvolved.form.alerts.limited';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/** One entry of the error summary: the field's path, the element to focus and the schema's message key. */
export interface SummaryEntry {
  path: string;
  fieldId: string;
  message: string;
}

/**
 * A field as the error summary knows it: where react-hook-form keeps its error (`path`), which element to
 * focus, and what the visitor sees it called (its label, or its group's legend).
 */
export interface SummaryField<T extends FieldValues = FieldValues> {
  path: Path<T>;
  fieldId: string;
  label: string;
}

/** The schema's message key for a field, from react-hook-form's errors (nested paths included). */
export function errorMessageAt<T extends FieldValues>(errors: FieldErrors<T>, path: Path<T>): string | undefined {
  const message: unknown = (get(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The errors in the order the fields appear on screen. */
export function summarize<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly SummaryField<T>[],
): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  for (const { path, fieldId } of fields) {
    const message = errorMessageAt(errors, path);
    if (message) entries.push({ path, fieldId, message });
  }
  return entries;
}

/** A form's field path by posted name (undefined: no field of the form). */
type PathOf = (postedName: string) => string | undefined;

/** A field of the form where a problem shows: its path and the element the summary's link focuses. */
type ScreenField = Pick<SummaryField, 'fieldId'> & { path: string };

/** The server's problems by field path: the first for each field the form has. */
function problemsByPath(
  problems: readonly FieldProblem[],
  fields: readonly ScreenField[],
  pathOf: PathOf,
): Record<string, string> {
  const known = new Set(fields.map(({ path }) => path));
  const byPath: Record<string, string> = {};
  for (const { name, message } of problems) {
    const path = pathOf(name);
    if (path !== undefined && known.has(path) && !(path in byPath)) byPath[path] = message;
  }
  return byPath;
}

/** The server's problems as summary entries, in screen order. */
function summaryOf(byPath: Readonly<Record<string, string>>, fields: readonly ScreenField[]): SummaryEntry[] {
  return fields.flatMap(({ path, fieldId }) => {
    const message = byPath[path];
    return message ? [{ path, fieldId, message }] : [];
  });
}

interface Summary {
  /** A new one per attempt: the summary takes focus again even when its errors are unchanged. */
  attempt: number;
  entries: SummaryEntry[];
  /** Rendered by the server after a failed post: focused by the browser as the page loads. */
  fromServer: boolean;
}

interface FlowState {
  status: SubmissionStatus;
  /** The reference of the submission just stored, shown in the success banner. */
  reference: string;
  /** The alert's translation key (`pages`); none: the form's own failure message. */
  alert: string | undefined;
  summary: Summary;
  /** The server's problems (message keys) by field path: shown beside each field until the next attempt. */
  serverErrors: Record<string, string>;
}

function initialState(post: FormPostResult | undefined, fields: readonly ScreenField[], pathOf: PathOf): FlowState {
  const empty: Summary = { attempt: 0, entries: [], fromServer: false };
  if (post?.kind === 'sent') {
    return { status: 'success', reference: post.reference, alert: undefined, summary: empty, serverErrors: {} };
  }
  if (post?.kind === 'failed') {
    const serverErrors = problemsByPath(post.problems, fields, pathOf);
    const entries = summaryOf(serverErrors, fields);
    return {
      // Problems the form cannot show beside a field, and no alert: the form's failure message says something.
      status: post.alert || entries.length === 0 ? 'error' : 'idle',
      reference: '',
      alert: post.alert,
      summary: { attempt: 0, entries, fromServer: entries.length > 0 },
      serverErrors,
    };
  }
  return { status: 'idle', reference: '', alert: undefined, summary: empty, serverErrors: {} };
}

export interface SubmissionFlowOptions {
  /** What the page rendered after a post (the server's outcome), if anything. */
  post?: FormPostResult;
  /** The form's fields in screen order: where each problem shows. Read at the first render and at each answer. */
  fields: readonly ScreenField[];
  /** The form field of a posted name. */
  pathOf: PathOf;
  /** The translated "Error: " that starts the page's title while the form shows errors (GOV.UK). */
  errorTitlePrefix: string;
}

export interface SendOptions {
  /** The form's own address (its `action`). */
  action: string;
  /** The posted fields. */
  fields: URLSearchParams;
  /** Puts the form back to its defaults after a success. */
  reset: () => void;
}

/** Adds or removes the title's error prefix (the page's own document: the island runs in it). */
function markTitle(prefix: string, hasErrors: boolean) {
  if (typeof document === 'undefined' || !prefix) return;
  const title = document.title;
  if (hasErrors && !title.startsWith(prefix)) document.title = `${prefix}${title}`;
  if (!hasErrors && title.startsWith(prefix)) document.title = title.slice(prefix.length);
}

/**
 * What a server's answer changes: the state (from the current one); whether the feedback area takes focus (a
 * summary takes focus itself); and the title's error mark (undefined: left as it is).
 */
function answerOutcome(
  answer: ServerAnswer,
  fields: readonly ScreenField[],
  pathOf: PathOf,
): { change: (current: FlowState) => FlowState; focusFeedback: boolean; titleErrors?: boolean } {
  if (answer.kind === 'stored') {
    const { reference } = answer;
    return {
      change: (current) => ({ ...current, status: 'success', reference }),
      focusFeedback: true,
      titleErrors: false,
    };
  }
  if (answer.kind === 'invalid') {
    const serverErrors = problemsByPath(answer.problems, fields, pathOf);
    const entries = summaryOf(serverErrors, fields);
    const showsAlert = Boolean(answer.alert) || entries.length === 0;
    return {
      change: (current) => ({
        ...current,
        status: showsAlert ? 'error' : 'idle',
        alert: answer.alert,
        serverErrors,
        summary: { attempt: current.summary.attempt + 1, entries, fromServer: false },
      }),
      focusFeedback: entries.length === 0,
      titleErrors: true,
    };
  }
  const alert = answer.kind === 'limited' ? (answer.alert ?? limitedAlert) : undefined;
  return { change: (current) => ({ ...current, status: 'error', alert }), focusFeedback: true };
}

/** The success banner's timer: back to idle 5 s after a success (the server's: 5 s after the code runs). */
function useSuccessTimer(setState: Dispatch<SetStateAction<FlowState>>, sentByServer: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setState((current) => (current.status === 'success' ? { ...current, status: 'idle' } : current)),
      successBannerMs,
    );
  }, [setState]);
  useEffect(() => {
    if (sentByServer) start();
    return stop;
  }, [sentByServer, start, stop]);
  return useMemo(() => ({ start, stop }), [start, stop]);
}

export function useSubmissionFlow({ post, fields, pathOf, errorTitlePrefix }: SubmissionFlowOptions) {
  const [state, setState] = useState<FlowState>(() => initialState(post, fields, pathOf));
  /** Whether the first state is the server's confirmation: its banner goes 5 s after the code runs. */
  const [sentByServer] = useState(() => post?.kind === 'sent');
  const inFlight = useRef(false);
  /** The feedback area: focused after the island's own success or failure, where keyboard users land. */
  const feedbackRef = useRef<HTMLDivElement>(null);
  /** The form view's token (FormFrame's hidden field): sent with each post, replaced by each answer's. */
  const tokenRef = useRef<HTMLInputElement>(null);
  const [answeredToken, setAnsweredToken] = useState<string>();
  /**
   * Counts the feedback the island itself showed. What the server rendered is focused by the browser as the page
   * loads (autofocus), never again when the island hydrates: the visitor is already in a field by then.
   */
  const [shown, setShown] = useState(0);
  // The latest, for the answers: a form gives new arrays and callbacks on each render.
  const latest = useRef({ fields, pathOf, errorTitlePrefix });
  useEffect(() => {
    latest.current = { fields, pathOf, errorTitlePrefix };
  });

  const successTimer = useSuccessTimer(setState, sentByServer);

  useEffect(() => {
    if (shown === 0) return;
    const region = feedbackRef.current;
    region?.focus({ preventScroll: true });
    // Scrolled explicitly: the form is long and the visitor is at its bottom, by the submit button.
    region?.scrollIntoView?.({ block: 'center', behavior: 'auto' });
  }, [shown]);

  /** The submission could not even start (e.g. its checks failed to load): the error alert, values kept. */
  const fail = useCallback(
    (error: unknown) => {
      console.error('Form submission failed:', error);
      successTimer.stop();
      setState((current) => ({ ...current, status: 'error', alert: undefined }));
      setShown((count) => count + 1);
    },
    [successTimer],
  );

  /** The browser's checks failed: show (and focus) a fresh summary, even when the errors are the same as last time. */
  const showErrors = useCallback(
    (entries: SummaryEntry[]) => {
      successTimer.stop();
      setState((current) => ({
        ...current,
        status: 'idle',
        alert: undefined,
        serverErrors: {},
        summary: { attempt: current.summary.attempt + 1, entries, fromServer: false },
      }));
      markTitle(latest.current.errorTitlePrefix, entries.length > 0);
    },
    [successTimer],
  );

  const answered = useCallback(
    (answer: ServerAnswer, reset: () => void) => {
      const { fields: screenFields, pathOf: pathOfName, errorTitlePrefix: prefix } = latest.current;
      if (answer.kind === 'failed') console.error('Form submission failed:', answer.error);
      if (answer.kind === 'stored') reset();
      const { change, focusFeedback, titleErrors } = answerOutcome(answer, screenFields, pathOfName);
      setState(change);
      if (answer.kind === 'stored') successTimer.start();
      if (titleErrors !== undefined) markTitle(prefix, titleErrors);
      if (focusFeedback) setShown((count) => count + 1);
    },
    [successTimer],
  );

  /** Posts the form's fields to its action (once at a time, whatever the button's state) and shows the answer. */
  const send = useCallback(
    async ({ action, fields: posted, reset }: SendOptions) => {
      if (inFlight.current) return;
      inFlight.current = true;
      successTimer.stop();
      setState((current) => ({
        ...current,
        status: 'submitting',
        alert: undefined,
        serverErrors: {},
        summary: { ...current.summary, entries: [], fromServer: false },
      }));
      try {
        // A form drawn in the browser alone still holds the server's slot: no token to send.
        const token = tokenRef.current?.value ?? '';
        posted.set(formTokenField, token === formTokenSlot ? '' : token);
        const answer = await postForm(action, posted);
        if (answer.kind !== 'failed' && answer.formToken) setAnsweredToken(answer.formToken);
        answered(answer, reset);
      } finally {
        inFlight.current = false;
      }
    },
    [answered, successTimer],
  );

  const { status, reference, alert, summary, serverErrors } = state;
  return {
    status,
    reference,
    alert,
    summary,
    serverErrors,
    submitting: status === 'submitting',
    /** Whether the feedback the page starts with was the server's (focused by the browser as the page loads). */
    feedbackFromServer: post !== undefined && shown === 0,
    showErrors,
    send,
    fail,
    feedbackRef,
    tokenRef,
    answeredToken,
  };
}

export type SubmissionFlow = ReturnType<typeof useSubmissionFlow>;
