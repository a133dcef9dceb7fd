import { menu, slugKey, type MenuGroup } from '../navigation';

export interface MenuLink {
  to: string;
  /** header namespace key of the label. */
  labelKey: string;
}

/** The child pages of a menu group, with the header keys of their labels. */
export function groupLinks(group: MenuGroup): MenuLink[] {
  return group.children.map((slug) => ({
    to: `${group.path}/${slug}`,
    labelKey: `menu.${group.key}.items.${slugKey(slug)}`,
  }));
}

export const groupTitleKey = (group: MenuGroup) => `menu.${group.key}.title`;

export const menuGroupsWithPages = menu.filter((group) => group.children.length > 0);
export const menuSingleLinks = menu.filter((group) => group.children.length === 0);

/**
 * Labels are read with useTranslation('header'). Every label key the menu builds from data, written out so
 * the translation check (scripts/check-translations.ts) sees them:
 * t('menu.about.items.overview') t('menu.about.items.ourStructure') t('menu.about.items.stallionsClub')
 * t('menu.about.items.foalsClub') t('menu.about.items.membership') t('menu.getInvolved.items.overview')
 * t('menu.getInvolved.items.join') t('menu.getInvolved.items.project') t('menu.getInvolved.items.donate')
 * t('menu.getInvolved.items.waysToGive') t('menu.ourCauses.items.overview') t('menu.ourCauses.items.waysWeServe')
 * t('menu.ourCauses.items.corporateSocialResponsibility') t('menu.newsFeatures.items.pressCenter')
 * t('menu.newsFeatures.items.socialMedia') t('menu.about.title') t('menu.getInvolved.title')
 * t('menu.ourCauses.title') t('menu.newsFeatures.title') t('menu.stallionBusiness.title')
 */
