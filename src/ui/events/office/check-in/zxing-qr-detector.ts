import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// The reader's WebAssembly, served from our own origin (the package would fetch it from a CDN,
// which the Content-Security-Policy does not allow and the door should not depend on).
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDetector } from './qr-detector';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
  },
});

/** The ponyfill's detector, reading QR codes only (its chunk is loaded with the camera). */
export function zxingQrDetector(): QrDetector {
  return new BarcodeDetector({ formats: ['qr_code'] });
}
