import { useEffect, useState } from 'react';
import { HOME_SECTIONS, type HomeSection } from './scrollToSection';

/**
 * The home section crossing the upper middle of the viewport, while `enabled` (on the home
 * page). Sections rendered after mount (lazy route) are picked up through a MutationObserver.
 */
export function useActiveSection(enabled: boolean): HomeSection | undefined {
  const [active, setActive] = useState<HomeSection>();

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const intersecting = new Set<HomeSection>();
    const intersections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id as HomeSection;
          if (entry.isIntersecting) intersecting.add(id);
          else intersecting.delete(id);
        }
        // Several can touch the band; the one highest on the page wins.
        setActive(HOME_SECTIONS.find((id) => intersecting.has(id)));
      },
      { rootMargin: '-35% 0px -60% 0px' },
    );
    const observed = new Set<Element>();
    const observeSections = () => {
      for (const id of HOME_SECTIONS) {
        const element = document.getElementById(id);
        if (element && !observed.has(element)) {
          observed.add(element);
          intersections.observe(element);
        }
      }
    };
    observeSections();
    const mutations = new MutationObserver(observeSections);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      intersections.disconnect();
      setActive(undefined);
    };
  }, [enabled]);

  return enabled ? active : undefined;
}
