import { useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * Whether a mouse pointer rests on an element or keyboard focus is inside it, so moving content
 * can hold still while someone reads or operates it. Touch "hovers" are ignored: a tap would
 * otherwise pause forever, since a finger never leaves.
 */
export function usePointerOrFocusInside() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    },
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
  return { inside: hovered || focused, handlers };
}
