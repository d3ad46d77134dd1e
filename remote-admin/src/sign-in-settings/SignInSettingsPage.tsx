/**
 * /admin/signInSettings: the school admin turns sign-in with the school's Google or Microsoft
 * accounts on or off, names the school's e-mail domains (and Microsoft's tenant id), and says
 * whether the school's provider already enforces a second factor for staff. Each provider is
 * saved on its own; the server checks every field again.
 */
import { useCallback, useState, type FormEvent } from 'react';
import {
  Button,
  call,
  LoadProblem,
  Page,
  Spinner,
  Stylesheet,
  Switch,
  TextField,
  useLoad,
  useSubmit,
  useTranslation,
  type ScreenProps,
} from '@skillfolio/shared';
import { SignIn } from '@skillfolio/shared/contract';
import {
  SIGN_IN_DOMAINS_MAX,
  SIGN_IN_TENANT_MAX,
  type SchoolSignInSetting,
} from '@skillfolio/shared/wire';
import signInCss from './signInSettings.css';

/** The providers' own names: never translated. */
const PROVIDER_LABEL: Record<SchoolSignInSetting['provider'], string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

export function SignInSettingsPage({ screen }: ScreenProps) {
  const { t } = useTranslation('sign-in-settings');
  const state = useLoad(useCallback(() => call(SignIn.GetSchoolSignIn), []));
  return (
    <Page title={screen.title}>
      <Stylesheet name="skillfolio-admin-sign-in" css={signInCss} />
      <p>{t('intro')}</p>
      {state.status === 'loading' && <Spinner label={t('loading')} />}
      {state.status === 'failed' && <LoadProblem what={t('what')} onRetry={state.reload} />}
      {state.status === 'loaded' &&
        state.data.settings.map((setting) => (
          <ProviderSettings key={setting.provider} setting={setting} />
        ))}
    </Page>
  );
}

function ProviderSettings({ setting }: { setting: SchoolSignInSetting }) {
  const { t } = useTranslation('sign-in-settings');
  const label = PROVIDER_LABEL[setting.provider];
  const [enabled, setEnabled] = useState(setting.enabled);
  const [domains, setDomains] = useState(setting.domains);
  const [tenantId, setTenantId] = useState(setting.tenantId);
  const [enforcesMfa, setEnforcesMfa] = useState(setting.enforcesMfa);
  const saving = useSubmit(t('notSaved', { provider: label }));
  const headingId = `sf-sign-in-${setting.provider}`;

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    await saving.submit(() =>
      call(SignIn.SaveSchoolSignIn, {
        provider: setting.provider,
        enabled,
        domains,
        tenantId: setting.provider === 'microsoft' ? tenantId : '',
        enforcesMfa,
      }),
    );
  }

  return (
    <form
      className="sf-card sf-sign-in"
      aria-labelledby={headingId}
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <h2 id={headingId}>{label}</h2>
      {!setting.offered && (
        <p className="sf-sign-in__note">{t('notOffered', { provider: label })}</p>
      )}
      <Switch
        isSelected={enabled}
        onChange={setEnabled}
        label={t('enabled', { provider: label })}
      />
      <TextField
        label={t('domains')}
        description={t('domainsHelp', { provider: label })}
        value={domains}
        onChange={setDomains}
        maxLength={SIGN_IN_DOMAINS_MAX}
        isRequired={enabled}
      />
      {setting.provider === 'microsoft' && (
        <TextField
          label={t('tenant')}
          description={t('tenantHelp')}
          value={tenantId}
          onChange={setTenantId}
          maxLength={SIGN_IN_TENANT_MAX}
          isRequired={enabled}
        />
      )}
      <Switch
        isSelected={enforcesMfa}
        onChange={setEnforcesMfa}
        label={t('enforcesMfa', { provider: label })}
      />
      <p className="sf-sign-in__note">
        {enforcesMfa ? t('mfaSkipped', { provider: label }) : t('mfaAsked', { provider: label })}
      </p>
      {saving.problem && (
        <p role="alert" className="sf-field__error">
          {saving.problem}
        </p>
      )}
      <div className="sf-toolbar">
        <Button type="submit" isDisabled={saving.busy}>
          {saving.busy ? t('saving') : t('save', { provider: label })}
        </Button>
      </div>
    </form>
  );
}
