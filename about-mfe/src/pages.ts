// Exposed as "about/pages": the section's pages, one entry each (what derives from them: declareSection).
import { declareSection, type SectionLabels } from '@stallions/shared-config';
import { perLanguage } from '@stallions/shared-i18n';
import { sectionTranslations } from './i18n';

export default declareSection({
  order: 1,
  text: 'about',
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the menu labels, one small file per language
  labels: perLanguage((lng) => require(`./locales/${lng}/nav.json`) as SectionLabels),
  pages: ['overview', 'our-structure', 'stallions-club', 'foals-club', 'membership'],
});

/** Registers the section's translations, so the search keys resolve. */
export const loadTranslations = sectionTranslations.load;
