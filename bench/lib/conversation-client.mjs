// One client's conversation over the site's API, as a browser holds it: each request carries the
// client's address in X-Forwarded-For, so a server trusting one proxy hop counts each client apart.

export const clientHeaders = (client) => ({ 'content-type': 'application/json', 'x-forwarded-for': client });

export async function createConversation(url, client, purpose) {
  const response = await fetch(`${url}/api/conversations`, {
    method: 'POST',
    headers: clientHeaders(client),
    body: JSON.stringify({ purpose }),
  });
  if (response.status !== 201) throw new Error(`create answered ${response.status}`);
  return (await response.json()).conversationId;
}

/** Posts `text` and waits for `finish` or `error` on the stream: the outcome and the time from the post. */
export async function ask(url, client, conversationId, text) {
  const controller = new AbortController();
  try {
    const stream = await fetch(`${url}/api/conversations/${conversationId}/stream`, {
      headers: clientHeaders(client),
      signal: controller.signal,
    });
    const reader = stream.body.getReader();
    await reader.read();
    const started = performance.now();
    const posted = await fetch(`${url}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: clientHeaders(client),
      body: JSON.stringify({ text }),
    });
    if (posted.status !== 202) return { outcome: `post ${posted.status}`, ms: performance.now() - started };
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { outcome: 'closed', ms: performance.now() - started };
      buffer += decoder.decode(value, { stream: true });
      if (buffer.includes('"type":"finish"')) return { outcome: 'finish', ms: performance.now() - started };
      if (buffer.includes('"type":"error"')) return { outcome: 'error', ms: performance.now() - started };
    }
  } finally {
    controller.abort();
  }
}
