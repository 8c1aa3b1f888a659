/* np_gather.c — NumPy's element-moving functions on object and string arrays: np.take,
 * np.append (objects; np_strsearch.c appends strings), np.insert, np.pad (the modes that copy
 * elements), np.diag, np.triu, np.tril and np.choose run numpy's numeric function on an int64
 * stand-in (each element's number in a pool of items, counted from 1; 0 is the zero that
 * NumPy fills with: 0 for objects, '' for strings), then gather the pool's items into an array
 * of the operand's kind. np.nonzero, count_nonzero, flatnonzero and argwhere of an object array
 * run on its elements' truth. */
#include <stdlib.h>
#include <string.h>

#include "np_datetime.h"
#include "np_objarray.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/native.h"
#include "../obj/ops.h"

/* The items the stand-ins number (borrowed from the operands, which the caller keeps). */
typedef struct Pool {
  Value *items;
  int64_t n, cap;
  bool obj;       /* the result is an object array, else a string array */
  bool bytes;     /* of strings: dtype 'S' */
  int64_t width;  /* of strings: the result's width */
  Value keep;     /* a list holding the converted operands */
} Pool;

static void pool_free(void *p) {
  Pool *pool = p;
  free(pool->items);
  rt_decref(pool->keep);
}

static void pool_add(Pool *p, Value item) {
  if (p->n == p->cap) {
    int64_t cap = p->cap ? p->cap * 2 : 16;
    if (cap > INT64_MAX / 2 / (int64_t)sizeof(Value)) rt_raise(RT_EXC_MemoryError, "too many items");
    p->items = rt_realloc(p->items, (size_t)cap * sizeof(Value));
    p->cap = cap;
  }
  p->items[p->n++] = item;
}

/* Is v an operand that makes the result objects (obj) or strings? */
static bool is_text(Value v) {
  return np_is_strarr(v) || ((rt_is_list(v) || rt_is_tuple(v)) && np_str_leaves(v));
}

/* v converted to the pool's kind (kept alive by the pool). */
static Value converted(Pool *p, Value v) {
  Value c;
  if (p->obj) {
    c = np_is_objarr(v) ? (rt_incref(v), v) : np_objarr_from_value(v);
  } else if (np_is_strarr(v)) {
    np_strarr_sync(RT_AS(NpStrArr, v));
    rt_incref(v);
    c = v;
  } else {
    c = np_strarr_from_kind(v, 0, false, p->bytes ? 1 : 0);
  }
  rt_list_append(p->keep, c);
  rt_decref(c);
  return c;
}

/* v (holding text) as a string array (a new reference). */
static Value converted_text(Value v) {
  if (np_is_strarr(v)) return (rt_incref(v), v);
  return np_strarr_from_value(v, 0);
}

/* An int64 array of v's shape numbering its items in the pool; widens the result's strings
 * when `widen` (np.choose: the choices' common dtype). */
static Value stand_in(Pool *p, Value v, bool widen) {
  Value c = converted(p, v);
  int ndim;
  const int64_t *shape;
  int64_t size;
  if (p->obj) {
    const NpObjArr *a = RT_AS(NpObjArr, c);
    ndim = a->ndim, shape = a->shape, size = a->size;
  } else {
    const NpStrArr *a = RT_AS(NpStrArr, c);
    ndim = a->ndim, shape = a->shape, size = a->size;
    if (widen && a->width > p->width) p->width = a->width;
  }
  Value out = rt_array_new(DT_INT64, ndim, shape, false);
  int64_t *d = (int64_t *)(void *)RT_AS(Array, out)->data;
  for (int64_t k = 0; k < size; k++) {
    pool_add(p, p->obj ? *np_objarr_at(RT_AS(NpObjArr, c), k) : *np_strarr_at(RT_AS(NpStrArr, c), k));
    d[k] = p->n;
  }
  return out;
}

/* A pool item that is no operand's (a fill value; kept by the pool). */
static int64_t pool_own(Pool *p, Value v) {
  rt_list_append(p->keep, v);
  pool_add(p, v);
  return p->n;
}

/* The result: the pool's items where r (an int64 array) numbers them; the zero elsewhere. */
static Value gather(Pool *p, Value r) {
  if (!rt_is_array(r) || RT_AS(Array, r)->dtype != DT_INT64) return (rt_incref(r), r);
  const Array *a = RT_AS(Array, r);
  Value zero = p->obj ? rt_int(0) : p->bytes ? rt_bytes_new(&rt_bytes_type, "", 0) : rt_str_from_c("");
  int mark = rt_cleanup_push_value(&zero);
  Value out = p->obj ? np_objarr_new(a->ndim, a->shape)
            : p->bytes ? np_bytesarr_new(a->ndim, a->shape, p->width)
                       : np_strarr_new(a->ndim, a->shape, p->width);
  rt_cleanup_push_value(&out);
  int64_t k = 0;
  NpIter it;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it), k++) {
    int64_t i = *(const int64_t *)(const void *)it.ptr;
    Value item = i >= 1 && i <= p->n ? p->items[i - 1] : zero;
    if (p->obj) np_objarr_store(&RT_AS(NpObjArr, out)->items[k], item);
    else np_strarr_put(RT_AS(NpStrArr, out), &RT_AS(NpStrArr, out)->items[k], item);
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- the wrapped functions ---- */

typedef enum { TAKE, APPEND, INSERT, PAD, ZERO_FILL, CHOOSE, TRUTH } Way;

static const struct {
  const char *name;
  Way way;
} wrapped[] = {
    {"take", TAKE},      {"append", APPEND},       {"insert", INSERT},     {"pad", PAD},
    {"diag", ZERO_FILL}, {"triu", ZERO_FILL},      {"tril", ZERO_FILL},    {"choose", CHOOSE},
    {"nonzero", TRUTH},  {"count_nonzero", TRUTH}, {"flatnonzero", TRUTH}, {"argwhere", TRUTH},
};
enum { NWRAPPED = sizeof wrapped / sizeof wrapped[0] };

static Way way_of(const char *name) {
  for (int i = 0; i < NWRAPPED; i++)
    if (!strcmp(name, wrapped[i].name)) return wrapped[i].way;
  return TAKE;
}

static int kw_index(const Kwargs *kw, const char *name) {
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], name)) return i;
  return -1;
}

/* A bool array of an object array's elements' truth. */
static Value truths(Value v) {
  const NpObjArr *a = RT_AS(NpObjArr, v);
  Value r = rt_array_new(DT_BOOL, a->ndim, a->shape, false);
  int mark = rt_cleanup_push_value(&r);
  for (int64_t k = 0; k < a->size; k++) RT_AS(Array, r)->data[k] = rt_truthy(*np_objarr_at(a, k));
  rt_cleanup_pop(mark, false);
  return r;
}

/* The pad modes whose result elements are copies of the input's or the constant. */
static bool copying_mode(Value mode) {
  if (rt_is_undef(mode)) return true;
  if (!rt_is_str(mode)) return false;
  static const char *const ok[] = {"constant", "edge", "reflect", "symmetric", "wrap", "empty"};
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (!strcmp(rt_str_data(mode), ok[i])) return true;
  return false;
}

enum { MAXARGS = 8 };

/* self: numpy's own function (a NativeFunc). */
static Value gather_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  Way way = way_of(f->name);
  int nkw = kw ? kw->n : 0;
  if (argc < 1 || argc > MAXARGS || nkw > MAXARGS) return f->fn(f->self, argc, argv, kw);
  Value first = argv[0];
  if (way == TRUTH) {
    if (!np_is_objarr(first)) return f->fn(f->self, argc, argv, kw);
    Value args[MAXARGS];
    memcpy(args, argv, (size_t)argc * sizeof *argv);
    args[0] = truths(first);
    int mark = rt_cleanup_push_value(&args[0]);
    Value r = f->fn(f->self, argc, args, kw);
    rt_cleanup_pop(mark, true);
    return r;
  }
  /* which operand decides the kind: the array, or (np.choose) the choices */
  Value values = rt_undef();
  int vpos = -1, vkw = -1;
  if (way == INSERT || way == APPEND) {
    vpos = way == INSERT ? 2 : 1;
    vkw = kw_index(kw, "values");
    values = argc > vpos ? argv[vpos] : vkw >= 0 ? kw->values[vkw] : rt_undef();
  }
  if (way == APPEND && np_is_timearr(first) && np_is_timearr(values)) {
    int ai = kw_index(kw, "axis");
    Value axis = argc > 2 ? argv[2] : ai >= 0 ? kw->values[ai] : rt_none();
    Value pair = rt_tuple_new(2);
    rt_incref(first);
    rt_incref(values);
    rt_tuple_set(pair, 0, first);
    rt_tuple_set(pair, 1, values);
    int mark = rt_cleanup_push_value(&pair);
    Value r = np_time_join_hook("concatenate", pair, axis);
    rt_cleanup_pop(mark, true);
    if (!rt_is_undef(r)) return r;
  }
  bool obj = false, text = false;
  if (way == CHOOSE) {
    Value ch = argc > 1 ? argv[1] : rt_undef();
    if (!(rt_is_list(ch) || rt_is_tuple(ch))) return f->fn(f->self, argc, argv, kw);
    int64_t n = rt_is_list(ch) ? RT_AS(List, ch)->n : RT_AS(Tuple, ch)->n;
    const Value *items = rt_is_list(ch) ? RT_AS(List, ch)->items : RT_AS(Tuple, ch)->items;
    for (int64_t i = 0; i < n; i++) obj |= np_is_objarr(items[i]);
    for (int64_t i = 0; i < n && !obj; i++) text |= is_text(items[i]);
  } else {
    obj = np_is_objarr(first) || (way == APPEND && np_is_objarr(values));
    text = !obj && way != APPEND && is_text(first);
  }
  if (!obj && !text) return f->fn(f->self, argc, argv, kw);
  bool constant = false;
  if (way == PAD) {
    int mi = kw_index(kw, "mode");
    Value mode = argc > 2 ? argv[2] : mi >= 0 ? kw->values[mi] : rt_undef();
    if (text && rt_is_str(mode) && (!strcmp(rt_str_data(mode), "maximum") ||
                                    !strcmp(rt_str_data(mode), "minimum"))) {
      Value a = converted_text(first); /* NumPy's stat_func on strings: no loop */
      int m = rt_cleanup_push_value(&a);
      np_strarr_no_loop(rt_str_data(mode), a, a);
      rt_cleanup_pop(m, true);
    }
    if (!copying_mode(mode)) return f->fn(f->self, argc, argv, kw);
    constant = rt_is_undef(mode) || !strcmp(rt_str_data(mode), "constant");
  }
  Pool p = {NULL, 0, 0, obj, false, 0, rt_list_new(0)};
  if (text && way != CHOOSE) {
    Value c = converted(&p, first);
    p.bytes = RT_AS(NpStrArr, c)->bytes;
    p.width = RT_AS(NpStrArr, c)->width;
  }
  int mark = rt_cleanup_push(pool_free, &p);
  Value args[MAXARGS], kwv[MAXARGS + 1];
  const char *kwn[MAXARGS + 1];
  memcpy(args, argv, (size_t)argc * sizeof *argv);
  for (int i = 0; i < nkw; i++) kwn[i] = kw->names[i], kwv[i] = kw->values[i];
  Kwargs k2 = {nkw, kwn, kwv};
  if (way == CHOOSE) {
    Value ch = argv[1];
    int64_t n = rt_is_list(ch) ? RT_AS(List, ch)->n : RT_AS(Tuple, ch)->n;
    const Value *items = rt_is_list(ch) ? RT_AS(List, ch)->items : RT_AS(Tuple, ch)->items;
    if (text) { /* the kind of the first text choice */
      for (int64_t i = 0; i < n; i++)
        if (is_text(items[i])) {
          p.bytes = np_is_strarr(items[i]) && RT_AS(NpStrArr, items[i])->bytes;
          break;
        }
    }
    Value t = rt_tuple_new(n);
    rt_list_append(p.keep, t);
    rt_decref(t);
    for (int64_t i = 0; i < n; i++) {
      Value s = stand_in(&p, items[i], true);
      rt_decref(RT_AS(Tuple, t)->items[i]);
      rt_tuple_set(t, i, s);
    }
    args[1] = t;
  } else {
    args[0] = stand_in(&p, first, false);
    rt_list_append(p.keep, args[0]);
    rt_decref(args[0]);
  }
  if (!rt_is_undef(values)) {
    Value s = stand_in(&p, values, way == APPEND);
    rt_list_append(p.keep, s);
    rt_decref(s);
    if (argc > vpos) args[vpos] = s;
    else kwv[vkw] = s;
  }
  if (way == PAD) { /* the constant: constant_values= (numbered as the pool's), default 0 */
    int ci = kw_index(kw, "constant_values");
    if (ci >= 0) {
      Value s = stand_in(&p, kw->values[ci], false);
      rt_list_append(p.keep, s);
      rt_decref(s);
      kwv[ci] = s;
    } else if (constant && nkw < MAXARGS) {
      Value z = p.obj ? rt_int(0) : p.bytes ? rt_bytes_new(&rt_bytes_type, "0", 1) : rt_str_from_c("0");
      int64_t i = pool_own(&p, z);
      rt_decref(z);
      kwn[k2.n] = "constant_values";
      kwv[k2.n++] = rt_int(i);
    }
  }
  Value r = f->fn(f->self, argc, args, k2.n ? &k2 : NULL);
  rt_list_append(p.keep, r);
  rt_decref(r);
  Value out = gather(&p, r);
  rt_cleanup_pop(mark, true);
  return out;
}

void np_register_gather(Value m) {
  for (int i = 0; i < NWRAPPED; i++) {
    Value f = rt_module_lookup(m, wrapped[i].name);
    if (rt_is_undef(f) || !rt_is_native(f)) continue;
    rt_module_set(m, wrapped[i].name, rt_native_bind(wrapped[i].name, gather_call, f)); /* holds f */
  }
}
