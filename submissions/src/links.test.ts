// The second opinion on free text (links.ts): linkify-it with the full list of top-level domains, after NFKC and
// without format characters, plus markup. Free text is no name: ordinary prose, postal codes and references pass.
import { containsLinkOrMarkup, textForLinkCheck } from './links';

const refused = [
  'I read about you on example.org',
  'EXAMPLE.ORG',
  'bit.ly/x',
  'see goo.gl/abc',
  't.co',
  'x.ly',
  'cheap-pills.xyz now',
  'spam.online',
  'http://x',
  'https://example.com/path?q=1',
  'ftp://files.example',
  '//x.com',
  'www.example.com',
  'write to a@b.co',
  'mailto:someone@example.org',
  'пример.рф',
  'xn--80ak6aa92e.com',
  '例子.中国',
  '203.0.113.7',
  'exa\u200Bmple.com',
  'exa\u00ADmple.com',
  'go to \u202Eexample.com',
  'example。com',
  'example｡com',
  'ｅｘａｍｐｌｅ．ｃｏｍ',
  'example\u2024com',
  '<b>hi</b>',
  'a > b',
  '&lt;b&gt;',
  '&#60;script&#62;',
  '&#x3c;',
];

const accepted = [
  'To help.',
  'I want to mentor young people. Horses taught me patience!',
  'My grandmother was a member; I am 24 and study law (second year).',
  'Tom & Jerry',
  'e.g. this, i.e. that',
  'Node.js developer',
  'H2X 1Y4',
  'SW1A 1AA',
  '75001',
  '1100-2020',
  'ST-42',
  'SC-10482',
  'Beirut',
  'Mount Lebanon',
  'جبل لبنان',
  'Île-de-France',
  'hxxp://x[.]com',
];

describe('free text: links and markup, by linkify-it', () => {
  it.each(refused)('refuses %j', (value) => {
    expect(containsLinkOrMarkup(value)).toBe(true);
  });

  it.each(accepted)('accepts %j', (value) => {
    expect(containsLinkOrMarkup(value)).toBe(false);
  });

  it('reads the text normalised: NFKC, no format characters, every IDNA dot a full stop', () => {
    expect(textForLinkCheck('ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('example.com');
    expect(textForLinkCheck('exa\u200Bm\u00ADple\u202E。com')).toBe('example.com');
  });

  it('knows the full list of top-level domains, not only the common ones', () => {
    for (const value of ['spam.museum', 'spam.photography', 'spam.xn--p1ai', 'spam.рф', 'spam.africa'])
      expect(containsLinkOrMarkup(value)).toBe(true);
    expect(containsLinkOrMarkup('spam.notatld')).toBe(false);
  });
});
