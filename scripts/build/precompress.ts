import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { RENDER_DIR } from './prerender.ts';

/** Text files the site serves; source maps are left out (only developer tools fetch them). */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/u;
/** Smaller files gain too little to be worth a second and third copy. */
const SMALLEST_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file
 * of the build, when smaller than the file: the server sends the copy the browser accepts
 * (spa.ts), compressed once at build at the highest setting rather than on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'alumni:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // The server's renderer is read from disk by the server, never sent.
      const renderer = path.join(outDir, RENDER_DIR) + path.sep;
      for (const file of textFilesIn(outDir)) if (!file.startsWith(renderer)) compressBeside(file);
    },
  };
}

export function compressBeside(file: string): void {
  const bytes = fs.readFileSync(file);
  if (bytes.length < SMALLEST_BYTES) return;
  const copies: [string, Buffer][] = [
    [
      `${file}.br`,
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    ],
    [`${file}.gz`, zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  for (const [copy, compressed] of copies) {
    if (compressed.length < bytes.length) fs.writeFileSync(copy, compressed);
    else fs.rmSync(copy, { force: true });
  }
}

export function* textFilesIn(directory: string): Generator<string> {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* textFilesIn(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}
