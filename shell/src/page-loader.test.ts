import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentSecurityPolicy, pageLoaderHash } from '@stallions/shared-config/headers';
import { testRuntimeConfig } from '@stallions/shared-config/testing';

const template = readFileSync(resolve(__dirname, '../public/index.html'), 'utf8');
const inlineScripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

describe("the page's loader (the template's one inline script)", () => {
  it('is the only inline script, and the CSP allows it by its hash', () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inlineScripts[0]!).digest('base64')}'`;
    expect(hash).toBe(pageLoaderHash);
    expect(contentSecurityPolicy({ kind: 'shell', config: testRuntimeConfig(), production: true })).toContain(hash);
  });

  it('loads no script of its own with the document: site.js is requested by the loader, after the first paint', () => {
    expect(template).not.toMatch(/<script[^>]*\ssrc=/);
    expect(inlineScripts[0]).toContain('.src="/site.js"');
    expect(inlineScripts[0]).toContain('first-contentful-paint');
  });
});
