/* np_strsearch.c — string arrays in NumPy's searching, counting and *_like functions:
 * np.argmax/argmin (any axis), np.nonzero/count_nonzero/flatnonzero/argwhere, np.all/any
 * (NumPy 1.24's error), np.array_equal, np.append, np.zeros_like/ones_like/empty_like/
 * full_like, and np.argsort/searchsorted on lists holding str. Each wraps numpy's numeric
 * function: string operands (string arrays, or lists holding str, converted as np.array
 * converts them) go through an int64 array of their items' ranks in string order (argmax),
 * a bool array of their truth (nonzero) or their shape (the *_like functions). */
#include <stdlib.h>
#include <string.h>

#include "np_strarray.h"
#include "np_stats.h"
#include "np_wrapargs.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/unicode.h"

bool np_item_truth(Value item) {
  int64_t n;
  const char *p = np_item_data(item, &n);
  bool bytes = !rt_is_str(item);
  for (int64_t i = 0; i < n;) {
    int len = 1;
    uint32_t c = bytes ? (unsigned char)p[i] : rt_utf8_decode(p + i, &len);
    i += len > 0 ? len : 1;
    if (c != 0 && !(rt_uc_flags(c) & RT_UC_SPACE)) return true;
  }
  return false;
}

/* ---- the stand-in arrays ---- */

typedef struct RankSort {
  Value *items;
  int64_t *order;
} RankSort;

static int cmp_items(const void *x, const void *y, void *ctx) {
  const RankSort *s = ctx;
  int64_t i = *(const int64_t *)x, j = *(const int64_t *)y;
  int c = np_item_cmp(s->items[i], s->items[j]);
  return c ? c : (i > j) - (i < j);
}

static void free_ptr(void *p) { free(*(void **)p); }

/* An int64 array of a's shape whose values order as a's items do (equal items, equal ranks). */
static Value ranks_of(NpStrArr *a) {
  Value out = rt_array_new(DT_INT64, a->ndim, a->shape, false);
  int mark = rt_cleanup_push_value(&out);
  int64_t n = a->size;
  RankSort s = {rt_malloc((size_t)(n ? n : 1) * sizeof *s.items),
                rt_malloc((size_t)(n ? n : 1) * sizeof *s.order)};
  rt_cleanup_push(free_ptr, &s.items);
  rt_cleanup_push(free_ptr, &s.order);
  for (int64_t k = 0; k < n; k++) {
    s.items[k] = *np_strarr_at(a, k);
    s.order[k] = k;
  }
  qsort_r(s.order, (size_t)n, sizeof *s.order, cmp_items, &s);
  int64_t *r = (int64_t *)(void *)RT_AS(Array, out)->data, rank = 0;
  for (int64_t k = 0; k < n; k++) {
    if (k && np_item_cmp(s.items[s.order[k - 1]], s.items[s.order[k]])) rank++;
    r[s.order[k]] = rank;
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return out;
}

/* A bool array of a's shape: each item's truth. */
static Value truths_of(NpStrArr *a) {
  Value out = rt_array_new(DT_BOOL, a->ndim, a->shape, false);
  bool *t = (bool *)RT_AS(Array, out)->data;
  for (int64_t k = 0; k < a->size; k++) t[k] = np_item_truth(*np_strarr_at(a, k));
  return out;
}

/* ---- the wrapper ---- */

typedef enum { BY_RANK, BY_TRUTH, BY_SHAPE, BY_STRING, NO_LOOP, EQUAL, APPEND } Way;

static const struct {
  const char *name;
  Way way;
} wrapped[] = {
    {"argmax", BY_RANK},          {"argmin", BY_RANK},        {"nonzero", BY_TRUTH},
    {"count_nonzero", BY_TRUTH},  {"flatnonzero", BY_TRUTH},  {"argwhere", BY_TRUTH},
    {"all", NO_LOOP},             {"any", NO_LOOP},           {"zeros_like", BY_SHAPE},
    {"ones_like", BY_SHAPE},      {"empty_like", BY_SHAPE},   {"full_like", BY_SHAPE},
    {"argsort", BY_STRING},       {"searchsorted", BY_STRING}, {"array_equal", EQUAL},
    {"append", APPEND},
};
enum { NWRAPPED = sizeof wrapped / sizeof wrapped[0] };

static Way way_of(const char *name) {
  for (int i = 0; i < NWRAPPED; i++)
    if (!strcmp(name, wrapped[i].name)) return wrapped[i].way;
  return BY_STRING;
}

/* np.zeros_like(a) and friends on a string array, without dtype=: one of the same kind, the
 * fill as NumPy writes it (zeros and empty: '', ones: '1', full: the value as text). */
static Value like(const char *name, NpStrArr *a, int argc, const Value *argv, const Kwargs *kw) {
  Value out = np_strarr_like(a, a->ndim, a->shape, a->width);
  int mark = rt_cleanup_push_value(&out);
  Value fill = rt_undef();
  if (!strcmp(name, "ones_like")) fill = rt_str_from_c("1");
  if (!strcmp(name, "full_like")) {
    Value v = argc > 1 ? argv[1] : np_kwarg(kw, "fill_value");
    if (rt_is_undef(v)) rt_raise(RT_EXC_TypeError, "full_like() missing 1 required positional argument: 'fill_value'");
    fill = a->bytes || rt_is_str(v) || np_is_bytes(v) ? (rt_incref(v), v) : rt_to_str(v);
  }
  rt_cleanup_push_value(&fill);
  NpStrArr *o = RT_AS(NpStrArr, out);
  for (int64_t k = 0; k < o->size && !rt_is_undef(fill); k++) np_strarr_put(o, &o->items[k], fill);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return out;
}

/* np.array_equal(a1, a2) with a string operand: equal shapes and items; a string array never
 * equals a numeric one. */
static Value equal(Value x, Value y) {
  if (!np_holds_text(x) || !np_holds_text(y)) return rt_bool(false);
  Value a = np_as_strarr(x);
  int mark = rt_cleanup_push_value(&a);
  Value b = np_as_strarr(y);
  rt_cleanup_push_value(&b);
  NpStrArr *p = RT_AS(NpStrArr, a), *q = RT_AS(NpStrArr, b);
  bool same = p->ndim == q->ndim && !memcmp(p->shape, q->shape, (size_t)p->ndim * sizeof *p->shape);
  for (int64_t k = 0; same && k < p->size; k++)
    same = np_item_cmp(*np_strarr_at(p, k), *np_strarr_at(q, k)) == 0;
  rt_cleanup_pop(mark, true);
  return rt_bool(same);
}

/* np.append(arr, values, axis=None): np.concatenate of both raveled, or along axis. */
static Value append(Value x, Value y, Value axis) {
  Value a = np_as_strarr(x);
  int mark = rt_cleanup_push_value(&a);
  Value b = np_as_strarr(y);
  rt_cleanup_push_value(&b);
  bool flat = rt_is_undef(axis) || rt_is_none(axis);
  if (flat) {
    Value ra = np_call1("ravel", a), rb = np_call1("ravel", b);
    rt_decref(a);
    rt_decref(b);
    a = ra;
    b = rb;
  }
  Value parts = rt_tuple_new(2);
  RT_AS(Tuple, parts)->items[0] = a;
  RT_AS(Tuple, parts)->items[1] = b;
  rt_incref(a);
  rt_incref(b);
  rt_cleanup_push_value(&parts);
  const char *const names[] = {"axis"};
  Value r = np_callk("concatenate", 1, &parts, 1, names, (Value[]){flat ? rt_int(0) : axis});
  rt_cleanup_pop(mark, true);
  return r;
}

/* self: numpy's own function (a NativeFunc). */
static Value text_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  Way way = way_of(f->name);
  Value first = argc ? argv[0] : rt_undef();
  if (way == EQUAL || way == APPEND) {
    Value second = argc > 1 ? argv[1] : rt_undef();
    if (argc != 2 + (way == APPEND && argc == 3) || (!np_holds_text(first) && !np_holds_text(second)))
      return f->fn(f->self, argc, argv, kw);
    if (way == EQUAL && kw) return f->fn(f->self, argc, argv, kw);
    if (way == EQUAL) return equal(first, second);
    Value axis = argc == 3 ? argv[2] : np_kwarg(kw, "axis");
    return append(first, second, axis);
  }
  if (argc == 0 || argc > 8 || !np_holds_text(first)) return f->fn(f->self, argc, argv, kw);
  if (way == BY_SHAPE && !rt_is_undef(np_kwarg(kw, "dtype")) && !rt_is_none(np_kwarg(kw, "dtype")))
    way = BY_RANK; /* np.zeros_like(strings, dtype=int): only the shape matters */
  Value a = np_as_strarr(first), stand_in = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&stand_in);
  NpStrArr *s = RT_AS(NpStrArr, a);
  Value r;
  if (way == NO_LOOP) {
    rt_raise(RT_EXC_UFuncNoLoopError, "ufunc '%s' did not contain a loop with signature matching "
             "types (None, <class 'numpy.dtype[%s]'>) -> None",
             !strcmp(f->name, "all") ? "logical_and" : "logical_or", s->bytes ? "bytes_" : "str_");
  } else if (way == BY_SHAPE && argc <= 3) {
    r = like(f->name, s, argc, argv, kw);
  } else if (way == BY_STRING) {
    Value args[8];
    for (int i = 0; i < argc; i++) args[i] = argv[i];
    args[0] = a;
    r = f->fn(f->self, argc, args, kw);
  } else {
    stand_in = way == BY_TRUTH ? truths_of(s) : ranks_of(s);
    Value args[8];
    for (int i = 0; i < argc; i++) args[i] = argv[i];
    args[0] = stand_in;
    r = f->fn(f->self, argc, args, kw);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

void np_register_strsearch(Value m) {
  for (int i = 0; i < NWRAPPED; i++) {
    Value f = rt_module_lookup(m, wrapped[i].name);
    if (rt_is_undef(f) || !rt_is_native(f)) continue;
    rt_module_set(m, wrapped[i].name, rt_native_bind(wrapped[i].name, text_call, f)); /* holds f */
  }
}
