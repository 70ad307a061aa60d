import { HONEYPOT_NAME } from '@/core/schemas/newsletter';

/**
 * A field people never see or fill (off-screen, not focusable, no autofill); bots that fill every
 * input give themselves away. The server accepts such a submission and discards it.
 */
export function HoneypotInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_NAME}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
