// Ports and browser of the end-to-end run, in one place.
import { resolve } from 'node:path';
export const basePort = Number(process.env.E2E_BASE_PORT ?? 4300);
export const cloudPort = Number(process.env.E2E_CLOUD_PORT ?? 4380);
export { chromePath } from '../../../tools/chromium';
export const origin = (offset = 0) => `http://localhost:${basePort + offset}`;
/** local-cloud's SQLite folder for the run, apart from the one `npm start` uses. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? resolve(__dirname, '../../../.data/e2e');
/**
 * The suite's server's form limits (SUBMISSION_LIMITS): every spec posts its forms from this machine's one address,
 * so far above the suite's own count; the staff's command on its store counts with the same. form-abuse runs a
 * server of its own with the defaults that npm start uses.
 */
export const suiteSubmissionLimits = JSON.stringify({
  perClient: { count: 100_000, windowMinutes: 10 },
  perRecipient: { count: 100_000, windowHours: 24 },
});
/**
 * How long a test waits for a change to reach the server's pages (a deploy, a release pointer, a Remote Config
 * edit): the server looks every 5 s, and a busy machine may take several times as long. The test asserts that the
 * change arrives; how fast it arrives is a budget `npm run load` measures (its "shown within" rows).
 */
export const serverChangeCeiling = 45_000;

/**
 * The ports of each spec that runs a local-cloud of its own, as offsets from the suite's: its shell and remotes
 * from `base` (a fifth section's remote at +5), its cloud port from `cloud`. One table, so no two specs (nor the
 * suite's own server: basePort … +4, cloudPort = basePort + 80) share a port.
 */
const ownServers = {
  composition: { base: 10, cloud: 10 },
  'new-page': { base: 20, cloud: 20 },
  'render-faults': { base: 30, cloud: 30 },
  releases: { base: 40, cloud: 40 },
  'fixture-section': { base: 50, cloud: 50 },
  'fixture-language': { base: 60, cloud: 60 },
  'form-abuse': { base: 70, cloud: 70 },
  field: { base: 85, cloud: 80 },
  'cross-site': { base: 95, cloud: 90 },
  'form-token': { base: 105, cloud: 100 },
  'field-forgery': { base: 115, cloud: 110 },
  previews: { base: 125, cloud: 120 },
} as const;

export const ownPorts = (spec: keyof typeof ownServers) => ({
  base: basePort + ownServers[spec].base,
  cloud: cloudPort + ownServers[spec].cloud,
});
