import { MOBILE_BREAKPOINT } from '@casino/shared';

export const DRAWER_WIDTH_PX = 400;
export const DRAWER_MOBILE_RATIO = 0.85;

/** 400 px, or 85 % of the window on mobile (< 768 px) (spec §9). */
export const drawerWidth = (windowWidth: number) => (windowWidth < MOBILE_BREAKPOINT ? Math.round(windowWidth * DRAWER_MOBILE_RATIO) : DRAWER_WIDTH_PX);
