import kitCss from './kit.css';

/** The kit's stylesheet (kit.css), injected once by the host so every remote shares one look. */
export { kitCss };

/** Adds a stylesheet (the kit's by default) to the document once. */
export function installStyles(id = 'sf-kit-styles', css = kitCss, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.appendChild(style);
}
