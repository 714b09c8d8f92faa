/** Image types accepted in uploads, recognised from their first bytes, never from the name. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ImageType = { mime: string; extension: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && PNG.every((byte, i) => bytes[i] === byte)) return { mime: 'image/png', extension: 'png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mime: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { mime: 'image/webp', extension: 'webp' };
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if ((head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && head.includes('<svg'))
    return { mime: 'image/svg+xml', extension: 'svg' };
  return null;
}
