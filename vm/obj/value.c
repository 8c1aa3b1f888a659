/* value.c — object release, cleanups of held values, Python type names of values (NumPy scalars by dtype), and the
 * operator symbol tables that are generated from the X-macros in value.h. */
#include "value.h"

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

void rt_obj_free(Obj *o) {
  if (rt_obj_free_hook) rt_obj_free_hook(o);
  if (o->gc) rt_gc_untrack(o);
  o->type->free(o);
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
