// The W3C Nu HTML Checker (npm vnu-jar, run with the system's Java) on every file of a folder, in one Java run:
// its errors (warnings are advice). For the release gate and e2e/tests/html-validity.spec.ts.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * CSS the checker's CSS validator does not know yet, though browsers do: CSS Anchor Positioning (the header's
 * dropdowns sit under their buttons with it) and cross-document View Transitions (header and footer held in
 * place between pages). Only "doesn't exist" / "unrecognized" for these names is passed over.
 */
const newerCss =
  /^CSS: (“(anchor-name|position-anchor|position-area|view-transition-name)”: Property “\2” doesn't exist\.|Unrecognized at-rule “@view-transition”)/;

export interface HtmlError {
  /** The file's name. */
  file: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

/** Every error the checker finds in the folder's files (it reads the folder recursively). */
export function htmlErrors(folder: string): HtmlError[] {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error)
    throw new Error('No Java to run the Nu HTML Checker: apt-get install -y default-jre-headless (.ci/run does).');
  // vnu-jar's main export is the path of the checker's jar (a String object).
  const jar = String(createRequire(__filename)('vnu-jar'));
  const run = spawnSync('java', ['-Xss16m', '-jar', jar, '--format', 'json', '--exit-zero-always', folder], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .filter((message) => !newerCss.test(message.message))
    .map((m) => ({ file: m.url.split('/').pop()!, line: m.lastLine, message: m.message, extract: m.extract?.trim() }));
}

/** One error as a line of a test's or a report's output. */
export const htmlErrorLine = (e: HtmlError) =>
  `${e.file}:${e.line ?? '?'} ${e.message} ${e.extract ? `[${e.extract}]` : ''}`;
