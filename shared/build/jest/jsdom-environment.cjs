// jsdom lacks the Fetch API that react-router's data routers build Requests with. Lend it Node's,
// with Node's AbortController so a Request accepts the router's abort signal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    const { Request, Response, Headers, FormData, fetch, AbortController, AbortSignal, ReadableStream, TextEncoder, TextDecoder } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, FormData, fetch, AbortController, AbortSignal, ReadableStream, TextEncoder, TextDecoder });
  }
}

module.exports = JsdomWithFetchEnvironment;
