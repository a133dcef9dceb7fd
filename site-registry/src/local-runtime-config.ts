// The runtime config local-cloud hands the shell and the remotes' standalone pages, and the dev servers use: the
// registry's sections on their local ports.
import type { RuntimeConfig } from '@stallions/shared-config';
import { appOrigin, apps, type AppSpec, type Ports } from './apps';

/**
 * The local runtime config: remotes on their ports, the Remote Config template on local-cloud, the forms' limits at
 * their defaults unless SUBMISSION_LIMITS holds others (JSON of `submissions.limits`: the e2e suite's one server
 * takes many forms from one address; its limits spec runs a server of its own with the defaults), the form token's
 * ages likewise (FORM_TOKEN_AGES, JSON of `submissions.formToken`), and every page view measured
 * (field.sampleRate 1; FIELD_SAMPLE_RATE another share).
 */
export function localRuntimeConfig(
  ports: Ports,
  localApps: readonly AppSpec[] = apps,
  env: NodeJS.ProcessEnv = process.env,
): RuntimeConfig {
  const cloud = `http://127.0.0.1:${ports.cloud}`;
  const submissions = {
    ...(env.SUBMISSION_LIMITS ? { limits: localSubmissionLimits(env) } : {}),
    ...(env.FORM_TOKEN_AGES ? { formToken: JSON.parse(env.FORM_TOKEN_AGES) as never } : {}),
  };
  return {
    ...(Object.keys(submissions).length > 0 ? { submissions } : {}),
    remotes: Object.fromEntries(
      localApps
        .filter((app) => app.path)
        .map((app) => [app.name, { manifest: `${appOrigin(ports, app)}/mf-manifest.json`, path: app.path! }]),
    ),
    backend: { kind: 'local', projectId: 'stallions-local' },
    translations: { kind: 'template', url: `${cloud}/remote-config/template` },
    field: { sampleRate: env.FIELD_SAMPLE_RATE ? Number(env.FIELD_SAMPLE_RATE) : 1 },
    siteUrl: appOrigin(ports, localApps[0]!),
  };
}

/**
 * The forms' limits of the local runtime config: SUBMISSION_LIMITS (JSON of `submissions.limits`), or undefined
 * for shared-config's defaults. Read by the local runtime config (what the render server decides with) and by the
 * `submissions complete|cancel` command, which counts a donation's later messages in the same windows.
 */
export function localSubmissionLimits(
  env: NodeJS.ProcessEnv = process.env,
): NonNullable<NonNullable<RuntimeConfig['submissions']>['limits']> | undefined {
  return env.SUBMISSION_LIMITS ? (JSON.parse(env.SUBMISSION_LIMITS) as never) : undefined;
}
