import { useRuntime } from '../app/runtime';

/**
 * The props of a link that opens beside the portal (a web terminal, a download, a statement's PDF): a new tab in a
 * browser; the same view inside the broker's app, whose webview opens no windows (a target="_blank" link there does
 * nothing, or leaves the user in a window without a way back).
 */
export function useNewWindow(): { target?: '_blank'; rel?: string } {
  const runtime = useRuntime();
  return runtime.facts().inApp ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}
