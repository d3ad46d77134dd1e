/**
 * SPEC §2 school registration: step 1 (/public/register/school) e-mail, 2 code, 3 details and
 * terms, 4 thank you. The e-mail and whether it is confirmed live on the server, tied to this
 * browser by a cookie, so a reload or a direct visit to a later step behaves as the SPEC says.
 */
import { Page, type ScreenProps, Navigate, Route, Routes } from '@skillfolio/shared';
import { EmailStep } from './EmailStep';
import { CodeStep } from './CodeStep';
import { DetailsStep } from './DetailsStep';
import { ThankYouStep } from './ThankYouStep';
import { STEP_PATH } from './StepHeading';

export function SchoolRegistrationPage({ screen }: ScreenProps) {
  return (
    <Page title={screen.title}>
      <Routes>
        <Route index element={<EmailStep />} />
        <Route path="2" element={<CodeStep />} />
        <Route path="3" element={<DetailsStep />} />
        <Route path="4" element={<ThankYouStep />} />
        <Route path="*" element={<Navigate replace to={STEP_PATH.email} />} />
      </Routes>
    </Page>
  );
}
