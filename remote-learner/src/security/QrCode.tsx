/** A QR code drawn as SVG from the server's path of its dark modules (with the quiet zone). */
import { useTranslation } from '@skillfolio/shared';

interface QrCodeProps {
  size: number;
  path: string;
}

const QUIET_ZONE = 4;

export function QrCode({ size, path }: QrCodeProps) {
  const { t } = useTranslation('security');
  const side = size + QUIET_ZONE * 2;
  return (
    <svg
      className="sf-security__qr"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      width={220}
      height={220}
      role="img"
      aria-label={t('enrol.qrCode')}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
