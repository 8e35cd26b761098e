/**
 * The QR code of an address (Instalar on a computer shows the
 * app's own address, so the phone opens it in one scan), made on the device
 * by uqr, never by a web service. An SVG image as a data: URL (the CSP allows
 * `img-src data:`), so the screen shows it as an <img> with its alt text.
 * Instalar loads this module only at desktop widths.
 */
import { encode } from 'uqr';

/** The quiet zone around the code, in modules: 4 is what the QR standard asks for. */
const QUIET_ZONE = 4;

export function qrCodeImage(text: string): { src: string; modules: number } {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, modules: size };
}
