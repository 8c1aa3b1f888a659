/* thread_pool.h — helper threads that run the chunks of one job at a time, the caller running
 * chunk 0: the prange loops of compiled code (sim/sim_cpu_pool.c) and NumPy's large array
 * operations (vm/np/np_par.c) each keep one pool. Helpers start at the first job that wants
 * them and then wait on a condition variable; they block every signal, so Ctrl-C reaches the
 * main thread, whose flag the tasks read. A child of fork() starts its own helpers.
 *
 *     static RtPool pool = RT_POOL_INIT;
 *     int nt = rt_pool_acquire(&pool, want);        // 1: run everything on this thread
 *     if (nt > 1) rt_pool_run(&pool, nt, task, job); // task(job, t) for t < nt; returns after all
 */
#ifndef WEFT_BASE_THREAD_POOL_H
#define WEFT_BASE_THREAD_POOL_H

#include <pthread.h>
#include <stdbool.h>

#define RT_POOL_MAX 64 /* chunks of one job at most */

typedef void (*RtPoolTask)(void *job, int t);

typedef struct RtPool RtPool;
typedef struct RtPoolHelper {
  RtPool *pool;
  int t; /* the chunk it runs */
} RtPoolHelper;

struct RtPool {
  pthread_mutex_t mu;
  pthread_cond_t go, done;
  int helpers;        /* started */
  unsigned long gen;  /* jobs dispatched */
  int pending;        /* chunks of the current job not finished */
  int nt;             /* chunks of the current job */
  int started;        /* helpers that took the current job */
  RtPoolTask task;    /* NULL between jobs: a helper waking late runs nothing */
  void *job;
  bool busy;          /* a job holds the pool */
  bool registered;    /* for fork() */
  RtPoolHelper arg[RT_POOL_MAX];
};
#define RT_POOL_INIT {.mu = PTHREAD_MUTEX_INITIALIZER, .go = PTHREAD_COND_INITIALIZER, .done = PTHREAD_COND_INITIALIZER}

/* Claims the pool for a job of want chunks and starts the helpers it needs: how many chunks can
 * run (>= 1). 1 when want <= 1, when another job holds the pool (a job started from a task of
 * another runs on its own thread) or when no helper could start; the pool is then not held. */
int rt_pool_acquire(RtPool *p, int want);
/* Runs task(job, t) for t in [0, nt), chunk 0 on the calling thread, waits for all, and releases
 * the pool. nt is rt_pool_acquire's answer (> 1). */
void rt_pool_run(RtPool *p, int nt, RtPoolTask task, void *job);
/* rt_pool_run for tasks that share the work out among themselves (each takes the next piece
 * not yet taken), so a task may find nothing left: once the caller's own task returns, the
 * helpers that have not started yet (woken late on a busy machine) are not waited for. */
void rt_pool_run_shared(RtPool *p, int nt, RtPoolTask task, void *job);
/* Releases a pool rt_pool_acquire held (answer > 1) when the job runs on the caller after all. */
void rt_pool_release(RtPool *p);

#endif
