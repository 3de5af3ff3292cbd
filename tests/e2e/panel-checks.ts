import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Page } from './browser';
import { eventually } from './page-checks';

/**
 * Scrolls everything that scrolls inside an open panel (a drawer or a dialog) to its end, as a
 * shopper's thumb would, and expects what a shopper sees there: the panel's frame itself does not
 * scroll (no white past its end), the part that scrolls ends at its last content, and each control
 * that must stay reachable (Close, Checkout) is on screen and not covered.
 */
export async function expectPanelEndsAtItsContent(
  page: Page,
  panel: Locator,
  reachable: Record<string, Locator>,
) {
  await eventually(async () => {
    const measured = await panel.evaluate((frame) => {
      const scrollers = [frame, ...frame.querySelectorAll<HTMLElement>('*')].filter(
        (element) =>
          element.scrollHeight > element.clientHeight + 1 &&
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowY),
      );
      for (const element of scrollers) element.scrollTop = element.scrollHeight;
      // What lies past the last thing drawn in a scrolling part (its end padding aside).
      const blankAtEnd = scrollers.map((scroller) => {
        const box = scroller.getBoundingClientRect();
        let lastBottom = box.top;
        for (const element of scroller.querySelectorAll<HTMLElement>('*')) {
          const rect = element.getBoundingClientRect();
          if (rect.width > 1 && rect.height > 1) lastBottom = Math.max(lastBottom, rect.bottom);
        }
        return Math.round(box.bottom - lastBottom - parseFloat(getComputedStyle(scroller).paddingBottom));
      });
      return {
        frameScrolls: frame.scrollHeight - frame.clientHeight,
        blankAtEnd: Math.max(0, ...blankAtEnd),
      };
    });
    expect(measured.frameScrolls, 'how far the panel itself scrolls past its height').toBeLessThanOrEqual(1);
    expect(measured.blankAtEnd, 'blank space after the last content').toBeLessThanOrEqual(40);
    const viewport = page.viewportSize()!;
    for (const [name, control] of Object.entries(reachable)) {
      const onTop = await control.evaluate((element, { width, height }) => {
        const box = element.getBoundingClientRect();
        if (box.top < 0 || box.left < 0 || box.bottom > height || box.right > width) return false;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      }, viewport);
      expect(onTop, `${name} is on screen and not covered`).toBe(true);
    }
  });
}
