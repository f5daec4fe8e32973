import { useEffect, type RefObject } from 'react';

/** How close to the last loaded record the next page is asked for: a fast scroll never waits long. */
export const LOAD_AHEAD_RECORDS = 60;

/**
 * Calls `onNearEnd` while the end of the `count` records drawn in `box` is within
 * LOAD_AHEAD_RECORDS records of the screen, however the view draws them: a box inside the list that
 * scrolls by itself (the long table) is watched to its own end, else the page's scroll (the stack
 * and the cards). Checked on every scroll and resize, and again when the count changes, so a page
 * that arrives while the user is still near the end asks for the next. A view knows nothing of
 * pages.
 */
export function useNearEnd(
  box: RefObject<HTMLElement | null>,
  count: number,
  onNearEnd: (() => void) | undefined,
) {
  useEffect(() => {
    const element = box.current;
    if (!element || !onNearEnd || count === 0) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (isNearEnd(element, count)) onNearEnd();
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    // Scroll events do not bubble: caught on the way down, from the page and from any box in it.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [box, count, onNearEnd]);
}

/** LOAD_AHEAD_RECORDS records' worth of a height that `count` records share. */
const ahead = (height: number, count: number) => (height / count) * LOAD_AHEAD_RECORDS;

function isNearEnd(box: HTMLElement, count: number): boolean {
  const scrollers = scrollingBoxesIn(box);
  if (scrollers.length > 0) {
    return scrollers.every(
      (scroller) =>
        scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <=
        ahead(scroller.scrollHeight, count),
    );
  }
  const { bottom, height } = box.getBoundingClientRect();
  return bottom - window.innerHeight <= ahead(height, count);
}

/** The elements in `box` that scroll vertically by themselves and have more than they show. */
function scrollingBoxesIn(box: HTMLElement): HTMLElement[] {
  return Array.from(box.querySelectorAll<HTMLElement>('*')).filter(
    (element) =>
      element.scrollHeight > element.clientHeight + 1 &&
      /auto|scroll/.test(getComputedStyle(element).overflowY),
  );
}
