// Request shapes of the house game API (the game pages call it; answers use the API envelope).
import { Type } from '@sinclair/typebox';
import { MAX_AMOUNT_PER_REQUEST } from '../rules';
import { WonInteger } from './common';

/** A baccarat spot's bet (0 = no bet on it). */
const Spot = Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_PER_REQUEST });

export const ExchangeBody = Type.Object({
  launch_token: Type.String({ minLength: 1, maxLength: 100, description: 'the token from the launch link\'s fragment' }),
});

export const RoundBody = Type.Object({
  bet: Type.Optional(WonInteger({ maximum: MAX_AMOUNT_PER_REQUEST, description: 'total bet, won (slots, crash): one of the game\'s bet levels' })),
  target: Type.Optional(Type.Number({ description: 'crash: auto cash-out multiplier, 1.01–100 (two decimals)' })),
  bets: Type.Optional(Type.Object({
    player: Type.Optional(Spot), banker: Type.Optional(Spot), tie: Type.Optional(Spot),
  }, { description: 'baccarat: won per spot, multiples of 1,000, 100,000 in all at most' })),
}, { description: 'the game\'s bet; unknown fields are ignored' });

export const RoundsQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) });

export const RotateBody = Type.Object({
  client_seed: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]{1,64}$', description: 'the new pair\'s client seed (default: keep)' })),
});


/** A house game page and its scripts (pages the server serves, not enveloped). */
export const GamePageParams = Type.Object({ code: Type.String({ maxLength: 100 }) });
export const GameAssetParams = Type.Object({ file: Type.String({ maxLength: 100 }) });
