/**
 * The pull from the school's MIS through its OneRoster API (instead of uploading a file):
 * where it is, the client id and secret the MIS gave, and the hour of the daily pull. A pull
 * of additions and changes is applied on its own; one with leavers, closing classes or a new
 * school year waits here for the admin. "Pull now" previews at once, as an upload does.
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  call,
  Select,
  Switch,
  TextField,
  useFormat,
  useSubmit,
  useTranslation,
  type RosterPreview,
  type RosterPullSettings,
  type SelectOption,
} from '@skillfolio/shared';
import { Roster } from '@skillfolio/shared/contract';
import {
  ROSTER_PULL_ID_MAX,
  ROSTER_PULL_SECRET_MAX,
  ROSTER_PULL_URL_MAX,
} from '@skillfolio/shared/wire';
import { whenText } from './when';

// Select keeps 0 for "nothing chosen": each hour's option id is the hour plus one.
const HOURS: SelectOption[] = Array.from({ length: 24 }, (_, hour) => ({
  id: hour + 1,
  name: `${String(hour).padStart(2, '0')}:00`,
}));

export interface PullSettingsProps {
  settings: RosterPullSettings;
  onSaved: (settings: RosterPullSettings) => void;
  /** A pull's preview, for the page to show as an upload's. */
  onPreview: (preview: RosterPreview) => void;
}

export function PullSettings({ settings, onSaved, onPreview }: PullSettingsProps) {
  const { t } = useTranslation('roster-sync');
  const f = useFormat();
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [tokenUrl, setTokenUrl] = useState(settings.tokenUrl);
  const [clientId, setClientId] = useState(settings.clientId);
  const [clientSecret, setClientSecret] = useState('');
  const [orgSourcedId, setOrgSourcedId] = useState(settings.orgSourcedId);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [hour, setHour] = useState(settings.hour);
  const saving = useSubmit(t('pull.notSaved'));
  const pulling = useSubmit(t('pull.notPulled'));

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const saved = await saving.submit(() =>
      call(Roster.SaveRosterPull, {
        baseUrl: baseUrl.trim(),
        tokenUrl: tokenUrl.trim(),
        clientId: clientId.trim(),
        clientSecret,
        orgSourcedId: orgSourcedId.trim(),
        enabled,
        hour,
      }),
    );
    if (saved) {
      setClientSecret('');
      onSaved(saved);
    }
  }

  async function pullNow(): Promise<void> {
    const preview = await pulling.submit(() => call(Roster.PullRosterNow), { toast: null });
    if (preview) onPreview(preview);
  }

  return (
    <form
      className="sf-card sf-roster__pull"
      aria-labelledby="sf-roster-pull"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <h2 id="sf-roster-pull">{t('pull.heading')}</h2>
      <p>{t('pull.intro')}</p>
      {settings.lastPullAt !== null && (
        <p role="status">
          {t('pull.last', {
            when: whenText(settings.lastPullAt, f),
            outcome: settings.lastOutcome ?? '',
          })}
        </p>
      )}
      <TextField
        label={t('pull.baseUrl')}
        description={t('pull.baseUrlHelp')}
        type="url"
        value={baseUrl}
        onChange={setBaseUrl}
        maxLength={ROSTER_PULL_URL_MAX}
      />
      <TextField
        label={t('pull.tokenUrl')}
        description={t('pull.tokenUrlHelp')}
        type="url"
        value={tokenUrl}
        onChange={setTokenUrl}
        maxLength={ROSTER_PULL_URL_MAX}
      />
      <TextField
        label={t('pull.clientId')}
        value={clientId}
        onChange={setClientId}
        maxLength={ROSTER_PULL_ID_MAX}
      />
      <TextField
        label={t('pull.clientSecret')}
        description={settings.secretSet ? t('pull.secretKept') : t('pull.secretHelp')}
        type="password"
        autoComplete="new-password"
        value={clientSecret}
        onChange={setClientSecret}
        maxLength={ROSTER_PULL_SECRET_MAX}
      />
      <TextField
        label={t('pull.org')}
        description={t('pull.orgHelp')}
        value={orgSourcedId}
        onChange={setOrgSourcedId}
        maxLength={ROSTER_PULL_ID_MAX}
      />
      <Switch isSelected={enabled} onChange={setEnabled} label={t('pull.daily')} />
      <Select
        label={t('pull.at')}
        options={HOURS}
        selectedId={hour + 1}
        onChange={(id) => setHour(id - 1)}
        isDisabled={!enabled}
      />
      {settings.savedBy !== null && (
        <p className="sf-roster__note">{t('pull.savedBy', { name: settings.savedBy })}</p>
      )}
      {(saving.problem ?? pulling.problem) && (
        <p role="alert" className="sf-field__error">
          {saving.problem ?? pulling.problem}
        </p>
      )}
      <div className="sf-toolbar">
        <Button type="submit" isDisabled={saving.busy}>
          {saving.busy ? t('saving') : t('pull.save')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={pulling.busy || !settings.secretSet}
          onPress={() => void pullNow()}
        >
          {pulling.busy ? t('pull.pulling') : t('pull.now')}
        </Button>
      </div>
    </form>
  );
}
