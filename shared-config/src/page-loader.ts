// The documents' inline scripts, allowed by a Content-Security-Policy by their hashes alone (no 'unsafe-inline').
// The shell's test (shell/src/page-loader.test.ts) holds each hash to its script's text, so a change to one
// without the other fails there.

/**
 * The page's loader, the shell template's one inline script (shell/src/page-loader.js): after the first paint it
 * switches the web fonts on and loads the page's script, so that paint waits on no request.
 */
export const pageLoaderHash = "'sha256-xXxfEgRrLoImLiD6wBE66tTvCTAMyEfhoegP8+sp0e0='";

/**
 * The head's script after the web fonts' rules (shared-ui/src/fonts/cached-fonts-script.ts): where this browser
 * has the files, it switches the rules on and preloads them before the first paint.
 */
export const cachedFontsHash = "'sha256-NZMi2nEFyhaFXrxBY7Ix2qnEXz2ATcoI5UeVPgkiOU8='";
