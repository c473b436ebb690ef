import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli at a quality meant for answers made on the fly (11 is for the build's files). */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

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
    brotliOptions: BROTLI_OPTIONS,
  });
}

/**
 * The same compression for an answer made outside a route (the pages, answered by the
 * not-found handler, which the plugin's per-route hooks never reach): Brotli or gzip as the
 * client accepts, above the threshold, with `Vary: Accept-Encoding`.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const bytes = Buffer.from(body);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (bytes.length < COMPRESSION_THRESHOLD_BYTES || encoding === null) return reply.send(bytes);
  const compressed =
    encoding === 'br' ? zlib.brotliCompressSync(bytes, BROTLI_OPTIONS) : zlib.gzipSync(bytes);
  return reply.header('content-encoding', encoding).send(compressed);
}

/** Brotli if the client takes it, else gzip, else nothing (`;q=0` refuses one). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/u.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
