import { ThemeProvider } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProviderCard } from '../../src/portal/copyTrading/ProviderCard';
import { brandTheme } from '../../src/portal/theme/brandTheme';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');
const [lri, pdi] = ['\u2066', '\u2069'];
const provider = {
  ...{ id: 2, name: 'Golden Grace', strategy: 'Short-term scalping around news on EURUSD.', riskScore: 6, feePercent: 20, currency: 'USD' },
  ...{ returnPercent: '-3.03', drawdownPercent: '7.50', winRatePercent: '48.00', followers: 3, trades: 30, equity: [], own: false },
};

function renderIn(language: 'ar' | 'en_US') {
  renderWithPortal(
    <ThemeProvider theme={brandTheme(config, language === 'ar' ? 'rtl' : 'ltr')}>
      <ProviderCard provider={provider} />
    </ThemeProvider>,
    config,
    {},
    language,
  );
}

describe("a signal provider's figures read the same way in every direction", () => {
  it('in Arabic a negative return stays "-3.03%" (one left-to-right island), not "3.03%-"; risk and fee likewise', () => {
    renderIn('ar');
    expect(screen.getByTestId('provider-2-return').textContent).toBe(`${lri}-3.03%${pdi}`);
    expect(screen.getByTestId('provider-2-risk').textContent).toBe(`${lri}6/10${pdi}`);
    expect(screen.getByTestId('provider-2-fee').textContent).toBe(`${lri}20%${pdi}`);
  });

  it("the provider's own strategy text keeps its own direction inside the right-to-left page", () => {
    renderIn('ar');
    expect(screen.getByTestId('provider-2-strategy').tagName).toBe('BDI');
  });

  it('in English the figures are plain text', () => {
    renderIn('en_US');
    expect(screen.getByTestId('provider-2-return').textContent).toBe('-3.03%');
  });
});
