import { render } from 'dom-serializer';
import { DomUtils, parseDocument } from 'htmlparser2';

// A slide's HTML (from @jvmr/pptx-to-html) becomes an SVG image: the judge's browser draws it as an <img>, where
// nothing in a team's file can run a script, load from the network or reach the back office's page (an image is its
// own inert document), and where the page's CSP (no inline style attributes, docs/adr/0022) does not apply to the
// slide's own layout styles. SVG is XML, so the HTML is re-serialized as well-formed XHTML by a real HTML parser:
// parsing it with the browser's DOMParser would apply the page's CSP to each style attribute and report every one.

const XHTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

// Never needed to draw a slide. An image would neither run nor load them; dropping them keeps the SVG what it claims.
const DROPPED = new Set(['script', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'form']);

/** The slide as a standalone SVG document of the given size, its content the slide's HTML as XHTML. */
export function slideSvg(html: string, width: number, height: number): string {
  const document = parseDocument(html);
  for (const element of DomUtils.findAll((node) => DROPPED.has(node.name.toLowerCase()), document.children)) DomUtils.removeElement(element);
  for (const element of DomUtils.findAll(() => true, document.children)) {
    for (const name of Object.keys(element.attribs)) if (/^on/i.test(name)) delete element.attribs[name];
  }
  const xhtml = render(document.children, { xmlMode: true, encodeEntities: 'utf8' });
  return (
    `<svg xmlns="${SVG}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<foreignObject x="0" y="0" width="${width}" height="${height}"><div xmlns="${XHTML}">${xhtml}</div></foreignObject></svg>`
  );
}

/** What a slides file is, by its first bytes: PPTX is a ZIP package, PPT (97–2003) an OLE compound file. */
export function deckFormat(bytes: Uint8Array): 'pptx' | 'ppt' | 'unknown' {
  const starts = (signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'pptx';
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ppt';
  return 'unknown';
}
