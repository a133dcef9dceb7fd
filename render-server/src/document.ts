// A server-rendered page's HTML document: the shell's document template (app.html: its page script and icon)
// with the page's language, head, content and state put in, and the speculation rules after them.
import { pageStateElementId, type RenderedPage } from '@stallions/shared-config/render-contract';
import { speculationRulesHtml } from '@stallions/shared-config/speculation-rules';

export function composeDocument(template: string, page: RenderedPage): string {
  // Replacer functions throughout: a `$&` in a page's text must stay as it is.
  return (
    template
      .replace(/<html[^>]*>/, () => `<html lang="${page.lang}" dir="${page.dir}">`)
      // The page's own title and description replace the app's generic ones.
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="?description"?[^>]*>/, '')
      .replace('</head>', () => `${page.head}</head>`)
      .replace(
        /<div id="?root"?><\/div>/,
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="${pageStateElementId}">${page.state}</script>` +
          speculationRulesHtml,
      )
  );
}
