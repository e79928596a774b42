import { MOBILE_BREAKPOINT } from '@casino/shared';

export const FRAME_HEIGHT_OFFSET_PX = 80;
export const FRAME_HEADER_PX = 48;

export interface FrameLayout { width: string; iframeHeight: string; showStretch: boolean; mobile: boolean }

/**
 * Spec §4/§9: height = window − 80 px unless fullscreen; width 100 % stretched, 80 % otherwise, always 100 %
 * on mobile (< 768 px); the stretch button is hidden in fullscreen and on mobile.
 */
export function frameLayout(o: { windowWidth: number; windowHeight: number; stretched: boolean; fullscreen: boolean }): FrameLayout {
  const mobile = o.windowWidth < MOBILE_BREAKPOINT;
  return {
    mobile,
    width: o.fullscreen || mobile || o.stretched ? '100%' : '80%',
    iframeHeight: o.fullscreen ? `calc(100vh - ${FRAME_HEADER_PX}px)` : `${Math.max(200, o.windowHeight - FRAME_HEIGHT_OFFSET_PX)}px`,
    showStretch: !o.fullscreen && !mobile,
  };
}

/** The origin a launch URL belongs to ('' when it is not a URL). */
export function originOf(url: string): string {
  try { return new URL(url).origin; } catch { return ''; }
}
