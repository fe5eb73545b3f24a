import { lazy, Suspense } from 'react';
import { useStore } from '../app/store';
import { promptStore } from './promptStore';

// Loaded on the first prompt: most visits never see one, so the dialogs and the captcha machine stay out of the first load.
const CaptchaDialog = lazy(() => import('./CaptchaDialog').then((m) => ({ default: m.CaptchaDialog })));
const StepUpDialog = lazy(() => import('./StepUpDialog').then((m) => ({ default: m.StepUpDialog })));

/** Shows the pending prompt, if any: the step-up dialog or the captcha. */
export function Prompts() {
  const prompt = useStore(promptStore);
  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      {prompt.kind === 'captcha' ? <CaptchaDialog key={prompt.id} prompt={prompt} /> : <StepUpDialog key={prompt.id} prompt={prompt} />}
    </Suspense>
  );
}
