import type { Plugin as PostcssPlugin } from 'postcss';

/**
 * Sets `font-display: optional` on every `@font-face` of the build's CSS (Pretendard's own CSS
 * says `swap`). The text is painted at once in the fallback font; Pretendard is used when it
 * arrives within the first moment (from the cache, on later visits), and the text never
 * changes font, and so never shifts, after it has been painted (issue 10).
 */
export function fontDisplayOptional(): PostcssPlugin {
  return {
    postcssPlugin: 'alumni-font-display-optional',
    AtRule: {
      'font-face': (rule) => {
        let found = false;
        rule.walkDecls('font-display', (declaration) => {
          declaration.value = 'optional';
          found = true;
        });
        if (!found) rule.append({ prop: 'font-display', value: 'optional' });
      },
    },
  };
}
