import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { pngChunk } from '../uploads/sample-files.js';

// Images for the media library's tests, made here: a photo carrying what a phone writes (GPS, camera, an EXIF
// orientation, XMP, a Display P3 profile), and files that only pretend.

const photos = new Map<string, Promise<Buffer>>();

/**
 * A noisy photo-like JPEG of width × height as stored, with GPS EXIF, `orientation`, XMP and an ICC profile. The same
 * arguments give the same bytes within a test file (the noise is random: it is made once).
 */
export function phonePhoto({ width = 2000, height = 1500, orientation = 6 } = {}): Promise<Buffer> {
  const key = `${width}x${height}@${orientation}`;
  const made = photos.get(key) ?? makePhoto(width, height, orientation);
  photos.set(key, made);
  return made;
}

function makePhoto(width: number, height: number, orientation: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 }, noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'ProbeCam', Model: 'Minor Phone', Artist: 'A Parent' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 17/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '114/1 9/1 58/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="XmpSecretName"/></rdf:RDF></x:xmpmeta>')
    .withIccProfile('p3')
    .toBuffer();
}

/** A plain PNG of width × height (transparent when `alpha`). */
export function plainPng(width: number, height: number, alpha = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 20, g: 90, b: 160, alpha: 0.5 } : { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

/** A few hundred bytes whose header claims width × height pixels: a decompression bomb as its header shows it. */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(0, 9); // greyscale
  const rows = deflateSync(Buffer.alloc(width + 1)); // one row; the rest would unpack from the same few bytes
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** An animated GIF of two frames. */
export function animatedGif(): Promise<Buffer> {
  const frames = Buffer.alloc(16 * 32 * 3, 0);
  frames.fill(255, 0, 16 * 16 * 3);
  return sharp(frames, { raw: { width: 16, height: 32, channels: 3, pageHeight: 16 } }).gif({ loop: 0, delay: [100, 100] }).toBuffer();
}
