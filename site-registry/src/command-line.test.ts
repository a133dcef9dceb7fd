import {
  noPositionals,
  parseOptions,
  readCommandLine,
  remoteArgument,
  UsageError,
  wantsHelp,
  wholeNumber,
  type Command,
} from './command-line';
import { sectionRegistry } from './registry';

function capture() {
  const chunks: string[] = [];
  return { write: (chunk: string) => chunks.push(chunk), text: () => chunks.join('') };
}

/** A command like the repository's: one positional, a string option and a flag. */
const command: Command<{ word: string; count?: string; loud?: boolean }> = {
  name: 'demo',
  usage: 'usage: demo <word> [--count <n>] [--loud]',
  parse(argv) {
    const { values, positionals } = parseOptions(argv, { count: { type: 'string' }, loud: { type: 'boolean' } });
    const [word, ...rest] = positionals;
    if (word === undefined) throw new UsageError('which word?');
    noPositionals(rest);
    return { word, ...values };
  },
};

function read(...argv: string[]) {
  const stdout = capture();
  const stderr = capture();
  const result = readCommandLine(command, argv, { stdout, stderr });
  return { result, out: stdout.text(), err: stderr.text() };
}

describe('a command line', () => {
  it.each([[['--help']], [['-h']], [['word', '--loud', '--help']], [['--bogus', '--help']]])(
    '%j: the usage on stdout, exit code 0',
    (argv) => {
      expect(read(...argv)).toEqual({ result: { exitCode: 0 }, out: `${command.usage}\n`, err: '' });
    },
  );

  it('takes --help after -- as a word of the command', () => {
    expect(read('--', '--help').result).toEqual({ args: { word: '--help' } });
  });

  it.each([
    [['word', '--bogus'], "demo: unknown option '--bogus' (--help: the usage)\n"],
    [['word', '-x'], "demo: unknown option '-x' (--help: the usage)\n"],
    [['word', '--count'], "demo: option '--count <value>' argument missing (--help: the usage)\n"],
    [['word', '--loud=yes'], "demo: option '--loud' does not take an argument (--help: the usage)\n"],
    [['word', 'other'], "demo: unexpected argument 'other' (--help: the usage)\n"],
    [[], 'demo: which word? (--help: the usage)\n'],
  ])('%j: one line on stderr, exit code 2', (argv, line) => {
    expect(read(...argv)).toEqual({ result: { exitCode: 2 }, out: '', err: line });
  });

  it("reads every wrong option's error as one line (util.parseArgs's longer messages cut to their first sentence)", () => {
    for (const argv of [
      ['w', '--count', '--loud'],
      ['w', '--count='],
    ]) {
      const { err } = read(...argv);
      if (err) expect(err.split('\n')).toEqual([expect.stringMatching(/^demo: /), '']);
    }
  });

  it('reads the arguments otherwise, --name=value too', () => {
    expect(read('word', '--count=3', '--loud').result).toEqual({ args: { word: 'word', count: '3', loud: true } });
  });

  it('lets any other error of the parse through', () => {
    const broken: Command<never> = {
      ...command,
      parse: () => {
        throw new RangeError('a bug');
      },
    };
    expect(() => readCommandLine(broken, ['x'], { stdout: capture(), stderr: capture() })).toThrow(RangeError);
  });

  it('knows --help from a word after --', () => {
    expect(wantsHelp(['a', '-h'])).toBe(true);
    expect(wantsHelp(['a', '--', '-h'])).toBe(false);
    expect(wantsHelp(['--helpful'])).toBe(false);
  });

  it('reads whole numbers', () => {
    expect(wholeNumber('--runs', '3')).toBe(3);
    for (const text of ['0', '-1', '1.5', 'x', ''])
      expect(() => wholeNumber('--runs', text)).toThrow(new UsageError(`--runs ${text}: a whole number, 1 or more`));
  });
});

describe('a remote on the command line', () => {
  it('is named by its key, its folder or its address', () => {
    for (const name of ['getInvolved', 'get-involved-mfe', 'get-involved'])
      expect(remoteArgument(name)).toBe('getInvolved');
    for (const name of ['news', 'news-mfe', 'news-features']) expect(remoteArgument(name)).toBe('news');
  });

  it('is a UsageError when missing or unknown, listing every name', () => {
    expect(() => remoteArgument('shell')).toThrow(UsageError);
    expect(() => remoteArgument(undefined)).toThrow(/^which remote\? about \| about-mfe, getInvolved/);
    let message = '';
    try {
      remoteArgument('getinvolved');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^"getinvolved" is not a remote: /);
    for (const { remote, folder, path } of sectionRegistry()) {
      expect(message).toContain(remote);
      expect(message).toContain(folder);
      expect(message).toContain(path);
    }
  });
});
