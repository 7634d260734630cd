import type { ComponentChildren } from "preact"

/**
 * A wide table's box that scrolls sideways on a phone. It is focusable and named, so a keyboard
 * user can scroll it too (axe-core's scrollable-region-focusable).
 */
export const ScrollRegion = (props: { readonly label: string; readonly children: ComponentChildren }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
  <section class="scroll" aria-label={props.label} tabIndex={0}>
    {props.children}
  </section>
)
