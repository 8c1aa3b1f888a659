/* abc.c — the abc module: abstractmethod, the metaclass ABCMeta and the class ABC. Calling a
 * class whose metaclass is ABCMeta goes through ABCMeta.__call__, which refuses a class that
 * still has abstract methods with CPython 3.11's message ("Can't instantiate abstract class
 * Shape with abstract methods area, perimeter", names sorted). A name is abstract when what
 * the class finds under it is marked __isabstractmethod__ (a property through its accessors,
 * a classmethod or staticmethod through its function); ABCMeta.__init__ keeps them in the new
 * class's __abstractmethods__ (a frozenset), so that a call only looks them up. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "collections_abc.h"
#include "py.h"

static bool marked(Value v, const char *attr) {
  Value r;
  if (!rt_try_getattr(v, attr, &r)) return false;
  int mark = rt_cleanup_push_value(&r);
  bool t = false;
  if (strcmp(attr, "__isabstractmethod__") == 0) {
    t = rt_truthy(r);
  } else if (!rt_is_none(r)) {
    t = marked(r, "__isabstractmethod__");
  }
  rt_cleanup_pop(mark, true);
  return t;
}

static bool is_abstract(Value v) {
  if (rt_is_type(v, &rt_property_type)) {
    return marked(v, "fget") || marked(v, "fset") || marked(v, "fdel");
  }
  if (rt_is_type(v, &rt_staticmethod_type) || rt_is_type(v, &rt_classmethod_type)) {
    return marked(v, "__func__");
  }
  return rt_abc_is_stub(v) || marked(v, "__isabstractmethod__");
}

/* The list of cls's abstract names (a new reference). */
static Value abstract_names(ClassObj *cls) {
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  Tuple *mro = RT_AS(Tuple, cls->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    if (!rt_is_class(mro->items[k])) continue;
    AttrMap *d = &RT_AS(ClassObj, mro->items[k])->dict;
    for (int e = 0; e < d->n; e++) {
      if (rt_is_undef(d->e[e].value)) continue;
      Value key = d->e[e].key;
      if (rt_contains(out, key)) continue;
      Value found = rt_class_lookup(cls, rt_str_data(key), NULL);
      if (!rt_is_undef(found) && is_abstract(found)) rt_list_append(out, key);
    }
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* ABCMeta.__init__(cls, name, bases, ns): the class's __abstractmethods__, worked out once
 * when the class is made (as CPython's ABCMeta.__new__ does). */
static Value meta_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc < 1 || !rt_is_class(argv[0])) rt_raise(RT_EXC_TypeError, "ABCMeta.__init__() needs a class");
  Value names = abstract_names(RT_AS(ClassObj, argv[0]));
  int mark = rt_cleanup_push_value(&names);
  rt_class_set(RT_AS(ClassObj, argv[0]), "__abstractmethods__", rt_set_from_iterable(names, true));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ABCMeta.__call__: a class with abstract methods left is refused. */
static Value meta_call(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  ClassObj *cls = RT_AS(ClassObj, argv[0]);
  Value abstract = rt_class_lookup(cls, "__abstractmethods__", NULL);
  if (rt_is_undef(abstract) || rt_len(abstract) == 0) return rt_class_instantiate(argv[0], argc - 1, argv + 1, kw);
  Value names = rt_call(rt_builtin_lookup("sorted"), 1, &abstract, NULL);
  List *l = RT_AS(List, names);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_cleanup_push_value(&names);
  for (int64_t k = 0; k < l->n; k++) rt_sb_printf(&sb, "%s%s", k ? ", " : "", rt_str_data(l->items[k]));
  rt_raise(RT_EXC_TypeError, "Can't instantiate abstract class %s with abstract method%s %s", cls->name,
           l->n == 1 ? "" : "s", sb.data);
}

static Value a_abstractmethod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("abstractmethod", argc, kw, 1, 1, RT_ARGS_CLINIC);
  rt_setattr(argv[0], "__isabstractmethod__", rt_bool(true));
  return (rt_incref(argv[0]), argv[0]);
}

/* The deprecated abstractproperty, abstractclassmethod and abstractstaticmethod: the function
 * marked abstract, wrapped as property(f), classmethod(f) or staticmethod(f) (data: which). */
static Value a_abstract_wrapper(Value data, int argc, const Value *argv, const Kwargs *kw) {
  const char *wrapper = rt_str_data(data);
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s() missing required argument", wrapper);
  rt_setattr(argv[0], "__isabstractmethod__", rt_bool(true));
  return rt_call(rt_builtin_lookup(wrapper), argc, argv, kw);
}

static void add_abstract_wrapper(Value m, const char *name, const char *wrapper) {
  Value w = rt_str_from_c(wrapper);
  rt_module_set(m, name, rt_native_method_new(name, name, a_abstract_wrapper, w));
  rt_decref(w);
}

static void set_method(Value cls, const char *name, const char *qual, NativeFn fn) {
  rt_class_set(RT_AS(ClassObj, cls), name, rt_native_method_new(name, qual, fn, rt_none()));
}

void rt_abc_module_init(Value m) {
  Value type = rt_builtin_lookup("type");
  Value bases = rt_tuple_from(1, &type);
  Value meta = rt_class_new("ABCMeta", bases);
  rt_decref(bases);
  set_method(meta, "__call__", "ABCMeta.__call__", meta_call);
  set_method(meta, "__init__", "ABCMeta.__init__", meta_init);
  rt_abc_meta_fill(meta);
  rt_class_set(RT_AS(ClassObj, meta), "__module__", rt_str_from_c("abc"));
  rt_class_finish(meta, rt_none());
  Value args[3] = {rt_str_from_c("ABC"), rt_tuple_new(0), rt_dict_new()};
  Value mod = rt_str_from_c("abc");
  rt_dict_set_str(args[2], "__module__", mod);
  rt_decref(mod);
  Value abc = rt_type_make(RT_AS(ClassObj, meta), args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_class_set(RT_AS(ClassObj, abc), "__abstractmethods__", rt_set_new(true));
  rt_class_set(RT_AS(ClassObj, abc), "__module__", rt_str_from_c("abc"));
  rt_module_set(m, "ABCMeta", meta);
  rt_module_set(m, "ABC", abc);
  rt_module_add_fn(m, "abstractmethod", a_abstractmethod);
  add_abstract_wrapper(m, "abstractproperty", "property");
  add_abstract_wrapper(m, "abstractclassmethod", "classmethod");
  add_abstract_wrapper(m, "abstractstaticmethod", "staticmethod");
}
