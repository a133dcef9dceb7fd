import { allTemplateOverrides, templateOverridesOf, type RemoteConfigTemplate } from './remote-config-template';

const template = (fr: string): RemoteConfigTemplate => ({
  parameters: {
    translations_fr: { defaultValue: { value: fr } },
    translations_ar: { defaultValue: { useInAppDefault: true } },
    unrelated: { defaultValue: { value: 'x' } },
  },
});

it('takes each language’s translations_<lng> value, nothing else', () => {
  expect(allTemplateOverrides(template('{"header":{}}'))).toEqual({ fr: '{"header":{}}' });
  expect(allTemplateOverrides({})).toEqual({});
});

it('reads one language: none when its parameter is missing, empty or not a value', () => {
  expect(templateOverridesOf(template('{"header":{}}'), 'fr')).toBe('{"header":{}}');
  expect(templateOverridesOf(template(''), 'fr')).toBeUndefined();
  expect(templateOverridesOf(template('{}'), 'ar')).toBeUndefined();
  expect(templateOverridesOf(template('{}'), 'en')).toBeUndefined();
});
