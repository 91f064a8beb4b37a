import { PDFDocument, PDFName } from 'pdf-lib';

// Blind PDFs (docs/adr/0047 "Blind files"): the document information dictionary's Title, Author, Subject, Keywords,
// Creator and Producer are emptied and the catalog's XMP /Metadata stream is dropped. Page content (a team's name on
// a slide) stays: that is the work.

export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array> {
  // updateMetadata: false, or pdf-lib writes its own Producer and dates back in on load.
  const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  document.setTitle('');
  document.setAuthor('');
  document.setSubject('');
  document.setKeywords([]);
  document.setCreator('');
  document.setProducer('');
  document.catalog.delete(PDFName.of('Metadata'));
  return document.save({ updateFieldAppearances: false });
}
