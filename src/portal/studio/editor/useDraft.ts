import { useEffect, useRef, useState } from 'react';
import type { ConfigProblem } from '../../../../engine/config';
import { studioApi } from '../studioApi';

/** How long typing must pause before the draft is sent for checking (the check runs in a worker thread of the server, never in the way of typing). */
const settleMs = 250;

export interface DraftState {
  /** The server-side draft the preview renders; undefined until the first edit is checked. */
  id?: string;
  /** Grows with every checked revision, so the preview knows to render again. */
  revision: number;
  problems: ConfigProblem[];
  checking: boolean;
}

/**
 * Sends the edited files as a draft once typing settles and keeps the problems `config check`
 * finds in them (all files, all problems at once). Answers that arrive after a newer edit are dropped.
 */
export function useDraft(files: Record<string, string> | undefined): DraftState {
  const [state, setState] = useState<DraftState>({ revision: 0, problems: [], checking: false });
  const idRef = useRef<string | undefined>(undefined);
  const sent = useRef(0);
  const key = files ? JSON.stringify(files) : '';

  useEffect(() => {
    if (!files) return;
    const ticket = ++sent.current;
    setState((s) => ({ ...s, checking: true }));
    const timer = setTimeout(() => {
      const call = idRef.current
        ? studioApi<{ id: string; problems: ConfigProblem[] }>(`drafts/${idRef.current}`, { method: 'PUT', body: { files } })
        : studioApi<{ id: string; problems: ConfigProblem[] }>('drafts', { method: 'POST', body: { files } });
      call
        .then((answer) => {
          idRef.current = answer.id;
          if (ticket === sent.current) setState((s) => ({ id: answer.id, revision: s.revision + 1, problems: answer.problems, checking: false }));
        })
        .catch(() => ticket === sent.current && setState((s) => ({ ...s, checking: false })));
    }, settleMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the files' content (key) is what matters
  }, [key]);

  return state;
}
