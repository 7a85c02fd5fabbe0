import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { startContentServer, type ContentServer } from '../content-server';
import { staffCookie } from './staff';

export type EditorServer = {
  server: ContentServer;
  api: APIRequestContext;
  /** The signed-in editor's session cookie. */
  cookie: { name: string; value: string };
  close(): Promise<void>;
};

/**
 * A content server of the spec's own with an editor signed in. Until it is closed, the staff helpers
 * write to this server's database (they read E2E_DATA_DIR).
 */
export async function openEditorServer(playwright: PlaywrightWorkerArgs['playwright']): Promise<EditorServer> {
  const server = await startContentServer();
  const previousDataDir = process.env.E2E_DATA_DIR;
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const close = async () => {
    process.env.E2E_DATA_DIR = previousDataDir;
    await api.dispose();
    await server.stop();
  };
  process.env.E2E_DATA_DIR = server.dataDir;
  try {
    const [name, value] = (await staffCookie(api, 'editor')).split(/=(.*)/s);
    return { server, api, cookie: { name, value }, close };
  } catch (error) {
    await close();
    throw error;
  }
}
