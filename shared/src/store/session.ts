/** The one session store of the page (SPEC §3 "Session context"), shared by the shell and every remote. */
import { create } from 'zustand';
import type { CurrentSchool, CurrentUser, SessionReply } from '../types';

export interface SessionData {
  currentUser: CurrentUser | null;
  currentSchool: CurrentSchool | null;
  selectedProjectId: number;
  selectedAssessmentId: number;
  /** Message of the error modal; null when no error is shown. */
  error: string | null;
  /** Detail behind the error: kept for support, never shown on screen. */
  errorDetail: string | null;
  /** Message of the fixed red banner; null when closed. */
  banner: string | null;
  /** A short confirmation ("Saved") shown for a moment; the id tells repeats apart. */
  toast: { id: number; message: string } | null;
}

export interface SessionState extends SessionData {
  /**
   * Starts a session from the server's word (a login, or the start-up check): user, school and
   * both selections together, and nothing of any earlier session in this tab survives.
   */
  startSession: (reply: SessionReply) => void;
  setSelectedProject: (projectId: number) => void;
  setSelectedAssessment: (assessmentId: number) => void;
  showError: (message: string, detail?: string) => void;
  clearError: () => void;
  showBanner: (message: string) => void;
  closeBanner: () => void;
  showToast: (message: string) => void;
  hideToast: (id: number) => void;
  /** SPEC §4: clears user, school, and both selections back to 0. */
  logout: () => void;
}

export const initialSession: SessionData = {
  currentUser: null,
  currentSchool: null,
  selectedProjectId: 0,
  selectedAssessmentId: 0,
  error: null,
  errorDetail: null,
  banner: null,
  toast: null,
};

let toastCounter = 0;

export const useSession = create<SessionState>()((set) => ({
  ...initialSession,
  startSession: (reply) =>
    set({
      ...initialSession,
      currentUser: reply.currentUser,
      currentSchool: reply.currentSchool,
      selectedProjectId: reply.selectedProjectId,
      selectedAssessmentId: reply.selectedAssessmentId,
    }),
  setSelectedProject: (selectedProjectId) => set({ selectedProjectId }),
  setSelectedAssessment: (selectedAssessmentId) => set({ selectedAssessmentId }),
  showError: (error, detail) => set({ error, errorDetail: detail ?? null }),
  clearError: () => set({ error: null, errorDetail: null }),
  showBanner: (banner) => set({ banner }),
  closeBanner: () => set({ banner: null }),
  showToast: (message) => set({ toast: { id: ++toastCounter, message } }),
  hideToast: (id) => set((state) => (state.toast?.id === id ? { toast: null } : {})),
  logout: () => set(initialSession),
}));

/** "Hannah Head", or the username when the user has no name. */
export function displayName(user: CurrentUser): string {
  const full = [user.first_name, user.last_name].filter((part) => part && part.trim()).join(' ');
  return full || user.username;
}
