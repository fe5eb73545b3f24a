import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OtpVerifyOptions } from '../../../../engine/config';
import { latinDigits } from '../../../../engine/text';
import { useConfig } from '../../app/runtime';
import { useApiMutation } from '../../data';
import { useStore } from '../../app/store';
import PhoneSecurityWidget from '../../security/PhoneSecurityWidget';
import { sessionStore } from '../../session/sessionStore';
import type { WidgetProps } from '../../widgets/types';
import { UnknownWidget } from '../../widgets/UnknownWidget';
import { emitWidgetEvents } from '../../widgets/widgetEvents';
import { useFlow } from '../useFlow';

/** The flow of config/kyc/flows that drives this widget. */
export const otpFlow = 'otp';
/** The send call of each channel (specification section 7, mfa/...). */
const sendPath = { email: 'mfa/sendEmailVerificationCode', sms: 'mfa/sendSmsVerificationCode' } as const;

/**
 * The e-mail or phone module: sends a one-time code to the account's address, takes the 6 digits,
 * allows another code only after the resend wait, and verifies the module (the otp flow decides
 * what each button may do).
 */
export default function OtpVerifyWidget({ widget, configPath }: WidgetProps) {
  const options = widget as unknown as OtpVerifyOptions;
  const config = useConfig();
  const sending = useApiMutation<{ transactionId: string; resendSeconds: number; sentTo: string }>();
  const { t } = useTranslation();
  const profile = useStore(sessionStore).profile;
  const module = config.kycModules.modules.find((m) => m.code === options.module);
  const purpose = module?.otpPurpose ? config.security.otpPurposes[module.otpPurpose] : undefined;
  const digits = config.constants.otp.digits;
  const input = useMemo(() => ({ digits }), [digits]);
  const flow = useFlow(otpFlow, input);
  const [transactionId, setTransactionId] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const { watch, setValue } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { code } = watch();
  // The server's refusal of a code shows until the code (or the code's transaction) changes, or the next submit.
  const verifying = useApiMutation({ input: { code, transactionId } });
  const [message, setMessage] = useState<{ kind: 'error' | 'success' | 'info'; text: string }>();
  const canResend = flow.context?.canResend === true;
  const { send: sendEvent, state } = flow;

  useEffect(() => {
    if (state !== 'codeSent' || canResend) return undefined;
    if (secondsLeft <= 0) {
      sendEvent({ type: 'RESEND_READY' });
      return undefined;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [sendEvent, state, canResend, secondsLeft]);

  if (!module?.otpPurpose || !purpose) return <UnknownWidget kind={`otpVerify:${options.module}`} configPath={configPath} />;

  const send = async () => {
    flow.send({ type: 'SEND' });
    setMessage(undefined);
    verifying.reset();
    const result = await sending.submit({ method: 'POST', base: 'web', path: sendPath[purpose.channel], body: { purpose: module.otpPurpose }, quiet: true });
    if (!result.ok && !result.error) return; // already sending
    if (!result.ok) {
      flow.send({ type: 'SEND_FAILED' });
      setMessage({ kind: 'error', text: result.error?.message ?? '' });
      return;
    }
    setTransactionId(result.answer.transactionId);
    setSentTo(result.answer.sentTo);
    setSecondsLeft(result.answer.resendSeconds);
    setValue('code', '');
    flow.send({ type: 'SENT' });
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!new RegExp(`^[0-9]{${digits}}$`).test(typed)) {
      setMessage({ kind: 'error', text: t('kyc.otp.codeFormat', { digits }) });
      return;
    }
    flow.send({ type: 'SUBMIT', code: typed });
    setMessage(undefined);
    const result = await verifying.submit({
      method: 'POST',
      base: 'cp',
      path: 'kyc/verifyCode',
      body: { module: module.code, transactionId, code: typed },
      quiet: true,
    });
    if (!result.ok && !result.error) return; // already verifying
    if (!result.ok) {
      flow.send({ type: 'REJECTED' });
      return;
    }
    flow.send({ type: 'VERIFIED' });
    setMessage({ kind: 'success', text: t('kyc.otp.verified') });
    emitWidgetEvents(options.emits);
  };

  const email = purpose.channel === 'email';
  // No phone on the profile yet (a client who signed up): a code has nowhere to go. The number is added
  // here as in the security centre (its code by SMS); binding it verifies this module.
  if (!email && !profile?.phone)
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography component="p">{t('kyc.otp.noPhone')}</Typography>
        <PhoneSecurityWidget onSaved={() => emitWidgetEvents(options.emits)} />
      </Stack>
    );
  const address = sentTo ?? (email ? profile?.emailMasked : profile?.phone ? `${String(profile.phoneCode ?? '')} ****${String(profile.phone).slice(-4)}` : '');
  const codeEntry = flow.state === 'codeSent' || flow.state === 'verifying';
  const shown = message ?? (verifying.error ? { kind: 'error' as const, text: verifying.error.message } : undefined);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 560 }}>
      <Stack spacing={2} component="form" onSubmit={(e) => void verify(e)} noValidate aria-label={t(email ? 'kyc.module.emailOtp' : 'kyc.module.phoneOtp')}>
        <Typography component="p">{t(email ? 'kyc.otp.introEmail' : 'kyc.otp.introPhone', { digits, address })}</Typography>
        {shown && (
          <Alert severity={shown.kind} role={shown.kind === 'error' ? 'alert' : 'status'} data-testid={`otp-${shown.kind}`}>
            {shown.text}
          </Alert>
        )}
        {flow.state === 'idle' || flow.state === 'sending' ? (
          <Button variant="contained" onClick={() => void send()} disabled={flow.state === 'sending'} sx={{ alignSelf: 'flex-start' }}>
            {flow.state === 'sending' ? <CircularProgress size={20} aria-label={t('common.loading')} /> : t('kyc.otp.send')}
          </Button>
        ) : null}
        {codeEntry && (
          <>
            <TextField
              label={t('kyc.otp.codeLabel', { digits })}
              value={code}
              onChange={(e) => setValue('code', latinDigits(e.target.value).replace(/\D/g, '').slice(0, digits))}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: digits, 'data-testid': `otp-code-${module.code}` } }}
              disabled={flow.state === 'verifying'}
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Button type="submit" variant="contained" disabled={flow.state === 'verifying'}>
                {t('kyc.otp.verify')}
              </Button>
              <Button variant="text" onClick={() => void send()} disabled={!canResend || flow.state === 'verifying'}>
                {canResend ? t('kyc.otp.resend') : t('kyc.otp.resendIn', { seconds: secondsLeft })}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
