import type { ComponentType } from 'react';
import type { RouteName } from '@rc/contract/routes';

/** Each screen is its own chunk, loaded when its route is first visited. */
export type ScreenLoader = () => Promise<ComponentType>;

/** Screens built so far; every other route shows the coming-soon placeholder until its issue lands. */
export const SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  Home: () => import('@/features/dashboard/home-screen.tsx').then((m) => m.HomeScreen),
  Login: () => import('@/features/auth/signin-screen.tsx').then((m) => m.SignInScreen),
  Logout: () => import('@/features/auth/signout-screen.tsx').then((m) => m.SignOutScreen),
  ForgotPassword: () => import('@/features/auth/forgot-password-screen.tsx').then((m) => m.ForgotPasswordScreen),
  ResetPassword: () => import('@/features/auth/reset-password-screen.tsx').then((m) => m.ResetPasswordScreen),
  UserProfile: () => import('@/features/profile/profile-screen.tsx').then((m) => m.ProfileScreen),
};

export const loadComingSoonScreen: ScreenLoader = () =>
  import('@/features/placeholder/coming-soon-screen.tsx').then((m) => m.ComingSoonScreen);

export const loadNotFoundScreen: ScreenLoader = () =>
  import('@/features/system/not-found-screen.tsx').then((m) => m.NotFoundScreen);
