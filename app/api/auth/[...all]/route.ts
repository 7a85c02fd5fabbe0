import { getAuth } from '@/lib/admin/auth';
import { limitSignIn } from '@/lib/admin/sign-in-limit';
import { errorResponse } from '@/lib/http/errors';
import { rejectCrossSite } from '@/lib/http/same-origin';

// Staff authentication (better-auth): passkey ceremonies, e-mail codes, session reads.
export async function GET(request: Request): Promise<Response> {
  return getAuth().handler(request);
}

export async function POST(request: Request): Promise<Response> {
  try {
    rejectCrossSite(request);
    await limitSignIn(request);
  } catch (error) {
    return errorResponse(error);
  }
  return getAuth().handler(request);
}
