/**
 * The inspection pack: every project's figures for the rounds that open between two dates, as
 * a PDF or a CSV. From 1 September of this school year to today unless the leader says
 * otherwise; the server checks the range and says why it refuses one.
 */
import { useId, useState } from 'react';
import {
  Button,
  saveFile,
  Spinner,
  TextField,
  useSubmit,
  useTranslation,
  type InspectionPackQuery,
} from '@skillfolio/shared';
import { getInspectionPack } from './inspectionPack';
import { isoDay, schoolYearStart } from './overviewFilters';

export function InspectionPackForm() {
  const { t } = useTranslation('school-overview');
  const headingId = useId();
  const [from, setFrom] = useState(() => schoolYearStart(new Date()));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const download = useSubmit(t('pack.failed'));
  const [made, setMade] = useState<string | null>(null);

  async function make(format: InspectionPackQuery['format']): Promise<void> {
    setMade(null);
    if (from === '' || to === '') {
      download.setProblem(t('pack.chooseDates'));
      return;
    }
    const pack = await download.submit(() => getInspectionPack({ from, to, format }), {
      toast: null,
    });
    if (pack) {
      saveFile(pack.blob, pack.fileName);
      setMade(t('pack.downloading', { fileName: pack.fileName }));
    }
  }

  return (
    <section className="sf-overview-pack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('pack.heading')}</h2>
      <p>{t('pack.intro')}</p>
      <form
        className="sf-overview-pack__form"
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          void make('pdf');
        }}
      >
        <TextField
          label={t('pack.from')}
          type="date"
          value={from}
          onChange={(value) => {
            setFrom(value);
            download.setProblem(null);
          }}
          isRequired
        />
        <TextField
          label={t('pack.to')}
          type="date"
          value={to}
          onChange={(value) => {
            setTo(value);
            download.setProblem(null);
          }}
          isRequired
        />
        <div className="sf-overview-pack__buttons">
          <Button type="submit" isDisabled={download.busy}>
            {t('pack.pdf')}
          </Button>
          <Button variant="secondary" isDisabled={download.busy} onPress={() => void make('csv')}>
            {t('pack.csv')}
          </Button>
          {download.busy && <Spinner label={t('pack.making')} />}
        </div>
      </form>
      {download.problem && (
        <p role="alert" className="sf-field__error">
          {download.problem}
        </p>
      )}
      <p role="status" className="sf-overview-pack__made">
        {made}
      </p>
    </section>
  );
}
