// Every news test runs with a runtime config: the media kit's addresses are the remote's (its manifest's origin).
import { setRuntimeConfigForTests } from '@stallions/shared-config/testing';

export const newsOrigin = 'https://news.stallionsclub.org';

setRuntimeConfigForTests({
  remotes: {
    about: 'https://about.stallionsclub.org/mf-manifest.json',
    getInvolved: 'https://give.stallionsclub.org/mf-manifest.json',
    causes: 'https://causes.stallionsclub.org/mf-manifest.json',
    news: `${newsOrigin}/mf-manifest.json`,
  },
  backend: { kind: 'local', projectId: 'demo', firestoreHost: '127.0.0.1', firestorePort: 8080 },
  ipLookupUrl: null,
  translations: { kind: 'none' },
  siteUrl: 'https://stallionsclub.org',
});
