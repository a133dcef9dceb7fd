// @stallions/site-registry: the one reader of sections.json for the code that runs outside the apps (local-cloud,
// the scripts, the webpack factory, the e2e tests).
export { fromInvocation, repoRoot, sectionRegistry, type SectionEntry } from './registry';
export { appOrigin, apps, appsOf, distFolder, portsFromEnv, releasesDir, type AppSpec, type Ports } from './apps';
export { localRuntimeConfig, localSubmissionLimits } from './local-runtime-config';
