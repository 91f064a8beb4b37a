import { deploymentConfig } from '@portal/shared/config';
import { getLiveStreamConfig } from '@portal/shared/api';
import { reply } from '@portal/shared/testing';
import { serverFixture } from './support/fixture';

// The live-stream block's static config file: the object when it is one, null for anything else.
const t = serverFixture();

const file = () => `${t.server.url}/config/live.json`;

it('resolves a well-formed file', async () => {
  const live = { src: 'https://live.example.org/x', show: true, title: 'Final' };
  t.server.use((_hit, res) => reply(res, 200, { ...live, extra: 1 }));
  await expect(getLiveStreamConfig(file())).resolves.toEqual(live);
  expect(t.server.hits[0]?.headers.token).toBeUndefined();
});

it.each([
  ['a field of the wrong type', { src: 'https://live.example.org/x', show: 'yes', title: 'Final' }],
  ['a missing field', { src: 'https://live.example.org/x', show: true }],
  ['an envelope', { code: 1, data: { src: 'x', show: true, title: 'y' }, msg: '', show: false }],
])('resolves null for %s', async (_case, body) => {
  t.server.use((_hit, res) => reply(res, 200, body));
  await expect(getLiveStreamConfig(file())).resolves.toBeNull();
});

it('resolves null when the file is missing', async () => {
  t.server.use((_hit, res) => res.writeHead(404).end('Not found'));
  await expect(getLiveStreamConfig(file())).resolves.toBeNull();
});

it('reads deploymentConfig.liveStreamConfigUrl by default', async () => {
  const configured = deploymentConfig.liveStreamConfigUrl;
  deploymentConfig.liveStreamConfigUrl = `${t.server.url}/somewhere/live.json`;
  try {
    t.server.use((_hit, res) => reply(res, 200, { src: 's', show: false, title: 't' }));
    await expect(getLiveStreamConfig()).resolves.toEqual({ src: 's', show: false, title: 't' });
    expect(t.server.hits.map((hit) => hit.path)).toEqual(['/somewhere/live.json']);
  } finally {
    deploymentConfig.liveStreamConfigUrl = configured;
  }
});
