import { join } from 'node:path';

/** The content type of each kind of image file a brand's image set (and the portal's own images) may hold. */
export const imageTypes: Readonly<Record<string, string>> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Where a file of a brand's image set lies: brands/<prefix>/images/<file> under the config root. */
export const brandImageFile = (configRoot: string, prefix: string, file: string) => join(configRoot, 'brands', prefix, 'images', file);
