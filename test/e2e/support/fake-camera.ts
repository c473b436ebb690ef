import fs from 'node:fs';
import QRCode from 'qrcode';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

const WIDTH = 640;
const HEIGHT = 480;
/** Luma of the code's dark and light modules (video range). */
const DARK = 16;
const LIGHT = 235;

/**
 * A still camera picture of `text` as a QR code, as the Y4M video Chromium's fake camera plays
 * (`--use-file-for-fake-video-capture`): a phone held over the confirmation mail's code.
 */
export function writeQrCameraVideo(text: string, file: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const x = left + (column + quiet) * scale;
      const y = top + (row + quiet) * scale;
      for (let dy = 0; dy < scale; dy += 1)
        luma.fill(DARK, (y + dy) * WIDTH + x, (y + dy) * WIDTH + x + scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(
    `YUV4MPEG2 W${String(WIDTH)} H${String(HEIGHT)} F10:1 Ip A1:1 C420jpeg\n`,
  );
  fs.writeFileSync(file, Buffer.concat([header, frame, frame]));
}

/** A Chromium of its own whose camera plays `video`, its permission granted without asking. */
export function launchWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
