// The page sent when a render fails. The server cannot tell which language the visitor reads, so the notice is
// in every language of the table, each in its own direction, with the text a page that fails in the browser
// shows (`routeError.message` of the `common` namespace): a language added to the table and its translation
// files has its notice here too.
import { readFileSync } from 'node:fs';
import { escapeHtml } from '@stallions/shared-config/html';
import { fallbackLanguage, languageFacts, supportedLanguages, type Language } from '@stallions/shared-i18n/languages';

/** The part of a language's `common` translations the notice uses. */
interface NoticeText {
  siteName: string;
  routeError: { message: string };
}

const noticeText = (lng: Language): NoticeText =>
  JSON.parse(readFileSync(require.resolve(`@stallions/shared-i18n/locales/${lng}/common.json`), 'utf8')) as NoticeText;

/** The document of a page that could not be rendered: the site's template (its icon, its script) and the
 * notice in each of the site's languages. */
export function unavailableDocument(template: string): string {
  const notices = supportedLanguages
    .map(
      (lng) => `<p lang="${lng}" dir="${languageFacts(lng).dir}">${escapeHtml(noticeText(lng).routeError.message)}</p>`,
    )
    .join('');
  const title = escapeHtml(noticeText(fallbackLanguage).siteName);
  return template.replace(
    /<div id="?root"?><\/div>/,
    () =>
      `<div id="root"><main style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1>${notices}</main></div>`,
  );
}
