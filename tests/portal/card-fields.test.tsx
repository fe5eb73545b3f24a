import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PaymentCardsWidget from '../../src/portal/funds/PaymentCardsWidget';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');

function renderCards() {
  const api = vi.fn(() => Promise.resolve({ cards: [], bankAccounts: [], cryptoAddresses: [] }));
  renderWithPortal(<PaymentCardsWidget />, config, { api } as never, 'mn');
}

const typeAndLeave = (testId: string, value: string) => {
  const field = screen.getByTestId(testId);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
};

describe('adding a payment card: a wrong number or expiry is said at its field once left, in the page language, before any photo', () => {
  it('a number failing the check digit', () => {
    renderCards();
    const field = typeAndLeave('card-number', '4111 1111 1111 1112');
    expect(screen.getByText('Хүчинтэй картын дугаар оруулна уу.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    typeAndLeave('card-number', '4111 1111 1111 1111');
    expect(screen.queryByText('Хүчинтэй картын дугаар оруулна уу.')).toBeNull();
  });

  it('an expiry that is no month (13/20), and one already past (01/20)', () => {
    renderCards();
    typeAndLeave('card-expiry', '13/20');
    expect(screen.getByText('Хүчинтэй хугацааг MM/YY хэлбэрээр оруулна уу.')).toBeTruthy();
    typeAndLeave('card-expiry', '01/20');
    expect(screen.getByText('Энэ картын хүчинтэй хугацаа дууссан байна.')).toBeTruthy();
    expect(screen.getByTestId('card-add')).toHaveProperty('disabled', true);
  });

  it('nothing is said before the field is left', () => {
    renderCards();
    fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4111' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
