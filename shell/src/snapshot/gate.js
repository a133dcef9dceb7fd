// Inlined by scripts/prerender.ts at the top of each prerendered page's <head>, so it runs before the body
// is parsed. Plain ES5 on purpose: it is not bundled.
// - A snapshot is in its address's language (English unprefixed, /fr/…, /ar/…). On an English one, a visitor
//   whose language, found in the spec's detection order (?lng, cookie, localStorage, sessionStorage, the
//   browser's languages: shared-router's localeRedirect), is another goes to that language's address before
//   the page paints (a server sends most of them there already; static hosting and storage it cannot see).
// - Until the app takes over (take-over-snapshot.ts), a form of the snapshot cannot submit (it has no
//   handler yet, and a native submit would put its fields in the URL), and the last button pressed is kept
//   for the app to press.
// - The snapshot carries the announcement of its build: one the visitor dismissed this session stays hidden
//   (the same sessionStorage entry as shell/src/layout/Announcement.tsx).
// - The app's entry script (data-entry) starts after the snapshot's first contentful paint, not before it:
//   nothing the first paint needs waits for JavaScript. The chunks its first render needs (data-start-chunks) load
//   beside it, all at once, and run before it in order: the entry then finds them installed, instead of
//   requesting each one itself a round trip later.
(function () {
  var html = document.documentElement;
  // The page's web font is requested now, while the page is parsed, instead of when its first layout finds
  // text that needs it: laid out before the font is there, the page measures its text in fallback fonts
  // first (a hundred-odd system font lookups on Linux), then again in Inter.
  if (document.fonts && document.fonts.load) document.fonts.load('1em Inter').catch(function () {});
  var gate = document.currentScript;
  var entry = gate && gate.getAttribute('data-entry');
  var startChunks = ((gate && gate.getAttribute('data-start-chunks')) || '').split(' ').filter(Boolean);
  // shared-i18n's supportedLanguages: inline ES5 cannot import it; gate.test.ts keeps the two in step.
  var supported = ['en', 'fr', 'ar'];
  // The same guard as shared-i18n's toSupportedLanguage: anything not shaped like a language tag is ignored.
  var tag = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/;
  function supportedBase(value) {
    if (typeof value !== 'string' || !tag.test(value)) return '';
    var base = value.split(/[-_]/)[0].toLowerCase();
    return supported.indexOf(base) >= 0 ? base : '';
  }
  function stored(area, key) {
    try {
      return window[area].getItem(key);
    } catch (error) {
      return null;
    }
  }
  var cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
  var candidates = [
    new URLSearchParams(window.location.search).get('lng'),
    cookie && cookie[1],
    stored('localStorage', 'i18nextLng'),
    stored('sessionStorage', 'i18nextLng'),
  ].concat(navigator.languages ? Array.prototype.slice.call(navigator.languages) : [navigator.language]);
  var language = '';
  for (var i = 0; i < candidates.length && !language; i++) language = supportedBase(candidates[i]);
  if (html.lang === 'en' && language && language !== 'en') {
    var query = new URLSearchParams(window.location.search);
    query['delete']('lng');
    var rest = query.toString();
    var path = window.location.pathname.replace(/^\/+/, '/');
    html.style.display = 'none';
    window.location.replace(
      '/' + language + (path === '/' ? '' : path) + (rest ? '?' + rest : '') + window.location.hash,
    );
    return;
  }

  var dismissed = stored('sessionStorage', 'announcementDismissed');
  if (dismissed) {
    // The text as a CSS string: quotes and backslashes escaped, line breaks as hex escapes.
    var quoted = dismissed.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, function (c) {
      return '\\' + c.charCodeAt(0).toString(16) + ' ';
    });
    var hide = document.createElement('style');
    hide.textContent = '[data-announcement="' + quoted + '"]{display:none}';
    document.head.appendChild(hide);
  }

  function showing() {
    return html.getAttribute('data-snapshot') === 'on';
  }
  document.addEventListener(
    'submit',
    function (event) {
      if (showing()) event.preventDefault();
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      if (!showing() || !event.target || !event.target.closest) return;
      var button = event.target.closest('button[type=button]');
      if (button) window.__snapshotClick = button;
    },
    true,
  );

  var started = false;
  function startApp() {
    if (started || !entry) return;
    started = true;
    var files = startChunks.concat(entry);
    // A few per task: on a phone each insertion costs several milliseconds, all of them one long task.
    // Inserted scripts that are not async run in insertion order, across tasks too: every chunk before the
    // entry, which comes last.
    function insertFrom(first) {
      var scripts = document.createDocumentFragment();
      for (var i = first; i < files.length && i < first + 4; i++) {
        var script = document.createElement('script');
        script.src = files[i];
        script.async = false;
        scripts.appendChild(script);
      }
      document.head.appendChild(scripts);
      if (first + 4 < files.length) setTimeout(insertFrom, 0, first + 4);
    }
    insertFrom(0);
  }
  // Once the snapshot's text is on screen (its first contentful paint): scripts started earlier, while the
  // web font is still arriving, hold that paint back. Where paint timing is missing, after the first frame
  // (the timer covers a hidden tab, which runs no frames). Nothing to wait for when the snapshot is hidden
  // (another language: the app is the page) or the tab is (it paints nothing).
  function startAfterFirstContentfulPaint() {
    var types = window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes;
    if (!showing() || document.visibilityState === 'hidden') return startApp();
    if (!types || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(startApp, 0);
      });
      setTimeout(startApp, 500);
      return;
    }
    var observer = new window.PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(startApp, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab hidden before its first paint never paints; and in case that paint is never reported at all.
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') startApp();
    });
    setTimeout(startApp, 5000);
  }
  document.addEventListener('DOMContentLoaded', startAfterFirstContentfulPaint);
})();
