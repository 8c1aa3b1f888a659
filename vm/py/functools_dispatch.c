/* functools_dispatch.c — functools.cached_property and functools.singledispatch, both classes
 * made here with methods written in C, so that their instances are ordinary objects:
 * cached_property and partialmethod are non-data descriptors (cached_property (its __get__ computes once and stores the value in
 * the instance, whose own attribute then shadows it; partialmethod binds a partial), and a singledispatch function is a
 * callable object with register(), dispatch() and registry; singledispatchmethod's __get__
 * dispatches on the first argument after self. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "modlib.h"
#include "py.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

static Value new_class(const char *name) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("functools"));
  return cls;
}

static void set_method(Value cls, const char *name, NativeFn fn) {
  char qual[128];
  snprintf(qual, sizeof qual, "%s.%s", RT_AS(ClassObj, cls)->name, name);
  rt_class_set(RT_AS(ClassObj, cls), name, rt_native_method_new(name, qual, fn, rt_none()));
}

/* self.name, RT_UNDEF when unset (a new reference otherwise). */
static Value own(Value self, const char *name) { return rt_instance_getattr_generic(self, name, false); }

/* ---- cached_property ---- */

static Value cp_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "func"};
  Value a[2];
  rt_bind_pyargs("__init__", argc, argv, kw, 2, names, 2, a);
  rt_instance_setattr_generic(a[0], "func", a[1]);
  rt_instance_setattr_generic(a[0], "attrname", rt_none());
  Value doc;
  if (rt_try_getattr(a[1], "__doc__", &doc)) {
    rt_instance_setattr_generic(a[0], "__doc__", doc);
    rt_decref(doc);
  }
  return rt_none();
}

static Value cp_set_name(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "owner", "name"};
  Value a[3];
  rt_bind_pyargs("__set_name__", argc, argv, kw, 3, names, 3, a);
  Value old = own(a[0], "attrname");
  int mark = rt_cleanup_push_value(&old);
  if (rt_is_undef(old) || rt_is_none(old)) {
    rt_instance_setattr_generic(a[0], "attrname", a[2]);
  } else if (!rt_equal(old, a[2])) {
    rt_raise(RT_EXC_TypeError, "Cannot assign the same cached_property to two different names ('%s' and '%s').",
             rt_str_data(old), rt_str_data(rt_to_str(a[2])));
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* __get__(self, instance, owner=None): the value, computed now and kept in the instance. */
static Value cp_get(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "instance", "owner"};
  Value a[3];
  rt_bind_pyargs("__get__", argc, argv, kw, 3, names, 2, a);
  if (rt_is_none(a[1])) return rt_incref(a[0]), a[0];
  Value name = own(a[0], "attrname");
  int mark = rt_cleanup_push_value(&name);
  if (!rt_is_str(name)) {
    rt_raise(RT_EXC_TypeError, "Cannot use cached_property instance without calling __set_name__ on it.");
  }
  Value dict = rt_undef(); /* CPython caches in instance.__dict__: none (__slots__) is an error */
  if (!rt_try_getattr(a[1], "__dict__", &dict)) {
    rt_raise(RT_EXC_TypeError, "No '__dict__' attribute on '%s' instance to cache '%s' property.",
             rt_type_name(a[1]), rt_str_data(name));
  }
  rt_decref(dict);
  Value func = own(a[0], "func");
  rt_cleanup_push_value(&func);
  Value v = rt_call(func, 1, &a[1], NULL);
  rt_cleanup_push_value(&v);
  if (rt_is_instance(a[1])) rt_instance_setattr_generic(a[1], rt_str_data(name), v);
  else rt_setattr(a[1], rt_str_data(name), v);
  rt_cleanup_pop(mark, false);
  rt_decref(name);
  rt_decref(func);
  return v;
}

/* ---- partialmethod ---- */

/* partialmethod(func, *args, **keywords) */
static Value pm_init(ARGS) {
  (void)data;
  if (argc < 2) rt_raise(RT_EXC_TypeError, "type 'partialmethod' takes at least one argument");
  rt_instance_setattr_generic(argv[0], "func", argv[1]);
  Value args = rt_tuple_from(argc - 2, argv + 2), kws = rt_dict_new();
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(kws, kw->names[k], kw->values[k]);
  rt_instance_setattr_generic(argv[0], "args", args);
  rt_instance_setattr_generic(argv[0], "keywords", kws);
  rt_decref(args);
  rt_decref(kws);
  return rt_none();
}

/* __get__(self, obj, cls): partial(func, obj, *args, **keywords) (without obj through the
 * class). */
static Value pm_get(ARGS) {
  (void)data;
  rt_check_args("__get__", argc - 1, kw, 1, 2, RT_ARGS_CLINIC);
  Value func = own(argv[0], "func"), args = own(argv[0], "args"), kws = own(argv[0], "keywords");
  int mark = rt_cleanup_push_value(&func);
  rt_cleanup_push_value(&args);
  rt_cleanup_push_value(&kws);
  Tuple *t = RT_AS(Tuple, args);
  bool bound = !rt_is_none(argv[1]);
  Value all = rt_list_new(0);
  rt_cleanup_push_value(&all);
  rt_list_append(all, func);
  if (bound) rt_list_append(all, argv[1]);
  for (int64_t k = 0; k < t->n; k++) rt_list_append(all, t->items[k]);
  int64_t nkw = rt_dict_len(kws), n = 0;
  const char **names = rt_malloc(sizeof(char *) * (size_t)(nkw ? nkw : 1));
  rt_cleanup_push(free, names);
  Value *values = rt_malloc(sizeof(Value) * (size_t)(nkw ? nkw : 1));
  rt_cleanup_push(free, values);
  Value k, v;
  for (int64_t pos = 0; n < nkw && rt_dict_next(kws, &pos, &k, &v); n++) {
    names[n] = rt_str_data(k);
    values[n] = v;
  }
  Kwargs pkw = {(int)n, names, values};
  Value functools = rt_import("functools");
  rt_cleanup_push_value(&functools);
  Value partial = rt_getattr(functools, "partial");
  rt_cleanup_push_value(&partial);
  List *l = RT_AS(List, all);
  Value r = rt_call(partial, (int)l->n, l->items, n ? &pkw : NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- singledispatch ---- */

static bool is_subclass(Value a, Value b) {
  Value args[2] = {a, b};
  Value r = rt_call(rt_builtin_lookup("issubclass"), 2, args, NULL);
  bool t = rt_truthy(r);
  rt_decref(r);
  return t;
}

static bool is_type(Value v) {
  Value args[2] = {v, rt_builtin_lookup("type")};
  Value r = rt_call(rt_builtin_lookup("isinstance"), 2, args, NULL);
  bool t = rt_truthy(r);
  rt_decref(r);
  return t;
}

/* The registered function for cls: that of the most derived registered class cls derives
 * from (object's, the original function, when none). Borrowed from the registry. */
static Value dispatch_in(Value registry, Value cls) {
  Value best = rt_undef(), impl = rt_undef(), k, v;
  for (int64_t pos = 0; rt_dict_next(registry, &pos, &k, &v);) {
    if (!is_subclass(cls, k)) continue;
    if (rt_is_undef(best) || is_subclass(k, best)) {
      best = k;
      impl = v;
    }
  }
  return impl;
}

static Value sd_registry(Value self) {
  Value r = own(self, "registry");
  rt_decref(r); /* the instance keeps it */
  return r;
}

static Value sd_dispatch(ARGS) {
  (void)data;
  rt_check_args("dispatch", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value impl = dispatch_in(sd_registry(argv[0]), argv[1]);
  return rt_incref(impl), impl;
}

static Value sd_call(ARGS) {
  (void)data;
  Value name = own(argv[0], "__name__");
  int mark = rt_cleanup_push_value(&name);
  if (argc < 2) {
    rt_raise(RT_EXC_TypeError, "%s requires at least 1 positional argument",
             rt_is_str(name) ? rt_str_data(name) : "singledispatch function");
  }
  Value cls = rt_call(rt_builtin_lookup("type"), 1, &argv[1], NULL);
  rt_cleanup_push_value(&cls);
  Value impl = dispatch_in(sd_registry(argv[0]), cls);
  Value r = rt_call(impl, argc - 1, argv + 1, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The class func's first parameter is annotated with (borrowed), or RT_UNDEF. */
static Value first_annotation(Value func) {
  Value ann;
  if (!rt_try_getattr(func, "__annotations__", &ann)) return rt_undef();
  Value k, v, found = rt_undef();
  for (int64_t pos = 0; rt_is_type(ann, &rt_dict_type) && rt_dict_next(ann, &pos, &k, &v);) {
    if (rt_is_str(k) && strcmp(rt_str_data(k), "return") == 0) continue;
    found = v;
    break;
  }
  rt_decref(ann); /* the function keeps its annotations */
  return found;
}

static void add_impl(Value self, Value cls, Value func) {
  if (!is_type(cls)) {
    Value r = rt_repr(cls);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "Invalid annotation for 'x'. %s is not a class.", rt_str_data(r));
  }
  rt_dict_set(sd_registry(self), cls, func);
}

/* register(cls)(func) as a decorator: data is the (dispatcher, cls) pair. */
static Value sd_register_with(ARGS) {
  rt_check_args("register", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Tuple *t = RT_AS(Tuple, data);
  add_impl(t->items[0], t->items[1], argv[0]);
  return rt_incref(argv[0]), argv[0];
}

/* register(cls, func=None) or register(func) with its first parameter annotated. */
static Value sd_register(ARGS) {
  (void)data;
  rt_check_args("register", argc - 1, kw, 1, 2, RT_ARGS_CLINIC);
  Value self = argv[0], cls = argv[1];
  if (argc == 3) {
    add_impl(self, cls, argv[2]);
    return rt_incref(argv[2]), argv[2];
  }
  if (is_type(cls)) {
    Value pair = rt_tuple_from(2, (Value[]){self, cls});
    Value deco = rt_native_bind("register", sd_register_with, pair);
    rt_decref(pair);
    return deco;
  }
  Value ann = first_annotation(cls);
  if (rt_is_undef(ann)) {
    Value r = rt_repr(cls);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "Invalid first argument to `register()`: %s. Use either `@register(some_class)` "
             "or plain `@register` on an annotated function.", rt_str_data(r));
  }
  add_impl(self, ann, cls);
  return rt_incref(cls), cls;
}

/* ---- singledispatchmethod ---- */

/* singledispatchmethod(func): self.dispatcher = singledispatch(func), self.func = func */
static Value sdm_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "func"};
  Value a[2];
  rt_bind_pyargs("__init__", argc, argv, kw, 2, names, 2, a);
  Value functools = rt_import("functools");
  int mark = rt_cleanup_push_value(&functools);
  Value sd = rt_getattr(functools, "singledispatch");
  rt_cleanup_push_value(&sd);
  Value d = rt_call(sd, 1, &a[1], NULL);
  rt_cleanup_push_value(&d);
  rt_instance_setattr_generic(a[0], "dispatcher", d);
  rt_instance_setattr_generic(a[0], "func", a[1]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* register(cls, method=None): self.dispatcher.register(cls, func=method) */
static Value sdm_register(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "cls", "method"};
  Value a[3];
  rt_bind_pyargs("register", argc, argv, kw, 3, names, 2, a);
  Value d = own(a[0], "dispatcher");
  int mark = rt_cleanup_push_value(&d);
  Value args[3] = {d, a[1], a[2]};
  Value r = sd_register(rt_none(), rt_is_undef(a[2]) || rt_is_none(a[2]) ? 2 : 3, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The method __get__ returns: data is (singledispatchmethod, obj, cls); the implementation for
 * the class of the first argument, bound to obj as a function's __get__ binds it. */
static Value sdm_method(ARGS) {
  Tuple *t = RT_AS(Tuple, data);
  if (argc < 1) rt_raise(RT_EXC_IndexError, "tuple index out of range");
  Value d = own(t->items[0], "dispatcher");
  int mark = rt_cleanup_push_value(&d);
  Value cls = rt_call(rt_builtin_lookup("type"), 1, &argv[0], NULL);
  rt_cleanup_push_value(&cls);
  Value impl = dispatch_in(sd_registry(d), cls);
  Value obj = rt_is_none(t->items[1]) ? rt_undef() : t->items[1];
  ClassObj *owner = rt_is_class(t->items[2]) ? RT_AS(ClassObj, t->items[2]) : rt_user_class_of(t->items[1]);
  Value bound = owner ? rt_descr_get(impl, obj, owner, "_method") : (rt_incref(impl), impl);
  rt_cleanup_push_value(&bound);
  Value r = rt_call(bound, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* __get__(self, obj, cls=None) */
static Value sdm_get(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "obj", "cls"};
  Value a[3];
  rt_bind_pyargs("__get__", argc, argv, kw, 3, names, 2, a);
  Value items[3] = {a[0], a[1], rt_is_undef(a[2]) ? rt_none() : a[2]};
  Value t = rt_tuple_from(3, items);
  int mark = rt_cleanup_push_value(&t);
  Value m = rt_native_bind("_method", sdm_method, t);
  rt_cleanup_pop(mark, true);
  return m;
}

typedef struct ModState {
  Value sd_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"functools.singledispatch", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* singledispatch(func): the dispatcher, with func's __name__, __qualname__ and __doc__. */
static Value f_singledispatch(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("singledispatch", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Value d = rt_instance_new(RT_AS(ClassObj, mod_state()->sd_class));
  int mark = rt_cleanup_push_value(&d);
  Value registry = rt_dict_new();
  rt_dict_set(registry, rt_builtin_lookup("object"), argv[0]);
  rt_instance_setattr_generic(d, "registry", registry);
  rt_decref(registry);
  rt_instance_setattr_generic(d, "__wrapped__", argv[0]);
  static const char *const copied[] = {"__name__", "__qualname__", "__doc__"};
  for (int k = 0; k < 3; k++) {
    Value v;
    if (!rt_try_getattr(argv[0], copied[k], &v)) continue;
    rt_instance_setattr_generic(d, copied[k], v);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, false);
  return d;
}

void rt_functools_dispatch_init(Value m) {
  ModState *st = mod_state();
  Value cp = new_class("cached_property");
  set_method(cp, "__init__", cp_init);
  set_method(cp, "__set_name__", cp_set_name);
  set_method(cp, "__get__", cp_get);
  rt_class_finish(cp, rt_none());
  rt_module_set(m, "cached_property", cp);
  Value pm = new_class("partialmethod");
  set_method(pm, "__init__", pm_init);
  set_method(pm, "__get__", pm_get);
  rt_class_finish(pm, rt_none());
  rt_module_set(m, "partialmethod", pm);
  st->sd_class = new_class("singledispatch_function");
  set_method(st->sd_class, "__call__", sd_call);
  set_method(st->sd_class, "register", sd_register);
  set_method(st->sd_class, "dispatch", sd_dispatch);
  rt_class_finish(st->sd_class, rt_none());
  rt_module_set(m, "_singledispatch_function", st->sd_class);
  rt_module_add_fn(m, "singledispatch", f_singledispatch);
  Value sdm = new_class("singledispatchmethod");
  set_method(sdm, "__init__", sdm_init);
  set_method(sdm, "register", sdm_register);
  set_method(sdm, "__get__", sdm_get);
  rt_class_finish(sdm, rt_none());
  rt_module_set(m, "singledispatchmethod", sdm);
}
