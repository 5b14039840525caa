// Small helpers for building the page's elements.

export function element(tag, props = {}, ...children) {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
}

/** A field with its visible name above it. */
export function labelled(text, control, extra = "") {
  const label = element("label", { className: `field ${extra}` });
  label.append(element("span", { textContent: text }), control);
  return label;
}

/** Sets a field as if typed: whatever listens to its input event follows. */
export function setValue(input, value) {
  input.value = value;
  input.dispatchEvent(new Event("input"));
}
