// `npm run e2e:stress [-- <playwright args>]`: the e2e suite on a machine made slow on purpose, to find the tests
// that hold only on a fast one. One core is kept busy by a background process for the whole run, and every page
// the suite's `page` fixture opens runs with Chromium's CPU throttled (E2E_CPU_THROTTLE, default 2: twice as slow).
// Prints the run's time and exits with Playwright's code; the report is in test-results-stress/.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: {
    throttle: { type: 'string', default: process.env.E2E_CPU_THROTTLE ?? '2' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.info(
    'usage: npm run e2e:stress -- [--throttle <rate>] [playwright test arguments]\n' +
      '  runs the e2e suite with one core kept busy and pages CPU-throttled (default rate 2)',
  );
  process.exit(0);
}
const throttle = Number(values.throttle);
if (!Number.isFinite(throttle) || throttle < 1) {
  console.error(`e2e:stress: --throttle wants a rate of 1 or more, not ${String(values.throttle)}`);
  process.exit(2);
}

// The background load: a process that spins one core until the run ends.
const burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const started = Date.now();
const run = spawn('npx', ['playwright', 'test', ...positionals], {
  stdio: 'inherit',
  env: { ...process.env, E2E_CPU_THROTTLE: String(throttle), E2E_OUTPUT_DIR: 'test-results-stress' },
});
const stop = () => burner.kill('SIGKILL');
process.on('SIGINT', stop);
run.on('close', (code) => {
  stop();
  const seconds = Math.round((Date.now() - started) / 1000);
  console.info(
    `e2e:stress: ${code === 0 ? 'green' : 'red'} in ${Math.floor(seconds / 60)} min ${seconds % 60} s, one core busy, pages throttled ${throttle}×`,
  );
  process.exit(code ?? 1);
});
