/** The public area's route table (SPEC §2 "Public area"); any other path shows the landing page. */
import { Route, Routes } from 'react-router-dom';
import { Page } from '@skillfolio/shared';
import { LandingPage } from './landing/LandingPage';
import { LoginPage } from './login/LoginPage';
import { RegisterPage } from './register/RegisterPage';
import { NotAuthorisedPage } from './not-authorised/NotAuthorisedPage';
import { PublicStyles } from './PublicStyles';

export default function PublicRoutes() {
  return (
    <>
      <PublicStyles />
      <Routes>
        <Route path="/public/login" element={<LoginPage />} />
        <Route path="/public/register" element={<RegisterPage />} />
        <Route path="/public/register/home" element={<Page title="Register as a home user" />} />
        <Route path="/public/register/school/*" element={<Page title="Register your school" />} />
        <Route path="/public/notauthorised" element={<NotAuthorisedPage />} />
        <Route path="*" element={<LandingPage />} />
      </Routes>
    </>
  );
}
