// Exposed as "causes/islands": the section's interactive parts (the companions carousel). The server renders
// each in its page inside an <Island> (shared-ui); the browser loads this module and hydrates each by name.
export { CompanionsCarousel as companions } from './components/CompanionsCarousel';
