import { randomBytes } from 'node:crypto';

// Multipart bodies written by hand, so a test controls the order, names and framing of every part.

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; contentType?: string };

export function field(name: string, value: string): Part {
  return { name, value };
}

export function file(filename: string, content: Buffer, contentType = 'application/octet-stream', name = 'file'): Part {
  return { name, filename, content, contentType };
}

export interface MultipartBody {
  payload: Buffer;
  contentType: string;
}

export function multipart(parts: Part[]): MultipartBody {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
