/**
 * `Content-Disposition` for downloads, per RFC 6266 with the RFC 5987/8187 `filename*`
 * parameter, so that Korean file names survive every browser:
 * `attachment; filename="___.pdf"; filename*=UTF-8''%EA%B8%B0%EB%B6%80.pdf`.
 * The plain `filename` is an ASCII fallback; `filename*` carries the real name.
 */

export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment') {
  const safe = sanitizeFileName(fileName);
  const fallback = safe.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  // encodeURIComponent writes UTF-8 percent-escapes; RFC 5987's attr-char also excludes ' ( ) *.
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/gu,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The file name of a `Content-Disposition` header: `filename*` (decoded) when present, else the
 * plain `filename`; null when there is none or it cannot be read.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/iu.exec(header);
  if (extended?.[2]) {
    const charset = (extended[1] ?? '').trim().toLowerCase();
    try {
      if (charset === 'utf-8' || charset === '')
        return sanitizeFileName(decodeURIComponent(extended[2].trim()));
      if (charset === 'iso-8859-1') return sanitizeFileName(unescape(extended[2].trim()));
    } catch {
      // fall through to the plain parameter
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/iu.exec(header);
  const plain = quoted
    ? quoted[1]?.replace(/\\(.)/gu, '$1')
    : /filename\s*=\s*([^;\s]+)/iu.exec(header)?.[1];
  return plain?.trim() ? sanitizeFileName(plain) : null;
}

/**
 * A file name safe to show and to save: no path (a name is never a path), no control
 * characters, at most 200 characters; an empty result becomes "download".
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[/\\]/u).at(-1) ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, '')
    .replace(/^[.\s]+/u, '')
    .trim();
  const characters = [...cleaned];
  if (characters.length === 0) return 'download';
  if (characters.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return characters.slice(0, 200 - [...extension].length).join('') + extension;
}
