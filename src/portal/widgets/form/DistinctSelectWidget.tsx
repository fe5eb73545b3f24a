import SelectWidget from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';

/**
 * The options with each label once: of the options a language says the same way, the chosen one if any, else the
 * first, in the place of the first. German has one "Frau" for Mrs, Ms and Miss: the list offers it once, not three
 * times, and a value chosen in another language still shows.
 */
export function distinctOptions<T extends Pick<EnumOptionsType, 'label' | 'value'>>(options: readonly T[], chosen: unknown): T[] {
  const isChosen = (option: T) => (Array.isArray(chosen) ? chosen.includes(option.value) : option.value === chosen);
  const byLabel = new Map<string, T>();
  for (const option of options) {
    const kept = byLabel.get(option.label);
    if (!kept || (!isChosen(kept) && isChosen(option))) byLabel.set(option.label, option);
  }
  return [...byLabel.values()];
}

/** The theme's select, offering each label once (distinctOptions). */
export function DistinctSelectWidget(props: WidgetProps) {
  const { options, value } = props;
  const enumOptions = useMemo(() => distinctOptions(options.enumOptions ?? [], value), [options.enumOptions, value]);
  return <SelectWidget {...props} options={{ ...options, enumOptions }} />;
}
