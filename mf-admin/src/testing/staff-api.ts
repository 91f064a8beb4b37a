import { jsonBody, ok, routes, setupFixtureServer, type Handler, type Hit, type SuiteServer } from '@portal/shared/testing';
import { reply, envelope } from '@portal/shared/testing';
import { Blob as NodeBlob, File as NodeFileClass } from 'node:buffer';
import { configureStaffHost, configureStaffTransport } from '../api/staff-client';
import type { StaffMe, StaffRole, StaffStage } from '../api/staff-auth-types';

/** The staff API as a real server on 127.0.0.1 for the file's tests; the staff client points at it. */
export function setupStaffApi(): SuiteServer {
  return setupFixtureServer((server) => configureStaffHost(server.url));
}

/**
 * For a file's tests that upload: multipart bodies through axios's fetch adapter with Node's FormData and Blob (jsdom's
 * XHR would send a Node FormData as text). Files given to the page must then be Node's (`nodeFile`).
 */
export function sendFormsThroughFetch(): void {
  let undo: () => void = () => undefined;
  beforeAll(() => {
    // Through a variable: the fetch adapter reads `env.Blob`, which axios's types do not list.
    const env = { FormData, Blob: NodeBlob };
    undo = configureStaffTransport({ adapter: 'fetch', env });
  });
  afterAll(() => undo());
}

/** A file as the page reads it from its input, in Node's class (see sendFormsThroughFetch). */
export function nodeFile(content: string, name: string, type: string): File {
  return new NodeFileClass([content], name, { type }) as unknown as File;
}

export function member(role: StaffRole, stage: StaffStage = 'ready'): StaffMe {
  return {
    member: { id: 3, email: `${role}@staff.test`, name: `Ada ${role}`, role },
    stage,
    methods: stage === 'enrol' ? [] : ['totp', 'passkey'],
    freshUntil: stage === 'ready' ? '2026-11-26T10:05:00Z' : null,
  };
}

/** The server's refusals (its guard), as the envelope it answers them in. */
export const refuse = {
  signIn: (): Handler => (_hit, res) => reply(res, 401, envelope(-1, null, '請登入管理後台', true)),
  stage: (stage: StaffStage): Handler => (_hit, res) => reply(res, 403, envelope(0, { stage }, '請先完成雙重驗證', true)),
  stepUp: (): Handler => (_hit, res) => reply(res, 403, envelope(0, { stepUp: true }, '此操作需要再次驗證身分', true)),
  role: (): Handler => (_hit, res) => reply(res, 403, envelope(0, null, '你的角色不能進行此操作', true)),
  failure: (status: number, msg: string): Handler => (_hit, res) => reply(res, status, envelope(0, null, msg, true)),
};

/** Every sign-in route answering like the API on success, for a member of `role`; `overrides` replace routes. */
export function staffApi(me: StaffMe, overrides: Record<string, Handler> = {}): Handler {
  return routes({
    'POST /api/admin/auth/login': ok({ token: 'staff-1', stage: me.stage, methods: me.methods }),
    'POST /api/admin/auth/invitation': ok({ token: 'staff-1', stage: 'enrol', methods: [] }),
    'GET /api/admin/auth/me': ok(me),
    'POST /api/admin/auth/logout': ok(null),
    'POST /api/admin/auth/totp/setup': ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Desert%20Award:ada?secret=JBSWY3DPEHPK3PXP' }),
    'POST /api/admin/auth/totp/enable': ok({ recoveryCodes: ['aaaa-1111', 'bbbb-2222'] }),
    'POST /api/admin/auth/totp/verify': ok({ stage: 'ready', freshUntil: '2026-11-26T10:05:00Z' }),
    'POST /api/admin/auth/recovery/verify': ok({ stage: 'ready', freshUntil: '2026-11-26T10:05:00Z', remaining: 9 }),
    ...overrides,
  });
}

export const bodyOf = (hit: Hit) => jsonBody(hit) as Record<string, unknown>;
