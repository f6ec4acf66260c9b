import type { DetectedFileType } from '@sewabeli/domain';
import sharp from 'sharp';

/** Larger than any photo or scan staff upload (about 8,000 x 6,000); stops a small file that inflates to gigabytes. */
const MAX_PIXELS = 50_000_000;

/**
 * Issue 28: an image is stored as its decoded pixels written anew, never as the bytes that came. Whatever followed
 * the image's end (a PNG with an HTML page after IEND) or rode in its metadata (EXIF with the GPS position, XMP,
 * comments) does not survive; the EXIF orientation is applied to the pixels first, so the picture still stands up.
 * A file that does not decode as a whole (issue 9: a PNG header followed by anything else) gives null.
 */
export async function reencodeImage(
  data: Buffer,
  type: Extract<DetectedFileType, 'png' | 'jpeg' | 'webp'>,
): Promise<Buffer | null> {
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS }).autoOrient();
    const encoded =
      type === 'png'
        ? image.png({ compressionLevel: 9 })
        : type === 'jpeg'
          ? image.jpeg({ quality: 90 })
          : image.webp({ quality: 90 });
    return await encoded.toBuffer();
  } catch {
    return null;
  }
}
