import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, type Actor, type AnyEventObject } from 'xstate';
import { createFlowMachine, stateKey, type FlowInput, type FlowMachine } from '../../../engine/kyc';
import { useConfig } from '../app/runtime';

export interface FlowView {
  /** The current state's key ("codeSent"), undefined before the flow starts. */
  state?: string;
  context?: Record<string, unknown>;
  /** Meta of the active state nodes, merged (module, screen, status). */
  meta: Record<string, unknown>;
  send(event: AnyEventObject): void;
  /** The run so far as a replayable log: input, events and the state after each step (`portal kyc replay` checks them). */
  log(): FlowLog | undefined;
}

export interface FlowLog {
  flow: string;
  input: FlowInput;
  events: AnyEventObject[];
  states: string[];
}

const logKey = (flow: string) => `kyc.flowLog.${flow}`;

/**
 * Runs a KYC flow of config/kyc/flows in the browser: the same machine the server and the QA tools
 * run. The event log (flow, input, events) is kept in the session storage under kyc.flowLog.<flow>,
 * with the state seen after each step, so QA can replay what a user did with `portal kyc replay`.
 */
export function useFlow(flow: string, input: FlowInput | undefined): FlowView {
  const definition = useConfig().kycFlows[flow];
  const actorRef = useRef<Actor<FlowMachine> | undefined>(undefined);
  const logRef = useRef<FlowLog | undefined>(undefined);
  const [snapshot, setSnapshot] = useState<ReturnType<Actor<FlowMachine>['getSnapshot']>>();
  const inputKey = input === undefined ? undefined : JSON.stringify(input);

  const saveLog = useCallback(() => {
    try {
      if (logRef.current) sessionStorage.setItem(logKey(flow), JSON.stringify(logRef.current));
    } catch {
      // Storage full or blocked: the log is a QA aid only.
    }
  }, [flow]);

  useEffect(() => {
    if (!definition || inputKey === undefined) return undefined;
    const parsed = JSON.parse(inputKey) as FlowInput;
    const actor = createActor(createFlowMachine(definition), { input: parsed });
    actorRef.current = actor;
    logRef.current = { flow, input: parsed, events: [{ type: 'xstate.init' }], states: [] };
    const subscription = actor.subscribe((next) => setSnapshot(next));
    actor.start();
    logRef.current.states.push(stateKey(actor.getSnapshot().value));
    saveLog();
    setSnapshot(actor.getSnapshot());
    return () => {
      subscription.unsubscribe();
      actor.stop();
      actorRef.current = undefined;
    };
  }, [definition, flow, inputKey, saveLog]);

  const send = useCallback(
    (event: AnyEventObject) => {
      const actor = actorRef.current;
      if (!actor) return;
      actor.send(event);
      logRef.current?.events.push(event);
      logRef.current?.states.push(stateKey(actor.getSnapshot().value));
      saveLog();
    },
    [saveLog],
  );
  const log = useCallback(() => logRef.current && structuredClone(logRef.current), []);
  if (!snapshot) return { meta: {}, send, log };
  const meta = Object.assign({}, ...Object.values(snapshot.getMeta() as Record<string, Record<string, unknown>>)) as Record<string, unknown>;
  return { state: stateKey(snapshot.value), context: snapshot.context as Record<string, unknown>, meta, send, log };
}
