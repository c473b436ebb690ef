import { CAMPAIGN_LIMITS, MESSAGE_CHANNELS, MESSAGE_KINDS } from '../../../domain/messages';
import { TextField } from '../../shared/forms/kit';
import type { FormApi } from '../../shared/forms/use-form';
import type { CampaignValues } from './campaign-form';

type Form = FormApi<CampaignValues>;
type RadioName = 'kind' | 'channel' | 'when';

/** One choice among a few, each a radio with its label and, when it has one, its note. */
function Radios<K extends RadioName>({
  form,
  name,
  legend,
  choices,
}: {
  readonly form: Form;
  readonly name: K;
  readonly legend: string;
  readonly choices: readonly {
    readonly value: CampaignValues[K];
    readonly label: string;
    readonly note?: string;
  }[];
}) {
  const idOf = (value: string) => `${form.idOf(name)}-${value}`;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <div key={choice.value} className="form__check">
          <input
            id={idOf(choice.value)}
            type="radio"
            name={form.idOf(name)}
            checked={form.values[name] === choice.value}
            aria-describedby={choice.note ? `${idOf(choice.value)}-note` : undefined}
            onChange={() => form.setValue(name, choice.value)}
          />
          <label htmlFor={idOf(choice.value)}>{choice.label}</label>
          {choice.note ? (
            <p id={`${idOf(choice.value)}-note`} className="form__hint">
              {choice.note}
            </p>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/** 안내 and 홍보, each with what the law makes of it. */
const KIND_CHOICES = {
  notice: {
    label: '안내',
    note: '총회·행사·경조사 등 동문회 소식입니다. 안내를 받지 않기로 한 회원에게는 보내지 않습니다.',
  },
  promotion: {
    label: '홍보',
    note:
      '모금 안내, 제휴 혜택 등 광고성 정보입니다. 광고성 정보 수신에 동의한 회원에게만 보내며, ' +
      '제목(문자는 본문) 앞에 (광고)가, 끝에 보낸 곳과 무료 수신거부 방법이 붙습니다.',
  },
} as const;

const CHANNEL_CHOICES = {
  mail: { label: '메일', note: undefined },
  text: {
    label: '문자',
    note:
      '본문의 글자만 보냅니다. 90바이트(한글 45자)를 넘으면 장문 문자로, 2,000바이트까지 ' +
      '보낼 수 있습니다. 홍보 문자는 밤 9시부터 아침 8시까지는 보내지 않고 아침에 보냅니다.',
  },
} as const;

/** The kind of message and its channel. */
export function KindAndChannel({ form }: { readonly form: Form }) {
  return (
    <>
      <Radios
        form={form}
        name="kind"
        legend="종류"
        choices={MESSAGE_KINDS.map((kind) => ({ value: kind, ...KIND_CHOICES[kind] }))}
      />
      <Radios
        form={form}
        name="channel"
        legend="보내는 방법"
        choices={MESSAGE_CHANNELS.map((channel) => ({
          value: channel,
          ...CHANNEL_CHOICES[channel],
        }))}
      />
    </>
  );
}

/** Now, or at a time typed in Korean time. */
export function WhenFields({ form }: { readonly form: Form }) {
  return (
    <>
      <Radios
        form={form}
        name="when"
        legend="보낼 때"
        choices={[
          { value: 'now', label: '지금 보내기' },
          { value: 'later', label: '예약 (보낼 때를 정합니다)' },
        ]}
      />
      {form.values.when === 'later' ? (
        <TextField
          form={form}
          name="scheduledAt"
          label="보낼 때 (한국 시간)"
          type="datetime-local"
          required
          hint={`${CAMPAIGN_LIMITS.scheduleMaxDays}일 안으로 정할 수 있습니다.`}
        />
      ) : null}
    </>
  );
}
