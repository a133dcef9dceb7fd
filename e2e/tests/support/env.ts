// Ports and browser of the end-to-end run, in one place.
import { resolve } from 'node:path';
export const basePort = Number(process.env.E2E_BASE_PORT ?? 4300);
export const cloudPort = Number(process.env.E2E_CLOUD_PORT ?? 4380);
export { chromePath } from '../../../tools/chromium';
export const origin = (offset = 0) => `http://localhost:${basePort + offset}`;
/** local-cloud's SQLite folder for the run, apart from the one `npm start` uses. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? resolve(__dirname, '../../../.data/e2e');
/**
 * How long a test waits for a change to reach the server's pages (a deploy, a release pointer, a Remote Config
 * edit): the server looks every 5 s, and a busy machine may take several times as long. The test asserts that the
 * change arrives; how fast it arrives is a budget `npm run load` measures (its "shown within" rows).
 */
export const serverChangeCeiling = 45_000;
