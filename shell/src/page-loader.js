// The page's loader, readable: the shell's template (public/index.html) carries it minified as its one inline
// script, and page-loader.test.ts holds the two together (and the CSP hash to the minified bytes).
// Written for every browser the site serves (no syntax newer than ES5): it runs before any of the site's code.
//
// The first paint waits on no request: the text is drawn in the metric-matched fallbacks, the web fonts' rules
// arrive switched off (<style id="site-fonts" media="print">) and the page's script, site.js, is not requested.
// After the first contentful paint (where paint timing is not supported, at the load event):
//  - unless the head's script already switched the web fonts' rules on because this browser has the files
//    (shared-ui/src/fonts/cached-fonts-script.ts), the files are fetched into the HTTP cache, the rules left off:
//    this page view keeps the fallback to its end (nothing moves, nothing flashes, however fast the files come),
//    and once they are in, a flag per script in localStorage tells the next pages to draw their first paint in them;
//  - site.js is requested.
!(function () {
  var fonts = document.getElementById('site-fonts');
  var started = false;
  function afterFirstPaint() {
    if (started) return;
    started = true;
    if (fonts && fonts.media !== 'all' && window.fetch) {
      var cacheFlag = 'site-fonts:' + fonts.getAttribute('data-script');
      var files = [];
      fonts.textContent.replace(/url\('([^']+)'\)/g, function (match, url) {
        // As a font is fetched (CORS, same-origin credentials), so the next page's preload finds it in the cache.
        // fetch resolves with the headers: the body is read to its end, so the cache holds the whole file before
        // the flag says so (a flag set on headers alone let the next page's first paint miss the font).
        files.push(
          fetch(url, { mode: 'cors', credentials: 'same-origin' }).then(function (response) {
            if (!response.ok) throw new Error(url);
            return response.arrayBuffer();
          }),
        );
      });
      Promise.all(files).then(
        function () {
          try {
            localStorage.setItem(cacheFlag, '1');
          } catch (storageRefused) {
            // Storage blocked: every page view is a first one.
          }
        },
        function () {
          // Offline, blocked or a file refused: the next page tries again.
        },
      );
    }
    var script = document.createElement('script');
    script.src = '/site.js';
    document.head.appendChild(script);
  }

  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0)
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(afterFirstPaint);
    }).observe({ type: 'paint', buffered: true });
  else addEventListener('load', afterFirstPaint);
})();
