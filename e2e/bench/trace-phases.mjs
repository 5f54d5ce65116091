// Where a page load's main-thread time goes, from a Chromium trace (page-load.mjs --trace): navigation start until
// the measured element is usable, split by what each task of the renderer's main thread spent its time on.
export const TRACE_CATEGORIES = ['devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline'];

// Child events of a task, by the phase they belong to (the first match wins; a task's remainder is "other").
const PHASES = [
  ['navigation (commit, document load)', /^DocumentLoader::/],
  ["classic scripts (the bench's own init script)", /^EvaluateScript$/],
  ['html', /^(ParseHTML|ParseAuthorStyleSheet)$/],
  ['compile', /^(v8\.compile|v8\.compileModule|v8\.compileLazy|v8\.produceModuleCache|v8\.parseOnBackground)$/],
  ['module evaluation', /^v8\.evaluateModule$/],
  ['script after evaluation (render, effects, timers)', /^(FunctionCall|v8\.callFunction|TimerFire|RunMicrotasks|EventDispatch|FireAnimationFrame)$/],
  ['style, layout, paint', /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|RecalculateStyles|HitTest)$/],
];

/** Milliseconds per phase between navigation start and `usableMs` (performance.now() of the usable element). */
export function phasesOf(traceJson, usableMs) {
  const { traceEvents } = JSON.parse(traceJson);
  // The page's own navigation (not the initial about:blank, which may live in another renderer process).
  const nav = traceEvents
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''))
    .sort((a, b) => b.ts - a.ts)[0];
  const main = { pid: nav.pid, tid: nav.tid };
  const t0 = nav.ts;
  const t1 = t0 + usableMs * 1000;
  const own = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && e.ts >= t0 && e.ts < t1).sort((a, b) => a.ts - b.ts);
  const out = Object.fromEntries([...PHASES.map(([name]) => [name, 0]), ['other tasks', 0], ['idle (waiting on network or timers)', usableMs]]);
  let end = 0;
  for (let i = 0; i < own.length; i++) {
    const task = own[i];
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    const taskMs = (Math.min(end, t1) - task.ts) / 1000;
    out['idle (waiting on network or timers)'] -= taskMs;
    let accounted = 0;
    // Direct phase children: the outermost child event of a known kind inside this task.
    let childEnd = 0;
    for (let j = i + 1; j < own.length && own[j].ts < end; j++) {
      const child = own[j];
      if (child.ts < childEnd) continue;
      const phase = PHASES.find(([, re]) => re.test(child.name));
      if (!phase) continue;
      childEnd = child.ts + child.dur;
      const ms = (Math.min(childEnd, t1) - child.ts) / 1000;
      out[phase[0]] += ms;
      accounted += ms;
    }
    out['other tasks'] += Math.max(0, taskMs - accounted);
  }
  return out;
}
