import { describe, expect, it } from 'vitest';
import { buildFacts } from '../../engine/predicates';
import { lookupEnum } from '../../engine/catalog';
import {
  baseAmountIn,
  canMove,
  channelsFor,
  convertMinor,
  depositMoves,
  limitVerdict,
  parseAmount,
  plainNumber,
  periodStart,
  rateBetween,
  withdrawalCancellable,
} from '../../engine/funds';
import { composed } from '../helpers/config';

const config = composed('au', 'vfsc');
const rates = config.funds.rates;

describe('money: integers of minor units, conversions at the shown rate', () => {
  it('rates are exact text with at most 12 decimals', () => {
    expect(rateBetween(rates, 'USD', 'USD')).toBe('1');
    expect(rateBetween(rates, 'EUR', 'USD')).toBe('1.08');
    expect(rateBetween(rates, 'USD', 'EUR')).toBe('0.925925925925');
    expect(rateBetween(rates, 'BTC', 'USD')).toBe('65000');
    expect(rateBetween(rates, 'USD', 'USC')).toBe('100');
  });

  it('converts minor units at the rate text, rounding down to the target minor unit', () => {
    const c = config.currencies;
    expect(convertMinor(10_000n, 'EUR', 'USD', '1.08', c)).toBe(10_800n);
    expect(convertMinor(10_000n, 'USD', 'EUR', rateBetween(rates, 'USD', 'EUR'), c)).toBe(9_259n);
    expect(convertMinor(100n, 'USD', 'JPY', rateBetween(rates, 'USD', 'JPY'), c)).toBe(149n); // 1 USD = 149.25... JPY, JPY has no minor unit
    expect(rateBetween(rates, 'USD', 'BTC')).toBe('0.000015384615');
    expect(convertMinor(6_500_000n, 'USD', 'BTC', '0.000015384615', c)).toBe(99_999_997n); // 65,000 x 0.000015384615 = 0.999999975 BTC, rounded down
    expect(convertMinor(1_234n, 'USD', 'USC', '100', c)).toBe(123_400n);
  });

  it('limits in the base currency become minor units of the account currency, rounded up', () => {
    expect(baseAmountIn(rates, config.currencies, '50', 'USD')).toBe(5_000n);
    expect(baseAmountIn(rates, config.currencies, '50', 'USC')).toBe(500_000n);
    expect(baseAmountIn(rates, config.currencies, '20', 'BTC')).toBe(30_770n);
  });

  it('amounts from users are exact: no rounding, no zero, no more decimals than the currency has', () => {
    expect(parseAmount('12.34', 'USD', config.currencies)).toEqual({ ok: true, minor: 1_234n });
    expect(parseAmount('0.00000001', 'BTC', config.currencies)).toEqual({ ok: true, minor: 1n });
    expect(parseAmount('1.234', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'decimals', decimals: 2 });
    expect(parseAmount('1.5', 'JPY', config.currencies)).toMatchObject({ ok: false, reason: 'decimals', decimals: 0 });
    expect(parseAmount('0', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'notPositive' });
    expect(parseAmount('1e3', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'format' });
    expect(parseAmount('-5', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'sign' });
  });

  it('The amount field rewrites input (defect): "1,000", "-100" and "1e3" are refused with their own reason, never read as 1.000, 100 or 13', () => {
    expect(parseAmount('1,000', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'separator' });
    expect(parseAmount('1 000', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'separator' });
    expect(parseAmount('-100', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'sign' });
    expect(parseAmount('1e3', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'format' });
    expect(parseAmount(' 1000.50 ', 'USD', config.currencies)).toEqual({ ok: true, minor: 100_050n });
  });

  it('a decimal comma that cannot be a thousands separator reads as the point: "250,50" is 250.50, "1,000" stays refused', () => {
    expect(parseAmount('250,50', 'EUR', config.currencies)).toEqual({ ok: true, minor: 25_050n });
    expect(parseAmount('1,5', 'USD', config.currencies)).toEqual({ ok: true, minor: 150n });
    expect(parseAmount('0,1234', 'USDT', config.currencies)).toEqual({ ok: true, minor: 123_400n });
    expect(parseAmount('1,2345', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'decimals' });
    expect(parseAmount('1,000', 'USD', config.currencies)).toMatchObject({ ok: false, reason: 'separator' });
    expect(parseAmount('1.000,50', 'EUR', config.currencies)).toMatchObject({ ok: false, reason: 'separator' });
    expect(parseAmount('1,000,50', 'EUR', config.currencies)).toMatchObject({ ok: false, reason: 'separator' });
  });

  it("a form's number field reads digits with a decimal point or comma, never JavaScript's other numbers", () => {
    expect(plainNumber('12,50')).toBe(12.5);
    expect(plainNumber(' 100.25 ')).toBe(100.25);
    expect(plainNumber('-3')).toBe(-3);
    for (const text of ['1e3', '0x10', 'Infinity', '1,000', '12.', '', '+5']) expect(plainNumber(text)).toBeUndefined();
  });
});

describe('payment channels per currency and country', () => {
  const facts = (countryId: number) => buildFacts({ countryGroups: config.countryGroups }, { extra: { regulator: 'vfsc', countryId } });
  const ids = (countryId: number, currency: string) => channelsFor(config, config.funds.deposit.channels, facts(countryId), currency).map((c) => c.id);

  it('a channel is offered for the currencies it takes and the countries its condition names, in sort order', () => {
    expect(ids(5916, 'USD')).toEqual(['fpx', 'card', 'bankTransfer', 'cryptoUsdt']); // Malaysia has FPX
    expect(ids(6907, 'USD')).toEqual(['card', 'bankTransfer', 'cryptoUsdt']);
    expect(ids(6273, 'PLN')).toEqual(['blik', 'card', 'bankTransfer']); // Poland has BLIK
    expect(ids(5176, 'USD')).toEqual(['card', 'bankTransfer']); // restricted countries: no crypto
    expect(ids(6907, 'BTC')).toEqual(['cryptoBtc']);
  });

  it('limits in minor units of the account currency; a converting channel names its payout currency', () => {
    const [usdt] = channelsFor(config, config.funds.withdrawal.channels, facts(6907), 'EUR').filter((c) => c.id === 'cryptoUsdt');
    expect(usdt).toMatchObject({ currency: 'EUR', channelCurrency: 'USDT' });
    const card = channelsFor(config, config.funds.deposit.channels, facts(6907), 'USD').find((c) => c.id === 'card')!;
    expect([card.minMinor, card.maxMinor, card.recommended]).toEqual([5_000n, 1_000_000n, true]);
  });
});

describe('deposit status lifecycle 1-11 and withdrawals', () => {
  it('the eleven deposit statuses of the specification, by code', () => {
    const words = Array.from({ length: 11 }, (_, i) => lookupEnum(config.enumerations, 'depositStatus', i + 1)?.name);
    expect(words).toEqual([
      'unpaid',
      'submittedToThirdParty',
      'paymentFailed',
      'waitForMt4Deposit',
      'success',
      'audit',
      'reject',
      'processing',
      'pending',
      'accountNoMatch',
      'dispute',
    ]);
    for (const name of words) expect(depositMoves[name!], name).toBeDefined();
  });

  it('moves only along the lifecycle: a failed payment is final, a success can only be disputed', () => {
    expect(canMove(depositMoves, 'unpaid', 'submittedToThirdParty')).toBe(true);
    expect(canMove(depositMoves, 'submittedToThirdParty', 'success')).toBe(true);
    expect(canMove(depositMoves, 'paymentFailed', 'success')).toBe(false);
    expect(canMove(depositMoves, 'success', 'paymentFailed')).toBe(false);
    expect(canMove(depositMoves, 'success', 'dispute')).toBe(true);
    expect(canMove(depositMoves, 'audit', 'success')).toBe(true);
  });

  it.each([
    ['cima', false],
    ['asic', false],
    ['fca', false],
    ['vfsc', true],
    ['vfsc2', true],
  ])('cancelWithdraw under %s: a submitted withdrawal can be cancelled: %s', (regulator, expected) => {
    const settings = composed('au', regulator).regulator.withdrawal;
    expect(withdrawalCancellable(settings, 'submitted')).toBe(expected);
    expect(withdrawalCancellable(settings, 'completed')).toBe(false);
  });
});

describe('function-permission limits', () => {
  const limit = { limitType: 'amount' as const, period: 'daily' as const, limitAmount: 2000, currency: 'USD' };
  it('refuses what goes over limitAmount in the period, and says what remains', () => {
    expect(limitVerdict(limit, 150_000n, 50_000n, 200_000n)).toEqual({ ok: true });
    expect(limitVerdict(limit, 150_000n, 50_001n, 200_000n)).toEqual({ ok: false, remainingMinor: 50_000n });
    expect(limitVerdict(undefined, 10n ** 12n, 1n, 0n)).toEqual({ ok: true });
  });
  it('daily counts from the start of the UTC day, total from the beginning', () => {
    expect(periodStart('daily', Date.UTC(2026, 2, 4, 15, 30))).toBe(Date.UTC(2026, 2, 4));
    expect(periodStart('total', Date.UTC(2026, 2, 4, 15, 30))).toBe(0);
  });
});
