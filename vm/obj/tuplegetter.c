/* tuplegetter.c — _collections._tuplegetter, the field descriptor of namedtuple classes:
 * repr _tuplegetter(0, 'Alias for field number 0'), a settable __doc__, __get__ on an
 * instance of a tuple subclass gives its item; __set__ and __delete__ refuse ("can't set
 * attribute", as CPython 3.11 words it). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "native.h"
#include "objects.h"
#include "ops.h"
#include "tuplegetter.h"

typedef struct TupleGetter {
  Obj hdr;
  int64_t index;
  Value doc; /* owned */
} TupleGetter;

#define G(v) RT_AS(TupleGetter, v)

static void getter_free(Obj *o) {
  rt_decref(((TupleGetter *)o)->doc);
  free(o);
}

static Value getter_repr(Value self) {
  Value d = rt_repr(G(self)->doc);
  int mark = rt_cleanup_push_value(&d);
  Value r = rt_str_printf("_tuplegetter(%lld, %s)", (long long)G(self)->index, rt_str_data(d));
  rt_cleanup_pop(mark, true);
  return r;
}

Value rt_tuplegetter_get(Value getter, Value obj) {
  Value t = rt_unwrap_base(obj);
  if (!rt_is_tuple(t)) {
    rt_raise(RT_EXC_TypeError, "descriptor for index '%lld' for tuple subclasses doesn't apply to '%s' object",
             (long long)G(getter)->index, rt_type_name(obj));
  }
  const Tuple *tt = RT_AS(Tuple, t);
  if (G(getter)->index >= tt->n) rt_raise(RT_EXC_IndexError, "tuple index out of range");
  Value v = tt->items[G(getter)->index];
  rt_incref(v);
  return v;
}

/* __get__(obj, type=None): the getter itself for obj None. */
static Value m_get(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("__get__", argc, kw, 1, 2, RT_ARGS_OLD);
  if (rt_is_none(argv[0])) return (rt_incref(self), self);
  return rt_tuplegetter_get(self, argv[0]);
}

static Value m_set(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("__set__", argc, kw, 2, 2, RT_ARGS_OLD);
  rt_raise(RT_EXC_AttributeError, "can't set attribute");
}

static Value m_delete(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("__delete__", argc, kw, 1, 1, RT_ARGS_OLD);
  rt_raise(RT_EXC_AttributeError, "can't delete attribute");
}

static Value getter_getattr(Value self, const char *name) {
  if (strcmp(name, "__doc__") == 0) return (rt_incref(G(self)->doc), G(self)->doc);
  if (strcmp(name, "__get__") == 0) return rt_native_bind("__get__", m_get, self);
  if (strcmp(name, "__set__") == 0) return rt_native_bind("__set__", m_set, self);
  if (strcmp(name, "__delete__") == 0) return rt_native_bind("__delete__", m_delete, self);
  return rt_undef();
}

static bool getter_setattr(Value self, const char *name, Value v) {
  if (strcmp(name, "__doc__") != 0) return false;
  if (rt_is_undef(v)) v = rt_none(); /* del P.x.__doc__ */
  rt_incref(v);
  rt_decref(G(self)->doc);
  G(self)->doc = v;
  return true;
}

const ObjType rt_tuplegetter_type = {
    .name = "_collections._tuplegetter",
    .free = getter_free,
    .repr = getter_repr,
    .getattr = getter_getattr,
    .setattr = getter_setattr,
};

Value rt_tuplegetter_new(int64_t index, Value doc) {
  TupleGetter *g = rt_malloc(sizeof *g);
  rt_obj_init(&g->hdr, &rt_tuplegetter_type);
  g->index = index;
  g->doc = doc;
  return rt_obj(g);
}
