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
  type ScreenProps,
} from '@skillfolio/shared';
import { SignIn } from '@skillfolio/shared/contract';
import {
  SIGN_IN_DOMAINS_MAX,
  SIGN_IN_TENANT_MAX,
  type SchoolSignInSetting,
} from '@skillfolio/shared/wire';
import signInCss from './signInSettings.css';

const PROVIDER_LABEL: Record<SchoolSignInSetting['provider'], string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

export function SignInSettingsPage({ screen }: ScreenProps) {
  const state = useLoad(useCallback(() => call(SignIn.GetSchoolSignIn), []));
  return (
    <Page title={screen.title}>
      <Stylesheet name="skillfolio-admin-sign-in" css={signInCss} />
      <p>
        Pupils and staff can sign in with the account your school already gives them. Skillfolio
        never makes an account this way: a person signs in to the Skillfolio account of your school
        whose e-mail address is the one their provider has verified. Parents keep their own login.
      </p>
      {state.status === 'loading' && <Spinner label="Loading the sign-in settings" />}
      {state.status === 'failed' && (
        <LoadProblem what="the sign-in settings" onRetry={state.reload} />
      )}
      {state.status === 'loaded' &&
        state.data.settings.map((setting) => (
          <ProviderSettings key={setting.provider} setting={setting} />
        ))}
    </Page>
  );
}

function ProviderSettings({ setting }: { setting: SchoolSignInSetting }) {
  const label = PROVIDER_LABEL[setting.provider];
  const [enabled, setEnabled] = useState(setting.enabled);
  const [domains, setDomains] = useState(setting.domains);
  const [tenantId, setTenantId] = useState(setting.tenantId);
  const [enforcesMfa, setEnforcesMfa] = useState(setting.enforcesMfa);
  const saving = useSubmit(`The ${label} settings were not saved. Please try again.`);
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
        <p className="sf-sign-in__note">
          This Skillfolio server does not offer sign-in with {label} yet: whoever runs it sets it up
          first. You can fill in your school&apos;s settings now.
        </p>
      )}
      <Switch isSelected={enabled} onChange={setEnabled} label={`Sign in with ${label}`} />
      <TextField
        label="School e-mail domains"
        description={`Separated by spaces, e.g. myschool.sch.uk pupils.myschool.sch.uk. Only ${label} accounts with these addresses can sign in.`}
        value={domains}
        onChange={setDomains}
        maxLength={SIGN_IN_DOMAINS_MAX}
        isRequired={enabled}
      />
      {setting.provider === 'microsoft' && (
        <TextField
          label="Microsoft tenant id"
          description="In the Microsoft Entra admin centre: Overview, Tenant ID. Only accounts of this tenant can sign in."
          value={tenantId}
          onChange={setTenantId}
          maxLength={SIGN_IN_TENANT_MAX}
          isRequired={enabled}
        />
      )}
      <Switch
        isSelected={enforcesMfa}
        onChange={setEnforcesMfa}
        label={`Our ${label} accounts must use two-step verification`}
      />
      <p className="sf-sign-in__note">
        {enforcesMfa
          ? `Staff who sign in with ${label} skip Skillfolio's authenticator code: ${label} has asked for a second step already.`
          : `Staff who sign in with ${label} still enter the code from their authenticator app.`}
      </p>
      {saving.problem && (
        <p role="alert" className="sf-field__error">
          {saving.problem}
        </p>
      )}
      <div className="sf-toolbar">
        <Button type="submit" isDisabled={saving.busy}>
          {saving.busy ? 'Saving…' : `Save ${label} settings`}
        </Button>
      </div>
    </form>
  );
}
