/**
 * SPEC §2: evidence rows with the columns Evidence and Success Criteria, listing the checked
 * items. The Evidence cell also names what the piece points at (its file, link or note) and
 * whether a teacher has seen it; Edit and Remove are offered only where `onEdit` and
 * `onRemove` are given (never to a parent's read-only session).
 */
import { Button, endpointUrl, type Evidence } from '@skillfolio/shared';
import { EVIDENCE_TEXTS } from '@skillfolio/shared/wire';
import { MyEvidence } from '@skillfolio/shared/contract';

export interface EvidenceTableProps {
  /** Names the table for screen readers, e.g. the project's name. */
  caption: string;
  evidence: Evidence[];
  onEdit?: (evidence: Evidence) => void;
  onRemove?: (evidence: Evidence) => void;
}

/** What the piece points at: a download, a link that opens apart, or a note's title. */
export function EvidenceAttachment({ evidence }: { evidence: Evidence }) {
  if (evidence.file) {
    return (
      <p className="sf-evidence__attachment">
        File:{' '}
        <a href={endpointUrl(MyEvidence.EvidenceFile, { file_id: evidence.file.file_id })} download>
          {evidence.file.file_name}
        </a>
      </p>
    );
  }
  if (evidence.link_url) {
    return (
      <p className="sf-evidence__attachment">
        Link:{' '}
        <a href={evidence.link_url} target="_blank" rel="noopener noreferrer nofollow">
          {evidence.link_url}
        </a>
      </p>
    );
  }
  if (evidence.note) {
    return <p className="sf-evidence__attachment">Note: {evidence.note.note_title}</p>;
  }
  return null;
}

export function SeenMark({ evidence }: { evidence: Evidence }) {
  return evidence.seen ? (
    <p className="sf-evidence__seen">{EVIDENCE_TEXTS.seen(evidence.seen.by, evidence.seen.on)}</p>
  ) : (
    <p className="sf-muted">{EVIDENCE_TEXTS.notSeen}</p>
  );
}

export function EvidenceTable({ caption, evidence, onEdit, onRemove }: EvidenceTableProps) {
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
              <td data-label="Evidence">
                <p className="sf-evidence__text">{row.evidence_text}</p>
                <EvidenceAttachment evidence={row} />
                <SeenMark evidence={row} />
                {(onEdit || onRemove) && (
                  <div className="sf-evidence__actions">
                    {onEdit && (
                      <Button
                        variant="secondary"
                        aria-label={`${EVIDENCE_TEXTS.edit}: ${row.evidence_text}`}
                        onPress={() => onEdit(row)}
                      >
                        {EVIDENCE_TEXTS.edit}
                      </Button>
                    )}
                    {onRemove && (
                      <Button
                        variant="secondary"
                        aria-label={`${EVIDENCE_TEXTS.remove}: ${row.evidence_text}`}
                        onPress={() => onRemove(row)}
                      >
                        {EVIDENCE_TEXTS.remove}
                      </Button>
                    )}
                  </div>
                )}
              </td>
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
