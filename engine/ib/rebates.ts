import type { AccountType, PortalConfig } from '../config/portalConfig';

type Program = PortalConfig['ibProgram'];

/** The rebate per standard lot for a product traded on an account type: the first matching rate. */
export function rebatePerLot(program: Program, accountType: Pick<AccountType, 'tags'> | undefined, product: string): number {
  const tags = new Set(accountType?.tags ?? []);
  const rate = program.rebateRates.find((r) => r.product === product && (!r.accountTag || tags.has(r.accountTag)));
  return rate?.perLot ?? 0;
}

/**
 * The rebate earned by a number of lots, in minor units (cents) of the rebate currency.
 * Lots are hundredths of a standard lot, so cents = hundredths x rate per lot (rounded half up).
 */
export function rebateMinor(program: Program, accountType: Pick<AccountType, 'tags'> | undefined, product: string, lotHundredths: number): number {
  return Math.round(lotHundredths * rebatePerLot(program, accountType, product));
}

/** The product group of a symbol, or undefined when no group lists it. */
export function productOf(program: Program, symbol: string): string | undefined {
  return program.products.find((p) => p.symbols.includes(symbol))?.id;
}
