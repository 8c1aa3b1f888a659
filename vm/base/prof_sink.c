/* prof_sink.c — the profiler's sink (prof_sink.h): its flags, the operations that do nothing
 * until a profiler is installed, and the per-line counters of a kernel launch. */
#include "prof_sink.h"

#include <stdlib.h>
#include <string.h>

#include "error.h"

/* With no profiler installed, PROF_ON() is false and no event site calls these; the ones that
 * run unconditionally (a launch's end with a NULL record) must still be harmless. */
static ProfKernel *none_launch_begin(struct Prof *prof, const char *name, const char *file, const int64_t grid[3],
                                     const int64_t block[3], int64_t dyn_shared, int argc,
                                     const struct Value *argv, const char *const *arg_names,
                                     const struct Value *stream) {
  (void)prof, (void)name, (void)file, (void)grid, (void)block, (void)dyn_shared, (void)argc, (void)argv,
      (void)arg_names, (void)stream;
  return NULL;
}
static void none_launch_end(struct Prof *prof, ProfKernel *k, int rc) { (void)prof, (void)k, (void)rc; }
static ProfKernel *none_kernel_current(struct Prof *prof) { return (void)prof, NULL; }
static double none_clock(struct Prof *prof) { return (void)prof, 0.0; }
static double none_event_clock(struct Prof *prof, int64_t stream) { return (void)prof, (void)stream, 0.0; }
static void none_host_wait(struct Prof *prof, double device_us) { (void)prof, (void)device_us; }
static void none_stream_wait(struct Prof *prof, int64_t stream, double device_us) {
  (void)prof, (void)stream, (void)device_us;
}
static void none_compile(struct Prof *prof, const char *name, double t0_us, bool cache_hit) {
  (void)prof, (void)name, (void)t0_us, (void)cache_hit;
}
static void none_alloc(struct Prof *prof, int64_t nbytes, bool device) { (void)prof, (void)nbytes, (void)device; }
static void none_func_enter(struct Prof *prof, const char *name, const char *file, int line) {
  (void)prof, (void)name, (void)file, (void)line;
}
static void none_event(struct Prof *prof) { (void)prof; }
static void none_host_line(struct Prof *prof, const char *file, int line, bool hit) {
  (void)prof, (void)file, (void)line, (void)hit;
}
static void none_sample_install(struct Prof *prof, void *volatile *table, void *const *real, void *trap, int n) {
  (void)prof, (void)trap;
  for (int k = 0; k < n; k++) table[k] = real[k];
}
static bool none_sample_rearm(struct Prof *prof) { return (void)prof, false; }
static void none_host_sample(struct Prof *prof, int depth, const char *const *names, const int *def_lines,
                             const char *file, int line) {
  (void)prof, (void)depth, (void)names, (void)def_lines, (void)file, (void)line;
}

static const ProfSinkOps none = {
    .launch_begin = none_launch_begin,
    .launch_end = none_launch_end,
    .kernel_current = none_kernel_current,
    .now_us = none_clock,
    .compile = none_compile,
    .event_clock_us = none_event_clock,
    .host_wait = none_host_wait,
    .stream_wait = none_stream_wait,
    .alloc = none_alloc,
    .func_enter = none_func_enter,
    .func_exit = none_event,
    .host_line = none_host_line,
    .sample_install = none_sample_install,
    .sample_rearm = none_sample_rearm,
    .host_sample = none_host_sample,
    .note_run = none_event,
};

ProfSink prof_sink = {.ops = &none};

void prof_sink_install(struct Prof *prof, const ProfSinkOps *ops) {
  prof_sink.prof = ops ? prof : NULL;
  prof_sink.ops = ops ? ops : &none;
}

ProfCounters *prof_line(ProfKernel *k, int line) {
  if (line < 0) line = 0;
  if (line >= k->nlines) {
    int n = k->nlines ? k->nlines : 64;
    while (n <= line) n *= 2;
    ProfCounters *p = realloc(k->lines, (size_t)n * sizeof *p);
    if (!p) rt_raise(RT_EXC_MemoryError, "profiler counters");
    memset(p + k->nlines, 0, (size_t)(n - k->nlines) * sizeof *p);
    k->lines = p;
    k->nlines = n;
  }
  return &k->lines[line];
}
