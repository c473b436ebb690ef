import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { AudienceCount as Count } from '../../../application/messages';
import type { NoticeSummary } from '../../../domain/content';
import type { DonationFund } from '../../../domain/donations';
import { CAMPAIGN_LIMITS, CAMPAIGN_REFUSALS } from '../../../domain/messages';
import { RichTextField } from '../../content';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal, SelectField, SubmitButton, TextField } from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';
import { useUnsavedEdits } from '../../shared/routing/use-unsaved-edits';
import { AudienceCount } from './AudienceCount';
import { AudienceFields } from './AudienceFields';
import {
  campaignRules,
  type CampaignValues,
  filterOf,
  INITIAL_CAMPAIGN,
  REFUSED_FIELDS,
  requestOf,
  scheduleOf,
} from './campaign-form';
import { campaignHref } from './campaign-texts';
import { KindAndChannel, WhenFields } from './CampaignChoices';
import { CampaignConfirmation } from './CampaignConfirmation';
import { CampaignPreview } from './CampaignPreview';
import { CampaignTestSend } from './CampaignTestSend';

/**
 * 새 소식 보내기 (issue 32, items 2–3): the kind, the audience with its live count, the message
 * (the notices' editor), a notice to link, a preview and a test to oneself, now or at a time,
 * then a confirmation naming the count before the send.
 */
export function CampaignComposeForm({
  funds,
  notices,
}: {
  readonly funds: readonly DonationFund[];
  readonly notices: readonly NoticeSummary[];
}) {
  const { officeCampaigns, notifier, routes, clock } = useAppServices();
  const [, navigate] = useLocation();
  const [previewing, setPreviewing] = useState(false);
  // The count confirmed, for the values it was asked for: a change asks again.
  const [asked, setConfirmation] = useState<{ count: Count; key: string } | null>(null);
  const rules = useMemo(() => campaignRules(() => clock.now()), [clock]);
  const form = useForm<CampaignValues>({
    initial: INITIAL_CAMPAIGN,
    rules,
    failure: '보내지 못했습니다.',
    onSubmit: async (values) => {
      const request = requestOf(values);
      const key = JSON.stringify(values);
      if (asked?.key !== key) {
        const { kind, channel, audience } = request;
        const count = await officeCampaigns.audienceCount({ kind, channel, audience });
        if (count.reached === 0) throw new Error(CAMPAIGN_REFUSALS.noRecipients);
        setConfirmation({ count, key });
        return undefined;
      }
      setConfirmation(null);
      try {
        const { campaignId } = await officeCampaigns.sendCampaign(request);
        notifier.success(
          request.scheduledAt ? '보낼 시각을 예약했습니다.' : '소식을 보내기 시작했습니다.',
        );
        edits.saved();
        navigate(campaignHref(routes.byId('officeCampaign').path, campaignId));
        return undefined;
      } catch (error) {
        const field = error instanceof Error ? REFUSED_FIELDS[error.message] : undefined;
        if (field && error instanceof Error) return { [field]: error.message };
        throw error;
      }
    },
  });
  const { values } = form;
  const edits = useUnsavedEdits(values.subject.trim() !== '' || !values.bodyEmpty);
  const confirmation = asked?.key === JSON.stringify(values) ? asked.count : null;
  const request = requestOf(values);
  const notice = notices.find((each) => each.noticeId === values.noticeId) ?? null;

  return (
    <form {...form.formProps} className="campaign-compose">
      <KindAndChannel form={form} />
      <AudienceFields form={form} funds={funds} />
      <AudienceCount kind={values.kind} channel={values.channel} audience={filterOf(values)} />
      <TextField
        form={form}
        name="subject"
        label="제목"
        required
        maxLength={CAMPAIGN_LIMITS.subjectMaxLength}
        hint={values.kind === 'promotion' ? '보낼 때 제목 앞에 (광고)가 붙습니다.' : undefined}
      />
      <Suspense fallback={<p role="status">본문 편집기를 불러오는 중입니다…</p>}>
        <RichTextField
          id="campaign-body"
          initialHtml=""
          problem={form.errors.bodyEmpty ?? null}
          onChange={(html, empty) => {
            form.setValue('bodyHtml', html);
            form.setValue('bodyEmpty', empty);
          }}
        />
      </Suspense>
      <SelectField
        form={form}
        name="noticeId"
        label="연결할 공지 (선택)"
        placeholder="연결하지 않음"
        options={notices.map((each) => ({ value: each.noticeId, label: each.title }))}
      />
      <p className="campaign-compose__tools">
        <button
          type="button"
          className="button"
          aria-pressed={previewing}
          onClick={() => setPreviewing((on) => !on)}
        >
          미리 보기
        </button>
      </p>
      {previewing ? (
        <CampaignPreview
          kind={values.kind}
          channel={values.channel}
          subject={values.subject}
          bodyHtml={values.bodyHtml}
          noticeTitle={notice?.title ?? null}
        />
      ) : null}
      <CampaignTestSend
        content={request}
        ready={() => [form.check('subject'), form.check('bodyEmpty')].every(Boolean)}
        disabled={form.submitting}
      />
      <WhenFields form={form} />
      <FormRefusal message={form.formError} />
      {confirmation ? (
        <CampaignConfirmation
          count={confirmation}
          kind={values.kind}
          channel={values.channel}
          subject={values.subject}
          scheduledAt={scheduleOf(values)}
          submitting={form.submitting}
          onBack={() => setConfirmation(null)}
        />
      ) : (
        <SubmitButton submitting={form.submitting} busyLabel="대상 회원을 세는 중…" inline>
          {values.when === 'now' ? '지금 보내기' : '예약하기'}
        </SubmitButton>
      )}
    </form>
  );
}
