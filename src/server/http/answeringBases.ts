import type { PortalConfig } from '../../../engine/config';

/**
 * The base path names a call answers under: its own bases, then their read-write variants, and for a
 * GET call their read variants too (config/http.yaml baseVariants; spec section 7 names r and rw
 * variants without saying which call uses which). Each with whether it is a variant, so the route
 * keeps its own operationId and a variant's gets the variant's name.
 */
export function answeringBases(http: PortalConfig['http'], method: string, bases: readonly string[]): { base: string; variant: boolean }[] {
  const variants = bases.flatMap((base) => {
    const of = http.baseVariants[base];
    if (!of) return [];
    return method === 'GET' ? [of.read, of.readWrite] : [of.readWrite];
  });
  return [
    ...bases.map((base) => ({ base, variant: false })),
    ...[...new Set(variants)].filter((v) => !bases.includes(v)).map((base) => ({ base, variant: true })),
  ];
}

/** The operationId of a call under one of its bases: suffixed by the base's name when the call answers under several (getProfileInfoCpRead). */
export function operationIdUnder(operationId: string, base: string, suffixed: boolean): string {
  return suffixed ? operationId + base.charAt(0).toUpperCase() + base.slice(1) : operationId;
}
