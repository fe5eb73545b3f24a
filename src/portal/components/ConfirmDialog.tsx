import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps<T> {
  /** What is about to be acted on (a card, a withdrawal, a form's values); the dialog is open while there is one. */
  subject: T | undefined;
  title: (subject: T) => string;
  /** What the action does, said before it is done. */
  children: (subject: T) => ReactNode;
  /** The action's own name (Delete, Stop copying, Transfer): a plain "OK" does not say what is agreed to. */
  confirmLabel: string;
  /** The way back, which leaves everything as it is. */
  keepLabel: string;
  /** The action cannot be undone: the confirm button says so in colour. */
  destructive?: boolean;
  onConfirm: (subject: T) => void;
  onClose: () => void;
  testId: string;
}

/**
 * Asks before an action that moves money or cannot be undone. Focus starts on the way back, so a
 * stray Enter does nothing it should not; Escape and a click outside also keep things as they are.
 */
export function ConfirmDialog<T>({ subject, title, children, confirmLabel, keepLabel, destructive, onConfirm, onClose, testId }: ConfirmDialogProps<T>) {
  const titleId = useId();
  const bodyId = useId();
  // While the dialog fades out its subject is already gone: it keeps showing the last one rather than empty texts.
  const last = useRef(subject);
  if (subject !== undefined) last.current = subject;
  const shown = last.current;
  return (
    <Dialog open={subject !== undefined} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId} data-testid={testId}>
      {shown !== undefined && (
        <>
          <DialogTitle id={titleId}>{title(shown)}</DialogTitle>
          <DialogContent id={bodyId}>{children(shown)}</DialogContent>
          {/* On a phone two long action names ("Keep withdrawal", "Cancel withdrawal") stack rather than each break in two. */}
          <DialogActions disableSpacing sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, '& > button': { whiteSpace: 'nowrap' } }}>
            <Button onClick={onClose} autoFocus data-testid={`${testId}-keep`}>
              {keepLabel}
            </Button>
            <Button
              variant="contained"
              color={destructive ? 'error' : 'primary'}
              onClick={() => subject !== undefined && onConfirm(subject)}
              data-testid={`${testId}-confirm`}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
