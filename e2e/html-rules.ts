/**
 * Rules of the Nu HTML checker (validator.w3.org/nu) that html-validate does not have, as an
 * html-validate plugin, so the crawl's one validator holds the pages to both.
 */
import { definePlugin, Rule, type DOMReadyEvent } from 'html-validate';

/** HTML forbids aria-expanded on an element with popovertarget: the popover exposes its own state. */
class PopoverTargetAriaExpanded extends Rule {
  setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll('[popovertarget][aria-expanded]')) {
        this.report(element, 'aria-expanded must not be used on an element with popovertarget');
      }
    });
  }
}

export const nuRules = definePlugin({
  rules: { 'nu-rules/popovertarget-aria-expanded': PopoverTargetAriaExpanded },
});
