import { ProviderError, providerErrorKind } from '@/lib/conversations/provider';

/**
 * Runs a store call while the provider is open; whatever fails in the store reaches the handlers as
 * a ProviderError (502), while the provider's own errors (not found, full, busy) pass unchanged.
 */
export async function storeCall<T>(closed: AbortSignal, action: () => Promise<T>): Promise<T> {
  if (closed.aborted) throw new ProviderError('The embedded provider is closed.');
  try {
    return await action();
  } catch (error) {
    if (providerErrorKind(error)) throw error;
    throw new ProviderError('The embedded database failed.', { cause: error });
  }
}
