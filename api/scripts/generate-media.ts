// Writes the placeholder images of api/public/media (served at /media/): banners per
// language, news covers, the intro-video poster, partner logos, gallery images, the judge
// placeholder and the sample finalists' posters. Run `pnpm --filter @portal/api run media` after changing seed rows that
// point at media; the output is committed, so the server never generates anything.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { award, secondaryContest, universityContest } from '../src/db/seed/data/names.js';
import { galleryRows, partnerRows } from '../src/db/seed/data/media.js';
import { NEWS_COVERS } from '../src/db/seed/data/articles/news.js';
import { finalistPosters, judgePhoto } from '../src/db/seed/data/people.js';
import type { T3 } from '../src/db/seed/data/text.js';
import { mediaRoot } from '../src/paths.js';

const fonts: T3 = [
  "'Noto Sans TC', 'PingFang HK', 'Microsoft JhengHei', sans-serif",
  "'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  "'Helvetica Neue', Arial, sans-serif",
];
const languages = ['zh-hk', 'zh-cn', 'en-us'] as const;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Sky, sun and two dune ridges: every picture is a variation of this scene. */
function desert(width: number, height: number, hue: number, extra = ''): string {
  const w = width;
  const h = height;
  // Whole pixels keep the files small and stable across platforms' float printing.
  const x = (f: number) => Math.round(w * f);
  const y = (f: number) => Math.round(h * f);
  const ridge = (base: number, amp: number) =>
    `M0 ${y(base)} C ${x(0.25)} ${y(base - amp)}, ${x(0.45)} ${y(base + amp)}, ${x(0.7)} ${y(base - amp / 2)} S ${w} ${y(base)}, ${w} ${y(base)} V ${h} H 0 Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 70%, 78%)"/><stop offset="1" stop-color="hsl(${(hue + 20) % 360}, 80%, 90%)"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${x(0.78)}" cy="${y(0.28)}" r="${Math.round(Math.min(w, h) * 0.1)}" fill="hsl(45, 95%, 65%)"/>
  <path d="${ridge(0.68, 0.12)}" fill="hsl(35, 60%, 62%)"/>
  <path d="${ridge(0.82, 0.08)}" fill="hsl(28, 55%, 50%)"/>${extra}
</svg>
`;
}

function text(x: number, y: number, size: number, content: string, font: string, weight = 700): string {
  return `\n  <text x="${x}" y="${y}" font-family="${escape(font)}" font-size="${size}" font-weight="${weight}" fill="#3b2410">${escape(content)}</text>`;
}

function banner(contest: T3, hue: number, l: 0 | 1 | 2): string {
  const font = fonts[l];
  return desert(1920, 640, hue, text(120, 250, 48, award[l], font, 500) + text(120, 350, 96, contest[l], font));
}

function partnerLogo(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
  <rect x="4" y="4" width="392" height="192" rx="24" fill="#fff8ec" stroke="#c48a3a" stroke-width="4"/>
  <circle cx="70" cy="100" r="38" fill="#e0a150"/>${text(124, 92, 26, 'LOGO', fonts[2])}${text(124, 130, 20, name, fonts[2], 400)}
</svg>
`;
}

const judge = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#efe3cf"/>
  <circle cx="200" cy="150" r="72" fill="#b99468"/>
  <path d="M64 400 C 64 290, 136 244, 200 244 S 336 290, 336 400 Z" fill="#b99468"/>
</svg>
`;

/** Film strips along the top and bottom edges (one tile of perforations, repeated): the posters read as films. */
function filmStrips(width: number, height: number): string {
  return `
  <defs><pattern id="strip" width="40" height="24" patternUnits="userSpaceOnUse">
    <rect width="40" height="24" fill="#3b2410"/><rect x="13" y="7" width="14" height="10" rx="2" fill="#f6ead7"/>
  </pattern></defs>
  <rect width="${width}" height="24" fill="url(#strip)"/><rect y="${height - 24}" width="${width}" height="24" fill="url(#strip)"/>`;
}

/** A finalist's poster: the film's 16:9 frame, its title's initials and number over the desert ("Sample Film 12" → "SF 12"). */
function finalistPoster(title: string, hue: number): string {
  const words = title.split(/\s+/);
  const numbers = words.filter((word) => /^\d+$/.test(word));
  const initials = words.filter((word) => !numbers.includes(word)).map((word) => word[0]).join('');
  // 360 = 15 strip tiles of 24: the bottom strip's holes line up with the pattern's grid.
  return desert(640, 360, hue, filmStrips(640, 360) + text(48, 200, 104, `${initials} ${numbers.join(' ')}`.trim(), fonts[2]));
}

function write(relativePath: string, svg: string): void {
  const file = join(mediaRoot, relativePath.replace(/^\/media\//, ''));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}

rmSync(mediaRoot, { recursive: true, force: true });
languages.forEach((lang, l) => {
  write(`banner-secondary-${lang}.svg`, banner(secondaryContest, 30, l as 0 | 1 | 2));
  write(`banner-university-${lang}.svg`, banner(universityContest, 200, l as 0 | 1 | 2));
});
write('intro-poster.svg', desert(1280, 720, 25, text(80, 140, 56, award[2], fonts[2]) + text(80, 220, 48, award[0], fonts[0], 500)));
for (let n = 1; n <= NEWS_COVERS; n += 1) write(`covers/cover-${n}.svg`, desert(1200, 675, n * 50));
for (const partner of partnerRows) write(partner.logo, partnerLogo(partner.name_en));
galleryRows.forEach((image, i) => write(image.src, desert(image.width, image.height, (i * 29) % 360)));
write(judgePhoto, judge);
// Desert tones only (sky hues 15–40), a different one for each neighbour.
finalistPosters.forEach((finalist, i) => write(finalist.poster, finalistPoster(finalist.title, 15 + ((i * 11) % 26))));
process.stdout.write(`media written to ${mediaRoot}\n`);
