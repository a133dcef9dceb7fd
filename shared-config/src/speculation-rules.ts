// Speculation Rules: the browser prerenders the page a visitor is about to open (a same-site page link hovered
// for 200 ms, or pressed), so the next document is on screen the moment it is chosen. Inline at the end of each
// document, allowed by the CSP by its hash (headers.ts): a file named by a response header would be one more
// request for the first view to wait behind on a new connection. Browsers without speculation rules ignore the tag.
import { createHash } from 'node:crypto';


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

const rulesText = JSON.stringify(speculationRules);

/** The tag every page ends with (the rules hold no "<", so nothing in them can close the tag). */
export const speculationRulesHtml = `<script type="speculationrules">${rulesText}</script>`;

/** The tag's CSP source. */
export const speculationRulesHash = `'sha256-${createHash('sha256').update(rulesText).digest('base64')}'`;
