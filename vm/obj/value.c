/* value.c — object release, cleanups of held values, Python type names of values (NumPy scalars by dtype), and the
 * operator symbol tables that are generated from the X-macros in value.h. */
#include "value.h"
#include <stdlib.h>

#include "../base/error.h"
#include "gc.h"

const char *const rt_binop_symbols[RT_BINOP_COUNT] = {
#define X(name, sym) sym,
    RT_BINOPS(X)
#undef X
};

const char *const rt_unop_symbols[RT_UNOP_COUNT] = {
#define X(name, sym) sym,
    RT_UNOPS(X)
#undef X
};

void (*rt_obj_free_hook)(Obj *o);

/* Freeing an object frees what it holds, so a linked list of a million nodes (lists, dicts,
 * instances) nests a million C frames: past FREE_DEPTH levels an object waits in a list of
 * this thread's, and the outermost free empties that list level by level, as CPython's
 * "trashcan" does. The weakref hook runs at once (no weak reference can reach a waiting
 * object), and so does the untracking (no collection sees one). */
enum { FREE_DEPTH = 1000 };
static _Thread_local int free_depth;
static _Thread_local Obj **deferred;
static _Thread_local int64_t ndeferred, capdeferred;

static bool defer_free(Obj *o) {
  if (ndeferred == capdeferred) {
    int64_t cap = capdeferred ? capdeferred * 2 : 256;
    Obj **d = realloc(deferred, sizeof *d * (size_t)cap);
    if (!d) return false; /* out of memory: free it now, deeper */
    deferred = d, capdeferred = cap;
  }
  deferred[ndeferred++] = o;
  return true;
}

void rt_obj_free(Obj *o) {
  if (rt_obj_free_hook) rt_obj_free_hook(o);
  if (o->gc) rt_gc_untrack(o);
  if (free_depth >= FREE_DEPTH && defer_free(o)) return;
  free_depth++;
  o->type->free(o);
  if (free_depth == 1)
    while (ndeferred) {
      Obj *next = deferred[--ndeferred];
      next->type->free(next);
    }
  free_depth--;
}

static void decref_slot(void *slot) { rt_decref(*(Value *)slot); }

int rt_cleanup_push_value(Value *slot) { return rt_cleanup_push(decref_slot, slot); }

const char *rt_type_name(Value v) {
  switch (v.tag) {
    case RT_UNDEF: return "NotImplementedType";
    case RT_NONE: return "NoneType";
    case RT_BOOL: return "bool";
    case RT_INT: return "int";
    case RT_FLOAT: return "float";
    case RT_OBJ:
      /* One object type may serve several classes (every NumPy scalar: Python names the
       * class of its dtype). */
      if (v.as.o->type->type_name) return v.as.o->type->type_name(v);
      return v.as.o->type->name;
  }
  return "object";
}
