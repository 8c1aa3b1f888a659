/* collections_abc_mixins.c — the methods collections.abc's classes give their subclasses for
 * free, written over the abstract ones as CPython's _collections_abc.py does: Sequence's
 * __iter__ __contains__ __reversed__ index count, MutableSequence's append clear reverse
 * extend pop remove __iadd__, Mapping's get __contains__ keys items values __eq__,
 * MutableMapping's pop popitem clear update setdefault, Set's comparisons and operators
 * (results through cls._from_iterable, which is cls(iterable)), MutableSet's remove pop clear
 * and in-place operators, Iterator's __iter__, Generator's __next__, and the mapping views
 * (KeysView(m) ...: __len__ __iter__ __contains__ __repr__). */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "collections_abc.h"
#include "py.h"

#define SELF argv[0]

/* obj.name(*args) (a new reference). */
static Value call_method(Value obj, const char *name, int argc, const Value *args) {
  Value m = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void call_discard(Value obj, const char *name, int argc, const Value *args) {
  rt_decref(call_method(obj, name, argc, args));
}

static bool same(Value a, Value b) { return rt_is(a, b) || rt_equal(a, b); }

/* self[key] into *out, false on the exception kind `absent` (KeyError or IndexError). */
typedef struct ItemJob {
  Value obj, key, out;
} ItemJob;

static void item_job(void *ud) {
  ItemJob *j = ud;
  j->out = rt_getitem(j->obj, j->key);
}

static bool try_item(Value obj, Value key, ExcKind absent, Value *out) {
  ItemJob j = {obj, key, rt_undef()};
  if (rt_pcall(item_job, &j) == 0) {
    *out = j.out;
    return true;
  }
  if (!rt_exc_kind_is(rt_error_current()->kind, absent)) rt_reraise();
  rt_error_clear();
  return false;
}

static void nargs(const char *name, int argc, const Kwargs *kw, int lo, int hi) {
  rt_check_nargs(name, argc - 1, kw, lo, hi);
}

/* ---- Iterator, Generator ---- */

static Value it_iter(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__iter__", argc, kw, 0, 0);
  return rt_incref(SELF), SELF;
}

static Value gen_next(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__next__", argc, kw, 0, 0);
  Value none = rt_none();
  return call_method(SELF, "send", 1, &none);
}

/* ---- Sequence ---- */

static Value seq_iter(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__iter__", argc, kw, 0, 0);
  return rt_seq_iter_new(SELF);
}

static Value seq_contains(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__contains__", argc, kw, 1, 1);
  Value it = rt_iter(SELF), v;
  int mark = rt_cleanup_push_value(&it);
  bool found = false;
  while (!found && rt_next(it, &v)) {
    found = same(v, argv[1]);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, true);
  return rt_bool(found);
}

static Value seq_reversed(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__reversed__", argc, kw, 0, 0);
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t i = rt_len(SELF) - 1; i >= 0; i--) {
    Value v = rt_getitem(SELF, rt_int(i));
    rt_list_append(out, v);
    rt_decref(v);
  }
  Value it = rt_iter(out);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value seq_index(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("index", argc, kw, 1, 3);
  int64_t start = argc > 2 && !rt_is_none(argv[2]) ? rt_to_index(argv[2], NULL) : 0;
  bool bounded = argc > 3 && !rt_is_none(argv[3]);
  int64_t stop = bounded ? rt_to_index(argv[3], NULL) : 0;
  if (start < 0) start = rt_len(SELF) + start < 0 ? 0 : rt_len(SELF) + start;
  if (bounded && stop < 0) stop += rt_len(SELF);
  for (int64_t i = start; !bounded || i < stop; i++) {
    Value v;
    if (!try_item(SELF, rt_int(i), RT_EXC_IndexError, &v)) break;
    bool hit = same(v, argv[1]);
    rt_decref(v);
    if (hit) return rt_int(i);
  }
  rt_raise(RT_EXC_ValueError, "%s", "");
}

static Value seq_count(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("count", argc, kw, 1, 1);
  Value it = rt_iter(SELF), v;
  int mark = rt_cleanup_push_value(&it);
  int64_t n = 0;
  while (rt_next(it, &v)) {
    n += same(v, argv[1]);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, true);
  return rt_int(n);
}

/* ---- MutableSequence ---- */

static Value mseq_append(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("append", argc, kw, 1, 1);
  Value args[2] = {rt_int(rt_len(SELF)), argv[1]};
  call_discard(SELF, "insert", 2, args);
  return rt_none();
}

static Value mseq_pop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("pop", argc, kw, 0, 1);
  Value index = argc > 1 ? argv[1] : rt_int(-1);
  Value v = rt_getitem(SELF, index);
  int mark = rt_cleanup_push_value(&v);
  rt_delitem(SELF, index);
  rt_cleanup_pop(mark, false);
  return v;
}

static Value mseq_clear(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("clear", argc, kw, 0, 0);
  for (int64_t n = rt_len(SELF); n > 0; n--) call_discard(SELF, "pop", 0, NULL);
  return rt_none();
}

static Value mseq_reverse(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("reverse", argc, kw, 0, 0);
  int64_t n = rt_len(SELF);
  for (int64_t i = 0; i < n / 2; i++) {
    Value a = rt_getitem(SELF, rt_int(i));
    int mark = rt_cleanup_push_value(&a);
    Value b = rt_getitem(SELF, rt_int(n - i - 1));
    rt_cleanup_push_value(&b);
    rt_setitem(SELF, rt_int(i), b);
    rt_setitem(SELF, rt_int(n - i - 1), a);
    rt_cleanup_pop(mark, true);
  }
  return rt_none();
}

static void extend_with(Value self, Value values) {
  Value src = rt_is(values, self) ? rt_call(rt_builtin_lookup("list"), 1, &values, NULL) : (rt_incref(values), values);
  int mark = rt_cleanup_push_value(&src);
  Value it = rt_iter(src), v;
  rt_cleanup_push_value(&it);
  while (rt_next(it, &v)) {
    int m2 = rt_cleanup_push_value(&v);
    call_discard(self, "append", 1, &v);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, true);
}

static Value mseq_extend(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("extend", argc, kw, 1, 1);
  extend_with(SELF, argv[1]);
  return rt_none();
}

static Value mseq_remove(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("remove", argc, kw, 1, 1);
  Value i = call_method(SELF, "index", 1, &argv[1]);
  rt_delitem(SELF, i);
  return rt_none();
}

static Value mseq_iadd(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__iadd__", argc, kw, 1, 1);
  extend_with(SELF, argv[1]);
  return rt_incref(SELF), SELF;
}

/* ---- Mapping and its views ---- */

static Value map_get(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("get", argc, kw, 1, 2);
  Value v;
  if (try_item(SELF, argv[1], RT_EXC_KeyError, &v)) return v;
  Value d = argc > 2 ? argv[2] : rt_none();
  return rt_incref(d), d;
}

static Value map_contains(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__contains__", argc, kw, 1, 1);
  Value v;
  if (!try_item(SELF, argv[1], RT_EXC_KeyError, &v)) return rt_bool(false);
  rt_decref(v);
  return rt_bool(true);
}

static Value make_view(Value self, const char *kind) {
  Value mod = rt_import("collections.abc");
  int mark = rt_cleanup_push_value(&mod);
  Value cls = rt_getattr(mod, kind);
  rt_cleanup_push_value(&cls);
  Value v = rt_call(cls, 1, &self, NULL);
  rt_cleanup_pop(mark, true);
  return v;
}

static Value map_keys(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("keys", argc, kw, 0, 0);
  return make_view(SELF, "KeysView");
}

static Value map_items(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("items", argc, kw, 0, 0);
  return make_view(SELF, "ItemsView");
}

static Value map_values(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("values", argc, kw, 0, 0);
  return make_view(SELF, "ValuesView");
}

static bool is_mapping(Value v) {
  Value mod = rt_import("collections.abc");
  int mark = rt_cleanup_push_value(&mod);
  Value args[2] = {v, rt_getattr(mod, "Mapping")};
  rt_cleanup_push_value(&args[1]);
  Value r = rt_call(rt_builtin_lookup("isinstance"), 2, args, NULL);
  rt_cleanup_pop(mark, true);
  return rt_truthy(r);
}

static Value as_dict(Value m) {
  Value items = call_method(m, "items", 0, NULL);
  int mark = rt_cleanup_push_value(&items);
  Value d = rt_call(rt_builtin_lookup("dict"), 1, &items, NULL);
  rt_cleanup_pop(mark, true);
  return d;
}

static Value map_eq(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__eq__", argc, kw, 1, 1);
  if (!is_mapping(argv[1])) return rt_notimplemented();
  Value a = as_dict(SELF);
  int mark = rt_cleanup_push_value(&a);
  Value b = as_dict(argv[1]);
  rt_cleanup_push_value(&b);
  bool eq = rt_equal(a, b);
  rt_cleanup_pop(mark, true);
  return rt_bool(eq);
}

static Value view_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__init__", argc, kw, 1, 1);
  rt_setattr(SELF, "_mapping", argv[1]);
  return rt_none();
}

static Value view_mapping(Value self) { return rt_getattr(self, "_mapping"); }

static Value view_len(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__len__", argc, kw, 0, 0);
  Value m = view_mapping(SELF);
  int mark = rt_cleanup_push_value(&m);
  int64_t n = rt_len(m);
  rt_cleanup_pop(mark, true);
  return rt_int(n);
}

static Value view_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__repr__", argc, kw, 0, 0);
  Value m = view_mapping(SELF);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_repr(m);
  rt_cleanup_push_value(&r);
  Value out = rt_str_printf("%s(%s)", rt_user_class_of(SELF)->name, rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return out;
}

/* The view's items as a list: keys, (key, value) pairs or values (data: 0, 1, 2). */
static Value view_list(Value self, int64_t kind) {
  Value m = view_mapping(self);
  int mark = rt_cleanup_push_value(&m);
  Value out = rt_list_new(0);
  rt_cleanup_push_value(&out);
  Value it = rt_iter(m), key;
  rt_cleanup_push_value(&it);
  while (rt_next(it, &key)) {
    int m2 = rt_cleanup_push_value(&key);
    Value v = kind == 0 ? (rt_incref(key), key) : rt_getitem(m, key);
    if (kind == 1) {
      Value pair[2] = {key, v};
      Value t = rt_tuple_from(2, pair);
      rt_decref(v);
      v = t;
    }
    rt_list_append(out, v);
    rt_decref(v);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  rt_decref(m);
  return out;
}

static Value view_iter(Value data, int argc, const Value *argv, const Kwargs *kw) {
  nargs("__iter__", argc, kw, 0, 0);
  Value l = view_list(SELF, data.as.i);
  Value it = rt_iter(l);
  rt_decref(l);
  return it;
}

static Value view_contains(Value data, int argc, const Value *argv, const Kwargs *kw) {
  nargs("__contains__", argc, kw, 1, 1);
  Value m = view_mapping(SELF), l = rt_undef();
  int mark = rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&l);
  bool found;
  if (data.as.i == 0) {
    found = rt_contains(m, argv[1]);
  } else {
    l = view_list(SELF, data.as.i);
    found = false;
    for (int64_t k = 0; k < RT_AS(List, l)->n && !found; k++) found = same(RT_AS(List, l)->items[k], argv[1]);
  }
  rt_cleanup_pop(mark, true);
  return rt_bool(found);
}

/* ---- MutableMapping ---- */

static Value mmap_pop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("pop", argc, kw, 1, 2);
  Value v;
  if (!try_item(SELF, argv[1], RT_EXC_KeyError, &v)) {
    if (argc > 2) return rt_incref(argv[2]), argv[2];
    rt_raise_key_error(argv[1]);
  }
  int mark = rt_cleanup_push_value(&v);
  rt_delitem(SELF, argv[1]);
  rt_cleanup_pop(mark, false);
  return v;
}

static Value mmap_popitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("popitem", argc, kw, 0, 0);
  Value it = rt_iter(SELF), key;
  int mark = rt_cleanup_push_value(&it);
  if (!rt_next(it, &key)) rt_raise(RT_EXC_KeyError, "%s", "");
  rt_cleanup_push_value(&key);
  Value v = rt_getitem(SELF, key);
  rt_cleanup_push_value(&v);
  rt_delitem(SELF, key);
  Value pair[2] = {key, v};
  Value t = rt_tuple_from(2, pair);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value mmap_clear(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("clear", argc, kw, 0, 0);
  while (rt_len(SELF) > 0) rt_decref(call_method(SELF, "popitem", 0, NULL));
  return rt_none();
}

static void update_from(Value self, Value other) {
  bool mapping = is_mapping(other);
  Value keys_fn;
  bool has_keys = !mapping && rt_try_getattr(other, "keys", &keys_fn);
  if (has_keys) rt_decref(keys_fn);
  Value it = rt_iter(other), x = rt_undef(), k = rt_undef(), v = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&v);
  while (rt_next(it, &x)) {
    if (mapping || has_keys) {
      v = rt_getitem(other, x);
      rt_setitem(self, x, v);
    } else {
      k = rt_getitem(x, rt_int(0));
      v = rt_getitem(x, rt_int(1));
      rt_setitem(self, k, v);
      rt_decref(k);
      k = rt_undef();
    }
    rt_decref(v);
    rt_decref(x);
    v = x = rt_undef();
  }
  rt_cleanup_pop(mark, true);
}

static Value mmap_update(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc > 2)
    rt_raise(RT_EXC_TypeError, "MutableMapping.update() takes from 1 to 2 positional arguments but %d were given", argc);
  if (argc > 1) update_from(SELF, argv[1]);
  for (int k = 0; kw && k < kw->n; k++) {
    Value key = rt_str_from_c(kw->names[k]);
    int mark = rt_cleanup_push_value(&key);
    rt_setitem(SELF, key, kw->values[k]);
    rt_cleanup_pop(mark, true);
  }
  return rt_none();
}

static Value mmap_setdefault(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("setdefault", argc, kw, 1, 2);
  Value v;
  if (try_item(SELF, argv[1], RT_EXC_KeyError, &v)) return v;
  Value d = argc > 2 ? argv[2] : rt_none();
  rt_setitem(SELF, argv[1], d);
  return rt_incref(d), d;
}

/* ---- Set and MutableSet ---- */

static Value as_set(Value v) { return rt_set_from_iterable(v, true); }

static bool is_set_like(Value v) {
  Value mod = rt_import("collections.abc");
  int mark = rt_cleanup_push_value(&mod);
  Value args[2] = {v, rt_getattr(mod, "Set")};
  rt_cleanup_push_value(&args[1]);
  Value r = rt_call(rt_builtin_lookup("isinstance"), 2, args, NULL);
  rt_cleanup_pop(mark, true);
  return rt_truthy(r);
}

/* self op other on frozen copies (comparisons), or cls._from_iterable of the result. */
static Value set_op(Value self, Value other, BinOp op, bool swap, bool need_set) {
  /* comparisons take another Set; the operators any iterable (CPython's checks) */
  bool ok = is_set_like(other) || (!need_set && (rt_is_list(other) || rt_is_tuple(other) || rt_is_dict(other)));
  if (!ok) return rt_notimplemented();
  Value a = as_set(self);
  int mark = rt_cleanup_push_value(&a);
  Value b = as_set(other);
  rt_cleanup_push_value(&b);
  Value r = swap ? rt_binop(op, b, a) : rt_binop(op, a, b), f = rt_undef();
  rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&f);
  Value out;
  if (r.tag == RT_BOOL) {
    out = r;
  } else {
    f = rt_getattr(self, "_from_iterable");
    out = rt_call(f, 1, &r, NULL);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

#define SET_OP(fname, op, swap)                                                         \
  static Value fname(Value data, int argc, const Value *argv, const Kwargs *kw) {       \
    (void)data;                                                                         \
    nargs(#fname, argc, kw, 1, 1);                                                      \
    return set_op(SELF, argv[1], op, swap, op >= RT_OP_EQ && op <= RT_OP_GE);            \
  }
SET_OP(set_le, RT_OP_LE, false)
SET_OP(set_lt, RT_OP_LT, false)
SET_OP(set_ge, RT_OP_GE, false)
SET_OP(set_gt, RT_OP_GT, false)
SET_OP(set_eq, RT_OP_EQ, false)
SET_OP(set_and, RT_OP_AND, false)
SET_OP(set_or, RT_OP_OR, false)
SET_OP(set_sub, RT_OP_SUB, false)
SET_OP(set_xor, RT_OP_XOR, false)
SET_OP(set_rsub, RT_OP_SUB, true)
#undef SET_OP

static Value set_from_iterable(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("_from_iterable", argc, kw, 1, 1);
  return rt_call(SELF, 1, &argv[1], NULL); /* SELF is the class: a classmethod */
}

static Value set_isdisjoint(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("isdisjoint", argc, kw, 1, 1);
  Value it = rt_iter(argv[1]), v;
  int mark = rt_cleanup_push_value(&it);
  bool hit = false;
  while (!hit && rt_next(it, &v)) {
    hit = rt_contains(SELF, v);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, true);
  return rt_bool(!hit);
}

static Value mset_remove(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("remove", argc, kw, 1, 1);
  if (!rt_contains(SELF, argv[1])) rt_raise_key_error(argv[1]);
  call_discard(SELF, "discard", 1, &argv[1]);
  return rt_none();
}

static Value mset_pop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("pop", argc, kw, 0, 0);
  Value it = rt_iter(SELF), v;
  int mark = rt_cleanup_push_value(&it);
  if (!rt_next(it, &v)) rt_raise(RT_EXC_KeyError, "%s", "");
  rt_cleanup_push_value(&v);
  call_discard(SELF, "discard", 1, &v);
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  return v;
}

static Value mset_clear(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("clear", argc, kw, 0, 0);
  while (rt_len(SELF) > 0) rt_decref(call_method(SELF, "pop", 0, NULL));
  return rt_none();
}

static Value mset_ior(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__ior__", argc, kw, 1, 1);
  Value it = rt_iter(argv[1]), v;
  int mark = rt_cleanup_push_value(&it);
  while (rt_next(it, &v)) {
    int m2 = rt_cleanup_push_value(&v);
    call_discard(SELF, "add", 1, &v);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, true);
  return rt_incref(SELF), SELF;
}

static Value mset_isub(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__isub__", argc, kw, 1, 1);
  Value items = rt_call(rt_builtin_lookup("list"), 1, &argv[1], NULL);
  int mark = rt_cleanup_push_value(&items);
  for (int64_t k = 0; k < RT_AS(List, items)->n; k++) call_discard(SELF, "discard", 1, &RT_AS(List, items)->items[k]);
  rt_cleanup_pop(mark, true);
  return rt_incref(SELF), SELF;
}

/* ---- Iterable[int]: a generic alias printing as collections.abc.Iterable[int] ---- */

static Value abc_class_getitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  nargs("__class_getitem__", argc, kw, 1, 1);
  char name[96];
  snprintf(name, sizeof name, "collections.abc.%s", RT_AS(ClassObj, SELF)->name);
  return rt_typing_alias(name, SELF, argv[1]);
}

/* ---- the table: which class gets which mixins ---- */

typedef struct Mixin {
  const char *cls, *name;
  NativeFn fn;
  int data;
  bool classmethod;
} Mixin;

static const Mixin mixins[] = {
    {"Iterator", "__iter__", it_iter, 0, false},
    {"Generator", "__next__", gen_next, 0, false},
    {"Sequence", "__iter__", seq_iter, 0, false},
    {"Sequence", "__contains__", seq_contains, 0, false},
    {"Sequence", "__reversed__", seq_reversed, 0, false},
    {"Sequence", "index", seq_index, 0, false},
    {"Sequence", "count", seq_count, 0, false},
    {"MutableSequence", "append", mseq_append, 0, false},
    {"MutableSequence", "pop", mseq_pop, 0, false},
    {"MutableSequence", "clear", mseq_clear, 0, false},
    {"MutableSequence", "reverse", mseq_reverse, 0, false},
    {"MutableSequence", "extend", mseq_extend, 0, false},
    {"MutableSequence", "remove", mseq_remove, 0, false},
    {"MutableSequence", "__iadd__", mseq_iadd, 0, false},
    {"Mapping", "get", map_get, 0, false},
    {"Mapping", "__contains__", map_contains, 0, false},
    {"Mapping", "keys", map_keys, 0, false},
    {"Mapping", "items", map_items, 0, false},
    {"Mapping", "values", map_values, 0, false},
    {"Mapping", "__eq__", map_eq, 0, false},
    {"MutableMapping", "pop", mmap_pop, 0, false},
    {"MutableMapping", "popitem", mmap_popitem, 0, false},
    {"MutableMapping", "clear", mmap_clear, 0, false},
    {"MutableMapping", "update", mmap_update, 0, false},
    {"MutableMapping", "setdefault", mmap_setdefault, 0, false},
    {"MappingView", "__init__", view_init, 0, false},
    {"MappingView", "__len__", view_len, 0, false},
    {"MappingView", "__repr__", view_repr, 0, false},
    {"KeysView", "__iter__", view_iter, 0, false},
    {"KeysView", "__contains__", view_contains, 0, false},
    {"ItemsView", "__iter__", view_iter, 1, false},
    {"ItemsView", "__contains__", view_contains, 1, false},
    {"ValuesView", "__iter__", view_iter, 2, false},
    {"ValuesView", "__contains__", view_contains, 2, false},
    {"Set", "__le__", set_le, 0, false},
    {"Set", "__lt__", set_lt, 0, false},
    {"Set", "__ge__", set_ge, 0, false},
    {"Set", "__gt__", set_gt, 0, false},
    {"Set", "__eq__", set_eq, 0, false},
    {"Set", "__and__", set_and, 0, false},
    {"Set", "__rand__", set_and, 0, false},
    {"Set", "__or__", set_or, 0, false},
    {"Set", "__ror__", set_or, 0, false},
    {"Set", "__sub__", set_sub, 0, false},
    {"Set", "__rsub__", set_rsub, 0, false},
    {"Set", "__xor__", set_xor, 0, false},
    {"Set", "__rxor__", set_xor, 0, false},
    {"Set", "isdisjoint", set_isdisjoint, 0, false},
    {"Set", "_from_iterable", set_from_iterable, 0, true},
    {"MutableSet", "remove", mset_remove, 0, false},
    {"MutableSet", "pop", mset_pop, 0, false},
    {"MutableSet", "clear", mset_clear, 0, false},
    {"MutableSet", "__ior__", mset_ior, 0, false},
    {"MutableSet", "__isub__", mset_isub, 0, false},
};

void rt_abc_mixins(const char *name, Value ns) {
  for (size_t k = 0; k < sizeof mixins / sizeof mixins[0]; k++) {
    const Mixin *m = &mixins[k];
    if (strcmp(m->cls, name) != 0) continue;
    char qual[96];
    snprintf(qual, sizeof qual, "%s.%s", name, m->name);
    Value f = rt_native_method_new(m->name, qual, m->fn, rt_int(m->data));
    if (m->classmethod) {
      Value w = rt_wrapped_new(&rt_classmethod_type, f);
      rt_decref(f);
      f = w;
    }
    rt_dict_set_str(ns, m->name, f);
    rt_decref(f);
  }
  if (strcmp(name, "Hashable") && strcmp(name, "Sized") && strcmp(name, "ByteString")) {
    Value f = rt_native_method_new("__class_getitem__", "__class_getitem__", abc_class_getitem, rt_none());
    Value w = rt_wrapped_new(&rt_classmethod_type, f);
    rt_decref(f);
    rt_dict_set_str(ns, "__class_getitem__", w);
    rt_decref(w);
  }
  if (!strcmp(name, "Mapping")) rt_dict_set_str(ns, "__reversed__", rt_none());
  if (!strcmp(name, "MutableSet") || !strcmp(name, "Set") || !strcmp(name, "Mapping"))
    rt_dict_set_str(ns, "__hash__", rt_none());
}
