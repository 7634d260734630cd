import type { ComponentChildren } from "preact"

/**
 * A box that scrolls sideways when its content (a wide table) is wider than a phone. It is a
 * labelled region in the tab order, so a keyboard user can focus and scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export const ScrollBox = (props: { readonly label: string; readonly children: ComponentChildren }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to be scrolled
  <section class="scroll" aria-label={props.label} tabIndex={0}>
    {props.children}
  </section>
)
