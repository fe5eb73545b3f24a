import type { Brand } from '../config';

/**
 * The image a brand shows for a default image path: the brand's own when its image set has a file
 * of that name, otherwise the original path (specification section 8: failed resolution keeps it).
 */
export function resolveImage(brand: Brand, path: string): string {
  const file = path.split('/').pop() ?? path;
  if (brand.imageSet?.images.includes(file)) return `/brand-images/${brand.imageSet.prefix}/${file}`;
  return path.startsWith('/') ? path : `/${path}`;
}

/** The banner above the signed-out pages (sign-in, sign-up, password reset): a default path each brand may replace. */
export const signedOutBanner = 'images/login-banner.svg';
