import { takeFlag } from './client.mjs';

export const commands = {
  remote: {
    usage: 'remote list | remote set <account|games|wallet|support> <version> [--domain localhost]',
    async run(args, client) {
      const domain = takeFlag(args, 'domain', 'localhost');
      const [verb, name, version] = args;
      if (verb === 'set') {
        if (!name || !version) throw new Error('remote set needs a name and a version');
        await client.call('PUT', `/operator/remotes/${name}`, { version, domain });
        console.log(`${domain}: ${name} → ${version}`);
      } else if (verb !== 'list') throw new Error(`unknown: remote ${verb ?? ''}`);
      const data = await client.call('GET', `/operator/remotes?domain=${encodeURIComponent(domain)}`);
      console.table(data.list.map(({ name: n, version: v, entry }) => ({ name: n, version: v, entry })));
    },
  },
};
