// Types of scripts/lib/supervisor.mjs (its doc comment says how it behaves).
import type { ChildProcessByStdio } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import type { Readable } from 'node:stream';

export interface ChildSpec {
  name: string;
  command?: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  restart?: 'never' | 'on-failure' | 'always';
  maxRestarts?: number;
  backoffMs?: number;
  tailLines?: number;
  output?: 'inherit' | 'quiet';
  prefix?: boolean;
}

export interface ChildHandle {
  spec: ChildSpec;
  child: ChildProcessByStdio<null, Readable, Readable>;
  pid: number | undefined;
  restarts: number;
  alive: boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Stopped { reason: string; failed: boolean }

export interface Supervisor {
  start(spec: ChildSpec): ChildHandle;
  stop(reason?: string, failed?: boolean): Promise<Stopped>;
  stopped: Promise<Stopped>;
  children: Map<string, ChildHandle>;
  events: EventEmitter;
}

export function createSupervisor(options?: { name?: string; graceMs?: number; handleSignals?: boolean; log?: (line: string) => void }): Supervisor;
