import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { fontDisplayOptional } from '../../../scripts/build/font-display';

describe('fontDisplayOptional', () => {
  it('makes every @font-face optional, whatever it said, and leaves other rules alone', async () => {
    const css = `
@font-face { font-family: 'Pretendard Variable'; font-display: swap; src: url(a.woff2); }
@font-face { font-family: 'Other'; src: url(b.woff2); }
body { font-display: swap; }
`;
    const { css: out } = await postcss([fontDisplayOptional()]).process(css, { from: undefined });
    const faces = out.match(/@font-face\s*\{[^}]*\}/gu) ?? [];
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain('font-display: optional');
      expect(face).not.toContain('swap');
    }
    expect(out).toContain('body { font-display: swap; }');
  });
});
