/* builtins_match.c — what a match statement's cases call (vm/front/parse_match.c turns each
 * pattern into a condition over these builtins): __weft_match_seq (a sequence of the
 * pattern's length), __weft_match_star (the items a starred name takes), __weft_match_map and
 * __weft_match_rest (a mapping with the keys; the others as a dict), __weft_match_class,
 * __weft_match_has and __weft_match_get (a class pattern's isinstance, its sub-pattern count
 * check with CPython's TypeError, and the attribute each sub-pattern matches). */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* A sequence to a sequence pattern: not str, bytes or bytearray, nor a mapping. */
static bool is_sequence(Value v) {
  Value b = rt_unwrap_base(v);
  if (rt_is_list(b) || rt_is_tuple(b) || rt_is_type(b, &rt_range_type) || rt_coll_is_namedtuple(v)) return true;
  return rt_is_obj(v) && strcmp(v.as.o->type->name, "collections.deque") == 0;
}

/* __weft_match_seq(s, n, star): s is a sequence of length n (at least n with a star). */
static Value m_seq(ARGS) {
  (void)self;
  rt_check_args("__weft_match_seq", argc, kw, 3, 3, RT_ARGS_CLINIC);
  if (!is_sequence(argv[0])) return rt_bool(false);
  int64_t n = rt_len(argv[0]);
  return rt_bool(argv[2].as.i ? n >= argv[1].as.i : n == argv[1].as.i);
}

/* __weft_match_star(s, before, after): list(s[before:len(s) - after]). */
static Value m_star(ARGS) {
  (void)self;
  rt_check_args("__weft_match_star", argc, kw, 3, 3, RT_ARGS_CLINIC);
  int64_t n = rt_len(argv[0]), lo = argv[1].as.i, hi = n - argv[2].as.i;
  Value out = rt_list_new(hi > lo ? hi - lo : 0);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t k = lo; k < hi; k++) {
    Value x = rt_getitem(argv[0], rt_int(k));
    rt_list_append(out, x);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* __weft_match_map(s, keys): s is a mapping holding every key. */
static Value m_map(ARGS) {
  (void)self;
  rt_check_args("__weft_match_map", argc, kw, 2, 2, RT_ARGS_CLINIC);
  if (!rt_is_dict_subtype(rt_unwrap_base(argv[0]))) return rt_bool(false);
  Tuple *keys = RT_AS(Tuple, argv[1]);
  for (int64_t k = 0; k < keys->n; k++)
    if (!rt_contains(argv[0], keys->items[k])) return rt_bool(false);
  return rt_bool(true);
}

/* __weft_match_rest(s, keys): a dict of s's other items (**rest). */
static Value m_rest(ARGS) {
  (void)self;
  rt_check_args("__weft_match_rest", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  Value key, value;
  for (int64_t pos = 0; rt_dict_next(rt_unwrap_base(argv[0]), &pos, &key, &value);) {
    if (!rt_contains(argv[1], key)) rt_dict_set(d, key, value);
  }
  rt_cleanup_pop(mark, false);
  return d;
}

/* The builtins whose class pattern's one positional sub-pattern matches the subject itself. */
static bool self_matching(Value cls) {
  static const char *const names[] = {"bool", "bytearray", "bytes", "dict", "float", "frozenset",
                                      "int", "list", "set", "str", "tuple"};
  if (!rt_is_native(cls)) return false;
  for (size_t k = 0; k < sizeof names / sizeof *names; k++)
    if (rt_builtin_lookup(names[k]).as.o == cls.as.o) return true;
  return false;
}

static const char *class_name(Value cls) {
  return rt_is_class(cls) ? RT_AS(ClassObj, cls)->name : rt_is_native(cls) ? RT_AS(NativeFunc, cls)->name : "?";
}

/* cls.__match_args__ (a new reference to a tuple; empty when absent). */
static Value match_args(Value cls) {
  Value a;
  if (!rt_try_getattr(cls, "__match_args__", &a)) return rt_tuple_new(0);
  if (!rt_is_tuple(a)) {
    rt_decref(a);
    rt_raise(RT_EXC_TypeError, "%s.__match_args__ must be a tuple (got %s)", class_name(cls), rt_type_name(a));
  }
  return a;
}

/* __weft_match_class(s, cls, npos): isinstance(s, cls), after checking that cls takes npos
 * positional sub-patterns. */
static Value m_class(ARGS) {
  (void)self;
  rt_check_args("__weft_match_class", argc, kw, 3, 3, RT_ARGS_CLINIC);
  Value cls = argv[1];
  if (!rt_is_class(cls) && !(rt_is_native(cls) && RT_AS(NativeFunc, cls)->instancecheck) && !rt_exc_is_class(cls)) {
    rt_raise(RT_EXC_TypeError, "called match pattern must be a class");
  }
  Value r = rt_call(rt_builtin_lookup("isinstance"), 2, argv, NULL);
  if (!rt_truthy(r) || argv[2].as.i == 0) return r;
  int64_t allowed = 1;
  if (!self_matching(cls)) {
    Value a = match_args(cls);
    allowed = RT_AS(Tuple, a)->n;
    rt_decref(a);
  }
  if (argv[2].as.i > allowed) {
    rt_raise(RT_EXC_TypeError, "%s() accepts %lld positional sub-pattern%s (%lld given)", class_name(cls),
             (long long)allowed, allowed == 1 ? "" : "s", (long long)argv[2].as.i);
  }
  return r;
}

/* The attribute name of sub-pattern key (an int: positional, a str: keyword) (a new
 * reference), or RT_UNDEF for the subject itself. */
static Value attr_name(Value cls, Value key) {
  if (rt_is_str(key)) return (rt_incref(key), key);
  if (self_matching(cls)) return rt_undef();
  Value a = match_args(cls);
  Value name = RT_AS(Tuple, a)->items[key.as.i];
  rt_incref(name);
  rt_decref(a);
  if (!rt_is_str(name)) rt_raise(RT_EXC_TypeError, "__match_args__ elements must be strings (got %s)", rt_type_name(name));
  return name;
}

static Value m_has(ARGS) {
  (void)self;
  rt_check_args("__weft_match_has", argc, kw, 3, 3, RT_ARGS_CLINIC);
  Value name = attr_name(argv[1], argv[2]);
  if (rt_is_undef(name)) return rt_bool(true);
  Value v;
  bool has = rt_try_getattr(argv[0], rt_str_data(name), &v);
  rt_decref(name);
  if (has) rt_decref(v);
  return rt_bool(has);
}

static Value m_get(ARGS) {
  (void)self;
  rt_check_args("__weft_match_get", argc, kw, 3, 3, RT_ARGS_CLINIC);
  Value name = attr_name(argv[1], argv[2]);
  if (rt_is_undef(name)) return (rt_incref(argv[0]), argv[0]);
  int mark = rt_cleanup_push_value(&name);
  Value v = rt_getattr(argv[0], rt_str_data(name));
  rt_cleanup_pop(mark, true);
  return v;
}

void py_match_builtins_init(Value b) {
  rt_module_add_fn(b, "__weft_match_seq", m_seq);
  rt_module_add_fn(b, "__weft_match_star", m_star);
  rt_module_add_fn(b, "__weft_match_map", m_map);
  rt_module_add_fn(b, "__weft_match_rest", m_rest);
  rt_module_add_fn(b, "__weft_match_class", m_class);
  rt_module_add_fn(b, "__weft_match_has", m_has);
  rt_module_add_fn(b, "__weft_match_get", m_get);
}
