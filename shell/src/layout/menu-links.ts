// The shell's own top-level link, beside the sections' menu groups (federation/site-sections.tsx: each remote
// declares its pages). Its label is header:menu.stallionBusiness.title.
export const stallionBusinessLink = { to: '/stallion-business', labelKey: 'menu.stallionBusiness.title' } as const;
