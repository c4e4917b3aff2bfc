import { API } from '@rc/contract/api-paths';
import type { ChangePasswordBody } from '@rc/contract/auth';
import type { Profile, UpdateProfileBody } from '@rc/contract/profile';
import { api } from '@/lib/api-client.ts';

export const updateProfile = (body: UpdateProfileBody) => api.post<Profile>(API.profile.update, body);

export const changePassword = (body: ChangePasswordBody) => api.post<{ message: string }>(API.profile.changePassword, body);

export function uploadThumbnail(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('thumbnail', file);
  return api.post<Profile>(API.profile.updateThumbnail, form);
}
