// @stallions/site-registry: the one reader of sections.json for the code that runs outside the apps (local-cloud,
// the scripts, the webpack factory, the e2e tests), and the common part of the repository's commands' arguments.
export { fromInvocation, repoRoot, sectionNamed, sectionRegistry, type SectionEntry } from './registry';
export {
  appOrigin,
  apps,
  appsOf,
  distFolder,
  portsFromEnv,
  releaseCommandPath,
  releasesDir,
  type AppSpec,
  type Ports,
} from './apps';
export { localRuntimeConfig, localSubmissionLimits } from './local-runtime-config';
export {
  noPositionals,
  parseOptions,
  readCommandLine,
  remoteArgument,
  remoteChoices,
  runCommand,
  UsageError,
  usageErrorLine,
  wantsHelp,
  wholeNumber,
  type Command,
} from './command-line';
