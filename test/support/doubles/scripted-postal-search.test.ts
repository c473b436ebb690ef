import { describe, expect, it } from 'vitest';
import { ScriptedPostalSearch } from './scripted-postal-search';
import type { PostalAddress } from '../../../src/domain/shared/address/address';

const GANGNAM: PostalAddress = {
  zonecode: '06236',
  addr: '서울 강남구 테헤란로 152',
  daddr: '',
  city: '1100000000',
  sgg: '1168000000',
  sido: '서울',
  sigungu: '강남구',
};

const SEJONG: PostalAddress = {
  zonecode: '30151',
  addr: '세종특별자치시 한누리대로 2130',
  daddr: '',
  city: '3600000000',
  sgg: '3611000000',
  sido: '세종특별자치시',
  sigungu: '',
};

describe('ScriptedPostalSearch', () => {
  it('answers the scripted addresses in queue order', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM, SEJONG]);
    expect(await postal.search()).toEqual(GANGNAM);
    expect(await postal.search()).toEqual(SEJONG);
  });

  it('answers null (closed without choosing) once the queue is empty', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM]);
    await postal.search();
    expect(await postal.search()).toBeNull();
    expect(await new ScriptedPostalSearch().search()).toBeNull();
  });

  it('answers a scripted null in its turn and goes on with the queue after it', async () => {
    const postal = new ScriptedPostalSearch([null, GANGNAM]);
    expect(await postal.search()).toBeNull();
    expect(await postal.search()).toEqual(GANGNAM);
  });

  it('appends enqueued answers after the ones given at construction', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM]);
    postal.enqueue(SEJONG);
    expect(await postal.search()).toEqual(GANGNAM);
    expect(await postal.search()).toEqual(SEJONG);
  });

  it('is not affected by later changes to the array it was given', async () => {
    const answers = [GANGNAM];
    const postal = new ScriptedPostalSearch(answers);
    answers.unshift(SEJONG);
    expect(await postal.search()).toEqual(GANGNAM);
  });

  it('counts every search, including those answered with null', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM]);
    expect(postal.searches).toBe(0);
    await postal.search();
    await postal.search();
    expect(postal.searches).toBe(2);
  });

  it('rejects with the abort reason when the signal is already aborted, without using an answer', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM]);
    const controller = new AbortController();
    controller.abort();
    await expect(postal.search(controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(postal.searches).toBe(0);
    expect(await postal.search()).toEqual(GANGNAM);
  });

  it('answers normally when given a signal that is not aborted', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM]);
    expect(await postal.search(new AbortController().signal)).toEqual(GANGNAM);
  });
});
