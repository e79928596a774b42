// The grid card of spec §2: the item's background image, and on it the logo image when the logo looks like an
// image URL, else the logo text as a title (font size from the caller: 20–36 px by window width). `extra`
// sits in the top-right corner (the games remote puts the favourite star there).
import type { CSSProperties, ReactNode } from 'react';
import { isImageUrl, type GridCardItem } from './grid-card-model';

export interface GridCardProps {
  item: GridCardItem;
  onSelect?: (item: GridCardItem) => void;
  titleFontSize?: number;
  extra?: ReactNode;
  style?: CSSProperties;
}

const frame: CSSProperties = {
  position: 'relative', width: '100%', height: '100%', borderRadius: 12, overflow: 'hidden',
  background: 'var(--casino-surface, #1e1e1e)', boxShadow: '0 2px 8px rgba(0,0,0,.35)',
};
const button: CSSProperties = {
  all: 'unset', boxSizing: 'border-box', cursor: 'pointer', position: 'absolute', inset: 0, display: 'flex',
  alignItems: 'center', justifyContent: 'center', padding: 8, backgroundSize: 'cover', backgroundPosition: 'center',
};
const titleStyle: CSSProperties = {
  color: '#fff', fontWeight: 800, textAlign: 'center', lineHeight: 1.15, textShadow: '0 2px 6px rgba(0,0,0,.85)',
  overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', wordBreak: 'break-word',
};

export function GridCard({ item, onSelect, titleFontSize = 20, extra, style }: GridCardProps) {
  const logoIsImage = isImageUrl(item.logo);
  return (
    <div style={{ ...frame, ...style }} data-testid="grid-card" data-id={item.id} data-kind={item.kind} data-category={item.category}>
      <button
        type="button"
        style={{ ...button, backgroundImage: item.backgroundImage ? `url("${item.backgroundImage}")` : undefined }}
        onClick={() => onSelect?.(item)}
        aria-label={item.name}
        title={item.name}
      >
        {logoIsImage
          ? <img src={item.logo} alt={item.name} loading="lazy" decoding="async" style={{ maxWidth: '86%', maxHeight: '70%', objectFit: 'contain' }} />
          : <span style={{ ...titleStyle, fontSize: titleFontSize }} data-testid="grid-card-title">{item.logo || item.name}</span>}
      </button>
      {extra && <div style={{ position: 'absolute', top: 4, right: 4 }}>{extra}</div>}
    </div>
  );
}
