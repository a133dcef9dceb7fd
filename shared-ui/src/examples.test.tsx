import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as browserEntry from './browser';
import type { ComponentExamples } from './examples';
import * as formsEntry from './forms';
import * as pageEntry from './index';

// Exported components that are no part of a page's design, each tested on its own terms.
const notDrawnByPages: Record<string, string> = {
  GlobalStyle: 'the global style sheet (theme.test.tsx)',
  SiteThemeProvider: 'the theme around the whole app (theme.test.tsx)',
  Island: "the server's wrapper of a browser island (Island.test.tsx)",
  PageRecorder: "the render server's record of a page, no markup",
  FormPostProvider: "the render server's answer to a form post, no markup",
  NotFoundView: "a whole page in the site's words, tested with the apps' translations",
};

/** Every `*.examples.tsx` under src, loaded. */
async function allExampleSets(): Promise<ComponentExamples<unknown>[]> {
  const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.examples.tsx'),
  );
  const modules = await Promise.all(
    files.map((file) => import(join(__dirname, file)) as Promise<Record<string, ComponentExamples<unknown>>>),
  );
  return modules.flatMap((module) => Object.values(module));
}

function isComponent(name: string, value: unknown): boolean {
  const startsUpperCase = /^[A-Z]/.test(name);
  const renderable =
    typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
  return startsUpperCase && renderable;
}

describe('component examples', () => {
  const exported = Object.entries({ ...browserEntry, ...pageEntry, ...formsEntry })
    .filter(([name, value]) => isComponent(name, value))
    .map(([name]) => name);
  let withExamples: string[] = [];
  beforeAll(async () => {
    withExamples = (await allExampleSets()).map((set) => set.name);
  });

  it('exist for every component the package exports for pages and islands', () => {
    const missing = exported.filter((name) => !(name in notDrawnByPages) && !withExamples.includes(name));
    expect(missing).toEqual([]);
  });

  it('are named after an exported component, once each', () => {
    expect(withExamples.filter((name) => !exported.includes(name))).toEqual([]);
    expect(new Set(withExamples).size).toBe(withExamples.length);
  });
});
