// The react-i18next API of the site, and only that. Apps import useTranslation and I18nextProvider from
// here, never from react-i18next (eslint.config.mjs enforces it): react-i18next then lives only inside this
// shared singleton, one copy with one context, and ships without the parts no app uses (<Trans> and its
// HTML parser). Module Federation would ship a shared react-i18next whole.
export { I18nextProvider, useTranslation } from 'react-i18next';
