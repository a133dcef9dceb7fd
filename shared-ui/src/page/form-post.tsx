// What a form page shows after a native post or at its confirmation address: the render server answers a form's
// POST by rendering its page again with the outcome (the GOV.UK error pattern, the values kept), and its
// Post/Redirect/Get confirmation (?sent=<reference>) with the success sentence. A page reads it with useFormPost()
// and hands it to its form's island as a prop, so the browser hydrates the same markup.
import { createContext, useContext } from 'react';
import type { FormPostResult } from '@stallions/shared-config/actions';

const FormPostContext = createContext<FormPostResult | undefined>(undefined);

export const FormPostProvider = FormPostContext.Provider;

/** The outcome this page renders (undefined: a plain visit). */
export const useFormPost = (): FormPostResult | undefined => useContext(FormPostContext);
