// Sound is off by default. When the member turns it on, short tones are generated with WebAudio (no audio files,
// nothing plays before that click, which also satisfies the browsers' autoplay rules).

let context: AudioContext | null = null;
let enabled = false;

export const soundEnabled = () => enabled;

export function setSound(on: boolean): void {
  enabled = Boolean(on);
  if (enabled && !context) {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (Ctx) context = new Ctx();
  }
  if (context && context.state === 'suspended') context.resume().catch(() => undefined);
}

function tone(freq: number, start: number, duration: number, { type = 'sine', gain = 0.08 }: { type?: OscillatorType; gain?: number } = {}): void {
  if (!context) return;
  const osc = context.createOscillator();
  const amp = context.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, context.currentTime + start);
  amp.gain.setValueAtTime(0, context.currentTime + start);
  amp.gain.linearRampToValueAtTime(gain, context.currentTime + start + 0.01);
  amp.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + start + duration);
  osc.connect(amp).connect(context.destination);
  osc.start(context.currentTime + start);
  osc.stop(context.currentTime + start + duration + 0.02);
}

export type SoundName = 'click' | 'spin' | 'stop' | 'card' | 'win' | 'lose' | 'boom';

const SOUNDS: Record<SoundName, () => void> = {
  click: () => tone(880, 0, 0.05, { type: 'square', gain: 0.03 }),
  spin: () => { for (let i = 0; i < 6; i += 1) tone(220 + i * 40, i * 0.05, 0.06, { type: 'triangle', gain: 0.04 }); },
  stop: () => tone(160, 0, 0.08, { type: 'square', gain: 0.05 }),
  card: () => tone(1200, 0, 0.04, { type: 'triangle', gain: 0.04 }),
  win: () => [523, 659, 784, 1047].forEach((f, i) => tone(f, i * 0.09, 0.18, { type: 'triangle' })),
  lose: () => tone(196, 0, 0.25, { type: 'sine', gain: 0.05 }),
  boom: () => { tone(90, 0, 0.5, { type: 'sawtooth', gain: 0.06 }); tone(60, 0.05, 0.6, { type: 'square', gain: 0.04 }); },
};

export function play(name: SoundName): void {
  if (!enabled || !context || !SOUNDS[name]) return;
  try { SOUNDS[name](); } catch { /* audio unavailable */ }
}
