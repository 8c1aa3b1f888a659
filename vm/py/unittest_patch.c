/* unittest_patch.c — unittest.mock.patch, patch.object and patch.dict. A patcher (a _patch
 * instance) replaces an attribute of a module or object (patch.dict: a mapping's items) while
 * it is entered and puts the original back on leaving. It works as a context manager, with
 * start()/stop(), and as a decorator: the decorated function becomes a native method (so it
 * binds as a test method does) that enters its patchers around the call, passing each
 * created mock as one more positional argument, the patcher nearest the function first,
 * as CPython stacks them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "unittest.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value patch_class;
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"unittest.mock.patch", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* ---- finding the target ---- */

/* "os.path" as an object: the module, then attributes (or submodules) one by one */
static Value import_dotted(const char *path) {
  char buf[512];
  snprintf(buf, sizeof buf, "%s", path);
  char *dot = strchr(buf, '.');
  if (dot) *dot = '\0';
  if (strcmp(buf, "__main__") == 0) {
    rt_raise(RT_EXC_ModuleNotFoundError, "Weft's patch cannot reach '__main__': use patch.object(module_or_class, name)");
  }
  Value obj = strcmp(buf, "builtins") == 0 ? (rt_incref(rt_builtins_module()), rt_builtins_module()) : rt_import(buf);
  while (dot) {
    *dot = '.';
    char *name = dot + 1;
    dot = strchr(name, '.');
    if (dot) *dot = '\0';
    Value next;
    int mark = rt_cleanup_push_value(&obj);
    if (!rt_try_getattr(obj, name, &next)) next = rt_import(buf);
    rt_cleanup_pop(mark, true);
    obj = next;
  }
  return obj;
}

/* The object a patcher changes: given, or imported from its dotted path now */
static Value target_of(Value p) {
  Value path = rt_getattr(p, "_target_path");
  int mark = rt_cleanup_push_value(&path);
  Value t = rt_is_str(path) ? import_dotted(rt_str_data(path)) : rt_getattr(p, "target");
  rt_cleanup_pop(mark, true);
  return t;
}

/* ---- entering and leaving ---- */

static Value enter_attribute(Value p) {
  Value target = target_of(p), name = rt_undef(), original = rt_undef(), new = rt_undef();
  int mark = rt_cleanup_push_value(&target);
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&original);
  rt_cleanup_push_value(&new);
  name = rt_getattr(p, "attribute");
  bool had = rt_try_getattr(target, rt_str_data(name), &original);
  if (!had && !ut_flag(p, "create")) {
    Value r = rt_to_str(target);
    rt_cleanup_push_value(&r);
    Value q = rt_repr(name);
    rt_cleanup_push_value(&q);
    rt_raise(RT_EXC_AttributeError, "%s does not have the attribute %s", rt_str_data(r), rt_str_data(q));
  }
  rt_setattr(p, "_target", target);
  rt_setattr(p, "_original", had ? original : rt_none());
  rt_setattr(p, "_had", rt_bool(had)); /* not: deleted again on leaving */
  new = rt_getattr(p, "new");
  if (rt_is(new, ut_mock_default())) { /* a MagicMock made with the patcher's keywords */
    rt_decref(new);
    new = rt_undef();
    Value kwd = rt_getattr(p, "kwargs");
    int inner = rt_cleanup_push_value(&kwd);
    int64_t n = rt_dict_len(kwd), pos = 0, k = 0;
    const char *names[64];
    Value vals[64], key, v;
    while (rt_dict_next(kwd, &pos, &key, &v) && k < 64) names[k] = rt_str_data(key), vals[k++] = v;
    Kwargs ck = {(int)k, names, vals};
    new = rt_call(ut_magic_mock_class(), 0, NULL, n ? &ck : NULL);
    rt_cleanup_pop(inner, true);
  }
  rt_setattr(target, rt_str_data(name), new);
  Value r = (rt_incref(new), new);
  rt_cleanup_pop(mark, true);
  return r;
}

static void exit_attribute(Value p) {
  Value target = rt_getattr(p, "_target"), name = rt_undef(), original = rt_undef();
  int mark = rt_cleanup_push_value(&target);
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&original);
  name = rt_getattr(p, "attribute");
  original = rt_getattr(p, "_original");
  if (!ut_flag(p, "_had")) rt_delattr(target, rt_str_data(name));
  else rt_setattr(target, rt_str_data(name), original);
  rt_cleanup_pop(mark, true);
}

static Value call0(Value obj, const char *name, int argc, const Value *argv) { return ut_call(obj, name, argc, argv); }

/* patch.dict: the mapping's items saved, cleared if asked, the new ones added */
static Value enter_dict(Value p) {
  Value d = target_of(p), saved = rt_undef(), values = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&saved);
  rt_cleanup_push_value(&values);
  saved = rt_call(rt_builtin_lookup("dict"), 1, &d, NULL);
  rt_setattr(p, "_target", d);
  rt_setattr(p, "_original", saved);
  if (ut_flag(p, "clear")) rt_decref(call0(d, "clear", 0, NULL));
  values = rt_getattr(p, "values");
  rt_decref(call0(d, "update", 1, &values));
  rt_decref(values);
  values = rt_getattr(p, "kwargs");
  rt_decref(call0(d, "update", 1, &values));
  rt_cleanup_pop(mark, false);
  rt_decref(saved), rt_decref(values);
  return d;
}

static void exit_dict(Value p) {
  Value d = rt_getattr(p, "_target"), saved = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&saved);
  saved = rt_getattr(p, "_original");
  rt_decref(call0(d, "clear", 0, NULL));
  rt_decref(call0(d, "update", 1, &saved));
  rt_cleanup_pop(mark, true);
}

static Value patch_enter(Value p) { return ut_flag(p, "_is_dict") ? enter_dict(p) : enter_attribute(p); }
static void patch_exit(Value p) { ut_flag(p, "_is_dict") ? exit_dict(p) : exit_attribute(p); }

static Value pt_enter(ARGS) {
  (void)data;
  rt_check_nargs("__enter__", argc, kw, 1, 1);
  return patch_enter(argv[0]);
}

static Value pt_exit(ARGS) {
  (void)data;
  rt_check_nargs("__exit__", argc, kw, 1, 4);
  patch_exit(argv[0]);
  return rt_bool(false);
}

/* ---- as a decorator ---- */

typedef struct Patched {
  Value func, patchers; /* the function; a tuple of patchers, the innermost first */
  int argc;
  const Value *argv;
  const Kwargs *kw;
  int entered;
  Value result;
} Patched;

static void patched_job(void *ud) {
  Patched *c = ud;
  const Tuple *ps = RT_AS(Tuple, c->patchers);
  Value *args = rt_malloc(sizeof(Value) * (size_t)(c->argc + ps->n + 1));
  int mark = rt_cleanup_push(free, args);
  int n = 0;
  for (int k = 0; k < c->argc; k++) args[n++] = c->argv[k];
  int first_new = n;
  for (int64_t k = 0; k < ps->n; k++) {
    Value v = patch_enter(ps->items[k]);
    c->entered++;
    if (rt_is_undef(v) || !ut_flag(ps->items[k], "_pass_new")) {
      rt_decref(v);
      continue;
    }
    args[n++] = v;
  }
  for (int k = first_new; k < n; k++) rt_cleanup_push_value(&args[k]);
  c->result = rt_call(c->func, n, args, c->kw);
  rt_cleanup_pop(mark, true);
}

/* The decorated function: the patchers entered, the function called, the patchers left */
static Value patched_call(ARGS) {
  const Tuple *d = RT_AS(Tuple, data);
  Patched c = {d->items[0], d->items[1], argc, argv, kw, 0, rt_none()};
  bool failed = rt_pcall(patched_job, &c);
  Exception *e = failed ? rt_error_take() : NULL;
  for (int k = c.entered - 1; k >= 0; k--) patch_exit(RT_AS(Tuple, c.patchers)->items[k]);
  if (failed) {
    rt_error_restore(e);
    rt_reraise();
  }
  return c.result;
}

static bool is_patched(Value v, Value *data) {
  if (!rt_is_type(v, &rt_native_method_type)) return false;
  const NativeMethod *m = RT_AS(NativeMethod, v);
  if (m->fn != patched_call) return false;
  *data = m->data;
  return true;
}

static Value pt_call(ARGS) {
  (void)data;
  rt_check_nargs("_patch.__call__", argc, kw, 2, 2);
  Value self = argv[0], fn = argv[1], inner;
  if (rt_is_class(fn)) rt_raise(RT_EXC_TypeError, "Weft's patch decorates functions, not classes");
  /* data: (function, patchers, its name); stacked decorators make one wrapper, this
   * patcher after the inner ones */
  bool stacked = is_patched(fn, &inner);
  Value func = stacked ? RT_AS(Tuple, inner)->items[0] : fn;
  Value list = stacked ? rt_call(rt_builtin_lookup("list"), 1, &RT_AS(Tuple, inner)->items[1], NULL) : rt_list_new(0);
  Value parts[3] = {func, rt_undef(), rt_undef()}, d = rt_undef();
  int mark = rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&parts[1]);
  rt_cleanup_push_value(&parts[2]);
  rt_cleanup_push_value(&d);
  rt_list_append(list, self);
  parts[1] = rt_call(rt_builtin_lookup("tuple"), 1, &list, NULL);
  parts[2] = stacked ? (rt_incref(RT_AS(Tuple, inner)->items[2]), RT_AS(Tuple, inner)->items[2]) : ut_name_of(func);
  d = rt_tuple_from(3, parts);
  Value w = rt_native_method_new(rt_str_data(parts[2]), rt_str_data(parts[2]), patched_call, d); /* d keeps the name */
  rt_cleanup_pop(mark, true);
  return w;
}

/* ---- making patchers ---- */

static Value patcher_new(Value target, Value path, Value attribute, Value new, const Kwargs *kw, int skip) {
  Value p = rt_instance_new(RT_AS(ClassObj, mod_state()->patch_class));
  int mark = rt_cleanup_push_value(&p);
  rt_setattr(p, "target", target);
  rt_setattr(p, "_target_path", path);
  rt_setattr(p, "attribute", attribute);
  rt_setattr(p, "new", rt_is_undef(new) ? ut_mock_default() : new);
  rt_setattr(p, "_pass_new", rt_bool(rt_is_undef(new) || rt_is(new, ut_mock_default())));
  rt_setattr(p, "_is_dict", rt_bool(false));
  rt_setattr(p, "create", rt_bool(false));
  Value kwd = rt_dict_new();
  rt_cleanup_push_value(&kwd);
  for (int k = 0; kw && k < kw->n; k++) {
    if (k < skip) continue;
    if (strcmp(kw->names[k], "create") == 0) rt_setattr(p, "create", kw->values[k]);
    else rt_dict_set_str(kwd, kw->names[k], kw->values[k]);
  }
  rt_setattr(p, "kwargs", kwd);
  rt_incref(p); /* the cleanup's reference goes, the caller's stays */
  rt_cleanup_pop(mark, true);
  return p;
}

/* Keywords other than new= (taken out into *new) */
static Kwargs split_new(const Kwargs *kw, Value *new, const char **names, Value *vals) {
  Kwargs rest = {0, names, vals};
  for (int k = 0; kw && k < kw->n && k < 64; k++) {
    if (strcmp(kw->names[k], "new") == 0) *new = kw->values[k];
    else names[rest.n] = kw->names[k], vals[rest.n++] = kw->values[k];
  }
  return rest;
}

/* patch(target, new=DEFAULT, **kwargs) */
static Value m_patch(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "patch() missing 1 required positional argument: 'target'");
  if (argc > 2) rt_raise(RT_EXC_TypeError, "Weft's patch takes the target and new positionally, the rest by name");
  Value new = argc > 1 ? argv[1] : rt_undef();
  const char *names[64];
  Value vals[64];
  Kwargs rest = split_new(kw, &new, names, vals);
  Value t = argv[0];
  const char *s = rt_is_str(t) ? rt_str_data(t) : NULL;
  const char *dot = s ? strrchr(s, '.') : NULL;
  if (!dot) {
    Value r = rt_repr(t);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "Need a valid target to patch. You supplied: %s", rt_str_data(r));
  }
  Value path = rt_str_new(s, (size_t)(dot - s)), attribute = rt_str_from_c(dot + 1);
  int mark = rt_cleanup_push_value(&path);
  rt_cleanup_push_value(&attribute);
  Value p = patcher_new(rt_none(), path, attribute, new, &rest, 0);
  rt_cleanup_pop(mark, true);
  return p;
}

/* patch.object(target, attribute, new=DEFAULT, **kwargs) */
static Value m_patch_object(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc < 2) {
    rt_raise(RT_EXC_TypeError, "_patch_object() missing %d required positional argument%s", 2 - argc,
             argc == 1 ? ": 'attribute'" : "s: 'target' and 'attribute'");
  }
  if (!rt_is_str(argv[1])) {
    rt_raise(RT_EXC_TypeError, "%s must be the name of an attribute", rt_str_data(rt_repr(argv[1])));
  }
  Value new = argc > 2 ? argv[2] : rt_undef();
  const char *names[64];
  Value vals[64];
  Kwargs rest = split_new(kw, &new, names, vals);
  return patcher_new(argv[0], rt_none(), argv[1], new, &rest, 0);
}

/* patch.dict(in_dict, values=(), clear=False, **kwargs) */
static Value m_patch_dict(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "_patch_dict.__init__() missing 1 required positional argument: 'in_dict'");
  Value values = argc > 1 ? argv[1] : rt_undef(), clear = argc > 2 ? argv[2] : rt_bool(false);
  const char *names[64];
  Value vals[64];
  Kwargs rest = {0, names, vals};
  for (int k = 0; kw && k < kw->n && k < 64; k++) {
    if (strcmp(kw->names[k], "values") == 0) values = kw->values[k];
    else if (strcmp(kw->names[k], "clear") == 0) clear = kw->values[k];
    else names[rest.n] = kw->names[k], vals[rest.n++] = kw->values[k];
  }
  bool by_name = rt_is_str(argv[0]);
  Value p = patcher_new(by_name ? rt_none() : argv[0], by_name ? argv[0] : rt_none(), rt_none(), rt_none(), &rest, 0);
  int mark = rt_cleanup_push_value(&p);
  rt_setattr(p, "_is_dict", rt_bool(true));
  rt_setattr(p, "_pass_new", rt_bool(false));
  rt_setattr(p, "clear", clear);
  if (rt_is_undef(values)) ut_set(p, "values", rt_tuple_new(0));
  else rt_setattr(p, "values", values);
  rt_cleanup_pop(mark, false);
  return p;
}

static const UtMethod patch_methods[] = {
    {"__enter__", pt_enter, UT_PLAIN}, {"__exit__", pt_exit, UT_PLAIN}, {"start", pt_enter, UT_PLAIN},
    {"stop", pt_exit, UT_PLAIN},       {"__call__", pt_call, UT_PLAIN}, {NULL, NULL, 0}};

static bool never(Value v) {
  (void)v;
  return false;
}

void ut_patch_init(Value m) {
  ModState *st = mod_state();
  st->patch_class = ut_class_new("_patch", rt_undef(), patch_methods);
  rt_module_set(m, "_patch", st->patch_class);
  Value patch = rt_native_class("patch", m_patch, never, "<function patch>");
  rt_native_class_set_attr(patch, "object", rt_native_new("object", m_patch_object));
  rt_native_class_set_attr(patch, "dict", rt_native_new("dict", m_patch_dict));
  rt_module_set(m, "patch", patch);
}
