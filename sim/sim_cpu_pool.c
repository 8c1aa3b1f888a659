/* sim_cpu_pool.c — the threads that run prange loops of compiled @jit code (sim_cpu.h).
 *
 * A loop of n iterations is cut into nt = min(threads, n) contiguous chunks of n/nt iterations
 * (the first n % nt one longer), a static schedule as Numba's default: chunk t runs on thread t,
 * the caller itself running chunk 0, so that reductions can be combined in chunk order and a
 * fault reported is the one serial code would have met first (each chunk stops at its first
 * fault, and the earliest faulting chunk holds the earliest faulting iteration). The threads
 * are a pool's (vm/base/thread_pool.h); Ctrl-C reaches the main thread, whose flag the loops
 * read. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../vm/base/config.h"
#include "../vm/base/thread_pool.h"
#include "sim_cpu.h"

typedef struct Job {
  SimCpuBody body;
  const void *frame;
  char *part;
  size_t part_size;
  long long n;
  int nt;
  SimCpuCtx ctx[SIM_CPU_MAX_THREADS]; /* each chunk's own (its fault message) */
  int rc[SIM_CPU_MAX_THREADS];
} Job;

static RtPool pool = RT_POOL_INIT;
static int threads; /* 0: not yet decided */

int sim_cpu_threads(void) {
  if (threads) return threads;
  const char *v = weft_config()->num_threads;
  long n = v && *v ? strtol(v, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
  threads = n < 1 ? 1 : n > SIM_CPU_MAX_THREADS ? SIM_CPU_MAX_THREADS : (int)n;
  return threads;
}

static void run_chunk(void *job, int t) {
  Job *j = job;
  long long q = j->n / j->nt, r = j->n % j->nt;
  long long lo = t * q + (t < r ? t : r), hi = lo + q + (t < r);
  j->rc[t] = j->body(&j->ctx[t], j->frame, j->part + (size_t)t * j->part_size, lo, hi);
}

int sim_cpu_par(SimCpuCtx *ctx, SimCpuBody body, const void *frame, void *part, size_t part_size, long long n,
                int *chunks) {
  *chunks = 0;
  if (n <= 0) return 0;
  int nt = sim_cpu_threads();
  if (n < nt) nt = (int)n;
  /* one job at a time: a loop started from another thread's code while one runs stays on it */
  nt = rt_pool_acquire(&pool, nt);
  Job *j = nt > 1 ? malloc(sizeof *j) : NULL;
  Job one;
  if (!j) j = &one;
  if (j == &one && nt > 1) { /* no memory for the chunks' contexts: release the pool, run alone */
    rt_pool_release(&pool);
    nt = 1;
  }
  *chunks = nt;
  *j = (Job){body, frame, part, part_size, n, nt, {{0}}, {0}};
  for (int t = 0; t < nt; t++) {
    j->ctx[t] = *ctx;
    j->ctx[t].msg[0] = 0;
  }
  if (nt > 1) rt_pool_run(&pool, nt, run_chunk, j);
  else run_chunk(j, 0);
  int rc = 0;
  for (int t = 0; t < nt && !rc; t++)
    if ((rc = j->rc[t]) != 0) memcpy(ctx->msg, j->ctx[t].msg, sizeof ctx->msg);
  if (j != &one) free(j);
  return rc;
}
