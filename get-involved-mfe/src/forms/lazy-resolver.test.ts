import type { Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const valid: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads nothing until asked, then once, whether preloaded or checking', async () => {
    const load = jest.fn(async () => valid);
    const { resolver, preload } = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    preload();
    await expect(resolver({ name: 'Layla' }, undefined, options)).resolves.toEqual({
      values: { name: 'Layla' },
      errors: {},
    });
    await resolver({ name: 'Omar' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a check while the schemas cannot load, and asks for them again at the next check', async () => {
    const load = jest
      .fn<Promise<Resolver<Values, unknown, Values>>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(valid);
    const { resolver, preload } = lazyResolver<Values, Values>(load);

    preload(); // silent when it fails: the check that waits for it reports it
    await expect(resolver({ name: 'Layla' }, undefined, options)).rejects.toThrow('ChunkLoadError');
    await expect(resolver({ name: 'Layla' }, undefined, options)).resolves.toEqual({
      values: { name: 'Layla' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes the failure of the load on to the check', async () => {
    const { resolver } = lazyResolver<Values, Values>(() => Promise.reject(new Error('offline')));
    await expect(resolver({ name: 'Layla' }, undefined, options)).rejects.toThrow('offline');
  });
});
