import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../../engine/http';
import { isReferralCode } from '../../../engine/ib';
import { useConfig, useRuntime } from '../app/runtime';
import { refusedField, useApiMutation, useApiQuery } from '../data';
import { PublicCard, PublicLink } from './PublicCard';
import { ResendVerification } from './ResendVerification';

/** The shape of an e-mail address, checked before sending: the server's own refusal words it for developers. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Refusal {
  reasonKey?: string;
  countryKey?: string;
}

/**
 * Self-registration: the chosen country decides the regulator entity (shown before submitting) or
 * refuses, with the reason; the profile is confirmed through the link sent to the e-mail address.
 * An IB's referral or campaign link (config/ib/program.yaml links) lands here with the IB's code and
 * campaign (query parameters ib and campaign, kept by the query-parameter store): the referral code
 * field is prefilled and both go with the sign-up, so the new client joins that IB's clients.
 */
export default function SignUpPage() {
  const config = useConfig();
  const { params } = useRuntime();
  const { t } = useTranslation();
  const { watch, setValue } = useForm<{ name: string; email: string; password: string; countryId: string; ibCode: string }>({
    defaultValues: { name: '', email: '', password: '', countryId: '', ibCode: params.get('ib') ?? '' },
  });
  const { name, email, password, countryId, ibCode } = watch();
  const countries = useMemo(
    () => [...config.countries].map((c) => ({ id: c.id, label: t(`country.${c.key}`) })).sort((a, b) => a.label.localeCompare(b.label)),
    [config.countries, t],
  );
  const entity = useApiQuery<{ regulator: string }>(
    countryId ? { method: 'POST', base: 'web', path: 'register/entity', body: { countryId: Number(countryId) }, quiet: true } : undefined,
  );
  const creating = useApiMutation<{ email: string; regulator: string }>({ input: { name, email, password, countryId, ibCode } });
  // Signed up: the link's referral is used, a later sign-up in this browser starts without it.
  useEffect(() => {
    if (!creating.done) return;
    params.remove('ib');
    params.remove('campaign');
  }, [creating.done, params]);

  const refusalText = (failure: unknown): string | undefined => {
    if (!(failure instanceof ApiFailure)) return undefined;
    const data = (failure.data ?? {}) as Refusal;
    return data.reasonKey ? t(data.reasonKey, { country: t(`country.${data.countryKey ?? ''}`) }) : failure.message;
  };
  const refused = refusalText(entity.error);
  const referralInvalid = ibCode.trim() !== '' && !isReferralCode(ibCode.trim());
  // Said once the visitor leaves the field (or submits), not while the address is still being typed.
  const [emailLeft, setEmailLeft] = useState(false);
  const emailInvalid = emailLeft && email.trim() !== '' && !emailShape.test(email.trim());
  // The address has a profile already: the field says so, and the refusal offers to sign in or reset the password.
  const emailTaken = creating.error instanceof ApiFailure && creating.error.code === config.errorCodes.serverCodes.ALREADY_IN_USE;
  // A password the rule refuses: the field is marked, its help (the rule) and the refusal say why.
  const passwordRefused = refusedField(creating.error) === 'password';
  // A campaign goes with the code only when the link's value can be one (a mangled link still signs up).
  const campaign = params.get('campaign');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!emailShape.test(email.trim())) {
      setEmailLeft(true);
      return;
    }
    void creating.submit({
      method: 'POST',
      base: 'web',
      path: 'register',
      body: {
        name: name.trim(),
        email: email.trim(),
        password,
        countryId: Number(countryId),
        ...(ibCode.trim() ? { ibCode: ibCode.trim(), ...(campaign && isReferralCode(campaign) ? { campaign } : {}) } : {}),
      },
      quiet: true,
    });
  };

  if (creating.done) {
    return (
      <PublicCard titleId="sign-up-title" title={t('signUp.title')}>
        <Alert severity="success" data-testid="sign-up-done">
          {t('signUp.done', { email: creating.done.email })}
        </Alert>
        <ResendVerification email={creating.done.email} />
        <PublicLink to="/login">{t('signUp.toSignIn')}</PublicLink>
      </PublicCard>
    );
  }

  return (
    <PublicCard titleId="sign-up-title" title={t('signUp.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('signUp.title')}>
        <TextField
          label={t('signUp.name')}
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setValue('name', e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'sign-up-name', maxLength: 120 } }}
        />
        <TextField
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setValue('email', e.target.value)}
          onBlur={() => setEmailLeft(true)}
          error={emailInvalid || emailTaken}
          {...(emailInvalid ? { helperText: t('signUp.emailInvalid') } : {})}
          slotProps={{ htmlInput: { 'data-testid': 'sign-up-email', maxLength: 254, ...(emailTaken ? { 'aria-describedby': 'sign-up-error' } : {}) } }}
        />
        <TextField
          label={t('signUp.password')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setValue('password', e.target.value)}
          error={passwordRefused}
          helperText={t('security.password.rules')}
          slotProps={{ htmlInput: { 'data-testid': 'sign-up-password', maxLength: 200, ...(passwordRefused ? { 'aria-describedby': 'sign-up-error' } : {}) } }}
        />
        <TextField
          select
          label={t('signUp.country')}
          required
          value={countryId}
          onChange={(e) => setValue('countryId', e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'sign-up-country' } }}
        >
          {countries.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('signUp.referralCode')}
          value={ibCode}
          onChange={(e) => setValue('ibCode', e.target.value)}
          error={referralInvalid}
          {...(referralInvalid ? { helperText: t('signUp.referralCodeInvalid') } : {})}
          slotProps={{ htmlInput: { 'data-testid': 'sign-up-referral', maxLength: 40, autoComplete: 'off', dir: 'ltr' } }}
        />
        {refused && (
          <Alert severity="warning" role="alert" data-testid="sign-up-refused">
            {refused}
          </Alert>
        )}
        {entity.data && !refused && (
          <Alert severity="info" data-testid="sign-up-entity">
            {t('signUp.entity', { entity: t(`regulator.${entity.data.regulator}`) })}
          </Alert>
        )}
        {creating.error && (
          <Alert severity="error" role="alert" data-testid="sign-up-error" id="sign-up-error">
            {refusalText(creating.error)}
            {emailTaken && (
              <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                <PublicLink to="/login">{t('signIn.submit')}</PublicLink>
                <PublicLink to="/forgot-password">{t('signUp.forgot')}</PublicLink>
              </Stack>
            )}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={creating.busy || Boolean(refused) || referralInvalid || !entity.data || !name.trim() || !email.trim() || !password}
          data-testid="sign-up-submit"
        >
          {t('signUp.submit')}
        </Button>
      </Stack>
      <PublicLink to="/login">{t('signUp.haveProfile')}</PublicLink>
    </PublicCard>
  );
}
