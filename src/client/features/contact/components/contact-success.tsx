import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

/** Spec 01 §9: the confirmation view counts down 20 seconds, then goes home. */
export const REDIRECT_SECONDS = 20;

export function ContactSuccess({ onAnother }: { onAnother: () => void }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) void navigate(paths.home);
  }, [left, navigate]);

  return (
    <div className="space-y-4 py-6 text-center" data-testid="contact-success">
      <CheckCircle2 className="mx-auto h-14 w-14 text-primary" aria-hidden="true" />
      <h3 className="text-2xl font-bold text-white">Message Sent!</h3>
      <p className="text-slate-300">
        Thank you for reaching out. Our team will reply by email within 24 hours.
      </p>
      <p className="text-sm text-slate-400" aria-live="polite">
        Redirecting to the homepage in{' '}
        <span className="font-semibold text-white" data-testid="contact-countdown">
          {left}
        </span>{' '}
        seconds...
      </p>
      <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
        <Button onClick={() => navigate(paths.home)}>Go to Homepage Now</Button>
        <Button variant="outline" onClick={onAnother}>
          Send Another Message
        </Button>
      </div>
    </div>
  );
}
