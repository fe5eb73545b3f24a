import { useCallback } from 'react';
import type { ApiCall } from '../../../engine/http';
import { useRuntime } from '../app/runtime';

/**
 * Saves a file the server makes (CSV, XLSX export) through engine/http; a refusal has already been
 * shown by the HTTP policy, so it is not thrown further.
 */
export function useApiDownload(): (call: ApiCall, fallbackName: string) => Promise<void> {
  const { http } = useRuntime();
  return useCallback(
    async (call, fallbackName) => {
      const file = await http.download(call).catch(() => undefined);
      if (!file) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([file.bytes], { type: file.contentType }));
      link.download = file.fileName ?? fallbackName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    },
    [http],
  );
}
