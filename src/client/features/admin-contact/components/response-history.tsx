import type { useContactResponses } from '../api/contact-messages';
import { formatDateTime } from '@/client/lib/admin-format';

/** The replies sent to one message, oldest first, each saying whether its mail left. */
export function ResponseHistory({ responses }: { responses: ReturnType<typeof useContactResponses> }) {
  return (
    <section aria-labelledby="responses-title" className="space-y-2">
      <h2 id="responses-title" className="font-semibold">
        Response History
      </h2>
      {responses.isLoading ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : responses.isError ? (
        <p className="text-sm text-red-400">Failed to fetch responses</p>
      ) : responses.data?.responses.length ? (
        <ul className="space-y-2">
          {responses.data.responses.map((r) => (
            <li key={r.id} className="rounded-md border p-3 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium [overflow-wrap:anywhere]">{r.subject}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDateTime(r.sentAt)} · {r.emailMessageId ? 'Email sent' : 'Email not sent'}
                </span>
              </div>
              <p className="mt-1 whitespace-pre-wrap text-muted-foreground [overflow-wrap:anywhere]">
                {r.body}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No responses yet</p>
      )}
    </section>
  );
}
