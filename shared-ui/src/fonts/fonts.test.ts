import { theme } from '../theme/theme';
import generated from './fonts.json';
import { fallbackFamilies, fontStacks } from './font-stacks';
import { fontDisplay, fontFaceCss, fontFaceCssFor, fontHeadHtml, fontStyleElementId, webFontFiles } from './fonts';

/** The @font-face rules of some CSS, each as its descriptors. */
const faces = (css: string) =>
  [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(
    ([, body]) =>
      Object.fromEntries(
        body!.split(/;(?![^(]*\))/).map((declaration) => {
          const at = declaration.indexOf(':');
          return [declaration.slice(0, at), declaration.slice(at + 1)];
        }),
      ) as Record<string, string>,
  );

describe('the font rules of a page', () => {
  it('name only its own script\u2019s files: Inter on Latin pages, Cairo\u2019s two on Arabic pages', () => {
    const latin = faces(fontFaceCssFor('latin'));
    const arabic = faces(fontFaceCssFor('arabic'));
    const webFaces = (list: Record<string, string>[]) => list.filter((face) => face.src!.startsWith('url('));
    expect(webFaces(latin).map((face) => face['font-family'])).toEqual(["'Inter'"]);
    expect(webFaces(latin).map((face) => face['unicode-range'])).toEqual([generated['inter-latin'].unicodeRange]);
    expect(webFaces(arabic).map((face) => face['font-family'])).toEqual(["'Cairo'", "'Cairo'"]);
    expect(webFaces(arabic).map((face) => face['unicode-range'])).toEqual([
      generated['cairo-arabic'].unicodeRange,
      generated['cairo-latin'].unicodeRange,
    ]);
    expect(fontFaceCssFor('latin')).not.toContain('Cairo');
    expect(fontFaceCssFor('arabic')).not.toContain('Inter');
    expect(webFontFiles.map((file) => [file.name, file.script])).toEqual([
      ['inter-latin', 'latin'],
      ['cairo-arabic', 'arabic'],
      ['cairo-latin', 'arabic'],
    ]);
  });

  it('declare the fallbacks at once and the page script\u2019s web fonts switched off until the first paint', () => {
    for (const script of ['latin', 'arabic'] as const) {
      const html = fontHeadHtml(script);
      const webFaces = webFontFiles.filter((file) => file.script === script);
      // No preload: the first paint waits on no font request.
      expect(html).not.toContain('rel="preload"');
      // Named by their script, for the page's loader to tell whether this browser has fetched those files before.
      const off =
        new RegExp(`<style id="${fontStyleElementId}" media="print" data-script="${script}">(.*?)</style>`).exec(
          html,
        )?.[1] ?? '';
      expect(faces(off).map((face) => face.src)).toEqual(webFaces.map((file) => `url('${file.url}') format('woff2')`));
      // Without script, the same rules in <noscript>.
      expect(html).toContain(`<noscript><style>${off}</style></noscript>`);
      // The fallbacks, on from the start: every local face of the script's family, none of the other script's.
      const on = /^<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(faces(on).every((face) => face.src!.startsWith('local('))).toBe(true);
      expect(faces(on).length).toBeGreaterThan(0);
    }
    expect(fontFaceCss).toBe(fontFaceCssFor('latin') + fontFaceCssFor('arabic'));
  });

  it('show the web fonts as the measured font-display says, self-hosted', () => {
    for (const face of faces(fontFaceCss).filter((rule) => rule.src!.startsWith('url('))) {
      expect(face['font-display']).toBe(fontDisplay);
      expect(face['font-weight']).toBe('400 700');
      expect(face.src).toMatch(/^url\('[^']+'\) format\('woff2'\)$/);
    }
    expect(fontDisplay).toBe('optional');
    expect(fontFaceCss).not.toMatch(/googleapis|gstatic|https?:/);
  });

  it('give each local fallback the web font\u2019s metrics at each design weight', () => {
    const fallbacks = faces(fontFaceCss).filter((rule) => rule.src!.startsWith('local('));
    expect(fallbacks).toHaveLength(generated.fallbacks.length);
    for (const face of fallbacks) {
      expect(face.src).toMatch(/^local\('[^']+'\)(,local\('[^']+'\))*$/);
      expect(face['size-adjust']).toMatch(/^\d+(\.\d+)?%$/);
      expect(face['ascent-override']).toMatch(/^\d+(\.\d+)?%$/);
      expect(face['descent-override']).toMatch(/^\d+(\.\d+)?%$/);
      expect(face['line-gap-override']).toMatch(/^\d+(\.\d+)?%$/);
      expect(['400', '600', '700']).toContain(face['font-weight']);
    }
    // Bold local fonts stand in for 600 and 700; the regular for 400.
    const arial = fallbacks.filter((face) => face['font-family'] === "'Inter Fallback Arial'");
    expect(arial.map((face) => face.src!.split(',')[0])).toEqual([
      "local('Arial')",
      "local('Arial Bold')",
      "local('Arial Bold')",
    ]);
  });

  it('are what the theme\u2019s stacks name, each web font before its fallbacks', () => {
    expect(fallbackFamilies('Inter')).toEqual([
      'Inter Fallback Arial',
      'Inter Fallback Roboto',
      'Inter Fallback DejaVu',
    ]);
    expect(fallbackFamilies('Cairo')).toEqual(['Cairo Fallback DejaVu']);
    expect(theme.fonts.body).toBe(fontStacks.latin);
    expect(theme.fonts.heading).toBe(fontStacks.latin);
    expect(theme.fonts.arabic).toBe(fontStacks.arabic);
    expect(fontStacks.latin).toMatch(
      /^'Inter', 'Inter Fallback Arial', 'Inter Fallback Roboto', 'Inter Fallback DejaVu', system-ui, .*sans-serif$/,
    );
    expect(fontStacks.arabic).toMatch(/^'Cairo', 'Cairo Fallback DejaVu', system-ui, .*sans-serif$/);
  });
});
