// The page's one keyboard listener: every shortcut goes through the registry below. It is added
// with the first registration and removed with the last, so pages without shortcuts carry none.
import { ShortcutRegistry, type FocusContext } from "./shortcut-registry";

export const keyboard = new ShortcutRegistry();

/** Inputs that take no typing: a letter pressed on a checkbox is still a shortcut. */
const NOT_TEXT = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image"]);

function isTextField(el: unknown): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el.tagName === "TEXTAREA" || el.tagName === "SELECT") return true;
  return el instanceof HTMLInputElement && !NOT_TEXT.has(el.type);
}

function focusContext(target: EventTarget | null): FocusContext {
  const widgets: string[] = [];
  for (
    let el = target instanceof Element ? target.closest("[data-shortcuts]") : null;
    el;
    el = el.parentElement?.closest("[data-shortcuts]") ?? null
  ) {
    widgets.push(el.getAttribute("data-shortcuts")!);
  }
  const modal = document.querySelector("[aria-modal='true']");
  return { widgets, typing: isTextField(target), modal: modal ? { widget: modal.getAttribute("data-shortcuts") } : undefined };
}

function onKeyDown(e: KeyboardEvent) {
  // Keys a widget has already acted on, and keys composing text in an input method, are not shortcuts.
  if (e.defaultPrevented || e.isComposing) return;
  keyboard.dispatch(e, focusContext(e.target));
}

const onKeyUp = (e: KeyboardEvent) => keyboard.release(e.key);
const onBlur = () => keyboard.releaseAll();

let listening = false;

function listenWhileRegistered() {
  if (typeof window === "undefined") return;
  if (keyboard.size > 0 && !listening) {
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("keyup", onKeyUp);
    window.addEventListener("blur", onBlur);
    listening = true;
  } else if (keyboard.size === 0 && listening) {
    window.removeEventListener("keydown", onKeyDown);
    window.removeEventListener("keyup", onKeyUp);
    window.removeEventListener("blur", onBlur);
    listening = false;
  }
}

keyboard.subscribe(listenWhileRegistered);
