import type { EnumerationDefinition } from '../config/portalConfig';

export interface EnumValue {
  code: number | string;
  name: string;
  word?: string;
  labelKey?: string;
}

/** Enumeration names the engine and the portal read; config check fails when one is missing. */
export const requiredEnumerations = [
  'verificationStatus',
  'documentType',
  'proofCategory',
  'documentKind',
  'depositStatus',
  'accountAudit',
  'mainAccountAudit',
  'faceVerificationStatus',
  'kycModule',
  'kycModuleStatus',
  'kycLevelStatus',
  'functionPermission',
  'userType',
  'subUserPermission',
  'privacySwitch',
  'userSwitch',
  'limitPeriod',
  'drawerMode',
  'accountLimitMode',
  'withdrawalStatus',
] as const;

export type EnumerationName = (typeof requiredEnumerations)[number];
export type Enumerations = Partial<Record<string, EnumerationDefinition>>;

/**
 * The value a server code or word stands for. Codes compare loosely on type ("2" finds 2) because
 * servers send both; unknown input gives the fallback, or undefined when there is none.
 */
export function lookupEnum(enumerations: Enumerations, name: EnumerationName, codeOrWord: unknown): EnumValue | undefined {
  const enumeration = enumerations[name];
  if (!enumeration) throw new Error(`enumeration "${name}" is not configured`);
  const text = codeOrWord === null || codeOrWord === undefined ? '' : String(codeOrWord);
  const found = enumeration.values.find((v) => String(v.code) === text || (v.word !== undefined && v.word === text));
  return found ?? enumeration.fallback;
}

/** The code of a named value, for code that must send or compare a code ("deposit" -> 1). */
export function enumCode(enumerations: Enumerations, name: EnumerationName, valueName: string): number | string {
  const value = enumerations[name]?.values.find((v) => v.name === valueName);
  if (!value) throw new Error(`enumeration "${name}" has no value "${valueName}"`);
  return value.code;
}

/** The name of the value a code stands for, or the fallback's name. */
export function enumName(enumerations: Enumerations, name: EnumerationName, codeOrWord: unknown): string | undefined {
  return lookupEnum(enumerations, name, codeOrWord)?.name;
}
