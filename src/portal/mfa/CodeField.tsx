import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/runtime';
import { useCountdown } from './useCountdown';

export interface SentCode {
  transactionId: string;
  resendSeconds: number;
  sentTo: string;
}

/**
 * A one-time code field with its "send code" button: the button waits out the resend time
 * (60 s by config) and says how long; the field takes the configured number of digits.
 */
export function CodeField(props: { label: string; testId: string; send?: () => Promise<SentCode | undefined>; value: string; onChange(value: string): void; onSent?(sent: SentCode): void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const [left, startCountdown] = useCountdown();
  const [sentTo, setSentTo] = useState<string>();
  const [sending, setSending] = useState(false);
  const digits = config.constants.otp.digits;
  const send = async () => {
    if (!props.send) return;
    setSending(true);
    try {
      const sent = await props.send();
      if (sent) {
        setSentTo(sent.sentTo);
        startCountdown(sent.resendSeconds);
        props.onSent?.(sent);
      }
    } catch (failure) {
      const wait = (failure as { data?: { secondsLeft?: number } }).data?.secondsLeft;
      if (wait) startCountdown(wait);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value.replace(/\D/g, '').slice(0, digits))}
        helperText={sentTo ? t('mfa.sentTo', { address: sentTo }) : ' '}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: digits, 'data-testid': props.testId } }}
        sx={{ flexGrow: 1 }}
      />
      {props.send && (
        <Button variant="outlined" onClick={() => void send()} disabled={sending || left > 0} sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }} data-testid={`${props.testId}-send`}>
          {left > 0 ? t('mfa.resendIn', { seconds: left }) : sentTo ? t('mfa.resend') : t('mfa.send')}
        </Button>
      )}
    </Stack>
  );
}
