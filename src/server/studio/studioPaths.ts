/** Where the studio's API answers (its own prefix under /web-api/, apart from the portal's base paths). */
export const studioApiBase = '/web-api/studio/';

/** Studio calls whose bodies carry config files (any text, checked by `config check`). */
export const studioConfigBodies = [`${studioApiBase}drafts`, `${studioApiBase}save`] as const;
