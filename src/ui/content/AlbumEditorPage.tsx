import { useSearch } from 'wouter';
import { ALBUM_KINDS, type EditableAlbum } from '../../domain/content/albums';
import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import { AlbumEditorForm } from './AlbumEditorForm';

/** 앨범 편집: a new album (of the gallery in `?kind=`), or with `?id=` one to edit. */
export default function AlbumEditorPage({ route }: PageProps) {
  const parameters = new URLSearchParams(useSearch());
  const albumId = parameters.get('id');
  const kind = ALBUM_KINDS.find((each) => each === parameters.get('kind')) ?? 'school';
  return (
    <OfficeFrame route={route}>
      {albumId ? (
        <ExistingAlbum key={albumId} albumId={albumId} />
      ) : (
        <>
          <h1>새 앨범</h1>
          <AlbumEditorForm album={null} kind={kind} />
        </>
      )}
    </OfficeFrame>
  );
}

function ExistingAlbum({ albumId }: { albumId: string }) {
  const { officeAlbums } = useAppServices();
  const { result, retry } = useRetryableLoad((signal): Promise<EditableAlbum> =>
    officeAlbums.officeAlbum(albumId, signal),
  );
  return (
    <LoadGate
      result={result}
      what="앨범"
      reason="삭제되었거나 주소가 잘못되었을 수 있습니다."
      onRetry={retry}
    >
      {(album) => (
        <>
          <h1>앨범 고치기</h1>
          <AlbumEditorForm album={album} kind={album.kind} />
        </>
      )}
    </LoadGate>
  );
}
