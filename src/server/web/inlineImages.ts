import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { brandImageFile, imageTypes } from './brandImageFile';

/**
 * A page's small image written into the page itself (a data: address), so the browser draws it with the page's first
 * paint instead of after a request of its own. `imageOf(url)` is the address for an image the portal serves (the built
 * portal's /images/..., a brand's /brand-images/<prefix>/...): its data: address when the file has at most `maxBytes`,
 * otherwise undefined (the page keeps the address). Each file is read once.
 */
export function inlineImages(portalDir: string, configRoot: string, maxBytes: number): (url: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  const fileOf = (url: string) => {
    const brandImage = /^\/brand-images\/([A-Za-z0-9_]+)\/([A-Za-z0-9_-]+\.[a-z]+)$/.exec(url);
    if (brandImage) return brandImageFile(configRoot, brandImage[1]!, brandImage[2]!);
    const path = normalize(url);
    return path.startsWith('/images/') ? join(portalDir, path) : undefined;
  };
  const read = (url: string) => {
    const file = fileOf(url);
    const type = imageTypes[url.split('.').pop() ?? ''];
    if (!file || !type || !existsSync(file) || statSync(file).size > maxBytes) return undefined;
    return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  };
  return (url) => (known.has(url) ? known.get(url) : known.set(url, read(url)).get(url));
}
