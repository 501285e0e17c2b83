/**
 * What sharp makes of an upload. The type is judged by the bytes (sharp reads the header), never
 * by the file's name or the browser's claim; every variant is re-encoded from decoded pixels,
 * turned upright by its EXIF orientation and written without any metadata (no GPS, no camera).
 */
import sharp from "sharp";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { IMAGE_QUALITY, IMAGE_WIDTHS, MAX_IMAGE_PIXELS, type ImageSize } from "@domain/listing-images.ts";

/** The formats the site serves, best first: the one a browser accepts first wins. */
const SERVED_FORMATS = [
  { format: "avif", contentType: "image/avif", extension: "avif" },
  { format: "webp", contentType: "image/webp", extension: "webp" },
  { format: "jpeg", contentType: "image/jpeg", extension: "jpg" },
] as const;
export type ServedFormat = (typeof SERVED_FORMATS)[number];

/**
 * Uploads we take, by what sharp says the bytes are. HEIC only where this sharp can decode it:
 * the prebuilt sharp 0.35 reads AVIF-coded HEIF only (no HEVC decoder), so there a HEIC upload
 * fails in renderVariants and is refused as an unreadable type; a libvips with HEVC takes it.
 */
const ACCEPTED: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heif: "image/heic",
};

/** The upload's real type and its size in pixels (from the header: nothing is decoded), or null when the bytes are not an image we take. */
async function detectImageType(bytes: Uint8Array): Promise<{ mimetype: string; pixels: number } | null> {
  try {
    const meta = await sharp(bytes).metadata();
    // heif also covers AVIF files; only HEIC (HEVC) is asked for, and only if decodable (below).
    if (meta.format === "heif" && meta.compression !== "hevc") return null;
    const mimetype = meta.format && ACCEPTED[meta.format];
    return mimetype ? { mimetype, pixels: (meta.width ?? 0) * (meta.height ?? 0) } : null;
  } catch {
    return null;
  }
}

/** The upload's type when we take it, or the reason it is refused: not an image we read, or too many pixels. */
export async function acceptedImageType(bytes: Uint8Array): Promise<Result<string>> {
  const detected = await detectImageType(bytes);
  if (!detected) return failWith(400, messageKey("ownerMessage", "image_type"));
  if (detected.pixels > MAX_IMAGE_PIXELS) return failWith(400, messageKey("ownerMessage", "image_too_many_pixels"));
  return ok(detected.mimetype);
}

/**
 * Photo work one at a time in this process: decoding takes a core and hundreds of MB, and four
 * uploads at once made sign-ins wait seconds. Later uploads wait their turn here.
 */
let decoding: Promise<unknown> = Promise.resolve();
export function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => {});
  return turn;
}

export const variantKey = (base: string, size: ImageSize, format: ServedFormat) =>
  `${base}/${size}.${format.extension}`;

/**
 * Every size in every served format, as storage keys and bytes. Throws when the pixels cannot be
 * decoded (a truncated file, or HEIC without a decoder): the caller refuses the upload.
 */
export async function renderVariants(bytes: Uint8Array, base: string): Promise<{ key: string; bytes: Buffer }[]> {
  const out: { key: string; bytes: Buffer }[] = [];
  for (const [size, width] of Object.entries(IMAGE_WIDTHS) as [ImageSize, number][]) {
    // failOn "error": a damaged file is refused instead of served half grey.
    const upright = sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    for (const format of SERVED_FORMATS) {
      const encoded =
        format.format === "avif"
          ? upright.clone().avif({ quality: IMAGE_QUALITY - 25, effort: 2 })
          : format.format === "webp"
            ? upright.clone().webp({ quality: IMAGE_QUALITY })
            : upright.clone().flatten({ background: "#ffffff" }).jpeg({ quality: IMAGE_QUALITY, mozjpeg: true });
      out.push({ key: variantKey(base, size, format), bytes: await encoded.toBuffer() });
    }
  }
  return out;
}

/** The format to send for an Accept header: AVIF, then WebP, else JPEG (every browser shows it). */
export function negotiateFormat(accept: string | undefined): ServedFormat {
  const acceptsType = (type: string) =>
    (accept ?? "")
      .toLowerCase()
      .split(",")
      .some((part) => {
        const [name, ...params] = part.trim().split(";");
        return name?.trim() === type && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
      });
  return SERVED_FORMATS.find((f) => f.format !== "jpeg" && acceptsType(f.contentType)) ?? SERVED_FORMATS[2];
}
