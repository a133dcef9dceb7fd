// The `pages` translations each form reads (its own, and the messages and validation both share): what its
// island carries to the browser.
export const formTranslations = {
  join: ['getInvolved.join.form', 'getInvolved.form', 'getInvolved.validation'],
  donate: ['getInvolved.donate.form', 'getInvolved.form', 'getInvolved.validation'],
} as const;
