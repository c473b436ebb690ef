import type { AlbumKind } from '../../domain/content/albums';
import type { SiteImage } from '../../domain/content/site-images';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's demo albums (`npm run demo`): two or three albums in each gallery, their
 * photos drawn as SVG (no photo files in the bundle), each with Korean alternative text. Only the
 * fake backend loads this file; the server seeds its own (server/seed/demo-albums.ts).
 */
const ALBUMS: readonly {
  kind: AlbumKind;
  title: string;
  description: string;
  daysAgo: number | null;
  colour: string;
  photos: readonly string[];
}[] = [
  {
    kind: 'contribution',
    title: '장학금 수여식',
    description: '올해 장학생 스물네 명에게 장학증서를 전했습니다.',
    daysAgo: 30,
    colour: '#1f4e79',
    photos: ['장학증서를 받는 학생과 회장', '강당을 채운 장학생과 가족', '장학생 단체 사진'],
  },
  {
    kind: 'contribution',
    title: '장학생 간담회',
    description: '선배 동문과 장학생이 진로를 이야기한 자리입니다.',
    daysAgo: 75,
    colour: '#2e6f95',
    photos: ['둘러앉아 이야기하는 장학생들', '질문에 답하는 선배 동문'],
  },
  {
    kind: 'history',
    title: '개교 당시 본관',
    description: '개교 무렵 본관과 운동장의 모습입니다.',
    daysAgo: null,
    colour: '#6b5b45',
    photos: ['흑백으로 남은 옛 본관', '흙 운동장에서 조회하는 학생들'],
  },
  {
    kind: 'history',
    title: '제1회 졸업식',
    description: '첫 졸업생을 배출한 날의 기록입니다.',
    daysAgo: null,
    colour: '#7a6a53',
    photos: ['졸업장을 든 첫 졸업생들', '교문 앞에서 찍은 기념사진'],
  },
  {
    kind: 'school',
    title: '봄의 교정',
    description: '벚꽃이 핀 4월의 교정입니다.',
    daysAgo: 200,
    colour: '#4f7942',
    photos: ['벚꽃이 핀 본관 앞길', '점심시간의 운동장', '새로 단장한 정원'],
  },
  {
    kind: 'school',
    title: '새 도서관',
    description: '지난해 문을 연 도서관과 열람실입니다.',
    daysAgo: 320,
    colour: '#355c7d',
    photos: ['햇빛이 드는 열람실', '도서관 입구'],
  },
];

const WIDTH = 640;
const HEIGHT = 400;

/** Puts the demo albums into the backend, their photos as public files of the association. */
export function seedDemoAlbums(backend: FakeBackend, now: Date): void {
  for (const [albumIndex, album] of ALBUMS.entries()) {
    const photos = album.photos.map((alt, photoIndex) => {
      const imageId = `demo-image-${albumIndex + 1}-${photoIndex + 1}`;
      const atchFileId = `${imageId}-file`;
      const data = new Blob([photoSvg(album.colour, photoIndex)], { type: 'image/svg+xml' });
      backend.files.set(imageId, [
        {
          atchFileMstId: imageId,
          atchFileId,
          fileName: `${alt}.svg`,
          mimeType: 'image/svg+xml',
          size: data.size,
          uploadedAt: now.toISOString(),
          data,
          public: true,
          ownerId: null,
        },
      ]);
      const image: SiteImage = {
        imageId,
        width: WIDTH,
        height: HEIGHT,
        variants: [{ width: WIDTH, height: HEIGHT, webp: atchFileId, jpeg: atchFileId }],
      };
      backend.siteImages.set(imageId, image);
      return { imageId, alt, caption: photoIndex === 0 ? album.title : '' };
    });
    const day = album.daysAgo === null ? null : daysBefore(now, album.daysAgo);
    const publishedAt = (day ?? now).toISOString();
    backend.albums.push({
      id: `demo-album-${albumIndex + 1}`,
      kind: album.kind,
      title: album.title,
      description: album.description,
      takenOn: day ? day.toISOString().slice(0, 10) : null,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      photos,
    });
  }
}

/** A calm coloured landscape (no text: it stands for a photo), varied by the photo's place. */
function photoSvg(colour: string, index: number): string {
  const sun = 120 + ((index * 170) % 400);
  const ridge = 200 + ((index * 47) % 80);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}"/>` +
    `<circle cx="${sun}" cy="90" r="46" fill="#ffffff" fill-opacity="0.18"/>` +
    `<path d="M0 320 L180 ${ridge} L300 290 L430 ${ridge - 20} L640 330 L640 400 L0 400 Z" fill="#ffffff" fill-opacity="0.14"/>` +
    `</svg>`
  );
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 24 * 60 * 60 * 1000);
}
