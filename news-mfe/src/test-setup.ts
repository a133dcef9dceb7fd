// Every news test runs with a runtime config: the media kit's addresses are the remote's (its manifest's origin).
import { setRuntimeConfigForTests, testRuntimeConfig } from '@stallions/shared-config/testing';

export const newsOrigin = 'https://news.stallionsclub.org';

const config = testRuntimeConfig({ siteUrl: 'https://stallionsclub.org' });
setRuntimeConfigForTests({
  ...config,
  remotes: { ...config.remotes, news: { manifest: `${newsOrigin}/mf-manifest.json`, path: 'news-features' } },
});
