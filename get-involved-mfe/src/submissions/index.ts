// What the forms call to send a submission. The pipeline behind it (the document mapping with its zod
// schemas, the IP lookup, Firebase) is a chunk of its own that loads on the first submit, not with the page.
import type { submitDonation as SubmitDonation, submitJoinApplication as SubmitJoinApplication } from './submit';

export type { SubmitOptions } from './submit';

const pipeline = () => import(/* webpackChunkName: "submission-pipeline" */ './submit');

export const submitJoinApplication: typeof SubmitJoinApplication = async (form, options) =>
  (await pipeline()).submitJoinApplication(form, options);

export const submitDonation: typeof SubmitDonation = async (form, options) =>
  (await pipeline()).submitDonation(form, options);
