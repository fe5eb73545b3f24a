import { createActor, type AnyEventObject } from 'xstate';
import { createFlowMachine, replay, type ReplayLog } from '../../../engine/kyc';
import { configFlows, runReplay } from '../commands/kyc/kycReplay';
import { summarise, time } from './measure';

const cycles = 50_000;
const runs = 7;

/**
 * Events per second through `portal kyc replay` (the command's replay, with an expected state for
 * every step and one printed line per step) on a long log, next to the raw XState transition rate of
 * the same machine and events (createActor + send) in the same run.
 */
export async function kycReplayBench(): Promise<string[]> {
  const flows = configFlows();
  const events: AnyEventObject[] = [{ type: 'xstate.init' }];
  for (let i = 0; i < cycles; i++) events.push({ type: 'SUBMIT' }, { type: 'REJECT' });
  const log: ReplayLog = { flow: 'moduleStatus', input: { status: 3 }, events };
  const expected = replay(flows, log).steps.map((s) => s.state);
  const count = events.length - 1;

  let lines = 0;
  const throughReplay = () => {
    const result = runReplay(flows, log, expected, () => void lines++);
    if (result.exitCode !== 0) throw new Error(`replay failed: ${result.stderr}`);
  };
  const machine = createFlowMachine(flows.moduleStatus!);
  const raw = () => {
    const actor = createActor(machine, { input: { status: 3 } }).start();
    for (let i = 1; i < events.length; i++) actor.send(events[i]!);
    actor.stop();
  };
  // Interleaved, so both see the same machine load.
  const samples = { replay: [] as number[], raw: [] as number[] };
  for (let run = 0; run < runs; run++) {
    samples.replay.push((await time(throughReplay)).ms);
    samples.raw.push((await time(raw)).ms);
  }
  const replayTiming = summarise(samples.replay);
  const rawTiming = summarise(samples.raw);
  const rate = (ms: number) => Math.round(count / (ms / 1000));
  const replayRate = rate(replayTiming.medianMs);
  const rawRate = rate(rawTiming.medianMs);
  return [
    `kycReplay: a log of ${count.toLocaleString('en')} events (moduleStatus: SUBMIT, REJECT x ${cycles.toLocaleString('en')}), median of ${runs} interleaved runs`,
    `  portal kyc replay (expected state per step, one line per step): ${replayRate.toLocaleString('en')} events/s (${replayTiming.medianMs.toFixed(0)} ms)`,
    `  raw XState (createActor + send):                                 ${rawRate.toLocaleString('en')} events/s (${rawTiming.medianMs.toFixed(0)} ms)`,
    `  ratio replay / raw: ${(replayRate / rawRate).toFixed(2)}`,
  ];
}
