// The common part of the repository's commands (release, field, submissions, bench, load, form-phone): each reads
// its arguments with Node's util.parseArgs, strict (an unknown option, a missing value or a value given to a flag
// is an error); `--help` (or `-h`) anywhere before a `--` prints its usage on stdout, exit code 0; a wrong argument
// is one line on stderr, `<command>: <what is wrong> (--help: the usage)`, exit code 2, never a stack trace.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { RemoteName } from '@stallions/shared-config';
import { sectionNamed, sectionRegistry, type SectionEntry } from './registry';

/** A wrong argument: its message is the one line the command prints (exit code 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Command<T> {
  /** The command's name, the first word of its error line: `release`. */
  name: string;
  /** What `--help` prints. */
  usage: string;
  /** The arguments, read; a wrong one throws a UsageError. */
  parse(argv: readonly string[]): T;
}

interface Output {
  write(chunk: string): unknown;
}

/**
 * util.parseArgs's own errors (ERR_PARSE_ARGS_UNKNOWN_OPTION, …_INVALID_OPTION_VALUE, …_UNEXPECTED_POSITIONAL), by
 * their code (Node's TypeError is another realm's in a jest sandbox: instanceof would not know it).
 */
const isParseArgsError = (error: unknown): error is { code: string; message: string } =>
  typeof error === 'object' &&
  error !== null &&
  String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS_') &&
  typeof (error as { message?: unknown }).message === 'string';

/**
 * The options and positionals of `argv`, by util.parseArgs in strict mode; its errors are UsageErrors, each its
 * message's first sentence.
 */
export function parseOptions<O extends NonNullable<ParseArgsConfig['options']>>(argv: readonly string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    if (isParseArgsError(error)) {
      const sentence = error.message.split('\n')[0]!.replace(/\. .*$/, '');
      throw new UsageError(sentence.charAt(0).toLowerCase() + sentence.slice(1));
    }
    throw error;
  }
}

/** A command that takes no positional argument: the first one given is a UsageError. */
export function noPositionals(positionals: readonly string[]) {
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'`);
}

/** A whole number of at least `min` (`--runs 3`), or a UsageError naming the option. */
export function wholeNumber(option: string, text: string, min = 1): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min) throw new UsageError(`${option} ${text}: a whole number, ${min} or more`);
  return value;
}

/**
 * A remote named on the command line by its key (`getInvolved`), its folder (`get-involved-mfe`) or its address
 * (`get-involved`): its key, or a UsageError listing the remotes.
 */
export function remoteArgument(name: string | undefined, sections: readonly SectionEntry[] = sectionRegistry()) {
  const section = name === undefined ? undefined : sectionNamed(name, sections);
  if (section) return section.remote as RemoteName;
  throw new UsageError(
    `${name === undefined ? 'which remote?' : `"${name}" is not a remote:`} ${remoteChoices(sections)}`,
  );
}

/** Every remote's names, for a usage: `about | about-mfe, getInvolved | get-involved-mfe | get-involved, …`. */
export const remoteChoices = (sections: readonly SectionEntry[] = sectionRegistry()) =>
  sections.map(({ remote, folder, path }) => [...new Set([remote, folder, path])].join(' | ')).join(', ');

/** `--help` or `-h` before any `--` (after it, arguments are the command's own words). */
export function wantsHelp(argv: readonly string[]) {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/** The one line a wrong argument gets on stderr. */
export const usageErrorLine = (command: Pick<Command<unknown>, 'name'>, error: UsageError) =>
  `${command.name}: ${error.message.split('\n')[0]} (--help: the usage)\n`;

/**
 * A command's arguments: with `--help`, its usage on `stdout` and exit code 0; a wrong argument, one line on
 * `stderr` and exit code 2; otherwise what its parse read. Any other error its parse throws is thrown.
 */
export function readCommandLine<T>(
  command: Command<T>,
  argv: readonly string[],
  { stdout = process.stdout, stderr = process.stderr }: { stdout?: Output; stderr?: Output } = {},
): { args: T } | { exitCode: 0 | 2 } {
  if (wantsHelp(argv)) {
    stdout.write(command.usage.endsWith('\n') ? command.usage : `${command.usage}\n`);
    return { exitCode: 0 };
  }
  try {
    return { args: command.parse(argv) };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(usageErrorLine(command, error));
    return { exitCode: 2 };
  }
}

/**
 * Runs a command: its arguments (readCommandLine), then `main` with them. A number `main` resolves with is the exit
 * code, given with process.exit (a client or server it leaves open does not hold the process); with nothing, the
 * process ends on its own (process.exitCode as `main` left it). A UsageError `main` throws is one line and exit
 * code 2 as well; any other error is printed as `failure` describes it (by default the error, with its stack) and
 * exit code 1.
 */
export function runCommand<T>(
  command: Command<T>,
  main: (args: T) => Promise<number | void>,
  { argv = process.argv.slice(2), failure = (error: unknown) => error } = {},
) {
  const read = readCommandLine(command, argv);
  if ('exitCode' in read) {
    process.exitCode = read.exitCode;
    return;
  }
  main(read.args).then(
    (code) => {
      if (code !== undefined) process.exit(code);
    },
    (error: unknown) => {
      if (error instanceof UsageError) {
        process.stderr.write(usageErrorLine(command, error));
        process.exit(2);
      }
      console.error(failure(error));
      process.exit(1);
    },
  );
}
