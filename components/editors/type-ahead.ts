// Keys typed into a rich-text field before its editor has loaded (RichTextField): printable
// characters are kept, Backspace takes the last one back; anything else (Tab, shortcuts, arrows)
// is left to the page.

/** What is typed after this key, or null when the key is not typing. */
export function typeAhead(typed: string, e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): string | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (e.key === "Backspace") return typed.length > 0 ? [...typed].slice(0, -1).join("") : null;
  // A printable key's name is the character itself (one code point); named keys are words.
  return [...e.key].length === 1 ? typed + e.key : null;
}
