// The documents' one inline script, the page's loader (in the shell's template, shell/public/index.html):
// after the first paint it switches the web fonts on and loads the page's script, so that paint waits on no
// request. A Content-Security-Policy allows it by its hash alone (no 'unsafe-inline'); the shell's test holds the
// hash to the template's text, so a change to one without the other fails there.
export const pageLoaderHash = "'sha256-8efmwOz/3btRmUl5If4Z+mkeHXEriEFPQdpxvQU5XWo='";
