/* gc.c — the cycle collector (see gc.h): the table of tracked containers, its two
 * generations, the collection itself and its thresholds.
 *
 * Tracked containers live in one dense array; each object's header holds its index + 1. The
 * array is split into the old generation [0, nold) and the young one [nold, n): objects are
 * tracked young, a young collection examines the young ones only and promotes its survivors,
 * a full collection examines all. Untracking moves the last object of the generation into the
 * hole, so both stay dense and untracking is O(1).
 *
 * A collection of a set S is trial deletion: refs[o] = refcount(o) for each o in S, less one
 * for each reference some object of S holds to o. An object left with refs > 0 is referred to
 * from outside S (a register, a global, an untracked object, the old generation) and is
 * reachable, with everything reachable from it. The rest is garbage held only by cycles: each
 * gets a reference of ours, its clear slot drops what it holds, and dropping ours frees it.
 *
 * The table belongs to the thread that first tracks (the VM's): worker threads (parallel
 * ufuncs, the simulator) make no containers while the VM runs, and track none if they do. */
#include "gc.h"

#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "runtime.h"

RtGcTable rt_gc_table = {.trigger = 700};
_Thread_local bool rt_gc_here;
static bool owned; /* some thread has taken the table */
#define T rt_gc_table

static bool collecting;
static int64_t young_runs;        /* young collections since the last full one */
static uint32_t old_after_full;   /* objects left by the last full collection */
int rt_gc_pending;

/* The gc module's switches, each VM's own (a program's gc.disable() does not reach the next
 * REPL or notebook session); a runtime that never set them has the defaults. */
typedef struct GcSwitches {
  bool disabled;
  int64_t threshold[3];
} GcSwitches;
static int64_t default_threshold0 = 700; /* WEFT_GC_THRESHOLD's, set once at start-up */

static void switches_init(void *p) {
  GcSwitches *s = p;
  s->threshold[0] = default_threshold0;
  s->threshold[1] = s->threshold[2] = 10;
}
static RtStateKey switches_key = {"gc switches", sizeof(GcSwitches), switches_init, NULL, 0};

/* The current runtime's switches, read only: the defaults when it never set any (allocates
 * nothing, so that entering a runtime cannot raise). */
static GcSwitches read_switches(void) {
  const GcSwitches *s = rt_runtime_state_made(&switches_key);
  if (s) return *s;
  GcSwitches d;
  switches_init(&d);
  d.disabled = false;
  return d;
}

/* The trigger says when the young generation is due; recomputed whenever nold or a setting
 * changes (untracking an old object lowers both by one) and when another runtime is entered. */
static void set_trigger(void) {
  GcSwitches s = read_switches();
  T.trigger = !s.disabled && s.threshold[0] > 0 ? (int64_t)T.nold + s.threshold[0] : INT64_MAX;
}

void rt_gc_runtime_entered(void) { set_trigger(); }

/* The first tracking thread takes the table; the table grows here. */
void rt_gc_track_slow(Obj *o) {
  if (!owned) owned = rt_gc_here = true;
  if (!rt_gc_here || !o->type->traverse || o->gc) return;
  if (T.n == T.cap) {
    uint32_t ncap = T.cap ? T.cap * 2 : 1024;
    Obj **more = realloc(T.objs, sizeof *T.objs * ncap);
    if (!more) return; /* out of memory: leave it untracked (it is only never collected) */
    T.objs = more;
    T.cap = ncap;
  }
  rt_gc_track(o);
}

/* ---- one collection over objs[lo, n) ---- */

#define REACHABLE INT64_MAX

typedef struct Pass {
  uint32_t lo;
  int64_t *refs;   /* by index - lo */
  uint32_t *stack; /* objects marked reachable whose children are still to mark */
  uint32_t nstack;
} Pass;

/* The index - lo of a child that belongs to the collected set, or -1. */
static inline int64_t member(Value v, const Pass *p) {
  if (v.tag != RT_OBJ || v.as.o->gc == 0) return -1;
  uint32_t i = v.as.o->gc - 1;
  return i >= p->lo ? (int64_t)(i - p->lo) : -1;
}

static void visit_subtract(Value v, void *arg) {
  Pass *p = arg;
  int64_t k = member(v, p);
  if (k >= 0) p->refs[k]--;
}

static void visit_mark(Value v, void *arg) {
  Pass *p = arg;
  int64_t k = member(v, p);
  if (k >= 0 && p->refs[k] != REACHABLE) {
    p->refs[k] = REACHABLE;
    p->stack[p->nstack++] = (uint32_t)k;
  }
}

/* Mark what is reachable from outside the set; false when the counts show a reference visited
 * that its holder does not own (a type's traverse is wrong): then nothing may be freed. */
static bool mark_reachable(Pass *p, uint32_t m) {
  for (uint32_t k = 0; k < m; k++) p->refs[k] = T.objs[p->lo + k]->refcount;
  for (uint32_t k = 0; k < m; k++) {
    Obj *o = T.objs[p->lo + k];
    o->type->traverse(o, visit_subtract, p);
  }
  for (uint32_t k = 0; k < m; k++) {
    if (p->refs[k] < 0) return false;
    if (p->refs[k] > 0) {
      p->refs[k] = REACHABLE;
      p->stack[p->nstack++] = k;
    }
  }
  while (p->nstack > 0) {
    Obj *o = T.objs[p->lo + p->stack[--p->nstack]];
    o->type->traverse(o, visit_mark, p);
  }
  return true;
}

/* Garbage that queued its own finalization survives, with what it reaches (they are
 * collected, if still garbage, after the finalizer ran). */
static void keep_finalized(Pass *p, uint32_t m) {
  for (uint32_t k = 0; k < m; k++) {
    Obj *o = T.objs[p->lo + k];
    if (p->refs[k] != REACHABLE && o->type->finalize && o->type->finalize(o)) {
      p->refs[k] = REACHABLE;
      p->stack[p->nstack++] = k;
    }
  }
  while (p->nstack > 0) {
    Obj *o = T.objs[p->lo + p->stack[--p->nstack]];
    o->type->traverse(o, visit_mark, p);
  }
}

/* Break the cycles of the garbage (each holds a reference of ours meanwhile, so none is freed
 * while another's clear still reads it), then let them go. Classes go first: a class leaves
 * its bases' subclass lists through its bases tuple, which may be garbage too. */
static void free_garbage(Obj **garbage, uint32_t ng) {
  for (uint32_t k = 0; k < ng; k++) garbage[k]->refcount++;
  for (uint32_t k = 0; k < ng; k++) {
    if (garbage[k]->type->clear == rt_class_clear) rt_class_clear(garbage[k]);
  }
  for (uint32_t k = 0; k < ng; k++) {
    if (garbage[k]->type->clear != rt_class_clear) garbage[k]->type->clear(garbage[k]);
  }
  for (uint32_t k = 0; k < ng; k++) rt_decref(rt_obj(garbage[k]));
}

static int64_t collect_from(uint32_t lo) {
  uint32_t m = T.n - lo;
  if (m == 0 || collecting) return 0;
  Pass p = {.lo = lo, .refs = malloc(sizeof(int64_t) * m), .stack = malloc(sizeof(uint32_t) * m)};
  Obj **garbage = NULL;
  uint32_t ng = 0;
  collecting = true;
  if (p.refs && p.stack && mark_reachable(&p, m)) {
    keep_finalized(&p, m);
    for (uint32_t k = 0; k < m; k++) ng += p.refs[k] != REACHABLE;
    garbage = ng ? malloc(sizeof *garbage * ng) : NULL;
    if (garbage) {
      uint32_t j = 0;
      for (uint32_t k = 0; k < m; k++) {
        if (p.refs[k] != REACHABLE) garbage[j++] = T.objs[lo + k];
      }
    } else {
      ng = 0;
    }
  }
  free(p.refs);
  free(p.stack);
  T.nold = T.n; /* the survivors are old now (the garbage leaves the table as it is freed) */
  set_trigger();
  free_garbage(garbage, ng);
  free(garbage);
  collecting = false;
  return ng;
}

/* ---- policy and the gc module's operations ---- */

void rt_gc_safepoint(void) {
  rt_gc_pending = 0;
  GcSwitches s = read_switches();
  const int64_t *threshold = s.threshold;
  if (s.disabled || collecting || threshold[0] <= 0 || T.n - T.nold <= threshold[0]) return;
  young_runs++;
  bool full = young_runs >= threshold[1] * threshold[2] &&
              (int64_t)T.nold - old_after_full > old_after_full / 4;
  if (!full) {
    collect_from(T.nold);
    return;
  }
  collect_from(0);
  young_runs = 0;
  old_after_full = T.n;
}

int64_t rt_gc_collect(void) {
  int64_t found = collect_from(0);
  young_runs = 0;
  old_after_full = T.n;
  return found;
}

int64_t rt_gc_collect_young(void) { return collect_from(T.nold); }

void rt_gc_collect_at_exit(void) {
  if (!rt_gc_here || collecting) return;
  rt_gc_collect();
  for (uint32_t i = 0; i < T.n; i++) T.objs[i]->gc = 0;
  free(T.objs);
  T.objs = NULL;
  T.n = T.cap = T.nold = 0;
  old_after_full = 0;
  young_runs = 0;
  set_trigger();
}

void rt_gc_set_enabled(bool on) {
  ((GcSwitches *)rt_runtime_state(&switches_key))->disabled = !on;
  set_trigger();
}
bool rt_gc_enabled(void) { return !read_switches().disabled; }

void rt_gc_get_threshold(int64_t out[3]) {
  GcSwitches s = read_switches();
  for (int k = 0; k < 3; k++) out[k] = s.threshold[k];
}

void rt_gc_set_threshold(const int64_t t[3]) {
  GcSwitches *s = rt_runtime_state(&switches_key);
  for (int k = 0; k < 3; k++) s->threshold[k] = t[k];
  set_trigger();
}

void rt_gc_get_count(int64_t out[3]) {
  out[0] = T.n - T.nold;
  out[1] = young_runs;
  out[2] = 0;
}

int64_t rt_gc_tracked(void) { return T.n; }

void rt_gc_configure(const char *threshold0) {
  if (!threshold0 || !*threshold0 || strspn(threshold0, "0123456789") != strlen(threshold0)) return;
  default_threshold0 = strtoll(threshold0, NULL, 10);
  set_trigger();
}
