// What both forms share: idle → submitting → success (5 s) | error, spam protection without puzzles,
// and a GOV.UK-style error summary that is refreshed on each submit attempt only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { get, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { newSubmissionReference } from '@stallions/shared-config/submissions/rules';

/** How long the green confirmation stays (../shared/spec/website-spec.md, section 9). */
export const successBannerMs = 5000;
/** A person needs more than this to fill in either form; a faster submission is a bot's. */
export const defaultMinFillTimeMs = 3000;

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

export interface SubmissionFlowOptions {
  /** Submissions faster than this after the form appeared are dropped quietly. Injectable for tests. */
  minFillTimeMs?: number;
}

export interface RunOptions<T> {
  values: T;
  /**
   * Sends the submission with the reference made for it (stored with the document, shown in the banner,
   * repeated in the messages); a rejection shows the error alert and keeps every value.
   */
  send: (values: T, reference: string) => Promise<void>;
  /** Puts the form back to its defaults after a success. */
  reset: () => void;
  /** The honeypot (a field people never see) holds something: a bot. */
  honeypotFilled: boolean;
}

export function useSubmissionFlow({ minFillTimeMs = defaultMinFillTimeMs }: SubmissionFlowOptions = {}) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  /** The reference of the last successful submission, shown in the success banner. */
  const [reference, setReference] = useState('');
  const [summary, setSummary] = useState<{ attempt: number; entries: SummaryEntry[] }>({ attempt: 0, entries: [] });
  const startedAt = useRef(0);
  const inFlight = useRef(false);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The feedback area: focused after a success or a failure, so keyboard and screen-reader users land on it. */
  const feedbackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
    return () => clearTimeout(successTimer.current);
  }, []);

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const region = feedbackRef.current;
    region?.focus({ preventScroll: true });
    // Scrolled explicitly: the form is long and the visitor is at its bottom, by the submit button.
    region?.scrollIntoView?.({ block: 'center', behavior: 'auto' });
  }, [status]);

  /** The submission could not even start (e.g. its checks failed to load): the error alert, values kept. */
  const fail = useCallback((error: unknown) => {
    console.error('Form submission failed:', error);
    clearTimeout(successTimer.current);
    setStatus('error');
  }, []);

  /** Validation failed: show (and focus) a fresh summary, even when the errors are the same as last time. */
  const showErrors = useCallback((entries: SummaryEntry[]) => {
    clearTimeout(successTimer.current);
    setStatus((current) => (current === 'success' ? 'idle' : current));
    setSummary((previous) => ({ attempt: previous.attempt + 1, entries }));
  }, []);

  const run = useCallback(
    async <T>({ values, send, reset, honeypotFilled }: RunOptions<T>) => {
      if (inFlight.current) return; // no double submit, whatever the button's state
      inFlight.current = true;
      clearTimeout(successTimer.current);
      setSummary((previous) => ({ attempt: previous.attempt, entries: [] }));
      setStatus('submitting');
      try {
        const tooFast = Date.now() - startedAt.current < minFillTimeMs;
        // A new one per attempt: a failed attempt stored nothing under it.
        const attemptReference = newSubmissionReference();
        // A bot sees the same success (and a reference) as a person, but nothing is sent.
        if (!honeypotFilled && !tooFast) await send(values, attemptReference);
        reset();
        setReference(attemptReference);
        startedAt.current = Date.now();
        setStatus('success');
        successTimer.current = setTimeout(() => setStatus('idle'), successBannerMs);
      } catch (error) {
        console.error('Form submission failed:', error);
        setStatus('error');
      } finally {
        inFlight.current = false;
      }
    },
    [minFillTimeMs],
  );

  return { status, reference, submitting: status === 'submitting', summary, showErrors, run, fail, feedbackRef };
}

export type SubmissionFlow = ReturnType<typeof useSubmissionFlow>;
