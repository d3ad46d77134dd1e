import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initialSession, useSession, type SessionData } from '../store/session';
import { LinkRouter } from '../ui/LinkRouter';
import type { CurrentUser, School } from '../types';

export interface ShellRenderOptions {
  /** The URL inside the /app basename, e.g. `/public/login`. */
  url?: string;
  /** Pages visited before `url`, so that going back has somewhere to go. */
  history?: string[];
  /**
   * A logged-in user with no `currentSchool` given is at Demo Academy, as a pupil or staff
   * member always is; pass `currentSchool: null` for a home learner (or a global admin with
   * no school chosen).
   */
  session?: Partial<SessionData>;
}

/** Mounts a screen the way the shell does: router, link router, and a fresh session store. */
export function renderWithShell(
  ui: ReactElement,
  { url = '/', history = [], session = {} }: ShellRenderOptions = {},
): RenderResult {
  const school = session.currentUser && !('currentSchool' in session) ? demoSchool() : null;
  useSession.setState({ ...initialSession, currentSchool: school, ...session });
  return render(
    <MemoryRouter initialEntries={[...history, url]} initialIndex={history.length}>
      <LinkRouter>{ui}</LinkRouter>
    </MemoryRouter>,
  );
}

export function demoUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    user_id: 4,
    username: 'pupil',
    first_name: 'Pat',
    last_name: 'Pupil',
    email: 'pupil@demoacademy.test',
    is_Admin: false,
    is_schoolAdmin: false,
    is_Staff: false,
    is_User: true,
    read_only: false,
    project_ids: '1,2',
    projects: 'Year 10 Skills, Work Experience',
    ...overrides,
  };
}

export function demoSchool(overrides: Partial<School> = {}): School {
  return {
    school_id: 1,
    school_name: 'Demo Academy',
    address1: null,
    address2: null,
    town: 'Dartford',
    county: 'Kent',
    postcode: 'DA1 1AA',
    contact_name: null,
    telephone: null,
    dfe_number: null,
    project_type: null,
    notes: null,
    school_username: 'demoacademy',
    allowPeerReviews: true,
    licenceNumber: 200,
    ...overrides,
  };
}
