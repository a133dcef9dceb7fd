import { startHeaderScript } from './header-script';

// jsdom has no popovers: hidePopover is stubbed, and the test checks when the script asks for it.
let hidden: string[] = [];
beforeAll(() => {
  startHeaderScript(document);
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    hidden.push(this.id);
  };
});

beforeEach(() => {
  hidden = [];
  document.body.innerHTML = `
    <header>
      <button id="toggle" popovertarget="panel">Menu</button>
      <div id="panel" popover="auto">
        <details id="section" open><summary>About</summary><a id="inside" href="/about/overview">Overview</a></details>
        <a id="french" href="/fr/about/overview" data-switch-language="fr">Français</a>
        <a id="hostile" href="/x" data-switch-language="&lt;script&gt;">x</a>
      </div>
    </header>
    <main><a id="outside" href="/">Home</a></main>`;
  document.cookie = 'i18next=; path=/; max-age=0';
  localStorage.clear();
});

const el = (id: string) => document.getElementById(id)!;
const focusMove = (from: string, to: string) =>
  el(from).dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: el(to) }));
const click = (id: string) => el(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('header script', () => {
  it('closes a panel when focus leaves it for the page, not for its own button or within it', () => {
    focusMove('inside', 'french');
    focusMove('inside', 'toggle');
    expect(hidden).toEqual([]);
    focusMove('french', 'outside');
    expect(hidden).toEqual(['panel']);
  });

  it('closes a panel when one of its links is followed, its sections collapsed', () => {
    click('inside');
    expect(hidden).toEqual(['panel']);
    expect(el('section')).not.toHaveAttribute('open');
    click('outside');
    expect(hidden).toEqual(['panel']);
  });

  it('remembers a language chosen in the switcher, in the cookie and local storage', () => {
    click('french');
    expect(document.cookie).toContain('i18next=fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('remembers nothing a link names that is not a site language', () => {
    click('hostile');
    expect(document.cookie).not.toContain('i18next=');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });
});
