import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

/** The live account's balance chart (a server-drawn image); spec 01 §8 message when it fails. */
export function BalanceChart({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Portfolio Balance</CardTitle>
      </CardHeader>
      <CardContent>
        {!src || failed ? (
          <p className="py-8 text-center text-sm text-muted-foreground">Portfolio balance chart temporarily unavailable</p>
        ) : (
          <img
            src={src}
            alt="Crypto portfolio balance since July 2022"
            width={900}
            height={360}
            className="h-auto w-full rounded bg-background"
            onError={() => setFailed(true)}
          />
        )}
      </CardContent>
    </Card>
  );
}
