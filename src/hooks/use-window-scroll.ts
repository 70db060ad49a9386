import { useEffect, useState } from "react";

export interface WindowScroll {
  y: number;
  viewportHeight: number;
  viewportWidth: number;
}

function read(): WindowScroll {
  return { y: window.scrollY, viewportHeight: window.innerHeight, viewportWidth: window.innerWidth };
}

/** Scroll position and viewport size, updated at most once per animation frame. */
export function useWindowScroll(): WindowScroll {
  const [state, setState] = useState<WindowScroll>({ y: 0, viewportHeight: 0, viewportWidth: 0 });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setState(read()));
    };
    setState(read());
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return state;
}
