import { useId, useState } from 'react';
import { useAppServices } from '../shared/app/app-services';
import { CheckboxField } from '../shared/forms/CheckboxField';

/**
 * The member's choices as a donor: whether the hall of fame names them (not by default), and
 * the resident number kept for receipts, which they may have forgotten.
 */
export function DonorChoices({
  namedInHallOfFame,
  residentNumberOnFile,
  onChanged,
}: {
  readonly namedInHallOfFame: boolean;
  readonly residentNumberOnFile: boolean;
  readonly onChanged: () => void;
}) {
  const { donations, notifier } = useAppServices();
  const id = useId();
  const [named, setNamed] = useState(namedInHallOfFame);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      notifier.success(done);
      onChanged();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="my-donations__choices" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>기부자 설정</h2>
      <CheckboxField
        id={`${id}-named`}
        label="명예의 전당에 제 이름을 올립니다."
        checked={named}
        input={{ disabled: busy }}
        onChange={(checked) => {
          setNamed(checked);
          void act(
            () => donations.updateMyDonorPreferences({ namedInHallOfFame: checked }),
            checked ? '명예의 전당에 이름을 올립니다.' : '명예의 전당에서 이름을 내립니다.',
          );
        }}
      />
      <p className="muted">
        {residentNumberOnFile
          ? '영수증에 쓸 주민등록번호가 암호화되어 저장되어 있습니다.'
          : '저장한 주민등록번호가 없습니다. 영수증을 받을 때 입력할 수 있습니다.'}
      </p>
      {residentNumberOnFile ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void act(() => donations.forgetMyResidentNumber(), '저장한 주민등록번호를 지웠습니다.')
          }
        >
          저장한 주민등록번호 지우기
        </button>
      ) : null}
    </section>
  );
}
