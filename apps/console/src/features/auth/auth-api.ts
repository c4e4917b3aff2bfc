import { API } from '@rc/contract/api-paths';
import type { ForgotPasswordBody, LoginBody, ResetPasswordBody } from '@rc/contract/auth';
import type { Profile } from '@rc/contract/profile';
import { api } from '@/lib/api-client.ts';

type Message = { message: string };

export const signIn = (body: LoginBody) => api.post<Profile>(API.auth.login, body);
export const signOut = () => api.post<Message>(API.auth.logout);
export const requestPasswordReset = (body: ForgotPasswordBody) => api.post<Message>(API.auth.forgotPassword, body);
export const resetPassword = (body: ResetPasswordBody) => api.post<Message>(API.auth.resetPassword, body);

/** Whether this browser is signed in already (false when the check itself fails). */
export const hasSession = () =>
  api.get<{ signed_in: boolean }>(API.auth.session).then(
    (answer) => answer.signed_in,
    () => false,
  );
