// The contract between the render server (the host) and a remote's "./actions": the server side of the forms a
// remote declares (a page's `form` in its ./pages). A form posts to its own page address, natively or from its
// island; the render server parses the body and calls the remote's action with what it lends it (the
// submissions store, the limiter, the clock, the client's address, a secret). The action validates with the
// form's schema and decides; the host turns its outcome into an answer (a page, a 303, JSON). A remote never
// holds credentials: everything that touches a store arrives here as a capability.
import type { RateLimiter, SubmissionStore } from '@stallions/submissions/store';

/** What a form page's POST carries, as the host parsed it. */
export interface FormPost {
  /**
   * The posted fields (application/x-www-form-urlencoded, the way a browser submits a form), name → value; of a
   * name sent twice, the first. The island posts the same names as the native form plus what only it can send
   * (the card's last four digits, holder and expiry; never the number or the CVV).
   */
  fields: Record<string, string>;
  /** The page's language: the error page's and, for a donation, the messages'. */
  language: string;
  /** 'document': a native submit (answered with a page or a 303); 'fetch': the island's (answered with JSON). */
  via: 'document' | 'fetch';
  /** The Firebase App Check token the island sent (X-Firebase-AppCheck), when it sent one. */
  appCheckToken?: string;
  /**
   * What the host found of the form view's signed token (formTokenField): `valid` when it was issued by this site
   * for this form and language between its minimum and maximum age; otherwise nothing may be stored or sent, and
   * the form comes back with its values and the check-again alert (a fresh token comes with every answer).
   */
  formToken: FormTokenVerdict;
}

/** The form view's token as the host judged it: see FormPost.formToken. */
export type FormTokenVerdict = 'valid' | 'early' | 'expired' | 'missing';

/**
 * The hidden field every form view carries: a token signed with the server secret over the form's page, its
 * language and the time it was issued (render-server/src/form-token.ts). The page's HTML is rendered with
 * formTokenSlot as its value, and the host writes a fresh token into each answer that shows a form.
 */
export const formTokenField = 'formToken';
export const formTokenSlot = '@@form-token@@';

/** The form token's age bounds (runtime config `submissions.formToken`, in seconds): a post in between is one. */
export interface FormTokenAges {
  /** A post sooner than this after its page was served is a script's: 3 s by default. */
  minSeconds: number;
  /** A view older than this is stale: 24 h by default. */
  maxSeconds: number;
}
export const defaultFormTokenAges: FormTokenAges = { minSeconds: 3, maxSeconds: 24 * 60 * 60 };

/** A field's problem: the posted field's name and the message key (the remote's translations). */
export interface FieldProblem {
  name: string;
  message: string;
}

export type ActionOutcome =
  /** Stored (or, for a repeat of an earlier post, stored before): the reference the visitor is shown. */
  | { kind: 'stored'; reference: string }
  /**
   * Nothing stored: the field problems and, when the whole form has one, its message key (`alert`); `values` are
   * the fields to show again (never card data, which a native post cannot carry).
   */
  | { kind: 'invalid'; problems: FieldProblem[]; alert?: string; values: Record<string, string> }
  /** A limit reached: nothing stored or sent; `alert` the message key, `retryAfterSeconds` for Retry-After. */
  | { kind: 'limited'; retryAfterSeconds: number; alert: string; values: Record<string, string> };

// The store and the limiter an action is lent: their one definition is the submissions package's.
export type { LimitHit, RateLimiter, SubmissionStore } from '@stallions/submissions/store';

/** The limits of the runtime config (`submissions.limits`), with their defaults. */
export interface SubmissionLimits {
  /** Submissions from one client address. */
  perClient: { count: number; windowMinutes: number };
  /** Messages the site sends to one e-mail address, of any kind. */
  perRecipient: { count: number; windowHours: number };
}

export const defaultSubmissionLimits: SubmissionLimits = {
  perClient: { count: 10, windowMinutes: 10 },
  perRecipient: { count: 3, windowHours: 24 },
};

/** What the host lends an action. */
export interface ActionHost {
  store: SubmissionStore;
  limiter: RateLimiter;
  limits: SubmissionLimits;
  now: () => Date;
  /** The client's address as the host read it from the request (never from the body). */
  clientAddress: string;
  /** A server secret: limit keys and idempotency keys are keyed hashes of it, so no address is stored in clear. */
  secret: string;
  /** App Check: verifies the island's token when the site's config names App Check; undefined when off. */
  verifyAppCheck?: (token: string | undefined) => Promise<boolean>;
}

/** One form's server side. */
export type FormAction = (post: FormPost, host: ActionHost) => Promise<ActionOutcome>;

/** What a remote's "./actions" module exports: its forms' actions by the form name its ./pages declares. */
export type FormActions = Record<string, FormAction>;

/**
 * What a form page renders after a post or at its confirmation address (the host provides it to the page, see
 * shared-ui's FormPostProvider): `sent` shows the success sentence and the reference; `failed` the error pattern
 * with the values kept.
 */
export type FormPostResult =
  | { kind: 'sent'; reference: string }
  | { kind: 'failed'; problems: FieldProblem[]; alert?: string; values: Record<string, string> };

/** The confirmation address's parameter: the form page with `?sent=<reference>` (Post/Redirect/Get). */
export const sentParameter = 'sent';

/** A request body past this is refused (413) before it is parsed. */
export const maxFormBodyBytes = 32 * 1024;
