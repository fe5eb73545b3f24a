import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure, type ApiCall } from '../../engine/http';
import { useApiMutation, useApiQuery } from '../../src/portal/data';
import { FailureAlert } from '../../src/portal/funds/FailureAlert';
import { WidgetError } from '../../src/portal/widgets/shared/WidgetError';
import { emitWidgetEvents } from '../../src/portal/widgets/widgetEvents';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const balanceCall: ApiCall = { method: 'GET', base: 'payment', path: 'wallet/balance' };
const moneyMoved = 'dataLayerTest.moneyMoved';

function Balance() {
  const { data, error, reload } = useApiQuery<{ amount: string }>(balanceCall, { reloadOn: [moneyMoved] });
  if (error) return <WidgetError error={error} onRetry={reload} />;
  return <p data-testid="balance">{data ? `Balance ${data.amount}` : 'Loading'}</p>;
}

function Transfer() {
  const { submit, busy, error, done } = useApiMutation<{ id: number }>({ reloads: [moneyMoved] });
  const send = () => void submit((token) => ({ method: 'POST', base: 'payment', path: 'transfer/applyTransfer', body: { token, amount: '10' }, quiet: true }));
  return (
    <>
      <button onClick={send} disabled={busy}>
        Transfer
      </button>
      <FailureAlert failure={error} />
      {done && <p>Transfer {done.id} done</p>}
    </>
  );
}

/** A fake API: each path answers from its queue of results (a value, or an error to reject with); calls are recorded. */
function fakeApi(answers: Record<string, unknown[]>) {
  const calls: ApiCall[] = [];
  const pending: Record<string, (() => void)[]> = {};
  const api = (call: ApiCall) => {
    calls.push(call);
    const next = answers[call.path]?.shift();
    if (next === 'hold') return new Promise((resolve) => (pending[call.path] ??= []).push(() => resolve({ id: 0 })));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { api, calls, release: (path: string) => pending[path]?.shift()?.() };
}

const config = composed('au', 'vfsc');

describe('the data layer (useApiQuery / useApiMutation)', () => {
  it('shows the data a query answers', async () => {
    const { api } = fakeApi({ 'wallet/balance': [{ amount: '100.00' }] });
    renderWithPortal(<Balance />, config, { api: api as never });
    expect(await screen.findByText('Balance 100.00')).toBeTruthy();
  });

  it('shows a refusal in one shape: the catalogue message of the code, and the generic text for an unexpected fault', async () => {
    const { api } = fakeApi({ 'wallet/balance': [new ApiFailure(452, 'The wallet is frozen.'), new TypeError('x is undefined')] });
    renderWithPortal(<Balance />, config, { api: api as never });
    expect((await screen.findByRole('alert')).textContent).toContain('The wallet is frozen.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Error occurred while processing your request/)).toBeTruthy();
  });

  it('a request the server refused as asked (a 4xx: a date range too long) offers no "Try again", which could only fail again; a fault does', async () => {
    const { api } = fakeApi({
      'wallet/balance': [new ApiFailure(400, 'Invalid date range: at most 366 days.', null, 400), new ApiFailure('NETWORK', 'Service unavailable', null, 503)],
    });
    const { unmount } = renderWithPortal(<Balance />, config, { api: api as never });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid date range: at most 366 days.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();
    renderWithPortal(<Balance />, config, { api: api as never });
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('fetches again when a reload event it listens to is raised, and only then', async () => {
    const { api, calls } = fakeApi({ 'wallet/balance': [{ amount: '100.00' }, { amount: '90.00' }] });
    renderWithPortal(<Balance />, config, { api: api as never });
    await screen.findByText('Balance 100.00');
    act(() => emitWidgetEvents(['dataLayerTest.unrelated']));
    expect(calls).toHaveLength(1);
    act(() => emitWidgetEvents([moneyMoved]));
    expect(await screen.findByText('Balance 90.00')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('sends one anti-reuse token with each money move: kept for the retry after a refusal, a new one after a success; busy while sending', async () => {
    const { api, calls, release } = fakeApi({
      'token/anti-reuse': [{ token: 't1' }, { token: 't2' }],
      'transfer/applyTransfer': [new ApiFailure(455, 'Not enough money.'), 'hold', { id: 8 }],
      'wallet/balance': [{ amount: '100.00' }, { amount: '90.00' }],
    });
    renderWithPortal(
      <>
        <Balance />
        <Transfer />
      </>,
      config,
      { api: api as never },
    );
    await screen.findByText('Balance 100.00');
    const button = screen.getByRole('button', { name: 'Transfer' });

    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain('Not enough money.');

    fireEvent.click(button);
    fireEvent.click(button); // a double click sends once
    expect(button.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(calls.filter((c) => c.path === 'transfer/applyTransfer')).toHaveLength(2));
    act(() => release('transfer/applyTransfer'));
    expect(await screen.findByText('Transfer 0 done')).toBeTruthy();
    expect(await screen.findByText('Balance 90.00')).toBeTruthy(); // the success raised the reload event

    fireEvent.click(button);
    expect(await screen.findByText('Transfer 8 done')).toBeTruthy();

    const sent = calls.filter((c) => c.path === 'transfer/applyTransfer').map((c) => (c.body as { token: string }).token);
    expect(sent).toEqual(['t1', 't1', 't2']);
    expect(calls.filter((c) => c.path === 'token/anti-reuse')).toHaveLength(2);
  });
});
