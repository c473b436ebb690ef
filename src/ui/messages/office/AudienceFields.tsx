import type { DonationFund } from '../../../domain/donations';
import { PROVINCES } from '../../../domain/shared/address/provinces';
import { CheckboxField, SelectField, TextField } from '../../shared/forms/kit';
import type { FormApi } from '../../shared/forms/use-form';
import type { CampaignValues } from './campaign-form';

type NumberName = 'classFrom' | 'classTo' | 'graduationFrom' | 'graduationTo';

/** A number typed in a short box (a 기수, a year). */
function NumberBox({
  form,
  name,
  label,
}: {
  readonly form: FormApi<CampaignValues>;
  readonly name: NumberName | 'donorsOfYear' | 'duesPayersOfYear';
  readonly label: string;
}) {
  return <TextField form={form} name={name} label={label} inputMode="numeric" size={6} />;
}

/**
 * Whom a send is for (issue 32, item 2): 기수 and 졸업 연도 ranges, 시·도, the donors of a year
 * (to a fund), the dues payers of a year, and only those consenting to 홍보; none chosen: every
 * approved member. Each refusal is said beside its field.
 */
export function AudienceFields({
  form,
  funds,
}: {
  readonly form: FormApi<CampaignValues>;
  readonly funds: readonly DonationFund[];
}) {
  const { values } = form;
  const toggleRegion = (sido: string, on: boolean) =>
    form.updateValue('regions', (current) =>
      on ? [...current, sido] : current.filter((each) => each !== sido),
    );
  return (
    <fieldset className="campaign-filters">
      <legend>받는 회원 (고르지 않으면 승인된 회원 전체)</legend>
      <div className="campaign-filters__row">
        <NumberBox form={form} name="classFrom" label="기수 (부터)" />
        <NumberBox form={form} name="classTo" label="기수 (까지)" />
        <NumberBox form={form} name="graduationFrom" label="졸업 연도 (부터)" />
        <NumberBox form={form} name="graduationTo" label="졸업 연도 (까지)" />
      </div>
      <fieldset>
        <legend>지역 (주소의 시·도)</legend>
        <div className="campaign-filters__regions">
          {PROVINCES.map((province) => (
            <CheckboxField
              key={province.sido}
              id={`${form.idOf('regions')}-${province.code}`}
              label={province.name}
              checked={values.regions.includes(province.sido)}
              onChange={(on) => toggleRegion(province.sido, on)}
            />
          ))}
        </div>
      </fieldset>
      <div className="campaign-filters__row">
        <NumberBox form={form} name="donorsOfYear" label="기부자: 기부한 해" />
        <SelectField
          form={form}
          name="donorsOfFund"
          label="기부자: 기금"
          placeholder="모든 기금"
          options={funds.map((fund) => ({ value: fund.fundId, label: fund.name }))}
        />
        <NumberBox form={form} name="duesPayersOfYear" label="회비 납부: 납부한 해" />
      </div>
      <CheckboxField
        id={form.idOf('consentedOnly')}
        label={
          values.kind === 'promotion'
            ? '홍보 수신 동의자만 (홍보는 언제나 동의한 회원에게만 보냅니다)'
            : '홍보 수신 동의자만'
        }
        checked={values.kind === 'promotion' || values.consentedOnly}
        input={{ disabled: values.kind === 'promotion' }}
        onChange={(on) => form.setValue('consentedOnly', on)}
      />
    </fieldset>
  );
}
