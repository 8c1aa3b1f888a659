/* prof_sample.c — sampled host spans, the default of `--profile`: a SIGPROF timer on the VM
 * thread, the dispatch-table trap it arms, and the samples the trap records (time per line and
 * inclusive time per function, weighted by the modeled time since the previous sample, and
 * Host-track spans built from consecutive samples). Also the choice between sampled and exact
 * host spans (`--profile=exact`, whose events prof_log.c records). The state is the profiler's
 * ProfSampler; the timer's signal carries the profiler's address (sigev_value).
 *
 * Why sampling: a line of this VM runs in a few nanoseconds, so exact per-line and per-call
 * events cost 2.5-5x (docs/profiler.md, "Cost"). A tick every 1/PROF_SAMPLE_HZ seconds costs one
 * signal and one trap instead, and nothing at all between ticks. */
#include <errno.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "prof_internal.h"

#ifndef sigev_notify_thread_id
#define sigev_notify_thread_id _sigev_un._tid /* glibc's name for the target thread */
#endif

/* A tick whose trap came later than this was taken while the VM ran no bytecode: inside a native
 * call (a kernel launch, a sleep, a sort), since between two instructions there are nanoseconds. */
#define PROF_NATIVE_LATENCY_NS 20000

static int64_t mono_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void on_tick(int sig, siginfo_t *si, void *ctx) {
  (void)sig, (void)ctx;
  if (si->si_code != SI_TIMER || !si->si_value.sival_ptr) return; /* not our timer's */
  int saved = errno;
  ProfSampler *s = &((Prof *)si->si_value.sival_ptr)->sampler;
  if (!prof_sink.sample_due) s->tick_ns = mono_ns(); /* the first tick since the last sample */
  prof_sink.sample_due = 1;
  void *volatile *t = s->table;
  if (t)
    for (int k = 0; k < s->ntable; k++) t[k] = s->trap;
  errno = saved;
}

static void restore_table(ProfSampler *s) {
  if (s->table)
    for (int k = 0; k < s->ntable; k++) s->table[k] = s->real[k];
}

void prof_sampler_install(Prof *p, void *volatile *t, void *const *r, void *trap_label, int n) {
  ProfSampler *s = &p->sampler;
  if (s->table == t) return;
  s->table = NULL; /* a tick now must not write a half-described table */
  s->real = r;
  s->trap = trap_label;
  s->ntable = n;
  for (int k = 0; k < n; k++) t[k] = r[k];
  s->table = t;
}

bool prof_sampler_rearm(Prof *p) {
  ProfSampler *s = &p->sampler;
  prof_sink.sample_due = 0;
  restore_table(s);
  int64_t late = mono_ns() - s->tick_ns;
  s->late_us = late > PROF_NATIVE_LATENCY_NS ? (double)late / 1e3 : 0;
  return s->late_us > 0;
}

/* The timer signals only the thread that starts it (SIGEV_THREAD_ID): the simulator's and the
 * ufuncs' worker threads never take SIGPROF. SA_RESTART restarts reads and writes; sleeps loop
 * on EINTR with the time left (vm/py/time.c). When no timer can be had, host spans are exact. */
static void timer_start(Prof *p) {
  ProfSampler *s = &p->sampler;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_tick;
  sa.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  struct sigevent sev;
  memset(&sev, 0, sizeof sev);
  sev.sigev_notify = SIGEV_THREAD_ID;
  sev.sigev_signo = SIGPROF;
  sev.sigev_value.sival_ptr = p;
  sev.sigev_notify_thread_id = gettid();
  long period = 1000000000L / PROF_SAMPLE_HZ;
  struct itimerspec its = {{0, period}, {0, period}};
  if (sigaction(SIGPROF, &sa, NULL) != 0 || timer_create(CLOCK_MONOTONIC, &sev, &s->timer) != 0) {
    prof_clock_calibrate(p);
    prof_sink.host_exact = true;
    return;
  }
  s->timer_armed = s->sampled = true;
  timer_settime(s->timer, 0, &its, NULL);
}

bool prof_host_sampled(const Prof *p) { return p->sampler.sampled; }

void prof_host_start(Prof *p) {
  ProfSampler *s = &p->sampler;
  prof_sink.sample_due = 0;
  restore_table(s);
  s->sampled = false;
  if (s->want_exact) prof_clock_calibrate(p), prof_sink.host_exact = true;
  else timer_start(p);
}

void prof_host_stop(Prof *p) {
  ProfSampler *s = &p->sampler;
  if (s->timer_armed) timer_delete(s->timer);
  s->timer_armed = false;
  prof_sink.host_exact = false;
  prof_sink.sample_due = 0;
  restore_table(s);
}

bool prof_sampler_set_mode(Prof *p, const char *mode) {
  bool exact;
  if (strcmp(mode, "exact") == 0) exact = true;
  else if (strcmp(mode, "sample") == 0) exact = false;
  else return false;
  if (prof_sink.on && exact != p->sampler.want_exact) {
    prof_host_stop(p);
    p->sampler.want_exact = exact;
    prof_host_start(p);
  }
  p->sampler.want_exact = exact;
  return true;
}

/* ---- the samples ---- */

int64_t prof_sample_count(const Prof *p) { return p->sampler.nsamples; }

/* Spans from consecutive samples: a frame's span runs from the first sample that saw it to the
 * first that did not (same function at the same depth in consecutive samples: one span). */
static void spans_follow(Prof *p, int depth, const char *const *names, const int *lines, double now) {
  ProfSampler *s = &p->sampler;
  int k = 0;
  while (k < s->nopen && k < depth && s->open[k].name == names[k] && s->open[k].line == lines[k]) k++;
  for (int j = s->nopen - 1; j >= k; j--) prof_func_span(p, s->open[j].name, s->open[j].t0, now - s->open[j].t0);
  for (int j = k; j < depth; j++) {
    s->open[j].name = names[j];
    s->open[j].line = lines[j];
    s->open[j].t0 = now;
  }
  s->nopen = depth;
}

void prof_sampler_sample(Prof *p, int depth, const char *const *names, const int *def_lines, const char *file,
                         int line) {
  ProfSampler *s = &p->sampler;
  const char **interned = s->interned;
  double now = prof_virtual_now_us(p), w = now - s->last_us;
  /* a late trap shows the stack as it was at the tick, inside the native call */
  double at = now - s->late_us > s->last_us ? now - s->late_us : s->last_us;
  s->last_us = now;
  s->nsamples++;
  s->stamp++;
  if (depth > PROF_MAX_STACK) depth = PROF_MAX_STACK;
  prof_charge_line(p, file, line, w, 1);
  for (int d = 0; d < depth; d++) {
    interned[d] = d && names[d] == names[d - 1] ? interned[d - 1] : prof_intern(p, names[d]);
    if (d && interned[d] == interned[d - 1] && def_lines[d] == def_lines[d - 1]) continue; /* recursion */
    ProfStat *st = prof_stat_find(&p->log.funcs, interned[d], def_lines[d]);
    if (st->stamp == s->stamp) continue; /* inclusive time counts a recursive function once */
    st->stamp = s->stamp;
    st->us += w;
    st->hits++;
  }
  spans_follow(p, depth, interned, def_lines, at);
}

void prof_sample_close(Prof *p) { spans_follow(p, 0, NULL, NULL, prof_virtual_now_us(p)); }

void prof_sample_reset(Prof *p) {
  p->sampler.last_us = 0;
  p->sampler.nopen = 0;
  p->sampler.nsamples = 0;
}
