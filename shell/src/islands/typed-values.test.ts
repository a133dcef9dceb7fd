import { readTypedValues, replayTypedValues } from './typed-values';

const form = () => {
  document.body.innerHTML = `<form>
    <input name="first" value="">
    <input name="city" value="Beirut">
    <input type="hidden" name="token" value="t">
    <select name="language"><option value="en">English</option><option value="fr">Français</option></select>
    <select name="country"><option value="">—</option><option value="lb" selected>Lebanon</option></select>
    <input type="radio" name="has" value="yes"><input type="radio" name="has" value="no" checked>
    <input type="checkbox" name="notify" checked>
    <textarea name="why"></textarea>
  </form>`;
  return document.querySelector('form')!;
};
const named = <T extends Element>(name: string) => document.querySelector<T>(`[name="${name}"]`)!;

it('reads nothing from a form as the server rendered it (a select without `selected` shows its first option)', () => {
  expect(readTypedValues(form())).toEqual([]);
});

it('reads what differs: typed text, a chosen option, the chosen radio (not the one it unchecked), a cleared box', () => {
  const root = form();
  named<HTMLInputElement>('first').value = 'Layla';
  named<HTMLSelectElement>('language').value = 'fr';
  named<HTMLTextAreaElement>('why').value = 'To help';
  document.querySelector<HTMLInputElement>('[value="yes"]')!.checked = true;
  named<HTMLInputElement>('notify').checked = false;
  const typed = readTypedValues(root);
  expect(typed.map(({ field }) => field.getAttribute('name') + ('value' in field ? `=${field.value}` : ''))).toEqual([
    'first=Layla',
    'language=fr',
    'has=yes',
    'notify=on',
    'why=To help',
  ]);
});

it('gives each value back with the event a visitor’s change fires, whether the field was reset or not', () => {
  const root = form();
  named<HTMLInputElement>('first').value = 'Layla';
  named<HTMLSelectElement>('language').value = 'fr';
  document.querySelector<HTMLInputElement>('[value="yes"]')!.checked = true;
  const typed = readTypedValues(root);
  named<HTMLInputElement>('first').value = ''; // a form library's reset at registration
  const events: string[] = [];
  for (const type of ['input', 'change', 'click'])
    root.addEventListener(type, (event) => events.push(`${type}:${(event.target as HTMLInputElement).name}`));
  replayTypedValues(typed);
  expect(named<HTMLInputElement>('first').value).toBe('Layla');
  expect(named<HTMLSelectElement>('language').value).toBe('fr');
  expect(document.querySelector<HTMLInputElement>('[value="yes"]')!.checked).toBe(true);
  expect(events).toEqual(['input:first', 'change:language', 'click:has', 'input:has', 'change:has']);
});
