/* collections_counter.c — collections.Counter: a dict of counts (a dict type, collections.h)
 * where a missing key counts 0 without being inserted; update() and subtract() count, the
 * operators + - | & keep positive counts, comparisons treat missing keys as 0 (3.10+), and
 * most_common() and repr order by count, ties in insertion order (a stable sort, as CPython's
 * sorted(reverse=True)). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/dict_internal.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "collections.h"

#define D(v) RT_AS(Dict, v)

static const ObjType counter_type;
typedef struct ModState {
  Value counter_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"collections.Counter", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static bool is_counter(Value v) { return rt_is_type(v, &counter_type); }

static Value counter_new(void) { return rt_dict_new_as(&counter_type, sizeof(Dict)); }

static void counter_free(Obj *o) {
  rt_dict_release((Dict *)o);
  free(o);
}

static bool truthy_decref(Value v) {
  int mark = rt_cleanup_push_value(&v);
  bool t = rt_truthy(v);
  rt_cleanup_pop(mark, true);
  return t;
}

/* c[key]: borrowed; 0 when absent. */
static Value count_of(Value c, Value key) {
  Value v = rt_dict_get(c, key);
  return rt_is_undef(v) ? rt_int(0) : v;
}

static Value counter_getitem(Value self, Value key) {
  Value v = count_of(self, key);
  rt_incref(v);
  return v;
}

static void counter_delitem(Value self, Value key) { rt_dict_del(self, key); }

/* self[key] = self[key] op by (by borrowed), as CPython's update/subtract write it; new keys
 * start from 0. The operand order matters for non-numbers: update adds count + old. */
static void add_count(Value self, Value key, Value by, BinOp op, bool by_first) {
  int64_t slot, hash = rt_dict_key_hash(key);
  int64_t ix = rt_dict_lookup(D(self), key, hash, &slot);
  Value old = ix >= 0 ? D(self)->entries[ix].value : rt_int(0);
  if (old.tag == RT_INT && by.tag == RT_INT && ix >= 0) {
    int64_t r;
    bool ovf = op == RT_OP_ADD ? __builtin_add_overflow(old.as.i, by.as.i, &r)
                               : __builtin_sub_overflow(old.as.i, by.as.i, &r);
    if (!ovf) { /* in place: the entry holds an inline int */
      D(self)->entries[ix].value = rt_int(r);
      return;
    }
  }
  rt_incref(old);
  int mark = rt_cleanup_push_value(&old);
  Value r = by_first ? rt_binop(op, by, old) : rt_binop(op, old, by);
  rt_cleanup_push_value(&r);
  rt_dict_insert(D(self), key, hash, r);
  rt_cleanup_pop(mark, true);
}

/* The (key, value) pairs of a mapping as a list (a snapshot: the caller may change self). */
static Value pairs_of(Value m) {
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  if (rt_is_dict_subtype(m)) {
    Value k, v;
    for (int64_t i = 0; rt_dict_next(m, &i, &k, &v);) {
      Value t = rt_tuple_from(2, (Value[]){k, v});
      rt_list_append(out, t);
      rt_decref(t);
    }
  } else {
    Value items = rt_getattr(m, "items"), it = rt_undef(), x;
    int m2 = rt_cleanup_push_value(&items);
    rt_cleanup_push_value(&it);
    Value called = rt_call(items, 0, NULL, NULL);
    rt_decref(items);
    items = called;
    it = rt_iter(items);
    while (rt_next(it, &x)) {
      rt_list_append(out, x);
      rt_decref(x);
    }
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* update (op ADD) or subtract (op SUB) from one iterable or mapping, then keywords. */
static void count_from(Value self, Value src, BinOp op) {
  if (rt_is_none(src) || rt_is_undef(src)) return;
  if (rt_is_dict_subtype(src)) {
    if (op == RT_OP_ADD && D(self)->used == 0) { /* CPython: dict.update when self is empty */
      rt_dict_update(self, src);
      return;
    }
    Value ps = pairs_of(src);
    int mark = rt_cleanup_push_value(&ps);
    List *l = RT_AS(List, ps);
    for (int64_t k = 0; k < l->n; k++) {
      Tuple *t = RT_AS(Tuple, l->items[k]);
      add_count(self, t->items[0], t->items[1], op, op == RT_OP_ADD);
    }
    rt_cleanup_pop(mark, true);
    return;
  }
  Value it = rt_iter(src), x;
  int mark = rt_cleanup_push_value(&it);
  while (rt_next(it, &x)) {
    int m2 = rt_cleanup_push_value(&x);
    add_count(self, x, rt_int(1), op, false);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, true);
}

static void count_kwargs(Value self, const Kwargs *kw, BinOp op) {
  if (!kw || kw->n == 0) return;
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  for (int k = 0; k < kw->n; k++) rt_dict_set_str(d, kw->names[k], kw->values[k]);
  count_from(self, d, op);
  rt_cleanup_pop(mark, true);
}

static void check_positional(const char *fname, int argc) {
  if (argc > 1) {
    rt_raise(RT_EXC_TypeError,
             "Counter.%s() takes from 1 to 2 positional arguments but %d were given", fname,
             argc + 1);
  }
}

static Value m_update(Value self, int argc, const Value *argv, const Kwargs *kw) {
  check_positional("update", argc);
  if (argc == 1) count_from(self, argv[0], RT_OP_ADD);
  count_kwargs(self, kw, RT_OP_ADD);
  return rt_none();
}

static Value m_subtract(Value self, int argc, const Value *argv, const Kwargs *kw) {
  check_positional("subtract", argc);
  if (argc == 1) count_from(self, argv[0], RT_OP_SUB);
  count_kwargs(self, kw, RT_OP_SUB);
  return rt_none();
}

static Value c_counter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  check_positional("__init__", argc);
  Value c = counter_new();
  int mark = rt_cleanup_push_value(&c);
  if (argc == 1) count_from(c, argv[0], RT_OP_ADD);
  count_kwargs(c, kw, RT_OP_ADD);
  rt_cleanup_pop(mark, false);
  return c;
}

/* ---- most_common, elements, total ---- */

static Value second_item(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)kw;
  Value v = RT_AS(Tuple, argv[0])->items[1];
  rt_incref(v);
  return v;
}

/* The items as a list of pairs sorted by count, largest first, ties in insertion order. */
static Value sorted_items(Value self) {
  Value key = rt_native_new("itemgetter", second_item);
  int mark = rt_cleanup_push_value(&key);
  Value ps = pairs_of(self);
  int mark_ps = rt_cleanup_push_value(&ps);
  rt_list_sort(ps, key, true);
  rt_cleanup_pop(mark_ps, false);
  rt_cleanup_pop(mark, true);
  return ps;
}

static Value m_most_common(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"n"};
  Value a[1];
  rt_parse_args("most_common", argc, argv, kw, 1, names, 0, a);
  Value ps = sorted_items(self);
  if (rt_is_undef(a[0]) || rt_is_none(a[0])) return ps;
  int mark = rt_cleanup_push_value(&ps);
  int64_t n = rt_to_index(a[0], NULL);
  List *l = RT_AS(List, ps);
  if (n < 0) n = 0;
  if (n > l->n) n = l->n;
  Value r = rt_list_from(n, l->items);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_elements(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("elements", argc, kw, 0, 0, RT_ARGS_NONE);
  Value out = rt_list_new(0), k, v;
  int mark = rt_cleanup_push_value(&out);
  for (int64_t i = 0; rt_dict_next(self, &i, &k, &v);) {
    int64_t n = rt_to_index(v, NULL);
    for (int64_t j = 0; j < n; j++) rt_list_append(out, k);
  }
  Value itertools = rt_import("itertools"); /* an itertools.chain, as chain.from_iterable makes */
  rt_cleanup_push_value(&itertools);
  Value chain = rt_getattr(itertools, "chain");
  rt_cleanup_push_value(&chain);
  Value it = rt_call(chain, 1, &out, NULL);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value m_total(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("total", argc, kw, 0, 0, RT_ARGS_NONE);
  Value sum = rt_int(0), v;
  int mark = rt_cleanup_push_value(&sum);
  for (int64_t i = 0; rt_dict_next(self, &i, NULL, &v);) {
    Value r = rt_binop(RT_OP_ADD, sum, v);
    rt_decref(sum);
    sum = r;
  }
  rt_cleanup_pop(mark, false);
  return sum;
}

static Value counter_copy_of(Value self) {
  Value r = counter_new();
  int mark = rt_cleanup_push_value(&r);
  rt_dict_update(r, self);
  rt_cleanup_pop(mark, false);
  return r;
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("copy", argc, kw, 0, 0, RT_ARGS_NONE);
  return counter_copy_of(self);
}

static Value m_fromkeys(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_NotImplementedError,
           "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.");
}

static const CollMethod counter_methods[] = {
    {"most_common", m_most_common}, {"elements", m_elements}, {"total", m_total},
    {"update", m_update},           {"subtract", m_subtract}, {"copy", m_copy},
    {"__copy__", m_copy},           {"fromkeys", m_fromkeys}, {NULL, NULL}};

static RtMethodFn counter_method(Value self, const char *name) {
  return rt_coll_find_method(counter_methods, self, name);
}

static Value counter_getattr(Value self, const char *name) {
  return rt_coll_getattr(counter_methods, self, name);
}

/* ---- repr: Counter({'a': 2, 'b': 1}) by count; in dict order when counts do not sort ---- */

static void sort_job(void *ud) { *(Value *)ud = sorted_items(*(Value *)ud); }

static Value counter_repr(Value self) {
  if (D(self)->used == 0) return rt_str_from_c("Counter()");
  Value body = self;
  if (rt_pcall(sort_job, &body) != 0) {
    if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_TypeError)) rt_reraise();
    rt_error_clear();
    body = counter_copy_of(self);
  }
  int mark = rt_cleanup_push_value(&body);
  Value d = rt_dict_new();
  rt_cleanup_push_value(&d);
  rt_dict_update(d, body);
  Value r = rt_repr(d);
  rt_cleanup_pop(mark, true);
  Value out = rt_str_printf("Counter(%s)", rt_str_data(r));
  rt_decref(r);
  return out;
}

/* ---- operators ---- */

static bool positive(Value v) { return truthy_decref(rt_binop(RT_OP_GT, v, rt_int(0))); }
static bool negative(Value v) { return truthy_decref(rt_binop(RT_OP_LT, v, rt_int(0))); }

/* Store v (a new reference) under k in r when keep says so. */
static void keep_if(Value r, Value k, Value v, bool keep) {
  int mark = rt_cleanup_push_value(&v);
  if (keep) rt_dict_set(r, k, v);
  rt_cleanup_pop(mark, true);
}

/* a + b, a - b, a | b, a & b for two Counters: only positive counts stay. */
static Value arith(BinOp op, Value a, Value b) {
  Value r = counter_new(), k, v;
  int mark = rt_cleanup_push_value(&r);
  for (int64_t i = 0; rt_dict_next(a, &i, &k, &v);) {
    Value other = count_of(b, k), nv;
    if (op == RT_OP_ADD || op == RT_OP_SUB) nv = rt_binop(op, v, other);
    else {
      bool less = truthy_decref(rt_binop(RT_OP_LT, v, other));
      nv = (op == RT_OP_OR) == less ? other : v;
      rt_incref(nv);
    }
    int m2 = rt_cleanup_push_value(&nv);
    bool keep = positive(nv);
    rt_cleanup_pop(m2, false);
    keep_if(r, k, nv, keep);
  }
  if (op != RT_OP_AND) {
    for (int64_t i = 0; rt_dict_next(b, &i, &k, &v);) {
      if (rt_coll_dict_contains(a, k)) continue;
      if (op == RT_OP_SUB) {
        if (negative(v)) keep_if(r, k, rt_binop(RT_OP_SUB, rt_int(0), v), true);
      } else if (positive(v)) {
        rt_dict_set(r, k, v);
      }
    }
  }
  rt_cleanup_pop(mark, false);
  return r;
}

/* a == b and the subset orders: every count of either side compared, missing ones as 0. */
static bool all_counts(BinOp op, Value a, Value b) {
  Value sides[2] = {a, b}, k, v;
  for (int s = 0; s < 2; s++) {
    for (int64_t i = 0; rt_dict_next(sides[s], &i, &k, &v);) {
      if (!truthy_decref(rt_binop(op, count_of(a, k), count_of(b, k)))) return false;
    }
  }
  return true;
}

static Value compare(BinOp op, Value a, Value b) {
  bool r;
  switch (op) {
    case RT_OP_EQ: r = all_counts(RT_OP_EQ, a, b); break;
    case RT_OP_NE: r = !all_counts(RT_OP_EQ, a, b); break;
    case RT_OP_LE: r = all_counts(RT_OP_LE, a, b); break;
    case RT_OP_GE: r = all_counts(RT_OP_GE, a, b); break;
    case RT_OP_LT: r = all_counts(RT_OP_LE, a, b) && !all_counts(RT_OP_EQ, a, b); break;
    default: r = all_counts(RT_OP_GE, a, b) && !all_counts(RT_OP_EQ, a, b); break;
  }
  return rt_bool(r);
}

static Value counter_binop(BinOp op, Value a, Value b) {
  if (!is_counter(a) || !is_counter(b)) {
    /* a Counter and another dict compare as dicts; | is the dict's union then (a plain dict) */
    if (!rt_is_dict_subtype(a) || !rt_is_dict_subtype(b)) return rt_undef();
    if (op == RT_OP_EQ || op == RT_OP_NE) return rt_dict_type.binop(op, a, b);
    if (op != RT_OP_OR) return rt_undef();
    Value r = rt_dict_copy(a);
    int mark = rt_cleanup_push_value(&r);
    rt_dict_update(r, b);
    rt_cleanup_pop(mark, false);
    return r;
  }
  switch (op) {
    case RT_OP_ADD: case RT_OP_SUB: case RT_OP_OR: case RT_OP_AND: return arith(op, a, b);
    case RT_OP_EQ: case RT_OP_NE: case RT_OP_LT: case RT_OP_LE: case RT_OP_GT: case RT_OP_GE:
      return compare(op, a, b);
    default: return rt_undef();
  }
}

/* +c keeps the positive counts, -c negates the negative ones. */
static Value counter_unop(UnOp op, Value a) {
  if (op != RT_UOP_POS && op != RT_UOP_NEG) return rt_undef();
  Value r = counter_new(), k, v;
  int mark = rt_cleanup_push_value(&r);
  for (int64_t i = 0; rt_dict_next(a, &i, &k, &v);) {
    if (op == RT_UOP_POS && positive(v)) rt_dict_set(r, k, v);
    else if (op == RT_UOP_NEG && negative(v)) keep_if(r, k, rt_binop(RT_OP_SUB, rt_int(0), v), true);
  }
  rt_cleanup_pop(mark, false);
  return r;
}

/* Drop the counts that are not positive (the in-place operators end with it). */
static void keep_positive(Value self) {
  Value dead = rt_list_new(0), k, v;
  int mark = rt_cleanup_push_value(&dead);
  for (int64_t i = 0; rt_dict_next(self, &i, &k, &v);) {
    if (!positive(v)) rt_list_append(dead, k);
  }
  List *l = RT_AS(List, dead);
  for (int64_t j = 0; j < l->n; j++) rt_dict_del(self, l->items[j]);
  rt_cleanup_pop(mark, true);
}

/* c += m, c -= m, c |= m, c &= m: self changes in place (m any mapping, as CPython's items()). */
static Value counter_inplace(BinOp op, Value a, Value b) {
  if (op != RT_OP_ADD && op != RT_OP_SUB && op != RT_OP_OR && op != RT_OP_AND) {
    return rt_inplace_fallback(op, a, b);
  }
  Value ps = op == RT_OP_AND ? pairs_of(a) : pairs_of(b);
  int mark = rt_cleanup_push_value(&ps);
  List *l = RT_AS(List, ps);
  for (int64_t j = 0; j < l->n; j++) {
    Value k = RT_AS(Tuple, l->items[j])->items[0], v = RT_AS(Tuple, l->items[j])->items[1];
    if (op == RT_OP_ADD || op == RT_OP_SUB) {
      add_count(a, k, v, op, false);
    } else if (op == RT_OP_OR) {
      if (truthy_decref(rt_binop(RT_OP_GT, v, count_of(a, k)))) rt_dict_set(a, k, v);
    } else {
      Value other = rt_getitem(b, k);
      int m2 = rt_cleanup_push_value(&other);
      if (truthy_decref(rt_binop(RT_OP_LT, other, v))) rt_dict_set(a, k, other);
      rt_cleanup_pop(m2, true);
    }
  }
  rt_cleanup_pop(mark, true);
  keep_positive(a);
  rt_incref(a);
  return a;
}

static Value counter_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  rt_incref(st->counter_class);
  return st->counter_class;
}

static const ObjType counter_type = {
    .name = "Counter",
    .free = counter_free,
    .repr = counter_repr,
    .getattr = counter_getattr,
    .getitem = counter_getitem,
    .setitem = rt_coll_dict_setitem,
    .delitem = counter_delitem,
    .iter = rt_dict_iter_keys,
    .len = rt_coll_dict_len,
    .truthy = rt_coll_dict_truthy,
    .binop = counter_binop,
    .unop = counter_unop,
    .contains = rt_coll_dict_contains,
    .inplace_binop = counter_inplace,
    .hash = rt_unhashable,
    .method = counter_method,
    .type_object = counter_type_object,
    .traverse = rt_dict_traverse,
    .clear = rt_dict_gc_clear,
};

void rt_coll_counter_init(Value m) {
  ModState *st = mod_state();
  rt_dict_register_subtype(&counter_type);
  st->counter_class = rt_coll_class("Counter", c_counter, is_counter);
  /* Counter.fromkeys(...) on the class: the same NotImplementedError (a classmethod in CPython) */
  rt_native_class_set_attr(st->counter_class, "fromkeys", rt_native_new("fromkeys", m_fromkeys));
  rt_builtin_base_register(st->counter_class, true);
  rt_module_set(m, "Counter", st->counter_class);
}
