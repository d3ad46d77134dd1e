/** The school admin area's route table (SPEC §2 "Admin area"). Screens not built yet show their title only. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { Page } from '@skillfolio/shared';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/manageUsers" element={<Page title="Manage Users" />} />
      <Route path="/admin/manageResources" element={<Page title="Manage Resources" />} />
      <Route path="/admin/manageProjects" element={<Page title="Manage Projects" />} />
      <Route
        path="/admin/manageSuccessCriteria"
        element={<Page title="Manage Success Criteria" />}
      />
      {/* The default route of the area is Manage Users. */}
      <Route path="*" element={<Navigate replace to="/admin/manageUsers" />} />
    </Routes>
  );
}
