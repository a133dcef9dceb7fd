// Posts only from the site's own pages (issue 46; OWASP's CSRF cheat sheet, Fetch Metadata): a page on any origin
// can auto-submit a form to this site, or send a `fetch(…, { mode: 'no-cors' })` with a form body, and the browser
// attaches the visitor's own address. So a POST is refused (403, its body never read) when the browser says it
// comes from elsewhere:
//   - `Sec-Fetch-Site` present and not `same-origin` (every current browser sends it);
//   - `Origin` present and not exactly the site's public origin: the runtime config's `siteUrl`, never the
//     request's `Host` or `X-Forwarded-Host` (a client writes both); `Origin: null` (a sandboxed or opaque page)
//     is not the site's.
// A form post with neither header (a script, curl) is not a browser's on another site: the limits judge it. A
// field beacon must carry `Origin` (every browser sending one does: sendBeacon and fetch send it on a POST).
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { escapeHtml } from '@stallions/shared-config/html';
import { fallbackLanguage, languageFacts, toSupportedLanguage } from '@stallions/shared-i18n/languages';

/** The site's public origin (scheme, host, port; no path, no trailing slash) from the runtime config's siteUrl. */
export const siteOriginOf = (siteUrl: string): string => new URL(siteUrl).origin;

/**
 * Whether a browser says this request comes from somewhere other than the site's own pages. `originRequired`:
 * a request without `Origin` counts as from elsewhere too (the field beacons').
 */
export function fromAnotherSite(
  headers: IncomingHttpHeaders,
  siteOrigin: string,
  { originRequired = false }: { originRequired?: boolean } = {},
): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = headers.origin;
  if (origin === undefined) return originRequired;
  return origin !== siteOrigin;
}

/** The `common` translations the refusal uses. */
interface RefusalText {
  siteName: string;
  postRefused: { title: string; message: string; link: string };
}

const refusalText = (lng: string): RefusalText =>
  JSON.parse(readFileSync(require.resolve(`@stallions/shared-i18n/locales/${lng}/common.json`), 'utf8')) as RefusalText;

/**
 * The page a refused native post gets, in the form page's language: that the form was not sent, nothing was
 * kept, and a link to the form's own page (where it can be sent). Built once per language and form address.
 */
export function createRefusedPostDocuments(template: string): (language: string, formAddress: string) => Buffer {
  const made = new Map<string, Buffer>();
  return (language, formAddress) => {
    const lng = toSupportedLanguage(language) ?? fallbackLanguage;
    const key = `${lng} ${formAddress}`;
    let document = made.get(key);
    if (!document) {
      const text = refusalText(lng);
      const dir = languageFacts(lng).dir;
      const title = `${escapeHtml(text.postRefused.title)} – ${escapeHtml(text.siteName)}`;
      const html = template
        .replace(/<html[^>]*>/, () => `<html lang="${lng}" dir="${dir}">`)
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
        .replace(
          /<div id="?root"?><\/div>/,
          () =>
            `<div id="root"><main style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">` +
            `<h1>${escapeHtml(text.postRefused.title)}</h1><p>${escapeHtml(text.postRefused.message)}</p>` +
            `<p><a href="${escapeHtml(formAddress)}">${escapeHtml(text.postRefused.link)}</a></p></main></div>`,
        );
      document = Buffer.from(html);
      if (made.size < 64) made.set(key, document);
    }
    return document;
  };
}
