import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';

/** A QR code of a URL as an image (data: URL; the page's CSP allows img data:). The encoder loads on first use. */
export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(value, { margin: 1, width: size, errorCorrectionLevel: 'M' })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? <img src={src} alt={label} width={size} height={size} data-testid="qr-code" /> : <Skeleton variant="rectangular" width={size} height={size} />;
}
