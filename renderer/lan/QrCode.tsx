import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { strings } from '../ui/strings';

/** The join link as a QR code, drawn here (no network): a phone on the LAN opens the guest page from it. */
export function QrCode({ text }: { text: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 176, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className="lan-qr" src={src} width={176} height={176} alt={strings.lan.qr(text)} /> : null;
}
