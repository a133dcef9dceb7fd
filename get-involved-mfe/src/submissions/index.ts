export { lookupIpAddress, ipLookupTimeoutMs, type IpLookupOptions } from './ip-lookup';
export { addSubmission, submitDonation, submitJoinApplication, type SubmitOptions } from './submit';
