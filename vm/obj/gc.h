/* gc.h — the cycle collector (gc.c): reference counting frees every object no other object
 * holds, but not the objects of a reference cycle (a closure that names itself, a node with a
 * parent pointer); this finds such groups that nothing outside refers to and frees them, as
 * CPython's gc module does.
 *
 * A container type (one that can hold references in a cycle) fills the traverse and clear slots
 * of its ObjType, and its constructors call rt_gc_track once the object is fully initialised.
 * Untracking is automatic when the object is freed. Objects of types without the slots are
 * never examined: the references they hold count as coming from outside, so what they refer to
 * is kept (conservative, never unsafe).
 *
 * Collections run automatically only at the VM's safe points: when enough containers have been
 * made, rt_gc_pending is set and the interpreter calls rt_gc_safepoint on its next loop
 * back-edge or call. C code may hold borrowed references and half-built objects, so nothing
 * collects in the middle of it. */
#ifndef WEFT_RT_GC_H
#define WEFT_RT_GC_H

#include <stdbool.h>
#include <stdint.h>

#include "value.h"

/* The table of tracked containers (gc.c describes it). Public only for the inline paths below,
 * which every container's allocation and release takes. */
typedef struct RtGcTable {
  Obj **objs;
  uint32_t n, cap, nold; /* objs[0, nold) old, objs[nold, n) young */
  int64_t trigger;       /* n above which a young collection is due (INT64_MAX: never) */
} RtGcTable;
extern RtGcTable rt_gc_table;
/* True on the thread that owns the table (the VM's): containers made on other threads (worker
 * threads of parallel ufuncs or the simulator) are not tracked. */
extern _Thread_local bool rt_gc_here;
/* Set when the young generation has grown past the first threshold: the VM polls it. */
extern int rt_gc_pending;

void rt_gc_track_slow(Obj *o);

static inline void rt_gc_place(Obj *o, uint32_t i) {
  rt_gc_table.objs[i] = o;
  o->gc = i + 1;
}

/* Track o (a new container of a type with traverse/clear); no-op for other types and for an
 * object already tracked. */
static inline void rt_gc_track(Obj *o) {
  RtGcTable *t = &rt_gc_table;
  if (__builtin_expect(!(rt_gc_here && t->n < t->cap), 0)) {
    rt_gc_track_slow(o);
    return;
  }
  if (!o->type->traverse || o->gc) return;
  rt_gc_place(o, t->n++);
  if (__builtin_expect(t->n > t->trigger, 0)) rt_gc_pending = 1;
}

/* Called by rt_obj_free for a tracked object: the last object of its generation fills the
 * hole (an old hole moves to the young generation's start first). */
static inline void rt_gc_untrack(Obj *o) {
  RtGcTable *t = &rt_gc_table;
  uint32_t i = o->gc - 1;
  if (i < t->nold) {
    t->nold--;
    t->trigger--;
    rt_gc_place(t->objs[t->nold], i);
    i = t->nold;
  }
  t->n--;
  if (i != t->n) rt_gc_place(t->objs[t->n], i);
  o->gc = 0;
}
/* The VM is at a safe point: collect if a threshold says so. */
void rt_gc_safepoint(void);

/* WEFT_GC_THRESHOLD (digits; anything else is ignored): the first threshold from the start, so
 * that a test run can collect at nearly every safe point (1) to shake out a wrong traverse. */
void rt_gc_configure(const char *threshold0);

/* gc.collect(): a full collection; the number of unreachable objects found (0 while a
 * collection is running). */
int64_t rt_gc_collect(void);
int64_t rt_gc_collect_young(void); /* gc.collect(0) and (1) */
/* A runtime is going (its modules are gone, its library states not yet): collect what the
 * modules held in cycles, then forget every object still tracked (the table is freed, so a
 * leak checker sees what is left as leaked, as it would without the collector), and go back
 * to the default settings. */
void rt_gc_collect_at_exit(void);
/* The switches below are the current runtime's (runtime.h): rt_runtime_enter tells the
 * collector when another one is entered. */
void rt_gc_runtime_entered(void);
void rt_gc_set_enabled(bool on);
bool rt_gc_enabled(void);
/* The three thresholds of gc.get_threshold / set_threshold: the first is how many more
 * containers made than freed start a young collection (0 disables automatic collection); a
 * full one runs after threshold[1] * threshold[2] young ones when the old generation has grown
 * by a quarter since the last full one. */
void rt_gc_get_threshold(int64_t out[3]);
void rt_gc_set_threshold(const int64_t t[3]);
/* gc.get_count(): young containers, young collections since the last full one, 0. */
void rt_gc_get_count(int64_t out[3]);
/* Containers tracked now (for tests and gc.get_objects' size). */
int64_t rt_gc_tracked(void);

/* Told of every object about to be freed (its refcount 0, its contents still there), before
 * its type's free: set by the weakref module (vm/py/weakref.c) once it has made a weak
 * reference, so that references to the object go dead and their callbacks run. NULL: none. */
extern void (*rt_obj_free_hook)(Obj *o);

#endif
