import { describe, expect, it } from 'vitest';
import { UpdateMyProfile } from '../../../src/application/my-info';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';

describe('UpdateMyProfile', () => {
  it("saves one section's change on top of the profile as last saved, keeping the rest", async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'profile1', company: '한빛상사', jobTitle: '과장' });
    await signInAs(world, 'profile1');
    const saved = await world.myInfoApi.getMyInfo();
    const next = await new UpdateMyProfile(world.myInfoApi).execute(saved, {
      privacy: { ...saved.privacy, company: false },
    });
    expect(next.privacy.company).toBe(false);
    expect(next).toEqual({ ...saved, privacy: { ...saved.privacy, company: false } });
    expect(await world.myInfoApi.getMyInfo()).toEqual(next);
  });

  it('sends the whole profile, so a field another section saved before is not undone', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'profile2', jobTitle: '과장' });
    await signInAs(world, 'profile2');
    const update = new UpdateMyProfile(world.myInfoApi);
    const first = await update.execute(await world.myInfoApi.getMyInfo(), { jobTitle: '부장' });
    const second = await update.execute(first, { company: '새회사' });
    expect(second.jobTitle).toBe('부장');
    expect(second.company).toBe('새회사');
  });
});
