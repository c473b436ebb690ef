import type { DownloadedFile } from '../../application/files/file-api';
import type { FileSaver } from '../../application/files/file-saver';
import { type BridgeHost, findNativeBridge } from './native-bridges';

/** What a browser download needs from the page. */
export interface BrowserDownloadHost {
  readonly document: Document;
  readonly URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

/**
 * Saves a download: through the app's bridge (base64 data and the file name) inside the
 * association's Android or iOS app, else as a browser download under the server's file name.
 */
export class NativeOrBrowserFileSaver implements FileSaver {
  constructor(
    private readonly bridgeHost: BridgeHost,
    private readonly browser: BrowserDownloadHost,
  ) {}

  async save(file: DownloadedFile): Promise<void> {
    const bridge = findNativeBridge(this.bridgeHost);
    if (bridge) {
      bridge.send(await toBase64(file.data), file.fileName);
      return;
    }
    const url = this.browser.URL.createObjectURL(file.data);
    try {
      const link = this.browser.document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.rel = 'noopener';
      link.style.display = 'none';
      this.browser.document.body.append(link);
      link.click();
      link.remove();
    } finally {
      // Revoked after the click has been handled, so the download has its bytes.
      setTimeout(() => this.browser.URL.revokeObjectURL(url), 30_000);
    }
  }
}

/** Base64 of the bytes, in slices so that a large file does not overflow the call stack. */
export async function toBase64(data: Blob): Promise<string> {
  const bytes = new Uint8Array(await data.arrayBuffer());
  let binary = '';
  const slice = 0x8000;
  for (let start = 0; start < bytes.length; start += slice) {
    binary += String.fromCharCode(...bytes.subarray(start, start + slice));
  }
  return btoa(binary);
}
