/**
 * The frame of the signed-out pages (sign-in, sign-up, password reset), in CSS pixels. The portal lays
 * its public card out from these, and the server sends the same frame with the brand's banner in the
 * page itself, so the banner shows before the portal's script has loaded and stays where it is when
 * the card takes over.
 */
export const publicFrame = {
  /** Around the page's content. */
  pagePadding: 16,
  /** The row of the language menu, above the card. */
  languageRowHeight: 40,
  /** Between the language row and the card. */
  cardGap: 16,
  cardMaxWidth: 420,
  bannerHeight: 120,
  /** The theme's corner radius and page background (brandTheme reads them from here). */
  radius: 8,
  pageBackground: '#f5f7fb',
} as const;
