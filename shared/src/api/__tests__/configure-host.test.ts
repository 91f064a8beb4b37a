import { deploymentConfig } from '@portal/shared/config';
import { UPLOAD_TYPE } from '@portal/shared/contracts';
import { configureApiHost, getUserInfo, layerA, layerB, uploadFiles, userLogin } from '@portal/shared/api';
import { envelope, reply, setupFixtureServer } from '@portal/shared/testing';

// configureApiHost moves the default instances (and the upload on Layer B's transport) to another origin.
const t = setupFixtureServer();
beforeEach(() => t.server.use((_hit, res) => reply(res, 200, envelope(1, { uri: '/files/x' }))));

it('points Layer A at the origin and Layer B (with the upload) at its /api, and undoes it', async () => {
  const restore = configureApiHost(`${t.server.url}/`);
  try {
    expect(layerA.axios.defaults.baseURL).toBe(t.server.url);
    expect(layerB.axios.defaults.baseURL).toBe(`${t.server.url}/api`);
    await userLogin({ account: 'a', password: 'b' });
    await getUserInfo();
    // jsdom's XHR sends the test environment's FormData as text: only where it goes matters here.
    await uploadFiles(new File(['x'], 'a.png'), UPLOAD_TYPE.image);
    expect(t.server.hits.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/v1.user/login',
      'GET /api/user/info',
      'POST /api/upload/image',
    ]);
  } finally {
    restore();
  }
  expect(layerA.axios.defaults.baseURL).toBe(deploymentConfig.apiHost);
  expect(layerB.axios.defaults.baseURL).toBe(`${deploymentConfig.apiHost}/api`);
});
