import type { ApiEnvelope } from '../../contract/shared/envelope';

/** Shown when the server cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.';

/**
 * The envelope of an answer. An answer that is not an envelope (an HTML error page of a proxy,
 * an empty body) reads as a refusal without a message, so that the caller shows the default
 * text; a 2xx answer with no body reads as success with `data: null`.
 */
export async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T>> {
  const text = await response.text().catch(() => '');
  if (!text) {
    return { code: response.ok ? 0 : -1, message: null, data: null as T };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (isEnvelope(parsed)) {
      return {
        code: parsed.code,
        message: typeof parsed.message === 'string' ? parsed.message : null,
        data: (parsed.data ?? null) as T,
      };
    }
  } catch {
    // Not JSON: handled below.
  }
  return { code: -1, message: null, data: null as T };
}

function isEnvelope(value: unknown): value is { code: number; message?: unknown; data?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof value.code === 'number' &&
    Number.isInteger(value.code)
  );
}
