// jsdom lacks the Fetch API that react-router's data routers build Requests with. Lend it Node's,
// with Node's AbortController so a Request accepts the router's abort signal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    const { Request, Response, Headers, FormData, fetch, AbortController, AbortSignal, ReadableStream, TextEncoder, TextDecoder } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, FormData, fetch, AbortController, AbortSignal, ReadableStream, TextEncoder, TextDecoder });
    // webpack's nonce variable, which the apps set from the page's CSP nonce (docs/adr/0022): webpack compiles it to its
    // runtime's field; under Jest it is an ordinary global.
    this.global.__webpack_nonce__ = undefined;
  }
}

module.exports = JsdomWithFetchEnvironment;
