import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { KycFlowDefinition } from '../../engine/config';
import { createFlowMachine, flowDiagram, flowPaths, FlowDefinitionError, replay, stateKey, type FlowInput } from '../../engine/kyc';
import { composed } from '../helpers/config';

const flows = composed().kycFlows;
const guide = flows.guide!;

// Module status codes (kycModuleStatus): verified 0, under review 1, rejected 2, unsubmitted 3, pending 4.
const [VERIFIED, UNDER_REVIEW, REJECTED, UNSUBMITTED, PENDING] = [0, 1, 2, 3, 4];

const guideInput = (nextLevel: number, modules: [number, number][], extra: FlowInput = {}): FlowInput => ({
  level: 1,
  nextLevel,
  verifyRelationList: modules.map(([verifyModuleCode, status]) => ({ verifyModuleCode, status })),
  ...extra,
});

/** Runs a flow with an input and events; the states after each step and the final context. */
function run(definition: KycFlowDefinition, input: FlowInput, events: string[] = []) {
  const actor = createActor(createFlowMachine(definition), { input }).start();
  const states = [stateKey(actor.getSnapshot().value)];
  for (const type of events) {
    actor.send({ type });
    states.push(stateKey(actor.getSnapshot().value));
  }
  return { states, context: actor.getSnapshot().context as Record<string, unknown> };
}

describe('the guided flow (config/kyc/flows/guide.json)', () => {
  it('moves to the next module of the level, and after the last step shows the result page', () => {
    const { states } = run(
      guide,
      guideInput(2, [
        [4, UNSUBMITTED],
        [5, UNSUBMITTED],
      ]),
      ['DONE', 'DONE'],
    );
    expect(states).toEqual(['step.poi', 'step.poa', 'result']);
  });

  it('when forced (by the user, or opened to the result) shows the result page', () => {
    expect(
      run(
        guide,
        guideInput(2, [
          [4, UNSUBMITTED],
          [5, UNSUBMITTED],
        ]),
        ['FORCE_RESULT'],
      ).states,
    ).toEqual(['step.poi', 'result']);
    expect(run(guide, guideInput(2, [[4, UNSUBMITTED]], { forceResult: true })).states).toEqual(['result']);
  });

  it('skips verified modules of a primary level; goes back one step; starts again from the result', () => {
    const input = guideInput(1, [
      [1, VERIFIED],
      [2, UNSUBMITTED],
      [3, REJECTED],
    ]);
    expect(run(guide, input, ['DONE', 'BACK', 'DONE', 'DONE', 'RESTART']).states).toEqual([
      'step.phoneOtp',
      'step.personalInfo',
      'step.phoneOtp',
      'step.personalInfo',
      'result',
      'step.phoneOtp',
    ]);
  });

  it('for next level 11 only pending, rejected and unsubmitted modules are kept', () => {
    const { context } = run(
      guide,
      guideInput(
        11,
        [
          [6, UNDER_REVIEW],
          [7, PENDING],
          [8, REJECTED],
          [9, VERIFIED],
        ],
        { ibtPoiAuditStatus: 1, ibtPoaAuditStatus: 3 },
      ),
    );
    expect(context.steps).toEqual([7, 8]);
    const { context: other } = run(
      guide,
      guideInput(
        11,
        [
          [7, UNDER_REVIEW],
          [8, UNSUBMITTED],
        ],
        { ibtPoiAuditStatus: 0, ibtPoaAuditStatus: 2 },
      ),
    );
    expect(other.steps).toEqual([8]);
  });

  it('the advanced POI step is dropped when a merged POI exists and it is first; the merged page shows instead', () => {
    const merged = run(
      guide,
      guideInput(
        11,
        [
          [7, UNSUBMITTED],
          [8, UNSUBMITTED],
        ],
        { ibtPoiAuditStatus: -1, ibtPoaAuditStatus: -1 },
      ),
      ['DONE'],
    );
    expect(merged.context).toMatchObject({ advancedMerge: true, steps: [8] });
    expect(merged.states).toEqual(['step.advancedMerged', 'result']);
    const separate = run(
      guide,
      guideInput(
        11,
        [
          [7, REJECTED],
          [8, UNDER_REVIEW],
        ],
        { ibtPoiAuditStatus: 3, ibtPoaAuditStatus: 0 },
      ),
    );
    expect(separate.context).toMatchObject({ advancedMerge: false, steps: [7] });
    expect(separate.states).toEqual(['step.advancedPoi']);
  });

  it.each([
    [-1, -1, true],
    [-1, 2, true],
    [0, -1, true],
    [3, 3, true],
    [3, 0, false],
    [2, 3, false],
    [0, 1, false],
    [2, 2, false],
  ])('advanced merge with IBT audit statuses POI %i and POA %i is %s (either -1, or both 3)', (poi, poa, expected) => {
    const { context } = run(
      guide,
      guideInput(
        11,
        [
          [7, UNSUBMITTED],
          [8, UNSUBMITTED],
        ],
        { ibtPoiAuditStatus: poi, ibtPoaAuditStatus: poa },
      ),
    );
    expect(context.advancedMerge).toBe(expected);
  });

  it('refuses an input without the modules, naming what is expected', () => {
    expect(() => replay(flows, { flow: 'guide', input: { nextLevel: 2 }, events: [] })).toThrow(
      /step 0 \(xstate.init\): the machine failed: guide input: verifyRelationList must be a list/,
    );
  });
});

describe('the one-time-code flow (otp.json)', () => {
  it('takes a code of exactly 6 digits, and another code only after the resend wait', () => {
    const actor = createActor(createFlowMachine(flows.otp!), { input: { digits: 6 } }).start();
    const state = () => stateKey(actor.getSnapshot().value);
    actor.send({ type: 'SEND' });
    actor.send({ type: 'SENT' });
    actor.send({ type: 'SUBMIT', code: '12345' });
    expect(state()).toBe('codeSent');
    actor.send({ type: 'SEND' });
    expect(state()).toBe('codeSent');
    actor.send({ type: 'RESEND_READY' });
    actor.send({ type: 'SEND' });
    expect(state()).toBe('sending');
    actor.send({ type: 'SENT' });
    actor.send({ type: 'SUBMIT', code: '123456' });
    actor.send({ type: 'REJECTED' });
    expect(state()).toBe('codeSent');
    actor.send({ type: 'SUBMIT', code: '654321' });
    actor.send({ type: 'VERIFIED' });
    expect(state()).toBe('verified');
  });
});

describe('the module status flow (moduleStatus.json): allowed status transitions', () => {
  it.each([
    [UNSUBMITTED, 'SUBMIT', 'underReview'],
    [UNSUBMITTED, 'VERIFY', 'verified'],
    [UNSUBMITTED, 'REFER', 'pending'],
    [UNDER_REVIEW, 'APPROVE', 'verified'],
    [UNDER_REVIEW, 'REJECT', 'rejected'],
    [PENDING, 'APPROVE', 'verified'],
    [REJECTED, 'SUBMIT', 'underReview'],
    [UNDER_REVIEW, 'SUBMIT', 'underReview'],
    [VERIFIED, 'SUBMIT', 'verified'],
    [VERIFIED, 'REJECT', 'verified'],
    [UNSUBMITTED, 'APPROVE', 'unsubmitted'],
  ])('status %i on %s: %s', (status, event, expected) => {
    expect(run(flows.moduleStatus!, { status }, [event]).states.at(-1)).toBe(expected);
  });
});

describe('the face verification flow (faceVerification.json)', () => {
  it('starts in the reported status and goes INIT -> PENDING -> SUCCESS; a rejection can be retried', () => {
    expect(run(flows.faceVerification!, { status: 'INIT' }, ['START', 'CAPTURED', 'APPROVED']).states).toEqual(['init', 'capturing', 'pending', 'success']);
    expect(run(flows.faceVerification!, { status: 'REJECTED' }, ['RETRY']).states).toEqual(['rejected', 'init']);
  });
});

describe('flows from JSON: names checked, paths, replay, diagram', () => {
  it('a flow naming a guard no code implements is refused before it runs, naming the guard and where', () => {
    const broken = structuredClone(guide);
    (broken.states.route!.always as { guard?: unknown }[])[0]!.guard = 'isForced';
    expect(() => createFlowMachine(broken)).toThrow(FlowDefinitionError);
    expect(() => createFlowMachine(broken)).toThrow('guard "isForced" at /states/route/always/0/guard');
  });

  it.each(Object.keys(flows))('every shortest path of %s (first step xstate.init) replays to its target state', (id) => {
    const paths = flowPaths(flows[id]!);
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) {
      expect(path.events[0]).toEqual({ type: 'xstate.init' });
      const result = replay(flows, path);
      expect(result.mismatch, path.name).toBeUndefined();
      expect(result.steps.at(-1)!.state).toBe(path.target);
    }
  });

  it('replay stops at the first step that differs from the expectation and says how', () => {
    const result = replay(
      flows,
      {
        flow: 'guide',
        input: guideInput(2, [
          [4, UNSUBMITTED],
          [5, UNSUBMITTED],
        ]),
        events: [{ type: 'DONE' }, { type: 'DONE' }],
      },
      ['step.poi', 'step.questionnaire', 'result'],
    );
    expect(result.mismatch).toMatchObject({ index: 1, state: 'step.poa', mismatch: 'expected state "step.questionnaire", got "step.poa"' });
    expect(result.steps).toHaveLength(2);
  });

  it('the diagram is a Mermaid state diagram with the states and labelled transitions', () => {
    const text = flowDiagram(flows.otp!);
    expect(text.split('\n')[0]).toBe('stateDiagram-v2');
    expect(text).toContain('[*] --> idle');
    expect(text).toContain('codeSent --> verifying : SUBMIT [codeComplete]');
    expect(text).toContain('verified --> [*]');
  });
});
