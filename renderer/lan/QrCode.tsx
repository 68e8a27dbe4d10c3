import QRCode from 'qrcode';
import { useState } from 'react';
import { strings } from '../ui/strings';
import { useLatestAnswer } from '../ui/useLatestAnswer';

/** The join link as a QR code, drawn here (no network): a phone on the LAN opens the guest page from it. */
export function QrCode({ text }: { text: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useLatestAnswer(
    () => QRCode.toDataURL(text, { margin: 1, width: 176, errorCorrectionLevel: 'M' }),
    setSrc,
    [text],
    () => setSrc(null),
  );
  return src ? <img className="lan-qr" src={src} width={176} height={176} alt={strings.lan.qr(text)} /> : null;
}
