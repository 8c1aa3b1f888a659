/* thread_pool.c — helper threads for one job at a time (thread_pool.h). */
#include <signal.h>

#include "thread_pool.h"

#define MAX_POOLS 4

/* The pools a child of fork() must reset: their helpers did not come with it. */
static struct {
  pthread_mutex_t mu;
  RtPool *pool[MAX_POOLS];
  int n;
} pools = {PTHREAD_MUTEX_INITIALIZER, {NULL}, 0};

static void after_fork_child(void) {
  for (int i = 0; i < pools.n; i++) {
    RtPool *p = pools.pool[i];
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->go, NULL);
    pthread_cond_init(&p->done, NULL);
    p->helpers = 0;
    p->busy = false;
    p->task = NULL;
  }
}

static void register_pool(RtPool *p) {
  pthread_mutex_lock(&pools.mu);
  if (!p->registered && pools.n < MAX_POOLS) {
    if (pools.n == 0) pthread_atfork(NULL, NULL, after_fork_child);
    pools.pool[pools.n++] = p;
    p->registered = true;
  }
  pthread_mutex_unlock(&pools.mu);
}

static void *helper_main(void *arg) {
  RtPoolHelper *h = arg;
  RtPool *p = h->pool;
  unsigned long seen = 0;
  pthread_mutex_lock(&p->mu);
  for (;;) {
    while (p->gen == seen) pthread_cond_wait(&p->go, &p->mu);
    seen = p->gen;
    RtPoolTask task = p->task;
    void *job = p->job;
    if (!task || h->t >= p->nt) continue; /* a job it has no chunk of, or one already over */
    p->started++;
    pthread_mutex_unlock(&p->mu);
    task(job, h->t);
    pthread_mutex_lock(&p->mu);
    if (--p->pending == 0) pthread_cond_signal(&p->done);
  }
  return NULL;
}

/* Starts helpers 1..want-1 that are not running yet; fewer when the system refuses threads. */
static void start_helpers(RtPool *p, int want) {
  register_pool(p);
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &old);
  while (p->helpers + 1 < want) {
    pthread_t th;
    RtPoolHelper *h = &p->arg[p->helpers + 1];
    *h = (RtPoolHelper){p, p->helpers + 1};
    if (pthread_create(&th, NULL, helper_main, h) != 0) break;
    pthread_detach(th);
    p->helpers++;
  }
  pthread_sigmask(SIG_SETMASK, &old, NULL);
}

int rt_pool_acquire(RtPool *p, int want) {
  if (want > RT_POOL_MAX) want = RT_POOL_MAX;
  if (want <= 1) return 1;
  pthread_mutex_lock(&p->mu);
  bool mine = !p->busy;
  p->busy = true;
  pthread_mutex_unlock(&p->mu);
  if (!mine) return 1;
  start_helpers(p, want);
  int nt = want < p->helpers + 1 ? want : p->helpers + 1;
  if (nt <= 1) rt_pool_release(p);
  return nt;
}

void rt_pool_release(RtPool *p) {
  pthread_mutex_lock(&p->mu);
  p->busy = false;
  pthread_mutex_unlock(&p->mu);
}

static void dispatch(RtPool *p, int nt, RtPoolTask task, void *job) {
  pthread_mutex_lock(&p->mu);
  p->task = task;
  p->job = job;
  p->nt = nt;
  p->pending = nt - 1;
  p->started = 0;
  p->gen++;
  pthread_cond_broadcast(&p->go);
  pthread_mutex_unlock(&p->mu);
  task(job, 0);
  pthread_mutex_lock(&p->mu);
}

void rt_pool_run(RtPool *p, int nt, RtPoolTask task, void *job) {
  dispatch(p, nt, task, job);
  while (p->pending) pthread_cond_wait(&p->done, &p->mu);
  p->task = NULL; /* a helper waking late must not read the job once it is gone */
  p->job = NULL;
  p->busy = false;
  pthread_mutex_unlock(&p->mu);
}

void rt_pool_run_shared(RtPool *p, int nt, RtPoolTask task, void *job) {
  dispatch(p, nt, task, job);
  p->pending -= p->nt - 1 - p->started; /* helpers not started yet will run nothing */
  p->task = NULL; /* ... as they find no task */
  p->job = NULL;
  while (p->pending) pthread_cond_wait(&p->done, &p->mu);
  p->busy = false;
  pthread_mutex_unlock(&p->mu);
}
