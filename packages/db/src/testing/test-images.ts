// Image files for the tests of the upload pipeline, made with sharp in memory: good photos (with
// an EXIF orientation and a GPS position, to prove both are dealt with) and every kind of bad file
// the pipeline must refuse.
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A landscape gradient with a red block in its top-left corner, to see which way is up. */
function gradientSvg(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4a259"/><stop offset="1" stop-color="#2d6a4f"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><rect width="${width / 4}" height="${height / 4}" fill="#d00000"/></svg>`,
  );
}

export const GPS_LATITUDE = "34/1 26/1 52/1";

/**
 * A JPEG photo as a phone writes one: EXIF with a GPS position and the camera model, and
 * (when `orientation` is 6) stored sideways with the flag that says to turn it 90° clockwise.
 */
export function photoJpeg(options: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const { width = 1600, height = 1000, orientation = 1 } = options;
  return sharp(gradientSvg(width, height))
    .withExif({
      IFD0: { Make: "Chamber Test Camera", Model: "Phone 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: GPS_LATITUDE, GPSLongitudeRef: "W", GPSLongitude: "119/1 14/1 31/1" },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const pngImage = (width = 600, height = 400) => sharp(gradientSvg(width, height)).png().toBuffer();
export const webpImage = (width = 600, height = 400) => sharp(gradientSvg(width, height)).webp().toBuffer();
export const avifImage = (width = 600, height = 400) =>
  sharp(gradientSvg(width, height)).avif({ effort: 0 }).toBuffer();

/** A JPEG cut off half-way, as an interrupted upload leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await photoJpeg({ width: 800, height: 600 });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of 10000×10000 black pixels (100 megapixels, 300 MB once
 * decoded as RGB) that compresses to about 100 kilobytes.
 */
export function pngBomb(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(side + 1); // filter byte + pixels, all zero
  const rows = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
  );
export const plainSvg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
  );
export const htmlFile = () =>
  Buffer.from("<!doctype html><html><body><script>alert(1)</script><p>Not a photo</p></body></html>");
/** A GIF: a real image, but not one of the accepted formats. */
export const gifImage = () => sharp(gradientSvg(100, 100)).gif().toBuffer();

/**
 * Whether EXIF data (as sharp's metadata gives it: "Exif\0\0" and a TIFF structure) points to a
 * GPS directory: IFD0 holds tag 0x8825 then. Read by hand so the tests need no EXIF library.
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0", 0, "latin1") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}
