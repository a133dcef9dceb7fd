// local-cloud's command line: `serve` (npm start / npm run serve), `cloud` (only the cloud port, for
// npm run dev), `submissions export <collection>`, `submissions outbox [--html <dir>]` and
// `submissions complete|cancel <reference>`.
import { cloudOnly, serve } from './serve';
import { runSubmissionsCommand } from './submissions-cli';

async function main([command, ...args]: string[]) {
  if (command === 'serve') return serve();
  if (command === 'cloud') return cloudOnly();
  if (command === 'submissions') {
    process.exitCode = await runSubmissionsCommand(args, {});
    return;
  }
  console.error(
    'usage: cli serve | cli cloud | cli submissions export <collection> | cli submissions outbox [--html <dir>] | ' +
      'cli submissions complete|cancel <reference>',
  );
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
