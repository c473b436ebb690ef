import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  ALBUM_DESCRIPTION_MAX_LENGTH,
  ALBUM_KIND_LABELS,
  ALBUM_KINDS,
  ALBUM_TITLE_MAX_LENGTH,
  ALBUM_TITLE_REQUIRED,
  type AlbumDraft,
  type AlbumKind,
  type AlbumPhoto,
  type EditableAlbum,
  PHOTO_ALT_REQUIRED,
  albumDraftRefusal,
} from '../../domain/content/albums';
import { itemHref } from '../../domain/shared/routing/item-address';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { AlbumPhotosField } from './AlbumPhotosField';
import './NoticeEditorForm.css';

type Problem = { readonly field: 'title' | 'photos' | 'form'; readonly message: string };

/**
 * An album as the office makes it: gallery, title, day, description and its photos (uploaded
 * here, each with its alternative text, in the order set by drag or by the move buttons); saved
 * as a draft or published, and deleted. Publishing asks for every photo's alternative text.
 */
export function AlbumEditorForm({ album, kind }: { album: EditableAlbum | null; kind: AlbumKind }) {
  const { officeAlbums, notifier, routes } = useAppServices();
  const reasonOf = useRefusalReason();
  const [, navigate] = useLocation();
  const [fields, setFields] = useState({
    kind: album?.kind ?? kind,
    title: album?.title ?? '',
    description: album?.description ?? '',
    takenOn: album?.takenOn ?? '',
  });
  const [photos, setPhotos] = useState<readonly AlbumPhoto[]>(album?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const list = routes.byId('officeAlbums').path;
  const editor = routes.byId('officeAlbumEditor').path;

  const save = async (published: boolean) => {
    const draft: AlbumDraft = {
      ...fields,
      takenOn: fields.takenOn || null,
      published,
      photos: photos.map((photo) => ({
        imageId: photo.image.imageId,
        alt: photo.alt,
        caption: photo.caption,
      })),
    };
    const refusal = albumDraftRefusal(draft);
    if (refusal) {
      return setProblem({
        field: refusal === ALBUM_TITLE_REQUIRED ? 'title' : 'photos',
        message: refusal,
      });
    }
    setProblem(null);
    setSaving(true);
    try {
      if (album) await officeAlbums.updateAlbum(album.albumId, draft);
      else navigate(itemHref(editor, await officeAlbums.createAlbum(draft)), { replace: true });
      notifier.success(published ? '앨범을 게시했습니다.' : '임시 저장했습니다.');
      if (album) navigate(`${list}?kind=${draft.kind}`);
    } catch (error) {
      setProblem({
        field: 'form',
        message: reasonOf(error, '저장하지 못했습니다.'),
      });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!album || !window.confirm(`「${album.title}」 앨범을 삭제할까요? 되돌릴 수 없습니다.`))
      return;
    try {
      await officeAlbums.deleteAlbum(album.albumId);
      notifier.success('앨범을 삭제했습니다.');
      navigate(`${list}?kind=${album.kind}`);
    } catch (error) {
      setProblem({
        field: 'form',
        message: reasonOf(error, '삭제하지 못했습니다.'),
      });
    }
  };

  const busy = saving || uploading;
  return (
    <form className="notice-editor" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="form__field">
        <label htmlFor="album-kind-field">갤러리</label>
        <select
          id="album-kind-field"
          value={fields.kind}
          onChange={(event) => setFields({ ...fields, kind: event.target.value as AlbumKind })}
        >
          {ALBUM_KINDS.map((each) => (
            <option key={each} value={each}>
              {ALBUM_KIND_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor="album-title">
          제목<span className="form__required"> (필수)</span>
        </label>
        <input
          id="album-title"
          value={fields.title}
          maxLength={ALBUM_TITLE_MAX_LENGTH}
          aria-invalid={problem?.field === 'title'}
          aria-describedby={problem?.field === 'title' ? 'album-title-error' : undefined}
          onChange={(event) => setFields({ ...fields, title: event.target.value })}
        />
        {problem?.field === 'title' ? (
          <FormRefusal id="album-title-error" message={problem.message} />
        ) : null}
      </div>
      <div className="form__field">
        <label htmlFor="album-day">찍은 날</label>
        <input
          id="album-day"
          type="date"
          value={fields.takenOn}
          onChange={(event) => setFields({ ...fields, takenOn: event.target.value })}
        />
      </div>
      <div className="form__field">
        <label htmlFor="album-description">설명</label>
        <textarea
          id="album-description"
          rows={3}
          value={fields.description}
          maxLength={ALBUM_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setFields({ ...fields, description: event.target.value })}
        />
      </div>
      <AlbumPhotosField
        photos={photos}
        onChange={setPhotos}
        onBusyChange={setUploading}
        missingAlt={problem?.message === PHOTO_ALT_REQUIRED}
        problem={problem?.field === 'photos' ? problem.message : null}
      />
      {problem?.field === 'form' ? <FormRefusal message={problem.message} /> : null}
      <p className="notice-editor__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void save(true)}
        >
          {album?.published ? '수정 내용 게시' : '게시'}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void save(false)}>
          {album?.published ? '게시 중지(임시 저장)' : '임시 저장'}
        </button>
        {album ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => void remove()}
          >
            삭제
          </button>
        ) : null}
        {busy ? (
          <span role="status">{uploading ? '사진을 올리는 중…' : '저장하는 중…'}</span>
        ) : null}
      </p>
    </form>
  );
}
