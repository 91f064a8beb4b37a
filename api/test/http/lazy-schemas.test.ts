import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { lazySchemaController, lazyValidator } from '../../src/http/lazy-schemas.js';

// ADR 0051: route schemas are compiled on a route's first use. The answers must be exactly those of Fastify's own
// compilers; only the moment of compiling moves.

function echoApp() {
  const app = Fastify({ schemaController: lazySchemaController() });
  app.post(
    '/echo',
    {
      schema: {
        querystring: Type.Object({ n: Type.Integer({ minimum: 1 }) }),
        body: Type.Object({ name: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ name: Type.String(), n: Type.Integer(), keys: Type.Array(Type.String()) }) },
      },
    },
    async (request) => ({ ...(request.body as object), n: (request.query as { n: number }).n, keys: Object.keys(request.body as object), secret: 'never sent' }),
  );
  return app;
}

describe('lazy route schemas', () => {
  it('compile nothing while the app gets ready: a schema Ajv cannot compile fails its route, not the start', async () => {
    // Fastify's eager compilers refuse this at ready() (FST_ERR_SCH_VALIDATION_BUILD).
    const eager = Fastify();
    eager.get('/broken', { schema: { querystring: { type: 'no-such-type' } } }, async () => 'ok');
    await expect(eager.ready()).rejects.toThrow(/Failed building the validation schema/);

    const app = Fastify({ schemaController: lazySchemaController() });
    app.get('/broken', { schema: { querystring: { type: 'no-such-type' } } }, async () => 'ok');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });

  it('answer as Fastify does once a route is used', async () => {
    const app = echoApp();
    await app.ready();

    // Coerced querystring (Ajv mutates the root value through its parent), stripped extra answer field.
    const ok = await app.inject({ method: 'POST', url: '/echo?n=3', payload: { name: 'Sand' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ name: 'Sand', n: 3, keys: ['name'] });

    // Ajv's errors reach Fastify's answer after a `false`.
    const bad = await app.inject({ method: 'POST', url: '/echo?n=0', payload: { name: 'Sand' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('querystring/n must be >= 1');
    // Fastify's Ajv options still apply: an extra body field is removed before the handler sees it.
    const extra = await app.inject({ method: 'POST', url: '/echo?n=2', payload: { name: 'Sand', role: 'admin' } });
    expect(extra.json()).toEqual({ name: 'Sand', n: 2, keys: ['name'] });
    const empty = await app.inject({ method: 'POST', url: '/echo?n=2', payload: { name: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('body/name must NOT have fewer than 1 characters');
    await app.close();
  });

  it('compile a validator once, on its first call, and forward its errors and schemaEnv', () => {
    let compiles = 0;
    const real = Object.assign((data: unknown) => data === 1, { errors: null as unknown, schemaEnv: { root: true } });
    const validate = lazyValidator(() => {
      compiles += 1;
      return real;
    });
    expect(compiles).toBe(0);
    expect(validate(1)).toBe(true);
    real.errors = [{ message: 'must be 1' }];
    expect(validate(2)).toBe(false);
    expect(validate.errors).toEqual([{ message: 'must be 1' }]);
    expect(validate.schemaEnv).toEqual({ root: true });
    expect(compiles).toBe(1);
  });

  it('refuse a headers schema with a mixed-case name when the route is registered, as Fastify would not lower-case it', async () => {
    const app = Fastify({ schemaController: lazySchemaController() });
    app.get('/h', { schema: { headers: Type.Object({ 'X-Token': Type.String() }) } }, async () => 'ok');
    await expect(app.ready()).rejects.toThrow(/header names in a schema must be lower case \(X-Token\)/);
  });
});
