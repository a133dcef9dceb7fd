// The form view's token (render-server/src/form-token.ts) as the specs meet it: a script reads it from the form
// page's HTML, as any client would, and posts once the server's minimum age has passed; a browser page waits
// likewise before its submit. form-token.spec tests the ages themselves.
import type { Page } from '@playwright/test';
import { defaultFormTokenAges, formTokenField } from '@stallions/shared-config/actions';

/** The token a form page's HTML carries, if any. */
const formTokenIn = (html: string) => new RegExp(`name="${formTokenField}" value="([^"]+)"`).exec(html)?.[1];

/** The server's default minimum age, and a margin for the clocks of two processes. */
const pastTokenMinimumMs = defaultFormTokenAges.minSeconds * 1000 + 300;

/**
 * A script's views of the site's form pages: each page fetched once, its token handed out once the minimum age has
 * passed (a token is good for many posts: what it proves is a page view, not a submission).
 */
export function scriptFormViews(origin: string, minimumMs = pastTokenMinimumMs) {
  const views = new Map<string, Promise<string>>();
  return (path: string): Promise<string> => {
    let view = views.get(path);
    if (!view) {
      view = (async () => {
        const html = await (await fetch(`${origin}${path}`)).text();
        const token = formTokenIn(html);
        if (!token) throw new Error(`${path} carries no form token`);
        await new Promise((done) => setTimeout(done, minimumMs));
        return token;
      })();
      views.set(path, view);
    }
    return view;
  };
}

/**
 * A body with a form view's token added, unless it carries one (a captured request's). Appended as text: the body
 * is sent as it was written (a spec's malformed escape must reach the server malformed).
 */
export function withFormToken(body: string, token: string): string {
  if (new URLSearchParams(body).has(formTokenField)) return body;
  return `${body}${body ? '&' : ''}${formTokenField}=${encodeURIComponent(token)}`;
}

/**
 * Waits until the page's document (whose HTML brought its token) is older than the server's minimum age, counted
 * from the response's first byte: the token is issued as the answer is sent, which on a busy machine is well after
 * the navigation began.
 */
export const pastFormTokenMinimum = (page: Page, minimumMs = pastTokenMinimumMs) =>
  page.waitForFunction((ms) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return (
      navigation !== undefined && navigation.responseStart > 0 && performance.now() > navigation.responseStart + ms
    );
  }, minimumMs);
