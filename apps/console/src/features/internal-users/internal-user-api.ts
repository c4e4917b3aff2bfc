import { internalUserApi, type InviteBody, type InviteState } from '@rc/contract/internal-user';
import { api } from '@/lib/api-client.ts';

/** A staff record as the detail call sends it (the engine's fields plus what its hook adds). */
export type StaffRecord = {
  id: number;
  version: number;
  fullname: string;
  email: string;
  phone: string | null;
  role: string;
  status: string;
  last_login: string | null;
  created_at: string;
  deleted_at: string | null;
  invite?: InviteState;
  active_sessions?: number;
  /** Whether they sign in with a second factor. */
  two_factor?: boolean;
} & Record<string, unknown>;

export const inviteStaff = (body: InviteBody) => api.post<StaffRecord>(internalUserApi.invite, body);
export const resendInvite = (id: number) => api.post<StaffRecord>(internalUserApi.resendInvite(id));
export const revokeInvite = (id: number) => api.post<StaffRecord>(internalUserApi.revokeInvite(id));
export const suspendStaff = (id: number, note: string) =>
  api.post<StaffRecord>(internalUserApi.suspend(id), note.trim() ? { note: note.trim() } : {});
export const reactivateStaff = (id: number, note: string) =>
  api.post<StaffRecord>(internalUserApi.reactivate(id), note.trim() ? { note: note.trim() } : {});
export const sendPasswordReset = (id: number) => api.post<StaffRecord>(internalUserApi.sendPasswordReset(id));
export const resetTwoFactor = (id: number) => api.post<StaffRecord>(internalUserApi.resetTwoFactor(id));
