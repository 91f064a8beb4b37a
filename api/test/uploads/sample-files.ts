import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// Small files of each format, built byte by byte: valid enough for any magic-number check, and the
// PNG, ZIP (docx/pptx) and MP4 ones are structurally real.

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1×1 PNG (one opaque red pixel), padded with a text chunk to `minBytes`. */
export function png(minBytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0])); // filter byte + RGB
  const parts = [Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', header), pngChunk('IDAT', pixels)];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12;
  if (minBytes > size + 12) parts.push(pngChunk('tEXt', Buffer.concat([Buffer.from('pad\0'), randomBytes(minBytes - size - 16)])));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

export function jpeg(): Buffer {
  const jfif = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
  return Buffer.concat([jfif, randomBytes(200), Buffer.from('ffd9', 'hex')]);
}

export function gif(): Buffer {
  return Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');
}

export function webp(): Buffer {
  const body = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.alloc(4), randomBytes(32)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}

function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
}

/** An ISO media file: an `ftyp` box with `brand` and an `mdat` box of random bytes. */
export function mp4(brand = 'isom', mdatBytes = 256): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(brand.padEnd(4, ' '), 'latin1'), Buffer.from('00000200', 'hex'), Buffer.from('isomiso2avc1mp41')]));
  return Buffer.concat([ftyp, box('mdat', randomBytes(mdatBytes))]);
}

export function pdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}

/** A ZIP archive with these entries, stored (no compression), with its central directory. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${main}.main+xml"/></Types>`;

export function pptx(): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.presentationml.presentation'),
    'ppt/presentation.xml': '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  });
}

export function docx(): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}

export function xlsx(): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    'xl/workbook.xml': '<workbook/>',
  });
}

/** An OLE2 compound file header (Word 97, PowerPoint 97, Excel 97 all start so) and a sector of padding. */
export function cfb(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  return Buffer.concat([header, Buffer.alloc(512)]);
}

export function text(): Buffer {
  return Buffer.from('Just some text, not an image.\n'.repeat(10));
}
