// The decrypted site configuration of this domain (spec §3 "Site configuration"), held by the host.
import { observable, runInAction } from 'mobx';
import type { SiteConfig } from '@casino/shared';

export interface RuntimeConfig { apiUrl: string; configUrl: string; configKey: string; domain?: string }

export const site = observable({
  runtime: null as RuntimeConfig | null,
  config: null as SiteConfig['config'] | null,
  get title(): string {
    return (this.config?.VARIABLES?.title as string) || 'Casino';
  },
});

export function setSite(runtime: RuntimeConfig, config: SiteConfig['config']): void {
  runInAction(() => {
    site.runtime = runtime;
    site.config = config;
  });
}
