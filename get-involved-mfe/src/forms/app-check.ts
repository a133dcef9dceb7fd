// Firebase App Check for the forms' posts: when the site's runtime config names a reCAPTCHA Enterprise site key
// (production only: it needs Google's network), the island sends an App Check token with each post and the
// server verifies it before anything is stored. Loaded only then; with no key, no code and no header. A token
// that cannot be had sends the post without one: the server then refuses it with a message that says so.
import type { AppCheck } from 'firebase/app-check';
import { getFirebaseApp, getRuntimeConfig } from '@stallions/shared-config';

/** The header firebase-admin's verifyToken reads on the server (render-server's form-post.ts). */
export const appCheckHeader = 'X-Firebase-AppCheck';

let appCheck: Promise<AppCheck> | undefined;

/** The headers a post carries for App Check: none where the site does not use it. */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  let siteKey: string | undefined;
  try {
    const { backend } = getRuntimeConfig();
    siteKey = backend.kind === 'firebase' ? backend.appCheckSiteKey : undefined;
  } catch {
    return {}; // a remote's standalone page before its config: no App Check
  }
  if (!siteKey) return {};
  try {
    appCheck ??= Promise.all([getFirebaseApp(), import(/* webpackChunkName: "app-check" */ 'firebase/app-check')]).then(
      ([app, { initializeAppCheck, ReCaptchaEnterpriseProvider }]) =>
        initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true }),
    );
    const { getToken } = await import(/* webpackChunkName: "app-check" */ 'firebase/app-check');
    const { token } = await getToken(await appCheck, false);
    return { [appCheckHeader]: token };
  } catch (error) {
    appCheck = undefined;
    console.error('App Check token unavailable:', error);
    return {};
  }
}
