import { X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { NativeCheckbox } from '@/client/components/ui/native-checkbox';
import { NativeSelect } from '@/client/components/ui/native-select';
import { PRESETS, setProblem } from '../lib/lab-params';
import type { RunSet } from '../lib/lab-params';
import { RUN_COLOURS } from './lab-charts';
import { LabelledField } from './labelled-field';

const PRESET_OPTIONS = [
  ...PRESETS.map((p) => ({ value: p.id, label: p.label })),
  { value: 'custom', label: 'Your own lengths' },
];
const presetOf = (s: RunSet) => PRESETS.find((p) => p.entry === s.entry && p.exit === s.exit)?.id ?? 'custom';

/** A number of sessions; the set's problem marks it invalid when it is about this length. */
function LengthField({
  id,
  label,
  min,
  max,
  value,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  value: number;
  invalid: boolean | undefined;
  onChange: (v: number) => void;
}) {
  return (
    <LabelledField id={id} label={label}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-invalid={invalid}
      />
    </LabelledField>
  );
}

function PresetRow({ index, set, onChange, onRemove }: RunSetFieldsProps) {
  const id = `set-${index}-preset`;
  return (
    <div className="flex items-end gap-2">
      <LabelledField id={id} label="Preset" className="min-w-0 flex-1 space-y-1">
        <NativeSelect
          id={id}
          options={PRESET_OPTIONS}
          value={presetOf(set)}
          onChange={(e) => {
            const p = PRESETS.find((x) => x.id === e.target.value);
            if (p) onChange({ entry: p.entry, exit: p.exit, longOnly: set.longOnly });
          }}
        />
      </LabelledField>
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
  );
}

interface RunSetFieldsProps {
  index: number;
  set: RunSet;
  onChange: (s: RunSet) => void;
  onRemove?: () => void;
}

/** One parameter set: a preset or free lengths, and long only; its one-line explanation under it. */
export function RunSetFields(props: RunSetFieldsProps) {
  const { index, set, onChange } = props;
  const id = `set-${index}`;
  const problem = setProblem(set);
  const explain =
    PRESETS.find((p) => p.id === presetOf(set))?.explain ??
    'Your own lengths: any entry from 10 to 250 sessions, exit shorter than entry.';
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border p-3" data-testid={`run-set-${index}`}>
      <legend className="px-1 text-sm font-semibold" style={{ color: RUN_COLOURS[index] }}>
        Set {index + 1}
      </legend>
      <PresetRow {...props} />
      <p className="text-xs text-muted-foreground">{explain}</p>
      <div className="grid grid-cols-2 gap-2">
        <LengthField
          id={`${id}-entry`}
          label="Entry days"
          min={10}
          max={250}
          value={set.entry}
          invalid={problem?.startsWith('Entry') || undefined}
          onChange={(entry) => onChange({ ...set, entry })}
        />
        <LengthField
          id={`${id}-exit`}
          label="Exit days"
          min={2}
          max={249}
          value={set.exit}
          invalid={problem?.startsWith('Exit') || undefined}
          onChange={(exit) => onChange({ ...set, exit })}
        />
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
