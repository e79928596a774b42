// Route schemas of the games calls (documentation in OpenAPI; queries may coerce "12" → 12).
import { Type } from '@sinclair/typebox';
import { Envelope, IdInteger, LegacyEnvelope } from './common';

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const ProvidersQuery = Type.Object({
  category: Type.Optional(Type.Union([Type.Literal('casino'), Type.Literal('slot'), Type.Literal('arcade')], { description: 'casino | slot (arcade: this product\'s addition)' })),
});
export const ProviderItem = Type.Object({
  id: Type.Integer(), title: Type.String(), is_casino: Flag,
  category: Type.String({ description: 'casino | slot | arcade (addition)' }),
});
export const ProvidersAnswer = Envelope(Type.Object({ list: Type.Array(ProviderItem) }));

export const ProviderGamesQuery = Type.Object({ provider_id: IdInteger() });
export const GameItem = Type.Object({
  id: Type.Integer(), game_title: Type.String(), game_image: Type.String({ description: 'absolute URL of a PNG on the static content host' }),
  category: Type.String({ description: "'Slots' is a slot game; anything else a casino game" }),
  is_service: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 = launchable straight from a grid' }),
});
export const ProviderGamesAnswer = LegacyEnvelope(Type.Object({ list: Type.Array(GameItem) }));

export const GameListQuery = Type.Object({
  category: Type.Optional(Type.Union([Type.Literal('casino'), Type.Literal('slot'), Type.Literal('arcade')], { description: "the provider's category" })),
  tag: Type.Optional(Type.Union([Type.Literal('new'), Type.Literal('popular')])),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'case-insensitive substring of the title' })),
});
export const GameListItem = Type.Composite([GameItem, Type.Object({
  provider_id: Type.Integer(), provider_title: Type.String(), is_new: Flag, is_popular: Flag,
})]);
export const GameListAnswer = Envelope(Type.Object({ list: Type.Array(GameListItem) }));

export const LaunchQuery = Type.Object({
  game_id: IdInteger(),
  type: Type.Optional(Type.String({ maxLength: 40, description: "the game's category (informational)" })),
});
export const LaunchAnswer = LegacyEnvelope(Type.Object({ url: Type.String({ description: 'one-time launch URL, valid a few minutes' }) }));

// ---- static images and the demo table (no envelope: files and pages)

export const ProviderImageParams = Type.Object({ kind: Type.String({ description: 'bg | logo' }), file: Type.String() });
export const GameImageParams = Type.Object({ provider: Type.String(), file: Type.String() });
export const DemoTableParams = Type.Object({ token: Type.String({ maxLength: 100 }) });
