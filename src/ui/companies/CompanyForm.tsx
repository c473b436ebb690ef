import { useState } from 'react';
import {
  COMPANY_ADDRESS_MAX_LENGTH,
  COMPANY_CATEGORIES,
  COMPANY_CATEGORY_LABELS,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_PHONE_MAX_LENGTH,
  COMPANY_SUMMARY_MAX_LENGTH,
  COMPANY_WEBSITE_MAX_LENGTH,
  companyDraftRefusal,
  type MyCompany,
} from '../../domain/companies/companies';
import type { SiteImage } from '../../domain/content';
import { useAppServices } from '../shared/app/app-services';
import {
  FormRefusal,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import { CompanyLogoField } from './CompanyLogoField';

const CATEGORY_OPTIONS = COMPANY_CATEGORIES.map((each) => ({
  value: each,
  label: COMPANY_CATEGORY_LABELS[each],
}));

export interface CompanyFormProps {
  /** The listing to change; null for a new one. */
  readonly company: MyCompany | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/**
 * A member's company as they write it. Saved, it waits for the office's approval (a change to a
 * public listing too); the form says so before it is sent.
 */
export function CompanyForm({ company, onSaved, onCancel }: CompanyFormProps) {
  const { memberCompanies, notifier } = useAppServices();
  const [logo, setLogo] = useState<SiteImage | null>(company?.logo ?? null);
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    initial: {
      name: company?.name ?? '',
      category: company?.category ?? 'other',
      summary: company?.summary ?? '',
      phone: company?.phone ?? '',
      website: company?.website ?? '',
      address: company?.address ?? '',
    },
    rules: {},
    onSubmit: async (fields): Promise<void> => {
      const draft = { ...fields, logoImageId: logo?.imageId ?? null };
      // The domain's one check of a draft, as the server makes it.
      const refusal = companyDraftRefusal(draft, URL);
      if (refusal) return form.refuse(refusal);
      if (company) await memberCompanies.updateCompany(company.companyId, draft);
      else await memberCompanies.createCompany(draft);
      notifier.success('저장했습니다. 사무국이 확인한 뒤 게시됩니다.');
      onSaved();
    },
    failure: '저장하지 못했습니다.',
  });

  return (
    <form
      {...form.formProps}
      className="company-form"
      aria-label={company ? `${company.name} 고치기` : '새 기업 등록'}
    >
      <p className="muted">
        게시되면 회사 정보와 함께 등록한 동문의 이름과 기수가 누구에게나 보입니다. 저장한 내용은
        사무국이 확인한 뒤 게시됩니다.
      </p>
      <TextField
        form={form}
        name="name"
        label="회사 이름"
        required
        maxLength={COMPANY_NAME_MAX_LENGTH}
      />
      <SelectField form={form} name="category" label="업종" options={CATEGORY_OPTIONS} />
      <TextAreaField
        form={form}
        name="summary"
        label="회사 소개"
        required
        rows={5}
        maxLength={COMPANY_SUMMARY_MAX_LENGTH}
      />
      <TextField
        form={form}
        name="phone"
        label="전화번호"
        type="tel"
        maxLength={COMPANY_PHONE_MAX_LENGTH}
      />
      <TextField
        form={form}
        name="website"
        label="홈페이지"
        type="url"
        maxLength={COMPANY_WEBSITE_MAX_LENGTH}
      />
      <TextField form={form} name="address" label="주소" maxLength={COMPANY_ADDRESS_MAX_LENGTH} />
      <CompanyLogoField logo={logo} onChange={setLogo} onBusyChange={setUploading} />
      <FormRefusal message={form.formError} />
      <p className="company__actions">
        <SubmitButton
          inline
          submitting={form.submitting}
          disabled={uploading}
          busyLabel="저장하는 중…"
        >
          {company ? '고친 내용 저장' : '등록 신청'}
        </SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          취소
        </button>
      </p>
    </form>
  );
}
