import { donationDefaults, joinDefaults } from '@stallions/submissions/rules';
import { readAnswer } from './post';
import {
  cardFieldNames,
  donationFieldNames,
  donationFields,
  donationInput,
  donationPathOf,
  donationValueDefaults,
  donationValuesFrom,
  joinFieldNames,
  joinFields,
  joinValuesFrom,
  type DonationValues,
} from './wire';

const donation: DonationValues = {
  ...donationValueDefaults,
  donationAmount: 'other',
  otherAmount: '42.50',
  notifyRecipient: false,
  personalInfo: { firstName: 'Marc', lastName: 'Lefebvre', phone: '+33 1 23 45 67 89', email: 'marc@example.com' },
  billingInfo: { postalCode: '75001', city: 'Paris', country: 'FR' },
  paymentInfo: { cardNumber: '4000 0566 5566 5556', cardHolder: 'Marc Lefebvre', expiryDate: '12/39', cvv: '731' },
};

describe('the posted fields', () => {
  it('of the join form: its inputs’ names, in order, the honeypot included', () => {
    const fields = joinFields({ ...joinDefaults, language: 'fr', firstName: 'Layla' });
    // joinFieldNames: the inputs' names in the page's order, as server-html.test.tsx reads them from the form.
    expect([...fields.keys()]).toEqual(joinFieldNames);
    expect(fields.get('website')).toBe('');
    expect(fields.get('firstName')).toBe('Layla');
    expect(fields.get('hasReference')).toBe('no');
  });

  it('of the donation form: the card’s last four digits, holder and expiry, never its number or CVV', () => {
    const fields = donationFields(donation);
    expect(fields.get('paymentInfo.cardLast4')).toBe('5556');
    expect(fields.get('paymentInfo.cardHolder')).toBe('Marc Lefebvre');
    expect(fields.get('paymentInfo.expiryDate')).toBe('12/39');
    const body = fields.toString();
    expect(body).not.toContain('4000');
    expect(body).not.toContain('731');
    expect(body).not.toMatch(/cvv|cardNumber/);
    // The amount as the radios and the input post it; an unticked box is not posted at all.
    expect(fields.get('donationAmount')).toBe('other');
    expect(fields.get('otherAmount')).toBe('42.50');
    expect(fields.has('notifyRecipient')).toBe(false);
    expect(donationFields({ ...donation, notifyRecipient: true }).get('notifyRecipient')).toBe('true');
  });

  it('of the donation form: its inputs’ names in the page’s order (the box only when ticked), then the card’s', () => {
    expect([...donationFields({ ...donation, notifyRecipient: true }).keys()]).toEqual([
      ...donationFieldNames,
      ...cardFieldNames,
    ]);
    expect([...donationFields(donation).keys()]).toEqual(
      [...donationFieldNames, ...cardFieldNames].filter((name) => name !== 'notifyRecipient'),
    );
    expect(donationFields(donation).get('personalInfo.email')).toBe('marc@example.com');
    expect(donationFields(donation).get('billingInfo.country')).toBe('FR');
  });

  it('of a failed post, read back: every text field at its place, kept where not given back', () => {
    const posted = Object.fromEntries(donationFields({ ...donation, donationAmount: '250', otherAmount: '' }));
    expect(donationValuesFrom(posted)).toEqual({
      ...donation,
      donationAmount: '250',
      otherAmount: '',
      paymentInfo: donationDefaults.paymentInfo,
    });
    expect(donationValuesFrom({ 'billingInfo.city': 'Lyon' }, donation).billingInfo).toEqual({
      ...donation.billingInfo,
      city: 'Lyon',
    });
  });

  it('checks the amount chosen: the preset, or the one typed for "other"', () => {
    expect(donationInput(donation).donationAmount).toBe('42.50');
    expect(donationInput({ ...donation, donationAmount: '250' }).donationAmount).toBe('250');
    expect(donationInput(donation)).not.toHaveProperty('otherAmount');
  });
});

describe('the values a failed post gives back', () => {
  it('fill the join form; a field not given back keeps its default, the honeypot stays empty', () => {
    const values = joinValuesFrom(
      { firstName: 'Layla', hasReference: 'yes', website: 'spam', toString: 'x' },
      { ...joinDefaults, language: 'ar' },
    );
    expect(values).toEqual({ ...joinDefaults, language: 'ar', firstName: 'Layla', hasReference: 'yes' });
  });

  it('fill the donation form: an unposted box is unticked, an amount that is no preset is "other"', () => {
    expect(donationValuesFrom({})).toMatchObject({ notifyRecipient: false, donationAmount: '1000' });
    expect(donationValuesFrom({ donationAmount: '500', otherAmount: '7' })).toMatchObject({
      donationAmount: '500',
      otherAmount: '7',
    });
    expect(donationValuesFrom({ donationAmount: '42.50' })).toMatchObject({
      donationAmount: 'other',
      otherAmount: '42.50',
    });
    const values = donationValuesFrom({
      notifyRecipient: 'true',
      'personalInfo.email': 'marc@',
      'paymentInfo.cardHolder': 'Marc',
    });
    expect(values.notifyRecipient).toBe(true);
    expect(values.personalInfo.email).toBe('marc@');
    expect(values.paymentInfo).toEqual(donationDefaults.paymentInfo);
  });

  it('name their fields: the card’s last four digits are the card number’s, the typed amount the amount’s', () => {
    expect(donationPathOf('paymentInfo.cardLast4')).toBe('paymentInfo.cardNumber');
    expect(donationPathOf('otherAmount')).toBe('donationAmount');
    expect(donationPathOf('personalInfo.email')).toBe('personalInfo.email');
  });
});

describe('the server’s answers to the island', () => {
  it.each([
    [200, { outcome: 'stored', reference: 'SC-7K4M-2QXD' }, { kind: 'stored', reference: 'SC-7K4M-2QXD' }],
    [
      422,
      { outcome: 'invalid', problems: [{ name: 'email', message: 'validation.email' }, { name: 1 }, 'x'] },
      { kind: 'invalid', problems: [{ name: 'email', message: 'validation.email' }] },
    ],
    [
      422,
      { outcome: 'invalid', problems: [], alert: 'getInvolved.form.alerts.cardNeedsScript' },
      { kind: 'invalid', problems: [], alert: 'getInvolved.form.alerts.cardNeedsScript' },
    ],
    [
      429,
      { outcome: 'limited', alert: 'getInvolved.form.alerts.limited' },
      { kind: 'limited', alert: 'getInvolved.form.alerts.limited' },
    ],
  ])('reads %s %j', (status, body, answer) => {
    expect(readAnswer(status, body)).toEqual(answer);
  });

  it.each([
    [200, { outcome: 'stored' }],
    [200, { outcome: 'invalid', problems: [] }],
    [500, { outcome: 'stored', reference: 'SC-7K4M-2QXD' }],
    [502, 'Bad gateway'],
    [404, null],
  ])('takes %s %j for a failure', (status, body) => {
    expect(readAnswer(status, body).kind).toBe('failed');
  });
});
