import { render } from '@testing-library/react';
import { fontFaceCss, fontStyleElementId } from './GlobalStyle';
import { media } from './media';
import { SiteThemeProvider } from './SiteThemeProvider';
import { space, theme } from './theme';

// WCAG 2.x relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('theme', () => {
  const c = theme.colors;

  it.each([
    ['text on background', c.text, c.background],
    ['text on surfaceAlt', c.text, c.surfaceAlt],
    ['muted text on surface', c.textMuted, c.surface],
    ['muted text on surfaceAlt', c.textMuted, c.surfaceAlt],
    ['primary button', c.primaryContrast, c.primary],
    ['primary button (hover)', c.primaryContrast, c.primaryHover],
    ['gold button', c.accentContrast, c.accent],
    ['gold button (hover)', c.accentContrast, c.accentHover],
    ['eyebrow on surface', c.accentText, c.surface],
    ['eyebrow on surfaceAlt', c.accentText, c.surfaceAlt],
    ['gold text on dark', c.accentOnDark, c.primary],
    ['links on background', c.primary, c.background],
    ['success banner', c.text, c.successBg],
    ['danger text on white', c.danger, c.surface],
    ['danger text on its background', c.danger, c.dangerBg],
  ])('%s meets AA for text (4.5:1)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['focus ring on background', c.focus, c.background],
    ['focus ring on surfaceAlt', c.focus, c.surfaceAlt],
    ['focus ring on dark', c.accentOnDark, c.primary],
    ['form control border', c.borderStrong, c.surface],
    ['success icon', c.success, c.successBg],
  ])('%s meets 3:1 for non-text contrast', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });

  it('has numeric breakpoints and mobile-first media queries', () => {
    expect(theme.breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
    expect(media.lg).toBe('@media (min-width: 1024px)');
    expect(media.sm).toBe('@media (min-width: 640px)');
    expect(media.reducedMotion).toBe('@media (prefers-reduced-motion: reduce)');
    expect(theme.headerHeight).toBe('72px');
  });

  it('resolves space tokens and passes CSS lengths through', () => {
    expect(space(4)).toBe('1rem');
    expect(space('3.5rem')).toBe('3.5rem');
  });
});

describe('GlobalStyle', () => {
  const globalCss = () =>
    Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');

  it('self-hosts the fonts and sets the accessibility basics', () => {
    render(<SiteThemeProvider>content</SiteThemeProvider>);
    const css = globalCss();
    // One variable file per script for the design's three weights.
    expect(css).not.toMatch(/font-family:\s*'Inter'[^}]*font-weight:\s*\d00;/);
    expect(css).toMatch(/@font-face\s*{[^}]*font-family:\s*'Inter'[^}]*font-weight:\s*400 700/);
    expect(css).toMatch(/@font-face\s*{[^}]*font-family:\s*'Cairo'[^}]*font-weight:\s*400 700/);
    expect(css).toContain('font-display:optional');
    expect(css).toContain("url('test-file-stub') format('woff2')");
    expect(css).toMatch(/unicode-range:\s*U\+20,U\+A0,U\+60C/);
    expect(css).toContain('scroll-padding-top:calc(72px + 1rem)');
    expect(css).toMatch(/:focus-visible\s*{\s*outline:3px solid var\(--focus-ring, ?#9A6700\)/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
  });

  it('draws Arabic text in Cairo, and gives Latin pages no stack that would download it', () => {
    render(<SiteThemeProvider>content</SiteThemeProvider>);
    const css = globalCss();
    expect(theme.fonts.body).not.toContain('Cairo'); // one Arabic word on an English page stays system-drawn
    // Each web font, then its metric-matched fallbacks, then the system's fonts.
    expect(css).toMatch(
      /body\s*{[^}]*font-family:'Inter','Inter Fallback Arial','Inter Fallback Roboto','Inter Fallback DejaVu',system-ui/,
    );
    expect(css).toMatch(/:lang\(ar\)\s*{\s*font-family:'Cairo','Cairo Fallback DejaVu',system-ui/);
  });

  it('declares the fonts once, in their own tag: not again over a server-rendered page that has it', () => {
    document.getElementById(fontStyleElementId)?.remove();
    const served = document.createElement('style');
    served.id = fontStyleElementId;
    served.textContent = fontFaceCss;
    document.head.append(served);
    render(<SiteThemeProvider>content</SiteThemeProvider>);
    expect(globalCss().match(/@font-face/g)).toHaveLength(fontFaceCss.match(/@font-face/g)!.length); // each once
    served.remove();
  });
});
