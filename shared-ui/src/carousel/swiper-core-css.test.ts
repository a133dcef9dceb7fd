import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { topLevelRules, trimSwiperCss } from './swiper-core-css';

// Read from the package itself (jest stands an empty string in for imported CSS).
const swiperCss = readFileSync(join(dirname(require.resolve('swiper')), 'swiper.css'), 'utf8');
const selectors = (css: string) => topLevelRules(css).map((rule) => rule.slice(0, rule.indexOf('{')).trim());

describe("Swiper's core CSS, cut to the carousel's features", () => {
  it('keeps the rules that lay out a horizontal carousel of slides', () => {
    const kept = selectors(trimSwiperCss(swiperCss));
    for (const selector of ['.swiper', '.swiper-wrapper', '.swiper-horizontal', '.swiper-slide'])
      expect(kept).toContain(selector);
  });

  it('drops 3D effects, CSS mode, auto height, the lazy preloader and shadow-DOM rules, and the comments', () => {
    const trimmed = trimSwiperCss(swiperCss);
    expect(trimmed).not.toMatch(/:host|swiper-3d|swiper-css-mode|swiper-autoheight|lazy-preloader|\/\*/);
    expect(trimmed.length).toBeLessThan(swiperCss.length / 3);
  });

  it('reads nested blocks as part of their rule, and keeps a list with any used selector', () => {
    const css = '.a { .b { color: red } }\n.swiper-3d .x, .y { top: 0 }\n.swiper-3d { z: 1 }';
    expect(topLevelRules(css)).toEqual([
      '.a { .b { color: red } }',
      '.swiper-3d .x, .y { top: 0 }',
      '.swiper-3d { z: 1 }',
    ]);
    expect(selectors(trimSwiperCss(css))).toEqual(['.a', '.swiper-3d .x, .y']);
  });
});
