/* builtins_class.c — the builtins of user classes: object, super, staticmethod, classmethod,
 * property, issubclass, setattr, delattr, vars and NotImplemented (the objects themselves are
 * vm/obj's class.h). */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

static Value b_super(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("super", argc, kw, 0, 2);
  if (argc == 0) rt_raise(RT_EXC_RuntimeError, "super(): no arguments");
  if (argc == 1) rt_raise(RT_EXC_TypeError, "super() with one argument is not supported in Weft");
  return rt_super_new(argv[0], argv[1]);
}

static bool is_super(Value v) { return rt_is_type(v, &rt_super_type); }

static Value b_staticmethod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("staticmethod", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return rt_wrapped_new(&rt_staticmethod_type, argv[0]);
}

static bool is_staticmethod(Value v) { return rt_is_type(v, &rt_staticmethod_type); }

static Value b_classmethod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("classmethod", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return rt_wrapped_new(&rt_classmethod_type, argv[0]);
}

static bool is_classmethod(Value v) { return rt_is_type(v, &rt_classmethod_type); }

static const char *const property_names[] = {"fget", "fset", "fdel", "doc"};

static Value b_property(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[4];
  rt_parse_args("property", argc, argv, kw, 4, property_names, 0, a);
  Value doc = a[3];
  if ((rt_is_undef(doc) || rt_is_none(doc)) && !rt_is_undef(a[0]) && !rt_is_none(a[0])) {
    Value d;
    if (rt_try_getattr(a[0], "__doc__", &d)) {
      Value p = rt_property_new(a[0], a[1], a[2], d);
      rt_decref(d);
      return p;
    }
  }
  return rt_property_new(a[0], a[1], a[2], doc);
}

static bool is_property(Value v) { return rt_is_type(v, &rt_property_type); }

/* ---- issubclass ---- */

/* A native class without an isinstance check is one type() names (type(None), <class 'cell'>):
 * a class all the same, a subclass of itself and of object. */
static bool is_class_value(Value v) {
  return rt_is_class(v) || rt_exc_is_class(v) ||
         (rt_is_native(v) && (RT_AS(NativeFunc, v)->instancecheck || RT_AS(NativeFunc, v)->repr_as));
}

static bool subclass_of(Value c, Value base) {
  if (rt_is_tuple(base)) {
    Tuple *t = RT_AS(Tuple, base);
    for (int64_t k = 0; k < t->n; k++) {
      if (subclass_of(c, t->items[k])) return true;
    }
    return false;
  }
  Value alternatives;
  if (rt_typing_union_members(base, &alternatives)) return subclass_of(c, alternatives); /* int | str */
  Value origin;
  if (rt_typing_runtime_class(base, &origin, true)) { /* typing.Sequence: collections.abc.Sequence */
    int mark = rt_cleanup_push_value(&origin);
    bool r = subclass_of(c, origin);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (!is_class_value(base)) {
    rt_raise(RT_EXC_TypeError,
             "issubclass() arg 2 must be a class, a tuple of classes, or a union");
  }
  bool r;
  if (rt_meta_check(base, "__subclasscheck__", c, &r)) return r;
  if (rt_native_subclass_hook && rt_native_subclass_hook(c, base, &r)) return r; /* np.float64 */
  if (rt_is_class(base) && (RT_AS(ClassObj, base)->flags & RT_CLASS_OBJECT)) return true;
  if (rt_is_class(c)) return rt_class_has_base(RT_AS(ClassObj, c), base);
  if (rt_exc_is_class(c) || rt_exc_is_class(base)) return rt_exc_is_class(c) && rt_exc_is_class(base) && rt_exc_issubclass(c, base);
  if (rt_is_class(c) && rt_is_class(base)) {
    return rt_class_is_subclass(RT_AS(ClassObj, c), RT_AS(ClassObj, base));
  }
  if (c.as.o == base.as.o) return true;
  if (rt_is_native(c) && rt_is_native(base)) { /* bool is the one builtin subclass of int */
    return strcmp(RT_AS(NativeFunc, c)->name, "bool") == 0 &&
           strcmp(RT_AS(NativeFunc, base)->name, "int") == 0;
  }
  return false;
}

static Value b_issubclass(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("issubclass", argc, kw, 2, 2, RT_ARGS_CLINIC);
  if (!is_class_value(argv[0])) rt_raise(RT_EXC_TypeError, "issubclass() arg 1 must be a class");
  return rt_bool(subclass_of(argv[0], argv[1]));
}

/* ---- attributes ---- */

static const char *attr_name(Value v) {
  Value s = rt_str_arg(v);
  if (rt_is_undef(s)) {
    rt_raise(RT_EXC_TypeError, "attribute name must be string, not '%s'", rt_type_name(v));
  }
  return rt_str_data(s);
}

static Value b_setattr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("setattr", argc, kw, 3, 3, RT_ARGS_CLINIC);
  rt_setattr(argv[0], attr_name(argv[1]), argv[2]);
  return rt_none();
}

static Value b_delattr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("delattr", argc, kw, 2, 2, RT_ARGS_CLINIC);
  rt_delattr(argv[0], attr_name(argv[1]));
  return rt_none();
}

/* vars(str), str.__dict__: a mappingproxy of the builtin class's own attributes, keyed as
 * CPython's (type_dicts.c); RT_UNDEF for a class the table does not list. */
static Value builtin_type_dict(Value cls) {
  const char *name = RT_AS(NativeFunc, cls)->name, *names = NULL;
  for (const PyTypeDictNames *t = py_type_dict_names; t->type; t++) {
    if (strcmp(t->type, name) == 0) names = t->names;
  }
  if (!names) return rt_undef();
  Value d = rt_dict_new(), v = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&v);
  for (const char *p = names; *p;) {
    size_t n = strcspn(p, " ");
    Value key = rt_str_new(p, n);
    rt_dict_set(d, key, rt_none());
    if (rt_try_getattr(cls, rt_str_data(key), &v)) { /* what str.upper gives, or None */
      rt_dict_set(d, key, v);
      rt_decref(v);
      v = rt_undef();
    }
    rt_decref(key);
    p += n + (p[n] == ' ');
  }
  rt_cleanup_pop(mark, false);
  rt_decref(v);
  return rt_mappingproxy_new(d);
}

static Value b_vars(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("vars", argc, kw, 0, 1, RT_ARGS_CLINIC);
  if (argc == 0) return rt_call(rt_builtin_lookup("locals"), 0, NULL, NULL); /* vars() is locals() */
  if (rt_is_class(argv[0])) return rt_class_dict_proxy(argv[0]);
  if (rt_is_native(argv[0]) && RT_AS(NativeFunc, argv[0])->instancecheck && RT_AS(NativeFunc, argv[0])->repr_as) {
    Value d = builtin_type_dict(argv[0]);
    if (!rt_is_undef(d)) return d;
  }
  return rt_vars(argv[0]);
}

void rt_class_builtins_init(Value b) {
  rt_native_dict_hook = builtin_type_dict;
  py_builtin_doc_install();
  Value obj = rt_object_class();
  rt_incref(obj);
  rt_module_set(b, "object", obj);
  rt_module_set(b, "super", rt_native_class("super", b_super, is_super, "<class 'super'>"));
  rt_module_set(b, "staticmethod", rt_native_class("staticmethod", b_staticmethod,
                                                   is_staticmethod, "<class 'staticmethod'>"));
  rt_module_set(b, "classmethod", rt_native_class("classmethod", b_classmethod, is_classmethod,
                                                  "<class 'classmethod'>"));
  rt_module_set(b, "property",
                rt_native_class("property", b_property, is_property, "<class 'property'>"));
  rt_module_add_fn(b, "issubclass", b_issubclass);
  rt_module_add_fn(b, "setattr", b_setattr);
  rt_module_add_fn(b, "delattr", b_delattr);
  rt_module_add_fn(b, "vars", b_vars);
  Value ni = rt_notimplemented();
  rt_incref(ni);
  rt_module_set(b, "NotImplemented", ni);
}
