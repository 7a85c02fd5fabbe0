import { AUTH_BASE_PATH, getAuth } from '@/lib/admin/auth';
import { authRouteOpen, requireUserVerification } from '@/lib/admin/auth-routes';
import { serverEnv } from '@/lib/config/env';
import { errorResponse, HttpError } from '@/lib/http/errors';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { limitSignIn } from '@/lib/rate-limit/sign-in';

const authPath = (request: Request) => new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);

/** Only the endpoints the back office uses (lib/admin/auth-routes.ts); anything else is absent. */
function served(request: Request): void {
  if (!authRouteOpen(request.method, authPath(request), Boolean(serverEnv().SMTP_URL))) {
    throw new HttpError(404, 'Not found.');
  }
}

// Staff authentication (better-auth): passkey ceremonies, e-mail codes, session reads.
export async function GET(request: Request): Promise<Response> {
  try {
    served(request);
  } catch (error) {
    return errorResponse(error);
  }
  const response = await getAuth().handler(request);
  return authPath(request) === '/passkey/generate-authenticate-options' ? requireUserVerification(response) : response;
}

export async function POST(request: Request): Promise<Response> {
  try {
    served(request);
    rejectCrossSite(request);
    await limitSignIn(request, authPath(request));
  } catch (error) {
    return errorResponse(error);
  }
  return getAuth().handler(request);
}
