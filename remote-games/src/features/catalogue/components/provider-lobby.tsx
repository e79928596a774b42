// Provider grid → (login required) spinner with LOADING → that provider's game grid with a back button
// (spec §2, §4). Used by the provider drawer and by the live casino and slot pages. Drawn without antd (native
// controls of @casino/shared), so the lobby pages load none (issue 19).
import { ArrowLeftOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attempt, gameCard, LoadingText, NativeAlert, NativeButton, Spinner, useFailure, useStores, useToaster, type GridCardItem, type ProviderCategory,
} from '@casino/shared';
import { getProviderGames } from '../api/get-provider-games';
import { useProviders } from '../model/use-providers';
import { useSelectCard, type LaunchGame } from '../model/use-select-card';
import { CardGrid } from './card-grid';

type View =
  | { kind: 'providers' }
  | { kind: 'loading'; provider: GridCardItem }
  | { kind: 'games'; provider: GridCardItem; games: GridCardItem[] };

export interface ProviderLobbyProps { category?: ProviderCategory; fixedColumns?: number; testId: string; launch: LaunchGame }

export const ProviderLobby = observer(function ProviderLobby({ category, fixedColumns, testId, launch }: ProviderLobbyProps) {
  const { session } = useStores();
  const message = useToaster();
  const { t } = useTranslation('games');
  const failure = useFailure();
  const providers = useProviders(category);
  const [view, setView] = useState<View>({ kind: 'providers' });
  const request = useRef(0);

  const openProvider = useCallback(async (provider: GridCardItem) => {
    if (!session.credential) { message.warning(t('LOGIN_REQUIRED')); return; }
    const ticket = ++request.current;
    setView({ kind: 'loading', provider });
    const res = await attempt(() => getProviderGames(provider.refId));
    if (ticket !== request.current) return; // the member went back meanwhile
    if (!res.ok) {
      // Spec §8: a refusal reads "fetchError: <reason>", a transport failure "serverError" (the catalogue
      // decides whether it is a toast or, for an expired session, the way to /login).
      failure.show(res.failure, { toast: (reason, f) => (f.client ? t('serverError') : `${t('fetchError')}: ${reason}`) });
      setView({ kind: 'providers' });
      return;
    }
    const games = (Array.isArray(res.data?.list) ? res.data.list : []).map((g) => ({ ...gameCard(g), providerTitle: provider.name }));
    setView({ kind: 'games', provider, games });
  }, [session, message, t, failure]);

  const select = useSelectCard(launch, openProvider);
  const back = () => { request.current += 1; setView({ kind: 'providers' }); };

  if (view.kind === 'loading') {
    return (
      <div role="status" data-testid="provider-games-loading" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 48 }}>
        <Spinner />
        <span>{t('drawer.loading')}</span>
      </div>
    );
  }
  if (view.kind === 'games') {
    return (
      <section data-testid={`${testId}-games`} data-provider={view.provider.name}>
        <h2 style={{ margin: '0 0 12px', fontSize: 18 }}>{view.provider.name}</h2>
        <CardGrid
          items={view.games} onSelect={select} fixedColumns={fixedColumns} testId="game-grid"
          toolbar={<NativeButton icon={<ArrowLeftOutlined />} onClick={back} data-testid="provider-back" aria-label={t('drawer.back')} title={t('drawer.back')} />}
        />
      </section>
    );
  }
  if (providers.status === 'loading') return <LoadingText />;
  if (providers.status !== 'ready') {
    return <NativeAlert type="error" data-testid="providers-error" title={t(providers.status === 'empty' ? 'providers.empty' : 'providers.loadFailed')} />;
  }
  return <CardGrid items={providers.cards} onSelect={select} fixedColumns={fixedColumns} testId="provider-grid" />;
});
