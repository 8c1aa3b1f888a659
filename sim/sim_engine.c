/* sim_engine.c — the simulator's table of kernel-engine operations (sim_engine.h): runs every
 * specialisation with its checks (the home engine), on worker threads for target='parallel',
 * and owns the simulator's settings: which checks run, the schedule, the host threads.
 *
 * A run here reads host memory, so a kernel's device arrays first get their host mirrors made
 * current (vm/numba/devarray_sync.h: a download where another engine holds the newer copy). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/numba/devarray_sync.h"
#include "sim.h"
#include "sim_engine.h"

typedef struct SimEngine {
  KirEngine table;
  SimConfig cfg;
} SimEngine;

static bool set_checks(SimConfig *c, const char *spec) {
  if (strcmp(spec, "none") == 0) c->checks = 0;
  else if (strcmp(spec, "bounds") == 0) c->checks = SIM_CHECK_BOUNDS;
  else if (strcmp(spec, "all") == 0) c->checks = SIM_CHECK_BOUNDS | SIM_CHECK_RACES;
  else if (strcmp(spec, "strict") == 0) c->checks = SIM_CHECK_BOUNDS | SIM_CHECK_RACES | SIM_CHECK_STRICT;
  else return false;
  return true;
}

static bool set_schedule(SimConfig *c, const char *spec) {
  if (strcmp(spec, "inorder") == 0) {
    c->shuffled = false;
    return true;
  }
  /* decimal digits only: strtoull would also take a sign (wrapping "-1") and leading spaces */
  if (strncmp(spec, "shuffle:", 8) != 0 || !isdigit((unsigned char)spec[8])) return false;
  char *end;
  errno = 0;
  unsigned long long seed = strtoull(spec + 8, &end, 10);
  if (*end || errno == ERANGE) return false;
  c->shuffled = true;
  c->seed = seed;
  return true;
}

static bool set_threads(SimConfig *c, const char *spec) {
  char *end;
  long n = strtol(spec, &end, 10);
  if (end == spec || *end || n < 1 || n > SIM_MAX_THREADS) return false;
  c->threads = (int)n;
  return true;
}

static bool set_option(void *self, const char *name, const char *value) {
  SimConfig *c = self;
  if (strcmp(name, "check") == 0) return set_checks(c, value);
  if (strcmp(name, "sim-schedule") == 0) return set_schedule(c, value);
  if (strcmp(name, "sim-threads") == 0) return set_threads(c, value);
  return false;
}

static int launch(void *self, KirFunc *f, const KirRun *run) {
  if (run->arrays && run->nlanes == 0)
    for (int k = 0; k < f->sig.nargs; k++)
      if (f->sig.args[k].kind == KIR_TY_ARRAY) rt_devmem_sync_for_host(run->arrays[k].data);
  return sim_run(self, f, run);
}

static const char *last_fault(void *self, int *exc) {
  (void)self;
  return sim_last_fault(exc);
}

/* For a CPU function sim_run touches no state shared between threads except: f->engine (built
 * here first, on the calling thread), printing and random numbers (such functions stay on one
 * thread), the interrupt check in loops (a fault on workers: sim_exec_in_worker) and
 * sim_last_fault's record, which is per thread. */
static bool parallel_prepare(void *self, KirFunc *f) {
  (void)self;
  if (!f->engine) f->engine = sim_compile(f); /* as sim_run does, but before any worker */
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].op == KIR_PRINT || f->code[pc].op == KIR_RANDOM) return false;
  return f->target == KIR_TARGET_CPU;
}

static int try_launch(void *self, KirFunc *f, const KirRun *run) {
  sim_exec_in_worker = true;
  int rc = sim_run(self, f, run);
  sim_exec_in_worker = false;
  if (!rc) return 0;
  int exc;
  sim_last_fault(&exc);
  return exc == RT_EXC_MemoryError ? KIR_TRY_NOMEM : rc;
}

static SimEngine the_engine = {
    .table =
        {
            .name = "sim",
            .label = "simulator",
            .where = "the simulator",
            .caps = {.checks = true},
            .self = &the_engine.cfg,
            .set_option = set_option,
            .launch = launch,
            .last_fault = last_fault,
            .parallel_prepare = parallel_prepare,
            .try_launch = try_launch,
        },
    .cfg = {.checks = SIM_DEFAULT_CHECKS, .threads = 1},
};

const KirEngine *sim_engine(void) { return &the_engine.table; }

bool sim_set_option(const char *name, const char *value) { return set_option(&the_engine.cfg, name, value); }

bool sim_engine_checks_bounds(void) { return (the_engine.cfg.checks & SIM_CHECK_BOUNDS) != 0; }
