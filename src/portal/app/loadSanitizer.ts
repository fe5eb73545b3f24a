/**
 * The HTTP client's sanitiser (ports.sanitizer) for the responses config names: DOMPurify keeping only
 * simple emphasis. Imported on demand, when the first such response arrives, so it is not part of the
 * page's first load; the module cache makes later calls immediate.
 */
export const loadSanitizer = (): Promise<(text: string) => string> =>
  import('dompurify').then(
    ({ default: DOMPurify }) =>
      (text) =>
        DOMPurify.sanitize(text, { ALLOWED_TAGS: ['b', 'i', 'em', 'strong', 'br'], ALLOWED_ATTR: [] }),
  );
