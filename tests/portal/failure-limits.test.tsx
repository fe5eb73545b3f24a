import { ThemeProvider } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../engine/http';
import { FailureAlert } from '../../src/portal/funds/FailureAlert';
import { brandTheme } from '../../src/portal/theme/brandTheme';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');

function renderIn(language: 'ar' | 'en_US', failure: ApiFailure) {
  renderWithPortal(
    <ThemeProvider theme={brandTheme(config, language === 'ar' ? 'rtl' : 'ltr')}>
      <FailureAlert failure={failure} />
    </ThemeProvider>,
    config,
    {},
    language,
  );
  return screen.getByTestId('funds-error').textContent;
}

describe('a refused amount names its limit as the form names it ("from $50.00 to $10,000.00")', () => {
  it('in English: "The minimum is $50.00.", not "50.00 USD"', () => {
    expect(renderIn('en_US', new ApiFailure(462, 'The amount is below the minimum.', { minimum: '50.00', currency: 'USD' }))).toBe(
      'The amount is below the minimum. The minimum is $50.00.',
    );
  });

  it('in Arabic: the limit is one left-to-right island, so it does not read "USD 20,000.00"', () => {
    expect(renderIn('ar', new ApiFailure(462, 'المبلغ أعلى من الحد الأقصى.', { maximum: '20000.00', currency: 'USD' }))).toBe(
      'المبلغ أعلى من الحد الأقصى. الحد الأقصى هو \u2066$20,000.00\u2069.',
    );
  });

  it('what is left of a limit in a crypto currency reads with its symbol and decimals', () => {
    expect(renderIn('en_US', new ApiFailure(462, 'The daily limit is reached.', { remaining: '120.5', currency: 'USDT' }))).toBe(
      'The daily limit is reached. You can still use ₮120.50.',
    );
  });
});
