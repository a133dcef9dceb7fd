import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { languageFacts, supportedLanguages } from '@stallions/shared-i18n/languages';
import { unavailableDocument } from './unavailable-document';

const template =
  '<!doctype html><html><head><script defer src=/site.js></script></head><body><div id=root></div></body></html>';
const commonText = (lng: string) =>
  JSON.parse(readFileSync(resolve(__dirname, `../../shared-i18n/src/locales/${lng}/common.json`), 'utf8')) as {
    routeError: { message: string };
  };

it('keeps the template and puts the notice in the root', () => {
  const html = unavailableDocument(template);
  expect(html).toContain('<script defer src=/site.js>');
  expect(html).toMatch(/<div id="root"><main [^>]*><h1>Stallions Club<\/h1><p lang="en"/);
});

it.each(supportedLanguages)('has the %s notice, in its direction, from its translation file', (lng) => {
  const html = unavailableDocument(template);
  const text = commonText(lng).routeError.message;
  expect(html).toContain(`<p lang="${lng}" dir="${languageFacts(lng).dir}">${text}</p>`);
});
