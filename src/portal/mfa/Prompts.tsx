import { lazy, Suspense } from 'react';
import { useStore } from '../app/store';
import { promptStore } from './promptStore';

// Loaded on the first prompt: most visits never see one, so the dialogs and the captcha machine stay out of the first load.
const CaptchaDialog = lazy(() => import('./CaptchaDialog').then((m) => ({ default: m.CaptchaDialog })));
const StepUpDialog = lazy(() => import('./StepUpDialog').then((m) => ({ default: m.StepUpDialog })));

/** Shows the pending prompts, innermost on top: the step-up dialog and the captcha it asked for. */
export function Prompts() {
  const prompts = useStore(promptStore);
  if (prompts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {prompts.map((prompt) =>
        prompt.kind === 'captcha' ? <CaptchaDialog key={prompt.id} prompt={prompt} /> : <StepUpDialog key={prompt.id} prompt={prompt} />,
      )}
    </Suspense>
  );
}
