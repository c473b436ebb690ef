/** The scripts a page's HTML loads at once: module scripts and module preloads, in order. */
export function startUpScripts(html: string): string[] {
  const found = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/gu),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/gu),
  ].map((match) => match[1] ?? '');
  return [...new Set(found.filter(Boolean))];
}
