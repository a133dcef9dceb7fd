// A form body read as the render server reads it: as URLSearchParams would for a well-formed body, and not at all
// (a 400) when any percent-escape in it is malformed.
import { parseFormBody } from './form-post';

describe('parseFormBody', () => {
  it.each([
    'firstName=Amira&lastName=Haddad',
    'a=1&a=2&b=',
    'note=%3Cb%3E+bold%20text&plus=%2B',
    'name=%D9%84%D9%8A%D9%84%D9%89', // Arabic, UTF-8 escaped
    'flag&empty=&=nameless&&x==y',
    '',
  ])('reads %j as URLSearchParams does (of a name sent twice, the first)', (body) => {
    const expected: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body)) if (!(name in expected)) expected[name] = value;
    expect(parseFormBody(body)).toEqual(expected);
  });

  it.each([
    ['an escape that is not hex', 'email=Sec%ZZ'],
    ['a % at the end', 'firstName=Amira%'],
    ['one hex digit', 'firstName=Ami%4'],
    ['a malformed name', 'first%GGName=Amira'],
    ['an escape that is not UTF-8', 'firstName=%FF'],
    ['a malformed pair after good ones', 'firstName=Amira&lastName=Haddad&city=Bei%ZZrut'],
  ])('refuses the whole body for %s', (_case, body) => {
    expect(parseFormBody(body)).toBeUndefined();
  });

  it('keeps a field named like an Object property as a field', () => {
    const fields = parseFormBody('__proto__=x&constructor=y&toString=z')!;
    expect(Object.keys(fields)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(fields.constructor).toBe('y');
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});
