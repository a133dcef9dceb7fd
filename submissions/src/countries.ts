// The countries the two forms offer (the join form's country, the donation's billing country): the officially
// assigned ISO 3166-1 alpha-2 codes, 249 of them. A form shows them as a native <select> with each country's name
// in the page's language (get-involved-mfe's translations, `getInvolved.form.countries.<code>.name`); what is
// posted, checked and stored is the code ('LB'), and nothing else: the schemas accept no other value.
//
// Plain data (no zod): rules.ts re-exports it, so the form's first render has the list.

/** The ISO 3166-1 alpha-2 codes, in alphabetical order of the code. */
export const countryCodes: readonly string[] = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ',
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO',
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE',
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO',
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW',
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM',
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW',
]
  .join(' ')
  .split(' ');

/** An ISO 3166-1 alpha-2 code of countryCodes ('LB', 'FR'); a string, checked by isCountryCode. */
export type CountryCode = string;

const countryCodeSet: ReadonlySet<string> = new Set(countryCodes);

/** True for exactly the codes the forms offer: two capitals of countryCodes ('lb', ' LB' and 'Lebanon' are not). */
export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && countryCodeSet.has(value);
