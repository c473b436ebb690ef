import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  ALBUM_DESCRIPTION_MAX_LENGTH,
  ALBUM_KIND_LABELS,
  ALBUM_KINDS,
  ALBUM_TITLE_MAX_LENGTH,
  type AlbumDraft,
  type AlbumKind,
  type AlbumPhoto,
  type EditableAlbum,
  PHOTO_ALT_REQUIRED,
  albumPhotosRefusal,
  albumTitleRefusal,
} from '../../domain/content/albums';
import { itemHref } from '../../domain/shared/routing/item-address';
import { useAppServices } from '../shared/app/app-services';
import { FormRefusal, SelectField, TextAreaField, TextField } from '../shared/forms/kit';
import { useAction } from '../shared/forms/use-action';
import { useForm } from '../shared/forms/use-form';
import { AlbumPhotosField } from './AlbumPhotosField';
import { PublishButtons } from './PublishButtons';
import './NoticeEditorForm.css';

interface AlbumValues extends Omit<AlbumDraft, 'takenOn' | 'photos'> {
  /** The day as the date input holds it: blank when unknown. */
  readonly takenOn: string;
  readonly photos: readonly AlbumPhoto[];
}

const KIND_OPTIONS = ALBUM_KINDS.map((each) => ({ value: each, label: ALBUM_KIND_LABELS[each] }));

const RULES = {
  title: albumTitleRefusal,
  photos: (photos: readonly AlbumPhoto[], values: AlbumValues) =>
    albumPhotosRefusal(photoDraftsOf(photos), values.published),
};

function photoDraftsOf(photos: readonly AlbumPhoto[]) {
  return photos.map((photo) => ({
    imageId: photo.image.imageId,
    alt: photo.alt,
    caption: photo.caption,
  }));
}

/**
 * An album as the office makes it: gallery, title, day, description and its photos (uploaded
 * here, each with its alternative text, in the order set by drag or by the move buttons); saved
 * as a draft or published, and deleted. Publishing asks for every photo's alternative text.
 */
export function AlbumEditorForm({ album, kind }: { album: EditableAlbum | null; kind: AlbumKind }) {
  const { officeAlbums, notifier, routes } = useAppServices();
  const [, navigate] = useLocation();
  const [uploading, setUploading] = useState(false);
  const removal = useAction();
  const list = routes.byId('officeAlbums').path;
  const editor = routes.byId('officeAlbumEditor').path;
  const form = useForm<AlbumValues>({
    initial: {
      kind: album?.kind ?? kind,
      title: album?.title ?? '',
      description: album?.description ?? '',
      takenOn: album?.takenOn ?? '',
      published: album?.published ?? false,
      photos: album?.photos ?? [],
    },
    rules: RULES,
    failure: '저장하지 못했습니다.',
    sentByActions: true,
    onSubmit: async (values) => {
      const draft: AlbumDraft = {
        ...values,
        takenOn: values.takenOn || null,
        photos: photoDraftsOf(values.photos),
      };
      if (album) await officeAlbums.updateAlbum(album.albumId, draft);
      else navigate(itemHref(editor, await officeAlbums.createAlbum(draft)), { replace: true });
      notifier.success(draft.published ? '앨범을 게시했습니다.' : '임시 저장했습니다.');
      if (album) navigate(`${list}?kind=${draft.kind}`);
    },
  });
  const { values } = form;

  const remove = async () => {
    if (!album || !window.confirm(`「${album.title}」 앨범을 삭제할까요? 되돌릴 수 없습니다.`))
      return;
    await removal.run(async () => {
      await officeAlbums.deleteAlbum(album.albumId);
      notifier.success('앨범을 삭제했습니다.');
      navigate(`${list}?kind=${album.kind}`);
    }, '삭제하지 못했습니다.');
  };

  const busy = form.submitting || uploading || removal.busy;
  return (
    <form {...form.formProps} className="notice-editor">
      <SelectField form={form} name="kind" label="갤러리" options={KIND_OPTIONS} />
      <TextField
        form={form}
        name="title"
        label="제목"
        required
        maxLength={ALBUM_TITLE_MAX_LENGTH}
      />
      <TextField form={form} name="takenOn" label="찍은 날" type="date" />
      <TextAreaField
        form={form}
        name="description"
        label="설명"
        rows={3}
        maxLength={ALBUM_DESCRIPTION_MAX_LENGTH}
      />
      <AlbumPhotosField
        photos={values.photos}
        onChange={(change) => form.updateValue('photos', change)}
        onBusyChange={setUploading}
        missingAlt={form.errors.photos === PHOTO_ALT_REQUIRED}
        problem={form.errors.photos ?? null}
      />
      <FormRefusal message={form.formError ?? removal.problem} />
      <p className="notice-editor__actions">
        <PublishButtons form={form} wasPublished={album?.published ?? false} disabled={busy} />
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
          <span role="status">
            {uploading ? '사진을 올리는 중…' : removal.busy ? '삭제하는 중…' : '저장하는 중…'}
          </span>
        ) : null}
      </p>
    </form>
  );
}
