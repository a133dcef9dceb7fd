// Business constants of this section: the limits the club sets, named once.
/** The Foals club is for young professionals and students aged 18 to 24. */
export const FOALS_MIN_AGE = 18;
export const FOALS_MAX_AGE = 24;
