// The sound button: sound is off until the member turns it on (docs/games.md).
import { t } from '../i18n';
import { play, setSound, soundEnabled } from '../sound';
import { ICONS } from './icons';

export function wireSoundToggle(button: HTMLButtonElement): void {
  button.addEventListener('click', () => {
    setSound(!soundEnabled());
    const on = soundEnabled();
    button.setAttribute('aria-pressed', String(on));
    button.setAttribute('aria-label', t(on ? 'soundOn' : 'soundOff'));
    button.innerHTML = on ? ICONS.soundOn : ICONS.soundOff;
    play('click');
  });
}
