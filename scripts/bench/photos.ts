// Photo processing: `npm run bench` (alone: `npx tsx scripts/bench/photos.ts`, options --runs 5).
// Not part of `npm test`; no test asserts a time.
//
// Processes a 12-megapixel camera photo (4000×3000, a textured scene so that the encoders have
// work, EXIF orientation 6) through the server's own SharpImageProcessor, as an upload is: one
// photo at a time, one libvips thread. Prints the median time per photo, the bytes it makes in
// all (4 widths × WebP and JPEG), and, for the queue, how long 9 uploads at once take and how
// many a 10th and 11th at once are refused (the queue holds one working and eight waiting).
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { HeavyWorkBusyError } from '../../server/application/shared/ports';
import type { ProcessedImage } from '../../server/application/content/ports';
import { SharpImageProcessor } from '../../server/adapters/images/sharp-image-processor';
import { PHOTO_JOBS_AT_ONCE, PHOTO_JOBS_WAITING } from '../../server/domain/content/policies';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(options.runs);

async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  // Noise, blurred a little: a photo's texture rather than a flat colour.
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function bytesOf(image: ProcessedImage): number {
  return image.variants.reduce(
    (sum, variant) => sum + variant.webp.length + variant.jpeg.length,
    0,
  );
}

const photo = await cameraPhoto();
const processor = new SharpImageProcessor({
  concurrency: PHOTO_JOBS_AT_ONCE,
  queueLimit: PHOTO_JOBS_WAITING,
});
await processor.process(photo); // warm-up: libvips loads its codecs once
const times: number[] = [];
let made = 0;
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  made = bytesOf(await processor.process(photo));
  times.push(performance.now() - start);
}
console.info(
  `photo processing: ${(photo.length / 1024 / 1024).toFixed(1)} MB camera JPEG (4000×3000) → ` +
    `${(made / 1024).toFixed(0)} KB in 8 files; median ${median(times).toFixed(0)} ms a photo ` +
    `(${RUNS} runs)`,
);

const burst = PHOTO_JOBS_AT_ONCE + PHOTO_JOBS_WAITING + 2;
const start = performance.now();
const outcomes = await Promise.allSettled(
  Array.from({ length: burst }, () => processor.process(photo)),
);
const refused = outcomes.filter(
  (outcome) => outcome.status === 'rejected' && outcome.reason instanceof HeavyWorkBusyError,
).length;
console.info(
  `photo queue: ${burst} at once → ${burst - refused} processed in ` +
    `${((performance.now() - start) / 1000).toFixed(1)} s, ${refused} refused at once (503)`,
);
