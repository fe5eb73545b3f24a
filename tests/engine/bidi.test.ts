import { describe, expect, it } from 'vitest';
import { isolatedNumber, isolatedText } from '../../engine/format';

describe('numbers in right-to-left text', () => {
  it('an amount in a right-to-left page is one left-to-right island (LRI ... PDI); in a left-to-right page it is left as it is', () => {
    expect(isolatedNumber('-$301.14', 'rtl')).toBe('\u2066-$301.14\u2069');
    expect(isolatedNumber('-$301.14', 'ltr')).toBe('-$301.14');
  });

  it('a text value in a right-to-left page is an island taking the direction of its first letter (FSI ... PDI): a phone number reads left to right', () => {
    expect(isolatedText('+23 555 3195', 'rtl')).toBe('\u2068+23 555 3195\u2069');
    expect(isolatedText('+23 555 3195', 'ltr')).toBe('+23 555 3195');
  });
});
