import CreditCard from '@mui/icons-material/CreditCard';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cardExpiryProblem, cardNumberValid } from '../../../engine/funds';
import { latinDigits } from '../../../engine/text';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FailureAlert } from './FailureAlert';
import { useApiMutation, useApiQuery } from '../data';
import type { CardView, PaymentInfoList } from './fundsTypes';

type Card = CardView;

/** Payment cards: the list (last four digits only), adding one with a photo of each side, deleting one. */
export default function PaymentCardsWidget() {
  const { t } = useTranslation();
  const { data, reload } = useApiQuery<PaymentInfoList>({ method: 'POST', base: 'payment', path: 'payment/info/getPaymentInfoList', body: {} });
  const cards = data?.cards;
  const { watch, setValue, reset } = useForm<{ holder: string; number: string; expiry: string; front: File | undefined; back: File | undefined }>({
    defaultValues: { holder: '', number: '', expiry: '', front: undefined, back: undefined },
  });
  const { holder, number, expiry, front, back } = watch();
  const change = useApiMutation<Card>();
  const [message, setMessage] = useState<string>();
  const [deleting, setDeleting] = useState<Card>();
  const [formKey, setFormKey] = useState(0);
  // A card number or expiry that cannot be right is said at its field once the user leaves it, before photos are chosen.
  const [left, setLeft] = useState<{ number?: boolean; expiry?: boolean }>({});
  const numberProblem = number && !cardNumberValid(number) ? 'cardNumber' : undefined;
  const expiryProblem = expiry ? cardExpiryProblem(expiry, Date.now()) : undefined;
  const shownNumberProblem = left.number ? numberProblem : undefined;
  const shownExpiryProblem = left.expiry ? expiryProblem : undefined;

  const add = () => {
    setMessage(undefined);
    const form = new FormData();
    form.append('holder', holder);
    form.append('number', number);
    form.append('expiry', expiry);
    form.append('front', front!);
    form.append('back', back!);
    return change.submit({ method: 'POST', base: 'payment', path: 'payment/info/addCard', body: form, quiet: true }, (card) => {
      setMessage(t('funds.cards.added', { last4: card.last4 }));
      reset();
      setLeft({});
      setFormKey((k) => k + 1);
      reload();
    });
  };
  const remove = (card: Card) => {
    setDeleting(undefined);
    return change.submit(
      {
        method: 'POST',
        base: 'payment',
        path: 'payment/info/deleteBankAccountInfo',
        params: { kind: 'card', bankAccountInfoId: card.id },
        body: {},
        quiet: true,
      },
      () => {
        setMessage(t('funds.cards.deleted', { last4: card.last4 }));
        reload();
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {message && (
        <Alert severity="success" data-testid="cards-message">
          {message}
        </Alert>
      )}
      <FailureAlert failure={change.error} />
      {cards && cards.length === 0 && <Typography color="text.secondary">{t('funds.cards.none')}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('funds.cards.list')}>
        {(cards ?? []).map((card) => (
          <Paper
            component="li"
            variant="outlined"
            key={card.id}
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
            data-testid="card-row"
          >
            <CreditCard aria-hidden />
            <Typography sx={{ flexGrow: 1 }}>
              {t('funds.cards.summary', { brand: t(`funds.cards.brand.${card.brand}`), last4: card.last4, expiry: card.expiry, holder: card.holder })}
            </Typography>
            <Button
              color="error"
              onClick={() => setDeleting(card)}
              aria-label={t('funds.cards.deleteOne', { last4: card.last4 })}
              data-testid={`card-delete-${card.last4}`}
            >
              {t('funds.cards.delete')}
            </Button>
          </Paper>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} key={formKey}>
        <Typography variant="h3" sx={{ mb: 2 }}>
          {t('funds.cards.add')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            label={t('funds.cards.holder')}
            value={holder}
            onChange={(e) => setValue('holder', e.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'cc-name', maxLength: 100, 'data-testid': 'card-holder' } }}
          />
          <TextField
            label={t('funds.cards.number')}
            value={number}
            onChange={(e) =>
              setValue(
                'number',
                latinDigits(e.target.value)
                  .replace(/[^\d ]/g, '')
                  .slice(0, 23),
              )
            }
            onBlur={() => setLeft((l) => ({ ...l, number: true }))}
            error={Boolean(shownNumberProblem)}
            helperText={shownNumberProblem && t(`error.payment.${shownNumberProblem}`)}
            slotProps={{
              htmlInput: { autoComplete: 'cc-number', inputMode: 'numeric', 'data-testid': 'card-number', 'aria-invalid': Boolean(shownNumberProblem) },
              formHelperText: { role: 'alert' },
            }}
          />
          <TextField
            label={t('funds.cards.expiry')}
            placeholder="MM/YY"
            value={expiry}
            onChange={(e) => setValue('expiry', latinDigits(e.target.value).slice(0, 5))}
            onBlur={() => setLeft((l) => ({ ...l, expiry: true }))}
            error={Boolean(shownExpiryProblem)}
            helperText={shownExpiryProblem && t(`error.payment.${shownExpiryProblem}`)}
            slotProps={{
              htmlInput: { autoComplete: 'cc-exp', 'data-testid': 'card-expiry', 'aria-invalid': Boolean(shownExpiryProblem) },
              formHelperText: { role: 'alert' },
            }}
          />
          {(['front', 'back'] as const).map((side) => (
            <Stack key={side} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" component="label">
                {t(`funds.cards.${side}`)}
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,application/pdf"
                  data-testid={`card-${side}`}
                  onChange={(e) => setValue(side, e.target.files?.[0])}
                />
              </Button>
              <Typography variant="body2" color="text.secondary">
                {(side === 'front' ? front : back)?.name ?? t('funds.cards.noFile')}
              </Typography>
            </Stack>
          ))}
          <Typography variant="body2" color="text.secondary">
            {t('funds.cards.photoRules')}
          </Typography>
          <Button
            variant="contained"
            disabled={!holder || !number || !expiry || Boolean(numberProblem) || Boolean(expiryProblem) || !front || !back || change.busy}
            onClick={() => void add()}
            data-testid="card-add"
          >
            {t('funds.cards.addSubmit')}
          </Button>
        </Stack>
      </Paper>
      <ConfirmDialog
        subject={deleting}
        title={() => t('funds.cards.confirmTitle')}
        confirmLabel={t('funds.cards.delete')}
        keepLabel={t('common.cancel')}
        destructive
        onConfirm={(card) => void remove(card)}
        onClose={() => setDeleting(undefined)}
        testId="card-delete"
      >
        {(card) => t('funds.cards.confirm', { last4: card.last4 })}
      </ConfirmDialog>
    </Stack>
  );
}
