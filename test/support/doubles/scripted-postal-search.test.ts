import { describe, expect, it } from 'vitest';
import { ScriptedPostalSearch } from './scripted-postal-search';
import { GANGNAM_06236, SEJONG_30151 } from '../addresses';

describe('ScriptedPostalSearch', () => {
  it('answers the scripted addresses in queue order', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM_06236, SEJONG_30151]);
    expect(await postal.search()).toEqual(GANGNAM_06236);
    expect(await postal.search()).toEqual(SEJONG_30151);
  });

  it('answers null (closed without choosing) once the queue is empty', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM_06236]);
    await postal.search();
    expect(await postal.search()).toBeNull();
    expect(await new ScriptedPostalSearch().search()).toBeNull();
  });

  it('answers a scripted null in its turn and goes on with the queue after it', async () => {
    const postal = new ScriptedPostalSearch([null, GANGNAM_06236]);
    expect(await postal.search()).toBeNull();
    expect(await postal.search()).toEqual(GANGNAM_06236);
  });

  it('appends enqueued answers after the ones given at construction', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM_06236]);
    postal.enqueue(SEJONG_30151);
    expect(await postal.search()).toEqual(GANGNAM_06236);
    expect(await postal.search()).toEqual(SEJONG_30151);
  });

  it('is not affected by later changes to the array it was given', async () => {
    const answers = [GANGNAM_06236];
    const postal = new ScriptedPostalSearch(answers);
    answers.unshift(SEJONG_30151);
    expect(await postal.search()).toEqual(GANGNAM_06236);
  });

  it('counts every search, including those answered with null', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM_06236]);
    expect(postal.searches).toBe(0);
    await postal.search();
    await postal.search();
    expect(postal.searches).toBe(2);
  });

  it('rejects with the abort reason when the signal is already aborted, without using an answer', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM_06236]);
    const controller = new AbortController();
    controller.abort();
    await expect(postal.search(controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(postal.searches).toBe(0);
    expect(await postal.search()).toEqual(GANGNAM_06236);
  });

  it('answers normally when given a signal that is not aborted', async () => {
    const postal = new ScriptedPostalSearch([GANGNAM_06236]);
    expect(await postal.search(new AbortController().signal)).toEqual(GANGNAM_06236);
  });
});
