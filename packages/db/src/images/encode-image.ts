// Turns an uploaded file into the variants Chamber stores and serves (docs/decisions/019): the
// upload itself is never kept or served. What it accepts is decided by the bytes, never by a file
// name or a declared type: JPEG, PNG, WebP or AVIF, at most MAX_IMAGE_BYTES and MAX_IMAGE_PIXELS.
// Each accepted image is decoded whole once (so a damaged or truncated file is refused before
// anything is encoded), turned upright by its EXIF orientation, converted to sRGB, and encoded to
// AVIF and WebP at the widths of IMAGE_WIDTHS it reaches. sharp writes no metadata unless asked, so
// EXIF (GPS included), XMP, IPTC and ICC profiles are all left behind.
import { createHash } from "node:crypto";
import { IMAGE_FORMATS, type ImageFormat, MAX_IMAGE_BYTES, variantWidths } from "@chamber/core";
import type { Metadata, OutputInfo, Sharp } from "sharp";
import { loadSharp } from "./load-sharp.ts";

/**
 * The most pixels an upload may have: a 48-megapixel phone photo passes; a "decompression bomb"
 * (a small file that claims an enormous canvas) is refused from its header, before decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Why an upload was refused, with the HTTP status that says it. */
export class ImageRefused extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.name = "ImageRefused";
    this.status = status;
  }
}

export interface ImageVariantData {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface EncodedImage {
  /** 16 hex digits of the upload's SHA-256: part of every variant's address. */
  hash: string;
  /** The largest variant's size. */
  width: number;
  height: number;
  variants: ImageVariantData[];
}

const UNSUPPORTED_TYPE = "Only JPEG, PNG, WebP or AVIF images are accepted";
const UNREADABLE = "The image could not be read: the file is damaged or incomplete";
const TOO_MANY_BYTES = `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
const TOO_MANY_PIXELS = `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} million pixels`;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the file's first bytes announce, or undefined for anything else (SVG, HTML, GIF…). */
export function sniffImageFormat(bytes: Uint8Array): "jpeg" | "png" | "webp" | "avif" | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // An ISO-BMFF file whose brands name AVIF (a HEIC photo is refused: browsers cannot show it).
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 64);
    const brands = Buffer.from(bytes.subarray(8, boxSize)).toString("latin1");
    if (/avif|avis/.test(brands)) return "avif";
  }
  return undefined;
}

/** sharp's name for each accepted format (AVIF is read by its HEIF loader). */
const sharpFormat = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" } as const;

export interface EncodeOptions {
  /**
   * AVIF's effort (0–9). 3 for uploads: within a few percent of the default's size at a third of its
   * time on a small CPU. The seed uses 1 (a quarter of the time again, files a quarter larger), so a
   * fresh install starts quickly.
   */
  avifEffort?: number;
}

const encoders: Record<ImageFormat, (image: Sharp, options: EncodeOptions) => Sharp> = {
  avif: (image, options) => image.avif({ quality: 55, effort: options.avifEffort ?? 3 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/** The stored form of an upload, or ImageRefused with the reason. */
export async function encodeImage(upload: Uint8Array, options: EncodeOptions = {}): Promise<EncodedImage> {
  if (upload.length > MAX_IMAGE_BYTES) throw new ImageRefused(413, TOO_MANY_BYTES);
  const sniffed = sniffImageFormat(upload);
  if (!sniffed) throw new ImageRefused(415, UNSUPPORTED_TYPE);

  const sharp = await loadSharp();
  // The header alone: its format must agree with the magic bytes, and its canvas be bounded.
  let header: Metadata;
  try {
    header = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(400, UNREADABLE);
  }
  if (header.format !== sharpFormat[sniffed] || (sniffed === "avif" && header.compression !== "av1")) {
    throw new ImageRefused(415, UNSUPPORTED_TYPE);
  }
  if (!header.width || !header.height) throw new ImageRefused(400, UNREADABLE);
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw new ImageRefused(413, TOO_MANY_PIXELS);

  // Decoded whole, once, upright and at most as wide as the largest variant. failOn "truncated"
  // refuses a file that ends early (libvips would otherwise fill the rest with grey).
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated" })
      .rotate()
      .resize({ width: Math.max(...variantWidths(Number.MAX_SAFE_INTEGER)), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused(400, UNREADABLE);
  }
  const { width, height, channels } = decoded.info;
  const raw = { raw: { width, height, channels } };

  const variants = await Promise.all(
    variantWidths(width).flatMap((variantWidth) =>
      IMAGE_FORMATS.map(async (format): Promise<ImageVariantData> => {
        const resized = sharp(decoded.data, raw).resize({ width: variantWidth });
        const { data, info } = await encoders[format](resized, options).toBuffer({ resolveWithObject: true });
        return { format, width: info.width, height: info.height, bytes: new Uint8Array(data) };
      }),
    ),
  );
  const hash = createHash("sha256").update(upload).digest("hex").slice(0, 16);
  return { hash, width, height, variants };
}
