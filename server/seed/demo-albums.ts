import os from 'node:os';
import sharp from 'sharp';
import {
  type AlbumDraft,
  type AlbumKind,
  albumDraftRefusal,
  savedAlbumFieldsOf,
} from '../../src/domain/content/albums';
import { scaledHeight, siteImageWidthsFor } from '../../src/domain/content/site-images';
import { storeProcessedImage } from '../application/content/site-images';
import { demoPhotoStorage } from './demo-photos';
import type { SeedPorts } from './seed-ports';
import type { ProcessedImage } from '../application/content/ports';

/**
 * The demo's photo albums, two for each gallery, so that a new site shows full galleries: each
 * photo a drawn placeholder (sky, hills and buildings, or a hall and its audience; no text,
 * whose fonts a server may lack) in the site's widths and formats, as an upload's would be.
 *
 * Written straight into the store, as the demo's notices and pages are, so that the audit log
 * of a new site starts empty: the photos' files and records as SiteImages stores an upload's,
 * each album as Albums saves one that passed the console's checks.
 */

/** What a placeholder shows: outdoors (the campus), or indoors (a hall and its audience). */
type Scene = 'campus' | 'hall';
/** How it is printed: today's colours, an old photo's sepia, or a faded 1980s print. */
type Tone = 'colour' | 'sepia' | 'faded';

interface DemoPhoto {
  readonly scene: Scene;
  readonly alt: string;
  readonly caption: string;
}

interface DemoAlbum {
  readonly kind: AlbumKind;
  readonly title: string;
  readonly description: string;
  /** The day taken, from today; null when it is not known. */
  readonly takenOn: (today: Date) => string | null;
  readonly tone: Tone;
  readonly photos: readonly DemoPhoto[];
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

const ALBUMS: readonly DemoAlbum[] = [
  {
    kind: 'school',
    title: '봄의 교정',
    description:
      '목련과 벚꽃이 한창인 4월의 교정을 담았습니다. 본관 앞 느티나무 길은 동문 여러분이 기억하시는 모습 그대로입니다.',
    takenOn: (today) => lastDayOfYear(today, 4, 10),
    tone: 'colour',
    photos: [
      {
        scene: 'campus',
        alt: '정문에서 바라본 교정 전경과 그 뒤의 나지막한 산',
        caption: '정문에서 본 교정',
      },
      {
        scene: 'campus',
        alt: '벚꽃이 핀 본관 앞 느티나무 길을 걷는 학생들',
        caption: '본관 앞 느티나무 길',
      },
      {
        scene: 'campus',
        alt: '교화인 목련이 활짝 핀 중앙 화단과 본관 건물',
        caption: '중앙 화단의 목련',
      },
      {
        scene: 'campus',
        alt: '점심시간에 운동장에서 축구를 하는 학생들',
        caption: '',
      },
    ],
  },
  {
    kind: 'school',
    title: '새 도서관과 과학관',
    description:
      '동문 여러분의 발전기금으로 새로 단장한 도서관과 지난해 문을 연 과학관을 소개합니다.',
    takenOn: (today) => daysBefore(today, 45),
    tone: 'colour',
    photos: [
      {
        scene: 'campus',
        alt: '리모델링을 마친 도서관 건물의 바깥 모습',
        caption: '새로 단장한 도서관',
      },
      {
        scene: 'hall',
        alt: '창가를 따라 1인 좌석이 놓인 도서관 열람실에서 공부하는 학생들',
        caption: '열람실',
      },
      {
        scene: 'campus',
        alt: '유리 벽으로 된 과학관 입구와 앞마당의 나무들',
        caption: '과학관 입구',
      },
      {
        scene: 'hall',
        alt: '실험대가 줄지어 놓인 과학관 실험실에서 수업을 듣는 학생들',
        caption: '',
      },
    ],
  },
  {
    kind: 'history',
    title: '개교 무렵의 학교',
    description:
      '1926년 개교 무렵의 교사와 초창기 학생들의 모습입니다. 사무국이 보관해 온 사진을 디지털 파일로 옮겼습니다.',
    takenOn: () => null,
    tone: 'sepia',
    photos: [
      {
        scene: 'campus',
        alt: '기와지붕을 얹은 단층 목조 교사와 흙으로 다진 앞마당',
        caption: '개교 당시의 목조 교사',
      },
      {
        scene: 'hall',
        alt: '교실에 줄지어 앉은 흰 저고리 차림의 제1회 입학생들',
        caption: '제1회 입학생',
      },
      {
        scene: 'campus',
        alt: '교사 뒤로 펼쳐진 논밭과 멀리 보이는 산',
        caption: '',
      },
    ],
  },
  {
    kind: 'history',
    title: '1980년대 졸업식',
    description:
      '동문들께서 보내 주신 1980년대 졸업식 사진입니다. 사진 속 얼굴을 알아보시면 사무국으로 알려 주세요.',
    takenOn: () => '1986-02-14',
    tone: 'faded',
    photos: [
      {
        scene: 'hall',
        alt: '강당 무대 앞에 졸업생들이 줄지어 앉아 있는 졸업식장',
        caption: '1986년 2월 졸업식',
      },
      {
        scene: 'hall',
        alt: '단상에 올라 교장 선생님께 졸업장을 받는 졸업생',
        caption: '',
      },
      {
        scene: 'campus',
        alt: '꽃다발을 든 졸업생들이 교문 앞에 모여 찍은 기념사진',
        caption: '교문 앞 기념사진',
      },
      {
        scene: 'campus',
        alt: '운동장에서 가족과 함께 사진을 찍는 졸업생',
        caption: '가족과 함께',
      },
    ],
  },
  {
    kind: 'contribution',
    title: '{year}학년도 2학기 장학금 수여식',
    description:
      '모교 강당에서 재학생 42명에게 장학금 6,300만 원을 전달했습니다. 장학기금에 뜻을 모아 주신 동문께 감사드립니다.',
    takenOn: (today) => daysBefore(today, 30),
    tone: 'colour',
    photos: [
      {
        scene: 'hall',
        alt: '강당 무대에서 총동문회장이 장학생에게 장학 증서를 전달하는 모습',
        caption: '장학 증서 전달',
      },
      {
        scene: 'hall',
        alt: '수여식장 객석을 채운 장학생과 학부모들',
        caption: '',
      },
      {
        scene: 'hall',
        alt: '연단에서 인사말을 하는 총동문회장',
        caption: '총동문회장 인사말',
      },
      {
        scene: 'hall',
        alt: '장학생들과 동문회 임원들이 무대에 모여 찍은 단체 사진',
        caption: '단체 사진',
      },
      {
        scene: 'campus',
        alt: '수여식을 마치고 강당 앞 마당에서 이야기를 나누는 장학생과 동문들',
        caption: '',
      },
    ],
  },
  {
    kind: 'contribution',
    title: '장학생 간담회',
    description: '장학생들과 선배 동문이 한자리에 모여 진로와 학교생활에 대해 이야기를 나눴습니다.',
    takenOn: (today) => daysBefore(today, 75),
    tone: 'colour',
    photos: [
      {
        scene: 'hall',
        alt: '둥근 탁자에 둘러앉아 이야기를 나누는 장학생과 선배 동문들',
        caption: '진로 멘토링',
      },
      {
        scene: 'hall',
        alt: '앞에 나와 감사 인사를 하는 장학생 대표',
        caption: '장학생 대표 인사',
      },
      {
        scene: 'campus',
        alt: '간담회를 마치고 모교 도서관 앞에서 찍은 단체 사진',
        caption: '',
      },
    ],
  },
];

/**
 * The placeholders' size: a camera's 3:2 at the site's middle width, enough for a flat drawing
 * on any screen (the viewer scales it); drawn at 1600 px as well, they took twice the time of
 * the first start's photos.
 */
const PHOTO_WIDTH = 1024;
const PHOTO_HEIGHT = 683;
/** Photos made at once (each on one libvips thread); nothing else runs before the server listens. */
const PHOTOS_AT_ONCE = Math.max(1, Math.min(4, os.availableParallelism()));

/** Writes the demo albums and their photos into an empty database, as the office's administrator. */
export async function seedDemoAlbums(ports: SeedPorts, authorId: string): Promise<void> {
  const today = ports.clock.now();
  const year = String(today.getFullYear());
  const photos = ALBUMS.flatMap((album) => album.photos.map((photo) => ({ album, photo })));
  const imageIds = await eachAtOnce(photos, PHOTOS_AT_ONCE, async ({ album, photo }, index) =>
    storeDemoPhoto(ports, authorId, await placeholderPhoto(photo.scene, album.tone, index), index),
  );
  let next = 0;
  for (const album of ALBUMS) {
    const draft: AlbumDraft = {
      kind: album.kind,
      title: album.title.replace('{year}', year),
      description: album.description,
      takenOn: album.takenOn(today),
      published: true,
      photos: album.photos.map((photo) => ({
        imageId: imageIds[next++] ?? '',
        alt: photo.alt,
        caption: photo.caption,
      })),
    };
    const refusal = albumDraftRefusal(draft);
    if (refusal) throw new Error(`Demo album ${draft.title}: ${refusal}`);
    const now = ports.clock.now().toISOString();
    const { photos: saved, ...fields } = savedAlbumFieldsOf(draft, null, now);
    const albumId = ports.random.id();
    await ports.store.transactions.run(async () => {
      const repositories = ports.store;
      await repositories.albums.save(
        { id: albumId, ...fields, createdAt: now, updatedBy: authorId },
        saved,
      );
      await repositories.siteImages.hold(
        { kind: 'album', id: albumId },
        saved.map((photo) => photo.imageId),
      );
    });
  }
}

/** Each item's result, in order, with at most `atOnce` of them running together. */
async function eachAtOnce<T, R>(
  items: readonly T[],
  atOnce: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/**
 * A photo's files stored as SiteImages stores an upload's (one public file per width and
 * format, then the image's record); its image's id.
 */
async function storeDemoPhoto(
  ports: SeedPorts,
  authorId: string,
  processed: ProcessedImage,
  index: number,
): Promise<string> {
  const stem = `demo-photo-${String(index + 1).padStart(2, '0')}`;
  const image = await storeProcessedImage(
    demoPhotoStorage(ports),
    { imageId: ports.random.id(), stem, createdBy: authorId },
    processed,
  );
  return image.imageId;
}

/**
 * A placeholder drawn from the photo's index alone (the same every time), in its album's tone,
 * in the site's widths (siteImageWidthsFor), each in WebP and JPEG as the image port makes an
 * upload's. Each width is drawn rather than resized, and encoded with the encoders' quickest
 * settings: through the port, which trades time for smaller files, two dozen photos would hold
 * up the first start by several seconds.
 */
async function placeholderPhoto(scene: Scene, tone: Tone, index: number): Promise<ProcessedImage> {
  const drawing = toned(scene === 'campus' ? campusSvg(index) : hallSvg(index), tone);
  const size = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
  const variants = [];
  for (const width of siteImageWidthsFor(size.width)) {
    const height = scaledHeight(size, width);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${size.width} ${size.height}" preserveAspectRatio="none">${drawing}</svg>`;
    const { data, info } = await sharp(Buffer.from(svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: info });
    const [webp, jpeg] = await Promise.all([
      pixels().webp({ quality: 80, effort: 0 }).toBuffer(),
      pixels().jpeg({ quality: 82 }).toBuffer(),
    ]);
    variants.push({ width, height, webp, jpeg });
  }
  return { ...size, variants };
}

/**
 * The drawing's every colour in a tone: an old photo's sepia, or a 1980s print's faded colours
 * (less saturated, lighter shadows, a warm cast), gradients included.
 */
function toned(drawing: string, tone: Tone): string {
  if (tone === 'colour') return drawing;
  return drawing.replace(/#([0-9a-f]{6})\b/gu, (_, hex: string) => {
    const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
      number,
      number,
      number,
    ];
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    const rgb: [number, number, number] =
      tone === 'sepia'
        ? [luma * 1.07 + 18, luma * 0.93 + 8, luma * 0.72]
        : [
            (luma + (r - luma) * 0.6) * 0.8 + 42,
            (luma + (g - luma) * 0.6) * 0.78 + 34,
            (luma + (b - luma) * 0.6) * 0.7 + 28,
          ];
    return `#${rgb.map((value) => hex2(value)).join('')}`;
  });
}

/** The campus under the sky: hills, a path, buildings with their windows, trees. */
function campusSvg(index: number): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const horizon = Math.round(H * (0.52 + (index % 3) * 0.04));
  const dusk = index % 5 === 3;
  const skyTop = dusk ? hsl(230, 45, 32) : hsl(200 + ((index * 11) % 30), 65, 48);
  const skyLow = dusk
    ? hsl(25 + ((index * 7) % 15), 85, 68)
    : hsl(195 + ((index * 7) % 20), 70, 82);
  const groundHue = 75 + ((index * 29) % 55);
  const parts: string[] = [
    `<defs>`,
    gradient('sky', skyTop, skyLow),
    gradient('ground', hsl(groundHue, 42, 46), hsl(groundHue + 8, 48, 30)),
    `</defs>`,
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>`,
  ];
  // The sun (or a low evening sun), and two ranges of hills.
  const sunX = 180 + ((index * 379) % (W - 360));
  parts.push(
    `<circle cx="${sunX}" cy="${dusk ? horizon - 60 : 90 + ((index * 53) % 120)}" r="${dusk ? 80 : 46}" fill="${dusk ? hsl(35, 95, 75) : hsl(50, 100, 94)}" opacity="0.9"/>`,
  );
  for (const [layer, lightness] of [
    [0, 58],
    [1, 44],
  ] as const) {
    const base = horizon + 4;
    const peak = 90 + ((index * 41 + layer * 67) % 110) - layer * 40;
    const shift = (index * 173 + layer * 311) % W;
    const points = [`0,${base}`];
    for (let x = 0; x <= W; x += 200) {
      const wave = Math.sin(((x + shift) / W) * Math.PI * (2 + layer)) * 0.5 + 0.5;
      points.push(`${x},${Math.round(base - peak * (0.35 + 0.65 * wave))}`);
    }
    points.push(`${W},${base}`);
    parts.push(
      `<polygon points="${points.join(' ')}" fill="${hsl(groundHue + 20 - layer * 10, 28, dusk ? lightness - 20 : lightness)}"/>`,
    );
  }
  parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>`);
  // A path from the viewer to the school.
  const pathX = W / 2 + (((index * 97) % 400) - 200);
  parts.push(
    `<polygon points="${pathX - 60},${horizon + 40} ${pathX + 60},${horizon + 40} ${pathX + 420},${H} ${pathX - 420},${H}" fill="${hsl(35, 18, 70)}" opacity="0.85"/>`,
  );
  // Buildings along the horizon, each with a grid of windows and some with a roof.
  const count = 3 + (index % 3);
  const span = W / count;
  for (let b = 0; b < count; b += 1) {
    const width = Math.round(span * (0.55 + ((index + b * 3) % 4) * 0.08));
    const height = 170 + ((index * 31 + b * 57) % 170);
    const x = Math.round(b * span + (span - width) / 2);
    const top = horizon + 40 - height;
    const hue = (index * 53 + b * 71) % 360;
    const wall = b % 2 === 0 ? hsl(hue, 22, 80) : hsl(12 + (hue % 20), 45, 50);
    parts.push(`<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${wall}"/>`);
    if ((index + b) % 3 === 0) {
      parts.push(
        `<polygon points="${x - 14},${top} ${x + width / 2},${top - 60} ${x + width + 14},${top}" fill="${hsl(hue, 25, 30)}"/>`,
      );
    }
    const window = dusk ? hsl(45, 90, 72) : hsl(205, 35, 40);
    for (let y = top + 26; y < horizon + 40 - 50; y += 48) {
      for (let wx = x + 20; wx < x + width - 36; wx += 42) {
        parts.push(`<rect x="${wx}" y="${y}" width="22" height="28" fill="${window}"/>`);
      }
    }
  }
  // Trees in front: a trunk and a round crown, blossoming on some photos.
  const trees = 5 + (index % 4);
  for (let t = 0; t < trees; t += 1) {
    const x = Math.round(((t + 0.5) * W) / trees + (((index * 89 + t * 37) % 120) - 60));
    const y = horizon + 90 + ((index * 23 + t * 61) % 220);
    const size = 50 + ((index * 13 + t * 29) % 45) + (y - horizon) / 6;
    const crown =
      (index + t) % 4 === 0 ? hsl(340, 70, 86) : hsl(groundHue + 20, 45, 28 + (t % 3) * 6);
    parts.push(
      `<rect x="${x - size / 10}" y="${y - size * 0.4}" width="${size / 5}" height="${size * 1.2}" fill="${hsl(25, 35, 25)}"/>`,
      `<circle cx="${x}" cy="${y - size * 0.6}" r="${size}" fill="${crown}"/>`,
    );
  }
  return parts.join('');
}

/** A hall: its wall and windows, a stage with curtains and a banner, rows of people. */
function hallSvg(index: number): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const wallHue = 20 + ((index * 37) % 200);
  const floor = Math.round(H * 0.55);
  const parts: string[] = [
    `<defs>`,
    gradient('wall', hsl(wallHue, 25, 78), hsl(wallHue, 20, 62)),
    gradient('floor', hsl(28, 40, 42), hsl(24, 45, 26)),
    `</defs>`,
    `<rect width="${W}" height="${floor}" fill="url(#wall)"/>`,
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="url(#floor)"/>`,
  ];
  // Tall windows on both sides of the wall.
  for (let w = 0; w < 3; w += 1) {
    for (const side of [0, 1]) {
      const x = side === 0 ? 40 + w * 110 : W - 120 - w * 110;
      parts.push(
        `<rect x="${x}" y="90" width="80" height="${floor - 170}" fill="${hsl(200, 45, 88)}" stroke="${hsl(wallHue, 15, 45)}" stroke-width="8"/>`,
      );
    }
  }
  // The stage, its curtains and a plain banner above it.
  // Taken from a little left or right of the middle.
  const stageLeft = 400 + ((index * 131) % 240) - 120;
  const stageRight = stageLeft + W - 800;
  const stageTop = floor - 40;
  const curtain = hsl((index * 67 + 340) % 360, 55, 34);
  parts.push(
    `<rect x="${stageLeft}" y="70" width="${stageRight - stageLeft}" height="${stageTop - 70}" fill="${hsl(wallHue + 10, 18, 30)}"/>`,
    `<rect x="${stageLeft}" y="70" width="110" height="${stageTop - 70}" fill="${curtain}"/>`,
    `<rect x="${stageRight - 110}" y="70" width="110" height="${stageTop - 70}" fill="${curtain}"/>`,
    `<rect x="${stageLeft + 150}" y="110" width="${stageRight - stageLeft - 300}" height="90" rx="6" fill="${hsl((index * 41 + 200) % 360, 60, 45)}"/>`,
    `<rect x="${stageLeft - 30}" y="${stageTop}" width="${stageRight - stageLeft + 60}" height="70" fill="${hsl(28, 35, 36)}"/>`,
  );
  // Those on the stage: a few speakers, or (fewer in the audience) a group in two rows.
  const audienceRows = 4 - (index % 3);
  const stageRows = audienceRows === 2 ? 2 : 1;
  for (let row = 0; row < stageRows; row += 1) {
    const onStage = stageRows === 2 ? 6 : 2 + (index % 4);
    for (let p = 0; p < onStage; p += 1) {
      const x =
        stageLeft + 200 + ((p + 0.5 + row * 0.5) * (stageRight - stageLeft - 400)) / onStage;
      const y = stageTop - (stageRows - 1 - row) * 45;
      parts.push(person(x, y, 1.1 + row * 0.1, hsl((index * 29 + p * 83) % 360, 25, 26)));
    }
  }
  // The audience, row by row towards the viewer, each one a little larger.
  for (let row = 0; row < audienceRows; row += 1) {
    const y = floor + 130 + row * 120;
    const scale = 1.3 + row * 0.35;
    const seats = 11 - row * 2;
    for (let s = 0; s < seats; s += 1) {
      const x = ((s + 0.5 + (row % 2) * 0.3) * W) / seats;
      const hue = (index * 47 + row * 97 + s * 59) % 360;
      parts.push(person(x, y, scale, hsl(hue, 15 + ((s * 7) % 25), 22 + ((row + s) % 4) * 7)));
    }
  }
  return parts.join('');
}

/** A person seen from behind or afar: shoulders and a head, standing on `y`. */
function person(x: number, y: number, scale: number, clothes: string): string {
  const head = 22 * scale;
  return (
    `<ellipse cx="${x}" cy="${y - 20 * scale}" rx="${46 * scale}" ry="${52 * scale}" fill="${clothes}"/>` +
    `<circle cx="${x}" cy="${y - 82 * scale}" r="${head}" fill="${hsl(25, 30, 18)}"/>`
  );
}

function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A colour as #rrggbb from hue (degrees, any), saturation and lightness (percent). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(100, Math.max(0, saturation)) / 100;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    return hex2((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A channel (0–255, clamped) as two hexadecimal digits. */
function hex2(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');
}

function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * ONE_DAY_MS).toISOString().slice(0, 10);
}

/** The latest `month`/`day` on or before today (this year's, or last year's). */
function lastDayOfYear(today: Date, month: number, day: number): string {
  const thisYear = new Date(Date.UTC(today.getUTCFullYear(), month - 1, day));
  const year =
    thisYear.getTime() <= today.getTime() ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
