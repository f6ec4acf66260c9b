import sharp from 'sharp';

/** Larger than any photo or scan staff upload (about 8,000 x 6,000); stops a small file that inflates to gigabytes. */
const MAX_PIXELS = 50_000_000;

/**
 * Whether the bytes decode as a whole image (issue 9): the magic bytes only say what a file claims to be, so a PNG
 * header followed by anything else passed before. libvips reads every pixel; a decoding error refuses the file.
 */
export async function decodesAsImage(data: Buffer): Promise<boolean> {
  try {
    await sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS, sequentialRead: true })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}
