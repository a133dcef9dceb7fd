// A form page's server side: its confirmation (Post/Redirect/Get: ?sent=<reference>), and a post handed to the
// action the page's remote names for it, the page rendered again with the outcome when a native post stored
// nothing.
import { withTimeout } from '@stallions/shared-config';
import type { ActResult, PageRequest } from '@stallions/shared-config/render-contract';
import {
  sentParameter,
  type ActionHost,
  type FormActions,
  type FormPost,
  type FormPostResult,
} from '@stallions/shared-config/actions';
import { documentPatterns } from '@stallions/submissions/rules';
import type { Language } from '@stallions/shared-i18n';
import { addressIn } from '@stallions/shared-router/route-table';
import { loadRemoteModule } from '../federation/remotes';
import { renderPage, type PageRenderParts } from './page-render';
import { sectionTimeoutMs } from './section-health';

/** A form page's confirmation, when the page's query is one (its route table entry lets only a form's `sent` in). */
export function confirmationOf(page: PageRequest): FormPostResult | undefined {
  const reference = new URLSearchParams(page.query).get(sentParameter);
  return reference && page.form && new RegExp(documentPatterns.reference).test(reference)
    ? { kind: 'sent', reference }
    : undefined;
}

/**
 * A POST to a form page: the owning remote's action (of the release this renderer renders its pages with)
 * decides; a native post that stored nothing gets its page again with the outcome, the values kept.
 */
export async function act(
  parts: PageRenderParts,
  page: PageRequest,
  post: Omit<FormPost, 'language'>,
  host: ActionHost,
): Promise<ActResult> {
  const { form } = page;
  if (!page.section || !form) throw new Error(`${addressIn(page.language as Language, page.path)} declares no form`);
  const remote = page.section;
  const releases = parts.remotes.versions();
  const module = await withTimeout(
    loadRemoteModule<{ default: FormActions }>(remote, 'actions'),
    sectionTimeoutMs,
    `Remote ${remote}'s actions`,
  );
  const action = module.default?.[form];
  if (typeof action !== 'function') throw new Error(`Remote ${remote}'s ./actions has no ${form}`);
  const outcome = await action({ ...post, language: page.language as Language }, host);
  if (outcome.kind === 'stored' || post.via === 'fetch') return { outcome, releases };
  const formPage = await renderPage(
    parts,
    { ...page, query: '' },
    {
      kind: 'failed',
      problems: outcome.kind === 'invalid' ? outcome.problems : [],
      alert: outcome.alert,
      values: outcome.values,
    },
  );
  return { outcome, page: formPage, releases };
}
