import { useSearch } from 'wouter';
import { albumKindOf } from '../../domain/content/albums';
import { pageNumberOf } from '../../domain/shared/paging/page';
import type { PageProps } from '../shared/routing/page-registry';
import { AlbumList } from './AlbumList';
import { AlbumView } from './AlbumView';
import './Gallery.css';

/**
 * 학교 둘러보기, 역사 갤러리, 장학 갤러리: a gallery's albums (page in the address, `?page=2`) or,
 * with `?id=`, one album's photos, so that each album has an address to share.
 */
export default function GalleryPage({ route }: PageProps) {
  const parameters = new URLSearchParams(useSearch());
  const kind = albumKindOf(route.id) ?? 'school';
  const albumId = parameters.get('id');
  if (albumId) {
    return (
      <AlbumView key={albumId} albumId={albumId} galleryPath={route.path} title={route.title} />
    );
  }
  return (
    <AlbumList
      kind={kind}
      title={route.title}
      galleryPath={route.path}
      page={pageNumberOf(parameters.get('page'))}
    />
  );
}
