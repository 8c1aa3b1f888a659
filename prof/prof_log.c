/* prof_log.c — the one event log: exact host spans (functions and lines; prof_sample.c records
 * sampled ones into the same tables), copies, kernel launches, compiles and allocations, on a
 * modeled timeline.
 *
 * The timeline is measured host time in which the simulator's own run time is cut out
 * (between prof_launch_begin and prof_launch_end) and the modeled times of copies and kernels are
 * put in instead, as a synchronous GPU would spend them. Every view reads this log. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../vm/np/array.h"
#include "../vm/base/error.h"
#include "prof_internal.h"

bool prof_on;
ProfLog prof_log;

static double real_t0;        /* real time of prof_enable */
static double excluded_us;    /* real time cut out (simulated launches) */
static double excl_start;     /* real time the open cut began; < 0: none open */
static double modeled_us;     /* modeled time put in */
static double device_us;      /* of which copies and kernels: the clock cuda.event reads */
static ProfKernel *current;   /* launch between begin and end */
static ProfKernel *last_launch; /* whose host arrays the next copies back belong to */
static int h2d_seen;          /* copies in attributed to the open launch */

static double clock_now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* Exact per-line host spans read the clock at every line change, so the clock must be cheap: on
 * x86-64 the time-stamp counter (constant rate on current CPUs), scaled by a rate calibrated
 * against CLOCK_MONOTONIC over 2 ms when exact spans start; clock_gettime elsewhere, and while
 * sampling (a clock read per sample or event: not worth 2 ms per run). */
#if defined(__x86_64__)
#include <x86intrin.h>
static double tsc_us_per_tick; /* 0: not calibrated */
static uint64_t tsc_base;
static double tsc_base_us;

static void calibrate_clock(void) {
  double t0 = clock_now_us(), t1;
  uint64_t c0 = __rdtsc(), c1;
  do {
    t1 = clock_now_us();
    c1 = __rdtsc();
  } while (t1 - t0 < 2000.0);
  if (c1 <= c0) return;
  tsc_us_per_tick = (t1 - t0) / (double)(c1 - c0);
  tsc_base = c1;
  tsc_base_us = t1;
}

static double real_now_us(void) {
  if (tsc_us_per_tick == 0) return clock_now_us();
  return tsc_base_us + (double)(int64_t)(__rdtsc() - tsc_base) * tsc_us_per_tick;
}
#else
static const double tsc_us_per_tick;
static void calibrate_clock(void) {}
static double real_now_us(void) { return clock_now_us(); }
#endif

double prof_now_us(void) { return prof_on ? real_now_us() : 0.0; }

/* Profiling, events read the modeled device's clock: the modeled (or GPU-measured) time of every
 * copy and kernel so far, so elapsed_time() between two records is the device time of the copies
 * and kernels between them, as the summary gives it; host work in between (the interpreter, the
 * compiles) is this machine's, not the modeled device's, and does not count. */
double prof_event_clock_us(void) { return prof_on ? device_us : real_now_us(); }

double prof_virtual_now_us(void) {
  double r = excl_start >= 0 ? excl_start : real_now_us();
  return r - real_t0 - excluded_us + modeled_us;
}

void prof_freeze(void) {
  if (excl_start < 0) excl_start = real_now_us();
}

static void *grow(void *p, int *cap, int need, size_t item) {
  if (need <= *cap) return p;
  int c = *cap ? *cap * 2 : 64;
  while (c < need) c *= 2;
  p = realloc(p, (size_t)c * item);
  if (!p) rt_raise(RT_EXC_MemoryError, "profiler log");
  *cap = c;
  return p;
}

static ProfEvent *push(ProfEvKind kind, double ts, double dur) {
  prof_log.ev = grow(prof_log.ev, &prof_log.capev, prof_log.nev + 1, sizeof(ProfEvent));
  ProfEvent *e = &prof_log.ev[prof_log.nev++];
  memset(e, 0, sizeof *e);
  e->kind = kind;
  e->ts_us = ts;
  e->dur_us = dur;
  e->kernel = e->arg = -1;
  return e;
}

/* ---- stat tables (host lines and functions) ---- */

static uint64_t stat_hash(const char *key, int line) {
  return ((uint64_t)(uintptr_t)key * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)(uint32_t)line * 0xC2B2AE3Du);
}

ProfStat *prof_stat_find(ProfStatTable *t, const char *key, int line) {
  if (2 * (t->n + 1) > t->cap) {
    ProfStatTable old = *t;
    t->cap = old.cap ? old.cap * 2 : 256;
    t->slots = calloc((size_t)t->cap, sizeof(ProfStat));
    if (!t->slots) rt_raise(RT_EXC_MemoryError, "profiler log");
    t->n = 0;
    for (int i = 0; i < old.cap; i++)
      if (old.slots[i].key) *prof_stat_find(t, old.slots[i].key, old.slots[i].line) = old.slots[i];
    free(old.slots);
  }
  for (uint64_t h = stat_hash(key, line);; h++) {
    ProfStat *s = &t->slots[h & (uint64_t)(t->cap - 1)];
    if (s->key == key && s->line == line) return s;
    if (!s->key) {
      s->key = key;
      s->line = line;
      t->n++;
      return s;
    }
  }
}

/* Names and file names are copied once per pointer: the report runs at exit, after the VM has
 * freed its functions. */
typedef struct Interned { const char *from, *copy; } Interned;
static Interned *interned;
static int ninterned, capinterned;

static Interned *intern_slot(Interned *t, int cap, const char *s) {
  uint64_t h = stat_hash(s, 0), mask = (uint64_t)cap - 1;
  while (t[h & mask].from && t[h & mask].from != s) h++;
  return &t[h & mask];
}

const char *prof_intern(const char *s) {
  if (!s) return NULL;
  if (capinterned) {
    Interned *e = intern_slot(interned, capinterned, s);
    if (e->from) return e->copy;
  }
  if (2 * (ninterned + 1) > capinterned) {
    int cap = capinterned ? capinterned * 2 : 256;
    Interned *t = calloc((size_t)cap, sizeof *t);
    if (!t) rt_raise(RT_EXC_MemoryError, "profiler log");
    for (int i = 0; i < capinterned; i++)
      if (interned[i].from) *intern_slot(t, cap, interned[i].from) = interned[i];
    free(interned);
    interned = t;
    capinterned = cap;
  }
  Interned *e = intern_slot(interned, capinterned, s);
  e->from = s;
  e->copy = strdup(s);
  ninterned++;
  return e->copy;
}

/* ---- host spans ---- */

#define PROF_MAX_FUNC_EVENTS 200000 /* spans kept for the trace; the rest only in the tables */
typedef struct FileLines FileLines;
static int64_t func_events;
/* A frame: its function, and the caller's line, which the time goes back to when it returns. */
static struct {
  const char *name;
  int line;
  double t0;
  FileLines *ret_file;
  int ret_line;
} stack[PROF_MAX_STACK];
static int depth;
static FileLines *cur; /* the file of the line running now (NULL: none) */
static int cur_line;
static bool cur_hit; /* the span of cur_line counts as a hit (not a resume after a call) */
static double line_t0;

static void line_switch(double now, FileLines *f, int line, bool hit);

void prof_func_enter(const char *name, const char *file, int line) {
  (void)file;
  if (depth < PROF_MAX_STACK) {
    stack[depth].name = prof_intern(name);
    stack[depth].line = line;
    stack[depth].t0 = prof_virtual_now_us();
    stack[depth].ret_file = cur;
    stack[depth].ret_line = cur_line;
  }
  depth++;
}

void prof_func_exit(void) {
  if (depth == 0) return;
  depth--;
  if (depth >= PROF_MAX_STACK) return;
  double now = prof_virtual_now_us();
  /* The callee's last line ends here; the time from now on (this bookkeeping included) is the
   * caller's, on the line that made the call (a resume: no new hit). */
  line_switch(now, stack[depth].ret_file, stack[depth].ret_line, false);
  ProfStat *s = prof_stat_find(&prof_log.funcs, stack[depth].name, stack[depth].line);
  s->hits++;
  /* inclusive time, counted once for recursive calls: only the outermost frame adds */
  bool outer = true;
  for (int i = 0; i < depth; i++)
    if (stack[i].name == stack[depth].name) outer = false;
  if (outer) s->us += now - stack[depth].t0;
  prof_func_span(stack[depth].name, stack[depth].t0, now - stack[depth].t0);
}

void prof_func_span(const char *name, double t0_us, double dur_us) {
  if (++func_events > PROF_MAX_FUNC_EVENTS) return; /* the tables still count them */
  ProfEvent *e = push(PROF_EV_FUNC, t0_us, dur_us);
  e->name = name;
}

/* Line times live in one array per source file, indexed by line, so the event costs a clock read
 * and two stores; prof_lines_collect folds them into prof_log.lines for the views. */
struct FileLines {
  const char *from, *name; /* the VM's pointer and our copy */
  double *us;
  int64_t *hits;
  int n;
};
#define PROF_MAX_FILES 64
static FileLines files[PROF_MAX_FILES];
static int nfiles;

static FileLines *file_lines(const char *file) {
  for (int i = 0; i < nfiles; i++)
    if (files[i].from == file) return &files[i];
  if (nfiles == PROF_MAX_FILES) return NULL;
  files[nfiles].from = file;
  files[nfiles].name = prof_intern(file);
  return &files[nfiles++];
}

static void charge(FileLines *f, int line, double us, int64_t hit) {
  if (line < 0) return;
  if (line >= f->n) {
    int n = f->n ? f->n : 256;
    while (n <= line) n *= 2;
    double *u = realloc(f->us, (size_t)n * sizeof *u);
    int64_t *h = u ? realloc(f->hits, (size_t)n * sizeof *h) : NULL;
    if (!h) rt_raise(RT_EXC_MemoryError, "profiler log");
    memset(u + f->n, 0, (size_t)(n - f->n) * sizeof *u);
    memset(h + f->n, 0, (size_t)(n - f->n) * sizeof *h);
    f->us = u, f->hits = h, f->n = n;
  }
  f->us[line] += us;
  f->hits[line] += hit;
}

/* Charge the time up to now to the line running until now, and run line of f from now. */
static void line_switch(double now, FileLines *f, int line, bool hit) {
  if (cur) charge(cur, cur_line, now - line_t0, cur_hit);
  cur = f;
  cur_line = line;
  cur_hit = hit;
  line_t0 = now;
}

static void host_line(const char *file, int line, bool hit) {
  line_switch(prof_virtual_now_us(), !file ? NULL : cur && cur->from == file ? cur : file_lines(file), line, hit);
}

void prof_charge_line(const char *file, int line, double us, int64_t hits) {
  FileLines *f = file_lines(file);
  if (f) charge(f, line, us, hits);
}

void prof_host_line(const char *file, int line) { host_line(file, line, true); }

void prof_host_line_resume(const char *file, int line) { host_line(file, line, false); }

void prof_lines_collect(void) {
  if (cur) prof_host_line_resume(cur->from, cur_line); /* the line running now, up to now */
  free(prof_log.lines.slots);
  memset(&prof_log.lines, 0, sizeof prof_log.lines);
  for (int i = 0; i < nfiles; i++)
    for (int l = 0; l < files[i].n; l++) {
      if (!files[i].hits[l]) continue;
      ProfStat *st = prof_stat_find(&prof_log.lines, files[i].name, l);
      st->us = files[i].us[l];
      st->hits = files[i].hits[l];
    }
}

/* ---- copies, compiles, allocations ---- */

/* Which host-array argument of the open (or last) launch a copy in direction dir belongs to. */
static void attribute_copy(ProfEvent *e, RtCopyDir dir) {
  ProfKernel *k = current ? current : last_launch;
  if (!k) return;
  int i = -1;
  if (dir == RT_COPY_H2D && current) {
    i = h2d_seen++;
  } else if (dir == RT_COPY_D2H && !current) {
    i = k->d2h_seen++;
  }
  if (i < 0 || i >= k->nhost || k->host_bytes[i] != e->bytes) {
    if (dir == RT_COPY_D2H && !current) last_launch = NULL; /* not Numba's copy back */
    return;
  }
  e->kernel = prof_log.nk - 1; /* the open or last launch is always the newest */
  e->arg = k->host_arg[i];
  if (dir == RT_COPY_D2H && k->d2h_seen >= k->nhost) last_launch = NULL;
}

void prof_copy(RtCopyDir dir, int64_t nbytes) {
  double dur = prof_model_copy(prof_device, dir, nbytes) * 1e6;
  ProfEvent *e = push(PROF_EV_COPY, prof_virtual_now_us(), dur);
  e->bytes = nbytes;
  e->dir = (int)dir;
  modeled_us += dur;
  device_us += dur;
  attribute_copy(e, dir);
}

static void copy_hook(RtCopyDir dir, int64_t nbytes, void *ud) {
  (void)ud;
  if (prof_on) prof_copy(dir, nbytes);
}

void prof_compile(const char *name, double t0_us, bool cache_hit) {
  double dur = real_now_us() - t0_us;
  /* A compile inside a launch (the GPU backend's, at the kernel's first launch) falls in the
   * launch's cut of real time: put it back on the timeline, before the kernel. */
  bool in_launch = excl_start >= 0;
  ProfEvent *e = push(PROF_EV_COMPILE, prof_virtual_now_us() - (in_launch ? 0 : dur), dur);
  if (in_launch) modeled_us += dur;
  e->name = prof_intern(name);
  e->dir = cache_hit;
}

void prof_alloc(int64_t nbytes, bool device) {
  ProfEvent *e = push(PROF_EV_ALLOC, prof_virtual_now_us(), 0);
  e->bytes = nbytes;
  e->dir = device;
}

/* ---- kernel launches ---- */

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

ProfKernel *prof_kernel_current(void) { return current; }

static int64_t array_bytes(const Array *a) { return a->size * rt_dtypes[a->dtype].itemsize; }

static void note_host_args(ProfKernel *k, int argc, const Value *argv, const char *const *names) {
  for (int i = 0; i < argc && i < PROF_MAX_ARGS; i++) {
    k->arg_name[i] = names ? prof_intern(names[i]) : NULL;
    if (rt_is_devarray(argv[i])) k->footprint_bytes += array_bytes(rt_devarray_array(argv[i]));
    if (!rt_is_array(argv[i])) continue;
    const Array *a = RT_AS(Array, argv[i]);
    k->footprint_bytes += array_bytes(a);
    k->host_arg[k->nhost] = i;
    k->host_buffer[k->nhost] = a->buffer_id;
    k->host_data[k->nhost] = a->data;
    k->host_bytes[k->nhost] = array_bytes(a);
    k->nhost++;
  }
}

ProfKernel *prof_launch_begin(const char *name, const char *file, const int64_t grid[3],
                              const int64_t block[3], int64_t dyn_shared, int argc, const Value *argv,
                              const char *const *arg_names) {
  if (!prof_on) return NULL;
  ProfKernel *k = calloc(1, sizeof *k);
  if (!k) rt_raise(RT_EXC_MemoryError, "profiler log");
  snprintf(k->name, sizeof k->name, "%s", name);
  k->file = prof_intern(file);
  memcpy(k->grid, grid, sizeof k->grid);
  memcpy(k->block, block, sizeof k->block);
  k->dyn_shared_bytes = dyn_shared;
  k->rc = -1;
  note_host_args(k, argc, argv, arg_names);
  prof_log.kernels = grow(prof_log.kernels, &prof_log.capk, prof_log.nk + 1, sizeof(ProfKernel *));
  prof_log.kernels[prof_log.nk++] = k;
  current = k;
  h2d_seen = 0;
  last_launch = NULL;
  excl_start = real_now_us();
  return k;
}

void prof_kernel_measured(ProfKernel *k, double seconds) {
  if (k) k->measured_s = seconds;
}

void prof_launch_end(ProfKernel *k, int rc) {
  if (!k) return;
  double occ;
  k->rc = rc;
  k->time_s = k->measured_s > 0 ? k->measured_s : prof_model_kernel(prof_device, k, &occ);
  k->start_us = prof_virtual_now_us();
  ProfEvent *e = push(PROF_EV_KERNEL, k->start_us, k->time_s * 1e6);
  e->name = k->name;
  e->kernel = prof_log.nk - 1;
  modeled_us += k->time_s * 1e6;
  device_us += k->time_s * 1e6;
  if (excl_start >= 0) excluded_us += real_now_us() - excl_start;
  excl_start = -1;
  current = NULL;
  last_launch = k->nhost && rc == 0 ? k : NULL; /* a launch that faulted copies nothing back */
}

/* ---- control ---- */

void prof_clock_calibrate(void) {
  if (tsc_us_per_tick == 0) calibrate_clock();
}

void prof_enable(void) {
  if (prof_on) return;
  real_t0 = real_now_us();
  excl_start = -1;
  rt_set_copy_hook(copy_hook, NULL);
  prof_on = true;
  prof_host_start();
}

void prof_disable(void) {
  if (!prof_on) return;
  prof_host_stop();
  prof_on = false;
}

void prof_reset(void) {
  for (int i = 0; i < prof_log.nk; i++) {
    free(prof_log.kernels[i]->lines);
    free(prof_log.kernels[i]);
  }
  free(prof_log.ev);
  free(prof_log.kernels);
  free(prof_log.lines.slots);
  free(prof_log.funcs.slots);
  memset(&prof_log, 0, sizeof prof_log);
  real_t0 = real_now_us();
  excluded_us = modeled_us = device_us = 0;
  excl_start = -1;
  current = last_launch = NULL;
  for (int i = 0; i < nfiles; i++) {
    free(files[i].us);
    free(files[i].hits);
  }
  memset(files, 0, sizeof files);
  nfiles = 0;
  cur = NULL;
  depth = 0;
  func_events = 0;
  prof_sample_reset();
}
