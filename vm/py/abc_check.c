/* abc_check.c — ABCMeta's virtual subclasses: register(), and the __instancecheck__ and
 * __subclasscheck__ that isinstance()/issubclass() reach through the metaclass (metaclass.c's
 * rt_meta_check). A class C is a subclass of an ABC when the ABC's __subclasshook__ says so
 * (anything but NotImplemented decides), when the ABC is in C's MRO, or when C is a subclass
 * of a class registered with the ABC or with one of the ABC's subclasses.
 *
 * The registry is the class's own hidden attribute __weft_abc_registry__ (a list; dir() hides
 * __weft_* names). register() also files the class with every ABC in the registering class's
 * MRO, which gives CPython's answer for its subclasses' registrations
 * (MutableSequence.register(list) makes list a Sequence) without a list of subclasses. */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "collections_abc.h"
#include "py.h"

#define REGISTRY "__weft_abc_registry__"

static bool is_class_like(Value v) {
  return rt_is_class(v) || rt_exc_is_class(v) || (rt_is_native(v) && RT_AS(NativeFunc, v)->instancecheck);
}

/* The class's own registry (borrowed), or RT_UNDEF. */
static Value own_registry(ClassObj *c) {
  size_t n = strlen(REGISTRY);
  int e = rt_class_own_find(c, REGISTRY, n, rt_name_hash(REGISTRY, n));
  return e < 0 ? rt_undef() : c->dict.e[e].value;
}

static bool issubclass_full(Value sub, Value cls) {
  Value args[2] = {sub, cls};
  Value r = rt_call(rt_builtin_lookup("issubclass"), 2, args, NULL);
  return rt_truthy(r);
}

static bool is_abc(Value v) {
  ClassObj *m = rt_is_class(v) ? RT_AS(ClassObj, v)->metacls : NULL;
  return m && !rt_is_undef(rt_class_lookup(m, REGISTRY "_meta", NULL));
}

static void file_with(ClassObj *c, Value sub) {
  Value reg = own_registry(c);
  if (rt_is_undef(reg)) {
    reg = rt_list_new(0);
    rt_class_set(c, REGISTRY, reg);
  }
  rt_list_append(reg, sub);
}

void rt_abc_register(Value cls, Value sub) {
  Tuple *mro = RT_AS(Tuple, RT_AS(ClassObj, cls)->mro);
  for (int64_t k = 0; k < mro->n; k++)
    if (is_abc(mro->items[k])) file_with(RT_AS(ClassObj, mro->items[k]), sub);
}

/* ABCMeta.register(cls, subclass): the subclass, now virtual. */
static Value m_register(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("register", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value cls = argv[0], sub = argv[1];
  if (!is_class_like(sub)) rt_raise(RT_EXC_TypeError, "Can only register classes");
  if (issubclass_full(sub, cls)) return rt_incref(sub), sub;
  if (is_class_like(cls) && rt_is_class(sub) && issubclass_full(cls, sub))
    rt_raise(RT_EXC_RuntimeError, "Refusing to create an inheritance cycle");
  rt_abc_register(cls, sub);
  return rt_incref(sub), sub;
}

/* The class's __subclasshook__(sub): -1 NotImplemented (or none), else 0/1. */
static int hook(Value cls, Value sub) {
  Value f;
  if (!rt_try_getattr(cls, "__subclasshook__", &f)) return -1;
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, 1, &sub, NULL);
  rt_cleanup_push_value(&r);
  int out = rt_is_notimplemented(r) ? -1 : rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return out;
}

static bool abc_subclass(Value cls, Value sub) {
  int h = hook(cls, sub);
  if (h >= 0) return h;
  if (rt_is_class(sub) && rt_class_is_subclass(RT_AS(ClassObj, sub), RT_AS(ClassObj, cls))) return true;
  Value reg = own_registry(RT_AS(ClassObj, cls));
  if (rt_is_undef(reg)) return false;
  for (int64_t k = 0; k < RT_AS(List, reg)->n; k++)
    if (issubclass_full(sub, RT_AS(List, reg)->items[k])) return true;
  return false;
}

static Value m_subclasscheck(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("__subclasscheck__", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  if (!is_class_like(argv[1])) rt_raise(RT_EXC_TypeError, "issubclass() arg 1 must be a class");
  return rt_bool(abc_subclass(argv[0], argv[1]));
}

static Value m_instancecheck(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("__instancecheck__", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value t = rt_getattr(argv[1], "__class__");
  int mark = rt_cleanup_push_value(&t);
  bool r = (is_class_like(t) && abc_subclass(argv[0], t)) || rt_abc_probe(argv[0], argv[1]);
  rt_cleanup_pop(mark, true);
  return rt_bool(r);
}

static void set_method(Value cls, const char *name, const char *qual, NativeFn fn) {
  rt_class_set(RT_AS(ClassObj, cls), name, rt_native_method_new(name, qual, fn, rt_none()));
}

void rt_abc_meta_fill(Value meta) {
  set_method(meta, "register", "ABCMeta.register", m_register);
  set_method(meta, "__subclasscheck__", "ABCMeta.__subclasscheck__", m_subclasscheck);
  set_method(meta, "__instancecheck__", "ABCMeta.__instancecheck__", m_instancecheck);
  rt_class_set(RT_AS(ClassObj, meta), REGISTRY "_meta", rt_bool(true)); /* marks ABCMeta's family */
}
