// The form schemas (@stallions/submissions) report errors as i18n keys such as 'validation.required'. This section
// translates them under `getInvolved.validation.*`: 'validation.email' → t('getInvolved.validation.email').
//
// The keys are spelled out literally below (not built with a template) so the translation checker sees each
// one, and `satisfies` makes the compiler fail when the schemas gain a message that has no translation here.
// The server's problems carry the same keys.
import { useMemo } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import type { ValidationMessageKey } from '@stallions/submissions';

export function useValidationMessages() {
  const { t } = useTranslation('pages');
  return useMemo(() => {
    const messages = {
      'validation.required': t('getInvolved.validation.required'),
      'validation.tooLong': t('getInvolved.validation.tooLong'),
      'validation.option': t('getInvolved.validation.option'),
      'validation.email': t('getInvolved.validation.email'),
      'validation.phone': t('getInvolved.validation.phone'),
      'validation.date': t('getInvolved.validation.date'),
      'validation.dateOfBirthPast': t('getInvolved.validation.dateOfBirthPast'),
      'validation.dateOfBirthMin': t('getInvolved.validation.dateOfBirthMin'),
      'validation.referenceNumber': t('getInvolved.validation.referenceNumber'),
      'validation.recipientEmail': t('getInvolved.validation.recipientEmail'),
      'validation.amount': t('getInvolved.validation.amount'),
      'validation.amountPositive': t('getInvolved.validation.amountPositive'),
      'validation.amountMax': t('getInvolved.validation.amountMax'),
      'validation.cardNumber': t('getInvolved.validation.cardNumber'),
      'validation.expiry': t('getInvolved.validation.expiry'),
      'validation.cvv': t('getInvolved.validation.cvv'),
      'validation.name': t('getInvolved.validation.name'),
      'validation.city': t('getInvolved.validation.city'),
      'validation.noLinks': t('getInvolved.validation.noLinks'),
    } satisfies Record<ValidationMessageKey, string>;
    const fallback = t('getInvolved.validation.invalid');
    /** The visitor's words for a schema message; a message this section does not know reads as "invalid". */
    return (message: string | undefined): string | undefined =>
      message === undefined ? undefined : ((messages as Record<string, string>)[message] ?? fallback);
  }, [t]);
}
