// The head's inline script that draws a returning visitor's first paint in the web fonts. Written by the server
// right after the web fonts' switched-off rules (fontHeadHtml); the CSP allows it by its hash
// (shared-config/src/page-loader.ts, held to this text by shell/src/page-loader.test.ts).
//
// Where this browser has fetched the page script's font files before (the flag the page's loader sets,
// shell/src/page-loader.js), it switches the rules on and preloads the files, all before the body is parsed.
// With font-display: optional, Chrome holds the first paint (for 100 ms at the most) for a preloaded font, so the
// text is laid out once, in the web font from the cache, and never moves. Without the flag it does nothing: the
// first paint waits on no font and the page's loader switches the rules on after it.
// ES5, written as a minifier would: it runs in every browser, before any of the site's code.
export const cachedFontsScript =
  '!function(){var s=document.getElementById("site-fonts");' +
  'try{if("1"!==localStorage.getItem("site-fonts:"+s.dataset.script))return}catch(e){return}s.media="all";' +
  "s.textContent.replace(/url\\('([^']+)'\\)/g,function(m,u){" +
  'document.head.insertAdjacentHTML("beforeend","<link rel=preload as=font crossorigin href="+u+">")})}();';
