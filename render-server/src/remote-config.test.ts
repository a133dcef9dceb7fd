import type { RemoteConfigTemplate } from '@stallions/shared-i18n/remote-config-template';
import { createTranslationFeed, firebaseTemplateRead } from './remote-config';

const template = (fr: string): RemoteConfigTemplate => ({
  parameters: {
    translations_fr: { defaultValue: { value: fr } },
    translations_ar: { defaultValue: { useInAppDefault: true } },
    unrelated: { defaultValue: { value: 'x' } },
  },
});

describe('the feed over firebase-admin (its Remote Config stubbed at getTemplate)', () => {
  const hour = 60 * 60 * 1000;
  function setUp() {
    let clock = 0;
    const getTemplate = jest.fn(async () => template('{"header":{"join":"Adhérer"}}'));
    const apply = jest.fn();
    const log = { info: jest.fn(), error: jest.fn() };
    const feed = createTranslationFeed({
      read: firebaseTemplateRead(async () => ({ getTemplate })),
      apply,
      intervalMs: hour,
      log,
      now: () => clock,
    });
    return { feed, getTemplate, apply, log, advance: (ms: number) => (clock += ms) };
  }

  it('reads at once, then at most once an hour', async () => {
    const { feed, getTemplate, apply, log, advance } = setUp();
    await feed.refresh();
    expect(apply).toHaveBeenCalledWith({ fr: '{"header":{"join":"Adhérer"}}' });
    expect(log.info).toHaveBeenCalledWith('Remote translations loaded successfully');
    advance(hour - 1);
    await feed.refresh();
    expect(getTemplate).toHaveBeenCalledTimes(1);
    advance(1);
    await feed.refresh();
    expect(getTemplate).toHaveBeenCalledTimes(2);
    expect(apply).toHaveBeenCalledTimes(1); // the same values: nothing to hand over again
  });

  it('keeps the last good values when a read fails, and logs the failure line', async () => {
    const { feed, getTemplate, apply, log, advance } = setUp();
    await feed.refresh();
    getTemplate.mockRejectedValueOnce(new Error('PERMISSION_DENIED'));
    advance(hour);
    await feed.refresh();
    expect(log.error).toHaveBeenCalledWith('Failed to fetch remote translations:', expect.any(Error));
    expect(apply).toHaveBeenCalledTimes(1); // nothing replaced what it had
    getTemplate.mockResolvedValueOnce(template('{"header":{"join":"Rejoindre"}}'));
    advance(hour);
    await feed.refresh();
    expect(apply).toHaveBeenLastCalledWith({ fr: '{"header":{"join":"Rejoindre"}}' });
  });

  it('runs one read at a time', async () => {
    const { feed, getTemplate } = setUp();
    await Promise.all([feed.refresh(), feed.refresh(), feed.refresh()]);
    expect(getTemplate).toHaveBeenCalledTimes(1);
  });
});
