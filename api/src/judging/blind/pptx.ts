import JSZip from 'jszip';

// Blind PPTX (docs/adr/0047 "Blind files"): the package's document properties — docProps/core.xml's creator,
// lastModifiedBy, title, subject, keywords and description, docProps/app.xml's Company and Manager — are emptied,
// keeping the elements, so the file opens as before. Slides, notes and embedded media are untouched.

const CORE = ['dc:creator', 'cp:lastModifiedBy', 'dc:title', 'dc:subject', 'cp:keywords', 'dc:description'];
const APP = ['Company', 'Manager'];

/** `<tag …>text</tag>` → `<tag …></tag>` for each tag (the properties are simple text elements). */
function emptyElements(xml: string, tags: readonly string[]): string {
  return tags.reduce((text, tag) => {
    const name = tag.replace(':', '\\:');
    return text.replace(new RegExp(`(<${name}(?:\\s[^>]*)?>)[\\s\\S]*?(</${name}>)`, 'g'), '$1$2');
  }, xml);
}

export async function cleanPptx(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  for (const [path, tags] of [['docProps/core.xml', CORE], ['docProps/app.xml', APP]] as const) {
    const entry = zip.file(path);
    if (entry) zip.file(path, emptyElements(await entry.async('string'), tags));
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
