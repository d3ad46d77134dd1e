// What `typebox` is in the browser bundles. The endpoint declarations (src/contract) and
// their wire schemas are the one source of both sides' types, but only the server checks a
// request or a reply against a schema at run time: the browser reads an endpoint's method,
// path and whether it takes a query, a body or answers a file, never a schema's fields. So
// each `Type.X(...)` here makes an empty marker, and the ~16 KB gzip of schema machinery
// stays out of every first screen. A browser module that needs real validation must not
// import its checks from `typebox`: in a bundle, every builder answers the same empty marker.
const MARKER = Object.freeze({});
const build = () => MARKER;
const Type = new Proxy({}, { get: () => build });
module.exports = { Type };
