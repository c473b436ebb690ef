// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { findNativeBridge } from '../../../src/adapters/native/native-bridges';
import {
  NativeOrBrowserFileSaver,
  toBase64,
} from '../../../src/adapters/native/native-or-browser-file-saver';

const file = {
  fileName: '2026년 기부금영수증.pdf',
  mimeType: 'application/pdf',
  data: new Blob(['%PDF-1.7 한글'], { type: 'application/pdf' }),
};
const BASE64 = Buffer.from('%PDF-1.7 한글').toString('base64');

function browser() {
  const createObjectURL = vi.fn(() => 'blob:test/1');
  const revokeObjectURL = vi.fn();
  return { host: { document, URL: { createObjectURL, revokeObjectURL } }, createObjectURL };
}

describe('NativeOrBrowserFileSaver (spec section 9: native app downloads)', () => {
  it('inside the Android app: hands base64 data and the file name to the bridge', async () => {
    const downloadFile = vi.fn();
    const { host, createObjectURL } = browser();
    await new NativeOrBrowserFileSaver({ Android: { downloadFile } }, host).save(file);
    expect(downloadFile).toHaveBeenCalledWith(BASE64, '2026년 기부금영수증.pdf');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('inside the iOS app: posts base64 data and the file name to the message handler', async () => {
    const postMessage = vi.fn();
    const { host } = browser();
    await new NativeOrBrowserFileSaver(
      { webkit: { messageHandlers: { downloadFile: { postMessage } } } },
      host,
    ).save(file);
    expect(postMessage).toHaveBeenCalledWith({ data: BASE64, fileName: '2026년 기부금영수증.pdf' });
  });

  it('in a browser: a download link under the server’s file name', async () => {
    const { host, createObjectURL } = browser();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await new NativeOrBrowserFileSaver({}, host).save(file);
    expect(createObjectURL).toHaveBeenCalledWith(file.data);
    expect(clicked[0]?.download).toBe('2026년 기부금영수증.pdf');
    expect(clicked[0]?.href).toBe('blob:test/1');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('ignores a half-present bridge (no download function)', () => {
    expect(findNativeBridge({ Android: {} })).toBeNull();
    expect(findNativeBridge({ webkit: { messageHandlers: {} } })).toBeNull();
    expect(findNativeBridge({})).toBeNull();
  });

  it('encodes large files in base64 without overflowing the stack', async () => {
    const bytes = new Uint8Array(300_000).map((_, index) => index % 251);
    expect(await toBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });
});
