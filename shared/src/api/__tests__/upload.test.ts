import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { UPLOAD_TYPE } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/ui';
import { ApiError, createLayerB, createUploader, UPLOAD_TIMEOUT } from '@portal/shared/api';
import { envelope, reply } from '@portal/shared/testing';
import { serverFixture } from './support/fixture';

// This jest environment lends jsdom Node's FormData and fetch (build/jest/jsdom-environment.cjs), and jsdom's
// XHR cannot send a Node FormData (it sends the text "[object FormData]"). So these tests send through axios's
// fetch adapter with Node's File, and give the adapter Node's Blob to build the multipart body in (by default it
// takes jsdom's, which Node's fetch cannot read). In the browser the same code goes through XHR.
function file(name: string, content: string | Uint8Array, type = 'application/octet-stream'): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}

const t = serverFixture((server, seen) => {
  const client = createLayerB({ host: server.url, adapter: 'fetch', retryDelayMs: 1, ...seen });
  // Through a variable: the fetch adapter reads `env.Blob`, which axios's types do not list.
  const nodeClasses = { FormData, Blob: NodeBlob };
  client.axios.defaults.env = nodeClasses;
  const timeouts: (number | undefined)[] = [];
  client.axios.interceptors.request.use((config) => {
    timeouts.push(config.timeout);
    return config;
  });
  return { upload: createUploader(client), timeouts };
});

const ok = (uri = '/files/a.png') => t.server.use((_hit, res) => reply(res, 200, envelope(1, { uri })));

it('posts the type as a `type` part, then every file as a `file` part, to /api/upload/image', async () => {
  ok();
  const files = [file('a.txt', 'alpha'), file('b.txt', 'beta')];
  await expect(t.client.upload(files, UPLOAD_TYPE.document)).resolves.toEqual({ uri: '/files/a.png' });
  const [hit] = t.server.hits;
  expect(hit?.method).toBe('POST');
  expect(hit?.path).toBe('/api/upload/image');
  expect(hit?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const raw = hit?.body.toString('utf8') ?? '';
  expect(raw).toMatch(/name="file"; filename="a.txt"[^]*\r\n\r\nalpha\r\n/);
  expect(raw).toMatch(/name="file"; filename="b.txt"[^]*\r\n\r\nbeta\r\n/);
  expect(raw).toMatch(/name="type"\r\n\r\n3\r\n/);
  // The server streams the files and checks each against the type, so the type must come first.
  expect(raw.indexOf('name="type"')).toBeLessThan(raw.indexOf('name="file"'));
});

it('reports progress as increasing percents ending at 100', async () => {
  ok();
  const percents: number[] = [];
  const clip = file('clip.mp4', new Uint8Array(1024 * 1024));
  await t.client.upload(clip, UPLOAD_TYPE.video, { onProgress: (percent) => percents.push(percent) });
  // axios throttles progress to a few events a second: a local 1 MB upload shows its start and its end.
  expect(percents[0]).toBeLessThan(100);
  expect(percents.at(-1)).toBe(100);
  expect([...percents].sort((a, b) => a - b)).toEqual(percents);
});

it('allows 6,000,000 ms', async () => {
  ok();
  await t.client.upload(file('a.png', 'x'), UPLOAD_TYPE.image);
  expect(t.client.timeouts).toEqual([UPLOAD_TIMEOUT]);
  expect(UPLOAD_TIMEOUT).toBe(6_000_000);
});

it('shows "upload failed" when a non-1 code comes without a message', async () => {
  t.server.use((_hit, res) => reply(res, 200, envelope(0, null, '', false)));
  await expect(t.client.upload(file('a.png', 'x'), UPLOAD_TYPE.image)).rejects.toBeInstanceOf(ApiError);
  expect(t.seen.notices).toEqual([['error', translateMessage('uploadFailed')]]);
});

it("shows the server's message when it sends one", async () => {
  t.server.use((_hit, res) => reply(res, 413, envelope(0, null, 'File too large')));
  const upload = t.client.upload(file('a.png', 'x'), UPLOAD_TYPE.image);
  await expect(upload).rejects.toMatchObject({ kind: 'failure', status: 413 });
  expect(t.seen.notices).toEqual([['error', 'File too large']]);
});

it('is never retried, even on a 5xx', async () => {
  t.server.use((_hit, res) => reply(res, 503, envelope(0, null, 'busy')));
  await expect(t.client.upload(file('a.png', 'x'), UPLOAD_TYPE.image)).rejects.toBeInstanceOf(ApiError);
  expect(t.server.hits).toHaveLength(1);
});

it('is never de-duplicated: the same file picked twice is uploaded twice', async () => {
  ok();
  const same = file('a.png', 'x');
  await Promise.all([t.client.upload(same, UPLOAD_TYPE.image), t.client.upload(same, UPLOAD_TYPE.image)]);
  expect(t.server.hits).toHaveLength(2);
});
