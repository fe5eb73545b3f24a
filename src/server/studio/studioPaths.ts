/** Where the studio's API answers (its own prefix under /web-api/, apart from the portal's base paths). */
export const studioApiBase = '/web-api/studio/';
