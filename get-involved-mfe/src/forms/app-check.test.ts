// App Check's header on the forms' posts: only where the config names a site key, with the token Firebase gives.
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import type { RuntimeConfig } from '@stallions/shared-config';

let config: RuntimeConfig | undefined;
jest.mock('@stallions/shared-config', () => ({
  getRuntimeConfig: () => {
    if (!config) throw new Error('Runtime config read before it was loaded');
    return config;
  },
  getFirebaseApp: async () => ({ name: 'app' }),
}));
const getToken = jest.fn();
const initializeAppCheck = jest.fn(() => ({ app: 'checked' }));
const ReCaptchaEnterpriseProvider = jest.fn();
jest.mock('firebase/app-check', () => ({ getToken, initializeAppCheck, ReCaptchaEnterpriseProvider }));

import { appCheckHeader, appCheckHeaders } from './app-check';

const firebase = (appCheckSiteKey?: string) =>
  testRuntimeConfig({
    backend: {
      kind: 'firebase',
      firebase: { apiKey: 'k', projectId: 'p', appId: 'a' },
      ...(appCheckSiteKey ? { appCheckSiteKey } : {}),
    },
  });

beforeEach(() => jest.clearAllMocks());

it('sends nothing, and loads nothing, where the site does not use App Check', async () => {
  config = undefined;
  expect(await appCheckHeaders()).toEqual({});
  config = testRuntimeConfig();
  expect(await appCheckHeaders()).toEqual({});
  config = firebase();
  expect(await appCheckHeaders()).toEqual({});
  expect(initializeAppCheck).not.toHaveBeenCalled();
});

it('sends the token App Check gives, from the site key of the config', async () => {
  config = firebase('site-key-1');
  getToken.mockResolvedValue({ token: 'token-1' });
  expect(await appCheckHeaders()).toEqual({ [appCheckHeader]: 'token-1' });
  expect(ReCaptchaEnterpriseProvider).toHaveBeenCalledWith('site-key-1');
  expect(initializeAppCheck).toHaveBeenCalledTimes(1);
  await appCheckHeaders();
  expect(initializeAppCheck).toHaveBeenCalledTimes(1); // once per page
});

it('sends the post without a token when none can be had (the server then says why it refused)', async () => {
  config = firebase('site-key-1');
  getToken.mockRejectedValue(new Error('no network'));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await appCheckHeaders()).toEqual({});
  expect(error).toHaveBeenCalledWith('App Check token unavailable:', expect.any(Error));
  error.mockRestore();
});
