import type { Loaded } from '../configTree';
import type { KycFlowFile } from '../schemaTypes';
import { quoteList, reportDuplicates, type CheckContext, type ConfigCheck } from './checkContext';

/** KYC levels name modules, permissions and levels that exist; flows name registered implementations. */
export const checkKyc: ConfigCheck = (ctx) => {
  const { tree } = ctx;
  const codesOf = (name: string) => new Set((tree.enumerations.data.enumerations[name]?.values ?? []).map((v) => Number(v.code)));
  const modules = codesOf('kycModule');
  const permissions = codesOf('functionPermission');
  const levels = tree.kycLevels;
  const levelNumbers = new Set(levels.data.levels.map((l) => l.level));
  reportDuplicates(ctx, levels, levels.data.levels, (l) => l.level, (i) => ['levels', i, 'level'], 'level');
  if (!levelNumbers.has(levels.data.maxPrimaryLevel)) {
    ctx.report(levels, ['maxPrimaryLevel'], 'CONFIG_UNKNOWN_CODE', `level ${levels.data.maxPrimaryLevel} is not defined`);
  }
  levels.data.levels.forEach((level, i) => {
    level.modules.forEach((m, j) => {
      if (!modules.has(m)) ctx.report(levels, ['levels', i, 'modules', j], 'CONFIG_UNKNOWN_CODE', `unknown KYC module code ${m} (known: ${quoteList(modules)})`);
    });
    level.grants.forEach((g, j) => {
      if (!permissions.has(g.permission)) ctx.report(levels, ['levels', i, 'grants', j, 'permission'], 'CONFIG_UNKNOWN_CODE', `unknown function permission ${g.permission} (known: ${quoteList(permissions)})`);
    });
    (level.dependsOn ?? []).forEach((d, j) => {
      if (!levelNumbers.has(d)) ctx.report(levels, ['levels', i, 'dependsOn', j], 'CONFIG_UNKNOWN_CODE', `level ${d} is not defined`);
    });
  });

  for (const loaded of tree.kycFlows.values()) checkFlow(ctx, loaded);
};

function checkFlow(ctx: CheckContext, loaded: Loaded<KycFlowFile>): void {
  const { registries } = ctx;
  const guards = new Set(registries.kycGuards);
  const actions = new Set(registries.kycActions);
  const flow = loaded.data;
  if (flow.contextFactory && !registries.kycContextFactories.includes(flow.contextFactory)) {
    ctx.report(loaded, ['contextFactory'], 'CONFIG_UNKNOWN_IMPLEMENTATION', `"${flow.contextFactory}" is not a registered context factory (known: ${quoteList(registries.kycContextFactories)})`);
  }
  const nameOf = (impl: unknown) => (typeof impl === 'string' ? impl : (impl as { type: string }).type);
  const checkNames = (value: unknown, path: (string | number)[], known: Set<string>, what: string) => {
    const list = Array.isArray(value) ? value : [value];
    list.forEach((impl, i) => {
      const name = nameOf(impl);
      if (!known.has(name)) ctx.report(loaded, Array.isArray(value) ? [...path, i] : path, 'CONFIG_UNKNOWN_IMPLEMENTATION', `"${name}" is not a registered ${what} (known: ${quoteList(known)})`);
    });
  };
  const visitTransitions = (value: unknown, path: (string | number)[]) => {
    const list = Array.isArray(value) ? value : [value];
    list.forEach((t, i) => {
      if (typeof t !== 'object' || t === null) return;
      const at = Array.isArray(value) ? [...path, i] : path;
      const transition = t as { guard?: unknown; actions?: unknown };
      if (transition.guard !== undefined) checkNames(transition.guard, [...at, 'guard'], guards, 'guard');
      if (transition.actions !== undefined) checkNames(transition.actions, [...at, 'actions'], actions, 'action');
    });
  };
  const visitStates = (states: KycFlowFile['states'], path: (string | number)[]) => {
    for (const [name, state] of Object.entries(states)) {
      const at = [...path, name];
      if (state.entry !== undefined) checkNames(state.entry, [...at, 'entry'], actions, 'action');
      if (state.exit !== undefined) checkNames(state.exit, [...at, 'exit'], actions, 'action');
      for (const [event, transitions] of Object.entries(state.on ?? {})) visitTransitions(transitions, [...at, 'on', event]);
      if (state.always !== undefined) visitTransitions(state.always, [...at, 'always']);
      if (state.states) visitStates(state.states, [...at, 'states']);
    }
  };
  visitStates(flow.states, ['states']);
}
