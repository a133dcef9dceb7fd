// The project boundaries are enforced by lint (eslint.config.mjs, tags in each package.json's "nx"): this
// lints snippets as if they were files of the packages and expects each broken boundary to be an error.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..');
const eslintBin = resolve(root, 'node_modules/eslint/bin/eslint.js');
// A few seconds per lint (the Nx rule builds the project graph), more on a busy machine.
jest.setTimeout(60_000);

// ESLint in its own process: it loads eslint.config.mjs with import(), which jest's module sandbox refuses.
function boundaryErrors(file: string, code: string): string[] {
  const run = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
    // The Nx rule reads the project graph; no daemon in a unit test.
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result!.messages
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries' || m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('module boundaries', () => {
  it('lets an app use the shared packages through their exports', () => {
    const code = [
      "import { Button } from '@stallions/shared-ui';",
      "import { TextField } from '@stallions/shared-ui/forms';",
      "import { supportedLanguages } from '@stallions/shared-i18n/languages';",
      'export { Button, TextField, supportedLanguages };',
    ].join('\n');
    expect(boundaryErrors('get-involved-mfe/src/boundary-fixture.ts', code)).toEqual([]);
  });

  it('refuses an app importing another app, or a package that is not shared-*', () => {
    expect(
      boundaryErrors('shell/src/boundary-fixture.ts', "export * from '@stallions/about-mfe/package.json';"),
    ).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: Imports of apps are forbidden/)]);
    expect(boundaryErrors('shell/src/boundary-fixture.ts', "export * from '@stallions/functions/messages';")).toEqual([
      expect.stringMatching(
        /^@nx\/enforce-module-boundaries: .*tagged with "type:app" can only depend on .*"scope:shared"/,
      ),
    ]);
  });

  it('refuses a shared package importing an app or a package that is not shared-*', () => {
    expect(
      boundaryErrors('shared-ui/src/boundary-fixture.ts', "export * from '@stallions/shell/package.json';"),
    ).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: /)]);
    expect(boundaryErrors('shared-ui/src/boundary-fixture.ts', "export * from '@stallions/functions';")).toEqual([
      expect.stringMatching(/^@nx\/enforce-module-boundaries: .*tagged with "scope:shared" can only depend on/),
    ]);
  });

  it("refuses a relative path into another package's source", () => {
    const errors = boundaryErrors(
      'get-involved-mfe/src/forms/boundary-fixture.ts',
      "import { Button } from '../../../shared-ui/src/actions/Button';\nexport { Button };",
    );
    expect(errors).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: /)]);
  });

  it("refuses a package's src/ instead of its exports", () => {
    const errors = boundaryErrors(
      'shell/src/boundary-fixture.ts',
      "import { renderPage } from '@stallions/shared-ui/src/testing/render-page';\nexport { renderPage };",
    );
    expect(errors).toContainEqual(expect.stringMatching(/^no-restricted-syntax: .*exports/));
  });
});
