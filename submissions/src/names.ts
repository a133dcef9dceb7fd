// Names by allow-list: the one owner of what a name may hold. Every field whose text can reach someone outside
// the club (first and last names on both forms, the tribute's name `donationFor`, the card holder, the billing
// city) must be a name: the messages put names into mail to addresses a sender typed, and the card holder and
// city go with a payment. A list of bad spellings cannot be complete (an earlier deny-list was bent with
// bracketed and "hxxp" spellings, dots from other blocks, zero-width characters, a right-to-left override,
// entities, domains it did not list); a short list of what a name is can be.
//
// The rule, applied to the value's NFKC form (Unicode compatibility normalisation: full-width and other
// compatibility forms fold to their plain letters, dots and spaces, so "ｅｘａｍｐｌｅ．ｃｏｍ" is judged as
// "example.com", and the one-dot leader U+2024 as a full stop):
//   - words of Unicode letters of any script with their combining marks (\p{L}, \p{M}); a word starts with a
//     letter, or with an apostrophe and a letter ('s-Hertogenbosch, 't Hooft);
//   - inside a word, between two letters: an apostrophe (' or ’), a hyphen (-, U+2010, or the Hebrew maqaf
//     U+05BE), the Catalan middle dot of "l·l" (Marcel·lí: a middle dot anywhere else is refused), and the
//     zero-width non-joiner U+200C between two letters of Arabic script (Persian writes names such as
//     "علی‌اکبر" with it; it is invisible, joins nothing to a link and is kept as typed; anywhere else refused);
//   - words separated by single spaces (the form's value is trimmed and runs of spaces are made one);
//   - a full stop only at the end of a word that ends with a letter, so before a space or the end: "Jr.",
//     "St. John", "J. R. R. Tolkien". "J.R.R. Tolkien" must be typed with spaces ("J. R. R."): a full stop
//     followed by a letter is what makes "example.com", "bit.ly" or "t.co" a link, and no rule can tell
//     "J.R" from "x.co";
//   - nothing else: no digits in a person's name, no format characters (\p{Cf}: zero-width space and joiner,
//     soft hyphen, bidirectional controls such as U+202E, the "Trojan Source" characters), no other
//     punctuation (@ : / < > & ; [ ] ( ) , # …) and no symbols.
//   A place (the billing city) follows the same rule and may also hold digits (\p{Nd}, of any script), because
//   real town and city lines do: "Dublin 8", "6th of October" (مدينة 6 أكتوبر, Egypt), "10th of Ramadan". A
//   full stop still needs a letter before it and a space or the end after it, so "203.0.113.7", "bit.ly" and
//   "x.com" stay refused; a place needs at least one letter.
//
// A value that is not in NFKC form is refused as it stands (isPersonName, isPlaceName): the schemas store the
// normalised value (normalizeName), so what is stored and mailed is exactly what was checked, and the message
// builder refuses a stored name that is not one.
//
// What no name rule can stop: words that spell a link out ("example dot com"), or letters of another script that
// look like Latin ones or like a dot (Unicode UTS #39 "confusables"). Neither is a link a mail client makes
// clickable; the length limit and the fixed text around a name bound them.

/** A letter with its combining marks (accents, vowel signs, harakat). */
const letter = String.raw`\p{L}\p{M}*`;
/** A place's word may also hold digits. */
const letterOrDigit = String.raw`[\p{L}\p{Nd}]\p{M}*`;
/** What may stand between two letters of a word; zero-width non-joiner and middle dot are checked again below. */
const joiner = `['\u2019\\-\u2010\u05BE\u200C\u00B7]`;

const namePattern = (unit: string) => {
  const word = `['\u2019]?(?:${unit})+(?:${joiner}(?:${unit})+)*\\.?`;
  return new RegExp(`^${word}(?: ${word})*$`, 'u');
};

const personPattern = namePattern(letter);
const placePattern = namePattern(letterOrDigit);
/** A zero-width non-joiner that is not between two letters of Arabic script. */
const strayNonJoiner = /(?<!\p{sc=Arabic}\p{M}*)\u200C|\u200C(?!\p{sc=Arabic})/u;
/** A middle dot that is not the Catalan "l·l". */
const strayMiddleDot = /(?<![lL])\u00B7|\u00B7(?![lL])/u;
/** A full stop that does not follow a letter (a place's digit: "1.2"). */
const strayFullStop = /(?<!\p{L}\p{M}*)\./u;

/** The form of a typed name the schemas check and store: NFKC, trimmed, each run of spaces made one. */
export function normalizeName(value: string): string {
  return value.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
}

function follows(value: string, pattern: RegExp): boolean {
  return (
    value === value.normalize('NFKC') &&
    pattern.test(value) &&
    !strayNonJoiner.test(value) &&
    !strayMiddleDot.test(value) &&
    !strayFullStop.test(value)
  );
}

/**
 * True when `value` is a person's name as the rule above allows it, as it stands (already in NFKC form, trimmed,
 * single spaces): "O'Brien", "Jean-Luc", "Nguyễn Văn An", "عبد الله", "李小龍", "Martin Luther King Jr.". The
 * empty string is not a name.
 */
export function isPersonName(value: string): boolean {
  return follows(value, personPattern);
}

/** True when `value` is a place's name (the billing city): a person's name's rule, digits allowed, a letter needed. */
export function isPlaceName(value: string): boolean {
  return follows(value, placePattern) && /\p{L}/u.test(value);
}
