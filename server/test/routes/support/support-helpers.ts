// Small request helpers for the support suites.
import type { FastifyInstance } from 'fastify';
import { bearer, json, post } from '../../helper';

let seq = 0;
/** A fresh X-Sequence per logical call (a retry would re-send the same one). */
export const nextSequence = () => `supporttest-${process.pid}-${++seq}`;

export function memberApi(app: FastifyInstance, token: string) {
  const headers = () => ({ ...bearer(token), 'x-sequence': nextSequence() });
  return {
    get: async (url: string) => json(await app.inject({ method: 'GET', url, headers: bearer(token) })),
    post: async (url: string, body: unknown = {}, sequence?: string) =>
      json(await post(app, url, body, { headers: { ...bearer(token), 'x-sequence': sequence ?? nextSequence() } })),
    del: async (url: string, sequence?: string) =>
      json(await app.inject({ method: 'DELETE', url, headers: sequence ? { ...bearer(token), 'x-sequence': sequence } : headers() })),
  };
}

export function operatorApi(app: FastifyInstance, token: string) {
  return {
    get: async (url: string) => json(await app.inject({ method: 'GET', url, headers: bearer(token) })),
    post: async (url: string, body: unknown = {}) => json(await post(app, url, body, { headers: bearer(token) })),
    del: async (url: string) => json(await app.inject({ method: 'DELETE', url, headers: bearer(token) })),
  };
}

export const unreadMemo = async (app: FastifyInstance, token: string): Promise<number> =>
  json(await app.inject({ method: 'GET', url: '/main/init', headers: bearer(token) })).DATA.ui.unread_memo;
