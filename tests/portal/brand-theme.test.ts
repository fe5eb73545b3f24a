import { describe, expect, it } from 'vitest';
import { brandTheme } from '../../src/portal/theme/brandTheme';
import { composed } from '../helpers/config';

const rem = (size: string | number | undefined) => parseFloat(String(size));

describe('brand theme', () => {
  it('headings shrink with their level: a card heading (h3) is never bigger than the section (h2) or the page title (h1)', () => {
    const { typography } = brandTheme(composed('au', 'vfsc'), 'ltr');
    expect(rem(typography.h1.fontSize)).toBeGreaterThan(rem(typography.h2.fontSize));
    expect(rem(typography.h2.fontSize)).toBeGreaterThan(rem(typography.h3.fontSize));
    expect(rem(typography.h3.fontSize)).toBeGreaterThanOrEqual(rem(typography.body1.fontSize));
  });
});
