import { useCallback } from 'react';
import { ApiFailure, type ApiCall } from '../../../engine/http';
import { useRuntime } from '../app/runtime';

/** How a download ended: saved, or refused (the reason, already translated, for the caller to show inline). */
export type DownloadResult = { saved: true } | { saved: false; message: string };

/**
 * Saves a file the server makes (CSV, XLSX export) through engine/http. A refusal has already been
 * shown by the HTTP policy (a toast); its text is returned too, so the widget can keep it in view.
 */
export function useApiDownload(): (call: ApiCall, fallbackName: string) => Promise<DownloadResult> {
  const { http } = useRuntime();
  return useCallback(
    async (call, fallbackName) => {
      let file;
      try {
        file = await http.download(call);
      } catch (error) {
        return { saved: false, message: error instanceof ApiFailure || error instanceof Error ? error.message : String(error) };
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([file.bytes], { type: file.contentType }));
      link.download = file.fileName ?? fallbackName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      return { saved: true };
    },
    [http],
  );
}
