// Exposed as "getInvolved/islands": the section's interactive parts. The server renders each in its page
// inside an <Island> (shared-ui); the browser loads this module and hydrates each island by its export name.
export { JoinForm as joinForm } from './forms/JoinForm';
export { DonationForm as donationForm } from './forms/DonationForm';
