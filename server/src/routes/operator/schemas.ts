import { Type } from '@sinclair/typebox';
import { REMOTE_NAMES } from '@casino/shared/contract';
import { Envelope } from '../../http/schemas';

export const RemoteName = Type.Union(REMOTE_NAMES.map((n) => Type.Literal(n)));

export const RemoteRow = Type.Object({
  name: Type.String(),
  version: Type.String(),
  base_url: Type.String(),
  entry: Type.String({ description: 'the manifest URL the host loads' }),
  domain: Type.String({ description: 'the registry row this comes from' }),
  inherited: Type.Boolean({ description: 'true when the domain uses the default site\'s row' }),
  updated_at: Type.String(),
});

export const RemotesQuery = Type.Object({ domain: Type.Optional(Type.String({ maxLength: 253 })) });
export const RemotesAnswer = Envelope(Type.Object({ domain: Type.String(), list: Type.Array(RemoteRow) }));

export const RemoteParams = Type.Object({ name: RemoteName });
export const RemoteUpdateBody = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 60, description: 'semver-like: 1.2.3 or 1.2.3-rc.1' }),
  base_url: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'http(s) URL; default: keep the current one' })),
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'default: the default site' })),
});
export const RemoteUpdateAnswer = Envelope(RemoteRow);
