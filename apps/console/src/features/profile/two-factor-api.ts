import { API } from '@rc/contract/api-paths';
import type { TwoFactorPolicy, TwoFactorSetup, TwoFactorStatus } from '@rc/contract/two-factor';
import { api } from '@/lib/api-client.ts';

type Message = { message: string };
type RecoveryCodes = { recovery_codes: string[] };

export const twoFactorKeys = { self: ['two-factor', 'self'] as const, policy: ['two-factor', 'policy'] as const };

export const twoFactorStatus = () => api.get<TwoFactorStatus>(API.twoFactor.self);
export const startTwoFactorSetup = () => api.post<TwoFactorSetup>(API.twoFactor.setup);
export const confirmTwoFactor = (code: string) => api.post<RecoveryCodes>(API.twoFactor.confirm, { code });
export const disableTwoFactor = (code: string) => api.post<Message>(API.twoFactor.disable, { code });
export const newRecoveryCodes = (code: string) => api.post<RecoveryCodes>(API.twoFactor.recoveryCodes, { code });
export const twoFactorPolicy = () => api.get<TwoFactorPolicy>(API.twoFactor.policy);
export const saveTwoFactorPolicy = (body: TwoFactorPolicy) => api.put<TwoFactorPolicy>(API.twoFactor.policy, body);
