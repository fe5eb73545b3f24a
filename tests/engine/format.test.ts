import { describe, expect, it } from 'vitest';
import {
  decimalToMinor,
  displayCurrencyCode,
  formatDate,
  formatMinorMoney,
  formatMoney,
  formatNumber,
  formatRate,
  localeFormats,
  minorToDecimal,
  withoutYear,
} from '../../engine/format';
import { composed } from '../helpers/config';

const config = composed();
const nf = config.constants.numberFormat;

describe('number format: 2 decimals, comma thousands (spec section 9)', () => {
  it.each([
    [1234567.891, '1,234,567.89'],
    [0, '0.00'],
    [-1234.5, '-1,234.50'],
    ['1000000.005', '1,000,000.01'],
    [0.005, '0.01'],
  ])('%s -> %s', (value, expected) => {
    expect(formatNumber(value, nf)).toBe(expected);
  });

  it('rounds half away from zero on the decimal text, at any size, and shows a negative that rounds to zero as zero', () => {
    expect(formatNumber(1.005, nf)).toBe('1.01');
    expect(formatNumber('-2.675', nf)).toBe('-2.68');
    expect(formatNumber('999999.995', nf)).toBe('1,000,000.00');
    expect(formatNumber(12345678901234567890n, nf, 0)).toBe('12,345,678,901,234,567,890');
    expect(formatNumber(1e21, nf, 0)).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber('0.00000001', nf, 8)).toBe('0.00000001');
    expect(formatNumber('1e5', nf)).toBe('100,000.00');
    expect(formatNumber(-0.004, nf)).toBe('0.00');
    expect(formatNumber(1234.5, { ...nf, thousandsSeparator: '\u00a0', decimalSeparator: ',' })).toBe('1\u00a0234,50');
  });

  it('moves amounts between minor units and decimals exactly', () => {
    expect(minorToDecimal(123456n, 2)).toBe('1234.56');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(1, 8)).toBe('0.00000001');
    expect(decimalToMinor('0.1', 2) + decimalToMinor('0.2', 2)).toBe(30n);
    expect(decimalToMinor(19.99, 2)).toBe(1999n);
    expect(() => decimalToMinor('1.005', 2)).toThrow('more than 2 decimals');
    expect(() => decimalToMinor('1e5', 2)).toThrow('not a decimal amount');
  });
});

describe('default date format DD/MM/YYYY (spec section 9)', () => {
  it('formats dates and leaves missing or invalid dates empty', () => {
    expect(config.constants.dateFormat).toBe('DD/MM/YYYY');
    expect(formatDate(new Date(2026, 10, 21), config.constants.dateFormat)).toBe('21/11/2026');
    expect(formatDate('2026-01-05T10:00:00', config.constants.dateFormat)).toBe('05/01/2026');
    expect(formatDate(null, config.constants.dateFormat)).toBe('');
    expect(formatDate('not a date', config.constants.dateFormat)).toBe('');
  });

  it("a chart's date ticks leave the year out, in the pattern's own order and separators", () => {
    expect(withoutYear(config.constants.dateFormat)).toBe('DD/MM');
    expect(formatDate('2026-10-29', withoutYear('DD/MM/YYYY'))).toBe('29/10');
    expect(withoutYear('YYYY-MM-DD')).toBe('MM-DD');
    expect(withoutYear('DD.MM.YYYY')).toBe('DD.MM');
    expect(withoutYear('YYYY[年]MM[月]DD[日]')).toBe('MM[月]DD[日]');
    expect(withoutYear('MM/DD/YY')).toBe('MM/DD');
  });
});

describe('currency symbols (spec section 3)', () => {
  it.each([
    ['AUD', 'A$1,000.00'],
    ['CAD', 'C$1,000.00'],
    ['HKD', 'HK$1,000.00'],
    ['NZD', 'NZ$1,000.00'],
    ['SGD', 'S$1,000.00'],
    ['USD', '$1,000.00'],
    ['UST', '$1,000.00'],
  ])('%s amounts carry their symbol', (code, expected) => {
    expect(formatMoney(1000, code, config.currencies, nf)).toBe(expected);
  });

  it('UST is displayed as USDT', () => {
    expect(displayCurrencyCode(config.currencies, 'UST')).toBe('USDT');
    expect(displayCurrencyCode(config.currencies, 'USD')).toBe('USD');
  });

  it('spec 9 "Number format: 2 decimals": a crypto amount shows 2 decimals, and more only where it has them (up to its minor units)', () => {
    expect(formatMinorMoney(4_600_000_000, 'USDT', config.currencies, nf)).toBe('₮4,600.00');
    expect(formatMinorMoney(5_791_553_484, 'USDT', config.currencies, nf)).toBe('₮5,791.553484');
    expect(formatMinorMoney(120_500_000, 'USDT', config.currencies, nf)).toBe('₮120.50');
    expect(formatMinorMoney(153_846, 'BTC', config.currencies, nf)).toBe('₿0.00153846');
    expect(formatMoney('0.1234567891', 'BTC', config.currencies, nf)).toBe('₿0.12345679');
    expect(formatMoney('12.345', 'USD', config.currencies, nf)).toBe('$12.35');
  });

  it('negative amounts put the sign before the symbol; minor units format exactly', () => {
    expect(formatMinorMoney(-123456, 'AUD', config.currencies, nf)).toBe('-A$1,234.56');
    expect(formatMinorMoney(12345678, 'BTC', config.currencies, nf)).toBe('₿0.12345678');
  });

  it('unknown currencies fall back to their code', () => {
    expect(formatMoney(5, 'XYZ', config.currencies, nf)).toBe('XYZ 5.00');
  });
});

describe('currency icons (spec section 3)', () => {
  it('the listed currencies have icons, BRL only for some brands, others the default icon', () => {
    const icon = (brand: string, code: string) => composed(brand, 'asic').currencies.find((c) => c.code === code)?.iconName;
    for (const code of [
      'AUD',
      'BTC',
      'CAD',
      'ETH',
      'EUR',
      'GBP',
      'HKD',
      'INR',
      'JPY',
      'NZD',
      'PLN',
      'SGD',
      'TRX',
      'USC',
      'USD',
      'USDC',
      'USDT',
      'UST',
      'AED',
    ]) {
      expect(icon('star', code)).toBe(code.toLowerCase());
    }
    expect(icon('au', 'BRL')).toBe('brl');
    expect(icon('star', 'BRL')).toBe('defaultCurrency');
    expect(icon('star', 'CHF')).toBe('defaultCurrency');
  });

  it('the "Crypto Wallet" label is a translation key', () => {
    expect(config.cryptoWalletLabelKey).toBe('wallet.cryptoWallet');
  });
});

describe('locale formats for brands whose formats follow the language (issue 11)', () => {
  const configured = { numberFormat: { decimals: 2, thousandsSeparator: ',', decimalSeparator: '.' }, dateFormat: 'DD/MM/YYYY' };

  it('German: 1.234.567,50 and DD.MM.YYYY; the configured 2 decimals stay', () => {
    const de = localeFormats(configured, 'de');
    expect(formatNumber(1234567.5, de.numberFormat)).toBe('1.234.567,50');
    expect(formatDate('2026-11-23', de.dateFormat)).toBe('23.11.2026');
  });

  it('Japanese: 1,234,567.50 and YYYY/MM/DD; English (US) month first', () => {
    const ja = localeFormats(configured, 'ja');
    expect(formatNumber(1234567.5, ja.numberFormat)).toBe('1,234,567.50');
    expect(formatDate('2026-11-23', ja.dateFormat)).toBe('2026/11/23');
    expect(formatDate('2026-11-23', localeFormats(configured, 'en_US').dateFormat)).toBe('11/23/2026');
  });
});

describe('rates as people read them', () => {
  it('Rates show 12 decimals (defect): a rate is shown with at most numberFormat.rateDecimals decimals, trailing zeros dropped', () => {
    const format = { decimals: 2, thousandsSeparator: ',', decimalSeparator: '.', rateDecimals: 6 };
    expect(formatRate('0.925925925926', format)).toBe('0.925926');
    expect(formatRate('1.08', format)).toBe('1.08');
    expect(formatRate('15000', format)).toBe('15,000');
  });

  it('a rate below 1 keeps rateDecimals significant digits: USD to BTC at 0.000015384615 reads 0.0000153846 (100 USD receive 0.00153846 BTC), not 0.000015', () => {
    const format = { decimals: 2, thousandsSeparator: ',', decimalSeparator: '.', rateDecimals: 6 };
    expect(formatRate('0.000015384615', format)).toBe('0.0000153846');
    expect(formatRate('0.00000012345678', format)).toBe('0.000000123457');
    expect(formatRate('0.5', format)).toBe('0.5');
    expect(formatRate('0', format)).toBe('0');
  });
});
