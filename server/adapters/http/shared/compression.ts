import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API answers above the threshold are compressed as they leave (Brotli at a quality meant for
 * answers made on the fly, else gzip), with `Vary: Accept-Encoding`. The SPA's files come
 * compressed from the build (spa.ts) and are not compressed again; images and other binary
 * downloads are not compressible types. Compressed request bodies are not accepted: nothing
 * sends them, and inflating what a client sends invites a zip bomb.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
}
