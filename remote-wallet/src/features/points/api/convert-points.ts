import { api, Paths, type PointConvertAnswer } from '@casino/shared';

/** POST /wallet/points/convert: an amount of points, or every whole 10,000 of them (`all`). */
export function convertPoints(input: { amount: string } | { all: true }) {
  return api.post<PointConvertAnswer>(Paths.pointConvert, { ...input });
}
