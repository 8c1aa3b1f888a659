/* copyreg.c — the copyreg module's part of the reduce protocol for plain instances:
 * __newobj__(cls, *args) (cls.__new__(cls, *args)), _reconstructor (pickle_load.c's), and
 * _reduce_ex(obj, proto), what object.__reduce__ and protocols 0-1 of object.__reduce_ex__ give;
 * _reduce_newobj(obj), protocol 2 and up (object_class.c calls both through this module). */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "pickle_internal.h"
#include "py.h"

/* __newobj__(cls, *args) */
static Value c_newobj(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "__newobj__() got an unexpected keyword argument '%s'", kw->names[0]);
  if (argc < 1) rt_raise(RT_EXC_TypeError, "__newobj__() missing 1 required positional argument: 'cls'");
  Value nw = rt_getattr(argv[0], "__new__");
  int mark = rt_cleanup_push_value(&nw);
  Value r = rt_call(nw, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* obj.name() (new reference). */
static Value call_method0(Value obj, const char *name) {
  Value f = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Does obj's class define name itself (not object)? */
static bool own(Value obj, const char *name) {
  ClassObj *owner = NULL, *c = rt_user_class_of(obj);
  if (!c) return false;
  Value f = rt_class_lookup(c, name, &owner);
  return !rt_is_undef(f) && owner && !(owner->flags & RT_CLASS_OBJECT);
}

/* _reduce_ex(obj, proto): (_reconstructor, (cls, object, None)[, state]) */
static Value c_reduce_ex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("_reduce_ex", argc, kw, 2, 2);
  Value obj = argv[0];
  ClassObj *c = rt_user_class_of(obj);
  if (!c) rt_raise(RT_EXC_TypeError, "cannot pickle '%s' object", rt_type_name(obj));
  Value slots = rt_undef(), state = rt_undef(), args = rt_undef();
  int mark = rt_cleanup_push_value(&slots);
  rt_cleanup_push_value(&state);
  rt_cleanup_push_value(&args);
  if (!own(obj, "__getstate__") && rt_try_getattr(obj, "__slots__", &slots) && rt_truthy(slots)) {
    rt_raise(RT_EXC_TypeError, "a class that defines __slots__ without defining __getstate__ cannot be pickled");
  }
  state = call_method0(obj, "__getstate__");
  args = rt_tuple_from(3, (Value[3]){rt_obj(c), rt_object_class(), rt_none()});
  Value items[3] = {py_pickle_reconstructor(), args, state};
  Value r = rt_tuple_from(rt_truthy(state) ? 3 : 2, items);
  rt_cleanup_pop(mark, true);
  return r;
}

/* _reduce_newobj(obj): (__newobj__, (cls, *obj.__getnewargs__()), state, None, None) */
static Value c_reduce_newobj(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("_reduce_newobj", argc, kw, 1, 1);
  Value obj = argv[0];
  ClassObj *c = rt_user_class_of(obj);
  if (!c) rt_raise(RT_EXC_TypeError, "cannot pickle '%s' object", rt_type_name(obj));
  Value extra = rt_undef(), state = rt_undef(), args = rt_undef(), newobj = rt_undef();
  int mark = rt_cleanup_push_value(&extra);
  rt_cleanup_push_value(&state);
  rt_cleanup_push_value(&args);
  rt_cleanup_push_value(&newobj);
  extra = own(obj, "__getnewargs__") ? call_method0(obj, "__getnewargs__") : rt_tuple_new(0);
  if (!rt_is_tuple(extra)) {
    rt_raise(RT_EXC_TypeError, "__getnewargs__ should return a tuple, not '%s'", rt_type_name(extra));
  }
  Value cls = rt_obj(c), head = rt_tuple_from(1, &cls);
  args = rt_binop(RT_OP_ADD, head, extra);
  rt_decref(head);
  state = call_method0(obj, "__getstate__");
  Value mod = rt_import("copyreg");
  newobj = rt_getattr(mod, "__newobj__");
  rt_decref(mod);
  Value r = rt_tuple_from(5, (Value[5]){newobj, args, state, rt_none(), rt_none()});
  rt_cleanup_pop(mark, true);
  return r;
}

void rt_copyreg_module_init(Value m) {
  rt_module_add_fn(m, "__newobj__", c_newobj);
  rt_module_add_fn(m, "_reduce_ex", c_reduce_ex);
  rt_module_add_fn(m, "_reduce_newobj", c_reduce_newobj);
  Value rec = py_pickle_reconstructor();
  rt_incref(rec);
  rt_module_set(m, "_reconstructor", rec);
}
