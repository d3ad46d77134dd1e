/** SPEC §2: evidence rows with the columns Evidence and Success Criteria, listing the checked items. */
import type { Evidence } from '@skillfolio/shared';

export interface EvidenceTableProps {
  /** Names the table for screen readers, e.g. the project's name. */
  caption: string;
  evidence: Evidence[];
}

export function EvidenceTable({ caption, evidence }: EvidenceTableProps) {
  return (
    <table className="sf-table sf-evidence">
      <caption className="sf-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Evidence</th>
          <th scope="col">Success Criteria</th>
        </tr>
      </thead>
      <tbody>
        {evidence.length === 0 && (
          <tr>
            <td colSpan={2} className="sf-muted">
              No evidence yet.
            </td>
          </tr>
        )}
        {evidence.map((row) => {
          const met = row.checkedEvidence.filter((item) => item.isChecked);
          return (
            <tr key={row.evidence_id}>
              <td data-label="Evidence">{row.evidence_text}</td>
              <td data-label="Success Criteria">
                {met.length === 0 ? (
                  <span className="sf-muted">None checked yet</span>
                ) : (
                  <ul>
                    {met.map((item, index) => (
                      // Criteria come in the project's order; their text may repeat.
                      <li key={`${index}-${item.text}`}>{item.text}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
