/* unittest_mock.c — unittest.mock's objects: Mock and MagicMock, call, ANY, sentinel/DEFAULT.
 *
 * A mock keeps CPython's bookkeeping as instance attributes (called, call_count, call_args,
 * call_args_list, mock_calls, method_calls) and its configuration behind two properties
 * (return_value, made on first use as a child mock; side_effect, an iterable turned into an
 * iterator). Reading an attribute it does not have makes a child mock of the same class and
 * keeps it, so m.method() works and is recorded on m as call.method(). A call goes up the
 * chain of parents as CPython's _increment_mock_call does. MagicMock's magic methods
 * (__len__, __iter__, ...) are properties on the class that hand out one child mock per
 * method with CPython's default return value, so len(m) and m.__len__.return_value = 7 both
 * work. The call objects (_Call) compare and print as CPython's. patch and its friends are
 * unittest_patch.c's. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "unittest.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

/* the module's classes and DEFAULT, borrowed: the module owns them */
typedef struct ModState {
  Value call_class, any_class, sentinel_class, sentinel_obj_class;
  Value mock_class, magic_mock_class, mock_default;
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"unittest.mock", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

Value ut_mock_class(void) { return mod_state()->mock_class; }
Value ut_magic_mock_class(void) { return mod_state()->magic_mock_class; }
Value ut_mock_default(void) { return mod_state()->mock_default; }

/* ---- small helpers ---- */

static Value attr(Value obj, const char *name) { return rt_getattr(obj, name); }

static void set_new(Value obj, const char *name, Value v) { ut_set(obj, name, v); }

static bool is_callable(Value v) {
  Value r = rt_call(rt_builtin_lookup("callable"), 1, &v, NULL);
  return rt_truthy(r);
}

static bool is_mock(Value v) { return rt_is_instance(v) && rt_isinstance_class(v, ut_mock_class()); }

/* A Kwargs's names and values as a dict */
static Value kwargs_dict(const Kwargs *kw) {
  Value d = rt_dict_new();
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(d, kw->names[k], kw->values[k]);
  return d;
}

/* ---- _Call ---- */

/* A call record: name ("" for the mock itself), args (a tuple), kwargs (a dict); two: it
 * reads as the pair (args, kwargs) (call_args), else as (name, args, kwargs). */
static Value call_new(Value name, Value args, Value kwargs, bool two, bool from_kall) {
  Value c = rt_instance_new(RT_AS(ClassObj, mod_state()->call_class));
  int mark = rt_cleanup_push_value(&c);
  rt_setattr(c, "_mock_name", name);
  rt_setattr(c, "args", args);
  rt_setattr(c, "kwargs", kwargs);
  rt_setattr(c, "_two", rt_bool(two));
  rt_setattr(c, "_from_kall", rt_bool(from_kall));
  rt_cleanup_pop(mark, false);
  return c;
}

static Value call_new_c(const char *name, int argc, const Value *argv, const Kwargs *kw, bool two) {
  Value n = rt_str_from_c(name), args = rt_tuple_from(argc, argv), kwargs = kwargs_dict(kw);
  int mark = rt_cleanup_push_value(&n);
  rt_cleanup_push_value(&args);
  rt_cleanup_push_value(&kwargs);
  Value c = call_new(n, args, kwargs, two, true);
  rt_cleanup_pop(mark, true);
  return c;
}

/* The tuple a call reads as */
static Value call_tuple(Value c) {
  Value items[3] = {attr(c, "_mock_name"), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&items[0]);
  rt_cleanup_push_value(&items[1]);
  rt_cleanup_push_value(&items[2]);
  items[1] = attr(c, "args");
  items[2] = attr(c, "kwargs");
  Value t = ut_flag(c, "_two") ? rt_tuple_from(2, items + 1) : rt_tuple_from(3, items);
  rt_cleanup_pop(mark, true);
  return t;
}

/* "name(1, 'a', key=2)" */
static Value format_signature(const char *name, Value args, Value kwargs) {
  Value parts = rt_list_new(0), it = rt_undef();
  int mark = rt_cleanup_push_value(&parts);
  rt_cleanup_push_value(&it);
  const Tuple *t = RT_AS(Tuple, args);
  for (int64_t k = 0; k < t->n; k++) {
    Value r = rt_repr(t->items[k]);
    rt_list_append(parts, r);
    rt_decref(r);
  }
  int64_t pos = 0;
  Value key, v;
  while (rt_dict_next(kwargs, &pos, &key, &v)) {
    Value r = rt_repr(v);
    rt_cleanup_push_value(&r);
    Value s = rt_str_printf("%s=%s", rt_str_data(key), rt_str_data(r));
    rt_list_append(parts, s);
    rt_decref(s);
    rt_cleanup_pop(mark + 2, true);
  }
  Value sep = rt_str_from_c(", ");
  rt_cleanup_push_value(&sep);
  it = ut_call(sep, "join", 1, &parts);
  Value out = rt_str_printf("%s(%s)", name, rt_str_data(it));
  rt_cleanup_pop(mark, true);
  return out;
}

static Value c_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value self = argv[0];
  Value name = attr(self, "_mock_name"), args = rt_undef(), kwargs = rt_undef();
  int mark = rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&args);
  rt_cleanup_push_value(&kwargs);
  const char *n = rt_str_data(name);
  char full[256];
  if (!ut_flag(self, "_from_kall")) { /* call.name not called yet: "name", "call" for call */
    if (*n == '\0') snprintf(full, sizeof full, "call");
    else snprintf(full, sizeof full, "%s%s", strncmp(n, "()", 2) == 0 ? "call" : "", n);
    Value r = rt_str_from_c(full);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (ut_flag(self, "_two") || *n == '\0') snprintf(full, sizeof full, "call");
  else if (strncmp(n, "()", 2) == 0) snprintf(full, sizeof full, "call%s", n);
  else snprintf(full, sizeof full, "call.%s", n);
  args = attr(self, "args");
  kwargs = attr(self, "kwargs");
  Value r = format_signature(full, args, kwargs);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool is_call(Value v) { return rt_is_instance(v) && rt_isinstance_class(v, mod_state()->call_class); }

/* other as (name, args, kwargs) the way CPython's _Call.__eq__ reads a tuple; false when it
 * cannot be one */
static bool other_parts(Value other, Value *name, Value *args, Value *kwargs) {
  const Tuple *t = RT_AS(Tuple, other);
  *name = rt_str_from_c("");
  if (t->n == 0) {
    *args = rt_tuple_new(0), *kwargs = rt_dict_new();
  } else if (t->n == 3) {
    rt_decref(*name);
    *name = (rt_incref(t->items[0]), t->items[0]);
    *args = (rt_incref(t->items[1]), t->items[1]), *kwargs = (rt_incref(t->items[2]), t->items[2]);
  } else if (t->n == 1) {
    Value v = t->items[0];
    if (rt_is_tuple(v)) *args = (rt_incref(v), v), *kwargs = rt_dict_new();
    else if (rt_is_str(v)) rt_decref(*name), *name = (rt_incref(v), v), *args = rt_tuple_new(0), *kwargs = rt_dict_new();
    else *args = rt_tuple_new(0), *kwargs = (rt_incref(v), v);
  } else if (t->n == 2) {
    Value a = t->items[0], b = t->items[1];
    if (rt_is_str(a)) {
      rt_decref(*name);
      *name = (rt_incref(a), a);
      if (rt_is_tuple(b)) *args = (rt_incref(b), b), *kwargs = rt_dict_new();
      else *args = rt_tuple_new(0), *kwargs = (rt_incref(b), b);
    } else {
      *args = (rt_incref(a), a), *kwargs = (rt_incref(b), b);
    }
  } else {
    return false;
  }
  return true;
}

static bool call_equal(Value self, Value other) {
  Value o = is_call(other) ? call_tuple(other) : (rt_incref(other), other);
  Value parts[6] = {o, rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&parts[0]);
  for (int k = 1; k < 6; k++) rt_cleanup_push_value(&parts[k]);
  if (!rt_is_tuple(o) || !other_parts(o, &parts[1], &parts[2], &parts[3])) {
    rt_cleanup_pop(mark, true);
    return false;
  }
  parts[4] = attr(self, "_mock_name");
  bool eq = true;
  if (!ut_flag(self, "_two") && RT_AS(Str, parts[4])->nbytes > 0 && !rt_equal(parts[1], parts[4])) eq = false;
  if (eq) {
    Value mine[2] = {attr(self, "args"), rt_undef()}, b = rt_undef();
    int inner = rt_cleanup_push_value(&mine[0]);
    rt_cleanup_push_value(&mine[1]);
    rt_cleanup_push_value(&b);
    mine[1] = attr(self, "kwargs");
    parts[5] = rt_tuple_from(2, parts + 2);
    b = rt_tuple_from(2, mine);
    eq = rt_equal(parts[5], b); /* the other's first, so that ANY there matches */
    rt_cleanup_pop(inner, true);
  }
  rt_cleanup_pop(mark, true);
  return eq;
}

static Value c_eq(ARGS) {
  (void)data;
  rt_check_nargs("__eq__", argc, kw, 2, 2);
  if (!is_call(argv[1]) && !rt_is_tuple(argv[1])) return rt_notimplemented();
  return rt_bool(call_equal(argv[0], argv[1]));
}

static Value c_ne(ARGS) {
  (void)data;
  rt_check_nargs("__ne__", argc, kw, 2, 2);
  if (!is_call(argv[1]) && !rt_is_tuple(argv[1])) return rt_notimplemented();
  return rt_bool(!call_equal(argv[0], argv[1]));
}

/* call(...) and call.name(...): a call record; call.name: a named one still to be called */
static Value c_call(ARGS) {
  (void)data;
  Value self = argv[0];
  Value name = attr(self, "_mock_name");
  int mark = rt_cleanup_push_value(&name);
  Value c = call_new_c(rt_str_data(name), argc - 1, argv + 1, kw, false);
  rt_cleanup_pop(mark, true);
  return c;
}

static Value c_getattr(ARGS) {
  (void)data;
  rt_check_nargs("__getattr__", argc, kw, 2, 2);
  const char *n = rt_is_str(argv[1]) ? rt_str_data(argv[1]) : "";
  if (ut_flag(argv[0], "_from_kall") || (n[0] == '_' && n[1] == '_')) rt_raise(RT_EXC_AttributeError, "%s", n);
  Value mine = attr(argv[0], "_mock_name");
  int mark = rt_cleanup_push_value(&mine);
  Value name = RT_AS(Str, mine)->nbytes ? rt_str_printf("%s.%s", rt_str_data(mine), n) : rt_str_from_c(n);
  rt_cleanup_push_value(&name);
  Value empty[2] = {rt_tuple_new(0), rt_dict_new()};
  rt_cleanup_push_value(&empty[0]);
  rt_cleanup_push_value(&empty[1]);
  Value c = call_new(name, empty[0], empty[1], false, false);
  rt_cleanup_pop(mark, true);
  return c;
}

static Value c_tuple_op(const char *op, int argc, const Value *argv, const Kwargs *kw, int nargs) {
  rt_check_nargs(op, argc, kw, nargs, nargs);
  Value t = call_tuple(argv[0]);
  int mark = rt_cleanup_push_value(&t);
  Value r = strcmp(op, "__getitem__") == 0 ? rt_getitem(t, argv[1])
            : strcmp(op, "__iter__") == 0  ? rt_iter(t)
                                           : rt_int(rt_len(t));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value c_getitem(ARGS) { (void)data; return c_tuple_op("__getitem__", argc, argv, kw, 2); }
static Value c_iter(ARGS) { (void)data; return c_tuple_op("__iter__", argc, argv, kw, 1); }
static Value c_len(ARGS) { (void)data; return c_tuple_op("__len__", argc, argv, kw, 1); }

/* ---- ANY and sentinels ---- */

static Value any_eq(ARGS) { (void)data, (void)argv, (void)argc, (void)kw; return rt_bool(true); }
static Value any_ne(ARGS) { (void)data, (void)argv, (void)argc, (void)kw; return rt_bool(false); }
static Value any_repr(ARGS) { (void)data, (void)argv, (void)argc, (void)kw; return rt_str_from_c("<ANY>"); }

static Value so_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value n = attr(argv[0], "name");
  int mark = rt_cleanup_push_value(&n);
  Value r = rt_str_printf("sentinel.%s", rt_str_data(n));
  rt_cleanup_pop(mark, true);
  return r;
}

/* sentinel.NAME: one object per name */
static Value sentinel_get(Value sentinel, Value name) {
  Value objs = attr(sentinel, "_sentinels");
  int mark = rt_cleanup_push_value(&objs);
  Value found = rt_dict_get(objs, name);
  if (rt_is_undef(found)) {
    found = rt_instance_new(RT_AS(ClassObj, mod_state()->sentinel_obj_class));
    rt_cleanup_push_value(&found);
    rt_setattr(found, "name", name);
    rt_dict_set(objs, name, found);
  } else {
    rt_incref(found);
    rt_cleanup_push_value(&found);
  }
  rt_incref(found);
  rt_cleanup_pop(mark, true);
  return found;
}

static Value s_getattr(ARGS) {
  (void)data;
  rt_check_nargs("__getattr__", argc, kw, 2, 2);
  const char *n = rt_str_data(argv[1]);
  if (strcmp(n, "__bases__") == 0 || (n[0] == '_' && n[1] == '_')) rt_raise(RT_EXC_AttributeError, "%s", n);
  return sentinel_get(argv[0], argv[1]);
}

/* ---- Mock: configuration ---- */

static void mock_setup(Value self, Value name, Value parent, Value new_name, Value new_parent) {
  rt_setattr(self, "_mock_name", name);
  rt_setattr(self, "_mock_parent", parent);
  rt_setattr(self, "_mock_new_name", new_name);
  rt_setattr(self, "_mock_new_parent", new_parent);
  set_new(self, "_mock_children", rt_dict_new());
  rt_setattr(self, "_mock_return_value", ut_mock_default());
  rt_setattr(self, "_mock_side_effect", rt_none());
  rt_setattr(self, "_mock_wraps", rt_none());
  rt_setattr(self, "called", rt_bool(false));
  rt_setattr(self, "call_count", rt_int(0));
  rt_setattr(self, "call_args", rt_none());
  set_new(self, "call_args_list", rt_list_new(0));
  set_new(self, "mock_calls", rt_list_new(0));
  set_new(self, "method_calls", rt_list_new(0));
}

/* side_effect as stored: an iterable that is neither an exception nor callable becomes an
 * iterator over it */
static Value effect_of(Value v) {
  if (rt_is_none(v) || rt_is_exception(v) || rt_exc_is_class(v) || is_callable(v)) return (rt_incref(v), v);
  return rt_iter(v);
}

/* m.configure_mock(**kw): "a.b.return_value=3" sets the attribute down the chain */
static void configure(Value self, const Kwargs *kw) {
  for (int k = 0; kw && k < kw->n; k++) {
    char path[256];
    snprintf(path, sizeof path, "%s", kw->names[k]);
    Value obj = (rt_incref(self), self);
    int mark = rt_cleanup_push_value(&obj);
    char *p = path, *dot;
    while ((dot = strchr(p, '.')) != NULL) {
      *dot = '\0';
      Value next = attr(obj, p);
      rt_decref(obj);
      obj = next;
      p = dot + 1;
    }
    rt_setattr(obj, p, kw->values[k]);
    rt_cleanup_pop(mark, true);
  }
}

static const char *const mock_names[] = {"self", "spec", "side_effect", "return_value", "wraps", "name", "spec_set", "unsafe"};

/* Mock(spec=None, side_effect=None, return_value=DEFAULT, wraps=None, name=None, ..., **kw) */
static Value m_init(ARGS) {
  (void)data;
  Value a[8];
  const char *known[8];
  Value kv[8];
  Kwargs mine = {0, known, kv}, rest_kw = {0, NULL, NULL};
  const char *rnames[64];
  Value rvals[64];
  rest_kw.names = rnames, rest_kw.values = rvals;
  for (int k = 0; kw && k < kw->n; k++) {
    bool is_param = false;
    for (int j = 1; j < 8; j++) is_param = is_param || strcmp(kw->names[k], mock_names[j]) == 0;
    if (is_param && mine.n < 8) known[mine.n] = kw->names[k], kv[mine.n++] = kw->values[k];
    else if (rest_kw.n < 64) rnames[rest_kw.n] = kw->names[k], rvals[rest_kw.n++] = kw->values[k];
  }
  py_parse_pyargs("Mock.__init__", argc, argv, &mine, 8, mock_names, 1, a);
  Value self = a[0];
  Value empty = rt_str_from_c(""); /* a top mock's own name in its parent's calls */
  int mark = rt_cleanup_push_value(&empty);
  mock_setup(self, rt_is_undef(a[5]) ? rt_none() : a[5], rt_none(), empty, rt_none());
  rt_cleanup_pop(mark, true);
  if (!rt_is_undef(a[3])) rt_setattr(self, "_mock_return_value", a[3]);
  if (!rt_is_undef(a[2])) set_new(self, "_mock_side_effect", effect_of(a[2]));
  if (!rt_is_undef(a[4])) rt_setattr(self, "_mock_wraps", a[4]);
  configure(self, &rest_kw);
  return rt_none();
}

static Value m_configure(ARGS) {
  (void)data;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "NonCallableMock.configure_mock() takes 1 positional argument but %d were given", argc);
  configure(argv[0], kw);
  return rt_none();
}

/* A child of self of self's class: an attribute (parent set) or the return value ("()") */
static Value child_new(Value self, Value name, bool attribute) {
  Value cls = rt_obj(rt_user_class_of(self));
  Value child = rt_instance_new(RT_AS(ClassObj, cls));
  int mark = rt_cleanup_push_value(&child);
  Value new_name = attribute ? (rt_incref(name), name) : rt_str_from_c("()");
  rt_cleanup_push_value(&new_name);
  mock_setup(child, attribute ? name : rt_none(), attribute ? self : rt_none(), new_name, self);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return child;
}

/* __getattr__: a child mock made on first use and kept; not for dunders, _mock_ names and
 * misspelt assertions */
static Value m_getattr(ARGS) {
  (void)data;
  rt_check_nargs("__getattr__", argc, kw, 2, 2);
  Value self = argv[0], name = argv[1];
  const char *n = rt_str_data(name);
  if ((n[0] == '_' && n[1] == '_') || strncmp(n, "_mock_", 6) == 0) rt_raise(RT_EXC_AttributeError, "%s", n);
  static const char *const bad[] = {"assert", "assret", "asert", "aseert", "assrt"};
  for (int k = 0; k < 5; k++) {
    if (strncmp(n, bad[k], strlen(bad[k])) == 0) {
      rt_raise(RT_EXC_AttributeError, "'%s' is not a valid assertion. Use a spec for the mock if '%s' is meant to be an attribute.", n, n);
    }
  }
  Value children = attr(self, "_mock_children");
  int mark = rt_cleanup_push_value(&children);
  Value child = rt_dict_get(children, name);
  if (rt_is_undef(child)) {
    child = child_new(self, name, true);
    rt_cleanup_push_value(&child);
    rt_dict_set(children, name, child);
    rt_incref(child);
  } else {
    rt_incref(child);
  }
  rt_cleanup_pop(mark, true);
  return child;
}

static Value p_return_value_get(ARGS) {
  (void)data, (void)kw;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "return_value getter takes one argument");
  Value self = argv[0];
  Value rv = attr(self, "_mock_return_value");
  if (!rt_is(rv, ut_mock_default())) return rv;
  rt_decref(rv);
  Value child = child_new(self, rt_none(), false);
  int mark = rt_cleanup_push_value(&child);
  rt_setattr(self, "_mock_return_value", child);
  rt_cleanup_pop(mark, false);
  return child;
}

static Value p_return_value_set(ARGS) {
  (void)data, (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "return_value setter takes two arguments");
  rt_setattr(argv[0], "_mock_return_value", argv[1]);
  return rt_none();
}

static Value p_side_effect_get(ARGS) {
  (void)data, (void)kw;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "side_effect getter takes one argument");
  return attr(argv[0], "_mock_side_effect");
}

static Value p_side_effect_set(ARGS) {
  (void)data, (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "side_effect setter takes two arguments");
  set_new(argv[0], "_mock_side_effect", effect_of(argv[1]));
  return rt_none();
}

/* ---- Mock: calls ---- */

static void append_to(Value obj, const char *list, Value item) {
  Value l = attr(obj, list);
  int mark = rt_cleanup_push_value(&l);
  rt_list_append(l, item);
  rt_cleanup_pop(mark, true);
}

static Value str_or_empty(Value v) { return rt_is_str(v) ? (rt_incref(v), v) : rt_str_from_c(""); }

/* CPython's _increment_mock_call: the call on self and, named, on each parent above */
static void record_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value cnt = attr(self, "call_count");
  rt_setattr(self, "called", rt_bool(true));
  rt_setattr(self, "call_count", rt_int(cnt.as.i + 1));
  Value c = call_new_c("", argc, argv, kw, true), held[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&c);
  for (int k = 0; k < 4; k++) rt_cleanup_push_value(&held[k]);
  rt_setattr(self, "call_args", c);
  append_to(self, "call_args_list", c);
  Value entry = call_new_c("", argc, argv, kw, false);
  append_to(self, "mock_calls", entry);
  rt_decref(entry);
  Value args = attr(c, "args"), kwargs = attr(c, "kwargs");
  held[0] = args, held[1] = kwargs;
  Value parent = attr(self, "_mock_parent");
  bool methods = !rt_is_none(parent);
  rt_decref(parent);
  Value method_name = attr(self, "_mock_name"), call_name = attr(self, "_mock_new_name");
  method_name = (held[2] = str_or_empty(method_name), rt_decref(method_name), held[2]);
  call_name = (held[3] = str_or_empty(call_name), rt_decref(call_name), held[3]);
  bool is_a_call = strcmp(rt_str_data(call_name), "()") == 0;
  Value p = attr(self, "_mock_new_parent");
  rt_cleanup_push_value(&p);
  while (!rt_is_none(p)) {
    if (methods) {
      Value e = call_new(held[2], args, kwargs, false, true);
      append_to(p, "method_calls", e);
      rt_decref(e);
      Value pp = attr(p, "_mock_parent");
      methods = !rt_is_none(pp);
      rt_decref(pp);
      if (methods) {
        Value pn = attr(p, "_mock_name");
        rt_cleanup_push_value(&pn);
        Value joined = rt_str_printf("%s.%s", rt_is_str(pn) ? rt_str_data(pn) : "", rt_str_data(held[2]));
        rt_decref(held[2]);
        held[2] = joined;
        rt_cleanup_pop(mark + 6, true);
      }
    }
    Value e = call_new(held[3], args, kwargs, false, true);
    append_to(p, "mock_calls", e);
    rt_decref(e);
    Value pn = attr(p, "_mock_new_name");
    if (rt_is_str(pn) && RT_AS(Str, pn)->nbytes) {
      Value joined = rt_str_printf("%s%s%s", rt_str_data(pn), is_a_call ? "" : ".", rt_str_data(held[3]));
      is_a_call = strcmp(rt_str_data(pn), "()") == 0;
      rt_decref(held[3]);
      held[3] = joined;
    }
    rt_decref(pn);
    Value next = attr(p, "_mock_new_parent");
    rt_decref(p);
    p = next;
  }
  rt_cleanup_pop(mark, true);
}

static _Noreturn void raise_exc(Value e) {
  Value exc = rt_is_exception(e) ? (rt_incref(e), e) : rt_call(e, 0, NULL, NULL);
  if (!rt_is_exception(exc)) rt_raise(RT_EXC_TypeError, "exceptions must derive from BaseException");
  rt_raise_value(RT_AS(ExcObj, exc)->kind, exc.as.o);
}

static Value m_call(ARGS) {
  (void)data;
  Value self = argv[0];
  record_call(self, argc - 1, argv + 1, kw);
  Value effect = attr(self, "_mock_side_effect");
  int mark = rt_cleanup_push_value(&effect);
  if (!rt_is_none(effect)) {
    if (rt_is_exception(effect) || rt_exc_is_class(effect)) raise_exc(effect);
    Value r;
    if (!is_callable(effect)) {
      if (!rt_next(effect, &r)) rt_raise(RT_EXC_StopIteration, "%s", "");
      if (rt_is_exception(r) || rt_exc_is_class(r)) {
        rt_cleanup_push_value(&r);
        raise_exc(r);
      }
    } else {
      r = rt_call(effect, argc - 1, argv + 1, kw);
    }
    if (!rt_is(r, ut_mock_default())) {
      rt_cleanup_pop(mark, true);
      return r;
    }
    rt_decref(r); /* DEFAULT: the return value decides, as without a side effect */
  }
  Value wraps = attr(self, "_mock_wraps"), rv = attr(self, "_mock_return_value");
  rt_cleanup_push_value(&wraps);
  rt_cleanup_push_value(&rv);
  Value r = !rt_is_none(wraps) && rt_is(rv, ut_mock_default()) ? rt_call(wraps, argc - 1, argv + 1, kw)
                                                             : attr(self, "return_value");
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- Mock: assertions ---- */

static Value mock_name(Value self) {
  Value n = attr(self, "_mock_name");
  if (rt_is_str(n)) return n;
  rt_decref(n);
  return rt_str_from_c("mock");
}

/* "\nCalls: [call(1), call(2)]." when there were calls (prefix "Calls" or "Actual") */
static Value calls_repr(Value self, const char *prefix) {
  Value calls = attr(self, "mock_calls");
  int mark = rt_cleanup_push_value(&calls);
  Value r = rt_len(calls) == 0 ? rt_str_from_c("") : rt_undef();
  if (rt_is_undef(r)) {
    Value s = rt_repr(calls);
    int inner = rt_cleanup_push_value(&s);
    r = rt_str_printf("\n%s: %s.", prefix, rt_str_data(s));
    rt_cleanup_pop(inner, true);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static _Noreturn void fail_text(Value text) {
  rt_cleanup_push_value(&text);
  rt_raise(RT_EXC_AssertionError, "%s", rt_str_data(text));
}

/* "Expected 'm' to have been called once. Called 2 times.\nCalls: [...]." and its kin */
static _Noreturn void fail_count(Value self, const char *what) {
  Value name = mock_name(self), calls = calls_repr(self, "Calls");
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&calls);
  Value n = attr(self, "call_count");
  fail_text(rt_str_printf("Expected '%s' to %s. Called %lld times.%s", rt_str_data(name), what, (long long)n.as.i,
                          rt_str_data(calls)));
}

static int64_t call_count(Value self) { return attr(self, "call_count").as.i; }

static Value m_assert_called(ARGS) {
  (void)data;
  rt_check_nargs("assert_called", argc, kw, 1, 1);
  if (call_count(argv[0]) == 0) {
    Value name = mock_name(argv[0]);
    fail_text((rt_cleanup_push_value(&name), rt_str_printf("Expected '%s' to have been called.", rt_str_data(name))));
  }
  return rt_none();
}

static Value m_assert_called_once(ARGS) {
  (void)data;
  rt_check_nargs("assert_called_once", argc, kw, 1, 1);
  if (call_count(argv[0]) != 1) fail_count(argv[0], "have been called once");
  return rt_none();
}

static Value m_assert_not_called(ARGS) {
  (void)data;
  rt_check_nargs("assert_not_called", argc, kw, 1, 1);
  if (call_count(argv[0]) != 0) fail_count(argv[0], "not have been called");
  return rt_none();
}

/* "expected call not found.\nExpected: m(1)\nActual: m(2)" (or "Actual: not called.") */
static void check_called_with(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value actual = attr(self, "call_args"), name = mock_name(self), expected = call_new_c("", argc, argv, kw, true);
  int mark = rt_cleanup_push_value(&actual);
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&expected);
  if (!rt_is_none(actual) && call_equal(actual, expected)) {
    rt_cleanup_pop(mark, true);
    return;
  }
  Value ea = attr(expected, "args"), ek = rt_undef(), es = rt_undef(), as = rt_undef();
  Value aa = rt_undef(), ak = rt_undef();
  rt_cleanup_push_value(&ea);
  rt_cleanup_push_value(&ek);
  rt_cleanup_push_value(&es);
  rt_cleanup_push_value(&as);
  rt_cleanup_push_value(&aa);
  rt_cleanup_push_value(&ak);
  ek = attr(expected, "kwargs");
  es = format_signature(rt_str_data(name), ea, ek);
  if (rt_is_none(actual)) {
    as = rt_str_from_c("not called.");
  } else {
    aa = attr(actual, "args");
    ak = attr(actual, "kwargs");
    as = format_signature(rt_str_data(name), aa, ak);
  }
  fail_text(rt_str_printf("expected call not found.\nExpected: %s\nActual: %s", rt_str_data(es), rt_str_data(as)));
}

static Value m_assert_called_with(ARGS) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "assert_called_with() missing 1 required positional argument: 'self'");
  check_called_with(argv[0], argc - 1, argv + 1, kw);
  return rt_none();
}

static Value m_assert_called_once_with(ARGS) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "assert_called_once_with() missing 1 required positional argument: 'self'");
  if (call_count(argv[0]) != 1) fail_count(argv[0], "be called once");
  check_called_with(argv[0], argc - 1, argv + 1, kw);
  return rt_none();
}

static Value m_assert_any_call(ARGS) {
  (void)data;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "assert_any_call() missing 1 required positional argument: 'self'");
  Value self = argv[0], list = attr(self, "call_args_list");
  int mark = rt_cleanup_push_value(&list);
  Value expected = call_new_c("", argc - 1, argv + 1, kw, true);
  rt_cleanup_push_value(&expected);
  const List *l = RT_AS(List, list);
  for (int64_t k = 0; k < l->n; k++) {
    if (call_equal(l->items[k], expected)) {
      rt_cleanup_pop(mark, true);
      return rt_none();
    }
  }
  Value name = mock_name(self), a = attr(expected, "args"), k = rt_undef();
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&k);
  k = attr(expected, "kwargs");
  Value s = format_signature(rt_str_data(name), a, k);
  rt_cleanup_push_value(&s);
  fail_text(rt_str_printf("%s call not found", rt_str_data(s)));
}

/* assert_has_calls(calls, any_order=False): the calls appear in mock_calls in a row (or, any
 * order, each somewhere) */
static Value m_assert_has_calls(ARGS) {
  (void)data;
  Value a[3];
  py_parse_pyargs("assert_has_calls", argc, argv, kw, 3, (const char *const[]){"self", "calls", "any_order"}, 2, a);
  Value all = attr(a[0], "mock_calls"), want = rt_undef();
  int mark = rt_cleanup_push_value(&all);
  rt_cleanup_push_value(&want);
  want = rt_call(rt_builtin_lookup("list"), 1, &a[1], NULL);
  const List *al = RT_AS(List, all), *wl = RT_AS(List, want);
  bool any = !rt_is_undef(a[2]) && rt_truthy(a[2]);
  bool found = wl->n == 0;
  for (int64_t s = 0; !any && !found && s + wl->n <= al->n; s++) {
    bool run = true;
    for (int64_t k = 0; run && k < wl->n; k++) run = rt_equal(wl->items[k], al->items[s + k]);
    found = run;
  }
  if (any) {
    Value missing = rt_list_new(0);
    rt_cleanup_push_value(&missing);
    for (int64_t k = 0; k < wl->n; k++) {
      bool in = false;
      for (int64_t j = 0; !in && j < al->n; j++) in = rt_equal(wl->items[k], al->items[j]);
      if (!in) rt_list_append(missing, wl->items[k]);
    }
    if (rt_len(missing) == 0) {
      rt_cleanup_pop(mark, true);
      return rt_none();
    }
    Value name = mock_name(a[0]), t = rt_undef(), r1 = rt_undef(), r2 = rt_undef();
    rt_cleanup_push_value(&name);
    rt_cleanup_push_value(&t);
    rt_cleanup_push_value(&r1);
    rt_cleanup_push_value(&r2);
    t = rt_call(rt_builtin_lookup("tuple"), 1, &missing, NULL);
    r1 = rt_repr(t);
    r2 = rt_repr(all);
    fail_text(rt_str_printf("'%s' does not contain all of %s in its call list, found %s instead", rt_str_data(name),
                            rt_str_data(r1), rt_str_data(r2)));
  }
  if (found) {
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  Value wr = rt_repr(want), actual = rt_undef();
  rt_cleanup_push_value(&wr);
  rt_cleanup_push_value(&actual);
  actual = calls_repr(a[0], "Actual");
  const Str *as = RT_AS(Str, actual);
  int n = (int)as->nbytes - (as->nbytes && as->data[as->nbytes - 1] == '.' ? 1 : 0);
  fail_text(rt_str_printf("Calls not found.\nExpected: %s%.*s", rt_str_data(wr), n, as->data));
}

/* reset_mock(): the bookkeeping emptied, children reset too */
static void reset(Value self, int depth) {
  rt_setattr(self, "called", rt_bool(false));
  rt_setattr(self, "call_count", rt_int(0));
  rt_setattr(self, "call_args", rt_none());
  set_new(self, "call_args_list", rt_list_new(0));
  set_new(self, "mock_calls", rt_list_new(0));
  set_new(self, "method_calls", rt_list_new(0));
  if (depth > 50) return;
  Value children = attr(self, "_mock_children");
  int mark = rt_cleanup_push_value(&children);
  int64_t pos = 0;
  Value k, v;
  while (rt_dict_next(children, &pos, &k, &v))
    if (is_mock(v)) reset(v, depth + 1);
  Value rv = attr(self, "_mock_return_value");
  rt_cleanup_push_value(&rv);
  if (is_mock(rv) && !rt_is(rv, self)) reset(rv, depth + 1);
  rt_cleanup_pop(mark, true);
}

static Value m_reset_mock(ARGS) {
  (void)data;
  Value a[3];
  py_parse_pyargs("reset_mock", argc, argv, kw, 3, (const char *const[]){"self", "return_value", "side_effect"}, 1, a);
  reset(a[0], 0);
  if (!rt_is_undef(a[1]) && rt_truthy(a[1])) rt_setattr(a[0], "_mock_return_value", ut_mock_default());
  if (!rt_is_undef(a[2]) && rt_truthy(a[2])) rt_setattr(a[0], "_mock_side_effect", rt_none());
  return rt_none();
}

/* CPython's _extract_mock_name: "mock.method", "mock().attr", a Mock(name=...)'s own name */
static Value extract_name(Value self) {
  Value names = rt_list_new(0), cur = (rt_incref(self), self), last = (rt_incref(self), self);
  int mark = rt_cleanup_push_value(&names);
  rt_cleanup_push_value(&cur);
  rt_cleanup_push_value(&last);
  for (int depth = 0; depth < 100 && is_mock(cur); depth++) {
    Value nn = attr(cur, "_mock_new_name");
    rt_list_append(names, nn);
    rt_decref(nn);
    Value next = attr(cur, "_mock_new_parent");
    rt_decref(last);
    last = cur;
    cur = next;
  }
  Value first = mock_name(last);
  rt_cleanup_push_value(&first);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  const List *l = RT_AS(List, names);
  rt_sb_puts(&sb, rt_str_data(first));
  for (int64_t k = l->n - 2; k >= 0; k--) { /* names[n-1] is the top's, replaced by first */
    const char *n = rt_str_data(l->items[k]);
    if (strcmp(n, "()") != 0) rt_sb_putc(&sb, '.');
    rt_sb_puts(&sb, n);
  }
  Value r = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* <Mock id='...'> or <Mock name='mock.method' id='...'> */
static Value m_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value name = extract_name(argv[0]);
  int mark = rt_cleanup_push_value(&name);
  const char *cname = rt_user_class_of(argv[0])->qualname, *n = rt_str_data(name);
  Value r;
  if (strcmp(n, "mock") == 0) {
    r = rt_str_printf("<%s id='%lld'>", cname, (long long)(intptr_t)argv[0].as.o);
  } else {
    Value q = rt_repr(name);
    int inner = rt_cleanup_push_value(&q);
    r = rt_str_printf("<%s name=%s id='%lld'>", cname, rt_str_data(q), (long long)(intptr_t)argv[0].as.o);
    rt_cleanup_pop(inner, true);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- MagicMock's magic methods ---- */

typedef struct Magic {
  const char *name;
  int kind; /* MAGIC_MOCK: a MagicMock by default; else the default return value's kind */
} Magic;
enum { MAGIC_MOCK, MAGIC_ZERO, MAGIC_ONE, MAGIC_ONE_F, MAGIC_TRUE, MAGIC_FALSE, MAGIC_ITER };

static const Magic magics[] = {
    {"__len__", MAGIC_ZERO},      {"__iter__", MAGIC_ITER},     {"__bool__", MAGIC_TRUE},
    {"__int__", MAGIC_ONE},       {"__index__", MAGIC_ONE},     {"__float__", MAGIC_ONE_F},
    {"__contains__", MAGIC_FALSE}, {"__exit__", MAGIC_FALSE},   {"__enter__", MAGIC_MOCK},
    {"__getitem__", MAGIC_MOCK},  {"__setitem__", MAGIC_MOCK},  {"__delitem__", MAGIC_MOCK},
    {NULL, 0}};

/* __iter__'s side effect: iter(its return value), iter([]) while none is set */
static Value magic_iter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)argv, (void)kw;
  Value rv = attr(self, "_mock_return_value");
  int mark = rt_cleanup_push_value(&rv);
  Value it;
  if (rt_is(rv, ut_mock_default())) {
    Value empty = rt_list_new(0);
    it = rt_iter(empty);
    rt_decref(empty);
  } else {
    it = rt_iter(rv);
  }
  rt_cleanup_pop(mark, true);
  return it;
}

static void magic_defaults(Value child, int kind) {
  switch (kind) {
  case MAGIC_ZERO: rt_setattr(child, "_mock_return_value", rt_int(0)); break;
  case MAGIC_ONE: rt_setattr(child, "_mock_return_value", rt_int(1)); break;
  case MAGIC_ONE_F: rt_setattr(child, "_mock_return_value", rt_float(1.0)); break;
  case MAGIC_TRUE: rt_setattr(child, "_mock_return_value", rt_bool(true)); break;
  case MAGIC_FALSE: rt_setattr(child, "_mock_return_value", rt_bool(false)); break;
  case MAGIC_ITER: set_new(child, "_mock_side_effect", rt_native_bind("__iter__", magic_iter, child)); break;
  default: break;
  }
}

/* The property getter of magic method data (its name): the one child mock for it */
static Value magic_get(ARGS) {
  (void)kw;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "magic method getter takes one argument");
  Value self = argv[0];
  Value children = attr(self, "_mock_children");
  int mark = rt_cleanup_push_value(&children);
  Value child = rt_dict_get(children, data);
  if (!rt_is_undef(child)) {
    rt_cleanup_pop(mark, true);
    return (rt_incref(child), child);
  }
  child = child_new(self, data, true);
  rt_cleanup_push_value(&child);
  for (const Magic *m = magics; m->name; m++)
    if (strcmp(m->name, rt_str_data(data)) == 0) magic_defaults(child, m->kind);
  rt_dict_set(children, data, child);
  rt_incref(child);
  rt_cleanup_pop(mark, true);
  return child;
}

/* ---- the classes ---- */

typedef struct MockMethod {
  const char *name;
  NativeFn fn;
} MockMethod;

static Value class_new(const char *name, Value base, const MockMethod *methods) {
  Value bases = rt_is_undef(base) ? rt_tuple_new(0) : rt_tuple_from(1, &base);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  for (const MockMethod *m = methods; m && m->name; m++) {
    char qual[96];
    snprintf(qual, sizeof qual, "%s.%s", name, m->name);
    rt_class_set(RT_AS(ClassObj, cls), m->name, rt_native_method_new(m->name, qual, m->fn, rt_none()));
  }
  return cls;
}

static void add_property(Value cls, const char *name, NativeFn get, NativeFn set, Value data) {
  Value g = rt_native_method_new(name, name, get, data);
  Value s = set ? rt_native_method_new(name, name, set, data) : rt_none();
  Value p = rt_property_new(g, s, rt_none(), rt_none());
  rt_decref(g), rt_decref(s);
  rt_class_set(RT_AS(ClassObj, cls), name, p);
}

static const MockMethod mock_methods[] = {
    {"__init__", m_init},
    {"__call__", m_call},
    {"__getattr__", m_getattr},
    {"__repr__", m_repr},
    {"configure_mock", m_configure},
    {"assert_called", m_assert_called},
    {"assert_called_once", m_assert_called_once},
    {"assert_not_called", m_assert_not_called},
    {"assert_called_with", m_assert_called_with},
    {"assert_called_once_with", m_assert_called_once_with},
    {"assert_any_call", m_assert_any_call},
    {"assert_has_calls", m_assert_has_calls},
    {"reset_mock", m_reset_mock},
    {NULL, NULL}};
static const MockMethod call_methods[] = {
    {"__repr__", c_repr}, {"__eq__", c_eq},     {"__ne__", c_ne},   {"__call__", c_call},
    {"__getattr__", c_getattr}, {"__getitem__", c_getitem}, {"__iter__", c_iter}, {"__len__", c_len},
    {NULL, NULL}};
static const MockMethod any_methods[] = {{"__eq__", any_eq}, {"__ne__", any_ne}, {"__repr__", any_repr}, {NULL, NULL}};
static const MockMethod sentinel_methods[] = {{"__getattr__", s_getattr}, {NULL, NULL}};
static const MockMethod sentinel_obj_methods[] = {{"__repr__", so_repr}, {NULL, NULL}};

static Value finished(Value cls, Value m, const char *name) {
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("unittest.mock"));
  rt_class_finish(cls, rt_none());
  if (!rt_is_undef(m)) rt_module_set(m, name, cls);
  return cls;
}

void rt_unittest_mock_module_init(Value m) {
  ModState *st = mod_state();
  st->sentinel_obj_class = finished(class_new("_SentinelObject", rt_undef(), sentinel_obj_methods), m, "_SentinelObject");
  st->sentinel_class = finished(class_new("_Sentinel", rt_undef(), sentinel_methods), m, "_Sentinel");
  Value sentinel = rt_instance_new(RT_AS(ClassObj, st->sentinel_class));
  set_new(sentinel, "_sentinels", rt_dict_new());
  rt_module_set(m, "sentinel", sentinel);
  Value dname = rt_str_from_c("DEFAULT");
  st->mock_default = sentinel_get(sentinel, dname); /* the module keeps it */
  rt_decref(dname);
  rt_module_set(m, "DEFAULT", st->mock_default);
  st->call_class = finished(class_new("_Call", rt_undef(), call_methods), m, "_Call");
  Value empty[3] = {rt_str_from_c(""), rt_tuple_new(0), rt_dict_new()};
  rt_module_set(m, "call", call_new(empty[0], empty[1], empty[2], false, false));
  for (int k = 0; k < 3; k++) rt_decref(empty[k]);
  st->any_class = finished(class_new("_ANY", rt_undef(), any_methods), m, "_ANY");
  rt_module_set(m, "ANY", rt_instance_new(RT_AS(ClassObj, st->any_class)));
  st->mock_class = class_new("Mock", rt_undef(), mock_methods);
  add_property(st->mock_class, "return_value", p_return_value_get, p_return_value_set, rt_none());
  add_property(st->mock_class, "side_effect", p_side_effect_get, p_side_effect_set, rt_none());
  finished(st->mock_class, m, "Mock");
  st->magic_mock_class = class_new("MagicMock", st->mock_class, NULL);
  for (const Magic *g = magics; g->name; g++) {
    Value n = rt_str_from_c(g->name);
    add_property(st->magic_mock_class, g->name, magic_get, NULL, n);
    rt_decref(n);
  }
  finished(st->magic_mock_class, m, "MagicMock");
  ut_patch_init(m);
}
