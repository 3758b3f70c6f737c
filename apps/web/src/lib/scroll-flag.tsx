import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** How far the window scrolls before the SCROLL TO TOP button appears. */
export const SCROLL_FLAG_OFFSET_PX = 400;

const ScrollFlagContext = createContext(false);

/** Spec "Layout": the shared scroll flag, set while the window is scrolled down. */
export function ScrollFlagProvider({ children }: { children: ReactNode }) {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > SCROLL_FLAG_OFFSET_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return <ScrollFlagContext value={isScrolled}>{children}</ScrollFlagContext>;
}

export const useScrollFlag = () => useContext(ScrollFlagContext);
