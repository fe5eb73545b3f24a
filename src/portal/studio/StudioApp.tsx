import { CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteTable } from '../components/RouteTable';
import type { LanguagesFile } from '../../../engine/config';
import { SignInPage } from './shell/SignInPage';
import { StudioShell } from './shell/StudioShell';
import { studioPages } from './shell/studioPages';
import { studioApi, type StaffMember } from './studioApi';

export const StaffContext = createContext<StaffMember | null>(null);

/** The signed-in staff member (pages read the role from here: viewers see, editors save). */
export function useStaff(): StaffMember {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the signed-in studio');
  return staff;
}

const sessionKey = ['studio', 'session'];

/** The studio: the staff sign-in first, then the shell with its pages (shell/studioPages.tsx). */
export function StudioApp({ languages }: { languages: LanguagesFile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: () => studioApi<StaffMember | null>('session'),
  });
  const staff = session.data ?? null;
  const routes = useMemo((): RouteObject[] | null => {
    if (!staff) return null;
    const signOut = async () => {
      await studioApi('session', { method: 'DELETE' }).catch(() => undefined);
      queryClient.setQueryData(sessionKey, null);
    };
    return [
      {
        path: '/studio',
        element: <StudioShell staff={staff} languages={languages} onSignOut={() => void signOut()} />,
        children: [
          { index: true, element: <Navigate to={`/studio/${studioPages[0]?.path ?? ''}`} replace /> },
          ...studioPages.map((page) => {
            const Page = lazy(page.load);
            return {
              path: `${page.path}/*`,
              element: (
                <Suspense fallback={<CircularProgress aria-label={t('studio.loading')} />}>
                  <Page />
                </Suspense>
              ),
            };
          }),
          { path: '*', element: <Navigate to="/studio" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/studio" replace /> },
    ];
  }, [staff, queryClient, t, languages]);

  if (session.isPending) return <CircularProgress aria-label={t('studio.loading')} />;
  if (!staff || !routes) return <SignInPage languages={languages} onSignedIn={(s) => queryClient.setQueryData(sessionKey, s)} />;
  return (
    <StaffContext.Provider value={staff}>
      <BrowserRouter>
        <RouteTable routes={routes} />
      </BrowserRouter>
    </StaffContext.Provider>
  );
}
