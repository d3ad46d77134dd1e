/** The import's own styles, including the printed sheet of logins (only it prints). */
export const IMPORT_CSS = `
.sf-import-preview { max-height: 50vh; overflow: auto; border: 1px solid var(--sf-line); border-radius: 6px; }
.sf-import-table { width: 100%; border-collapse: collapse; font-size: .95rem; }
.sf-import-table th, .sf-import-table td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--sf-line); vertical-align: top; }
.sf-import-table thead th { position: sticky; top: 0; background: var(--sf-bg); }
.sf-import-row--bad { background: #fdecea; }
.sf-import-problems { color: var(--sf-danger); margin: 0; padding-left: 18px; }
.sf-import-summary { font-weight: 600; margin: 8px 0; }
.sf-import-progress { width: 100%; height: 20px; }
.sf-logins-sheet .sf-import-table td.sf-login-password { font-family: ui-monospace, monospace; font-size: 1.05rem; }
@media print {
  body * { visibility: hidden; }
  .sf-logins-sheet, .sf-logins-sheet * { visibility: visible; }
  .sf-logins-sheet { position: absolute; left: 0; top: 0; width: 100%; }
  .sf-logins-sheet .sf-no-print { display: none; }
  .sf-modal, .sf-modal-overlay { position: static; box-shadow: none; background: none; overflow: visible; max-height: none; }
  .sf-import-preview { max-height: none; overflow: visible; border: none; }
  .sf-import-table tr { break-inside: avoid; }
}
`;
