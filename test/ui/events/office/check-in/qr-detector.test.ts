import { describe, expect, it, vi } from 'vitest';
import {
  type BarcodeDetectorClass,
  createQrDetector,
  detectorKindOf,
  type QrDetector,
} from '../../../../../src/ui/events/office/check-in/qr-detector';
import { createScanGate } from '../../../../../src/ui/events/office/check-in/scan-gate';

/** A browser's own BarcodeDetector that reads the given formats (or fails to list them). */
function nativeDetector(formats: string[] | Error) {
  const made: { formats: string[] }[] = [];
  const Detector = class {
    constructor(options: { formats: string[] }) {
      made.push(options);
    }
    static async getSupportedFormats() {
      if (formats instanceof Error) throw formats;
      return formats;
    }
    async detect() {
      return [];
    }
  };
  return { Detector: Detector as unknown as BarcodeDetectorClass, made };
}

const PONYFILL: QrDetector = { detect: async () => [{ rawValue: 'ponyfill' }] };

describe('the door’s QR reader: the browser’s BarcodeDetector, or the ponyfill', () => {
  it('takes the browser’s own when it reads QR codes', async () => {
    const { Detector, made } = nativeDetector(['ean_13', 'qr_code']);
    const loadPonyfill = vi.fn(async () => PONYFILL);
    expect(await detectorKindOf({ BarcodeDetector: Detector })).toBe('native');
    const detector = await createQrDetector({ BarcodeDetector: Detector }, loadPonyfill);
    expect(detector).toBeInstanceOf(Detector);
    expect(made).toEqual([{ formats: ['qr_code'] }]);
    expect(loadPonyfill).not.toHaveBeenCalled();
  });

  it('loads the ponyfill where there is no detector, no QR among its formats, or no list', async () => {
    for (const host of [
      {},
      { BarcodeDetector: nativeDetector(['ean_13']).Detector },
      { BarcodeDetector: nativeDetector(new Error('not allowed')).Detector },
    ]) {
      const loadPonyfill = vi.fn(async () => PONYFILL);
      expect(await detectorKindOf(host)).toBe('ponyfill');
      expect(await createQrDetector(host, loadPonyfill)).toBe(PONYFILL);
      expect(loadPonyfill).toHaveBeenCalledOnce();
    }
  });
});

describe('the camera’s repeated reads count once', () => {
  it('acts on a code once while it is held up, again after a pause or another code', () => {
    const gate = createScanGate(5_000);
    expect(gate.accept('a', 0)).toBe(true);
    expect(gate.accept('a', 250)).toBe(false);
    expect(gate.accept('a', 4_000)).toBe(false);
    // Still in sight: each read extends the pause.
    expect(gate.accept('a', 8_500)).toBe(false);
    expect(gate.accept('a', 14_000)).toBe(true);
    expect(gate.accept('b', 14_100)).toBe(true);
    expect(gate.accept('a', 14_200)).toBe(true);
    gate.reset();
    expect(gate.accept('a', 14_300)).toBe(true);
  });
});
