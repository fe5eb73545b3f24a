import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewWindow } from '../../src/portal/components/useNewWindow';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

function WebTerminalLink() {
  return (
    <a href="https://webtrader.example/" {...useNewWindow()}>
      Web terminal
    </a>
  );
}

describe('a link that opens beside the portal (web terminal, download, statement PDF)', () => {
  it('opens a new tab in a browser', () => {
    renderWithPortal(<WebTerminalLink />, composed('au', 'vfsc'), { facts: () => ({ inApp: false }) } as never);
    expect(screen.getByRole('link', { name: 'Web terminal' }).getAttribute('target')).toBe('_blank');
  });

  it("opens in the same view inside the broker's app, whose webview opens no windows", () => {
    renderWithPortal(<WebTerminalLink />, composed('au', 'vfsc'), { facts: () => ({ inApp: true }) } as never);
    expect(screen.getByRole('link', { name: 'Web terminal' }).hasAttribute('target')).toBe(false);
  });
});
