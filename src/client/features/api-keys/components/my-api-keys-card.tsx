import { docsApi } from '@/core/api/docs';
import { urlOf } from '@/core/api/endpoint';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useMyApiKeys } from '../api/api-keys';
import { ApiKeyList } from './api-key-list';

/** Settings: the account's API keys (issued by the operator for Institution plans), without secrets. */
export function MyApiKeysCard() {
  const keys = useMyApiKeys();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">API Access</CardTitle>
        <CardDescription>
          Programs read your live signals and positions at /api/v1 with a key (Institution plan; keys are
          issued on request). Reference:{' '}
          <a href={urlOf(docsApi.page)} className="underline">
            API documentation
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        {keys.error ? (
          <Alert variant="destructive">
            <AlertTitle as="h3">Failed to load your API keys</AlertTitle>
            <AlertDescription>{keys.error.message}</AlertDescription>
          </Alert>
        ) : keys.data ? (
          <ApiKeyList keys={keys.data} />
        ) : (
          <Skeleton className="h-16 w-full" aria-label="Loading API keys" />
        )}
      </CardContent>
    </Card>
  );
}
