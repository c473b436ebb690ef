import sharp from 'sharp';
import { BODY_IMAGE_WIDTH, siteMediaPath } from '../../src/domain/content/rich-text';
import { variantFor } from '../../src/domain/content/site-images';
import { storeProcessedImage } from '../application/content/site-images';
import { demoPhotoStorage } from './demo-photos';
import { DEMO_PAGE_TEXTS } from '../../src/domain/content/demo-pages';
import type { SitePageKey } from '../../src/domain/content/site-pages';
import type { SeedPorts } from './seed-ports';

/**
 * The demo's pages of text, as an association's office would write them (HTML, sanitised): the
 * demo data set's (src/domain/content/demo-pages.ts), and the symbol page.
 */
const PAGES: Readonly<Record<SitePageKey, string>> = {
  ...DEMO_PAGE_TEXTS,
  // The symbol page's emblem, flower and tree are drawn and processed at seeding (SYMBOL_IMAGES).
  symbol:
    '<h2>교표</h2>{emblem}<p>배움의 빛을 뜻하는 횃불과 세 갈래의 잎으로 지·덕·체를 나타냅니다.</p><h2>교화: 목련</h2>{flower}<p>이른 봄 가장 먼저 피어나는 목련처럼 앞장서는 사람이 되라는 뜻입니다.</p><h2>교목: 느티나무</h2>{tree}<p>오래도록 그늘을 내어 주는 느티나무처럼 이웃과 함께하는 사람이 되라는 뜻입니다.</p>',
};

/**
 * The symbol page's pictures: drawn (shapes only, no text: a server may lack the fonts), then
 * processed as an upload is and inserted as the editor's 사진 button inserts one.
 */
const SYMBOL_IMAGES: Readonly<Record<'emblem' | 'flower' | 'tree', { alt: string; svg: string }>> =
  {
    emblem: {
      alt: '교표: 남색 방패 안에 금빛 횃불과 그 아래 세 갈래의 초록 잎',
      svg:
        '<path d="M320 40 L540 110 L520 300 Q500 420 320 470 Q140 420 120 300 L100 110 Z" fill="#1f3b63"/>' +
        '<path d="M300 170 L340 170 L332 330 L308 330 Z" fill="#d4a72c"/>' +
        '<path d="M320 80 Q370 130 340 170 L300 170 Q270 130 320 80 Z" fill="#f2c14e"/>' +
        '<g fill="#5a9a4a"><ellipse cx="250" cy="370" rx="60" ry="24" transform="rotate(-25 250 370)"/>' +
        '<ellipse cx="320" cy="390" rx="24" ry="52"/>' +
        '<ellipse cx="390" cy="370" rx="60" ry="24" transform="rotate(25 390 370)"/></g>',
    },
    flower: {
      alt: '교화 목련: 가지 끝에 핀 하얀 목련 한 송이',
      svg:
        '<rect width="640" height="480" fill="#dfe9f3"/>' +
        '<path d="M120 460 Q260 360 330 300" stroke="#6b4f3a" stroke-width="14" fill="none"/>' +
        '<g fill="#fffaf2" stroke="#e6d8c8" stroke-width="3">' +
        '<ellipse cx="330" cy="210" rx="48" ry="110"/>' +
        '<ellipse cx="270" cy="230" rx="42" ry="100" transform="rotate(-25 270 230)"/>' +
        '<ellipse cx="390" cy="230" rx="42" ry="100" transform="rotate(25 390 230)"/></g>' +
        '<ellipse cx="330" cy="300" rx="30" ry="16" fill="#8aa86b"/>',
    },
    tree: {
      alt: '교목 느티나무: 넓게 퍼진 초록 가지와 굵은 줄기',
      svg:
        '<rect width="640" height="480" fill="#eef4e6"/>' +
        '<rect x="300" y="260" width="44" height="180" rx="10" fill="#6b4f3a"/>' +
        '<g fill="#4f8a3a"><circle cx="322" cy="190" r="120"/><circle cx="200" cy="230" r="85"/>' +
        '<circle cx="444" cy="230" r="85"/><circle cx="260" cy="130" r="70"/><circle cx="390" cy="130" r="70"/></g>' +
        '<rect x="0" y="430" width="640" height="50" fill="#9bbf7a"/>',
    },
  };

/** Draws, processes and stores the symbol page's pictures; their `<img>` and image id, by name. */
async function symbolImages(ports: SeedPorts, authorId: string) {
  const tags: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const [name, { alt, svg }] of Object.entries(SYMBOL_IMAGES)) {
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">${svg}</svg>`;
    const png = await sharp(Buffer.from(drawing)).png().toBuffer();
    const image = await storeProcessedImage(
      demoPhotoStorage(ports),
      { imageId: ports.random.id(), stem: `symbol-${name}`, createdBy: authorId },
      await ports.images.process(png),
    );
    const variant = variantFor(image, BODY_IMAGE_WIDTH);
    if (!variant) continue;
    ids[name] = image.imageId;
    tags[name] =
      `<p><img src="${siteMediaPath(variant.jpeg)}" alt="${alt}" ` +
      `width="${variant.width}" height="${variant.height}"></p>`;
  }
  return { tags, ids };
}

/** Writes the demo's pages into an empty database, as the office's administrator. */
export async function seedDemoPages(ports: SeedPorts, authorId: string): Promise<void> {
  const updatedAt = ports.clock.now().toISOString();
  const images = await symbolImages(ports, authorId);
  for (const [key, template] of Object.entries(PAGES)) {
    const shown: string[] = [];
    const html = template.replace(/\{(\w+)\}/gu, (_, name: string) => {
      if (images.ids[name]) shown.push(images.ids[name]);
      return images.tags[name] ?? '';
    });
    const body = ports.html.clean(html);
    await ports.store.transactions.run(async () => {
      const repositories = ports.store;
      await repositories.sitePages.save({
        key,
        bodyHtml: body.html,
        bodyText: body.text,
        updatedAt,
        updatedBy: authorId,
      });
      // As SitePages.update records it: the page holds the photos it shows.
      await repositories.siteImages.hold({ kind: 'page', id: key }, shown);
    });
  }
}
