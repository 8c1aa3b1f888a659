/* interp_prof.c — the profiler's hooks in the dispatch loop (interp.c), reached only while
 * profiling: a frame entered, a source line changed, a sampling tick's trap. */
#include <stdlib.h>

#include "../base/prof_sink.h"
#include "opcodes.h"
#include "vm_internal.h"

/* A Python frame was entered: the function's span starts (its def line names it; a module's
 * is line 1), and its first line counts as a hit even where a sibling call left off. */
__attribute__((noinline, cold)) void vm_prof_enter(const Proto *p) {
  p->vm->prof_fr = NULL;
  prof_func_enter(p->name, p->source->name, p->firstline ? p->firstline : 1);
}

/* Before each instruction while profiling: tell the profiler when the source line changes
 * (a call and its return change the line too, so the callee's time is not charged to the
 * caller's line; returning to the line that made the call resumes it, counting no new hit). */
__attribute__((noinline, cold)) void vm_prof_step(const CallFrame *fr, const Instr *pc) {
  const Proto *p = fr->fn->proto;
  Vm *vm = p->vm;
  int line = p->spans[pc - p->code].line;
  if (line == vm->prof_line && fr == vm->prof_fr && p->source->name == vm->prof_file) return;
  int *at = &vm->prof_line_at[fr - vm->frames];
  bool resumed = fr < vm->prof_fr && *at == line;
  vm->prof_line = *at = line;
  vm->prof_fr = fr;
  vm->prof_file = p->source->name;
  if (resumed) prof_host_line_resume(vm->prof_file, line);
  else prof_host_line(vm->prof_file, line);
}

/* A sampling tick's trap (sampled host spans, prof/prof_sample.c): one sample of the Python
 * stack, charged to the instruction about to run, or, when the tick came during a native call,
 * to the one saved before it (SAVEPC precedes every call out; a saved pc outside the top
 * function's code is a stale one, from an earlier frame in the same slot). */
__attribute__((noinline, cold)) void vm_prof_sample(const Vm *vm, const CallFrame *top, const Instr *pc) {
  int depth = (int)(top - vm->frames) + 1;
  const char **names = malloc(sizeof(char *) * (size_t)depth);
  int *def_lines = malloc(sizeof(int) * (size_t)depth);
  const Proto *p = top->fn->proto;
  if (prof_sample_rearm() && top->pc > p->code && top->pc <= p->code + p->ncode) pc = top->pc - 1;
  int n = 0;
  for (const CallFrame *f = vm->frames; names && def_lines && f <= top; f++, n++) {
    names[n] = f->fn->proto->name;
    def_lines[n] = f->fn->proto->firstline ? f->fn->proto->firstline : 1;
  }
  if (names && def_lines) prof_host_sample(n, names, def_lines, p->source->name, p->spans[pc - p->code].line);
  free(names);
  free(def_lines);
}

#if !(defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__))
/* The table vm_execute dispatches through while sampling: the real handlers, except after a tick,
 * which points every entry at the trap until the trap has taken its sample. The handler runs on
 * this thread and writes through a volatile pointer; the dispatch reads it with plain loads, which
 * it cannot keep in registers since every dispatch indexes the table afresh (a volatile element
 * type made gcc merge the 195 dispatch jumps into 132 and slowed bench_fib.py by 4% when off).
 * It is the process's, not a VM's: the profiler is one per process, and its SIGPROF handler and
 * exit handler (which runs after vm_free) write the table it was given, so the table outlives
 * every VM. */
static void *sample_table[OP_COUNT];

__attribute__((noinline, cold)) void *const *vm_prof_sampling(void *const *real, void *trap) {
  prof_sample_install((void *volatile *)sample_table, real, trap, OP_COUNT);
  return sample_table;
}
#else
__attribute__((noinline, cold)) void vm_prof_hit(const Vm *vm, const CallFrame *fr, const Instr *pc, bool exact) {
  if (exact) vm_prof_step(fr, pc);
  else vm_prof_sample(vm, fr, pc);
}
#endif

