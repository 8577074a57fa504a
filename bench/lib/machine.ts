import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

import { CHROMIUM_PATH } from './browser';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  next: string;
  chromium: string;
  /** 1-minute load average when the run started: other work on the machine skews every figure. */
  loadAverageAtStart: number;
}

function cpuModel(): string {
  // os.cpus() says only "AMD EPYC" on some VMs; /proc/cpuinfo may say more.
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('model name'));
    if (line) return line.split(':')[1].trim();
  } catch {
    // Not Linux.
  }
  return os.cpus()[0]?.model.trim() ?? 'unknown';
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return `not found at ${CHROMIUM_PATH}`;
  }
}

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'));
    if (pretty) return `${pretty[1]} (${os.release()})`;
  } catch {
    // Not Linux.
  }
  return `${os.type()} ${os.release()}`;
}

export function machineInfo(): MachineInfo {
  return {
    cpuModel: cpuModel(),
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    node: process.version,
    next: (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string })
      .version,
    chromium: chromiumVersion(),
    loadAverageAtStart: Math.round(os.loadavg()[0] * 100) / 100,
  };
}
