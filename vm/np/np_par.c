/* np_par.c — the threads that spread large array work over the cores (np_par.h).
 *
 * np_par_for cuts [0, n) into nt contiguous chunks whose edges fall on multiples of a grain;
 * chunk t runs on helper t, the caller itself running chunk 0. The helpers start at the first
 * large operation and then wait on a condition variable; they block every signal, so Ctrl-C
 * reaches the main thread, and a body polls rt_interrupted to stop early (the caller raises
 * KeyboardInterrupt after the join). A loop's floating-point status flags and the integer
 * divide-by-zero mark are per thread: each helper clears them before its chunk and the caller
 * raises the union on itself afterwards, so the warnings are NumPy's whatever thread met them.
 * One job at a time: a call made while another runs (from a worker of a @vectorize(parallel)
 * ufunc, say) runs its whole range on the calling thread. */
#include <fenv.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "../base/config.h"
#include "np_loops.h"
#include "np_par.h"

#define NP_PAR_MAX 64
#define FP_FLAGS (FE_DIVBYZERO | FE_OVERFLOW | FE_INVALID)

typedef struct ParJob {
  NpParBody body;
  void *ctx;
  int64_t n, grain;
  int nt;
  int flags[NP_PAR_MAX];  /* each chunk's floating-point flags */
  int divzero[NP_PAR_MAX]; /* each chunk's np_int_divzero */
} ParJob;

static struct {
  pthread_mutex_t mu;
  pthread_cond_t go, done;
  int threads;  /* 0: not yet decided */
  int helpers;  /* started */
  unsigned long gen;
  int pending;  /* chunks of the current job not finished */
  ParJob *job;
  bool busy;
} pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER,
          0, 0, 0, 0, NULL, false};

int np_par_threads(void) {
  if (pool.threads) return pool.threads;
  const char *v = weft_config()->np_threads;
  long n = v && *v ? strtol(v, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
  pool.threads = n < 1 ? 1 : n > NP_PAR_MAX ? NP_PAR_MAX : (int)n;
  return pool.threads;
}

/* Chunk t: whole grains, the first (count % nt) chunks one grain longer; the last also takes
 * the partial grain at the end, so no chunk is shorter than a grain (a loop may treat short
 * runs apart, and one whole-array pass never gives it one). */
static void chunk_bounds(const ParJob *j, int t, int64_t *lo, int64_t *hi) {
  int64_t g = j->n / j->grain, q = g / j->nt, r = g % j->nt;
  int64_t a = t * q + (t < r ? t : r), b = a + q + (t < r);
  *lo = a * j->grain;
  *hi = t == j->nt - 1 ? j->n : b * j->grain;
}

static void run_chunk(ParJob *j, int t) {
  int64_t lo, hi;
  chunk_bounds(j, t, &lo, &hi);
  if (t > 0) {
    feclearexcept(FE_ALL_EXCEPT);
    np_int_divzero = 0;
  }
  if (lo < hi) j->body(j->ctx, lo, hi);
  if (t > 0) {
    j->flags[t] = fetestexcept(FP_FLAGS);
    j->divzero[t] = np_int_divzero;
  }
}

static void *helper_main(void *arg) {
  int t = (int)(long)arg;
  unsigned long seen = 0;
  pthread_mutex_lock(&pool.mu);
  for (;;) {
    while (pool.gen == seen) pthread_cond_wait(&pool.go, &pool.mu);
    seen = pool.gen;
    ParJob *j = pool.job;
    if (!j || t >= j->nt) continue;
    pthread_mutex_unlock(&pool.mu);
    run_chunk(j, t);
    pthread_mutex_lock(&pool.mu);
    if (--pool.pending == 0) pthread_cond_signal(&pool.done);
  }
  return NULL;
}

/* A child of fork() has none of the helpers: it starts its own. */
static void after_fork_child(void) {
  pthread_mutex_init(&pool.mu, NULL);
  pthread_cond_init(&pool.go, NULL);
  pthread_cond_init(&pool.done, NULL);
  pool.helpers = 0;
  pool.busy = false;
  pool.job = NULL;
}

static void start_helpers(int want) {
  static bool registered;
  if (!registered) registered = pthread_atfork(NULL, NULL, after_fork_child) == 0;
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &old);
  while (pool.helpers + 1 < want) {
    pthread_t th;
    if (pthread_create(&th, NULL, helper_main, (void *)(long)(pool.helpers + 1)) != 0) break;
    pthread_detach(th);
    pool.helpers++;
  }
  pthread_sigmask(SIG_SETMASK, &old, NULL);
}

static bool claim(void) {
  pthread_mutex_lock(&pool.mu);
  bool mine = !pool.busy;
  pool.busy = true;
  pthread_mutex_unlock(&pool.mu);
  return mine;
}

static void dispatch_and_join(ParJob *j) {
  pthread_mutex_lock(&pool.mu);
  pool.job = j;
  pool.pending = j->nt - 1;
  pool.gen++;
  pthread_cond_broadcast(&pool.go);
  pthread_mutex_unlock(&pool.mu);
  run_chunk(j, 0);
  pthread_mutex_lock(&pool.mu);
  while (pool.pending) pthread_cond_wait(&pool.done, &pool.mu);
  pool.job = NULL; /* a helper waking late must not read it */
  pool.busy = false;
  pthread_mutex_unlock(&pool.mu);
}

int np_par_for(int64_t n, int64_t grain, NpParBody body, void *ctx) {
  int nt = np_par_threads();
  int64_t grains = n / grain;
  if (grains < nt) nt = (int)grains;
  if (nt <= 1 || !claim()) {
    if (n > 0) body(ctx, 0, n);
    return 1;
  }
  start_helpers(nt);
  if (nt > pool.helpers + 1) nt = pool.helpers + 1;
  ParJob j = {body, ctx, n, grain, nt, {0}, {0}};
  if (nt <= 1) {
    pthread_mutex_lock(&pool.mu);
    pool.busy = false;
    pthread_mutex_unlock(&pool.mu);
    body(ctx, 0, n);
    return 1;
  }
  dispatch_and_join(&j);
  int flags = 0;
  for (int t = 1; t < nt; t++) {
    flags |= j.flags[t];
    np_int_divzero |= j.divzero[t];
  }
  if (flags) feraiseexcept(flags);
  return nt;
}
