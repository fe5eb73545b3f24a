import { useStore } from '../app/store';
import { CaptchaDialog } from './CaptchaDialog';
import { promptStore } from './promptStore';
import { StepUpDialog } from './StepUpDialog';

/** Shows the pending prompt, if any: the step-up dialog or the captcha. */
export function Prompts() {
  const prompt = useStore(promptStore);
  if (!prompt) return null;
  return prompt.kind === 'captcha' ? <CaptchaDialog key={prompt.id} prompt={prompt} /> : <StepUpDialog key={prompt.id} prompt={prompt} />;
}
