/* inspect.c — the inspect module's predicates (isfunction, isclass, ismethod, isgenerator,
 * isgeneratorfunction, isbuiltin, isroutine, ismodule, iscoroutinefunction, isabstract),
 * getmembers, getgeneratorstate, getgeneratorlocals and getfullargspec; the signature objects
 * are inspect_signature.c's, the source and docstring readers inspect_source.c's. */
#include <string.h>

#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "inspect_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* The single argument of a predicate, checked as CPython's def f(object) checks it. */
static Value one_arg(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"object"};
  Value a[1];
  py_parse_pyargs(fname, argc, argv, kw, 1, names, 1, a);
  return a[0];
}

static bool type_named(Value v, const char *name) { return !strcmp(rt_type_name(v), name); }

static bool is_class(Value v) {
  Value args[2] = {v, rt_builtin_lookup("type")};
  Value r = rt_call(rt_builtin_lookup("isinstance"), 2, args, NULL);
  bool t = rt_truthy(r);
  rt_decref(r);
  return t;
}

static bool is_method(Value v) {
  return rt_is_type(v, &rt_bound_method_type) && rt_is_python_function(RT_AS(BoundMethod, v)->func);
}

static int64_t code_flags(Value f) {
  Value code = rt_undef();
  if (!rt_is_python_function(f) || !rt_try_getattr(f, "__code__", &code)) return 0;
  int mark = rt_cleanup_push_value(&code);
  Value fl = rt_getattr(code, "co_flags");
  rt_cleanup_pop(mark, true);
  return fl.tag == RT_INT ? fl.as.i : 0;
}

/* A builtin function or a method of a builtin object (len, [].append): C code, not a class. */
static bool is_builtin(Value v) {
  if (rt_is_native(v)) return RT_AS(NativeFunc, v)->repr_as == NULL && !RT_AS(NativeFunc, v)->instancecheck;
  return type_named(v, "builtin_function_or_method");
}

static bool is_routine(Value v) {
  return is_builtin(v) || rt_is_python_function(v) || is_method(v) || rt_is_type(v, &rt_native_method_type) ||
         type_named(v, "method_descriptor") || type_named(v, "wrapper_descriptor");
}

static Value i_isfunction(ARGS) {
  (void)self;
  return rt_bool(rt_is_python_function(one_arg("isfunction", argc, argv, kw)));
}
static Value i_isclass(ARGS) {
  (void)self;
  return rt_bool(is_class(one_arg("isclass", argc, argv, kw)));
}
static Value i_ismethod(ARGS) {
  (void)self;
  return rt_bool(is_method(one_arg("ismethod", argc, argv, kw)));
}
static Value i_ismodule(ARGS) {
  (void)self;
  return rt_bool(rt_is_type(one_arg("ismodule", argc, argv, kw), &rt_module_type));
}
static Value i_isgenerator(ARGS) {
  (void)self;
  return rt_bool(type_named(one_arg("isgenerator", argc, argv, kw), "generator"));
}
/* getgeneratorstate(generator): read from gi_running, gi_suspended and gi_frame, as CPython's. */
static Value i_getgeneratorstate(ARGS) {
  (void)self;
  static const char *const names[] = {"generator"};
  Value a[1];
  py_parse_pyargs("getgeneratorstate", argc, argv, kw, 1, names, 1, a);
  const char *state = "GEN_CREATED";
  Value v = rt_getattr(a[0], "gi_running");
  bool running = rt_truthy(v);
  rt_decref(v);
  if (running) return rt_str_from_c("GEN_RUNNING");
  v = rt_getattr(a[0], "gi_suspended");
  bool suspended = rt_truthy(v);
  rt_decref(v);
  if (suspended) return rt_str_from_c("GEN_SUSPENDED");
  v = rt_getattr(a[0], "gi_frame");
  if (rt_is_none(v)) state = "GEN_CLOSED";
  rt_decref(v);
  return rt_str_from_c(state);
}

/* getgeneratorlocals(generator): its gi_frame's f_locals, {} once it finished. */
static Value i_getgeneratorlocals(ARGS) {
  (void)self;
  static const char *const names[] = {"generator"};
  Value a[1];
  py_parse_pyargs("getgeneratorlocals", argc, argv, kw, 1, names, 1, a);
  if (!type_named(a[0], "generator")) {
    Value r = rt_repr(a[0]);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "%s is not a Python generator", rt_str_data(r));
  }
  Value fr = rt_getattr(a[0], "gi_frame");
  if (rt_is_none(fr)) return rt_dict_new();
  int mark = rt_cleanup_push_value(&fr);
  Value locals = rt_getattr(fr, "f_locals");
  rt_cleanup_pop(mark, true);
  return locals;
}

/* getfullargspec's function: a Python function itself, a bound method's function (its self
 * stays in args, as CPython's skip_bound_arg=False keeps it), a class's own Python __init__;
 * RT_UNDEF for a class without one, a TypeError for anything else (builtins included, whose
 * text signatures CPython reads). */
static Value argspec_function(Value f) {
  if (rt_is_type(f, &rt_bound_method_type)) f = RT_AS(BoundMethod, f)->func;
  if (rt_is_python_function(f)) return (rt_incref(f), f);
  if (rt_is_class(f)) {
    Value init = rt_class_lookup(RT_AS(ClassObj, f), "__init__", NULL);
    if (rt_is_python_function(init)) return (rt_incref(init), init);
    return rt_undef();
  }
  rt_raise(RT_EXC_TypeError, "unsupported callable");
}

/* getfullargspec(func): FullArgSpec(args, varargs, varkw, defaults, kwonlyargs,
 * kwonlydefaults, annotations) read from the function's code object and attributes. */
static Value i_getfullargspec(Value data, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"func"};
  Value a[1];
  py_parse_pyargs("getfullargspec", argc, argv, kw, 1, names, 1, a);
  Value held[8];
  for (int k = 0; k < 8; k++) held[k] = rt_undef();
  int mark = rt_cleanup_push_value(&held[0]);
  for (int k = 1; k < 8; k++) rt_cleanup_push_value(&held[k]);
  Value fn = held[7] = argspec_function(a[0]);
  Value f[7] = {rt_list_new(0), rt_none(), rt_none(), rt_none(), rt_list_new(0), rt_none(), rt_dict_new()};
  held[0] = f[0], held[4] = f[4], held[6] = f[6];
  if (!rt_is_undef(fn)) {
    Value code = held[1] = rt_getattr(fn, "__code__");
    Value v = rt_getattr(code, "co_argcount");
    int64_t nargs = v.as.i;
    v = rt_getattr(code, "co_kwonlyargcount");
    int64_t nkw = v.as.i;
    v = rt_getattr(code, "co_flags");
    int64_t flags = v.as.i;
    Value vars = held[2] = rt_getattr(code, "co_varnames");
    Tuple *t = RT_AS(Tuple, vars);
    for (int64_t k = 0; k < nargs; k++) rt_list_append(f[0], t->items[k]);
    for (int64_t k = nargs; k < nargs + nkw; k++) rt_list_append(f[4], t->items[k]);
    int64_t at = nargs + nkw;
    if (flags & 0x04) f[1] = t->items[at++]; /* CO_VARARGS */
    if (flags & 0x08) f[2] = t->items[at];   /* CO_VARKEYWORDS */
    Value defaults = held[3] = rt_getattr(fn, "__defaults__");
    if (!rt_is_none(defaults) && rt_len(defaults) > 0) f[3] = defaults;
    Value kwdefaults = held[5] = rt_getattr(fn, "__kwdefaults__");
    if (!rt_is_none(kwdefaults) && rt_len(kwdefaults) > 0) f[5] = kwdefaults;
    Value ann = rt_getattr(fn, "__annotations__"), key, val; /* 'return' first, as CPython's */
    Value ret = rt_is_dict(ann) ? rt_dict_get_str(ann, "return") : rt_undef();
    if (!rt_is_undef(ret)) rt_dict_set_str(f[6], "return", ret);
    for (int64_t pos = 0; rt_is_dict(ann) && rt_dict_next(ann, &pos, &key, &val);) {
      if (!rt_is_str(key) || strcmp(rt_str_data(key), "return") != 0) rt_dict_set(f[6], key, val);
    }
    rt_decref(ann);
  }
  Value r = rt_call(data, 7, f, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value i_isgeneratorfunction(ARGS) {
  (void)self;
  Value f = one_arg("isgeneratorfunction", argc, argv, kw);
  if (rt_is_type(f, &rt_bound_method_type)) f = RT_AS(BoundMethod, f)->func;
  return rt_bool((code_flags(f) & 0x20) != 0);
}
static Value i_iscoroutinefunction(ARGS) {
  (void)self;
  Value f = one_arg("iscoroutinefunction", argc, argv, kw);
  if (rt_is_type(f, &rt_bound_method_type)) f = RT_AS(BoundMethod, f)->func;
  return rt_bool((code_flags(f) & 0x80) != 0);
}
static Value i_isbuiltin(ARGS) {
  (void)self;
  return rt_bool(is_builtin(one_arg("isbuiltin", argc, argv, kw)));
}
static Value i_isroutine(ARGS) {
  (void)self;
  return rt_bool(is_routine(one_arg("isroutine", argc, argv, kw)));
}

/* A class with abstract methods left (abc's __abstractmethods__ not empty). */
static Value i_isabstract(ARGS) {
  (void)self;
  Value v = one_arg("isabstract", argc, argv, kw), am = rt_undef();
  if (!rt_is_class(v) || !rt_try_getattr(v, "__abstractmethods__", &am)) return rt_bool(false);
  bool t = rt_truthy(am);
  rt_decref(am);
  return rt_bool(t);
}

/* getmembers(object, predicate=None): (name, value) for each name dir() gives whose getattr
 * works (and the predicate holds), sorted by name. */
static Value i_getmembers(ARGS) {
  (void)self;
  static const char *const names[] = {"object", "predicate"};
  Value a[2];
  py_parse_pyargs("getmembers", argc, argv, kw, 2, names, 1, a);
  Value pred = rt_is_undef(a[1]) ? rt_none() : a[1];
  Value ns = rt_call(rt_builtin_lookup("dir"), 1, &a[0], NULL), out = rt_list_new(0), v = rt_undef();
  int mark = rt_cleanup_push_value(&ns);
  rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&v);
  for (int64_t k = 0; k < RT_AS(List, ns)->n; k++) {
    Value name = RT_AS(List, ns)->items[k];
    if (!rt_is_str(name) || !rt_try_getattr(a[0], rt_str_data(name), &v)) continue;
    bool keep = true;
    if (!rt_is_none(pred)) {
      Value r = rt_call(pred, 1, &v, NULL);
      keep = rt_truthy(r);
      rt_decref(r);
    }
    if (keep) {
      Value pair[2] = {name, v};
      Value t = rt_tuple_from(2, pair);
      rt_list_append(out, t);
      rt_decref(t);
    }
    rt_decref(v);
    v = rt_undef();
  }
  Value sort = rt_getattr(out, "sort");
  rt_cleanup_push_value(&sort);
  Value r = rt_call(sort, 0, NULL, NULL);
  rt_decref(r);
  Value res = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return res;
}

void rt_inspect_module_init(Value m) {
  rt_module_add_fn(m, "isfunction", i_isfunction);
  rt_module_add_fn(m, "isclass", i_isclass);
  rt_module_add_fn(m, "ismethod", i_ismethod);
  rt_module_add_fn(m, "ismodule", i_ismodule);
  rt_module_add_fn(m, "isgenerator", i_isgenerator);
  rt_module_add_fn(m, "isgeneratorfunction", i_isgeneratorfunction);
  rt_module_add_fn(m, "iscoroutinefunction", i_iscoroutinefunction);
  rt_module_add_fn(m, "isbuiltin", i_isbuiltin);
  rt_module_add_fn(m, "isroutine", i_isroutine);
  rt_module_add_fn(m, "isabstract", i_isabstract);
  rt_module_add_fn(m, "getmembers", i_getmembers);
  rt_module_add_fn(m, "getgeneratorstate", i_getgeneratorstate);
  rt_module_add_fn(m, "getgeneratorlocals", i_getgeneratorlocals);
  Value collections = rt_import("collections");
  Value make = rt_getattr(collections, "namedtuple");
  rt_decref(collections);
  Value spec[2] = {rt_str_from_c("FullArgSpec"),
                   rt_str_from_c("args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations")};
  Value cls = rt_call(make, 2, spec, NULL);
  rt_decref(make);
  rt_decref(spec[0]);
  rt_decref(spec[1]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("inspect"));
  rt_module_set(m, "getfullargspec", rt_native_method_new("getfullargspec", "getfullargspec", i_getfullargspec, cls));
  rt_module_set(m, "FullArgSpec", cls);
  static const char *const states[] = {"GEN_CREATED", "GEN_RUNNING", "GEN_SUSPENDED", "GEN_CLOSED"};
  for (int k = 0; k < 4; k++) rt_module_set(m, states[k], rt_str_from_c(states[k]));
  py_inspect_signature_init(m);
  py_inspect_source_init(m);
  py_inspect_frames_init(m);
  py_inspect_module_init(m);
}
