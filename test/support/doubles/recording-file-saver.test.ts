import { describe, expect, it } from 'vitest';
import { RecordingFileSaver } from './recording-file-saver';

describe('RecordingFileSaver', () => {
  it('starts with nothing saved', () => {
    expect(new RecordingFileSaver().saved).toEqual([]);
  });

  it('keeps each saved file as given, in order, Korean names included', async () => {
    const saver = new RecordingFileSaver();
    const receipt = {
      fileName: '기부금영수증_2026.pdf',
      mimeType: 'application/pdf',
      data: new Blob(['%PDF'], { type: 'application/pdf' }),
    };
    const notice = {
      fileName: '총회 안내문.hwp',
      mimeType: 'application/x-hwp',
      data: new Blob(['hwp']),
    };
    await saver.save(receipt);
    await saver.save(notice);
    expect(saver.saved).toHaveLength(2);
    expect(saver.saved[0]).toBe(receipt);
    expect(saver.saved[1]).toBe(notice);
  });

  it('resolves once the file is recorded', async () => {
    const saver = new RecordingFileSaver();
    await expect(
      saver.save({ fileName: 'a.txt', mimeType: 'text/plain', data: new Blob(['a']) }),
    ).resolves.toBeUndefined();
    expect(saver.saved.map((file) => file.fileName)).toEqual(['a.txt']);
  });
});
