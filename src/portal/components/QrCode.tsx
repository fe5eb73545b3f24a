import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';

/**
 * A QR code of a text (a link, a deposit address, an authenticator's otpauth URI) as an image (data: URL; the
 * page's CSP allows img data:). The encoder (qrcode, 8 KB) loads on first use, never with a page that may show
 * none; meanwhile a placeholder of the same size holds the place, so nothing moves when it arrives.
 */
export function QrCode({ value, label, size = 160, testId = 'qr-code' }: { value: string; label: string; size?: number; testId?: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(value, { margin: 1, width: size, errorCorrectionLevel: 'M' })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? <img src={src} alt={label} width={size} height={size} data-testid={testId} /> : <Skeleton variant="rectangular" width={size} height={size} />;
}
