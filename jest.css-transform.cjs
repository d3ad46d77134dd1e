// Jest reads a .css file as webpack's `asset/source` rule does: its text is the module's
// default export, which the Stylesheet component (or installStyles) puts into the page.
module.exports = {
  process(sourceText) {
    return {
      code: `Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = ${JSON.stringify(sourceText)};\n`,
    };
  },
};
