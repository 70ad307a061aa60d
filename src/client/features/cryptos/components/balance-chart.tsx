import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

/** The live account's balance chart (a server-drawn image); spec 01 §8 message when it fails. */
export function BalanceChart({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Portfolio Balance</CardTitle>
      </CardHeader>
      <CardContent>
        {!src || failed ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            Portfolio balance chart temporarily unavailable
          </p>
        ) : (
          <picture>
            {/* Phones get a drawing made for their width, so labels stay readable at 390 px. */}
            <source
              media="(max-width: 767px)"
              srcSet={`${src}${src.includes('?') ? '&' : '?'}layout=narrow`}
              width={360}
              height={300}
            />
            <img
              src={src}
              alt="Crypto portfolio balance since July 2022"
              width={900}
              height={360}
              className="h-auto w-full rounded bg-background"
              onError={() => setFailed(true)}
            />
          </picture>
        )}
      </CardContent>
    </Card>
  );
}
