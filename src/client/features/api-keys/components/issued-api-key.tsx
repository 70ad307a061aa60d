import { Copy } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';

/** A freshly issued key, in full: the server keeps only its hash, so this is the one chance to copy it. */
export function IssuedApiKey({ apiKey }: { apiKey: string }) {
  return (
    <Alert data-testid="issued-api-key">
      <AlertTitle>Copy the key now: it is not shown again</AlertTitle>
      <AlertDescription className="space-y-2">
        <code className="block break-all rounded bg-muted p-2 text-xs">{apiKey}</code>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(apiKey).then(() => toast({ title: 'Key Copied' }))
          }
        >
          <Copy aria-hidden="true" /> Copy
        </Button>
      </AlertDescription>
    </Alert>
  );
}
