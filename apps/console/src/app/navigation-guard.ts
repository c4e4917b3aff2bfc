import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@/lib/api-error.ts';
import { signinPath } from '@/lib/navigation.ts';
import { ensureProfile, refreshPermissions } from '@/lib/session-api.ts';

/**
 * Section 4: before every navigation to a screen inside the layout, load the profile if it is not
 * loaded yet and reload the permissions every time. The session screens sit outside the layout, so
 * they load neither. A 401 ends on the sign-in screen (the API client has told the user).
 */
export async function navigationGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  try {
    await Promise.all([ensureProfile(), refreshPermissions()]);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(signinPath(`${url.pathname}${url.search}`));
    }
    throw error;
  }
  return null;
}
