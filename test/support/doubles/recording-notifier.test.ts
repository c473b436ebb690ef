import { describe, expect, it } from 'vitest';
import { RecordingNotifier } from './recording-notifier';

describe('RecordingNotifier', () => {
  it('starts with no notifications', () => {
    expect(new RecordingNotifier().notifications).toEqual([]);
  });

  it('records each notification with its kind, in the order they were shown', () => {
    const notifier = new RecordingNotifier();
    notifier.success('저장했습니다.');
    notifier.info('인증번호를 보냈습니다.');
    notifier.error('오류가 발생했습니다.');
    expect(notifier.notifications).toEqual([
      { kind: 'success', message: '저장했습니다.' },
      { kind: 'info', message: '인증번호를 보냈습니다.' },
      { kind: 'error', message: '오류가 발생했습니다.' },
    ]);
  });

  it('keeps repeated messages as separate notifications', () => {
    const notifier = new RecordingNotifier();
    notifier.error('다시 시도해 주세요.');
    notifier.error('다시 시도해 주세요.');
    expect(notifier.notifications).toHaveLength(2);
  });
});
