// A form's schemas (zod: ~30 KB of gzip, and tens of milliseconds of a phone's time to build) are not needed
// to show the form, only to check it. They load on the first check, or earlier, when the visitor first
// focuses a field (preload): by the time a field is left or the form sent, they are usually there.
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts loading the schemas; safe to call any number of times. */
  preload: () => void;
}

export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      // Not kept: the next check asks again (the chunk may have failed on a network blip).
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
