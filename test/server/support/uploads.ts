import type { SignedInMember } from './members';
import type { CallResult, TestServer } from './test-server';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type UploadCall =
  | '/api/user/file'
  | '/api/user/file/profileImage'
  | '/api/admin/images'
  | '/api/user/companies/logos'
  | '/api/admin/donations/import/preview';

export interface Uploaded {
  readonly atchFileMstId: string;
  readonly atchFileId: string;
}

export interface UploadRequest {
  readonly call?: UploadCall;
  /** Signed in as this member; a visitor without. */
  readonly member?: SignedInMember;
  readonly fileName?: string;
  readonly bytes?: Buffer;
  readonly mimeType?: string;
  /** The file group to add to (`atchFileMstId`). */
  readonly group?: string;
}

/** One multipart upload, as the SPA sends it; answers the envelope. */
export async function upload(
  server: TestServer,
  {
    call = '/api/user/file',
    member,
    fileName = '성적증명서.png',
    bytes = PNG,
    mimeType = 'image/png',
    group,
  }: UploadRequest,
): Promise<CallResult<Uploaded | null>> {
  const form = new FormData();
  if (group !== undefined) form.append('atchFileMstId', group);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), fileName);
  const response = await server.fetch(call, {
    method: 'POST',
    headers: member
      ? { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId }
      : {},
    body: form,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as CallResult<Uploaded | null>['body'],
  };
}

/** An upload that must succeed; answers the file's ids. */
export async function uploaded(server: TestServer, request: UploadRequest): Promise<Uploaded> {
  const result = await upload(server, request);
  if (result.status !== 200 || !result.body.data)
    throw new Error(`upload failed: ${JSON.stringify(result.body)}`);
  return result.body.data;
}
