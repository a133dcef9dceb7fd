// Speculation Rules: the browser prerenders the page a visitor is about to open (a same-site page link hovered
// for 200 ms, or pressed), so the next document is on screen the moment it is chosen. Sent as a response header
// naming this JSON file (an inline <script type="speculationrules"> would need the CSP to allow it). Browsers
// without speculation rules ignore both.
export const speculationRulesPath = '/speculation-rules.json';

export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          // Files are not pages; search results are the server's work for each query, not worth guessing.
          { not: { href_matches: ['/*.*', '/search', '/*/search'] } },
          // A language link sets the visitor's choice (header-script.ts) before its page is requested: a page
          // prerendered before that choice could be in the old language. Links opening elsewhere, likewise not.
          { not: { selector_matches: '[data-switch-language], [target], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The header every page carries (a quoted URL: a structured-field string). */
export const speculationRulesHeader = { 'Speculation-Rules': `"${speculationRulesPath}"` } as const;
