// The carousel's own buttons as Swiper's controls, and its rotation as the APG carousel pattern asks: a
// pause/play button that says what it will do, slide changes announced only while not rotating, rotation
// stopped for good when focus moves into a slide or the visitor asks for reduced motion.
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

type PlayState = 'off' | 'playing' | 'paused';

interface CarouselControlsOptions {
  autoplayMs: number | undefined;
  reducedMotion: boolean;
  /** Changes when the Swiper is made anew: its play state is read again. */
  swiperKey: string;
}

export function useCarouselControls({ autoplayMs, reducedMotion, swiperKey }: CarouselControlsOptions) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const [playState, setPlayState] = useState<PlayState>('off');

  // Our own elements become Swiper's controls. They render inside <Swiper> (slot), so their refs exist by now.
  const onBeforeInit = useCallback((swiper: SwiperInstance) => {
    for (const params of [swiper.params, swiper.originalParams]) {
      if (params.navigation && typeof params.navigation === 'object') {
        params.navigation.prevEl = prevRef.current;
        params.navigation.nextEl = nextRef.current;
      }
      if (params.pagination && typeof params.pagination === 'object') {
        params.pagination.el = paginationRef.current;
      }
    }
  }, []);

  const onSwiper = useCallback((swiper: SwiperInstance) => {
    swiperRef.current = swiper;
  }, []);

  const syncPlayState = useCallback(
    (swiper: SwiperInstance) => {
      if (!autoplayMs) return;
      const running = swiper.autoplay.running;
      setPlayState(running ? 'playing' : 'paused');
      // APG: announce slide changes only while the carousel is not rotating by itself.
      swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
    },
    [autoplayMs],
  );

  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) syncPlayState(swiper);
  }, [swiperKey, syncPlayState]);

  // The visitor switched on reduced motion while the page was open: stop at once.
  useEffect(() => {
    const swiper = swiperRef.current;
    if (reducedMotion && swiper && !swiper.destroyed && swiper.autoplay.running) swiper.autoplay.stop();
  }, [reducedMotion]);

  const togglePlay = () => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed) return;
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };

  // APG: rotation stops for good when keyboard focus moves into a slide.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const swiper = swiperRef.current;
    if (swiper?.autoplay.running && (event.target as HTMLElement).closest('.swiper-slide')) swiper.autoplay.stop();
  };

  return { prevRef, nextRef, paginationRef, playState, onBeforeInit, onSwiper, syncPlayState, togglePlay, onFocus };
}
