// The one reader of a Remote Config template: each language's text overrides are the default value of its
// `translations_<lng>` parameter, a JSON string. The template file local-cloud serves and firebase-admin's
// getTemplate() have this shape alike; the browser (a remote run on its own) and the render server both read
// it through here. No i18next: the render server imports it at ./remote-config-template.
import { remoteConfigKey, supportedLanguages, type Language } from './languages';

/** The part of a Remote Config template the site reads. */
export interface RemoteConfigTemplate {
  /** A parameter's default: an explicit `{ value }`, or another kind of the admin SDK's (in-app default, rollout). */
  parameters?: Record<string, { defaultValue?: object } | undefined>;
}

/** Each language's overrides as the template holds them: a JSON string, or none. */
export type TemplateOverrides = Partial<Record<Language, string>>;

/** One language's overrides in the template; undefined when its parameter is missing, empty or not a value. */
export function templateOverridesOf(template: RemoteConfigTemplate, lng: Language): string | undefined {
  const initial = template.parameters?.[remoteConfigKey(lng)]?.defaultValue;
  const value = initial && 'value' in initial ? initial.value : undefined;
  return typeof value === 'string' && value ? value : undefined;
}

/** Every language's overrides in the template, only the languages that have some. */
export function allTemplateOverrides(template: RemoteConfigTemplate): TemplateOverrides {
  const overrides: TemplateOverrides = {};
  for (const lng of supportedLanguages) {
    const value = templateOverridesOf(template, lng);
    if (value !== undefined) overrides[lng] = value;
  }
  return overrides;
}
