/* np_par.c — the threads that spread large array work over the cores (np_par.h).
 *
 * np_par_for cuts [0, n) into about 16 chunks per thread whose edges fall on multiples of a
 * grain; the caller and the helpers of the pool (vm/base/thread_pool.h) each take the next
 * chunk not yet taken until none is left, so a helper that wakes late (the machine busy with
 * other work) leaves its share to the threads already running instead of making the caller
 * wait for it; a body polls rt_interrupted to stop early (the caller raises KeyboardInterrupt
 * after the join). A loop's floating-point status flags and the integer divide-by-zero mark are per
 * thread: each helper clears them before its chunk and the caller raises the union on itself
 * afterwards, so the warnings are NumPy's whatever thread met them.
 * One job at a time: a call made while another runs (from a worker of a @vectorize(parallel)
 * ufunc, say) runs its whole range on the calling thread. */
#include <fenv.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

#include "../base/config.h"
#include "../base/thread_pool.h"
#include "np_loops.h"
#include "np_par.h"

#define NP_PAR_MAX RT_POOL_MAX
#define FP_FLAGS (FE_DIVBYZERO | FE_OVERFLOW | FE_INVALID | FE_UNDERFLOW)

typedef struct ParJob {
  NpParBody body;
  void *ctx;
  int64_t n, grain;
  int64_t grains, step; /* whole grains in [0, n); grains per chunk */
  atomic_int_fast64_t next; /* the first grain no thread has taken */
  int nt;
  int flags[NP_PAR_MAX];  /* each thread's floating-point flags (0: did not start) */
  int divzero[NP_PAR_MAX]; /* each thread's np_int_divzero */
} ParJob;

static RtPool pool = RT_POOL_INIT;
static int threads; /* 0: not yet decided */

int np_par_threads(void) {
  if (threads) return threads;
  const char *v = weft_config()->np_threads;
  long n = v && *v ? strtol(v, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
  threads = n < 1 ? 1 : n > NP_PAR_MAX ? NP_PAR_MAX : (int)n;
  return threads;
}

/* Thread t takes chunks of step grains until none is left; the last chunk also takes the
 * partial grain at the end, so no chunk is shorter than a grain (a loop may treat short runs
 * apart, and one whole-array pass never gives it one). */
static void run_chunk(void *job, int t) {
  ParJob *j = job;
  if (t > 0) {
    feclearexcept(FE_ALL_EXCEPT);
    np_int_divzero = 0;
  }
  for (;;) {
    int64_t c = atomic_fetch_add_explicit(&j->next, j->step, memory_order_relaxed);
    if (c >= j->grains) break;
    int64_t hi = c + j->step >= j->grains ? j->n : (c + j->step) * j->grain;
    j->body(j->ctx, c * j->grain, hi);
  }
  if (t > 0) {
    j->flags[t] = fetestexcept(FP_FLAGS);
    j->divzero[t] = np_int_divzero;
  }
}

int np_par_for(int64_t n, int64_t grain, NpParBody body, void *ctx) {
  int nt = np_par_threads();
  int64_t grains = n / grain;
  if (grains < nt) nt = (int)grains;
  nt = rt_pool_acquire(&pool, nt);
  if (nt <= 1) {
    if (n > 0) body(ctx, 0, n);
    return 1;
  }
  int64_t step = grains / (16 * (int64_t)nt);
  ParJob j = {body, ctx, n, grain, grains, step < 1 ? 1 : step, 0, nt, {0}, {0}};
  rt_pool_run_shared(&pool, nt, run_chunk, &j);
  int flags = 0;
  for (int t = 1; t < nt; t++) {
    flags |= j.flags[t];
    np_int_divzero |= j.divzero[t];
  }
  if (flags) feraiseexcept(flags);
  return nt;
}
