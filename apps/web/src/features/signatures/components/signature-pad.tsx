import { type PointerEvent, type Ref, useImperativeHandle, useRef } from 'react';
import { cn } from '../../../lib/cn';

/** The drawing's size in canvas pixels (8:3); the canvas is scaled to the dialog's width. */
const WIDTH = 800;
const HEIGHT = 300;
const LINE_WIDTH = 5;
const INK = '#111827';

export type SignaturePadHandle = {
  clear: () => void;
  /** The drawing as a PNG data URL; null while nothing is drawn. */
  toDataUrl: () => string | null;
};

/**
 * A canvas the renter signs on with a finger (or a pen or the mouse): pointer events with the
 * pointer captured, `touch-action: none` so drawing does not scroll the page, and every coalesced
 * point of a fast stroke drawn. Not focusable (nothing to do with a keyboard); it is an image named
 * by the visible label and described by the instruction and any error next to it.
 */
export function SignaturePad({
  ref,
  labelledBy,
  describedBy,
  invalid,
  onInk,
}: {
  ref: Ref<SignaturePadHandle>;
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  /** Called with true at the first stroke, with false when cleared. */
  onInk: (inked: boolean) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const inked = useRef(false);

  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return null;
    ctx.lineWidth = LINE_WIDTH;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
    ctx.fillStyle = INK;
    return ctx;
  };

  const pointOf = (event: { clientX: number; clientY: number }) => {
    const box = canvas.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return { x: 0, y: 0 };
    return {
      x: ((event.clientX - box.left) * WIDTH) / box.width,
      y: ((event.clientY - box.top) * HEIGHT) / box.height,
    };
  };

  const markInked = () => {
    if (inked.current) return;
    inked.current = true;
    onInk(true);
  };

  useImperativeHandle(ref, () => ({
    clear: () => {
      context()?.clearRect(0, 0, WIDTH, HEIGHT);
      last.current = null;
      inked.current = false;
      onInk(false);
    },
    toDataUrl: () => (inked.current && canvas.current ? canvas.current.toDataURL('image/png') : null),
  }));

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointOf(event);
    last.current = { pointerId: event.pointerId, ...point };
    const ctx = context();
    if (!ctx) return;
    // A tap leaves a dot (the i of a name).
    ctx.beginPath();
    ctx.arc(point.x, point.y, LINE_WIDTH / 2, 0, 2 * Math.PI);
    ctx.fill();
    markInked();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    if (!from || from.pointerId !== event.pointerId) return;
    event.preventDefault();
    const ctx = context();
    if (!ctx) return;
    const native = event.nativeEvent;
    const points = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    let end = from;
    for (const sample of points.length > 0 ? points : [native]) {
      const point = pointOf(sample);
      ctx.lineTo(point.x, point.y);
      end = { ...from, ...point };
    }
    ctx.stroke();
    last.current = end;
    markInked();
  };

  const stop = () => {
    last.current = null;
  };

  return (
    <canvas
      ref={canvas}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid="signature-pad"
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={stop}
      onPointerCancel={stop}
      onLostPointerCapture={stop}
      className={cn(
        'block aspect-[8/3] w-full cursor-crosshair touch-none select-none rounded-md border-2 border-dashed bg-white',
        invalid ? 'border-red-500' : 'border-gray-400',
      )}
    />
  );
}
