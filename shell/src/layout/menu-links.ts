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

// Labels are read with useTranslation('header'). The keys are built from the menu data, so the translation
// check cannot see them; shell/src/locales/locales.test.ts checks every menu label in every language.
