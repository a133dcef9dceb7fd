// Every component's examples, found by their files (`*.examples.tsx`): each one is rendered and axe-checked here,
// and every component the package exports has some. A component's own test drives its behaviour on them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { axe } from 'jest-axe';
import * as browserEntry from './browser';
import { exampleNames, type ComponentExamples } from './examples';
import * as formsEntry from './forms';
import * as pageEntry from './index';
import { renderExample } from './test-utils';

// Exported components that are no part of a page's design, each tested on its own terms.
const notDrawnByPages: Record<string, string> = {
  GlobalStyle: 'the global style sheet (theme.test.tsx)',
  SiteThemeProvider: 'the theme around the whole app (theme.test.tsx)',
  Island: "the server's wrapper of a browser island (Island.test.tsx)",
  PageRecorder: "the render server's record of a page, no markup",
  FormPostProvider: "the render server's answer to a form post, no markup",
  NotFoundView: "a whole page in the site's words, tested with the apps' translations",
};

/** Every `*.examples.tsx` under src, loaded (synchronously: the tests are made from them). */
function allExampleSets(): ComponentExamples<unknown>[] {
  const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.examples.tsx'),
  );
  return files.flatMap((file) =>
    Object.values(jest.requireActual<Record<string, ComponentExamples<unknown>>>(join(__dirname, file))),
  );
}

const exampleSets = allExampleSets();

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
  const withExamples = exampleSets.map((set) => set.name);

  it('exist for every component the package exports for pages and islands', () => {
    const missing = exported.filter((name) => !(name in notDrawnByPages) && !withExamples.includes(name));
    expect(missing).toEqual([]);
  });

  it('are named after an exported component, once each', () => {
    expect(withExamples.filter((name) => !exported.includes(name))).toEqual([]);
    expect(new Set(withExamples).size).toBe(withExamples.length);
  });
});

// Every example renders something, and axe finds no violation in it.
for (const set of exampleSets)
  describe(`${set.name} examples`, () => {
    it.each(exampleNames(set))('%s renders with no axe violations', async (name) => {
      const { container } = renderExample(set, name);
      expect(container).not.toBeEmptyDOMElement();
      expect(await axe(container)).toHaveNoViolations();
    });
  });
