/** The site's colours (src/ui/shared/styles/tokens.css: --navy-700 and --white). */
const THEME_COLOUR = '#1f4e79';
const BACKGROUND_COLOUR = '#ffffff';

/**
 * `manifest.webmanifest`, with the association's name from the build's configuration
 * (`VITE_ASSOCIATION_NAME`), so that a phone that adds the site to its home screen shows the
 * right name and icon. Written by the pre-rendering (prerender.ts), which knows the name; the
 * icons are in public/icons (app-icons.ts).
 */
export function manifestFor(associationName: string): string {
  const manifest = {
    name: associationName,
    short_name: shortName(associationName),
    lang: 'ko-KR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A home-screen label: "한빛고등학교 총동문회" → "한빛고 총동문회", at most 12 characters. */
export function shortName(name: string): string {
  const short = name.replace(/(\S+?)고등학교/u, '$1고').trim();
  return short.length <= 12 ? short : short.slice(0, 12);
}
