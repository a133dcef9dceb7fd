// The one Firebase app and Firestore (lite) handle. Both are imported on first use only, so no page pays
// for Firebase code before a visitor submits a form.
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import { getRuntimeConfig, type RuntimeConfig } from './runtime-config';

let appPromise: Promise<FirebaseApp> | undefined;
let dbPromise: Promise<Firestore> | undefined;

function firebaseOptions(backend: RuntimeConfig['backend']) {
  // Local mode still needs a project id: the lite SDK puts it in every document path.
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

/** Firestore lite, pointed at local-cloud (through the emulator switch) in local mode. */
export function getFirestoreDb(config: RuntimeConfig = getRuntimeConfig()): Promise<Firestore> {
  dbPromise ??= Promise.all([getFirebaseApp(config), import('firebase/firestore/lite')])
    .then(([app, { getFirestore, connectFirestoreEmulator }]) => {
      const db = getFirestore(app);
      const { backend } = config;
      if (backend.kind === 'local') connectFirestoreEmulator(db, backend.firestoreHost, backend.firestorePort);
      return db;
    })
    .catch((error: unknown) => {
      dbPromise = undefined;
      throw error;
    });
  return dbPromise;
}
