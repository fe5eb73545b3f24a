import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiCall } from '../../../engine/http';
import { latinDigits, phoneCodeDigits, phoneNumberDigits, phoneProblem } from '../../../engine/text';
import { useConfig, useRuntime } from '../app/runtime';
import { CodeField } from '../mfa/CodeField';
import { captchaToken } from '../mfa/promptStore';
import { OtherSessionsOffer } from './OtherSessionsOffer';
import { SecurityCard } from './SecurityCard';
import { securityChangedEvent, securityInfoCall, type SecurityInfo } from './securityInfo';
import { useApiMutation, useApiQuery } from '../data';
import type { WidgetProps } from '../widgets/types';

/**
 * Phone: bind one or change it (step-up factors, a captcha, then a code by SMS to the new number).
 * `onSaved` runs once a number is bound or changed (the KYC phone step moves on: binding verifies it).
 */
export default function PhoneSecurityWidget({ onSaved }: Partial<WidgetProps> & { onSaved?: () => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const runtime = useRuntime();
  const { data: info } = useApiQuery<SecurityInfo>(securityInfoCall, { reloadOn: [securityChangedEvent] });
  const [editing, setEditing] = useState(false);
  const { watch, setValue } = useForm<{ phoneCode: string; phone: string; code: string }>({ defaultValues: { phoneCode: '+', phone: '', code: '' } });
  const { phoneCode, phone, code } = watch();
  const [tx, setTx] = useState<string>();
  const saving = useApiMutation<{ otherSessions: number }>({ reloads: [securityChangedEvent], input: { phoneCode, phone, code, transactionId: tx } });
  const [done, setDone] = useState<number>();
  // A number that cannot be sent is said at its field before any captcha is asked; it goes once the field is edited.
  const [problem, setProblem] = useState<'phoneCode' | 'phone'>();
  if (!info) return null;

  const send = async () => {
    const wrong = phoneProblem(phoneCode, phone);
    setProblem(wrong);
    if (wrong) return undefined;
    const token = config.security.captcha.beforeSms
      ? await captchaToken({ userId: String(runtime.session.profile()?.userId ?? ''), phone, countryCode: phoneCode })
      : undefined;
    if (config.security.captcha.beforeSms && !token) return undefined;
    return {
      method: 'POST',
      base: 'web',
      path: 'mfa/sendSmsVerificationCode',
      body: { purpose: 'bindPhone', phoneCode, phone, ...(token ? { captchaToken: token } : {}) },
      quiet: true,
    } satisfies ApiCall;
  };
  const save = () => {
    const path = info.phone.bound ? 'multiFactorAuth/update/mobile' : 'multiFactorAuth/mobile/bind';
    return saving.submit({ method: 'POST', base: 'cp', path, body: { phoneCode, phone, transactionId: tx, code }, quiet: true }, (result) => {
      setDone(result.otherSessions);
      setEditing(false);
      onSaved?.();
    });
  };

  return (
    <SecurityCard
      // A masked number has no letter to give it a direction: isolated left to right, "********0002" never reads "0002********".
      value={info.phone.bound ? <bdi dir="ltr">{info.phone.masked}</bdi> : t('security.phone.none')}
      {...(info.phone.bound ? { status: { label: t(info.phone.verified ? 'security.verified' : 'security.notVerified'), ok: info.phone.verified } } : {})}
      actions={
        !editing && (
          <Button
            onClick={() => {
              setEditing(true);
              setDone(undefined);
            }}
          >
            {t(info.phone.bound ? 'security.phone.change' : 'security.phone.bind')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {saving.error && (
          <Alert severity="error" role="alert">
            {saving.error.message}
          </Alert>
        )}
        {done !== undefined && <Alert severity="success">{t('security.phone.saved')}</Alert>}
        {done !== undefined && <OtherSessionsOffer count={done} />}
        {editing && (
          <>
            <Stack direction="row" spacing={1}>
              <TextField
                label={t('security.phone.countryCode')}
                value={phoneCode}
                onChange={(e) => (
                  setValue('phoneCode', '+' + latinDigits(e.target.value).replace(/\D/g, '').slice(0, phoneCodeDigits.max)),
                  setProblem(undefined)
                )}
                error={problem === 'phoneCode'}
                slotProps={{ htmlInput: { inputMode: 'tel', 'aria-invalid': problem === 'phoneCode' } }}
                sx={{ width: 120 }}
              />
              <TextField
                label={t('security.phone.number')}
                value={phone}
                onChange={(e) => (setValue('phone', latinDigits(e.target.value).replace(/\D/g, '').slice(0, phoneNumberDigits.max)), setProblem(undefined))}
                error={problem === 'phone'}
                slotProps={{ htmlInput: { inputMode: 'tel', 'aria-invalid': problem === 'phone' } }}
                sx={{ flexGrow: 1 }}
              />
            </Stack>
            {problem && (
              <Alert severity="error" role="alert" data-testid="phone-problem">
                {problem === 'phoneCode' ? t('security.phone.countryCodeProblem', phoneCodeDigits) : t('security.phone.numberProblem', phoneNumberDigits)}
              </Alert>
            )}
            <CodeField
              label={t('security.code')}
              testId="phone-code"
              send={send}
              value={code}
              onChange={(value) => setValue('code', value)}
              onSent={(s) => setTx(s.transactionId)}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" disabled={!tx || code.length < 6} onClick={() => void save()}>
                {t('security.confirm')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
            </Stack>
          </>
        )}
      </Stack>
    </SecurityCard>
  );
}
