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
  useSubmit,
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
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [tokenUrl, setTokenUrl] = useState(settings.tokenUrl);
  const [clientId, setClientId] = useState(settings.clientId);
  const [clientSecret, setClientSecret] = useState('');
  const [orgSourcedId, setOrgSourcedId] = useState(settings.orgSourcedId);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [hour, setHour] = useState(settings.hour);
  const saving = useSubmit('The pull settings were not saved. Please try again.');
  const pulling = useSubmit('The roster could not be pulled. Please try again.');

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
      <h2 id="sf-roster-pull">Pull from your MIS</h2>
      <p>
        If your MIS (or Wonde, or Groupcall) offers a OneRoster 1.2 API, Skillfolio can fetch the
        roster itself once a day. Additions and changes are applied on their own; leavers, classes
        that close and a new school year wait here for you to check and apply.
      </p>
      {settings.lastPullAt !== null && (
        <p role="status">
          Last pull {whenText(settings.lastPullAt)}: {settings.lastOutcome ?? ''}
        </p>
      )}
      <TextField
        label="Base URL"
        description="For example https://api.mis.example/ims/oneroster/rostering/v1p2"
        type="url"
        value={baseUrl}
        onChange={setBaseUrl}
        maxLength={ROSTER_PULL_URL_MAX}
      />
      <TextField
        label="Token URL"
        description="Where Skillfolio asks for its access token (OAuth 2 client credentials)."
        type="url"
        value={tokenUrl}
        onChange={setTokenUrl}
        maxLength={ROSTER_PULL_URL_MAX}
      />
      <TextField
        label="Client id"
        value={clientId}
        onChange={setClientId}
        maxLength={ROSTER_PULL_ID_MAX}
      />
      <TextField
        label="Client secret"
        description={
          settings.secretSet
            ? 'A secret is kept (never shown). Leave blank to keep it.'
            : 'Shown once by your MIS when it made the client.'
        }
        type="password"
        autoComplete="new-password"
        value={clientSecret}
        onChange={setClientSecret}
        maxLength={ROSTER_PULL_SECRET_MAX}
      />
      <TextField
        label="School's org sourcedId"
        description="Only when the API holds several schools: which one is yours."
        value={orgSourcedId}
        onChange={setOrgSourcedId}
        maxLength={ROSTER_PULL_ID_MAX}
      />
      <Switch isSelected={enabled} onChange={setEnabled} label="Pull every day" />
      <Select
        label="At"
        options={HOURS}
        selectedId={hour + 1}
        onChange={(id) => setHour(id - 1)}
        isDisabled={!enabled}
      />
      {settings.savedBy !== null && (
        <p className="sf-roster__note">
          The daily pull applies changes as {settings.savedBy}, who saved these settings last.
        </p>
      )}
      {(saving.problem ?? pulling.problem) && (
        <p role="alert" className="sf-field__error">
          {saving.problem ?? pulling.problem}
        </p>
      )}
      <div className="sf-toolbar">
        <Button type="submit" isDisabled={saving.busy}>
          {saving.busy ? 'Saving…' : 'Save pull settings'}
        </Button>
        <Button
          variant="secondary"
          isDisabled={pulling.busy || !settings.secretSet}
          onPress={() => void pullNow()}
        >
          {pulling.busy ? 'Pulling…' : 'Pull now'}
        </Button>
      </div>
    </form>
  );
}
