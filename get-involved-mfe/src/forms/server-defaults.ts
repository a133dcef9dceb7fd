// react-hook-form writes a field's default into the DOM only when the field mounts in the browser, so the
// server's HTML would show every field empty and every radio unchecked (an Arabic page's preferred language
// as the first option, English) until the form's island loads at the visitor's first touch. This register
// also gives each field its default as React's defaultValue / defaultChecked, which the server renders.
import { get, type FieldValues, type UseFormRegister } from 'react-hook-form';

export function withServerDefaults<T extends FieldValues>(
  register: UseFormRegister<T>,
  defaults: T,
): UseFormRegister<T> {
  return ((name, options) => {
    const value: unknown = get(defaults, name);
    const initial =
      typeof value === 'boolean' ? { defaultChecked: value } : typeof value === 'string' ? { defaultValue: value } : {};
    return { ...register(name, options), ...initial };
  }) as UseFormRegister<T>;
}
