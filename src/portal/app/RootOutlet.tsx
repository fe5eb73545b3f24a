import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Runs the view's after-each steps (cleanup) once a navigation has rendered. */
export function RootOutlet({ onNavigated }: { onNavigated(path: string): void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    onNavigated(pathname);
  }, [pathname, onNavigated]);
  return <Outlet />;
}
