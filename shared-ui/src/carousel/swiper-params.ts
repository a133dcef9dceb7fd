// The parameters the carousel hands Swiper: rotation, the a11y module's messages, and our own pagination
// bullets and navigation buttons. Each object stays the same across renders: Swiper copies changed parameters
// over its own.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { escapeHtml } from '@stallions/shared-config/html';
import type { CarouselProps } from './types';

type SwiperParamsOptions = Pick<CarouselProps, 'autoplayMs' | 'labels' | 'paginationLabel'> & {
  reducedMotion: boolean;
};

export function useSwiperParams({ autoplayMs, labels, paginationLabel, reducedMotion }: SwiperParamsOptions) {
  // Autoplay is on only if asked for and motion is welcome at mount; later changes are handled by the carousel.
  const [autoplayAtMount] = useState(() => Boolean(autoplayMs) && !reducedMotion);
  const autoplay = useMemo(
    () =>
      autoplayMs
        ? { enabled: autoplayAtMount, delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
        : undefined,
    [autoplayMs, autoplayAtMount],
  );

  const a11y = useMemo(
    () => ({
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      // Our buttons carry their own labels; no untranslated defaults may leak into the page.
      firstSlideMessage: '',
      lastSlideMessage: '',
      // Slide names and role descriptions are rendered by React (translated, 1-based).
      slideLabelMessage: '',
      itemRoleDescriptionMessage: labels.slide,
      slideRole: 'group',
    }),
    [labels.previous, labels.next, labels.slide],
  );

  // Swiper copies changed params over its own (and would drop our element): keep this object stable and
  // read the latest label function through a ref.
  const paginationLabelRef = useRef(paginationLabel);
  useLayoutEffect(() => {
    paginationLabelRef.current = paginationLabel;
  });

  const pagination = useMemo(
    () => ({
      el: null as HTMLElement | null,
      clickable: true,
      bulletElement: 'button',
      bulletClass: 'carousel-bullet',
      bulletActiveClass: 'carousel-bullet-active',
      // Real <button>s with translated names (Swiper's default bullet is a <span>).
      renderBullet: (index: number, className: string) =>
        `<button type="button" class="${className}" aria-label="${escapeHtml(paginationLabelRef.current(index + 1))}"></button>`,
    }),
    [],
  );

  const navigation = useMemo(() => ({ prevEl: null as HTMLElement | null, nextEl: null as HTMLElement | null }), []);

  return { autoplay, a11y, pagination, navigation };
}
