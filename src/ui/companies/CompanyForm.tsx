import { useState } from 'react';
import {
  COMPANY_ADDRESS_MAX_LENGTH,
  COMPANY_CATEGORIES,
  COMPANY_CATEGORY_LABELS,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_PHONE_MAX_LENGTH,
  COMPANY_SUMMARY_MAX_LENGTH,
  COMPANY_WEBSITE_MAX_LENGTH,
  type CompanyCategory,
  type CompanyDraft,
  companyDraftRefusal,
  type MyCompany,
} from '../../domain/companies/companies';
import type { SiteImage } from '../../domain/content';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { CompanyLogoField } from './CompanyLogoField';

export interface CompanyFormProps {
  /** The listing to change; null for a new one. */
  readonly company: MyCompany | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

type TextKey = 'name' | 'summary' | 'phone' | 'website' | 'address';

/**
 * A member's company as they write it. Saved, it waits for the office's approval (a change to a
 * public listing too); the form says so before it is sent.
 */
export function CompanyForm({ company, onSaved, onCancel }: CompanyFormProps) {
  const { memberCompanies, notifier } = useAppServices();
  const reasonOf = useRefusalReason();
  const [fields, setFields] = useState({
    name: company?.name ?? '',
    category: company?.category ?? 'other',
    summary: company?.summary ?? '',
    phone: company?.phone ?? '',
    website: company?.website ?? '',
    address: company?.address ?? '',
  });
  const [logo, setLogo] = useState<SiteImage | null>(company?.logo ?? null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const draft: CompanyDraft = { ...fields, logoImageId: logo?.imageId ?? null };
    const refusal = companyDraftRefusal(draft, URL);
    if (refusal) return setProblem(refusal);
    setProblem(null);
    setSaving(true);
    try {
      if (company) await memberCompanies.updateCompany(company.companyId, draft);
      else await memberCompanies.createCompany(draft);
      notifier.success('저장했습니다. 사무국이 확인한 뒤 게시됩니다.');
      onSaved();
    } catch (error) {
      setProblem(reasonOf(error, '저장하지 못했습니다.'));
    } finally {
      setSaving(false);
    }
  };

  const text = (key: TextKey, label: string, maxLength: number, required = false) => (
    <div className="form__field">
      <label htmlFor={`company-${key}`}>
        {label}
        {required ? <span className="form__required"> (필수)</span> : null}
      </label>
      {key === 'summary' ? (
        <textarea
          id={`company-${key}`}
          rows={5}
          value={fields[key]}
          maxLength={maxLength}
          required
          onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
        />
      ) : (
        <input
          id={`company-${key}`}
          type={key === 'phone' ? 'tel' : key === 'website' ? 'url' : 'text'}
          value={fields[key]}
          maxLength={maxLength}
          required={required}
          onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
        />
      )}
    </div>
  );

  const busy = saving || uploading;
  return (
    <form
      className="company-form"
      noValidate
      aria-label={company ? `${company.name} 고치기` : '새 기업 등록'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="muted">
        게시되면 회사 정보와 함께 등록한 동문의 이름과 기수가 누구에게나 보입니다. 저장한 내용은
        사무국이 확인한 뒤 게시됩니다.
      </p>
      {text('name', '회사 이름', COMPANY_NAME_MAX_LENGTH, true)}
      <div className="form__field">
        <label htmlFor="company-category-field">업종</label>
        <select
          id="company-category-field"
          value={fields.category}
          onChange={(event) =>
            setFields({ ...fields, category: event.target.value as CompanyCategory })
          }
        >
          {COMPANY_CATEGORIES.map((each) => (
            <option key={each} value={each}>
              {COMPANY_CATEGORY_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      {text('summary', '회사 소개', COMPANY_SUMMARY_MAX_LENGTH, true)}
      {text('phone', '전화번호', COMPANY_PHONE_MAX_LENGTH)}
      {text('website', '홈페이지', COMPANY_WEBSITE_MAX_LENGTH)}
      {text('address', '주소', COMPANY_ADDRESS_MAX_LENGTH)}
      <CompanyLogoField logo={logo} onChange={setLogo} onBusyChange={setUploading} />
      <FormRefusal message={problem} />
      <p className="company__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {company ? '고친 내용 저장' : '등록 신청'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          취소
        </button>
        {busy ? (
          <span role="status">{uploading ? '로고를 올리는 중…' : '저장하는 중…'}</span>
        ) : null}
      </p>
    </form>
  );
}
