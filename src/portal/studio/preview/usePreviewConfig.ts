import { useQuery } from '@tanstack/react-query';
import type { PortalConfig } from '../../../../engine/config';
import { studioApi } from '../studioApi';

/** The composed config of a brand under a regulator: of a draft when one is given, else the config being served. */
export function usePreviewConfig(brand: string, regulator: string, draft: string | undefined, revision: string | number = 0) {
  const query = new URLSearchParams({ brand, regulator, ...(draft ? { draft } : {}) });
  return useQuery({
    queryKey: ['studio', 'preview', brand, regulator, draft ?? '', revision],
    queryFn: () => studioApi<{ config: PortalConfig; problems: number }>(`preview/config?${query.toString()}`),
    enabled: Boolean(brand && regulator),
    placeholderData: (previous) => previous,
  });
}
