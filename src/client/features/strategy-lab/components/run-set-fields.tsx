import { X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeCheckbox } from '@/client/components/ui/native-checkbox';
import { NativeSelect } from '@/client/components/ui/native-select';
import { PRESETS, setProblem } from '../lib/lab-params';
import type { RunSet } from '../lib/lab-params';
import { RUN_COLOURS } from './lab-charts';

const PRESET_OPTIONS = [
  ...PRESETS.map((p) => ({ value: p.id, label: p.label })),
  { value: 'custom', label: 'Your own lengths' },
];
const presetOf = (s: RunSet) => PRESETS.find((p) => p.entry === s.entry && p.exit === s.exit)?.id ?? 'custom';

/** One parameter set: a preset or free lengths, and long only; its one-line explanation under it. */
export function RunSetFields({
  index,
  set,
  onChange,
  onRemove,
}: {
  index: number;
  set: RunSet;
  onChange: (s: RunSet) => void;
  onRemove?: () => void;
}) {
  const id = `set-${index}`;
  const preset = presetOf(set);
  const problem = setProblem(set);
  const explain =
    PRESETS.find((p) => p.id === preset)?.explain ??
    'Your own lengths: any entry from 10 to 250 sessions, exit shorter than entry.';
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border p-3" data-testid={`run-set-${index}`}>
      <legend className="px-1 text-sm font-semibold" style={{ color: RUN_COLOURS[index] }}>
        Set {index + 1}
      </legend>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={`${id}-preset`}>Preset</Label>
          <NativeSelect
            id={`${id}-preset`}
            options={PRESET_OPTIONS}
            value={preset}
            onChange={(e) => {
              const p = PRESETS.find((x) => x.id === e.target.value);
              if (p) onChange({ entry: p.entry, exit: p.exit, longOnly: set.longOnly });
            }}
          />
        </div>
        {onRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove set ${index + 1}`}
            onClick={onRemove}
          >
            <X />
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{explain}</p>
      <div className="grid grid-cols-2 gap-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-entry`}>Entry days</Label>
          <Input
            id={`${id}-entry`}
            type="number"
            inputMode="numeric"
            min={10}
            max={250}
            value={set.entry}
            onChange={(e) => onChange({ ...set, entry: Number(e.target.value) })}
            aria-invalid={problem?.startsWith('Entry') || undefined}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-exit`}>Exit days</Label>
          <Input
            id={`${id}-exit`}
            type="number"
            inputMode="numeric"
            min={2}
            max={249}
            value={set.exit}
            onChange={(e) => onChange({ ...set, exit: Number(e.target.value) })}
            aria-invalid={problem?.startsWith('Exit') || undefined}
          />
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <NativeCheckbox
          checked={set.longOnly}
          onChange={(e) => onChange({ ...set, longOnly: e.target.checked })}
        />
        Long only
      </label>
      {problem ? (
        <p className="text-xs text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
