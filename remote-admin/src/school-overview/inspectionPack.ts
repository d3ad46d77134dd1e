/** The inspection pack as a PDF or a CSV, saved under the server's name. */
import { getFile, type InspectionPackQuery, type ServerFile } from '@skillfolio/shared';
import { Overview } from '@skillfolio/shared/contract';

/** Makes the pack of the rounds that open between `from` and `to`, as a PDF or a CSV. */
export function getInspectionPack(query: InspectionPackQuery): Promise<ServerFile> {
  return getFile(Overview.InspectionPack, query, {
    fallbackName: `inspection-pack.${query.format}`,
    // A school's year of figures on a busy server: more than the usual wait.
    timeout: 120_000,
  });
}
