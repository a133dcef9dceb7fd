// The two forms' zod schemas, as react-hook-form resolvers. Loaded through lazy-resolver.ts only: importing
// this module statically would put zod back into the first load of the form pages.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createJoinFormSchema, donationFormSchema } from '@stallions/submissions';
import { supportedLanguages } from '@stallions/shared-i18n';

/**
 * The shared form schema plus the applicant's preferred language, which the document stores as `language`
 * (a language tag: one of the site's languages).
 */
export const joinSchema = createJoinFormSchema().safeExtend({
  language: z.enum(supportedLanguages, { error: 'validation.option' }),
});
export type JoinValues = z.input<typeof joinSchema>;
export type JoinSubmission = z.output<typeof joinSchema>;

export const joinResolver = zodResolver(joinSchema);
export const donationResolver = zodResolver(donationFormSchema);
export { donationFormSchema as donationSchema };
