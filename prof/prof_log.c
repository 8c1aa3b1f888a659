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
#include "../vm/host/vm.h"
#include "../vm/numba/cuda_host.h"
#include "prof_internal.h"

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
static void calibrate_clock(Prof *p) {
  double t0 = clock_now_us(), t1;
  uint64_t c0 = __rdtsc(), c1;
  do {
    t1 = clock_now_us();
    c1 = __rdtsc();
  } while (t1 - t0 < 2000.0);
  if (c1 <= c0) return;
  p->tsc_us_per_tick = (t1 - t0) / (double)(c1 - c0);
  p->tsc_base = c1;
  p->tsc_base_us = t1;
}

static double real_now_us(const Prof *p) {
  if (p->tsc_us_per_tick == 0) return clock_now_us();
  return p->tsc_base_us + (double)(int64_t)(__rdtsc() - p->tsc_base) * p->tsc_us_per_tick;
}
#else
static void calibrate_clock(Prof *p) { (void)p; }
static double real_now_us(const Prof *p) { return (void)p, clock_now_us(); }
#endif

double prof_log_now_us(Prof *p) { return prof_sink.on ? real_now_us(p) : 0.0; }

/* Profiling, events read the modeled device's clock: the modeled (or GPU-measured) time of every
 * copy and kernel so far, so elapsed_time() between two records is the device time of the copies
 * and kernels between them, as the summary gives it; host work in between (the interpreter, the
 * compiles) is this machine's, not the modeled device's, and does not count. With streams the
 * clock is the overlapped timeline's (prof_streams.c): when the stream's work so far ends. */
double prof_log_event_clock_us(Prof *p, int64_t stream) {
  return prof_sink.on ? prof_stream_clock_us(p, stream) : real_now_us(p);
}

double prof_virtual_now_us(Prof *p) {
  double r = p->excl_start >= 0 ? p->excl_start : real_now_us(p);
  return r - p->real_t0 - p->excluded_us + p->modeled_us;
}

void prof_freeze(Prof *p) {
  if (p->excl_start < 0) p->excl_start = real_now_us(p);
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

static ProfEvent *push(Prof *p, ProfEvKind kind, double ts, double dur) {
  ProfLog *log = &p->log;
  log->ev = grow(log->ev, &log->capev, log->nev + 1, sizeof(ProfEvent));
  ProfEvent *e = &log->ev[log->nev++];
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
static ProfInterned *intern_slot(ProfInterned *t, int cap, const char *s) {
  uint64_t h = stat_hash(s, 0), mask = (uint64_t)cap - 1;
  while (t[h & mask].from && t[h & mask].from != s) h++;
  return &t[h & mask];
}

const char *prof_intern(Prof *p, const char *s) {
  if (!s) return NULL;
  if (p->capinterned) {
    ProfInterned *e = intern_slot(p->interned, p->capinterned, s);
    if (e->from) return e->copy;
  }
  if (2 * (p->ninterned + 1) > p->capinterned) {
    int cap = p->capinterned ? p->capinterned * 2 : 256;
    ProfInterned *t = calloc((size_t)cap, sizeof *t);
    if (!t) rt_raise(RT_EXC_MemoryError, "profiler log");
    for (int i = 0; i < p->capinterned; i++)
      if (p->interned[i].from) *intern_slot(t, cap, p->interned[i].from) = p->interned[i];
    free(p->interned);
    p->interned = t;
    p->capinterned = cap;
  }
  ProfInterned *e = intern_slot(p->interned, p->capinterned, s);
  e->from = s;
  e->copy = strdup(s);
  p->ninterned++;
  return e->copy;
}

/* ---- host spans ---- */

#define PROF_MAX_FUNC_EVENTS 200000 /* spans kept for the trace; the rest only in the tables */

static void line_switch(Prof *p, double now, ProfFileLines *f, int line, bool hit);

void prof_log_func_enter(Prof *p, const char *name, const char *file, int line) {
  (void)file;
  if (p->depth < PROF_MAX_STACK) {
    ProfFrame *fr = &p->stack[p->depth];
    fr->name = prof_intern(p, name);
    fr->line = line;
    fr->t0 = prof_virtual_now_us(p);
    fr->ret_file = p->cur;
    fr->ret_line = p->cur_line;
  }
  p->depth++;
}

void prof_log_func_exit(Prof *p) {
  if (p->depth == 0) return;
  p->depth--;
  if (p->depth >= PROF_MAX_STACK) return;
  const ProfFrame *fr = &p->stack[p->depth];
  double now = prof_virtual_now_us(p);
  /* The callee's last line ends here; the time from now on (this bookkeeping included) is the
   * caller's, on the line that made the call (a resume: no new hit). */
  line_switch(p, now, fr->ret_file, fr->ret_line, false);
  ProfStat *s = prof_stat_find(&p->log.funcs, fr->name, fr->line);
  s->hits++;
  /* inclusive time, counted once for recursive calls: only the outermost frame adds */
  bool outer = true;
  for (int i = 0; i < p->depth; i++)
    if (p->stack[i].name == fr->name) outer = false;
  if (outer) s->us += now - fr->t0;
  prof_func_span(p, fr->name, fr->t0, now - fr->t0);
}

void prof_func_span(Prof *p, const char *name, double t0_us, double dur_us) {
  if (++p->func_events > PROF_MAX_FUNC_EVENTS) return; /* the tables still count them */
  ProfEvent *e = push(p, PROF_EV_FUNC, t0_us, dur_us);
  e->name = name;
}

/* Line times live in one array per source file, indexed by line, so the event costs a clock read
 * and two stores; prof_lines_collect folds them into p->log.lines for the views. */
static ProfFileLines *file_lines(Prof *p, const char *file) {
  for (int i = 0; i < p->nfiles; i++)
    if (p->files[i].from == file) return &p->files[i];
  if (p->nfiles == PROF_MAX_FILES) return NULL;
  p->files[p->nfiles].from = file;
  p->files[p->nfiles].name = prof_intern(p, file);
  return &p->files[p->nfiles++];
}

static void charge(ProfFileLines *f, int line, double us, int64_t hit) {
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
static void line_switch(Prof *p, double now, ProfFileLines *f, int line, bool hit) {
  if (p->cur) charge(p->cur, p->cur_line, now - p->line_t0, p->cur_hit);
  p->cur = f;
  p->cur_line = line;
  p->cur_hit = hit;
  p->line_t0 = now;
}

void prof_log_host_line(Prof *p, const char *file, int line, bool hit) {
  ProfFileLines *f = !file ? NULL : p->cur && p->cur->from == file ? p->cur : file_lines(p, file);
  line_switch(p, prof_virtual_now_us(p), f, line, hit);
}

void prof_charge_line(Prof *p, const char *file, int line, double us, int64_t hits) {
  ProfFileLines *f = file_lines(p, file);
  if (f) charge(f, line, us, hits);
}

void prof_lines_collect(Prof *p) {
  if (p->cur) prof_log_host_line(p, p->cur->from, p->cur_line, false); /* the line running now, up to now */
  free(p->log.lines.slots);
  memset(&p->log.lines, 0, sizeof p->log.lines);
  for (int i = 0; i < p->nfiles; i++) {
    const ProfFileLines *f = &p->files[i];
    for (int l = 0; l < f->n; l++) {
      if (!f->hits[l]) continue;
      ProfStat *st = prof_stat_find(&p->log.lines, f->name, l);
      st->us = f->us[l];
      st->hits = f->hits[l];
    }
  }
}

/* ---- copies, compiles, allocations ---- */

static uint64_t content_hash(const ProfKernel *k, int h);

/* Which host-array argument of the open (or last) launch a copy in direction dir belongs to; a
 * launch's implicit copy is pinned when that argument is. */
static void attribute_copy(Prof *p, ProfEvent *e, RtCopyDir dir) {
  ProfKernel *k = p->current ? p->current : p->last_launch;
  if (!k) return;
  int i = -1;
  if (dir == RT_COPY_H2D && p->current) {
    i = p->h2d_seen++;
  } else if (dir == RT_COPY_D2H && !p->current) {
    i = k->d2h_seen++;
  }
  if (i < 0 || i >= k->nhost || k->host_bytes[i] != e->bytes) {
    if (dir == RT_COPY_D2H && !p->current) p->last_launch = NULL; /* not Numba's copy back */
    return;
  }
  e->kernel = p->log.nk - 1; /* the open or last launch is always the newest */
  e->arg = k->host_arg[i];
  e->pinned |= p->newest_pinned[i];
  if (dir == RT_COPY_D2H) { /* Numba's copy back has landed: what the launch left in the array */
    double t0 = real_now_us(p);
    p->log.hashes[p->log.nk - 1].after[i] = content_hash(k, i);
    p->excluded_us += real_now_us(p) - t0; /* the profiler's own time, cut out */
  }
  if (dir == RT_COPY_D2H && k->d2h_seen >= k->nhost) p->last_launch = NULL;
}

/* The host line running now (the advice names it). */
static void note_line(Prof *p, ProfEvent *e) {
  const char *file = NULL;
  e->line = vm_current_line(&file);
  e->file = e->line ? prof_intern(p, file) : NULL;
}

static void log_copy(Prof *p, RtCopyDir dir, int64_t nbytes, bool pinned, int64_t stream) {
  ProfEvent *e = push(p, PROF_EV_COPY, prof_virtual_now_us(p), 0);
  e->bytes = nbytes;
  e->dir = (int)dir;
  e->pinned = pinned;
  e->stream = p->current ? p->current->stream : stream; /* a launch's own copies: its stream */
  attribute_copy(p, e, dir);
  note_line(p, e);
  double dur = prof_model_host_copy(p->device, dir, nbytes, e->pinned) * 1e6;
  e->dur_us = dur;
  p->modeled_us += dur;
  p->device_us += dur;
  prof_stream_place(p, e);
}

/* Devarray's copy hook (vm/numba/devarray.h), installed by prof_log_enable. */
static void copy_hook(RtCopyDir dir, int64_t nbytes, bool pinned, int64_t stream, void *ud) {
  if (prof_sink.on) log_copy(ud, dir, nbytes, pinned, stream);
}

void prof_log_compile(Prof *p, const char *name, double t0_us, bool cache_hit) {
  double dur = real_now_us(p) - t0_us;
  /* A compile inside a launch (the GPU backend's, at the kernel's first launch) falls in the
   * launch's cut of real time: put it back on the timeline, before the kernel. */
  bool in_launch = p->excl_start >= 0;
  ProfEvent *e = push(p, PROF_EV_COMPILE, prof_virtual_now_us(p) - (in_launch ? 0 : dur), dur);
  if (in_launch) p->modeled_us += dur;
  e->name = prof_intern(p, name);
  e->dir = cache_hit;
}

void prof_log_alloc(Prof *p, int64_t nbytes, bool device) {
  ProfEvent *e = push(p, PROF_EV_ALLOC, prof_virtual_now_us(p), 0);
  e->bytes = nbytes;
  e->dir = device;
}

/* ---- kernel launches ---- */

ProfKernel *prof_log_kernel_current(Prof *p) { return p->current; }

static int64_t array_bytes(const Array *a) { return a->size * rt_dtypes[a->dtype].itemsize; }

static void note_host_args(Prof *p, ProfKernel *k, int argc, const Value *argv, const char *const *names) {
  for (int i = 0; i < argc && i < PROF_MAX_ARGS; i++) {
    k->arg_name[i] = names ? prof_intern(p, names[i]) : NULL;
    if (rt_is_devarray(argv[i])) k->footprint_bytes += array_bytes(rt_devarray_array(argv[i]));
    if (!rt_is_array(argv[i])) continue;
    const Array *a = RT_AS(Array, argv[i]);
    k->footprint_bytes += array_bytes(a);
    k->host_arg[k->nhost] = i;
    k->host_buffer[k->nhost] = a->buffer_id;
    k->host_data[k->nhost] = a->data;
    k->host_bytes[k->nhost] = array_bytes(a);
    p->newest_pinned[k->nhost] = rt_array_pinned(a);
    k->nhost++;
  }
}

/* The contents of a launch's host arrays (FNV-1a over 8-byte words, then the tail's bytes; the
 * arrays Numba transfers are contiguous). Arrays past PROF_HASH_MAX bytes are not hashed: the
 * check would cost more than a profiled launch should. */
#define PROF_HASH_MAX (64 << 20)
static uint64_t content_hash(const ProfKernel *k, int h) {
  const unsigned char *b = k->host_data[h];
  int64_t n = k->host_bytes[h], i = 0;
  if (!b || n > PROF_HASH_MAX) return 0;
  uint64_t x = 0xcbf29ce484222325ull, w;
  for (; i + 8 <= n; i += 8) {
    memcpy(&w, b + i, 8);
    x = (x ^ w) * 0x100000001b3ull;
  }
  for (; i < n; i++) x = (x ^ b[i]) * 0x100000001b3ull;
  return x | 1; /* never 0 */
}

static void hash_host_args(ProfKernel *k, uint64_t *out) {
  for (int h = 0; h < k->nhost; h++) out[h] = content_hash(k, h);
}

ProfKernel *prof_log_launch_begin(Prof *p, const char *name, const char *file, const int64_t grid[3],
                                  const int64_t block[3], int64_t dyn_shared, int argc, const Value *argv,
                                  const char *const *arg_names, const Value *stream) {
  if (!prof_sink.on) return NULL;
  ProfKernel *k = calloc(1, sizeof *k);
  if (!k) rt_raise(RT_EXC_MemoryError, "profiler log");
  snprintf(k->name, sizeof k->name, "%s", name);
  k->file = prof_intern(p, file);
  memcpy(k->grid, grid, sizeof k->grid);
  memcpy(k->block, block, sizeof k->block);
  k->dyn_shared_bytes = dyn_shared;
  k->rc = -1;
  k->stream = stream ? rt_cuda_stream_id(*stream) : 0;
  note_host_args(p, k, argc, argv, arg_names);
  prof_kmodel_setup(p->device, k); /* after the arguments: the caches are sized to their footprint */
  ProfLog *log = &p->log;
  log->kernels = grow(log->kernels, &log->capk, log->nk + 1, sizeof(ProfKernel *));
  log->hashes = grow(log->hashes, &log->caphashes, log->nk + 1, sizeof(ProfHostHashes));
  memset(&log->hashes[log->nk], 0, sizeof *log->hashes);
  log->kernels[log->nk++] = k;
  p->current = k;
  p->h2d_seen = 0;
  p->last_launch = NULL;
  p->excl_start = real_now_us(p);
  hash_host_args(k, log->hashes[log->nk - 1].before); /* in the cut: the profiler's own time */
  return k;
}

void prof_log_launch_end(Prof *p, ProfKernel *k, int rc) {
  if (!k) return;
  double occ;
  k->rc = rc;
  prof_regs_resolve(p, k); /* in the cut: the profiler's own time */
  k->time_s = k->measured_s > 0 ? k->measured_s : prof_model_kernel(p->device, k, &occ);
  k->start_us = prof_virtual_now_us(p);
  ProfEvent *e = push(p, PROF_EV_KERNEL, k->start_us, k->time_s * 1e6);
  e->name = k->name;
  note_line(p, e);
  e->kernel = p->log.nk - 1;
  e->stream = k->stream;
  prof_stream_place(p, e);
  p->modeled_us += k->time_s * 1e6;
  p->device_us += k->time_s * 1e6;
  if (p->excl_start >= 0) p->excluded_us += real_now_us(p) - p->excl_start;
  p->excl_start = -1;
  p->current = NULL;
  p->last_launch = k->nhost && rc == 0 ? k : NULL; /* a launch that faulted copies nothing back */
}

/* ---- control ---- */

void prof_clock_calibrate(Prof *p) {
  if (p->tsc_us_per_tick == 0) calibrate_clock(p);
}

void prof_log_enable(Prof *p) {
  if (prof_sink.on) return;
  p->real_t0 = real_now_us(p);
  p->excl_start = -1;
  rt_set_copy_hook(copy_hook, p);
  prof_sink.on = true;
  prof_host_start(p);
}

void prof_log_disable(Prof *p) {
  if (!prof_sink.on) return;
  prof_host_stop(p);
  prof_sink.on = false;
}

void prof_log_reset(Prof *p) {
  ProfLog *log = &p->log;
  for (int i = 0; i < log->nk; i++) {
    free(log->kernels[i]->lines);
    free(log->kernels[i]);
  }
  free(log->ev);
  free(log->kernels);
  free(log->hashes);
  free(log->lines.slots);
  free(log->funcs.slots);
  memset(log, 0, sizeof *log);
  prof_regs_forget(p);
  p->real_t0 = real_now_us(p);
  p->excluded_us = p->modeled_us = p->device_us = 0;
  p->excl_start = -1;
  p->current = p->last_launch = NULL;
  memset(&p->streams, 0, sizeof p->streams);
  for (int i = 0; i < p->nfiles; i++) {
    free(p->files[i].us);
    free(p->files[i].hits);
  }
  memset(p->files, 0, sizeof p->files);
  p->nfiles = 0;
  p->cur = NULL;
  p->depth = 0;
  p->func_events = 0;
  prof_sample_reset(p);
}
