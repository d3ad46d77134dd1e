/** A stylesheet's text: webpack's `asset/source` rule and jest.css-transform.cjs both load a .css file so. */
declare module '*.css' {
  const css: string;
  export default css;
}
