import { setup, type AnyEventObject, type MachineConfig } from 'xstate';
import type { KycFlowDefinition } from '../../config/portalConfig';
import { kycContextFactories } from './contextFactories';
import type { FlowContext, FlowInput } from './flowContext';
import { kycActions, kycGuards } from './implementations';
import { flowNames } from './flowNames';

const flowSetup = setup({
  types: { context: {} as FlowContext, events: {} as AnyEventObject, input: {} as FlowInput },
  guards: kycGuards,
  actions: kycActions,
});

export type FlowMachine = ReturnType<typeof flowSetup.createMachine>;

/** A flow definition names something no code implements: refused before any actor runs. */
export class FlowDefinitionError extends Error {
  override name = 'FlowDefinitionError';
}

const cache = new WeakMap<KycFlowDefinition, FlowMachine>();

/**
 * The XState machine of a flow of config/kyc/flows: guards and actions by name through setup(), the
 * context from the named factory. The definition was validated against schemas/kyc-flow.schema.json
 * when config loaded; here every name is checked again (a machine with an unknown guard would only
 * fail at the transition that needs it), then the JSON is cast to XState's config type once.
 */
export function createFlowMachine(definition: KycFlowDefinition): FlowMachine {
  const known = cache.get(definition);
  if (known) return known;
  const unknown = flowNames(definition)
    .filter((use) => !(use.name in (use.kind === 'guard' ? kycGuards : kycActions)))
    .map((use) => `${use.kind} "${use.name}" at /${use.path.join('/')}`);
  const factory = definition.contextFactory ? kycContextFactories[definition.contextFactory] : undefined;
  if (definition.contextFactory && !factory) unknown.push(`context factory "${definition.contextFactory}"`);
  if (unknown.length > 0) throw new FlowDefinitionError(`flow "${definition.id}" names what no code implements: ${unknown.join('; ')}`);
  const config = {
    id: definition.id,
    description: definition.description,
    initial: definition.initial,
    states: definition.states,
    context: ({ input }: { input: FlowInput }) => (factory ? factory(input ?? {}) : {}),
  } as unknown as MachineConfig<FlowContext, AnyEventObject>;
  const machine = flowSetup.createMachine(config as Parameters<typeof flowSetup.createMachine>[0]);
  cache.set(definition, machine);
  return machine;
}
