// The donation form's amounts as the page writes them: dollars in the page's language, and the button that says
// what will happen ("Donate $1,000 a month").
import { parseDonationAmount, type DonationFrequency } from '@stallions/submissions/rules';
import { isRtl, useFormatters, useTranslation } from '@stallions/shared-i18n';
import { isolateLatinRuns } from './normalize';
import { chosenAmount } from './wire';

/** Dollars in the page's language; in Arabic, their Latin runs ("US$") kept whole (normalize.ts). */
export function useMoney() {
  const { i18n } = useTranslation('pages');
  const { currency, number } = useFormatters();
  const rtl = isRtl(i18n.resolvedLanguage ?? i18n.language);
  const money = (text: string) => isolateLatinRuns(text, rtl);
  return {
    /** A preset amount, whole dollars. */
    preset: (amount: number) => money(currency(amount)),
    /** An amount chosen or typed: cents only when it has some. */
    amount: (amount: number) =>
      money(
        number(amount, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        }),
      ),
  };
}

/** What the donation form's values watched for the button hold (undefined before the form has them). */
export interface DonateChoice {
  amountChoice: string | undefined;
  otherAmount: string | undefined;
  frequency: string | undefined;
}

/** The submit button's text: the amount and how often, once an amount is chosen; else the plain "Donate". */
export function useDonateLabel({ amountChoice, otherAmount, frequency }: DonateChoice): string {
  const { t } = useTranslation('pages');
  const { amount } = useMoney();
  const parsed = parseDonationAmount(
    chosenAmount({ donationAmount: amountChoice ?? '', otherAmount: otherAmount ?? '' }),
  );
  const amountText = parsed !== undefined && parsed > 0 ? amount(parsed) : undefined;
  const submitLabels: Record<DonationFrequency, string> = {
    one_time: t('getInvolved.donate.form.submitOnce', { amount: amountText }),
    monthly: t('getInvolved.donate.form.submitMonthly', { amount: amountText }),
    annually: t('getInvolved.donate.form.submitAnnually', { amount: amountText }),
  };
  return amountText && frequency && frequency in submitLabels
    ? submitLabels[frequency as DonationFrequency]
    : t('getInvolved.donate.form.submit');
}
