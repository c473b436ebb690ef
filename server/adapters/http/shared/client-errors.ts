import type { Socket } from 'node:net';
import { API_ERRORS } from '../../../../src/contract/shared/error-codes';

/**
 * Requests that Node's HTTP parser refuses before Fastify sees them: a request line and headers
 * beyond its 16 KiB, bytes that HTTP does not allow (raw non-ASCII in the path), broken framing,
 * a request that never finishes arriving. Fastify's default answers these in English without
 * the envelope and without `Connection: close`, so a keep-alive client sent its next request
 * into a closing socket. They are bad input like any other: 400 in the Korean envelope, and the
 * connection ends, since nothing more can be read from it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const body = JSON.stringify({
      code: API_ERRORS.invalidInput.code,
      message: messageFor(error.code),
      data: null,
    });
    socket.write(
      'HTTP/1.1 400 Bad Request\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function messageFor(code: string | undefined): string {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return '요청 주소나 헤더가 너무 깁니다.';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return '요청이 제시간에 도착하지 않았습니다. 다시 시도해 주세요.';
    default:
      return '요청 내용이 올바르지 않습니다.';
  }
}
