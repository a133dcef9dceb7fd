// `npm run build -w @stallions/functions`: what `firebase deploy --only functions` uploads, in functions/dist/:
// index.js (this package and the shared submission code bundled by esbuild; firebase-functions and
// firebase-admin left as dependencies) and a package.json naming only those two. The Firebase CLI installs
// them in the cloud, where the workspace packages (@stallions/*) do not exist.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..');
const own = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = ['firebase-functions', 'firebase-admin'];

export async function bundle(out = resolve(root, 'dist')) {
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [resolve(root, 'src/index.ts')],
    outfile: resolve(out, 'index.js'),
    bundle: true,
    platform: 'node',
    target: 'node20', // the local Node; the cloud runs 22 (firebase.json)
    format: 'cjs',
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  const manifest = {
    name: 'stallions-functions',
    private: true,
    main: 'index.js',
    engines: { node: '22' },
    dependencies: Object.fromEntries(external.map((name) => [name, own.dependencies[name]])),
  };
  writeFileSync(resolve(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The parameters' values (functions/.env.<project id>: COMMITTEE_EMAIL, PRINT_QUEUE_EMAIL) go with the source.
  for (const name of readdirSync(root).filter((file) => file.startsWith('.env'))) {
    copyFileSync(resolve(root, name), resolve(out, name));
  }
}

if (require.main === module) {
  bundle().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
