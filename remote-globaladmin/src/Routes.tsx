/** The global admin area's route table (SPEC §2). Screens not built yet show their title only. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { Page } from '@skillfolio/shared';

export default function GlobalAdminRoutes() {
  return (
    <Routes>
      <Route path="/globaladmin" element={<Page title="Manage Schools" />} />
      <Route
        path="/globaladmin/manageResources"
        element={<Page title="Manage Global Resources" />}
      />
      <Route path="*" element={<Navigate replace to="/globaladmin" />} />
    </Routes>
  );
}
