// Swiper's core CSS, cut to what the site's carousel uses. The whole file (6 KB, with 3D effects, CSS mode, auto
// height, the lazy preloader and shadow-DOM rules this carousel never turns on) went into the head of every page
// with a carousel, in the bytes of its first view. Its top-level rules are kept or dropped whole.

/** The features of Swiper the carousel does not use, by the names in their selectors. */
const unusedFeature = /:host|swiper-(?:3d|css-mode|autoheight|lazy-preloader|watch-progress|preloader-spin)/;

/** A stylesheet's top-level rules (a selector or at-rule with its block, nested blocks inside), comments dropped. */
export function topLevelRules(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) {
      rules.push(text.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  return rules;
}

/** Drops a rule all of whose selectors belong to an unused feature. */
const used = (rule: string) =>
  !rule
    .slice(0, rule.indexOf('{'))
    .split(',')
    .every((selector) => unusedFeature.test(selector));

/** Swiper's stylesheet (swiper/swiper.css, as text) without the rules of the features the carousel leaves off. */
export const trimSwiperCss = (css: string): string => topLevelRules(css).filter(used).join('\n');
