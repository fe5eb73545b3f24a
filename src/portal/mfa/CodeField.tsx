import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCall } from '../../../engine/http';
import { latinDigits } from '../../../engine/text';
import { useConfig } from '../app/runtime';
import { useApiMutation } from '../data';
import { useCountdown } from './useCountdown';

export interface SentCode {
  transactionId: string;
  resendSeconds: number;
  sentTo: string;
}

/**
 * A one-time code field with its "send code" button: the button waits out the resend time
 * (60 s by config) and says how long; the field takes the configured number of digits. `send`
 * gives the call that sends the code (after a captcha, say), or undefined when the user gave up.
 */
export function CodeField(props: {
  label: string;
  /** Where the code goes (masked), said under the field before and after it is sent. */
  address?: string;
  testId: string;
  send?: () => ApiCall | undefined | Promise<ApiCall | undefined>;
  value: string;
  onChange(value: string): void;
  onSent?(sent: SentCode): void;
  /** The field takes the focus when it appears (the first field of a dialog). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const config = useConfig();
  const [left, startCountdown] = useCountdown();
  const [sentTo, setSentTo] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const sending = useApiMutation<SentCode>();
  // Why a quiet call (no toast) was refused, said under the field: a number another customer uses, a code asked too soon.
  const [refusal, setRefusal] = useState<string>();
  const digits = config.constants.otp.digits;
  const send = async () => {
    if (!props.send) return;
    setPreparing(true);
    const call = await Promise.resolve(props.send()).finally(() => setPreparing(false));
    setRefusal(undefined);
    if (!call) return;
    const result = await sending.submit(call);
    if (result.ok) {
      setSentTo(result.answer.sentTo);
      startCountdown(result.answer.resendSeconds);
      props.onSent?.(result.answer);
      return;
    }
    if (call.quiet) setRefusal(result.error?.message);
    const pending = result.error?.data as { secondsLeft?: number; transactionId?: string } | null | undefined;
    if (pending?.secondsLeft) startCountdown(pending.secondsLeft);
    // A code sent before a reload is still good: take its transaction, so the code received can be entered now.
    if (pending?.transactionId) {
      setSentTo('');
      props.onSent?.({ transactionId: pending.transactionId, resendSeconds: pending.secondsLeft ?? 0, sentTo: '' });
    }
  };
  return (
    // The button goes under the field when both do not fit on one line (a narrow dialog, a long "send again in 59 s").
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(latinDigits(e.target.value).replace(/\D/g, '').slice(0, digits))}
        error={Boolean(refusal)}
        helperText={
          refusal
            ? refusal
            : sentTo
              ? t('mfa.sentTo', { address: sentTo })
              : sentTo === ''
                ? t('mfa.alreadySent')
                : props.address
                  ? t('mfa.willSendTo', { address: props.address })
                  : ' '
        }
        autoComplete="one-time-code"
        autoFocus={props.autoFocus ?? false}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: digits, 'data-testid': props.testId },
          formHelperText: { role: refusal ? 'alert' : undefined },
        }}
        sx={{ flex: '1 1 14rem' }}
      />
      {props.send && (
        <Button
          variant="outlined"
          onClick={() => void send()}
          disabled={preparing || sending.busy || left > 0}
          sx={{ mt: 1, whiteSpace: 'nowrap' }}
          data-testid={`${props.testId}-send`}
        >
          {left > 0 ? t('mfa.resendIn', { seconds: left }) : sentTo ? t('mfa.resend') : t('mfa.send')}
        </Button>
      )}
    </Stack>
  );
}
