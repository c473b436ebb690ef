import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../../shared/app/app-services';
import { createQrDetector, type DetectorHost } from './qr-detector';
import { createScanGate } from './scan-gate';

/** How often a frame is read: often enough to feel instant, rarely enough for an old phone. */
const READ_EVERY_MS = 250;

type CameraState = 'off' | 'starting' | 'on' | 'failed';

/**
 * The phone's back camera reading QR codes: off until asked (the camera's permission, and the
 * reader's code, only then), each code acted on once while held up (scan-gate.ts), and no
 * reading while the last one is being checked in. When the camera cannot be used, says so:
 * the code field and the name search below work without it.
 */
export function CameraScanner({ onCode }: { readonly onCode: (code: string) => Promise<void> }) {
  const { clock } = useAppServices();
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  });
  const running = state === 'starting' || state === 'on';

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gate = createScanGate();
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const detector = await createQrDetector(window as unknown as DetectorHost);
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play();
      setState('on');
      const read = async () => {
        if (stopped) return;
        try {
          const [code] = await detector.detect(element);
          if (code?.rawValue && gate.accept(code.rawValue, clock.now().getTime()))
            await handler.current(code.rawValue);
        } catch {
          // A frame the reader could not take (the video not ready yet): the next one will do.
        }
        if (!stopped) timer = setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      setProblem(
        error instanceof DOMException && error.name === 'NotAllowedError'
          ? '카메라를 쓸 수 있도록 브라우저에서 권한을 허용해 주세요. 아래에서 코드를 붙여 넣거나 이름으로 찾을 수도 있습니다.'
          : '이 기기에서는 카메라로 읽을 수 없습니다. 아래에서 코드를 붙여 넣거나 이름으로 찾아 주세요.',
      );
      setState('failed');
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [running, clock]);

  return (
    <section className="check-in__camera" aria-labelledby="check-in-camera-title">
      <h2 id="check-in-camera-title">QR 코드 읽기</h2>
      <button
        type="button"
        className="button button--primary check-in__big"
        onClick={() => {
          setProblem(null);
          setState(running ? 'off' : 'starting');
        }}
      >
        {running ? '카메라 끄기' : '카메라 켜기'}
      </button>
      <p role="status" className="check-in__camera-status">
        {state === 'starting'
          ? '카메라를 켜는 중입니다…'
          : state === 'on'
            ? '참가 확인 메일의 QR 코드를 화면 가운데에 비춰 주세요.'
            : ''}
      </p>
      {problem ? (
        <p role="alert" className="form__error">
          {problem}
        </p>
      ) : null}
      {running ? (
        <video ref={video} className="check-in__video" muted playsInline aria-label="카메라 화면" />
      ) : null}
    </section>
  );
}
