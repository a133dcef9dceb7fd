// `npm run -s -w @stallions/functions donation -- complete|cancel <reference> --project <project id>`: the
// staff's admin command (src/staff-command.ts), with the staff member's own Application Default Credentials.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { runDonationCommand } from '../src/staff-command';

runDonationCommand(process.argv.slice(2), {
  db: (projectId) => getFirestore(initializeApp({ projectId })),
  stdout: process.stdout,
  stderr: process.stderr,
})
  .then((code) => (process.exitCode = code))
  .catch((error: unknown) => {
    // One line, never a stack trace: most often missing or insufficient credentials.
    console.error(`the donation could not be changed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
