// Stopping an adjudicator and everything it started (issue #17). The adapter runs in a process
// group of its own, so one signal to the group stops the shell, the program and any helper left in
// the group, even after the program itself has exited. A helper that left the group (setsid) is
// found through /proc as a descendant while the adapter still runs, and stopped by pid once its
// start time shows it is still the same process. A helper that left the group and was started or
// orphaned between two looks (a crash right after a setsid) is found by the mark in its
// environment, which every process the adapter starts inherits. Elsewhere than Linux, the group only.

import { readFileSync, readdirSync } from 'node:fs';

/** A process, named by pid and start time (a pid alone may be reused). */
export interface ProcessId {
  pid: number;
  start: string;
}

interface Stat {
  ppid: number;
  start: string;
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (field 3); ppid is field 4, starttime field 22.
    return { ppid: Number(fields[1]), start: fields[19] };
  } catch {
    return undefined;
  }
}

/** Every process descended from `root` (not `root` itself), from /proc; none where there is no /proc. */
export function descendants(root: number): ProcessId[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc').filter((n) => /^\d+$/.test(n)).map(Number);
  } catch {
    return [];
  }
  const children = new Map<number, ProcessId[]>();
  for (const pid of pids) {
    const s = stat(pid);
    if (!s) continue;
    const list = children.get(s.ppid) ?? [];
    list.push({ pid, start: s.start });
    children.set(s.ppid, list);
  }
  const out: ProcessId[] = [];
  const todo = [root];
  while (todo.length) {
    for (const child of children.get(todo.pop()!) ?? []) {
      out.push(child);
      todo.push(child.pid);
    }
  }
  return out;
}

/** SIGKILL to a process group; quiet when the group is already gone. */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // ESRCH: nothing left in the group.
  }
}

/** SIGKILL to each process that is still the one recorded (same pid, same start time). */
export function killRecorded(processes: readonly ProcessId[]): void {
  for (const p of processes) {
    if (stat(p.pid)?.start !== p.start) continue;
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // It ended in between.
    }
  }
}

/** The environment variable that marks every process of one adapter run (its value: a fresh id). */
export const MARK_VARIABLE = 'CASEBOOK_ADJUDICATOR_RUN';

/**
 * SIGKILL to every process whose environment carries `${MARK_VARIABLE}=<mark>`: what the adapter
 * started, wherever it went (another session, reparented to init). Not `self`, the harness.
 */
export function killMarked(mark: string): void {
  const needle = `\0${MARK_VARIABLE}=${mark}\0`;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((n) => /^\d+$/.test(n));
  } catch {
    return;
  }
  for (const name of pids) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    let environ: string;
    try {
      environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
    } catch {
      continue; // gone, or another user's
    }
    if (!`\0${environ}\0`.includes(needle)) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // It ended in between.
    }
  }
}
