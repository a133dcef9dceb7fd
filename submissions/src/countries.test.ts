import { countryCodes, isCountryCode } from './countries';

describe('the country list', () => {
  it('is the 249 officially assigned ISO 3166-1 alpha-2 codes, each once, in order', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect([...countryCodes].sort()).toEqual(countryCodes);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of ['LB', 'FR', 'CA', 'AE', 'SA', 'EG', 'GB', 'US', 'PS', 'IL', 'TW', 'ZW'])
      expect(countryCodes).toContain(code);
  });

  it('accepts exactly its codes', () => {
    expect(isCountryCode('LB')).toBe(true);
    for (const value of ['lb', ' LB', 'LB ', 'Lebanon', 'LBN', '', 'UK', 'XK', 'EU', 'ZZ', undefined, 42, null])
      expect(isCountryCode(value)).toBe(false);
  });
});
