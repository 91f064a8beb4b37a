import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import JSZip from 'jszip';

// Blind PPTX (docs/adr/0047 "Blind files"): the package's personal properties are emptied, keeping the elements and
// parts so the file opens as before — docProps/core.xml's creator, lastModifiedBy, title, subject, keywords and
// description; docProps/app.xml's Company and Manager; the name and initials of every comment author
// (ppt/commentAuthors.xml); and every custom property (docProps/custom.xml keeps its empty root). Slides, notes,
// comments' text and embedded media are untouched. The XML goes through fast-xml-parser in document order
// (preserveOrder) with entities and values left as written, so what is not emptied is written back as it was.

const CORE = new Set(['dc:creator', 'cp:lastModifiedBy', 'dc:title', 'dc:subject', 'cp:keywords', 'dc:description']);
const APP = new Set(['Company', 'Manager']);
const COMMENT_AUTHOR = 'p:cmAuthor';
const CUSTOM_ROOT = 'Properties';

const OPTIONS = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  suppressEmptyNode: false,
  suppressBooleanAttributes: false,
} as const;

/** A preserveOrder node: `{ [tag]: children, ':@'?: attributes }` or a text node `{ '#text': … }`. */
type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ':@');

/** Visits every element node of the tree, depth first. */
function visit(nodes: XmlNode[], each: (node: XmlNode, tag: string) => void): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!tag || tag === '#text' || tag === '#comment') continue;
    each(node, tag);
    const children = node[tag];
    if (Array.isArray(children)) visit(children as XmlNode[], each);
  }
}

type Cleaner = (tree: XmlNode[]) => void;

const emptyElements =
  (tags: ReadonlySet<string>): Cleaner =>
  (tree) =>
    visit(tree, (node, tag) => {
      if (tags.has(tag)) node[tag] = [];
    });

const blankAuthors: Cleaner = (tree) =>
  visit(tree, (node, tag) => {
    const attributes = node[':@'];
    if (tag !== COMMENT_AUTHOR || !attributes) return;
    if ('@_name' in attributes) attributes['@_name'] = '';
    if ('@_initials' in attributes) attributes['@_initials'] = '';
  });

const dropCustomProperties: Cleaner = (tree) =>
  visit(tree, (node, tag) => {
    if (tag === CUSTOM_ROOT) node[tag] = [];
  });

const PARTS: readonly (readonly [string, Cleaner])[] = [
  ['docProps/core.xml', emptyElements(CORE)],
  ['docProps/app.xml', emptyElements(APP)],
  ['ppt/commentAuthors.xml', blankAuthors],
  ['docProps/custom.xml', dropCustomProperties],
];

export async function cleanPptx(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  const parser = new XMLParser(OPTIONS);
  const builder = new XMLBuilder(OPTIONS);
  for (const [path, clean] of PARTS) {
    const entry = zip.file(path);
    if (!entry) continue;
    const tree = parser.parse(await entry.async('string')) as XmlNode[];
    clean(tree);
    zip.file(path, builder.build(tree) as string);
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
