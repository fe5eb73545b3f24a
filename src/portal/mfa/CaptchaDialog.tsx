import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCallback, fromPromise } from 'xstate';
import { cacheBuster, captchaMachine, type CaptchaEvent } from '../../../engine/captcha';
import { useConfig } from '../app/runtime';
import type { PendingPrompt } from './promptStore';

interface ProviderApi {
  render(
    container: HTMLElement,
    options: { lang: string; params: Record<string, string>; onSuccess(token: string): void; onFail(reason?: string): void; onClose(): void },
  ): Promise<void>;
}

declare global {
  interface Window {
    PortalCaptcha?: ProviderApi;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (window.PortalCaptcha) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.PortalCaptcha ? resolve() : reject(new Error('captcha provider did not start')));
    script.onerror = () => {
      script.remove();
      reject(new Error('captcha script failed to load'));
    };
    document.head.append(script);
  });
}

/** The captcha popup (480 px, 320 px on mobile) running engine/captcha's machine with the local provider. */
export function CaptchaDialog({ prompt }: { prompt: PendingPrompt }) {
  const config = useConfig();
  const { t, i18n } = useTranslation();
  const mobile = useMediaQuery(`(max-width:${config.constants.mobileBreakpointPx}px)`);
  const container = useRef<HTMLDivElement>(null);
  const { captcha } = config.constants;
  const machine = useMemo(
    () =>
      captchaMachine.provide({
        actors: {
          loadScript: fromPromise(() => loadScript(`${config.http.basePaths.captcha}provider.js?v=${cacheBuster(Date.now(), captcha.cacheBusterMinutes)}`)),
          render: fromCallback<CaptchaEvent>(({ sendBack }) => {
            const target = container.current;
            if (!target || !window.PortalCaptcha) return sendBack({ type: 'CLOSE' });
            window.PortalCaptcha.render(target, {
              lang: i18n.language,
              params: (prompt.data as { params?: Record<string, string> } | null)?.params ?? {},
              onSuccess: (token) => sendBack({ type: 'SUCCESS', token }),
              onFail: (reason) => sendBack({ type: 'FAIL', ...(reason ? { reason } : {}) }),
              onClose: () => sendBack({ type: 'CLOSE' }),
            }).catch(() => sendBack({ type: 'CLOSE' }));
            // The captcha time-out (constants.captcha.timeoutMs, spec section 9): an unanswered challenge closes.
            const timer = setTimeout(() => sendBack({ type: 'CLOSE' }), captcha.timeoutMs);
            return () => clearTimeout(timer);
          }),
        },
        // Captcha failures are logged only (specification section 8).
        actions: { logFailure: (_, params) => console.warn('[captcha]', (params as { reason: string }).reason) },
      }),
    [config.http.basePaths.captcha, captcha.cacheBusterMinutes, captcha.timeoutMs, i18n.language, prompt.data],
  );
  const [state] = useMachine(machine, { input: { loadRetries: captcha.loadRetries } });
  useEffect(() => {
    if (state.matches('verified')) prompt.answer({ body: { captchaToken: state.context.token } });
    else if (state.matches('closed') || state.matches('unavailable')) prompt.answer(undefined);
  }, [state, prompt]);

  return (
    <Dialog
      open
      onClose={() => prompt.answer(undefined)}
      slotProps={{ paper: { sx: { width: mobile ? captcha.popupWidthMobilePx : captcha.popupWidthPx, m: 1 } } }}
      aria-labelledby="captcha-title"
    >
      <DialogTitle id="captcha-title">{t('captcha.title')}</DialogTitle>
      <DialogContent>
        {state.matches('unavailable') && <Alert severity="warning">{t('captcha.loadFailed')}</Alert>}
        <div ref={container} data-testid="captcha-container" />
      </DialogContent>
    </Dialog>
  );
}
