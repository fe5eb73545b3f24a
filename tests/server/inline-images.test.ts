import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineImages } from '../../src/server/web/inlineImages';

const portalDir = mkdtempSync(join(tmpdir(), 'inline-portal-'));
const configRoot = mkdtempSync(join(tmpdir(), 'inline-config-'));
mkdirSync(join(portalDir, 'images'));
mkdirSync(join(configRoot, 'brands', 'mo', 'images'), { recursive: true });
const small = '<svg xmlns="http://www.w3.org/2000/svg"/>';
writeFileSync(join(portalDir, 'images', 'login-banner.svg'), small);
writeFileSync(join(portalDir, 'images', 'photo.png'), Buffer.alloc(5000));
writeFileSync(join(configRoot, 'brands', 'mo', 'images', 'login-banner.svg'), small);
const imageOf = inlineImages(portalDir, configRoot, 4096);

describe('an image shown before the script runs is written into the page when small (issue 18: transfer.inlineImageMaxBytes)', () => {
  it("the portal's own small image and a brand's become data: addresses of their bytes", () => {
    const data = `data:image/svg+xml;base64,${Buffer.from(small).toString('base64')}`;
    expect(imageOf('/images/login-banner.svg')).toBe(data);
    expect(imageOf('/brand-images/mo/login-banner.svg')).toBe(data);
  });

  it('an image above the limit, a missing file and an address outside the image folders keep their address (undefined)', () => {
    expect(imageOf('/images/photo.png')).toBeUndefined();
    expect(imageOf('/images/none.svg')).toBeUndefined();
    expect(imageOf('/brand-images/um/login-banner.svg')).toBeUndefined();
    expect(imageOf('/images/../../etc/passwd')).toBeUndefined();
  });
});
