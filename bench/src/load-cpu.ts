import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/**
 * Sums a reading over every process started from this executable (the browser, its renderers, its
 * GPU and network processes); null where there is no /proc. `read` gets the process's id and
 * command line and answers its figure (0 to leave it out).
 */
function sumOverProcesses(executable: string, read: (pid: string, commandLine: string) => number): number | null {
  let names: string[];
  try {
    names = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of names) {
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (commandLine.startsWith(executable)) total += read(pid, commandLine);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/**
 * CPU milliseconds used so far by every process started from this executable, summed from /proc;
 * null where there is no /proc. Read before and after a load, the difference is what the load cost
 * the browser on all cores: on two shared cores a page's time follows that total more than any
 * one thread's.
 */
export function processCpuMs(executable: string): number | null {
  const ticks = sumOverProcesses(executable, (pid) => {
    // Fields after the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  });
  return ticks === null ? null : (ticks * 1000) / ticksPerSecond;
}

/**
 * CPU milliseconds used so far by the main threads of this executable's renderer processes, where a
 * page's script, style and layout run; null where there is no /proc. On two shared cores the total
 * above follows a page's time, and this says how much of it the page's own thread spent: a warm
 * counter against a warm bare page was ~89 against ~29 ms there, when every process together was
 * ~260 against ~110. From schedstat (nanoseconds, the process's main thread), not stat's 10 ms ticks.
 */
export function rendererMainCpuMs(executable: string): number | null {
  const nanoseconds = sumOverProcesses(executable, (pid, commandLine) =>
    commandLine.includes("--type=renderer") ? Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]) : 0,
  );
  return nanoseconds === null ? null : nanoseconds / 1e6;
}
