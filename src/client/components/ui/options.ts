/** A choice of a select: the value sent, the label shown. */
export interface Option {
  value: string;
  label: string;
}

export const optionsOf = <T extends string>(
  values: readonly T[],
  labelOf: (v: T) => string = (v) => v,
): Option[] => values.map((v) => ({ value: v, label: labelOf(v) }));
