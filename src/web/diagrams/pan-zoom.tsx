// Pan (drag) and zoom (Ctrl + wheel, buttons) around a chart. The chart opens fitted to the
// width, at most at its own size (its text then reads at its real size), and the viewport is as
// tall as the fitted chart: the page scrolls, the wheel alone does not zoom. Clicks on the
// chart's clickable parts (a transition, a state that folds) are not drags.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Group } from '@mantine/core';

interface View {
  x: number;
  y: number;
  scale: number;
}

const clamp = (v: number) => Math.min(4, Math.max(0.2, v));

export function PanZoom({
  children,
  resetKey,
  width,
  height,
  focus,
}: {
  children: ReactNode;
  resetKey: string;
  /** Size of the content, to fit it in the viewport at first. */
  width: number;
  height: number;
  /** Where the current state is, in the content's coordinates (for 'Ir al estado actual'). */
  focus?: { x: number; y: number; width: number; height: number } | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const [boxHeight, setBoxHeight] = useState(400);
  const drag = useRef<{ x: number; y: number } | null>(null);

  const fit = () => {
    const el = box.current;
    if (!el || width <= 0 || height <= 0) return;
    const scale = clamp(Math.min(1, (el.clientWidth - 16) / width));
    setView({ scale, x: (el.clientWidth - width * scale) / 2, y: 8 });
    setBoxHeight(Math.max(240, Math.ceil(height * scale + 16)));
  };

  useEffect(fit, [resetKey, width, height]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const px = e.clientX - rect.left;
      const py = e.clientY - rect.top;
      setView((v) => {
        const scale = clamp(v.scale * (e.deltaY < 0 ? 1.1 : 1 / 1.1));
        const k = scale / v.scale;
        return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      el.removeEventListener('wheel', onWheel);
    };
  }, []);

  // The current state in the middle of the viewport, readable (its text at its real size).
  const goToFocus = () => {
    const el = box.current;
    if (!el || !focus) return;
    const scale = clamp(
      Math.min(1.2, (el.clientWidth * 0.9) / focus.width, (el.clientHeight * 0.9) / focus.height),
    );
    setView({
      scale,
      x: el.clientWidth / 2 - (focus.x + focus.width / 2) * scale,
      y: el.clientHeight / 2 - (focus.y + focus.height / 2) * scale,
    });
  };

  const zoom = (factor: number) => {
    setView((v) => ({ ...v, scale: clamp(v.scale * factor) }));
  };

  return (
    <div style={{ position: 'relative' }}>
      <Group gap={4} style={{ position: 'absolute', right: 8, top: 8, zIndex: 1 }}>
        <ActionIcon
          variant="default"
          aria-label="Acercar"
          title="Acercar"
          onClick={() => zoom(1.2)}
        >
          +
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Alejar"
          title="Alejar"
          onClick={() => zoom(1 / 1.2)}
        >
          −
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Ajustar al ancho"
          title="Ajustar al ancho"
          onClick={fit}
        >
          ⤢
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Ir al estado actual"
          title="Ir al estado actual"
          disabled={!focus}
          onClick={goToFocus}
        >
          ◎
        </ActionIcon>
      </Group>
      <div
        ref={box}
        data-testid="chart-viewport"
        style={{
          overflow: 'hidden',
          height: boxHeight,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
          background: 'white',
          cursor: drag.current ? 'grabbing' : 'grab',
          touchAction: 'none',
        }}
        onPointerDown={(e) => {
          if ((e.target as Element).closest('.live, .toggle')) return;
          drag.current = { x: e.clientX - view.x, y: e.clientY - view.y };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const start = drag.current;
          if (start) setView((v) => ({ ...v, x: e.clientX - start.x, y: e.clientY - start.y }));
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <div
          style={{
            transform: `translate(${String(view.x)}px, ${String(view.y)}px) scale(${String(view.scale)})`,
            transformOrigin: '0 0',
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
