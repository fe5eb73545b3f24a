import { Component, Suspense, useState, type ReactNode } from 'react';
import { useAfterScreen } from './useAfterScreen';

/**
 * Renders its children once the screen has shown (useAfterScreen), or at once when `now` (the user asked for them),
 * and from then on: a popup asked for early and closed again still closes with its transition. They are the shell's
 * extras, code loaded on demand: nothing while it loads, and left out if it fails to load (a network error, a deploy
 * that removed the old chunk) rather than taking the screen down with them (the router's boundary shows the error page).
 */
export function AfterScreen({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const ready = useAfterScreen();
  const [asked, setAsked] = useState(now);
  if (now && !asked) setAsked(true);
  if (!ready && !asked) return null;
  return (
    <LeftOutOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </LeftOutOnError>
  );
}

class LeftOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
