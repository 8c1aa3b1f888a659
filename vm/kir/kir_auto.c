/* kir_auto.c — `--mode=auto`: which kernel specialisations (and target='cuda' ufunc units) move
 * from the home engine (the simulator) to another registered engine (the GPU).
 *
 * A specialisation starts at home, where every launch runs with all the checks. It is hot once
 * its clean launches there reach WEFT_GPU_HOT_LAUNCHES (default 3) or the threads those launches
 * ran reach WEFT_GPU_HOT_WORK (default 2M); docs/gpu.md says why these numbers. At its next
 * launch it is looked at once, and moves for good to the first other engine that takes it,
 * unless:
 *   - one of its launches faulted at home (such a kernel never moves),
 *   - it prints, draws random numbers, or has an atomic whose outcome depends on the order
 *     threads run (its old value is read; exch or compare-and-swap; float add/sub), and the
 *     engine's capabilities say it does that differently (KirEngineCaps.no_*),
 *   - the engine is not available, or f cannot be prepared there (auto mode then stays home,
 *     silently: it never stops a program the home engine can run),
 *   - the engine does not take work from auto mode now (accepts_auto: --compile-only).
 * With WEFT_GPU_LOG=1 each decision is one line on stderr, so that tests and teachers can see
 * it:  weft: kernel saxpy is hot (3 clean launches, 3072 threads); no GPU: staying in the
 * simulator (no CUDA device: ...).
 *
 * A ufunc unit (kind, core) is treated like a kernel: its runs at home count (elements or cores
 * as threads) until it is hot, then it moves unless its core prints or draws random numbers, the
 * engine is not there, or the unit cannot be prepared. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/config.h"
#include "../base/error.h"
#include "../obj/exc.h"
#include "../py/warn_module.h"
#include "kir_engine.h"
#include "kir_ir.h"

#define DEFAULT_HOT_LAUNCHES 3
#define DEFAULT_HOT_WORK (INT64_C(1) << 21)

typedef enum { HEAT_COLD, HEAT_MOVED, HEAT_STAYS } HeatState;

/* One specialisation's (or ufunc unit's) record. */
typedef struct Heat {
  const KirFunc *f;
  int kind;         /* ufunc units: their KirUfuncKind; kernels: -1 */
  int64_t launches; /* clean launches at home */
  int64_t threads;  /* threads those launches ran */
  HeatState state;
  const KirEngine *to; /* HEAT_MOVED: where */
} Heat;

typedef struct AutoState {
  Heat *heat;
  int nheat, capheat;
  KirHotLimits limits;
  int log_on;
  char why[512]; /* the last preparation failure */
} AutoState;

static AutoState auto_state = {.log_on = -1};

/* A positive whole number with an optional K/M/G suffix (powers of 1024); -1 otherwise. */
static int64_t parse_count(const char *s) {
  char *end;
  long long v = strtoll(s, &end, 10);
  if (end == s || v <= 0) return -1;
  int shift = *end == 'K' ? 10 : *end == 'M' ? 20 : *end == 'G' ? 30 : 0;
  if (shift) end++;
  if (*end || v > (INT64_MAX >> shift)) return -1;
  return (int64_t)v << shift;
}

static int64_t limit_from_env(const char *var, const char *v, int64_t fallback, const char *what) {
  if (!v || !*v) return fallback;
  int64_t n = parse_count(v);
  if (n < 0) rt_raise(RT_EXC_ValueError, "%s=%s: expected a positive whole number of %s (K, M, G allowed)", var, v, what);
  return n;
}

KirHotLimits kir_hot_limits(void) {
  AutoState *s = &auto_state;
  if (!s->limits.launches) {
    s->limits.launches = limit_from_env("WEFT_GPU_HOT_LAUNCHES", weft_config()->gpu_hot_launches, DEFAULT_HOT_LAUNCHES, "launches");
    s->limits.threads = limit_from_env("WEFT_GPU_HOT_WORK", weft_config()->gpu_hot_work, DEFAULT_HOT_WORK, "simulated threads");
  }
  return s->limits;
}

void kir_auto_reset(void) {
  auto_state.nheat = 0;
  auto_state.limits.launches = auto_state.limits.threads = 0;
  auto_state.log_on = -1;
}

bool kir_is_hot(int64_t launches, int64_t threads, KirHotLimits lim) {
  return launches >= lim.launches || threads >= lim.threads;
}

static Heat *heat_of(const KirFunc *f, int kind) {
  AutoState *s = &auto_state;
  for (int k = 0; k < s->nheat; k++)
    if (s->heat[k].f == f && s->heat[k].kind == kind) return &s->heat[k];
  if (s->nheat == s->capheat) {
    s->capheat = s->capheat ? 2 * s->capheat : 16;
    s->heat = rt_realloc(s->heat, (size_t)s->capheat * sizeof *s->heat);
  }
  s->heat[s->nheat] = (Heat){f, kind, 0, 0, HEAT_COLD, NULL};
  return &s->heat[s->nheat++];
}

static bool logging(void) {
  if (auto_state.log_on < 0) {
    const char *v = weft_config()->gpu_log;
    auto_state.log_on = v && *v && strcmp(v, "0") != 0;
  }
  return auto_state.log_on;
}

/* An atomic whose outcome depends on the order threads reach it: one whose old value is read
 * (which thread gets which), exch and compare-and-swap (the last writer wins), and a float add
 * or sub (rounding depends on the order). */
static bool order_dependent_atomic(const KirFunc *f, const KirInst *in) {
  if (in->d >= 0 && kir_reg_read(f, in->d)) return true;
  if (in->sub == KA_EXCH || in->sub == KA_CAS) return true;
  return (in->sub == KA_ADD || in->sub == KA_SUB) && rt_dtypes[f->slots[in->arr].dtype].kind == 'f';
}

/* Why f cannot run on e as it runs at home, bit for bit and run after run, or NULL. Ufunc cores
 * are not asked about atomics (they have none that reach other cores). */
static const char *not_movable(const KirFunc *f, const KirEngine *e, bool atomics) {
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op == KIR_PRINT && e->caps.no_prints) return e->caps.no_prints;
    if (in->op == KIR_RANDOM && e->caps.no_random) return e->caps.no_random;
    if (in->op == KIR_RAISE && in->sub != KIR_RAISE_SHAPE && e->caps.no_raise) return e->caps.no_raise;
    if (atomics && in->op == KIR_ATOMIC && e->caps.no_ordered_atomics && order_dependent_atomic(f, in))
      return e->caps.no_ordered_atomics;
  }
  return NULL;
}

typedef struct PrepareJob {
  const KirEngine *e;
  const Heat *h;
} PrepareJob;

static void prepare(void *ud) {
  const PrepareJob *job = ud;
  if (job->h->kind < 0) job->e->prepare(job->e->self, (KirFunc *)job->h->f);
  else job->e->ufunc_prepare(job->e->self, (KirUfuncKind)job->h->kind, (KirFunc *)job->h->f);
}

/* Why h cannot be prepared on e (a compiler that does not load, a driver that refuses the
 * image), or NULL when it is ready: auto mode never stops a program the home engine can run. */
static const char *not_loadable(const KirEngine *e, const Heat *h) {
  PrepareJob job = {e, h};
  if (rt_pcall(prepare, &job) == 0) return NULL;
  const char *msg = rt_error_current()->message;
  snprintf(auto_state.why, sizeof auto_state.why, "%s", msg ? msg : "");
  rt_error_clear();
  return auto_state.why;
}

static const char *heat_name(const KirEngine *e, const Heat *h, char *buf, size_t n) {
  if (h->kind < 0 || !e->ufunc_name) return h->f->name;
  return e->ufunc_name(e->self, (KirUfuncKind)h->kind, h->f, buf, n);
}

/* Whether h moves to e; the decision's log line (WEFT_GPU_LOG=1) into line. */
static bool takes(const KirEngine *e, const Heat *h, char *line, size_t n) {
  const KirEngine *home = kir_engine_home();
  const char *why = not_movable(h->f, e, h->kind < 0);
  bool there = !why && (!e->available || e->available(e->self));
  const char *failed = there ? not_loadable(e, h) : NULL;
  char name[256];
  int k = snprintf(line, n, "weft: kernel %s is hot (%lld clean launch%s, %lld threads); ", heat_name(e, h, name, sizeof name),
                   (long long)h->launches, h->launches == 1 ? "" : "es", (long long)h->threads);
  line += k, n -= (size_t)k < n ? (size_t)k : n;
  if (why) snprintf(line, n, "%s: staying in %s", why, home->where);
  else if (!there) snprintf(line, n, "no %s: staying in %s (%s)", e->label, home->where, e->unavailable_reason(e->self));
  else if (failed) snprintf(line, n, "cannot load it on %s (%s): staying in %s", e->where, failed, home->where);
  else snprintf(line, n, "moving it to %s", e->where);
  return there && !failed;
}

/* Decides once, when h has just become hot: the first engine other than home that takes it
 * (the GPU, then native code on the CPU). The log line is the taker's, or, when none takes
 * it, the first engine's reason. */
static void decide(Heat *h) {
  h->state = HEAT_STAYS;
  const KirEngine *home = kir_engine_home();
  char first[1024] = "", line[1024];
  for (int k = 0; k < kir_engine_count(); k++) {
    const KirEngine *e = kir_engine_at(k);
    bool runs = h->kind < 0 ? e->launch && e->prepare : e->ufunc_launch && e->ufunc_prepare;
    if (e == home || !runs || (e->accepts_auto && !e->accepts_auto(e->self))) continue;
    bool moves = takes(e, h, line, sizeof line);
    if (!first[0]) memcpy(first, line, sizeof first);
    if (moves) {
      h->state = HEAT_MOVED;
      h->to = e;
      if (logging()) fprintf(stderr, "%s\n", line);
      return;
    }
  }
  if (logging() && first[0]) fprintf(stderr, "%s\n", first);
}

/* Whether some engine other than home takes work from auto mode now. */
static bool any_accepts(bool ufunc) {
  const KirEngine *home = kir_engine_home();
  for (int k = 0; k < kir_engine_count(); k++) {
    const KirEngine *e = kir_engine_at(k);
    if (e == home || !(ufunc ? e->ufunc_launch != NULL : e->launch != NULL)) continue;
    if (!e->accepts_auto || e->accepts_auto(e->self)) return true;
  }
  return false;
}

/* Where a moved kernel runs now: its engine, unless that engine takes nothing from auto mode
 * at the moment (the CPU engine while the profiler is on), when it runs at home this time. */
static const KirEngine *moved_to(const Heat *h) {
  if (h->state != HEAT_MOVED) return NULL;
  const KirEngine *e = h->to;
  return !e->accepts_auto || e->accepts_auto(e->self) ? e : NULL;
}

/* Whether a random draw's WARN of f would show a warning now: other engines run compiled code
 * that wraps silently, so such a launch stays home, where it warns as Numba's simulator does.
 * Once the registry holds f's lines (after its first launch, as a rule) its launches move
 * again. A division's warnings (and NumPy functions') do not hold a hot kernel home: a draw
 * wraps nearly every time, a division by zero seldom, so waiting for its warning would keep
 * most kernels with a division in the simulator for good; checking for it in native code
 * made a hot kernel with a division twice as slow (docs/simulator.md). */
static bool would_warn(const KirFunc *f) {
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].op == KIR_WARN && f->code[pc].sub == KWN_WRAP &&
        py_warn_would_show(rt_exc_class(RT_EXC_RuntimeWarning), kir_warn_texts[KWN_WRAP], f->file,
                           f->code[pc].span.line))
      return true;
  return false;
}

const KirEngine *kir_auto_choose(const KirFunc *f) {
  if (!any_accepts(false)) return NULL;
  Heat *h = heat_of(f, -1);
  if (h->state == HEAT_COLD && kir_is_hot(h->launches, h->threads, kir_hot_limits())) decide(h);
  const KirEngine *e = moved_to(h);
  return e && would_warn(f) ? NULL : e;
}

/* The first engine auto mode could move to (for the log line of a fault). */
static const KirEngine *first_other(void) {
  for (int k = 0; k < kir_engine_count(); k++)
    if (kir_engine_at(k) != kir_engine_home()) return kir_engine_at(k);
  return NULL;
}

void kir_auto_done(const KirFunc *f, const KirRun *run, int rc) {
  if (f->target != KIR_TARGET_KERNEL || run->nlanes > 0) return;
  Heat *h = heat_of(f, -1);
  if (rc == 0) {
    h->launches++;
    h->threads += run->grid[0] * run->grid[1] * run->grid[2] * run->block[0] * run->block[1] * run->block[2];
    return;
  }
  const KirEngine *other = first_other();
  if (h->state != HEAT_STAYS && logging() && other)
    fprintf(stderr, "weft: kernel %s faulted in %s: it will not move to %s\n", f->name, kir_engine_home()->where,
            other->where);
  h->state = HEAT_STAYS;
}

const KirEngine *kir_auto_choose_ufunc(const KirUfuncRun *r) {
  if (!any_accepts(true)) return NULL;
  Heat *h = heat_of(r->core, (int)r->kind);
  if (h->state == HEAT_COLD && kir_is_hot(h->launches, h->threads, kir_hot_limits())) decide(h);
  if (h->state == HEAT_MOVED) return moved_to(h);
  h->launches++; /* a run that faults raises and ends the program, so every counted run is clean */
  h->threads += r->kind == KIR_UFUNC_GUVECTORIZE ? r->ncores : r->n;
  return NULL;
}
