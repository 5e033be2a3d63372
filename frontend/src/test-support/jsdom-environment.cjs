/* global module, require */
// jsdom lacks the Fetch API classes Node has; the router builds redirects as Response objects and the
// api client reads Responses, so the test environment lends them from Node.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads environments as CommonJS
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = ['Response', 'Request', 'Headers', 'fetch', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT) {
      if (this.global[name] === undefined && globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // jsdom does not lay out pages; the router's scroll restoration calls scrollTo after each navigation.
    this.global.scrollTo = () => undefined;
  }
}

module.exports = JsdomWithFetch;
