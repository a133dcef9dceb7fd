// The island's post: the same fields, to the same address, as the form's native post (its page's own address),
// answered with JSON instead of a page. The render server calls this section's action for both (actions/), so
// what the browser checks first only spares a round trip: the server decides what is stored.
//   200 { outcome: 'stored', reference }                       the success banner, with the server's reference
//   422 { outcome: 'invalid', problems: [{ name, message }], alert? }   each problem beside its field and in the summary
//   429 { outcome: 'limited', alert } (Retry-After)             the alert
//   anything else, or no answer                                 the form's own failure alert; every value kept
import type { FieldProblem } from '@stallions/shared-config/actions';
import { appCheckHeaders } from './app-check';

/** `formToken`: the next post's form token, which every answer of the server brings. */
export type ServerAnswer =
  | { kind: 'stored'; reference: string; formToken?: string }
  | { kind: 'invalid'; problems: FieldProblem[]; alert?: string; formToken?: string }
  | { kind: 'limited'; alert?: string; formToken?: string }
  | { kind: 'failed'; error: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isProblem = (value: unknown): value is FieldProblem =>
  isRecord(value) && typeof value.name === 'string' && typeof value.message === 'string';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** What an answer says, read defensively: anything unexpected is a failure. */
export function readAnswer(status: number, body: unknown): ServerAnswer {
  if (!isRecord(body)) return { kind: 'failed', error: new Error(`HTTP ${status}: not a form answer`) };
  const alert = text(body.alert);
  const token = text(body.formToken);
  const formToken = token ? { formToken: token } : {};
  if (status >= 200 && status < 300 && body.outcome === 'stored' && text(body.reference))
    return { kind: 'stored', reference: body.reference as string, ...formToken };
  if ((status === 422 || status === 400) && body.outcome === 'invalid')
    return {
      kind: 'invalid',
      problems: Array.isArray(body.problems) ? body.problems.filter(isProblem) : [],
      ...(alert ? { alert } : {}),
      ...formToken,
    };
  if (status === 429) return { kind: 'limited', ...(alert ? { alert } : {}), ...formToken };
  return { kind: 'failed', error: new Error(`HTTP ${status}: ${String(body.outcome)}`) };
}

/** Posts the fields to the form's action; never rejects (a network failure is a `failed` answer). */
export async function postForm(action: string, fields: URLSearchParams): Promise<ServerAnswer> {
  let response: Response;
  try {
    response = await fetch(action, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(await appCheckHeaders()),
      },
      body: fields,
      credentials: 'same-origin',
    });
  } catch (error) {
    return { kind: 'failed', error };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    return response.status === 429 ? { kind: 'limited' } : { kind: 'failed', error };
  }
  return readAnswer(response.status, body);
}
