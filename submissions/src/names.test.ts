// The name rule (names.ts) as a table: real names in the site's three languages and many scripts are accepted;
// disguised links, markup, invisible characters and digits are refused, whatever block their dots come from.
import { isPersonName, isPlaceName, normalizeName } from './names';

/** What the schemas do with a typed name: normalise it (NFKC, trimmed, single spaces), then check that form. */
const acceptedAsPerson = (typed: string) => isPersonName(normalizeName(typed));
const acceptedAsPlace = (typed: string) => isPlaceName(normalizeName(typed));

/** A test's title: the value with its invisible characters (controls, format characters, odd spaces) spelt out. */
const shown = (value: string) =>
  JSON.stringify(
    value.replace(
      /[^\P{C}\n\t]|[^\P{Z} ]/gu,
      (char) => `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`,
    ),
  );

// People's names, as typed.
const people = [
  // English, French, Arabic: the site's languages
  'Amal',
  'Amal Haddad',
  "O'Brien",
  'O’Brien',
  'Jean-Luc',
  'Jean-Luc Picard',
  'Martin Luther King Jr.',
  'Mary-Kate Smith Jr.',
  'St. John',
  'Dr. Smith',
  'J. R. R. Tolkien',
  'D’Angelo',
  "d'Artagnan",
  'Chloé Lefèvre',
  'Hélène Cixous',
  'François Mitterrand',
  'Renée-Maude Saint-Exupéry',
  'N’Golo Kanté',
  'عبد الله',
  'محمد بن سلمان',
  'جبران خليل جبران',
  'طه حسين',
  'فاطمة الزهراء',
  // Latin letters with marks
  'Zoë',
  'Ægir',
  'Łukasz',
  'Łukasz Żółć',
  'Śmigły-Rydz',
  'Ó Súilleabháin',
  'María José',
  'Björk Guðmundsdóttir',
  'Øyvind',
  'Mañana',
  'Þórunn',
  'Şükrü Saracoğlu',
  'İlkay Gündoğan',
  'Jürgen Müller',
  'Siân',
  'Nguyễn Văn An',
  'Hồ Chí Minh',
  'Ngũgĩ wa Thiong’o',
  'Ngozi Okonjo-Iweala',
  'ʻIolani',
  'ʿAbd al-Raḥmān',
  "'Abdu'l-Bahá",
  "van 't Hoff",
  'Marcel·lí',
  'Gal·la Puig',
  'Henry VIII',
  // Other scripts
  'Дмитрий Шостакович',
  'Володимир',
  'Νίκος Καζαντζάκης',
  'Ἀριστοτέλης',
  'רחל',
  'דוד בן־גוריון',
  'अमिताभ बच्चन',
  'สมชาย ใจดี',
  '김민준',
  '李小龙',
  '李小龍',
  '山田 太郎',
  '佐々木',
  'さくら',
  'アンドレー',
  'አበበ ቢቂላ',
  'ნინო ჩხეიძე',
  'Արամ Խաչատրյան',
  'محمدرضا شجریان',
  // Persian with the zero-width non-joiner between two letters of Arabic script
  'علی\u200Cاکبر',
  'فاطمه\u200Cزهرا',
  // Typed with compatibility forms or extra spaces: accepted in their normal form
  'Ｊｅａｎ',
  '  Amal   Haddad ',
  'Amal\u00A0Haddad',
];

// Places (the billing city): the same rule, digits allowed.
const places = [
  'Saint-Étienne',
  'Rio de Janeiro',
  "'s-Hertogenbosch",
  'Al Ain',
  'الرياض',
  'Ville-Marie',
  'Montreal',
  'Beirut',
  'Aix-en-Provence',
  "L'Aquila",
  'Xi’an',
  'São Paulo',
  'Zürich',
  'Kraków',
  'Reykjavík',
  'St. Albans',
  'Ft. Worth',
  'Bet Shemesh',
  'Ho Chi Minh City',
  '東京',
  'Москва',
  'Τρίπολη',
  'ירושלים',
  'दिल्ली',
  'กรุงเทพมหานคร',
  '서울',
  'Dublin 8',
  '6th of October',
  'مدينة 6 أكتوبر',
  'مدينة ٦ أكتوبر',
  '10th of Ramadan',
];

// Links, addresses, markup and tricks, as an adversary who read the code would write them into a name.
const disguised = [
  // plain links and their look-alike dots
  'example.com',
  'EXAMPLE.COM',
  'Sam Lee.com',
  'bit.ly',
  'bit.ly/x',
  't.co',
  'goo.gl',
  'x.ly',
  'spam.ru',
  'news.co.uk',
  'cheap-pills.xyz now',
  'www.x',
  'www.spam.test',
  'x。com',
  'x．com',
  'x｡com',
  'ｅｘａｍｐｌｅ．ｃｏｍ',
  'example\uFE52com',
  'x\u2024com',
  'x\u2027com',
  'x\u06D4com',
  'x\u00B7com',
  'al\u00B7x',
  'x\u30FBcom',
  'x\u0701com',
  'x\uA60Ecom',
  'x\u2E3Ccom',
  // defanged and spelled-out links
  'hxxp://x',
  'hxxps://example[.]com',
  'x[.]com',
  'x(dot)com',
  'x (dot) com',
  'x%2Ecom',
  'x&#46;com',
  // schemes and addresses
  'http://spam.example',
  'https://x',
  'ftp://files',
  'javascript:alert(1)',
  'mailto:x',
  '//x.com',
  'a@b.c',
  'sam@example.org',
  'Sam @ home',
  '@sam',
  // internationalised domains
  'xn--80ak6aa92e.com',
  'xn--80ak6aa92e',
  'пример.рф',
  'пример。рф',
  '例子.测试',
  'http://例子.测试',
  // IP addresses
  '203.0.113.7',
  'visit 203.0.113.7',
  '1.1.1.1',
  // invisible and bidirectional characters
  'exa\u200Bmple.com',
  'exa\u200Bmple',
  'Sam\u200DLee',
  'Sam\u200CLee',
  'Sam\u00ADLee',
  'Sa\uFEFFm',
  'Sam\u200ELee',
  '\u202Emoc.elpmaxe',
  '\u202ESam',
  'Sam\u2066Lee\u2069',
  'Lee\u2028Smith',
  'Sam\nBcc: x',
  'Sam\tLee',
  // markup and entities
  '<b>Sam</b>',
  '<a href=x>',
  'Sam <3',
  '&lt;b&gt;',
  '&#60;b&#62;',
  '"Lulu"',
  // punctuation and symbols a name does not hold
  'J.R.R. Tolkien',
  'St.Gallen',
  'Dr.Smith',
  'Washington, D.C.',
  'Sam & Alex',
  'Grace Hopper (1906-1992)',
  'Sam/Lee',
  'Sam_Lee',
  'Sam; DROP TABLE',
  'Sam!',
  'Sam®',
  'Sam✝',
  '©Sam',
  '🙂 Sam',
  // shapes a word does not have
  '-Sam',
  'Sam-',
  'Sam--Lee',
  "Sam'",
  '.',
  'Sam .com',
  '\u0301Sam',
  '',
  '   ',
];

// Digits: refused in a person's name, allowed in a place's (the full-stop rule still refuses "1.1.1.1" above).
const digits = ['John 2', 'Sam 2nd', 'Sam ٣', 'Route 66'];

describe('a person’s name', () => {
  it('has at least 60 real names and 60 disguised links in the table', () => {
    expect(people.length).toBeGreaterThanOrEqual(60);
    expect(disguised.length).toBeGreaterThanOrEqual(60);
  });

  it.each(people)('accepts %s', (name) => {
    expect(acceptedAsPerson(name)).toBe(true);
  });

  it.each(disguised.map((value) => [shown(value), value]))('refuses %s', (_, value) => {
    expect(acceptedAsPerson(value)).toBe(false);
    expect(isPersonName(value)).toBe(false);
  });

  it.each(digits)('refuses digits: %s', (value) => {
    expect(acceptedAsPerson(value)).toBe(false);
  });

  it('checks a value as it stands: only its normal form (NFKC, trimmed, single spaces) passes', () => {
    expect(isPersonName('Ｊｅａｎ')).toBe(false);
    expect(isPersonName('Jean')).toBe(true);
    expect(isPersonName(' Amal')).toBe(false);
    expect(isPersonName('Amal  Haddad')).toBe(false);
    // Decomposed letters compose: the stored form is the composed one.
    expect(isPersonName('Zoe\u0308')).toBe(false);
    expect(normalizeName('Zoe\u0308')).toBe('Zoë');
  });
});

describe('normalizeName', () => {
  it.each([
    ['  Amal   Haddad ', 'Amal Haddad'],
    ['Amal\u00A0Haddad', 'Amal Haddad'],
    ['Amal\u3000Haddad', 'Amal Haddad'],
    ['Ｊｅａｎ－Ｌｕｃ', 'Jean-Luc'],
    ['ｅｘａｍｐｌｅ．ｃｏｍ', 'example.com'],
    ['x\u2024com', 'x.com'],
    ['Marce\u0140lí', 'Marcel·lí'],
    ['علی\u200Cاکبر', 'علی\u200Cاکبر'],
  ])('%j becomes %j', (typed, normal) => {
    expect(normalizeName(typed)).toBe(normal);
  });
});

describe('the zero-width non-joiner', () => {
  it('is kept between two letters of Arabic script, even after a vowel mark, and refused anywhere else', () => {
    expect(isPersonName('علی\u200Cاکبر')).toBe(true);
    expect(isPersonName('عَلِیّ\u200Cاکبر')).toBe(true);
    for (const value of ['علی\u200C', '\u200Cاکبر', 'علی \u200Cاکبر', 'Ali\u200Cاکبر', 'علی\u200CAkbar', 'क\u200Cष'])
      expect(isPersonName(value)).toBe(false);
  });
});

describe('a place’s name (the city)', () => {
  it.each(places)('accepts %s', (place) => {
    expect(acceptedAsPlace(place)).toBe(true);
  });

  it.each(disguised.map((value) => [shown(value), value]))('refuses %s', (_, value) => {
    expect(acceptedAsPlace(value)).toBe(false);
  });

  it('takes digits, but needs a letter and never a full stop after a digit', () => {
    for (const value of digits) expect(acceptedAsPlace(value)).toBe(true);
    for (const value of ['12345', '٦', '10.0.0.1', '1.2', 'Dublin 8.', '8. Bezirk'])
      expect(acceptedAsPlace(value)).toBe(false);
  });
});
