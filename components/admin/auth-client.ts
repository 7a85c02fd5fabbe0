import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';

/** The browser side of staff authentication; imported only by back-office client components. */
export const authClient = createAuthClient({ basePath: '/api/auth', plugins: [passkeyClient()] });
