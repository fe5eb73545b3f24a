import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createActor } from 'xstate';
import { copyButtonMachine } from '../../../engine/ui/copyButtonMachine';
import { useConfig } from '../app/runtime';

/** Writes text to the clipboard; where the Clipboard API is refused, the selection fallback. */
export async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

function createCopyActor(confirmationMs: number) {
  return createActor(copyButtonMachine.provide({ actions: { copy: ({ context }) => void writeClipboard(context.text) } }), {
    input: { text: '', confirmationMs },
  });
}

/**
 * The copy button (specification section 4), driven by engine/ui's machine: idle, then "copied"
 * for constants.copyConfirmationMs, then idle; clicks while copied are ignored.
 */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const config = useConfig();
  const { t } = useTranslation();
  const confirmationMs = config.constants.copyConfirmationMs;
  const actor = useRef<ReturnType<typeof createCopyActor>>(undefined);
  const [state, setState] = useState('idle');
  // One actor per mounted button, created in the effect (a remount never reuses a stopped one).
  useEffect(() => {
    const created = createCopyActor(confirmationMs);
    const subscription = created.subscribe((snapshot) => setState(String(snapshot.value)));
    actor.current = created.start();
    return () => {
      subscription.unsubscribe();
      created.stop();
    };
  }, [confirmationMs]);
  const copied = state === 'copied';
  return (
    <Button
      size="small"
      variant={copied ? 'contained' : 'outlined'}
      color={copied ? 'success' : 'primary'}
      startIcon={copied ? <Check aria-hidden /> : <ContentCopy aria-hidden />}
      onClick={() => {
        actor.current?.send({ type: 'SET_TEXT', text });
        actor.current?.send({ type: 'CLICK' });
      }}
      aria-label={label ? `${copied ? t('common.copied') : t('common.copy')}: ${label}` : undefined}
      data-state={state}
      sx={{ flexShrink: 0, minWidth: 96 }}
    >
      <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
    </Button>
  );
}
