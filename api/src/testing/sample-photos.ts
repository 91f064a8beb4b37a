import { randomInt } from 'node:crypto';
import sharp from 'sharp';

// Photo-like pictures for `pnpm bench:images` (no real photo ships with the repository: they would be someone's):
// a desert scene drawn as SVG — sky gradient, sun, dune ridges, a few hundred small shapes for detail — with texture and film
// grain on top, encoded as a camera or a phone would (JPEG q90) or as a screenshot (PNG). Such pictures compress about as a
// photo does, unlike flat colour (far better) or pure noise (far worse).

export interface SamplePhotoOptions {
  width: number;
  height: number;
  format: 'jpeg' | 'png';
}

function scene(width: number, height: number): string {
  const hue = randomInt(0, 360);
  const shapes = Array.from({ length: 300 }, () => {
    const x = randomInt(0, width);
    const y = randomInt(Math.round(height * 0.4), height);
    const r = randomInt(2, Math.max(3, Math.round(width / 80)));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + randomInt(0, 60)) % 360}, ${randomInt(20, 70)}%, ${randomInt(25, 75)}%)" opacity="0.7"/>`;
  }).join('');
  const ridge = (base: number, amp: number) =>
    `M0 ${Math.round(height * base)} C ${width * 0.25} ${height * (base - amp)}, ${width * 0.45} ${height * (base + amp)}, ${width * 0.7} ${height * (base - amp / 2)} S ${width} ${height * base}, ${width} ${height * base} V ${height} H 0 Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue}, 60%, 70%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 70%, 92%)"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.25}" r="${Math.min(width, height) * 0.08}" fill="hsl(45, 95%, 65%)"/>
  <path d="${ridge(0.62, 0.1)}" fill="hsl(35, 55%, 60%)"/><path d="${ridge(0.8, 0.07)}" fill="hsl(28, 50%, 46%)"/>${shapes}
</svg>`;
}

/** A new photo-like picture (different each call). */
export async function samplePhoto({ width, height, format }: SamplePhotoOptions): Promise<Buffer> {
  const drawn = await sharp(Buffer.from(scene(width, height))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const noise = (w: number, h: number, sigma: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma } } });
  // Grain at the pixel, and texture (sand, leaves, fabric) a few pixels wide that survives a downscale as a photo's does.
  const grain = await noise(width, height, 6).raw().toBuffer();
  const texture = await sharp(await noise(Math.ceil(width / 5), Math.ceil(height / 5), 30).png().toBuffer()).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const { data } = drawn;
  for (let i = 0; i < data.length; i += 1) data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) + (grain[i] ?? 128) - 128 + ((texture[i] ?? 128) - 128) * 0.6));
  const image = sharp(data, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}
