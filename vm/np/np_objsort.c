/* np_objsort.c — object arrays (dtype=object) in NumPy's sorting and selection functions:
 * np.sort / a.sort() and np.argsort / a.argsort() with Python's < between the elements,
 * np.unique (with return_index, return_inverse, return_counts) and np.where.
 *
 * The default kind is NumPy 1.24's generic introsort for objects (npy_quicksort and
 * npy_aquicksort: median of three, partitions longer than 16 split, insertion sort below,
 * heapsort past a depth of twice the bit length), so that equal elements that differ (1 and
 * 1.0 and True) and argsort's indices of equal elements come out in NumPy's order, and the
 * first comparison that fails is the one NumPy's raises. kind='stable' is a merge sort (any
 * stable sort gives the same order); 'heapsort' is NumPy's.
 */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_objarray.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

enum { OBJ_QUICK, OBJ_HEAP, OBJ_STABLE };

static int obj_kind(Value kind) {
  if (!np_given(kind)) return OBJ_QUICK;
  const char *k = rt_is_str(kind) ? rt_str_data(kind) : "";
  if (!strcmp(k, "quicksort")) return OBJ_QUICK;
  if (!strcmp(k, "heapsort")) return OBJ_HEAP;
  if (!strcmp(k, "stable") || !strcmp(k, "mergesort")) return OBJ_STABLE;
  rt_raise(RT_EXC_ValueError, "sort kind must be one of 'quick', 'heap', or 'stable' (got '%s')", k);
}

static void put(Value *slot, Value v) {
  rt_decref(*slot);
  *slot = v;
}

static bool lt(const Value *v, int64_t a, int64_t b) { /* v[a] < v[b] */
  Value r = rt_binop(RT_OP_LT, v[a], v[b]);
  int mark = rt_cleanup_push_value(&r);
  bool t = rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return t;
}

#define SWAP(x, y) do { int64_t t_ = (x); (x) = (y); (y) = t_; } while (0)

/* npy_aheapsort over idx[0..n). */
static void heap_sort(const Value *v, int64_t *idx, int64_t n) {
  int64_t *a = idx - 1, i, j, l, tmp;
  for (l = n >> 1; l > 0; --l) {
    tmp = a[l];
    for (i = l, j = l << 1; j <= n;) {
      if (j < n && lt(v, a[j], a[j + 1])) ++j;
      if (!lt(v, tmp, a[j])) break;
      a[i] = a[j];
      i = j;
      j += j;
    }
    a[i] = tmp;
  }
  for (; n > 1;) {
    tmp = a[n];
    a[n] = a[1];
    n -= 1;
    for (i = 1, j = 2; j <= n;) {
      if (j < n && lt(v, a[j], a[j + 1])) ++j;
      if (!lt(v, tmp, a[j])) break;
      a[i] = a[j];
      i = j;
      j += j;
    }
    a[i] = tmp;
  }
}

static int64_t *partition(const Value *v, int64_t *pl, int64_t *pr) {
  int64_t *pm = pl + ((pr - pl) >> 1);
  if (lt(v, *pm, *pl)) SWAP(*pm, *pl);
  if (lt(v, *pr, *pm)) SWAP(*pr, *pm);
  if (lt(v, *pm, *pl)) SWAP(*pm, *pl);
  int64_t vp = *pm, *pi = pl, *pj = pr - 1;
  SWAP(*pm, *pj);
  for (;;) {
    do ++pi; while (lt(v, *pi, vp) && pi < pj);
    do --pj; while (lt(v, vp, *pj) && pi < pj);
    if (pi >= pj) break;
    SWAP(*pi, *pj);
  }
  SWAP(*pi, *(pr - 1));
  return pi;
}

static void insertion_sort(const Value *v, int64_t *pl, int64_t *pr) {
  for (int64_t *pi = pl + 1; pi <= pr; ++pi) {
    int64_t vi = *pi, *pj = pi, *pk = pi - 1;
    while (pj > pl && lt(v, vi, *pk)) *pj-- = *pk--;
    *pj = vi;
  }
}

/* npy_aquicksort: the introsort of NumPy's generic types. */
static void quick_sort(const Value *v, int64_t *idx, int64_t num) {
  int64_t *pl = idx, *pr = idx + num - 1, *stack[128], **sptr = stack;
  int depth[128], *psdepth = depth, cdepth = 0;
  for (uint64_t u = (uint64_t)num; u >>= 1;) cdepth++;
  cdepth *= 2;
  for (;;) {
    if (cdepth < 0) {
      heap_sort(v, pl, pr - pl + 1);
    } else {
      while (pr - pl > 15) {
        int64_t *pi = partition(v, pl, pr);
        if (pi - pl < pr - pi) { /* the larger part waits on the stack */
          *sptr++ = pi + 1;
          *sptr++ = pr;
          pr = pi - 1;
        } else {
          *sptr++ = pl;
          *sptr++ = pi - 1;
          pl = pi + 1;
        }
        *psdepth++ = --cdepth;
      }
      insertion_sort(v, pl, pr);
    }
    if (sptr == stack) break;
    pr = *(--sptr);
    pl = *(--sptr);
    cdepth = *(--psdepth);
  }
}

static void merge_sort(const Value *v, int64_t *idx, int64_t *tmp, int64_t n) {
  if (n < 2) return;
  int64_t h = n / 2;
  merge_sort(v, idx, tmp, h);
  merge_sort(v, idx + h, tmp, n - h);
  memcpy(tmp, idx, sizeof(int64_t) * (size_t)h);
  int64_t i = 0, j = h, k = 0;
  while (i < h && j < n) idx[k++] = lt(v, idx[j], tmp[i]) ? idx[j++] : tmp[i++];
  while (i < h) idx[k++] = tmp[i++];
}

/* idx[0..n) = the order of v[0..n) by kind. */
static void sort_index(const Value *v, int64_t n, int64_t *idx, int kind) {
  for (int64_t i = 0; i < n; i++) idx[i] = i;
  if (n < 2) return;
  if (kind == OBJ_HEAP) {
    heap_sort(v, idx, n);
  } else if (kind == OBJ_STABLE) {
    int64_t *tmp = rt_malloc(sizeof(int64_t) * (size_t)n);
    int mark = rt_cleanup_push(free, tmp);
    merge_sort(v, idx, tmp, n);
    rt_cleanup_pop(mark, true);
  } else {
    quick_sort(v, idx, n);
  }
}

/* a's view with axes d and e swapped. */
static Value swapped(Value a, int d, int e) {
  const NpObjArr *x = RT_AS(NpObjArr, a);
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  memcpy(shape, x->shape, sizeof(int64_t) * (size_t)x->ndim);
  memcpy(strides, x->strides, sizeof(int64_t) * (size_t)x->ndim);
  shape[d] = x->shape[e], shape[e] = x->shape[d];
  strides[d] = x->strides[e], strides[e] = x->strides[d];
  return np_objarr_view(a, x->ndim, shape, strides, x->items);
}

/* A C-contiguous copy whose last axis is the one sorted (a flattened for axis None; *ax gets
 * the axis swapped with the last, -1 for none). */
static Value sortable_copy(Value a, Value axis, int *ax) {
  NpObjArr *x = RT_AS(NpObjArr, a);
  *ax = -1;
  if (x->ndim == 0 && !rt_is_none(axis)) np_axis_index(-1, 0); /* NumPy's AxisError */
  if (rt_is_none(axis)) {
    Value c = np_objarr_copy(x);
    RT_AS(NpObjArr, c)->ndim = 1;
    RT_AS(NpObjArr, c)->shape[0] = x->size;
    RT_AS(NpObjArr, c)->strides[0] = 1;
    return c;
  }
  int d = rt_is_undef(axis) ? x->ndim - 1 : np_axis_index(rt_to_index(axis, "axis"), x->ndim);
  if (d == x->ndim - 1) return np_objarr_copy(x);
  *ax = d;
  Value v = swapped(a, d, x->ndim - 1);
  int mark = rt_cleanup_push_value(&v);
  Value c = np_objarr_copy(RT_AS(NpObjArr, v));
  rt_cleanup_pop(mark, true);
  return c;
}

/* Each row of c sorted in place (argsort: *order gets an int64 array of c's shape). */
static void sort_rows(Value c, int kind, Value *order) {
  NpObjArr *a = RT_AS(NpObjArr, c);
  int64_t n = a->shape[a->ndim - 1], rows = n ? a->size / n : 0;
  int64_t *idx = rt_malloc(sizeof(int64_t) * (size_t)(n ? n : 1));
  int mark = rt_cleanup_push(free, idx);
  Value *tmp = rt_malloc(sizeof(Value) * (size_t)(n ? n : 1));
  rt_cleanup_push(free, tmp);
  int64_t *out = order ? (int64_t *)RT_AS(Array, *order)->data : NULL;
  for (int64_t r = 0; r < rows; r++) {
    Value *row = a->items + r * n;
    sort_index(row, n, idx, kind);
    if (out) {
      memcpy(out + r * n, idx, sizeof(int64_t) * (size_t)n);
      continue;
    }
    for (int64_t i = 0; i < n; i++) tmp[i] = row[idx[i]];
    memcpy(row, tmp, sizeof(Value) * (size_t)n); /* a permutation: the references stay */
  }
  rt_cleanup_pop(mark, true);
}

Value np_obj_sort_hook(Value a, Value axis, Value kind, bool in_place) {
  if (!np_is_objarr(a)) return rt_undef();
  int k = obj_kind(kind), ax;
  Value c = sortable_copy(a, axis, &ax);
  int mark = rt_cleanup_push_value(&c);
  sort_rows(c, k, NULL);
  if (ax >= 0) {
    Value back = swapped(c, ax, RT_AS(NpObjArr, c)->ndim - 1);
    rt_cleanup_push_value(&back);
    put(&c, np_objarr_copy(RT_AS(NpObjArr, back)));
    rt_cleanup_pop(mark + 1, true);
  }
  if (in_place) {
    NpObjArr *x = RT_AS(NpObjArr, a);
    for (int64_t i = 0; i < x->size; i++) np_objarr_store(np_objarr_at(x, i), RT_AS(NpObjArr, c)->items[i]);
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  rt_cleanup_pop(mark, false);
  return c;
}

Value np_obj_argsort_hook(Value a, Value axis, Value kind) {
  if (!np_is_objarr(a)) return rt_undef();
  int k = obj_kind(kind), ax;
  Value c = sortable_copy(a, axis, &ax);
  int mark = rt_cleanup_push_value(&c);
  NpObjArr *x = RT_AS(NpObjArr, c);
  Value order = rt_array_new(DT_INT64, x->ndim, x->shape, false);
  rt_cleanup_push_value(&order);
  sort_rows(c, k, &order);
  if (ax >= 0) {
    int64_t perm[RT_MAXDIM];
    for (int d = 0; d < x->ndim; d++) perm[d] = d;
    perm[ax] = x->ndim - 1, perm[x->ndim - 1] = ax;
    put(&order, np_array_transpose_axes(order, x->ndim, perm));
    put(&order, rt_array_contiguous(order, true));
  }
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return order;
}

/* ---- np.unique: NumPy's _unique1d over the flattened elements ---- */

/* np.unique and np.where as they were before the object-array versions wrapped them */
typedef struct ModState {
  Value plain_unique, plain_where;
} ModState;

/* the references the state owns, released with the VM */
static void mod_fini(void *p) {
  ModState *s = p;
  rt_decref(s->plain_unique);
  rt_decref(s->plain_where);
}

/* per VM (runtime.h): a second VM importing numpy makes its own */
static RtStateKey mod_key = {"numpy object sorting", sizeof(ModState), NULL, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static Value int_array(int64_t n) { return rt_array_new(DT_INT64, 1, &n, false); }

static Value unique_objects(Value ar, bool want_index, bool want_inverse, bool want_counts) {
  int ax;
  Value flat = sortable_copy(ar, rt_none(), &ax), perm = rt_undef(), uniq = rt_undef();
  int mark = rt_cleanup_push_value(&flat);
  rt_cleanup_push_value(&perm);
  rt_cleanup_push_value(&uniq);
  int64_t n = RT_AS(NpObjArr, flat)->size;
  perm = int_array(n);
  int64_t *p = (int64_t *)RT_AS(Array, perm)->data;
  const Value *items = RT_AS(NpObjArr, flat)->items;
  if (n) sort_index(items, n, p, want_index ? OBJ_STABLE : OBJ_QUICK);
  bool *mask = rt_malloc((size_t)(n ? n : 1));
  rt_cleanup_push(free, mask);
  int64_t nu = 0;
  for (int64_t i = 0; i < n; i++) {
    if (i == 0) {
      mask[i] = true;
    } else {
      Value ne = rt_binop(RT_OP_NE, items[p[i]], items[p[i - 1]]);
      rt_cleanup_push_value(&ne);
      mask[i] = rt_truthy(ne);
      rt_cleanup_pop(mark + 4, true);
    }
    nu += mask[i];
  }
  uniq = np_objarr_new(1, &nu);
  Value first = int_array(nu), inverse = int_array(n), counts = int_array(nu);
  int64_t *f = (int64_t *)RT_AS(Array, first)->data, *inv = (int64_t *)RT_AS(Array, inverse)->data;
  int64_t *cnt = (int64_t *)RT_AS(Array, counts)->data;
  for (int64_t i = 0, u = -1; i < n; i++) {
    if (mask[i]) {
      u++;
      np_objarr_store(&RT_AS(NpObjArr, uniq)->items[u], items[p[i]]);
      f[u] = p[i];
      cnt[u] = 0;
    }
    inv[p[i]] = u;
    cnt[u]++;
  }
  int nres = 1 + want_index + want_inverse + want_counts, k = 0;
  Value res = nres == 1 ? (rt_incref(uniq), uniq) : rt_tuple_new(nres);
  if (nres > 1) {
    rt_incref(uniq);
    rt_tuple_set(res, k++, uniq);
    if (want_index) rt_tuple_set(res, k++, (rt_incref(first), first));
    if (want_inverse) rt_tuple_set(res, k++, (rt_incref(inverse), inverse));
    if (want_counts) rt_tuple_set(res, k++, (rt_incref(counts), counts));
  }
  rt_decref(first);
  rt_decref(inverse);
  rt_decref(counts);
  rt_cleanup_pop(mark, true);
  return res;
}

static Value f_unique(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ar", "return_index", "return_inverse", "return_counts",
                                      "axis", "equal_nan"};
  if (argc < 1 || !np_is_objarr(argv[0])) return rt_call(mod_state()->plain_unique, argc, argv, kw);
  Value v[6];
  rt_parse_args("unique", argc, argv, kw, 6, names, 1, v);
  if (np_given(v[4])) return rt_call(mod_state()->plain_unique, argc, argv, kw);
  return unique_objects(v[0], np_given(v[1]) && rt_truthy(v[1]), np_given(v[2]) && rt_truthy(v[2]),
                        np_given(v[3]) && rt_truthy(v[3]));
}

/* ---- np.where ---- */

static Value truth_array(Value c) { /* bool array of an object array's elements' truth */
  const NpObjArr *a = RT_AS(NpObjArr, c);
  Value r = rt_array_new(DT_BOOL, a->ndim, a->shape, false);
  int mark = rt_cleanup_push_value(&r);
  for (int64_t k = 0; k < a->size; k++) RT_AS(Array, r)->data[k] = rt_truthy(*np_objarr_at(a, k));
  rt_cleanup_pop(mark, false);
  return r;
}

static Value as_objects(Value v) {
  if (np_is_objarr(v)) {
    rt_incref(v);
    return v;
  }
  return np_objarr_from_value(v);
}

/* where(cond, x, y) with x or y objects: each element picked from the broadcast operands. */
static Value where_objects(Value cond, Value x, Value y) {
  Value c = rt_undef(), xs = as_objects(x), ys = rt_undef();
  int mark = rt_cleanup_push_value(&xs);
  rt_cleanup_push_value(&ys);
  rt_cleanup_push_value(&c);
  ys = as_objects(y);
  c = np_is_objarr(cond) ? truth_array(cond) : rt_array_from_value(cond, DT_BOOL);
  const NpObjArr *xa = RT_AS(NpObjArr, xs), *ya = RT_AS(NpObjArr, ys);
  const Array *ca = RT_AS(Array, c);
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(ca->ndim, ca->shape, xa->ndim, xa->shape, shape);
  int64_t s2[RT_MAXDIM];
  memcpy(s2, shape, sizeof(int64_t) * (size_t)nd);
  nd = rt_broadcast_shapes(nd, s2, ya->ndim, ya->shape, shape);
  Value cb = rt_array_broadcast_to(c, nd, shape);
  rt_cleanup_push_value(&cb);
  Value out = np_objarr_new(nd, shape);
  rt_cleanup_push_value(&out);
  NpObjArr *o = RT_AS(NpObjArr, out);
  NpIter it;
  np_iter_init(&it, RT_AS(Array, cb));
  for (int64_t k = 0; k < o->size; k++, np_iter_next(&it)) {
    bool pick = *it.ptr != 0;
    Value *src = np_objarr_bcast_at(pick ? xa : ya, nd, shape, k);
    np_objarr_store(&o->items[k], *src);
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_where(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  bool obj = false;
  for (int i = 0; i < argc; i++) obj |= np_is_objarr(argv[i]);
  if (!obj || kw) return rt_call(mod_state()->plain_where, argc, argv, kw);
  if (argc == 3 && (np_is_objarr(argv[1]) || np_is_objarr(argv[2])))
    return where_objects(argv[0], argv[1], argv[2]);
  Value args[3] = {truth_array(argv[0]), argc > 1 ? argv[1] : rt_undef(), argc > 2 ? argv[2] : rt_undef()};
  int mark = rt_cleanup_push_value(&args[0]);
  Value r = rt_call(mod_state()->plain_where, argc, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_register_objsort(Value m) {
  ModState *st = mod_state();
  st->plain_unique = rt_getattr(m, "unique");
  st->plain_where = rt_getattr(m, "where");
  rt_module_add_fn(m, "unique", f_unique);
  rt_module_add_fn(m, "where", f_where);
}
