/**
 * SPEC §2: evidence rows with the columns Evidence and Success Criteria, listing the checked
 * items. The Evidence cell also names what the piece points at (its file, link or note) and
 * whether a teacher has seen it; Edit and Remove are offered only where `onEdit` and
 * `onRemove` are given (never to a parent's read-only session).
 */
import { Button, endpointUrl, Trans, useTranslation, type Evidence } from '@skillfolio/shared';
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
  const { t } = useTranslation('project-evidence');
  if (evidence.file) {
    return (
      <p className="sf-evidence__attachment">
        <Trans
          t={t}
          i18nKey="table.file"
          values={{ name: evidence.file.file_name }}
          components={{
            anchor: (
              <a
                href={endpointUrl(MyEvidence.EvidenceFile, { file_id: evidence.file.file_id })}
                download
              />
            ),
          }}
        />
      </p>
    );
  }
  if (evidence.link_url) {
    return (
      <p className="sf-evidence__attachment">
        <Trans
          t={t}
          i18nKey="table.link"
          values={{ url: evidence.link_url }}
          components={{
            anchor: (
              <a href={evidence.link_url} target="_blank" rel="noopener noreferrer nofollow" />
            ),
          }}
        />
      </p>
    );
  }
  if (evidence.note) {
    return (
      <p className="sf-evidence__attachment">
        {t('table.note', { title: evidence.note.note_title })}
      </p>
    );
  }
  return null;
}

export function SeenMark({ evidence }: { evidence: Evidence }) {
  const { t } = useTranslation('wire');
  return evidence.seen ? (
    <p className="sf-evidence__seen">
      {t('EVIDENCE_TEXTS.seen', { by: evidence.seen.by, on: evidence.seen.on })}
    </p>
  ) : (
    <p className="sf-muted">{t('EVIDENCE_TEXTS.notSeen')}</p>
  );
}

export function EvidenceTable({ caption, evidence, onEdit, onRemove }: EvidenceTableProps) {
  const { t } = useTranslation(['project-evidence', 'wire']);
  return (
    <table className="sf-table sf-evidence">
      <caption className="sf-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.evidence')}</th>
          <th scope="col">{t('table.criteria')}</th>
        </tr>
      </thead>
      <tbody>
        {evidence.length === 0 && (
          <tr>
            <td colSpan={2} className="sf-muted">
              {t('wire:EVIDENCE_TEXTS.noEvidence')}
            </td>
          </tr>
        )}
        {evidence.map((row) => {
          const met = row.checkedEvidence.filter((item) => item.isChecked);
          return (
            <tr key={row.evidence_id}>
              <td data-label={t('table.evidence')}>
                <p className="sf-evidence__text">{row.evidence_text}</p>
                <EvidenceAttachment evidence={row} />
                <SeenMark evidence={row} />
                {(onEdit || onRemove) && (
                  <div className="sf-evidence__actions">
                    {onEdit && (
                      <Button
                        variant="secondary"
                        aria-label={t('table.editLabel', { evidence: row.evidence_text })}
                        onPress={() => onEdit(row)}
                      >
                        {t('wire:EVIDENCE_TEXTS.edit')}
                      </Button>
                    )}
                    {onRemove && (
                      <Button
                        variant="secondary"
                        aria-label={t('table.removeLabel', { evidence: row.evidence_text })}
                        onPress={() => onRemove(row)}
                      >
                        {t('wire:EVIDENCE_TEXTS.remove')}
                      </Button>
                    )}
                  </div>
                )}
              </td>
              <td data-label={t('table.criteria')}>
                {met.length === 0 ? (
                  <span className="sf-muted">{t('table.noneChecked')}</span>
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
