// What the forms' actions are lent in production (render-server/src/main.ts on Cloud Run): Firestore through
// firebase-admin with the service's own account (Application Default Credentials; firestore.rules deny every
// client), the client's address from Fastly-Client-IP (form-post.ts), the keyed-hash secret from the
// environment, and App Check's verification when the config names a site key.
import type { RuntimeConfig } from '@stallions/shared-config';
import type { PageServerOptions } from './page-server';
import { firestoreSubmissions } from '@stallions/submissions/firestore';

export async function productionForms(
  config: RuntimeConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PageServerOptions['forms']> {
  if (config.backend.kind !== 'firebase') return undefined;
  // From Secret Manager (gcloud run deploy --set-secrets FORM_SECRET=form-secret:latest): every instance the same.
  const secret = env.FORM_SECRET;
  if (!secret || secret.length < 32) throw new Error('FORM_SECRET (at least 32 characters) is required for the forms');
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = getApps()[0] ?? initializeApp({ projectId: config.backend.firebase.projectId });
  const { store, limiter } = firestoreSubmissions(getFirestore(app));
  const siteKey = config.backend.appCheckSiteKey;
  const verifyAppCheck = siteKey
    ? async (token: string | undefined) => {
        if (!token) return false;
        const { getAppCheck } = await import('firebase-admin/app-check');
        return getAppCheck(app)
          .verifyToken(token)
          .then(
            () => true,
            () => false,
          );
      }
    : undefined;
  return { store, limiter, secret, behindHosting: true, ...(verifyAppCheck ? { verifyAppCheck } : {}) };
}
