/**
 * The one Content-Disposition of every download, written by the kept `content-disposition`
 * package (RFC 6266, with RFC 8187/5987 `filename*` for names beyond ASCII), so quoting and
 * percent-encoding are nobody's hand-work.
 */
import { create } from 'content-disposition';

/** The name in plain ASCII for the `filename=` fallback: accents dropped, other letters `_`. */
function plainName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
}

/**
 * `attachment; filename="…"`, and `filename*=UTF-8''…` when the name is not plain ASCII.
 * `fallback` is the plain name to offer old clients when the caller has a better one.
 */
export function attachment(fileName: string, fallback: string = plainName(fileName)): string {
  return create(fileName, { type: 'attachment', fallback });
}
