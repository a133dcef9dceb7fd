// A second opinion on the free text that reaches only the club (why the applicant wants to join, province,
// district, postal codes, a member's reference number): such text is no name (names.ts), so no allow-list fits
// it, and it never goes into a message to an address a sender typed. It still refuses links and markup, judged
// by a well-kept detector rather than a list of our own: linkify-it (markdown-it's link finder) with fuzzy links,
// e-mail addresses and IP addresses on, and the full list of top-level domains of the `tlds` package.
//
// Imported by schema.ts only, never by rules.ts: a form page loads it with zod, once a form is used (about 13 KB
// gzip with its TLD list), never with its first render.
import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds';

let linkify: LinkifyIt | undefined;
/** Built at the first check: compiling its patterns with the full list of top-level domains takes a moment. */
const detector = () => (linkify ??= new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(tlds));

/** Format characters (zero-width space and joiners, soft hyphen, bidirectional controls): invisible, removed. */
const formatCharacters = /\p{Cf}/gu;
/** The dots IDNA reads as a label separator besides the full stop (ideographic, full-width, half-width). */
const labelDots = /[\u3002\uFF0E\uFF61]/g;
/** Markup: an angle bracket, or an HTML character reference ("&lt;", "&#60;", "&#x3c;"). */
const markup = /[<>]|&(?:#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/** The text the detector reads: NFKC, without format characters, every IDNA dot a full stop. */
export function textForLinkCheck(value: string): string {
  return value.normalize('NFKC').replace(formatCharacters, '').replace(labelDots, '.');
}

/**
 * True when free text carries a link ("example.org", "bit.ly/x", "http://x", "www.x.com", "пример.рф"), an
 * e-mail address, an IP address or markup (< >, an HTML character reference), once normalised (textForLinkCheck):
 * "exa\u200Bmple.com" and "example。com" are links too. The forms refuse such text (validation.noLinks).
 */
export function containsLinkOrMarkup(value: string): boolean {
  const text = textForLinkCheck(value);
  return markup.test(text) || detector().test(text);
}
