import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { setupFixtureServer } from '@portal/shared/testing';
import { DeckView } from '../slides/DeckView';
import SlidesViewer from '../slides/SlidesViewer';
import { deckFormat, slideSvg } from '../slides/slide-svg';
import { DECK_IN_BROWSER_MAX_BYTES } from '../slides/use-deck';
import '../../../i18n/judging-desk-texts';
import { resetStaff } from '../../../testing/render-admin';

// The judge's slide viewer (issue 27 point 2): slides shown one at a time as SVG images, well-formed XML with the
// slide's words and nothing that runs; a PPT (97–2003), a deck too large for a tablet and a broken file, served over
// HTTP by the fixture server, each say why they are not shown. Reading a real PPTX and the browser's drawing of the
// image are the e2e's part (e2e/tests/common/judging-slides.spec.ts, in Chromium).
const files = setupFixtureServer();

beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

// Slides as @jvmr/pptx-to-html writes them (absolutely placed boxes with inline styles). The library itself needs a
// browser's CSS namespace selectors (`*|solidFill`), which jsdom lacks: a real deck is read in Chromium by the e2e.
const slideHtml = (text: string) =>
  `<div class="slide-container" style="position: relative; width: 960px; height: 540px;"><div style="position:absolute; left:48px; top:48px;"><p style="font-size: 32px">${text}</p></div></div>`;
const DECK = [
  slideHtml('Desert water plan 沙漠水資源計劃'),
  slideHtml('Fog nets collect 12 L a day &amp; &lt;script&gt;alert(1)&lt;/script&gt;'),
  '<div class="slide-container"><table><colgroup><col style="width: 200px"><col></colgroup><tr><td>Year</td><td>1,200</td></tr></table></div>',
];

function serveBytes(bytes: Buffer): string {
  files.server.use((_hit, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    res.end(bytes);
  });
  return `${files.server.url}/api/admin/judging/entries/7/files/1?link=t`;
}

const SVG_DATA_URL = 'data:image/svg+xml;charset=utf-8,';
/** The SVG document an <img> shows. */
function svgOf(image: HTMLElement): string {
  const src = image.getAttribute('src') ?? '';
  expect(src.startsWith(SVG_DATA_URL)).toBe(true);
  return decodeURIComponent(src.slice(SVG_DATA_URL.length));
}

/** Parsed as the image decoder parses it: XML, where one unclosed tag is a broken image. */
function parsedSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

test('a deck is shown one slide at a time, each an SVG image of the slide\'s words; the pager moves through it', async () => {
  render(<DeckView slides={DECK} name="entry-001.pptx" />);
  const first = await screen.findByRole('img', { name: 'Slide 1 of 3: entry-001.pptx' });
  expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
  const firstSvg = svgOf(first);
  expect(parsedSvg(firstSvg).documentElement.textContent).toContain('Desert water plan 沙漠水資源計劃');
  expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  const second = await screen.findByRole('img', { name: 'Slide 2 of 3: entry-001.pptx' });
  const secondSvg = parsedSvg(svgOf(second));
  // The team's text stays text: escaped in the XML, no element made of it.
  expect(secondSvg.documentElement.textContent).toContain('Fog nets collect 12 L a day & <script>alert(1)</script>');
  expect(secondSvg.getElementsByTagName('script')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  const third = await screen.findByRole('img', { name: 'Slide 3 of 3: entry-001.pptx' });
  expect(parsedSvg(svgOf(third)).documentElement.textContent).toContain('1,200');
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
});

test('a PowerPoint 97–2003 file says browsers cannot show it', async () => {
  const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
  render(<SlidesViewer url={serveBytes(ole)} name="entry-002.ppt" size={ole.length} />);
  expect(await screen.findByText(/PowerPoint 97–2003 file \(PPT\), which browsers cannot show/)).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
});

test('a deck above the in-browser limit is not fetched at all; a broken one says it could not be shown', async () => {
  const url = serveBytes(Buffer.from('never read'));
  const { unmount } = render(<SlidesViewer url={url} name="entry-003.pptx" size={DECK_IN_BROWSER_MAX_BYTES + 1} />);
  expect(await screen.findByText(/too large to show here/)).toBeInTheDocument();
  expect(files.server.hits).toHaveLength(0);
  unmount();

  const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not really a zip')]);
  render(<SlidesViewer url={serveBytes(broken)} name="entry-004.pptx" size={broken.length} />);
  expect(await screen.findByText(/could not be shown here/)).toBeInTheDocument();
  await waitFor(() => expect(files.server.hits).toHaveLength(1));
});

test('slide HTML becomes well-formed SVG: void and unclosed tags closed, entities as characters, scripts and handlers gone', () => {
  const html =
    '<div class="slide" style="width: 960px">Fog&nbsp;nets<br><table><colgroup><col style="width:10px"></colgroup><tr><td>1 &amp; 2</td></tr></table>' +
    '<img src="data:image/png;base64,AAAA" onerror="alert(1)"><script>alert(2)</script><iframe src="https://example.org"></iframe></div>';
  const svg = parsedSvg(slideSvg(html, 960, 540));
  expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 960 540');
  const body = svg.getElementsByTagName('foreignObject')[0];
  expect(body?.textContent).toBe('Fog\u00a0nets1 & 2');
  expect(svg.getElementsByTagName('script')).toHaveLength(0);
  expect(svg.getElementsByTagName('iframe')).toHaveLength(0);
  const image = svg.getElementsByTagName('img')[0];
  expect(image?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
  expect(image?.hasAttribute('onerror')).toBe(false);
  // The slide's layout keeps its inline styles: inside an image the page's CSP does not govern them.
  expect(svg.getElementsByTagName('col')[0]?.getAttribute('style')).toBe('width:10px');
});

test('a deck\'s format is known by its first bytes, not by its name', () => {
  expect(deckFormat(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('pptx');
  expect(deckFormat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('ppt');
  expect(deckFormat(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBe('unknown');
  expect(deckFormat(new Uint8Array([]))).toBe('unknown');
});
