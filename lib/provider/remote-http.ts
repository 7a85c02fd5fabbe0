import 'server-only';
import type { z } from 'zod';
import { deadline } from '@/lib/lifecycle/deadline';
import { NotFoundError, ProviderError, ProviderTimeoutError } from '@/lib/conversations/provider';
import { trimEndChars } from '@/lib/text/linear';

type RemoteHttpOptions = {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
};

type CallInit = { body?: unknown; notFound?: boolean; signal?: AbortSignal };

/** Requests to the remote provider's API, each with its timeout, all cut off at close. */
export type RemoteHttp = {
  base: string;
  timeoutMs: number;
  /** Aborts when the provider closes. */
  closed: AbortSignal;
  headers(extra?: Record<string, string>): Record<string, string>;
  call(method: 'GET' | 'POST', path: string, init?: CallInit): Promise<Response>;
  /** The answer of a form, webhook or message call is not read (docs/behaviour.md#remote-provider-api), only its status. */
  post(path: string, body?: unknown, notFound?: boolean): Promise<void>;
  close(): void;
};

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

async function fetchOrFail(method: string, path: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isTimeout(error)) throw new ProviderTimeoutError(`${method} ${path} timed out`, { cause: error });
    throw new ProviderError(`${method} ${path} failed`, { cause: error });
  }
}

export function createRemoteHttp(options: RemoteHttpOptions): RemoteHttp {
  const base = trimEndChars(options.baseUrl, '/');
  const shutdown = new AbortController();

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    return options.token ? { authorization: `Bearer ${options.token}`, ...extra } : extra;
  }

  async function call(method: 'GET' | 'POST', path: string, init: CallInit = {}): Promise<Response> {
    const signals = [deadline(options.timeoutMs), shutdown.signal];
    const signal = AbortSignal.any(init.signal ? [...signals, init.signal] : signals);
    const response = await fetchOrFail(method, path, `${base}${path}`, {
      method,
      headers: headers(
        init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      ),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal,
      redirect: 'error',
    });
    if (init.notFound && response.status === 404) {
      await response.body?.cancel();
      throw new NotFoundError(`${method} ${path} answered 404`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(`${method} ${path} answered ${response.status}`);
    }
    return response;
  }

  async function post(path: string, body?: unknown, notFound = false): Promise<void> {
    const response = await call('POST', path, { body, notFound });
    await response.body?.cancel();
  }

  return {
    base,
    timeoutMs: options.timeoutMs,
    closed: shutdown.signal,
    headers,
    call,
    post,
    close: () => shutdown.abort(),
  };
}

export async function readJson<T extends z.ZodType>(response: Response, schema: T, what: string): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isTimeout(error)) throw new ProviderTimeoutError(`${what}: body timed out`, { cause: error });
    throw new ProviderError(`${what}: answer is not JSON`, { cause: error });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError(`${what}: unexpected answer shape`, { cause: parsed.error });
  return parsed.data;
}
