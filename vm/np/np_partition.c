/* np_partition.c — np.partition, np.argpartition and the ndarray methods a.partition (in place)
 * and a.argpartition.
 *
 * Which element lands where, beyond the kth ones, is decided by the selection algorithm, so
 * Weft follows NumPy's introselect step by step: quickselect with a median-of-3 pivot (the
 * median moved to the low end, the smallest of the three next to it, so that the partition
 * loop needs no bounds checks), a median-of-medians-of-5 pivot once the depth budget of
 * 2*floor(log2(n)) is spent, a selection sort when kth is within 3 of the low end, and for
 * floats a plain maximum scan when kth is the last index. Several kth are taken in ascending
 * order, each one narrowing its search with a stack of pivots left by the earlier ones.
 * Rows are the sort's (np_sort.c): the axis moved last, copied contiguous. String arrays have
 * no selection in NumPy either: they are fully sorted, as np.sort/np.argsort do.
 */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_cplx_order.h"
#include "np_internal.h"
#include "np_loops.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define MAX_PIVOTS 50 /* NumPy's NPY_MAX_PIVOT_STACK */

/* Remembers a pivot's final place for the later, larger kth: only places at or above kth help
 * them (a smaller kth's partition would reorder what lies above it). */
static void store_pivot(int64_t pivot, int64_t kth, int64_t *pivots, int64_t *npiv) {
  if (!pivots) return;
  if (pivot == kth && *npiv == MAX_PIVOTS) pivots[*npiv - 1] = pivot;
  else if (pivot >= kth && *npiv < MAX_PIVOTS) pivots[(*npiv)++] = pivot;
}

static int floor_log2(int64_t n) {
  int k = 0;
  while (n >>= 1) k++;
  return k;
}

#define LT_INT(x, y) ((x) < (y))
#define LT_FLT(x, y) ((x) < (y) || ((y) != (y) && (x) == (x)))
#define LT_CPLX(x, y) np_cplx_lt((x).re, (x).im, (y).re, (y).im)

/* Element access in the two modes: values move themselves (AT_V/SWP_V), or an index array ts
 * moves while the values stay (AT_A/SWP_A). SUB_x shifts the view of the row by o. */
#define AT_V(i) v[i]
#define AT_A(i) v[ts[i]]
#define SWP_V(a, b) do { __typeof__(v[0]) t_ = v[a]; v[a] = v[b]; v[b] = t_; } while (0)
#define SWP_A(a, b) do { int64_t t_ = ts[a]; ts[a] = ts[b]; ts[b] = t_; } while (0)
#define SUB_V(o) v + (o), ts
#define SUB_A(o) v, ts + (o)

/* One mode's selection functions for element type T (N names them). INEXACT: floats, whose
 * kth == n-1 case is a maximum scan (NaNs come last). */
#define SELECT_FNS(N, T, LT, INEXACT, AT, SWP, SUB)                                         \
  static void select_##N(T *v, int64_t *ts, int64_t num, int64_t kth, int64_t *pivots,     \
                         int64_t *npiv);                                                   \
  /* Median of v[lo], v[mid], v[hi] to lo, the smallest of them to lo + 1. */              \
  static void med3_##N(T *v, int64_t *ts, int64_t lo, int64_t mid, int64_t hi) {           \
    (void)ts;                                                                              \
    if (LT(AT(hi), AT(mid))) SWP(hi, mid);                                                 \
    if (LT(AT(hi), AT(lo))) SWP(hi, lo);                                                   \
    if (LT(AT(lo), AT(mid))) SWP(lo, mid);                                                 \
    SWP(mid, lo + 1);                                                                      \
  }                                                                                        \
  /* Index (0..4) of the median of five, after NumPy's partial sorting swaps. */           \
  static int64_t med5_##N(T *v, int64_t *ts) {                                             \
    (void)ts;                                                                              \
    if (LT(AT(1), AT(0))) SWP(1, 0);                                                       \
    if (LT(AT(4), AT(3))) SWP(4, 3);                                                       \
    if (LT(AT(3), AT(0))) SWP(3, 0);                                                       \
    if (LT(AT(4), AT(1))) SWP(4, 1);                                                       \
    if (LT(AT(2), AT(1))) SWP(2, 1);                                                       \
    if (LT(AT(3), AT(2))) return LT(AT(3), AT(1)) ? 1 : 3;                                 \
    return 2;                                                                              \
  }                                                                                        \
  /* The medians of the groups of 5 gathered at the front, and the index of their median. */\
  static int64_t medmed5_##N(T *v, int64_t *ts, int64_t num) {                             \
    int64_t nmed = num / 5;                                                                \
    for (int64_t i = 0, sub = 0; i < nmed; i++, sub += 5) {                                \
      int64_t m = med5_##N(SUB(sub));                                                      \
      SWP(sub + m, i);                                                                     \
    }                                                                                      \
    if (nmed > 2) select_##N(v, ts, nmed, nmed / 2, NULL, NULL);                           \
    return nmed / 2;                                                                       \
  }                                                                                        \
  /* Selection sort of the kth + 1 smallest: cheapest for a kth near the low end. */       \
  static void dumb_##N(T *v, int64_t *ts, int64_t num, int64_t kth) {                      \
    (void)ts;                                                                              \
    for (int64_t i = 0; i <= kth; i++) {                                                   \
      int64_t mi = i;                                                                      \
      T mv = AT(i);                                                                        \
      for (int64_t k = i + 1; k < num; k++)                                                \
        if (LT(AT(k), mv)) { mi = k; mv = AT(k); }                                         \
      SWP(i, mi);                                                                          \
    }                                                                                      \
  }                                                                                        \
  static void select_##N(T *v, int64_t *ts, int64_t num, int64_t kth, int64_t *pivots,     \
                         int64_t *npiv) {                                                  \
    int64_t lo = 0, hi = num - 1;                                                          \
    if (!npiv) pivots = NULL;                                                              \
    for (; pivots && *npiv > 0; (*npiv)--) {                                               \
      int64_t p = pivots[*npiv - 1];                                                       \
      if (p > kth) { hi = p - 1; break; }                                                  \
      if (p == kth) return;                                                                \
      lo = p + 1;                                                                          \
    }                                                                                      \
    if (kth - lo < 3) {                                                                    \
      dumb_##N(SUB(lo), hi - lo + 1, kth - lo);                                            \
      store_pivot(kth, kth, pivots, npiv);                                                 \
      return;                                                                              \
    }                                                                                      \
    if (INEXACT && kth == num - 1) {                                                       \
      int64_t mi = lo;                                                                     \
      T mv = AT(lo);                                                                       \
      for (int64_t k = lo + 1; k < num; k++)                                               \
        if (!LT(AT(k), mv)) { mi = k; mv = AT(k); }                                        \
      SWP(kth, mi);                                                                        \
      return;                                                                              \
    }                                                                                      \
    int depth = floor_log2(num) * 2;                                                       \
    while (lo + 1 < hi) {                                                                  \
      int64_t ll = lo + 1, hh = hi;                                                        \
      if (depth > 0 || hh - ll < 5) {                                                      \
        med3_##N(v, ts, lo, lo + (hi - lo) / 2, hi);                                       \
      } else {                                                                             \
        int64_t mid = ll + medmed5_##N(SUB(ll), hh - ll);                                  \
        SWP(mid, lo);                                                                      \
        ll--;                                                                              \
        hh++;                                                                              \
      }                                                                                    \
      depth--;                                                                             \
      T pivot = AT(lo);                                                                    \
      for (;;) {                                                                           \
        do ll++; while (LT(AT(ll), pivot));                                                \
        do hh--; while (LT(pivot, AT(hh)));                                                \
        if (hh < ll) break;                                                                \
        SWP(ll, hh);                                                                       \
      }                                                                                    \
      SWP(lo, hh);                                                                         \
      if (hh != kth) store_pivot(hh, kth, pivots, npiv);                                   \
      if (hh >= kth) hi = hh - 1;                                                          \
      if (hh <= kth) lo = ll;                                                              \
    }                                                                                      \
    if (hi == lo + 1 && LT(AT(hi), AT(lo))) SWP(hi, lo);                                   \
    store_pivot(kth, kth, pivots, npiv);                                                   \
  }

#define BOTH_MODES(E, T, LT, INEXACT)                                                      \
  SELECT_FNS(v_##E, T, LT, INEXACT, AT_V, SWP_V, SUB_V)                                    \
  SELECT_FNS(a_##E, T, LT, INEXACT, AT_A, SWP_A, SUB_A)                                    \
  static void rowsel_##E(char *row, int64_t *idx, int64_t n, const int64_t *kth,          \
                         int64_t nkth) {                                                   \
    int64_t pivots[MAX_PIVOTS], npiv = 0;                                                  \
    for (int64_t i = 0; i < nkth; i++) {                                                   \
      if (idx) select_a_##E((T *)row, idx, n, kth[i], pivots, &npiv);                      \
      else select_v_##E((T *)row, NULL, n, kth[i], pivots, &npiv);                         \
    }                                                                                      \
  }
BOTH_MODES(BOOL, uint8_t, LT_INT, 0)
BOTH_MODES(INT8, int8_t, LT_INT, 0)
BOTH_MODES(INT16, int16_t, LT_INT, 0)
BOTH_MODES(INT32, int32_t, LT_INT, 0)
BOTH_MODES(INT64, int64_t, LT_INT, 0)
BOTH_MODES(UINT8, uint8_t, LT_INT, 0)
BOTH_MODES(UINT16, uint16_t, LT_INT, 0)
BOTH_MODES(UINT32, uint32_t, LT_INT, 0)
BOTH_MODES(UINT64, uint64_t, LT_INT, 0)
BOTH_MODES(LONGDOUBLE, long double, LT_FLT, 1)
BOTH_MODES(FLOAT32, float, LT_FLT, 1)
BOTH_MODES(FLOAT64, double, LT_FLT, 1)
BOTH_MODES(COMPLEX64, NpCfloat, LT_CPLX, 1) /* NumPy's "inexact": not an integral type */
BOTH_MODES(COMPLEX128, NpCdouble, LT_CPLX, 1)

/* Selects the kth (ascending) of one row: in place, or in idx when idx is not NULL. */
typedef void (*RowSelect)(char *row, int64_t *idx, int64_t n, const int64_t *kth,
                          int64_t nkth);
/* float16 rows: selected as their exact float32 values (the same comparisons), then
 * converted back */
static void rowsel_FLOAT16(char *row, int64_t *idx, int64_t n, const int64_t *kth,
                           int64_t nkth) {
  float *f = rt_malloc(sizeof(float) * (size_t)(n > 0 ? n : 1));
  for (int64_t i = 0; i < n; i++) f[i] = (float)rt_elem_get_f64(DT_FLOAT16, row + 2 * i);
  rowsel_FLOAT32((char *)f, idx, n, kth, nkth);
  for (int64_t i = 0; i < n; i++) rt_elem_set_f64(DT_FLOAT16, row + 2 * i, f[i]);
  free(f);
}

static const RowSelect rowsel_fns[DT_COUNT] = {
#define X(E, T, name, kind, size) [DT_##E] = rowsel_##E,
    RT_DTYPES(X)
#undef X
    [DT_FLOAT16] = rowsel_FLOAT16, [DT_LONGDOUBLE] = rowsel_LONGDOUBLE,
    [DT_COMPLEX64] = rowsel_COMPLEX64, [DT_COMPLEX128] = rowsel_COMPLEX128,
};

bool np_select_rows(Array *rows, const int64_t *kth, int64_t nkth) {
  RowSelect sel = rowsel_fns[rows->dtype];
  int64_t n = rows->ndim ? rows->shape[rows->ndim - 1] : 1;
  if (!sel || n == 0) return sel != NULL;
  int isz = rt_dtypes[rows->dtype].itemsize;
  for (int64_t off = 0; off < rows->size; off += n) sel(rows->data + off * isz, NULL, n, kth, nkth);
  return true;
}

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

/* kth as NumPy prepares it: integers only, at most 1-d, negatives counted from the end,
 * bounds checked (unless the array is empty), sorted. Returns a malloc'd array of *nkth. */
static int64_t *prep_kth(Value kth, int64_t n, bool empty, int64_t *nkth) {
  Value k = rt_array_from_value(kth, -1);
  Array *ka = RT_AS(Array, k);
  char kind = rt_dtypes[ka->dtype].kind;
  if (kind != 'i' && kind != 'u' && kind != 'b') {
    rt_decref(k);
    rt_raise(RT_EXC_TypeError, "Partition index must be integer");
  }
  if (ka->ndim > 1) {
    rt_decref(k);
    rt_raise(RT_EXC_ValueError, "object too deep for desired array");
  }
  int64_t cnt = ka->size, *out = rt_malloc(sizeof(int64_t) * (size_t)(cnt ? cnt : 1));
  Value flat = rt_array_contiguous(k, false);
  for (int64_t i = 0; i < cnt; i++)
    out[i] = rt_elem_get_i64(ka->dtype, RT_AS(Array, flat)->data + i * rt_dtypes[ka->dtype].itemsize);
  rt_decref(flat);
  rt_decref(k);
  for (int64_t i = 0; i < cnt; i++) {
    if (out[i] < 0) out[i] += n;
    if (!empty && (out[i] < 0 || out[i] >= n)) {
      long long bad = out[i];
      free(out);
      rt_raise(RT_EXC_ValueError, "kth(=%lld) out of bounds (%lld)", bad, (long long)n);
    }
  }
  qsort(out, (size_t)cnt, sizeof(int64_t), cmp_i64);
  *nkth = cnt;
  return out;
}

static void check_kind(Value kind, Value order) {
  if (np_given(kind) && !(rt_is_str(kind) && !strcmp(rt_str_data(kind), "introselect")))
    rt_raise(RT_EXC_ValueError, "select kind must be 'introselect' (got '%s')",
             rt_is_str(kind) ? rt_str_data(kind) : "");
  if (np_given(order))
    rt_raise(RT_EXC_ValueError, "Cannot specify order when the array has no fields.");
}

/* argpartition's rows: it only reads the values, so an array that already is its own rows
 * (C-contiguous, aligned, the axis its last) is read where it lies, without the copy
 * np_sort_rows makes (NumPy's argpartition copies none either). float16 rows are written
 * back by their selection, so they are copied. */
static Value arg_rows(Value a, Value axis, int *ax_out) {
  Value arr = rt_array_from_value(a, -1);
  Array *x = RT_AS(Array, arr);
  int isz = rt_dtypes[x->dtype].itemsize;
  bool last = x->ndim >= 1 && (rt_is_undef(axis) || (rt_is_none(axis) && x->ndim == 1) ||
                               (axis.tag == RT_INT && (axis.as.i == -1 || axis.as.i == x->ndim - 1)));
  if (last && x->dtype != DT_FLOAT16 && rt_array_is_c_contiguous(x) &&
      (uintptr_t)x->data % (uintptr_t)isz == 0) {
    *ax_out = rt_is_none(axis) ? -1 : x->ndim - 1;
    return arr;
  }
  rt_decref(arr);
  return np_sort_rows(a, axis, ax_out);
}

/* The partitioned copy (arg false) or the index array (arg true) of a along axis. */
static Value partition_impl(Value a, Value kth, Value axis, bool arg) {
  int ax;
  if (!rt_is_none(axis)) { /* a 0-d array has no axis -1 */
    Value arr = rt_array_from_value(a, -1);
    int nd = RT_AS(Array, arr)->ndim;
    rt_decref(arr);
    if (nd == 0) np_axis_index(rt_is_undef(axis) ? -1 : rt_to_index(axis, "axis"), 0);
  }
  Value rows = arg ? arg_rows(a, axis, &ax) : np_sort_rows(a, axis, &ax);
  int mark = rt_cleanup_push_value(&rows);
  Array *r = RT_AS(Array, rows);
  int64_t n = r->ndim ? r->shape[r->ndim - 1] : 1, nkth;
  int64_t *kths = prep_kth(kth, n, r->size == 0, &nkth);
  rt_cleanup_push(free, kths);
  Value res = rows;
  if (arg) {
    res = rt_array_new(DT_INT64, r->ndim, r->shape, false);
    rt_cleanup_push_value(&res);
  }
  int isz = rt_dtypes[r->dtype].itemsize;
  for (int64_t off = 0; off < r->size; off += n) {
    int64_t *idx = NULL;
    if (arg) {
      idx = (int64_t *)RT_AS(Array, res)->data + off;
      for (int64_t i = 0; i < n; i++) idx[i] = i;
    }
    rowsel_fns[r->dtype](r->data + off * isz, idx, n, kths, nkth);
  }
  if (arg) rt_cleanup_pop(mark + 2, false);
  rt_cleanup_pop(mark + 1, true); /* kths */
  rt_cleanup_pop(mark, false);
  if (arg) rt_decref(rows);
  return np_sort_unrows(res, ax);
}

static const char *const PART_P[] = {"a", "kth", "axis", "kind", "order"};

/* String arrays (and lists of str): NumPy has no selection for them and sorts them fully. */
static Value string_partition(Value a, Value axis, bool arg) {
  if (!np_is_strarr(a) && !((rt_is_list(a) || rt_is_tuple(a)) && np_str_leaves(a)))
    return rt_undef();
  Value args[2] = {a, axis};
  const char *names[1] = {"axis"};
  return np_callk(arg ? "argsort" : "sort", 1, args, rt_is_undef(axis) ? 0 : 1, names, args + 1);
}

static Value f_partition(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[5];
  rt_parse_args("partition", argc, argv, kw, 5, PART_P, 2, v);
  check_kind(v[3], v[4]);
  Value s = string_partition(v[0], v[2], false);
  if (!rt_is_undef(s)) return s;
  return partition_impl(v[0], v[1], v[2], false);
}

static Value f_argpartition(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[5];
  rt_parse_args("argpartition", argc, argv, kw, 5, PART_P, 2, v);
  check_kind(v[3], v[4]);
  Value s = string_partition(v[0], v[2], true);
  if (!rt_is_undef(s)) return s;
  return partition_impl(v[0], v[1], v[2], true);
}

static Value m_partition(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[4];
  rt_parse_args("partition", argc, argv, kw, 4, PART_P + 1, 1, v);
  if (rt_is_none(v[1]))
    rt_raise(RT_EXC_TypeError, "'NoneType' object cannot be interpreted as an integer");
  check_kind(v[2], v[3]);
  if (rt_is_array(self)) { /* NumPy checks the axis, then that it may write */
    const Array *a = RT_AS(Array, self);
    np_axis_index(rt_is_undef(v[1]) ? -1 : rt_to_index(v[1], "axis"), a->ndim);
    if (!a->writeable) rt_raise(RT_EXC_ValueError, "partition array is read-only");
  }
  Value p = string_partition(self, v[1], false);
  if (rt_is_undef(p)) p = partition_impl(self, v[0], v[1], false);
  int mark = rt_cleanup_push_value(&p);
  rt_array_assign(self, p);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value m_argpartition(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[4];
  rt_parse_args("argpartition", argc, argv, kw, 4, PART_P + 1, 1, v);
  check_kind(v[2], v[3]);
  Value s = string_partition(self, v[1], true);
  if (!rt_is_undef(s)) return s;
  return partition_impl(self, v[0], v[1], true);
}

void np_register_partition(Value m) {
  rt_module_add_fn(m, "partition", f_partition);
  rt_module_add_fn(m, "argpartition", f_argpartition);
  np_register_method("partition", m_partition);
  np_register_method("argpartition", m_argpartition);
}
