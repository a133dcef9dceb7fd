// The shell's own top-level link, beside the sections' menu groups (federation/site-sections.tsx: each remote
// declares its pages): its one page in the menus (pages.ts). Its label is header:menu.stallionBusiness.title.
import { shellPageHref } from '../pages';

export const stallionBusinessLink = {
  to: shellPageHref('stallion-business'),
  labelKey: 'menu.stallionBusiness.title',
} as const;
