/** What the last form did, from the redirect's query: an error (alert) or a confirmation (status). */
export function Outcome({ error, done }: { error?: string; done?: string }) {
  if (error) {
    return (
      <p id="outcome" role="alert" className="rounded-lg border border-danger px-3 py-2 text-danger">
        {error}
      </p>
    );
  }
  if (done) {
    return (
      <p id="outcome" role="status" className="rounded-lg border border-success px-3 py-2">
        {done}
      </p>
    );
  }
  return null;
}
