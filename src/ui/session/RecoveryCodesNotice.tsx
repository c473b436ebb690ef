import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '../shared/app/app-services';
import { CheckboxField } from '../shared/forms/CheckboxField';

interface RecoveryCodesNoticeProps {
  readonly codes: readonly string[];
  readonly onKept: () => void;
}

/**
 * The ten recovery codes, shown this once: each signs in once without the app (a lost phone).
 * The sign-in goes on only when the administrator says they are kept somewhere safe.
 */
export function RecoveryCodesNotice({ codes, onKept }: RecoveryCodesNoticeProps) {
  const { fileSaver, association } = useAppServices();
  const [kept, setKept] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const save = () => {
    const text = `${association.name} 관리자 복구 코드\n각 코드는 한 번만 쓸 수 있습니다.\n\n${codes.join('\n')}\n`;
    void fileSaver.save({
      fileName: 'recovery-codes.txt',
      mimeType: 'text/plain;charset=utf-8',
      data: new Blob([text], { type: 'text/plain;charset=utf-8' }),
    });
  };

  return (
    <section aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" ref={heading} tabIndex={-1}>
        복구 코드
      </h2>
      <p>
        인증 앱을 쓸 수 없을 때(휴대전화 분실 등) 아래 코드 하나로 한 번 로그인할 수 있습니다. 이
        화면을 벗어나면 다시 볼 수 없으니, 인쇄하거나 파일로 저장해 안전한 곳에 보관해 주세요.
      </p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--block" onClick={save}>
        복구 코드 파일로 저장
      </button>
      <CheckboxField
        id="recovery-codes-kept"
        label="복구 코드를 안전한 곳에 보관했습니다"
        checked={kept}
        onChange={setKept}
      />
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!kept}
        onClick={onKept}
      >
        로그인 계속하기
      </button>
    </section>
  );
}
