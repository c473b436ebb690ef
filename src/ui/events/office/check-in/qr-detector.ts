/**
 * The door's QR reader (issue 33, item 5): the browser's own BarcodeDetector where it has one
 * that reads QR codes (Chrome on Android), otherwise the `barcode-detector` ponyfill over
 * zxing-wasm, loaded only when the camera starts (it is large, and only the door needs it).
 */

/** A detected code: what the QR holds. */
export interface DetectedCode {
  readonly rawValue: string;
}

export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<readonly DetectedCode[]>;
}

/** The Shape Detection API's class, as much of it as the choice needs. */
export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** Where the browser's detector would be: `window`. */
export interface DetectorHost {
  readonly BarcodeDetector?: BarcodeDetectorClass;
}

export type DetectorKind = 'native' | 'ponyfill';

/**
 * The browser's detector when it is there and lists `qr_code` among its formats (some
 * platforms have the class but no QR support, or refuse to list); the ponyfill otherwise.
 */
export async function detectorKindOf(host: DetectorHost): Promise<DetectorKind> {
  if (!('BarcodeDetector' in host) || typeof host.BarcodeDetector !== 'function') return 'ponyfill';
  try {
    const formats = await host.BarcodeDetector.getSupportedFormats();
    return formats.includes('qr_code') ? 'native' : 'ponyfill';
  } catch {
    return 'ponyfill';
  }
}

/** A QR detector of the kind the browser allows; the ponyfill is loaded here, on first use. */
export async function createQrDetector(
  host: DetectorHost,
  loadPonyfill: () => Promise<QrDetector> = async () =>
    (await import('./zxing-qr-detector')).zxingQrDetector(),
): Promise<QrDetector> {
  const kind = await detectorKindOf(host);
  if (kind === 'native' && host.BarcodeDetector)
    return new host.BarcodeDetector({ formats: ['qr_code'] });
  return loadPonyfill();
}
