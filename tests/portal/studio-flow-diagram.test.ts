import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { KycFlowDefinition } from '../../engine/config';
import { flowCoverage, flowGraph, replay, type FlowGraph, type ReplayLog } from '../../engine/kyc';
import { coverageMarks, stepMarks } from '../../src/portal/studio/kycFlows/diagramMarks';
import { diagramSvg } from '../../src/portal/studio/kycFlows/diagramSvg';
import { edgeLabelLines, elkGraphOf } from '../../src/portal/studio/kycFlows/flowDiagram';
import { layoutFlow } from '../../src/portal/studio/kycFlows/layoutFlow';
import { LogProblem, readLog } from '../../src/portal/studio/kycFlows/readLog';
import { projectConfig } from '../helpers/config';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
// As the studio serves it: the loader's flow, enumeration names mapped to codes.
const guide = projectConfig().tree!.kycFlows.get('guide')!.data as KycFlowDefinition;
const flows = { guide };
const journey = json('tests/replay/guide-deposit-journey.json') as ReplayLog;

/** A nested machine's graph, as flowGraph gives it: "review" holds two states; a transition that stays; two from the machine's root. */
const nested: FlowGraph = {
  initial: 'idle',
  states: ['idle', 'review', 'review.checking', 'review.waiting', 'done'],
  transitions: [
    { id: 'idle:START:0', from: 'idle', event: 'START', guard: 'ready', actions: ['stamp', 'notify'], to: ['review'] },
    { id: 'review.checking:CHECKED:0', from: 'review.checking', event: 'CHECKED', actions: [], to: ['review.waiting'] },
    { id: 'review.waiting:PING:0', from: 'review.waiting', event: 'PING', actions: ['count'], to: [] },
    { id: 'review:APPROVE:0', from: 'review', event: 'APPROVE', actions: [], to: ['done'] },
    { id: '(root):RESET:0', from: '(root)', event: 'RESET', actions: [], to: ['idle'] },
  ],
};

describe('QA page: the flow diagram', () => {
  it('labels a transition with its event, [guard] and / actions, one a line', () => {
    expect(edgeLabelLines({ event: 'START', guard: 'ready', actions: ['stamp', 'notify'] })).toEqual(['START', '[ready]', '/ stamp', '  notify']);
    expect(edgeLabelLines({ event: 'always', actions: [] })).toEqual(['always']);
  });

  it('nests states inside their parent, loops a transition that stays, and draws the root as a box when it has transitions', () => {
    const elk = elkGraphOf(nested, 'any state');
    expect(elk.children!.map((c) => c.id)).toEqual(['(root)', 'idle', 'review', 'done']);
    expect(elk.children!.find((c) => c.id === '(root)')!.labels![0]!.text).toBe('any state');
    expect(elk.children!.find((c) => c.id === 'review')!.children!.map((c) => c.id)).toEqual(['review.checking', 'review.waiting']);
    const ping = elk.edges!.find((e) => e.id === 'review.waiting:PING:0#0')!;
    expect([ping.sources, ping.targets]).toEqual([['review.waiting'], ['review.waiting']]);
  });

  it('lays nested states out inside their parent, every transition routed and labelled', async () => {
    const diagram = await layoutFlow(nested, 'any state');
    const box = (id: string) => diagram.nodes.find((n) => n.id === id)!;
    const review = box('review');
    expect(review.compound).toBe(true);
    for (const child of ['review.checking', 'review.waiting'].map(box)) {
      expect(child.label).toBe(child.id.split('.')[1]);
      expect(child.x).toBeGreaterThanOrEqual(review.x);
      expect(child.y).toBeGreaterThanOrEqual(review.y);
      expect(child.x + child.width).toBeLessThanOrEqual(review.x + review.width);
      expect(child.y + child.height).toBeLessThanOrEqual(review.y + review.height);
    }
    expect(diagram.edges.map((e) => e.transition).sort()).toEqual(nested.transitions.map((t) => t.id).sort());
    for (const edge of diagram.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
    expect(diagram.edges.find((e) => e.transition === 'idle:START:0')!.label.lines).toEqual(['START', '[ready]', '/ stamp', '  notify']);
  });

  it('draws every state of the guide flow and every transition of its graph', async () => {
    const graph = flowGraph(guide);
    const diagram = await layoutFlow(graph, 'any state');
    // Nested states too: the ten steps sit inside their parent state `step`.
    expect(diagram.nodes.map((n) => n.id).sort()).toEqual([...graph.states].sort());
    expect(diagram.nodes.map((n) => n.id)).toContain('step.poa');
    expect(new Set(diagram.edges.map((e) => e.transition))).toEqual(new Set(graph.transitions.map((t) => t.id)));
  });

  it('exports a standalone SVG with every state, the marks in colour and the text escaped', async () => {
    const graph: FlowGraph = { ...nested, transitions: [{ ...nested.transitions[0]!, guard: 'a<b & c' }] };
    const diagram = await layoutFlow(graph, 'any state');
    const { svg, width, height } = diagramSvg(diagram, { nodes: { idle: 'current' }, edges: {} }, 'Diagram "x"');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect([width, height]).toEqual([diagram.width + 32, diagram.height + 32]);
    for (const state of ['idle', 'checking', 'waiting', 'done']) expect(svg).toContain(`>${state}</text>`);
    expect(svg).toMatch(/<g data-state="idle"><rect [^>]*fill="#1565c0"/);
    expect(svg).toContain('[a&lt;b &amp; c]');
    expect(svg).toContain('<title>Diagram &quot;x&quot;</title>');
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
  });
});

describe('QA page: replay and coverage on the diagram', () => {
  it('marks the state of each step, its ancestors and the transitions it took; a failing step in its own colour', () => {
    const { steps } = replay(flows, journey);
    expect(stepMarks(steps[1]!)).toEqual({
      nodes: { step: 'active', 'step.phoneOtp': 'current' },
      edges: { 'step:DONE:0': 'taken', 'route:always:4': 'taken' },
    });
    expect(stepMarks({ ...steps[1]!, state: 'review.waiting', mismatch: 'x' }).nodes).toEqual({ review: 'active', 'review.waiting': 'mismatch' });
  });

  it('marks what the logs visit and what they miss', () => {
    const coverage = flowCoverage(guide, [replay(flows, journey)]);
    const marks = coverageMarks(coverage);
    expect(marks.nodes['step.poa']).toBe('visited');
    expect(marks.nodes['step.questionnaire']).toBe('missing');
    expect(marks.edges['step:DONE:0']).toBe('visited');
    expect(marks.edges['step:FORCE_RESULT:0']).toBe('missing');
  });

  it("reads a pasted log: a log object, a bare list of events for the chosen flow (started with the flow's first QA input), and says what is wrong otherwise", () => {
    expect(readLog(JSON.stringify(journey), flows, 'guide').events).toEqual(journey.events);
    expect(readLog('[{"type":"DONE"}]', flows, 'guide')).toEqual({ flow: 'guide', input: Object.values(guide.qa!.inputs)[0], events: [{ type: 'DONE' }] });
    // A bare list for a flow that needs an input (the OTP flow's digits) starts with the flow's first QA input.
    const otp = projectConfig().tree!.kycFlows.get('otp')!.data as KycFlowDefinition;
    const withInput = readLog('[{"type":"SEND"}]', { ...flows, otp }, 'otp');
    expect(withInput.input).toEqual({ digits: 6 });
    expect(readLog(JSON.stringify({ ...journey, input: { level: 1 } }), flows, 'guide').input).toEqual({ level: 1 });
    const problem = (text: string): unknown => {
      try {
        readLog(text, flows, 'guide');
      } catch (error) {
        return error instanceof LogProblem ? [error.key, error.values] : error;
      }
      return 'no problem';
    };
    expect((problem('{ nope') as unknown[])[0]).toBe('notJson');
    expect(problem('{"flow":"guide"}')).toEqual(['noEvents', {}]);
    // A bare name or a number is no event: the page names it instead of replaying an event without a type.
    expect(problem('["DONE"]')).toEqual(['badEvent', { position: 1, event: '"DONE"' }]);
    expect(problem('{"flow":"guide","events":[{"type":"DONE"},42]}')).toEqual(['badEvent', { position: 2, event: '42' }]);
    expect(problem('{"flow":"nope","events":[]}')).toEqual(['unknownFlow', { flow: 'nope', flows: 'guide' }]);
    expect(problem(JSON.stringify({ ...journey, states: journey.states!.slice(1) }))).toEqual(['expectationCount', { states: 7, steps: 8 }]);
  });
});
