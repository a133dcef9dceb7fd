// Business constants of this section (spec §9).
/** The Foals club is for young professionals and students aged 18 to 24. */
export const FOALS_MIN_AGE = 18;
export const FOALS_MAX_AGE = 24;
