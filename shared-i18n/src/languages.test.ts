import { isRtl, languageNames, languageTable, supportedLanguages, toSupportedLanguage } from './languages';

describe('toSupportedLanguage', () => {
  it.each([
    ['en', 'en'],
    ['fr', 'fr'],
    ['ar', 'ar'],
    ['fr-CA', 'fr'],
    ['fr_CA', 'fr'],
    ['FR', 'fr'],
    ['Ar-Latn-EG', 'ar'],
    ['en-US', 'en'],
  ])('maps %s to %s', (value, expected) => {
    expect(toSupportedLanguage(value)).toBe(expected);
  });

  it.each([
    '<script>alert(1)</script>',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'javascript:alert(1)',
    'fr"><img src=x onerror=alert(1)>',
    'en onmouseover=alert(1)',
    'fr;',
    'de',
    'es-ES',
    'cimode',
    '',
    'f',
    'a'.repeat(40),
    '__proto__',
  ])('rejects %j', (value) => {
    expect(toSupportedLanguage(value)).toBeUndefined();
  });

  it('rejects values that are not strings', () => {
    for (const value of [undefined, null, 1, ['fr'], { lng: 'fr' }]) expect(toSupportedLanguage(value)).toBeUndefined();
  });
});

describe('languages', () => {
  it('ships English, French and Arabic, each named in itself', () => {
    expect(supportedLanguages).toEqual(['en', 'fr', 'ar']);
    expect(languageNames).toEqual({ en: 'English', fr: 'Français', ar: 'العربية' });
  });

  it('knows which languages are written right to left', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('ar-EG')).toBe(true);
    expect(isRtl('he')).toBe(true);
    expect(isRtl('en')).toBe(false);
    expect(isRtl('fr-CA')).toBe(false);
  });
});

describe('the language table', () => {
  it('holds every fact a part of the site needs about each language, and Intl agrees with it', () => {
    expect(supportedLanguages).toEqual(Object.keys(languageTable));
    for (const lng of supportedLanguages) {
      const facts = languageTable[lng];
      expect(facts.name.length).toBeGreaterThan(0);
      // The locale is one Intl knows, in the direction the table says.
      expect(Intl.NumberFormat.supportedLocalesOf([facts.intlLocale])).toEqual([facts.intlLocale]);
      expect(new Intl.Locale(facts.intlLocale).language).toBe(lng);
      expect(isRtl(lng)).toBe(facts.dir === 'rtl');
    }
  });
});
