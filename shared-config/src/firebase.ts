// The one Firebase app of the browser, imported on first use only (no page pays for Firebase code up front).
// No browser writes to any store: the forms post to the server.
import type { FirebaseApp } from 'firebase/app';
import type { RuntimeConfig } from './runtime-config';
import { getRuntimeConfig } from './runtime-config-state';

let appPromise: Promise<FirebaseApp> | undefined;

function firebaseOptions(backend: RuntimeConfig['backend']) {
  // Local mode still needs a project id to initialise the app.
  return backend.kind === 'firebase'
    ? backend.firebase
    : { apiKey: 'local-cloud', projectId: backend.projectId, appId: 'local-cloud' };
}

export function getFirebaseApp(config: RuntimeConfig = getRuntimeConfig()): Promise<FirebaseApp> {
  appPromise ??= import('firebase/app')
    .then(({ initializeApp, getApps }) => getApps()[0] ?? initializeApp(firebaseOptions(config.backend)))
    .catch((error: unknown) => {
      // A chunk that failed to load (network blip) is fetched again on the visitor's next attempt.
      appPromise = undefined;
      throw error;
    });
  return appPromise;
}
