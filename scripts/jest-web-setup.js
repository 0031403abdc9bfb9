// jsdom has no TextEncoder/TextDecoder, which react-router needs; Node's are the same API.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
