// Exposed as "causes/pages": the section's pages, one entry each (what derives from them: declareSection).
import { declareSection, type SectionLabels } from '@stallions/shared-config';
import { perLanguage } from '@stallions/shared-i18n';
import { sectionTranslations } from './i18n';

export default declareSection({
  order: 3,
  text: 'ourCauses',
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the menu labels, one small file per language
  labels: perLanguage((lng) => require(`./locales/${lng}/nav.json`) as SectionLabels),
  pages: ['overview', 'ways-we-serve', { path: 'corporate-social-responsibility', text: 'csr' }],
});

/** Registers the section's translations, so the search keys resolve. */
export const loadTranslations = sectionTranslations.load;
