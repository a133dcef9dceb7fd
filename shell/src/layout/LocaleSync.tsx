// The page's language is its address's: when a navigation moves to another locale (the language switcher,
// back or forward across a switch), i18next follows. Renders nothing.
import { useLayoutEffect } from 'react';
import { useLocale } from '@stallions/shared-router';
import { changeLanguage, currentLanguage } from '@stallions/shared-i18n';

export function LocaleSync() {
  const { lng } = useLocale();
  useLayoutEffect(() => {
    if (currentLanguage() !== lng) void changeLanguage(lng);
  }, [lng]);
  return null;
}
