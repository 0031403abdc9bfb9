// jsdom has no TextEncoder/TextDecoder, which react-router needs; Node's are the same API.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
