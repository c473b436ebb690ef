import { useState } from 'react';
import { useSearch } from 'wouter';
import { ALBUM_KINDS, type EditableAlbum } from '../../domain/content/albums';
import { AdminFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { AlbumEditorForm } from './AlbumEditorForm';

/** 앨범 편집: a new album (of the gallery in `?kind=`), or with `?id=` one to edit. */
export default function AlbumEditorPage({ route }: PageProps) {
  const parameters = new URLSearchParams(useSearch());
  const albumId = parameters.get('id');
  const kind = ALBUM_KINDS.find((each) => each === parameters.get('kind')) ?? 'school';
  return (
    <AdminFrame route={route}>
      {albumId ? (
        <ExistingAlbum key={albumId} albumId={albumId} />
      ) : (
        <>
          <h1>새 앨범</h1>
          <AlbumEditorForm album={null} kind={kind} />
        </>
      )}
    </AdminFrame>
  );
}

function ExistingAlbum({ albumId }: { albumId: string }) {
  const { officeAlbums } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad(
    (signal): Promise<EditableAlbum> => officeAlbums.getAlbum(albumId, signal),
    String(attempt),
  );
  if (loaded.state === 'loading') {
    return (
      <p role="status" className="muted">
        앨범을 불러오는 중입니다…
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div role="alert">
        <p>앨범을 불러오지 못했습니다. 삭제되었거나 주소가 잘못되었을 수 있습니다.</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          다시 시도
        </button>
      </div>
    );
  }
  return (
    <>
      <h1>앨범 고치기</h1>
      <AlbumEditorForm album={loaded.value} kind={loaded.value.kind} />
    </>
  );
}
