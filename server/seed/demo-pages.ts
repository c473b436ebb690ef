import sharp from 'sharp';
import { BODY_IMAGE_WIDTH, siteMediaPath } from '../../src/domain/content/rich-text';
import { variantFor } from '../../src/domain/content/site-images';
import { storeProcessedImage } from '../application/content/site-images';
import { demoPhotoStorage } from './demo-photos';
import type { SitePageKey } from '../../src/domain/content/site-pages';
import type { SeedPorts } from './seed-ports';

/** The demo's pages of text, as an association's office would write them (HTML, sanitised). */
const PAGES: Readonly<Record<SitePageKey, string>> = {
  greeting:
    '<h2>동문 여러분, 반갑습니다</h2><p>총동문회 누리집을 찾아 주신 동문 여러분께 감사드립니다. 모교를 떠난 지 오래되었어도 같은 교정에서 보낸 시간은 우리를 하나로 이어 줍니다.</p><p>총동문회는 동문 사이의 교류를 넓히고, 후배들이 꿈을 펼칠 수 있도록 장학 사업에 힘쓰겠습니다. 많은 관심과 참여를 부탁드립니다.</p><p>총동문회장 드림</p>',
  // The symbol page's emblem, flower and tree are drawn and processed at seeding (SYMBOL_IMAGES).
  symbol:
    '<h2>교표</h2>{emblem}<p>배움의 빛을 뜻하는 횃불과 세 갈래의 잎으로 지·덕·체를 나타냅니다.</p><h2>교화: 목련</h2>{flower}<p>이른 봄 가장 먼저 피어나는 목련처럼 앞장서는 사람이 되라는 뜻입니다.</p><h2>교목: 느티나무</h2>{tree}<p>오래도록 그늘을 내어 주는 느티나무처럼 이웃과 함께하는 사람이 되라는 뜻입니다.</p>',
  founder:
    '<h2>설립자</h2><p>설립자는 나라를 이끌 인재는 배움에서 나온다는 뜻을 품고 1926년 사재를 털어 학교를 세웠습니다. 어려운 형편의 학생에게 학비를 면제하고 손수 장학금을 마련했던 그 뜻은 오늘 총동문회 장학 사업으로 이어지고 있습니다.</p>',
  anniversary100:
    '<h2>개교 100주년 기념사업회</h2><p>2026년 개교 100주년을 맞아 기념사업회를 꾸렸습니다. 100주년 기념관 건립, 100년사 발간, 100인 장학생 선발을 준비하고 있습니다.</p><p>기념사업에 함께하실 동문께서는 사무국으로 연락해 주시기 바랍니다.</p>',
  contributionInformation:
    '<h2>장학기금 기부 안내</h2><p>보내 주신 기부금은 모두 재학생 장학금으로 쓰입니다.</p><ul><li>계좌이체: 한빛은행 123-456-789012 (예금주: 총동문회 장학기금)</li><li>CMS 자동이체: 매달 원하시는 금액을 자동으로 후원하실 수 있습니다.</li></ul><p>기부금은 「소득세법」에 따라 세액공제를 받을 수 있으며, 기부금영수증은 로그인 후 내 정보에서 받으실 수 있습니다.</p>',
  directions:
    '<h2>대중교통</h2><ul><li>지하철: 2호선 시청역 4번 출구에서 걸어서 5분</li><li>버스: 시청 앞 정류장 하차</li></ul><h2>주차</h2><p>건물 지하 주차장을 이용하실 수 있습니다(2시간 무료).</p>',
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
