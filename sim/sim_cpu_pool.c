/* sim_cpu_pool.c — the threads that run prange loops of compiled @jit code (sim_cpu.h).
 *
 * A loop of n iterations is cut into nt = min(threads, n) contiguous chunks of n/nt iterations
 * (the first n % nt one longer), a static schedule as Numba's default: chunk t runs on thread t,
 * the caller itself running chunk 0, so that reductions can be combined in chunk order and a
 * fault reported is the one serial code would have met first (each chunk stops at its first
 * fault, and the earliest faulting chunk holds the earliest faulting iteration). The helper
 * threads start at the first parallel loop and then wait on a condition variable for the next;
 * they block every signal, so Ctrl-C reaches the main thread, whose flag the loops read. */
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../vm/base/config.h"
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

static struct {
  pthread_mutex_t mu;
  pthread_cond_t go, done;
  int threads;   /* 0: not yet decided */
  int helpers;   /* started */
  unsigned long gen;
  int pending;   /* chunks of the current job not finished */
  Job *job;
  bool busy;     /* a job is running */
} pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, 0, 0, NULL, false};

int sim_cpu_threads(void) {
  if (pool.threads) return pool.threads;
  const char *v = weft_config()->num_threads;
  long n = v && *v ? strtol(v, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
  pool.threads = n < 1 ? 1 : n > SIM_CPU_MAX_THREADS ? SIM_CPU_MAX_THREADS : (int)n;
  return pool.threads;
}

static void run_chunk(Job *j, int t) {
  long long q = j->n / j->nt, r = j->n % j->nt;
  long long lo = t * q + (t < r ? t : r), hi = lo + q + (t < r);
  j->rc[t] = j->body(&j->ctx[t], j->frame, j->part + (size_t)t * j->part_size, lo, hi);
}

static void *helper_main(void *arg) {
  int t = (int)(long)arg;
  unsigned long seen = 0;
  pthread_mutex_lock(&pool.mu);
  for (;;) {
    while (pool.gen == seen) pthread_cond_wait(&pool.go, &pool.mu);
    seen = pool.gen;
    Job *j = pool.job;
    if (!j || t >= j->nt) continue; /* a job it has no chunk of, or one already over */
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

/* Start helpers 1..want-1 that are not running yet; fewer when the system refuses threads. */
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

int sim_cpu_par(SimCpuCtx *ctx, SimCpuBody body, const void *frame, void *part, size_t part_size, long long n,
                int *chunks) {
  *chunks = 0;
  if (n <= 0) return 0;
  int nt = sim_cpu_threads();
  if (n < nt) nt = (int)n;
  /* one job at a time: a loop started from another thread's code while one runs stays on it */
  pthread_mutex_lock(&pool.mu);
  bool mine = !pool.busy;
  pool.busy = true;
  pthread_mutex_unlock(&pool.mu);
  if (!mine) nt = 1;
  else start_helpers(nt);
  if (nt > pool.helpers + 1) nt = pool.helpers + 1;
  *chunks = nt;
  Job *j = malloc(sizeof *j);
  if (!j) nt = 1;
  Job one;
  if (!j) j = &one;
  *j = (Job){body, frame, part, part_size, n, nt, {{0}}, {0}};
  for (int t = 0; t < nt; t++) {
    j->ctx[t] = *ctx;
    j->ctx[t].msg[0] = 0;
  }
  if (nt > 1) {
    pthread_mutex_lock(&pool.mu);
    pool.job = j;
    pool.pending = nt - 1;
    pool.gen++;
    pthread_cond_broadcast(&pool.go);
    pthread_mutex_unlock(&pool.mu);
  }
  run_chunk(j, 0);
  if (nt > 1) {
    pthread_mutex_lock(&pool.mu);
    while (pool.pending) pthread_cond_wait(&pool.done, &pool.mu);
    pool.job = NULL; /* a helper waking late must not read it once freed */
    pthread_mutex_unlock(&pool.mu);
  }
  int rc = 0;
  for (int t = 0; t < nt && !rc; t++)
    if ((rc = j->rc[t]) != 0) memcpy(ctx->msg, j->ctx[t].msg, sizeof ctx->msg);
  if (j != &one) free(j);
  if (mine) {
    pthread_mutex_lock(&pool.mu);
    pool.busy = false;
    pthread_mutex_unlock(&pool.mu);
  }
  return rc;
}
