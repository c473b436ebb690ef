import { attachedFileOf } from '../../../application/files';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../../../src/contract/shared/content-disposition';
import { AppError } from '../../../application/shared/app-error';
import type { Principal } from '../../../application/shared/principal';
import type { FileDownload } from '../../../application/files/file-service';
import type { IncomingFile } from '../../../application/files/ports';
import type { FilesServices } from '../../../application/files';
import { VISITOR_UPLOADS_PER_HOUR } from '../../../domain/files';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

const GROUP_ID = /^[A-Za-z0-9_-]{1,64}$/u;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Uploads, downloads and public images. */
export function registerFilesRoutes(routes: Routes, services: FilesServices): void {
  routes.json(
    'uploadFile',
    async ({ request, principal }) => ({
      data: await withUpload(request, (file, group) =>
        services.files.uploadFile(requirePrincipal(principal), file, group),
      ),
    }),
    { perMinute: 30 },
  );

  // Open to visitors, for the image chosen on the sign-up form; a member whose token has expired
  // is told so (the client refreshes and sends again), rather than uploading as a visitor.
  routes.json(
    'uploadProfileImage',
    async ({ request, principal }) => {
      requireFreshToken(request, principal);
      return {
        data: await withUpload(request, (file, group) =>
          services.files.uploadProfileImage(principal, file, group),
        ),
      };
    },
    { perMinute: 20, visitorsPerHour: VISITOR_UPLOADS_PER_HOUR },
  );

  // Downloads are open to visitors (public files); a member whose token has expired is told so,
  // so that the client refreshes and asks again, rather than being answered as a visitor.
  routes.binary('downloadFile', async ({ body, principal, request, reply }) => {
    requireFreshToken(request, principal);
    return sendDownload(
      reply,
      await services.files.downloadFile(
        principal,
        body.atchFileMstId,
        body.atchFileId,
        request.ip || null,
      ),
    );
  });

  routes.binary('downloadFiles', async ({ body, principal, request, reply }) => {
    requireFreshToken(request, principal);
    return sendDownload(
      reply,
      await services.files.downloadFiles(
        principal,
        body.atchFileMstId,
        body.fileNm,
        request.ip || null,
      ),
    );
  });

  routes.json('recentFile', async ({ query, principal, request }) => {
    requireFreshToken(request, principal);
    const file = await services.files.recentFile(principal, query.atchFileMstId);
    return {
      data: file && attachedFileOf(file),
    };
  });

  // Public images never change under their id (contents are addressed by hash): cache for a year.
  routes.binary('media', async ({ params, request, reply }) => {
    const media = await services.files.media(params.atchFileId);
    const etag = `"${media.file.sha256}"`;
    reply
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      media.stream.destroy();
      return reply.code(304).send();
    }
    return reply
      .type(media.file.mimeType)
      .header('content-length', String(media.file.size))
      .header('content-disposition', contentDisposition(media.file.fileName, 'inline'))
      .send(media.stream);
  });
}

/** A call open to visitors refuses an expired token with 4011 instead of treating it as none. */
function requireFreshToken(request: FastifyRequest, principal: Principal | null): void {
  if (!principal && request.tokenState === 'expired') throw new AppError('tokenExpired');
}

function sendDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  const { file, stream } = download;
  return reply
    .type(file.mimeType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.fileName))
    .send(stream);
}

/** A multipart body the parser cannot read: no or an empty boundary, cut short, not multipart. */
const UNREADABLE_UPLOAD = '파일을 올리는 요청을 읽을 수 없습니다. 파일을 다시 올려 주세요.';

/**
 * Reads a multipart upload: an optional `atchFileMstId` field, then the `file` part, which is
 * handed on as a stream (never held in memory). Fields after the file are not read. A body the
 * parser cannot read is bad input (400), never a failure of the server; what a malformed tail
 * after a whole file part says does not matter, as the file was delimited in full.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  handle: (file: IncomingFile, atchFileMstId: string | undefined) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError('unsupportedMediaType', '파일은 multipart/form-data로 올려 주세요.');
  }
  let atchFileMstId: string | undefined;
  let result: { value: T } | undefined;
  let parts: AsyncIterator<Multipart>;
  try {
    parts = request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    throw asUnreadableUpload(error);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      if (result) break;
      throw asUnreadableUpload(error);
    }
    if (next.done) break;
    const part = next.value;
    if (part.type === 'field') {
      if (
        part.fieldname === 'atchFileMstId' &&
        typeof part.value === 'string' &&
        part.value !== ''
      ) {
        if (!GROUP_ID.test(part.value))
          throw new AppError('invalidInput', '파일 묶음 ID가 올바르지 않습니다.');
        atchFileMstId = part.value;
      }
    } else if (part.fieldname === 'file' && result === undefined) {
      try {
        result = {
          value: await handle({ fileName: part.filename, stream: part.file }, atchFileMstId),
        };
      } catch (error) {
        // The part's stream broke because the body did (cut short inside the file): bad input.
        // A refusal of the use case (too large, wrong kind) stands as it is.
        if (!(error instanceof AppError) && part.file.errored)
          throw asUnreadableUpload(part.file.errored);
        throw error;
      }
    } else {
      part.file.resume();
    }
  }
  if (!result) throw new AppError('invalidInput', '올릴 파일을 선택해 주세요.');
  return result.value;
}

/**
 * The parser's own errors carry no status (busboy's "Boundary not found", "Unexpected end of
 * form", "Malformed part header"): bad input. The plugin's limits carry theirs and are answered
 * by the error handler as they are.
 */
function asUnreadableUpload(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return new AppError('invalidInput', UNREADABLE_UPLOAD);
}
