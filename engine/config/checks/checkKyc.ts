import type { Loaded } from '../configTree';
import type { KycFlowFile } from '../schemaTypes';
import { flowNames } from '../../kyc/flows/flowNames';
import { quoteList, reportDuplicates, type CheckContext, type ConfigCheck } from './checkContext';

/**
 * KYC levels name modules, permissions and levels that exist; modules name screens, purposes and
 * document kinds that exist; question sets are named; flows name registered implementations, states
 * that exist, and modules and screens that exist; a brand's KYC guide page is a route.
 */
export const checkKyc: ConfigCheck = (ctx) => {
  const { tree } = ctx;
  const enumeration = (name: string) => tree.enumerations.data.enumerations[name]?.values ?? [];
  const codesOf = (name: string) => new Set(enumeration(name).map((v) => Number(v.code)));
  const namesOf = (name: string) => new Set(enumeration(name).map((v) => v.name));
  const modules = codesOf('kycModule');
  const levels = tree.kycLevels;
  const levelNumbers = new Set(levels.data.levels.map((l) => l.level));
  reportDuplicates(
    ctx,
    levels,
    levels.data.levels,
    (l) => l.level,
    (i) => ['levels', i, 'level'],
    'level',
  );
  if (!levelNumbers.has(levels.data.maxPrimaryLevel)) {
    ctx.report(levels, ['maxPrimaryLevel'], 'CONFIG_UNKNOWN_CODE', `level ${levels.data.maxPrimaryLevel} is not defined`);
  }
  const configured = new Set(tree.kycModules.data.modules.map((m) => m.code));
  levels.data.levels.forEach((level, i) => {
    // Module and permission names were mapped to codes by the loader, which reported unknown names.
    level.modules.forEach((m, j) => {
      if (modules.has(m) && !configured.has(m))
        ctx.report(levels, ['levels', i, 'modules', j], 'CONFIG_UNKNOWN_CODE', `module ${m} is not described in config/kyc/modules.yaml`);
    });
    (level.dependsOn ?? []).forEach((d, j) => {
      if (!levelNumbers.has(d)) ctx.report(levels, ['levels', i, 'dependsOn', j], 'CONFIG_UNKNOWN_CODE', `level ${d} is not defined`);
    });
  });

  checkModules(ctx, modules, namesOf);
  const questions = tree.kycQuestions;
  questions.data.questionnaire.forEach((set, i) => {
    if (!questions.data.sets[set])
      ctx.report(questions, ['questionnaire', i], 'CONFIG_UNKNOWN_CODE', `no question set "${set}" (known: ${quoteList(Object.keys(questions.data.sets))})`);
  });
  for (const loaded of tree.kycFlows.values()) checkFlow(ctx, loaded, modules);

  // A guide in page mode opens at its page route: a route of the view.
  for (const brand of tree.brands.values()) {
    for (const view of ['cp', 'ib'] as const) {
      const guide = brand.data[view].kycGuide;
      const paths = new Set(tree.routes.get(view)?.data.routes.map((r) => r.path) ?? []);
      if (guide?.mode === 'page' && !guide.pageRoute)
        ctx.report(brand, [view, 'kycGuide', 'mode'], 'CONFIG_MISSING_KEY', 'a guide in page mode needs its pageRoute');
      if (guide?.pageRoute && !paths.has(guide.pageRoute))
        ctx.report(brand, [view, 'kycGuide', 'pageRoute'], 'CONFIG_UNKNOWN_ROUTE', `"${guide.pageRoute}" is not a ${view} route (config/routes/${view}.yaml)`);
    }
  }
};

function checkModules(ctx: CheckContext, codes: Set<number>, namesOf: (enumeration: string) => Set<string>): void {
  const { tree } = ctx;
  const loaded = tree.kycModules;
  const purposes = Object.keys(tree.security.data.otpPurposes);
  const cpScreens = new Set([...tree.screens.keys()].filter((k) => k.startsWith('cp/')).map((k) => k.slice(3)));
  reportDuplicates(
    ctx,
    loaded,
    loaded.data.modules,
    (m) => m.code,
    (i) => ['modules', i, 'code'],
    'module',
  );
  loaded.data.modules.forEach((m, i) => {
    const at = ['modules', i];
    if (!codes.has(m.code)) ctx.report(loaded, [...at, 'code'], 'CONFIG_UNKNOWN_CODE', `unknown KYC module code ${m.code} (known: ${quoteList(codes)})`);
    if (!cpScreens.has(m.screen) && !tree.invalid.has(`screens/cp/${m.screen}`))
      ctx.report(loaded, [...at, 'screen'], 'CONFIG_UNKNOWN_SCREEN', `no screen "${m.screen}" (config/screens/cp/${m.screen}.yaml)`);
    if (m.verifiedBy === 'otp' && !(m.otpPurpose && purposes.includes(m.otpPurpose)))
      ctx.report(
        loaded,
        [...at, m.otpPurpose ? 'otpPurpose' : 'verifiedBy'],
        'CONFIG_UNKNOWN_CODE',
        `an otp module needs an otpPurpose of config/security.yaml (known: ${quoteList(purposes)})`,
      );
    if (m.verifiedBy === 'provider' && !m.provider) ctx.report(loaded, [...at, 'verifiedBy'], 'CONFIG_MISSING_KEY', 'a provider module names its provider');
    if (m.verifiedBy === 'staff' && !m.documents)
      ctx.report(loaded, [...at, 'verifiedBy'], 'CONFIG_MISSING_KEY', 'a staff-reviewed module lists the documents it accepts');
    if (m.documents) {
      const { type, category, kinds } = m.documents;
      if (!namesOf('documentType').has(type))
        ctx.report(
          loaded,
          [...at, 'documents', 'type'],
          'CONFIG_UNKNOWN_CODE',
          `unknown document type "${type}" (known: ${quoteList(namesOf('documentType'))})`,
        );
      if (!namesOf('proofCategory').has(category))
        ctx.report(
          loaded,
          [...at, 'documents', 'category'],
          'CONFIG_UNKNOWN_CODE',
          `unknown proof category "${category}" (known: ${quoteList(namesOf('proofCategory'))})`,
        );
      kinds.forEach((kind, j) => {
        if (!namesOf('documentKind').has(kind))
          ctx.report(
            loaded,
            [...at, 'documents', 'kinds', j],
            'CONFIG_UNKNOWN_CODE',
            `unknown document kind "${kind}" (known: ${quoteList(namesOf('documentKind'))})`,
          );
      });
    }
  });
  for (const [from, to] of Object.entries(loaded.data.auditStatus)) {
    if (!namesOf('kycModuleStatus').has(from))
      ctx.report(
        loaded,
        ['auditStatus', from],
        'CONFIG_UNKNOWN_CODE',
        `"${from}" is not a kycModuleStatus name (known: ${quoteList(namesOf('kycModuleStatus'))})`,
      );
    const verification = namesOf('verificationStatus');
    const fallback = tree.enumerations.data.enumerations.verificationStatus?.fallback?.name;
    if (!verification.has(to) && to !== fallback)
      ctx.report(
        loaded,
        ['auditStatus', from],
        'CONFIG_UNKNOWN_CODE',
        `"${to}" is not a verificationStatus name (known: ${quoteList([...verification, fallback ?? ''])})`,
      );
  }
}

function checkFlow(ctx: CheckContext, loaded: Loaded<KycFlowFile>, modules: Set<number>): void {
  const { registries, tree } = ctx;
  const known = { guard: new Set(registries.kycGuards), action: new Set(registries.kycActions) };
  const flow = loaded.data;
  if (flow.contextFactory && !registries.kycContextFactories.includes(flow.contextFactory)) {
    ctx.report(
      loaded,
      ['contextFactory'],
      'CONFIG_UNKNOWN_IMPLEMENTATION',
      `"${flow.contextFactory}" is not a registered context factory (known: ${quoteList(registries.kycContextFactories)})`,
    );
  }
  for (const use of flowNames(flow)) {
    if (!known[use.kind].has(use.name))
      ctx.report(loaded, use.path, 'CONFIG_UNKNOWN_IMPLEMENTATION', `"${use.name}" is not a registered ${use.kind} (known: ${quoteList(known[use.kind])})`);
  }
  const cpScreens = new Set([...tree.screens.keys()].filter((k) => k.startsWith('cp/')).map((k) => k.slice(3)));
  // Targets are sibling state names or sibling.child paths (XState's default); "#id..." and ".child" targets are left to XState.
  const visit = (states: KycFlowFile['states'], initial: string | undefined, path: (string | number)[]) => {
    if (initial !== undefined && !states[initial])
      ctx.report(
        loaded,
        path.length ? [...path.slice(0, -1), 'initial'] : ['initial'],
        'CONFIG_INVALID_VALUE',
        `initial state "${initial}" is not a state here (known: ${quoteList(Object.keys(states))})`,
      );
    for (const [name, state] of Object.entries(states)) {
      const at = [...path, name];
      const targets = (value: unknown, tpath: (string | number)[]) =>
        (Array.isArray(value) ? value : [value]).forEach((t, i) => {
          const target = typeof t === 'string' ? t : (t as { target?: string } | undefined)?.target;
          const where = Array.isArray(value) ? [...tpath, i] : tpath;
          if (target && !target.startsWith('#') && !target.startsWith('.') && !reachable(states, target))
            ctx.report(
              loaded,
              typeof t === 'string' ? where : [...where, 'target'],
              'CONFIG_INVALID_VALUE',
              `"${target}" is not a state beside "${name}" (known: ${quoteList(Object.keys(states))})`,
            );
        });
      for (const [event, t] of Object.entries(state.on ?? {})) targets(t, [...at, 'on', event]);
      if (state.always !== undefined) targets(state.always, [...at, 'always']);
      if (typeof state.meta?.module === 'number' && !modules.has(state.meta.module))
        ctx.report(loaded, [...at, 'meta', 'module'], 'CONFIG_UNKNOWN_CODE', `unknown KYC module code ${state.meta.module} (known: ${quoteList(modules)})`);
      if (state.meta?.screen !== undefined && !cpScreens.has(state.meta.screen))
        ctx.report(
          loaded,
          [...at, 'meta', 'screen'],
          'CONFIG_UNKNOWN_SCREEN',
          `no screen "${state.meta.screen}" (config/screens/cp/${state.meta.screen}.yaml)`,
        );
      if (state.states) visit(state.states, state.initial, [...at, 'states']);
    }
  };
  visit(flow.states, flow.initial, ['states']);
}

/** A sibling state, or a path down from one ("step.poi"). */
function reachable(states: KycFlowFile['states'], target: string): boolean {
  let level: KycFlowFile['states'] | undefined = states;
  for (const name of target.split('.')) {
    const state: KycFlowFile['states'][string] | undefined = level?.[name];
    if (!state) return false;
    level = state.states;
  }
  return true;
}
