// Exposed as "getInvolved/pages": the section's pages, one entry each (what derives from them: declareSection).
import { declareSection, type SectionLabels } from '@stallions/shared-config';
import { perLanguage } from '@stallions/shared-i18n';
import { sectionTranslations } from './i18n';

export default declareSection({
  order: 2,
  text: 'getInvolved',
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the menu labels, one small file per language
  labels: perLanguage((lng) => require(`./locales/${lng}/nav.json`) as SectionLabels),
  pages: [
    'overview',
    { path: 'join', form: 'joinForm' },
    'project',
    { path: 'donate', form: 'donationForm' },
    // The donation's second step: reached from the form, not from a menu or a search.
    { path: 'donate/payment', inMenu: false, search: false },
    'ways-to-give',
  ],
});

/** Registers the section's translations, so the search keys resolve. */
export const loadTranslations = sectionTranslations.load;
