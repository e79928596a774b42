// The grid card of spec §2: the item's background image, and on it the logo image when the logo looks like an
// image URL, else the logo text as a title (font size from the caller: 20–36 px by window width). `extra`
// sits in the top-right corner (the games remote puts the favourite star there).
// A game's thumbnail and a provider card's background (issue 48 §3) are each a <picture> of the variants made at build time (AVIF, WebP, PNG fallback at
// 1×/2×/3×, shared/src/contract/pictures.ts), decorative (alt="": the button names the game and the title is HTML
// text), absolutely placed in the card's fixed box so nothing shifts; any other background stays a CSS background.
import type { CSSProperties, ReactNode } from 'react';
import {
  CARD_PICTURE, cardPictureOf, GAME_PICTURE, GAME_PICTURE_SIZES, gamePictureOf, gamePictureSrcSet, gamePictureUrl, pictureSrcSet, pictureUrl,
} from '../contract/pictures';
import { BuildPicture, type BuildPictureProps } from './build-picture';
import { isImageUrl, type GridCardItem } from './grid-card-model';

export interface GridCardProps {
  item: GridCardItem;
  onSelect?: (item: GridCardItem) => void;
  titleFontSize?: number;
  extra?: ReactNode;
  style?: CSSProperties;
  /** The card is in the first visible rows: its picture loads with the page (else lazily). */
  eager?: boolean;
  /** The page's first picture: asked for first (fetchpriority="high"). */
  priority?: boolean;
  /** The card's width in CSS px when known: the picture's `sizes` (else a guess from the window's width). */
  width?: number;
}

const frame: CSSProperties = {
  position: 'relative', width: '100%', height: '100%', borderRadius: 12, overflow: 'hidden',
  background: 'var(--casino-surface, #1e1e1e)', boxShadow: '0 2px 8px rgba(0,0,0,.35)',
};
const button: CSSProperties = {
  all: 'unset', boxSizing: 'border-box', cursor: 'pointer', position: 'absolute', inset: 0, display: 'flex',
  alignItems: 'center', justifyContent: 'center', padding: 8, backgroundSize: 'cover', backgroundPosition: 'center',
};
const pictureStyle: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' };
const titleStyle: CSSProperties = {
  position: 'relative', color: '#fff', fontWeight: 800, textAlign: 'center', lineHeight: 1.15, textShadow: '0 2px 6px rgba(0,0,0,.85)',
  overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', wordBreak: 'break-word',
};

/** The build's variants of a card's background: a game's thumbnail, or a provider's card picture; else null (a CSS background). */
function buildPictureOf(url: string | undefined): Pick<BuildPictureProps, 'srcSet' | 'src' | 'width' | 'height'> | null {
  const game = gamePictureOf(url);
  if (game) {
    return {
      srcSet: (f) => gamePictureSrcSet(game.staticUrl, game.provider, game.game, f),
      src: gamePictureUrl(game.staticUrl, game.provider, game.game, GAME_PICTURE.width, 'png'),
      width: GAME_PICTURE.width, height: GAME_PICTURE.height,
    };
  }
  // a provider card's background: the card pictures made at build time (the home page's rows use the same files)
  const card = cardPictureOf(url);
  if (card) {
    return {
      srcSet: (f) => pictureSrcSet(card.staticUrl, 'bg', card.title, f),
      src: pictureUrl(card.staticUrl, 'bg', card.title, CARD_PICTURE.width, 'png'),
      width: CARD_PICTURE.width, height: CARD_PICTURE.height,
    };
  }
  return null;
}

export function GridCard({ item, onSelect, titleFontSize = 20, extra, style, eager = false, priority = false, width }: GridCardProps) {
  const logoIsImage = isImageUrl(item.logo);
  const pictureProps = buildPictureOf(item.backgroundImage);
  const sizes = width && width > 0 ? `${Math.ceil(width)}px` : GAME_PICTURE_SIZES;
  return (
    <div style={{ ...frame, ...style }} data-testid="grid-card" data-id={item.id} data-kind={item.kind} data-category={item.category}>
      <button
        type="button"
        style={{ ...button, backgroundImage: item.backgroundImage && !pictureProps ? `url("${item.backgroundImage}")` : undefined }}
        onClick={() => onSelect?.(item)}
        aria-label={item.name}
        title={item.name}
      >
        {pictureProps && <BuildPicture {...pictureProps} sizes={sizes} eager={eager} priority={priority} style={pictureStyle} testId="grid-card-picture" />}
        {logoIsImage
          ? <img src={item.logo} alt={item.name} loading="lazy" decoding="async" style={{ position: 'relative', maxWidth: '86%', maxHeight: '70%', objectFit: 'contain' }} />
          : <span style={{ ...titleStyle, fontSize: titleFontSize }} data-testid="grid-card-title">{item.logo || item.name}</span>}
      </button>
      {extra && <div style={{ position: 'absolute', top: 4, right: 4 }}>{extra}</div>}
    </div>
  );
}
