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
}

const logKey = (flow: string) => `kyc.flowLog.${flow}`;

/**
 * Runs a KYC flow of config/kyc/flows in the browser: the same machine the server and the QA tools
 * run. The event log (flow, input, events) is kept in the session storage under kyc.flowLog.<flow>,
 * so QA can replay what a user did with `portal kyc replay`.
 */
export function useFlow(flow: string, input: FlowInput | undefined): FlowView {
  const definition = useConfig().kycFlows[flow];
  const actorRef = useRef<Actor<FlowMachine> | undefined>(undefined);
  const [snapshot, setSnapshot] = useState<ReturnType<Actor<FlowMachine>['getSnapshot']>>();
  const inputKey = input === undefined ? undefined : JSON.stringify(input);

  useEffect(() => {
    if (!definition || inputKey === undefined) return undefined;
    const parsed = JSON.parse(inputKey) as FlowInput;
    const actor = createActor(createFlowMachine(definition), { input: parsed });
    const log = { flow, input: parsed, events: [{ type: 'xstate.init' }] as AnyEventObject[] };
    const save = () => {
      try {
        sessionStorage.setItem(logKey(flow), JSON.stringify(log));
      } catch {
        // Storage full or blocked: the log is a QA aid only.
      }
    };
    const original = actor.send.bind(actor);
    actor.send = (event) => {
      log.events.push(event);
      save();
      original(event);
    };
    actorRef.current = actor;
    const subscription = actor.subscribe((next) => setSnapshot(next));
    actor.start();
    save();
    setSnapshot(actor.getSnapshot());
    return () => {
      subscription.unsubscribe();
      actor.stop();
      actorRef.current = undefined;
    };
  }, [definition, flow, inputKey]);

  const send = useCallback((event: AnyEventObject) => actorRef.current?.send(event), []);
  if (!snapshot) return { meta: {}, send };
  const meta = Object.assign({}, ...Object.values(snapshot.getMeta() as Record<string, Record<string, unknown>>)) as Record<string, unknown>;
  return { state: stateKey(snapshot.value), context: snapshot.context as Record<string, unknown>, meta, send };
}
