export { rebatePerLot, rebateMinor, productOf } from './rebates';
export { levelProgress, type LevelProgress } from './levels';
export { fillLinkTemplate, isReferralCode, referralCodePattern } from './links';
export { listStatuses, statusDateField, hiddenClientFields, type ClientDateField } from './clientLists';
export { defaultPeriodPreset, periodPresets, presetRange, type PeriodPreset } from './periods';
export type { Network, NetworkNode } from './network';
