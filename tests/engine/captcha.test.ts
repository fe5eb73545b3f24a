import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, toPromise } from 'xstate';
import { cacheBuster, captchaMachine, type CaptchaEvent } from '../../engine/captcha';

function run(options: { loadFails: number; then?: CaptchaEvent[] }) {
  let loads = 0;
  const logged: string[] = [];
  const machine = captchaMachine.provide({
    actors: {
      loadScript: fromPromise(async () => {
        loads += 1;
        if (loads <= options.loadFails) throw new Error('network');
      }),
      render: fromCallback<CaptchaEvent>(({ sendBack }) => {
        for (const event of options.then ?? []) sendBack(event);
      }),
    },
    actions: { logFailure: (_, params) => void logged.push((params as { reason: string }).reason) },
  });
  const actor = createActor(machine, { input: { loadRetries: 3 } });
  actor.start();
  return { actor, loads: () => loads, logged };
}

describe('captcha (spec section 4 and 9)', () => {
  it('loads the provider script, renders, and a verified challenge gives its token', async () => {
    const { actor } = run({ loadFails: 0, then: [{ type: 'SUCCESS', token: 't1' }] });
    await expect(toPromise(actor)).resolves.toEqual({ token: 't1' });
    expect(actor.getSnapshot().value).toBe('verified');
  });

  it('retries a failed script load up to 3 times', async () => {
    const ok = run({ loadFails: 3, then: [{ type: 'CLOSE' }] });
    await toPromise(ok.actor);
    expect([ok.loads(), ok.actor.getSnapshot().value]).toEqual([4, 'closed']);
    const gone = run({ loadFails: 4 });
    await toPromise(gone.actor);
    expect([gone.loads(), gone.actor.getSnapshot().value, gone.logged]).toEqual([4, 'unavailable', ['script failed to load']]);
  });

  it('a failed verification is logged only, and the challenge goes on until success or close', async () => {
    const { actor, logged } = run({ loadFails: 0, then: [{ type: 'FAIL', reason: 'wrong answer' }, { type: 'CLOSE' }] });
    await toPromise(actor);
    expect(logged).toEqual(['wrong answer']);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('the script cache buster changes every 10 minutes', () => {
    const t = Date.UTC(2026, 0, 1, 10, 0, 0);
    expect(cacheBuster(t, 10)).toBe(cacheBuster(t + 9 * 60_000, 10));
    expect(cacheBuster(t + 10 * 60_000, 10)).toBe(cacheBuster(t, 10) + 1);
  });
});
