import { useTranslation } from 'react-i18next';
import { lookupEnum } from '../../../engine/catalog';
import { formatMoney } from '../../../engine/format';
import { useConfig } from '../app/runtime';

export interface LimitLike {
  limitType?: string;
  period?: string;
  limitAmount?: number;
  currency?: string;
}

/** Names users see for KYC codes, from the enumerations' label keys and the levels' name keys. */
export function useKycLabels() {
  const config = useConfig();
  const { t } = useTranslation();
  const label = (enumeration: Parameters<typeof lookupEnum>[1], code: unknown, fallbackKey: string) =>
    t(lookupEnum(config.enumerations, enumeration, code)?.labelKey ?? fallbackKey);
  const levelDef = (level: number) => config.kycLevels.levels.find((l) => l.level === level);
  return {
    module: (code: number) => label('kycModule', code, 'kyc.unknown'),
    /** The modules' names, for a text that lists them in the language's own way ({{modules, list}}). */
    modules: (codes: readonly number[]) => codes.map((c) => label('kycModule', c, 'kyc.unknown')),
    moduleStatus: (code: number) => label('kycModuleStatus', code, 'kyc.unknown'),
    permission: (code: number) => label('functionPermission', code, 'kyc.unknown'),
    faceStatus: (code: string) => label('faceVerificationStatus', code, 'kyc.unknown'),
    documentKind: (name: string) => label('documentKind', name, 'kyc.unknown'),
    /** "Level 2 · Identity". */
    level: (level: number) => t('kyc.levelName', { level, name: t(levelDef(level)?.nameKey ?? 'kyc.unknown') }),
    levelStatus: (statusName: string) =>
      t(config.enumerations.kycLevelStatus?.values.find((v) => v.name === statusName)?.labelKey ?? 'kyc.levelStatus.unverified'),
    /** "Daily limit: $20,000.00" or "No limit". */
    limit: (limit: LimitLike | undefined) =>
      limit?.limitAmount !== undefined && limit.currency
        ? t(`kyc.limitText.${limit.period ?? 'total'}`, {
            amount: formatMoney(limit.limitAmount, limit.currency, config.currencies, config.constants.numberFormat),
          })
        : t('kyc.limitText.none'),
  };
}

/** The code of a named value of an enumeration (functionPermission "deposit" -> 1). */
export function useEnumCode() {
  const config = useConfig();
  return (enumeration: 'functionPermission' | 'kycModuleStatus' | 'kycModule', name: string) =>
    Number(config.enumerations[enumeration]?.values.find((v) => v.name === name)?.code);
}
