// prom-client's metric classes by their own modules (metrics.ts): its index also loads the push gateway's HTTP
// client, the cluster aggregator and the default metrics (with @opentelemetry/api), ≈ 10× the load time of
// the four classes the server counts with; those load when the metrics listener starts. Same classes, same types.
declare module 'prom-client/lib/registry' {
  import { Registry } from 'prom-client';
  export default Registry;
}
declare module 'prom-client/lib/counter' {
  import { Counter } from 'prom-client';
  export default Counter;
}
declare module 'prom-client/lib/gauge' {
  import { Gauge } from 'prom-client';
  export default Gauge;
}
declare module 'prom-client/lib/histogram' {
  import { Histogram } from 'prom-client';
  export default Histogram;
}
