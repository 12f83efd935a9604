// Swipes: touch, pen or mouse. A drag starts past DRAG_START px along the pager's axis (and more
// along it than across, so a vertical swipe still scrolls a long page); the page follows the
// finger, and on release turns past TURN_FRACTION of the page or on a flick (under FLICK_MS and
// over FLICK_DISTANCE px), else springs back. At an edge that does not wrap, the page follows by
// EDGE_RESISTANCE of the movement.
import { placeTrack } from './pager-view.js';

const DRAG_START = 8;
const TURN_FRACTION = 1 / 5;
const FLICK_MS = 300;
const FLICK_DISTANCE = 20;
const EDGE_RESISTANCE = 1 / 3;

/**
 * Handles the drags on the pager of `view`: the track follows the finger, and a release turns the
 * page with `pager.swipeForward()` or `pager.swipeBack()` through `moves.move`, or springs back.
 */
export function createDragHandler(view, pager, moves, events) {
  const { viewport, root, isVertical, isReversed } = view;
  let drag = null;
  let cancelClickGuard = null;
  const along = (event) => (isVertical ? event.clientY - drag.y : event.clientX - drag.x);
  const across = (event) => (isVertical ? event.clientX - drag.x : event.clientY - drag.y);
  const isForwards = (distance) => (isReversed ? distance > 0 : distance < 0);

  const onPointerDown = (event) => {
    if (event.button === 0 && event.isPrimary) drag = { x: event.clientX, y: event.clientY, time: event.timeStamp, id: event.pointerId, moving: false, offset: 0 };
  };
  const onPointerMove = (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const distance = along(event);
    if (!drag.moving) {
      if (Math.abs(distance) < DRAG_START || Math.abs(distance) < Math.abs(across(event))) return;
      drag.moving = true;
      root.classList.add('is-dragging');
      capture(viewport, drag.id);
    }
    drag.offset = isAtEdge(view, pager, isForwards(distance)) ? distance * EDGE_RESISTANCE : distance;
    placeTrack(view, pager.index, drag.offset);
  };
  const onPointerUp = (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const ended = drag;
    const distance = along(event);
    drag = null;
    if (!ended.moving) return;
    root.classList.remove('is-dragging');
    guardClick();
    const size = isVertical ? viewport.clientHeight : viewport.clientWidth;
    const isFlick = event.timeStamp - ended.time < FLICK_MS && Math.abs(distance) > FLICK_DISTANCE;
    const turns = event.type === 'pointerup' && (Math.abs(distance) > size * TURN_FRACTION || isFlick);
    moves.move(() => turns && (isForwards(distance) ? pager.swipeForward() : pager.swipeBack()));
  };
  // A click that ends a drag is not a click on what lies under the finger.
  const guardClick = () => {
    cancelClickGuard?.();
    cancelClickGuard = events.later(() => { cancelClickGuard = null; }, 0);
  };
  const onClickAfterDrag = (event) => {
    if (!cancelClickGuard) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const onDragStartOfImage = (event) => event.preventDefault();

  events.listen(viewport, 'pointerdown', onPointerDown);
  events.listen(viewport, 'pointermove', onPointerMove);
  events.listen(viewport, 'pointerup', onPointerUp);
  events.listen(viewport, 'pointercancel', onPointerUp);
  events.listen(viewport, 'click', onClickAfterDrag, true);
  events.listen(viewport, 'dragstart', onDragStartOfImage);
  return {
    /** The offset of the drag under way, 0 when none is. */
    get offset() { return drag?.moving ? drag.offset : 0; },
  };
}

// Whether the pager is on the page it cannot leave towards `forwards` (it does not wrap).
function isAtEdge(view, pager, forwards) {
  return !view.manifest.behavior.wrap && pager.index === (forwards ? pager.pageCount - 1 : 0);
}

// The rest of the pointer's moves come to `viewport`, wherever the finger goes.
function capture(viewport, pointer) {
  try {
    viewport.setPointerCapture(pointer);
  } catch { /* the pointer is already gone */ }
}
