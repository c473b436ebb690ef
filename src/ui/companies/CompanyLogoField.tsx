import { useState } from 'react';
import { SITE_IMAGE_UPLOAD_TYPES, type SiteImage } from '../../domain/content';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { SitePhoto } from '../content';

export interface CompanyLogoFieldProps {
  readonly logo: SiteImage | null;
  readonly onChange: (logo: SiteImage | null) => void;
  readonly onBusyChange: (busy: boolean) => void;
}

/** The company's logo: uploaded when chosen (processed by the server), shown, or taken away. */
export function CompanyLogoField({ logo, onChange, onBusyChange }: CompanyLogoFieldProps) {
  const { memberCompanies, mediaUrl } = useAppServices();
  const reasonOf = useRefusalReason();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    onBusyChange(true);
    try {
      onChange(
        await memberCompanies.uploadCompanyLogo(
          { name: file.name, data: file },
          { onProgress: setProgress },
        ),
      );
    } catch (failure) {
      setError(reasonOf(failure, '로고를 올리지 못했습니다.'));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  return (
    <fieldset className="form__field">
      <legend>로고 (선택)</legend>
      <div className="company-form__logo">
        {logo ? (
          <SitePhoto
            image={logo}
            alt="올린 로고"
            sizes="4.5rem"
            fallbackWidth={320}
            urlOf={mediaUrl}
          />
        ) : null}
        <div>
          <label htmlFor="company-logo">{logo ? '다른 로고 올리기' : '로고 올리기'}</label>
          <input
            id="company-logo"
            type="file"
            accept={SITE_IMAGE_UPLOAD_TYPES}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          {logo ? (
            <button type="button" className="button" onClick={() => onChange(null)}>
              로고 빼기
            </button>
          ) : null}
        </div>
      </div>
      {progress !== null ? <progress max={1} value={progress} aria-label="로고 올리는 중" /> : null}
      <FormRefusal message={error} />
    </fieldset>
  );
}
