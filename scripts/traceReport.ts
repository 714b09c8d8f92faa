/**
 * Reading a Chrome trace of a console page (scripts/profileAppend.ts, scripts/profileConsoleReady.ts): where the
 * renderer's main thread spent its time, by kind of work (script, style, layout, paint…) and, from the sampled CPU
 * profile, by function, by file and by React component.
 */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { name?: string; data?: Record<string, unknown> };
}

export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

const SCRIPT = new Set([
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'v8.callFunction',
  'V8.Execute',
  'FireIdleCallback',
  'XHRReadyStateChange',
  'ResourceReceivedData',
]);

export const ms = (micro: number) => (micro / 1000).toFixed(1);

/**
 * Self time (µs) of each event kind under the main thread's tasks, nested complete events subtracted: wall time, or
 * with `cpu` the thread's CPU time (`tdur`), which a busy machine (the thread waiting for a core) inflates far less.
 */
function selfTimes(events: TraceEvent[], cpu = false): Map<string, number> {
  const length = (event: TraceEvent) => (cpu ? (event.tdur ?? 0) : (event.dur ?? 0));
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const event of complete) {
    while (stack.length && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - length(event));
    self.set(event.name, (self.get(event.name) ?? 0) + length(event));
    stack.push(event);
  }
  return self;
}

export function mainThread(events: TraceEvent[]) {
  const names = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  // The page's renderer is the one whose main thread ran the most.
  let best = { pid: 0, tid: 0, busy: -1 };
  for (const named of names) {
    const busy = events
      .filter((e) => e.pid === named.pid && e.tid === named.tid && e.name === 'RunTask' && e.dur)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > best.busy) best = { pid: named.pid, tid: named.tid, busy };
  }
  return best;
}

/** Samples of the page's CPU profile: each sample's stack (leaf first) and its duration (µs). */
export function profileSamples(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { stack: ProfileNode[]; micro: number }[] = [];
  const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid);
  const ids: number[] = [];
  const deltas: number[] = [];
  for (const chunk of chunks) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    ids.push(...(data.cpuProfile?.samples ?? []));
    deltas.push(...(data.timeDeltas ?? []));
  }
  for (let i = 0; i < ids.length; i++) {
    const stack: ProfileNode[] = [];
    for (let node = nodes.get(ids[i]); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      stack.push(node);
    }
    samples.push({ stack, micro: deltas[i + 1] ?? deltas[i] ?? 0 });
  }
  return samples;
}

const frameName = (node: ProfileNode) => {
  const file = node.callFrame.url?.split('/').pop() ?? '';
  return `${node.callFrame.functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
};

export function top(map: Map<string, number>, count: number, total: number) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, micro]) => `  ${ms(micro).padStart(7)} ms ${((100 * micro) / total).toFixed(1).padStart(5)} %  ${name}`,
    )
    .join('\n');
}

/** Each task of 1 ms or more: when (ms from the first task), how long, and its largest kinds of work (self time). */
function taskList(main: TraceEvent[], tasks: TraceEvent[]) {
  const complete = main.filter((event) => event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const first = tasks[0]?.ts ?? 0;
  return tasks
    .filter((task) => (task.dur ?? 0) >= 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = complete.filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
      const stamps = main
        .filter((event) => event.name === 'TimeStamp' && event.ts >= task.ts && event.ts <= end)
        .map((event) => `\n      changed: ${String(event.args?.data?.message ?? '')}`)
        .join('');
      const kinds = [...selfTimes(inside, true)]
        .filter(([name]) => name !== 'RunTask')
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, micro]) => `${name} ${ms(micro)}`)
        .join(', ');
      return `  +${ms(task.ts - first).padStart(7)} ${ms(task.dur ?? 0).padStart(6)} ms (CPU ${ms(task.tdur ?? 0)}): ${kinds}${stamps}`;
    })
    .join('\n');
}

/** Prints the report; returns the CPU profile's samples (and their total, µs) for further reading. */
export function report(events: TraceEvent[]) {
  const { pid, tid } = mainThread(events);
  const main = events.filter((event) => event.pid === pid && event.tid === tid);
  const tasks = main.filter((event) => event.name === 'RunTask' && event.dur);
  const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const busyCpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  const groups = workKinds(selfTimes(main));
  const cpuGroups = workKinds(selfTimes(main, true));
  console.log(`Main thread busy in tasks: ${ms(busy)} ms (CPU time ${ms(busyCpu)} ms) in ${tasks.length} tasks`);
  console.log(`By kind of work (self time):\n${top(groups, 16, busy)}`);
  console.log(`By kind of work (self CPU time):\n${top(cpuGroups, 16, busyCpu)}`);
  if (process.env.PROFILE_TASKS === '1')
    console.log(`Tasks of 1 ms or more (CPU time by kind):\n${taskList(main, tasks)}`);

  const samples = profileSamples(events, pid);
  const sampled = samples.reduce((sum, sample) => sum + sample.micro, 0);
  if (samples.length === 0) return { samples, sampled };
  const selfByFunction = new Map<string, number>();
  const byComponent = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const { stack, micro } of samples) {
    const leaf = stack[0];
    if (!leaf) continue;
    const name = frameName(leaf);
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micro);
    const file = leaf.callFrame.url?.split('/').pop() || leaf.callFrame.functionName || '(native)';
    byFile.set(file, (byFile.get(file) ?? 0) + micro);
    // A component function is on the stack only while it renders itself (React renders children afterwards).
    const seen = new Set<string>();
    for (const node of stack) {
      const fn = node.callFrame.functionName;
      if (/^[A-Z][A-Za-z0-9]*$/.test(fn) && node.callFrame.url && !seen.has(fn)) {
        seen.add(fn);
        byComponent.set(fn, (byComponent.get(fn) ?? 0) + micro);
      }
    }
  }
  console.log(`\nCPU profile: ${ms(sampled)} ms sampled`);
  console.log(`Self time by function:\n${top(selfByFunction, 40, sampled)}`);
  console.log(`\nSelf time by file:\n${top(byFile, 12, sampled)}`);
  console.log(
    `\nComponents rendering themselves (their hooks included, their children not):\n${top(byComponent, 40, sampled)}`,
  );
  return { samples, sampled };
}

/** Self times grouped by kind of work: script, style, layout, paint… */
function workKinds(self: Map<string, number>): Map<string, number> {
  const groups = new Map<string, number>();
  for (const [name, micro] of self) {
    const group = SCRIPT.has(name)
      ? 'script (outside V8 frames)'
      : name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet'
        ? 'style'
        : name === 'Layout'
          ? 'layout'
          : [
                'Paint',
                'PrePaint',
                'Layerize',
                'UpdateLayer',
                'PaintImage',
                'RasterTask',
                'CompositeLayers',
                'Commit',
              ].includes(name)
            ? 'paint, prepaint, layerize, commit'
            : name === 'RunTask'
              ? 'task overhead'
              : name === 'V8.InvokeApiInterruptCallbacks'
                ? 'the CPU profiler itself (not there untraced)'
                : name.startsWith('V8.GC')
                  ? 'garbage collection'
                  : name;
    groups.set(group, (groups.get(group) ?? 0) + micro);
  }
  return groups;
}

/** Time (µs) of the samples whose stack holds a function `names` matches, by function name (each sample once a name). */
export function inclusiveTimes(samples: ReturnType<typeof profileSamples>, names: RegExp): Map<string, number> {
  const times = new Map<string, number>();
  for (const { stack, micro } of samples) {
    const seen = new Set<string>();
    for (const node of stack) {
      const fn = node.callFrame.functionName;
      if (names.test(fn) && !seen.has(fn)) {
        seen.add(fn);
        times.set(fn, (times.get(fn) ?? 0) + micro);
      }
    }
  }
  return times;
}
