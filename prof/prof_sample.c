/* prof_sample.c — sampled host spans, the default of `--profile`: a SIGPROF timer on the VM
 * thread, the dispatch-table trap it arms, and the samples the trap records (time per line and
 * inclusive time per function, weighted by the modeled time since the previous sample, and
 * Host-track spans built from consecutive samples). Also the choice between sampled and exact
 * host spans (`--profile=exact`, whose events prof_log.c records).
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

bool prof_host_exact;
volatile sig_atomic_t prof_sample_due;

static bool want_exact;  /* the mode chosen (prof_set_host_mode), applied by prof_host_start */
static bool sampled;     /* the last start armed the timer (kept after the stop, for the report) */
static bool timer_armed;
static timer_t timer;

/* The VM's dispatch table while sampling, its real entries and the trap label. The handler only
 * reads these and stores into the table: all async-signal-safe. */
static void *volatile *table;
static void *const *real;
static void *trap;
static int ntable;
static volatile int64_t tick_ns;

static int64_t mono_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void on_tick(int sig, siginfo_t *si, void *ctx) {
  (void)sig, (void)si, (void)ctx;
  int saved = errno;
  if (!prof_sample_due) tick_ns = mono_ns(); /* the first tick since the last sample */
  prof_sample_due = 1;
  void *volatile *t = table;
  if (t)
    for (int k = 0; k < ntable; k++) t[k] = trap;
  errno = saved;
}

static void restore_table(void) {
  if (table)
    for (int k = 0; k < ntable; k++) table[k] = real[k];
}

void prof_sample_install(void *volatile *t, void *const *r, void *trap_label, int n) {
  if (table == t) return;
  table = NULL; /* a tick now must not write a half-described table */
  real = r;
  trap = trap_label;
  ntable = n;
  for (int k = 0; k < n; k++) t[k] = r[k];
  table = t;
}

static double late_us; /* how long after its tick the trap came, when that was long */

bool prof_sample_rearm(void) {
  prof_sample_due = 0;
  restore_table();
  int64_t late = mono_ns() - tick_ns;
  late_us = late > PROF_NATIVE_LATENCY_NS ? (double)late / 1e3 : 0;
  return late_us > 0;
}

/* The timer signals only the thread that starts it (SIGEV_THREAD_ID): the simulator's and the
 * ufuncs' worker threads never take SIGPROF. SA_RESTART restarts reads and writes; sleeps loop
 * on EINTR with the time left (vm/py/time.c). When no timer can be had, host spans are exact. */
static void timer_start(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_tick;
  sa.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  struct sigevent sev;
  memset(&sev, 0, sizeof sev);
  sev.sigev_notify = SIGEV_THREAD_ID;
  sev.sigev_signo = SIGPROF;
  sev.sigev_notify_thread_id = gettid();
  long period = 1000000000L / PROF_SAMPLE_HZ;
  struct itimerspec its = {{0, period}, {0, period}};
  if (sigaction(SIGPROF, &sa, NULL) != 0 || timer_create(CLOCK_MONOTONIC, &sev, &timer) != 0) {
    prof_clock_calibrate();
    prof_host_exact = true;
    return;
  }
  timer_armed = sampled = true;
  timer_settime(timer, 0, &its, NULL);
}

bool prof_host_sampled(void) { return sampled; }

void prof_host_start(void) {
  prof_sample_due = 0;
  restore_table();
  sampled = false;
  if (want_exact) prof_clock_calibrate(), prof_host_exact = true;
  else timer_start();
}

void prof_host_stop(void) {
  if (timer_armed) timer_delete(timer);
  timer_armed = false;
  prof_host_exact = false;
  prof_sample_due = 0;
  restore_table();
}

bool prof_set_host_mode(const char *mode) {
  bool exact;
  if (strcmp(mode, "exact") == 0) exact = true;
  else if (strcmp(mode, "sample") == 0) exact = false;
  else return false;
  if (prof_on && exact != want_exact) {
    prof_host_stop();
    want_exact = exact;
    prof_host_start();
  }
  want_exact = exact;
  return true;
}

/* ---- the samples ---- */

static double last_us;   /* timeline time of the previous sample */
static int64_t stamp;    /* the sample being recorded: a function counts once per sample */
static int64_t nsamples;
static struct { const char *name; int line; double t0; } open_spans[PROF_MAX_STACK];
static int nopen;

int64_t prof_sample_count(void) { return nsamples; }

/* Spans from consecutive samples: a frame's span runs from the first sample that saw it to the
 * first that did not (same function at the same depth in consecutive samples: one span). */
static void spans_follow(int depth, const char *const *names, const int *lines, double now) {
  int k = 0;
  while (k < nopen && k < depth && open_spans[k].name == names[k] && open_spans[k].line == lines[k]) k++;
  for (int j = nopen - 1; j >= k; j--) prof_func_span(open_spans[j].name, open_spans[j].t0, now - open_spans[j].t0);
  for (int j = k; j < depth; j++) {
    open_spans[j].name = names[j];
    open_spans[j].line = lines[j];
    open_spans[j].t0 = now;
  }
  nopen = depth;
}

void prof_host_sample(int depth, const char *const *names, const int *def_lines, const char *file, int line) {
  static const char *interned[PROF_MAX_STACK];
  double now = prof_virtual_now_us(), w = now - last_us;
  /* a late trap shows the stack as it was at the tick, inside the native call */
  double at = now - late_us > last_us ? now - late_us : last_us;
  last_us = now;
  nsamples++;
  stamp++;
  if (depth > PROF_MAX_STACK) depth = PROF_MAX_STACK;
  prof_charge_line(file, line, w, 1);
  for (int d = 0; d < depth; d++) {
    interned[d] = d && names[d] == names[d - 1] ? interned[d - 1] : prof_intern(names[d]);
    if (d && interned[d] == interned[d - 1] && def_lines[d] == def_lines[d - 1]) continue; /* recursion */
    ProfStat *s = prof_stat_find(&prof_log.funcs, interned[d], def_lines[d]);
    if (s->stamp == stamp) continue; /* inclusive time counts a recursive function once */
    s->stamp = stamp;
    s->us += w;
    s->hits++;
  }
  spans_follow(depth, interned, def_lines, at);
}

void prof_sample_close(void) { spans_follow(0, NULL, NULL, prof_virtual_now_us()); }

void prof_sample_reset(void) {
  last_us = 0;
  nopen = 0;
  nsamples = 0;
}
