import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The diff a save would write, shown before it is written. When the file changed on disk since it was opened
 * (`conflict`), saving waits until the diff is taken against the file as it is now (onRebase).
 */
export function SaveDialog({
  diff,
  open,
  busy,
  error,
  conflict,
  onCancel,
  onConfirm,
  onRebase,
}: {
  diff: string;
  open: boolean;
  busy: boolean;
  error?: string;
  conflict: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onRebase: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="md" fullWidth aria-labelledby="save-dialog-title">
      <DialogTitle id="save-dialog-title">{t('studio.save.reviewTitle')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        <Box component="pre" tabIndex={0} data-testid="save-diff" sx={{ fontFamily: 'monospace', fontSize: 13, overflow: 'auto', m: 0 }}>
          {diff.split('\n').map((line, i) => (
            <Box
              key={i}
              component="span"
              sx={{ display: 'block', color: line.startsWith('+') ? 'success.dark' : line.startsWith('-') ? 'error.dark' : 'text.primary' }}
            >
              {line || ' '}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('studio.save.cancel')}</Button>
        {conflict && (
          <Button onClick={onRebase} disabled={busy}>
            {t('studio.save.compareWithDisk')}
          </Button>
        )}
        <Button variant="contained" onClick={onConfirm} disabled={busy || conflict}>
          {t('studio.save.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
