import { useQueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../engine/http';
import { refetchOnLanguageChange, useApiQuery } from '../../src/portal/data';
import { renderWithPortal } from './renderWithPortal';

const tickerCall: ApiCall = { method: 'GET', base: 'web', path: 'home/activity/ticker' };

describe('a language switch reads again what the server words in the language', () => {
  it('the activity ticker, fetched in English, shows Japanese once the user switches to Japanese', async () => {
    let language = 'en_US';
    let i18n: I18n | undefined;
    // The server words its answer in the request's language (X-Lang): here, the language at the time of the call.
    let calls = 0;
    const api = () => {
      calls++;
      return Promise.resolve([{ message: language === 'ja' ? 'あるお客様がUSDJPYを売却しました' : 'A client sold USDJPY' }]);
    };
    function Ticker() {
      const translation = useTranslation();
      const client = useQueryClient();
      i18n = translation.i18n;
      useEffect(() => refetchOnLanguageChange(translation.i18n, client), [translation.i18n, client]);
      const { data } = useApiQuery<{ message: string }[]>(tickerCall);
      return <p data-testid="ticker-message">{data?.[0]?.message ?? 'Loading'}</p>;
    }
    renderWithPortal(<Ticker />, undefined, { api: api as never });
    expect(await screen.findByText('A client sold USDJPY')).toBeTruthy();

    // The same language again (a sign-in in the language shown) reads nothing again.
    await act(async () => {
      await i18n!.changeLanguage('en_US');
    });
    expect(calls).toBe(1);

    language = 'ja';
    await act(async () => {
      await i18n!.changeLanguage('ja');
    });
    expect(await screen.findByText('あるお客様がUSDJPYを売却しました')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
