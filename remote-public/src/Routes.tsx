/** The public area's routes, from its screen table (src/screens.ts); any other path shows the landing page. */
import { AreaRoutes, type ScreenComponents, useCatalogues } from '@skillfolio/shared';
import { PUBLIC_AREA } from './screens';
import { LandingPage } from './landing/LandingPage';
import { LoginPage } from './login/LoginPage';
import { RegisterPage } from './register/RegisterPage';
import { HomeRegistrationPage } from './register/home/HomeRegistrationPage';
import { SchoolRegistrationPage } from './register/school/SchoolRegistrationPage';
import { ForgotPasswordPage } from './password/ForgotPasswordPage';
import { SetPasswordPage } from './password/SetPasswordPage';
import { VerifyEmailPage } from './password/VerifyEmailPage';
import { NotAuthorisedPage } from './not-authorised/NotAuthorisedPage';
import { VerifyPage } from './verify/VerifyPage';
import { AccessibilityStatementPage } from './accessibility-statement/AccessibilityStatementPage';
import { PublicStyles } from './PublicStyles';
import { AREA_NAMESPACES, registerCatalogues } from './catalogues';

registerCatalogues();

const COMPONENTS: ScreenComponents<keyof typeof PUBLIC_AREA.screens> = {
  landing: LandingPage,
  login: LoginPage,
  register: RegisterPage,
  registerHome: HomeRegistrationPage,
  registerSchool: SchoolRegistrationPage,
  forgotPassword: ForgotPasswordPage,
  setPassword: SetPasswordPage,
  verifyEmail: VerifyEmailPage,
  notAuthorised: NotAuthorisedPage,
  verify: VerifyPage,
  accessibilityStatement: AccessibilityStatementPage,
};

export default function PublicRoutes() {
  useCatalogues(AREA_NAMESPACES);
  return (
    <>
      <PublicStyles />
      <AreaRoutes area={PUBLIC_AREA} components={COMPONENTS} />
    </>
  );
}
