import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useStore } from '../app/store';
import { toastStore } from './toastStore';

/** Toasts of specification section 8: error, info, warning, success; they leave by themselves, no close button. */
export function Toasts() {
  const toasts = useStore(toastStore);
  return (
    <Stack
      spacing={1}
      sx={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 2100, width: 'min(92vw, 480px)', pointerEvents: 'none' }}
    >
      {toasts.map((t) => (
        <Alert
          key={t.id}
          severity={t.kind}
          variant="standard"
          role={t.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${t.kind}`}
          sx={{ pointerEvents: 'auto', boxShadow: 3, border: 1, borderColor: 'divider' }}
        >
          {t.message}
        </Alert>
      ))}
    </Stack>
  );
}
