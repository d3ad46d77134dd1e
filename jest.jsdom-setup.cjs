// jsdom leaves out a few web APIs that React Router and React Aria use.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// React Aria's modal asks CSS.supports() about scrollbar-gutter; jsdom has no CSS object.
if (typeof globalThis.CSS === 'undefined') {
  globalThis.CSS = { supports: () => false, escape: (value) => String(value) };
}
