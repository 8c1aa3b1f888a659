/* np_histogram.c — searching sorted data and binning: np.searchsorted (and the method),
 * np.digitize, np.isin, np.interp, np.histogram.
 *
 * Values are compared in the dtype both operands promote to, NaN after every number (NumPy's
 * sort order). np.interp is NumPy's compiled loop: the interval [xp[j], xp[j+1]) holding x,
 * then slope*(x - xp[j]) + fp[j], with slopes precomputed as NumPy does. np.histogram with a
 * bin count follows NumPy 1.24's uniform-bin path (an index from (x - first)*norm in the
 * edges' dtype, corrected by one against the edges themselves); with explicit edges it counts
 * first <= x < next, the last bin closed.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_loops.h"
#include "np_interp.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- comparison in a common dtype ---- */
/* x < y for elements of dtype dt, NaN sorting last. */
static bool elem_less(DType dt, const char *x, const char *y) {
  switch (rt_dtypes[dt].kind) {
    case 'f': {
      double a = rt_elem_get_f64(dt, x), b = rt_elem_get_f64(dt, y);
      return a < b || (!isnan(a) && isnan(b));
    }
    case 'u': return rt_elem_get_u64(dt, x) < rt_elem_get_u64(dt, y);
    default: return rt_elem_get_i64(dt, x) < rt_elem_get_i64(dt, y);
  }
}

/* v's elements in dtype dt as a C-contiguous 1-D array, to read only (v itself, reshaped,
 * when it already is one: no copy of a large input). */
static Value flat_as(Value v, DType dt) {
  Value a = rt_array_from_value(v, (int)dt);
  int mark = rt_cleanup_push_value(&a);
  Value c = rt_array_contiguous(a, false);
  rt_cleanup_pop(mark, true);
  int64_t n = RT_AS(Array, c)->size;
  Value r = np_array_reshape(c, 1, &n);
  rt_decref(c);
  return r;
}

static DType dtype_of(Value v) {
  Value a = rt_array_from_value(v, -1);
  DType dt = RT_AS(Array, a)->dtype;
  rt_decref(a);
  return dt;
}

/* The first index of the sorted run s[0..n) where key may go (right: after equal keys). */
static int64_t bisect(const Array *s, const char *key, bool right) {
  int isz = rt_dtypes[s->dtype].itemsize;
  int64_t lo = 0, hi = s->size;
  while (lo < hi) {
    int64_t mid = lo + (hi - lo) / 2;
    const char *m = s->data + mid * isz;
    bool go_right = right ? !elem_less(s->dtype, key, m) : elem_less(s->dtype, m, key);
    if (go_right) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/* Every key of a contiguous row, typed, as NumPy's binsearch does it: the bounds carry over
 * from the previous key (only one is reset when the keys ascend), which gives the same answers
 * on sorted data and NumPy's own answers on data that is not sorted. */
#define SLT_INT(x, y) ((x) < (y))
#define SLT_FLT(x, y) ((x) < (y) || ((y) != (y) && (x) == (x)))
#define SEARCH(E, T, LT)                                                                \
  static void search_##E(const T *s, int64_t n, const T *k, int64_t m, int64_t *o,      \
                         bool right) {                                                  \
    if (m == 0) return;                                                                 \
    int64_t lo = 0, hi = n;                                                             \
    T last = k[0];                                                                      \
    for (int64_t i = 0; i < m; i++) {                                                   \
      T key = k[i];                                                                     \
      if (right ? !LT(key, last) : LT(last, key)) {                                     \
        hi = n;                                                                         \
      } else {                                                                          \
        lo = 0;                                                                         \
        hi = hi < n ? hi + 1 : n;                                                       \
      }                                                                                 \
      last = key;                                                                       \
      while (lo < hi) {                                                                 \
        int64_t mid = lo + ((hi - lo) >> 1);                                            \
        if (right ? !LT(key, s[mid]) : LT(s[mid], key)) lo = mid + 1;                   \
        else hi = mid;                                                                  \
      }                                                                                 \
      o[i] = lo;                                                                        \
    }                                                                                   \
  }
/* Many keys into data that is sorted (checked first: on unsorted data only NumPy's own
 * search gives NumPy's answers). On sorted data every correct search gives the same index,
 * the count of elements before the key. Keys that ascend too (np.histogram2d of sorted
 * data, a sorted grid) are merged with the data in one pass; other keys go through a
 * branch-free binary search
 * LOCKSTEP at a time: all share one sequence of halvings, each step is a conditional add
 * that also prefetches the key's next probe, and the LOCKSTEP loads of a step are
 * independent, so their cache misses overlap instead of following one another as in a
 * search with branches (10^6 random keys into 10^6 floats: 2.5-3x faster). */
#define LOCKSTEP 32
/* Whether the search moves past x for key k (right: x <= k, left: x < k, NaN last), as
 * bitwise ORs of comparisons so that the compiler emits setcc, not a branch that random keys
 * mispredict half the time. */
#define GO_FLT(x, k, right) \
  ((right) ? ((int)((x) <= (k)) | (int)((k) != (k))) \
           : ((int)((x) < (k)) | ((int)((k) != (k)) & (int)((x) == (x)))))
#define GO_INT(x, k, right) ((right) ? (int)((x) <= (k)) : (int)((x) < (k)))
#define FAST_SEARCH(E, T, LT, GO)                                                       \
  static bool sorted_##E(const T *s, int64_t n) {                                       \
    bool bad = false;                                                                   \
    for (int64_t i = 1; i < n && !bad; i += 1024) {                                     \
      int64_t e = n - i < 1024 ? n : i + 1024;                                          \
      for (int64_t j = i; j < e; j++) bad |= LT(s[j], s[j - 1]);                        \
    }                                                                                   \
    return !bad;                                                                        \
  }                                                                                     \
  static inline void lockstep_##E(const T *s, int64_t n, const T *k, int b, int64_t *o, \
                                  bool right) {                                         \
    int64_t at[LOCKSTEP] = {0};                                                         \
    for (int64_t len = n; len > 1; len -= len >> 1) {                                   \
      int64_t half = len >> 1;                                                          \
      for (int j = 0; j < b; j++) {                                                     \
        T x = s[at[j] + half];                                                          \
        at[j] += half & -(int64_t)GO(x, k[j], right);                                   \
        __builtin_prefetch(s + at[j] + ((len - half) >> 1)); /* the next probe */       \
      }                                                                                 \
    }                                                                                   \
    for (int j = 0; j < b; j++) {                                                       \
      T x = s[at[j]];                                                                   \
      o[j] = at[j] + GO(x, k[j], right);                                                \
    }                                                                                   \
  }                                                                                     \
  static bool ascending_##E(const T *k, int64_t m) {                                    \
    for (int64_t i = 1; i < m; i++)                                                     \
      if (LT(k[i], k[i - 1])) return false;                                             \
    return true;                                                                        \
  }                                                                                     \
  static void merge_##E(const T *s, int64_t n, const T *k, int64_t m, int64_t *o,       \
                        bool right) {                                                   \
    int64_t p = 0;                                                                      \
    for (int64_t i = 0; i < m; i++) {                                                   \
      while (p < n && GO(s[p], k[i], right)) p++;                                       \
      o[i] = p;                                                                         \
    }                                                                                   \
  }                                                                                     \
  static bool fast_##E(const T *s, int64_t n, const T *k, int64_t m, int64_t *o,        \
                       bool right) {                                                    \
    if (n == 0 || m < LOCKSTEP || n / 16 > m || !sorted_##E(s, n)) return false;        \
    if (n / 8 <= m && ascending_##E(k, m)) {                                            \
      merge_##E(s, n, k, m, o, right);                                                  \
      return true;                                                                      \
    }                                                                                   \
    for (int64_t i = 0; i < m; i += LOCKSTEP) {                                         \
      int b = m - i < LOCKSTEP ? (int)(m - i) : LOCKSTEP;                               \
      if (right) lockstep_##E(s, n, k + i, b, o + i, true);                             \
      else lockstep_##E(s, n, k + i, b, o + i, false);                                  \
    }                                                                                   \
    return true;                                                                        \
  }
#define SEARCHES(E, T, LT, GO) SEARCH(E, T, LT) FAST_SEARCH(E, T, LT, GO)
SEARCHES(FLOAT64, double, SLT_FLT, GO_FLT)
SEARCHES(FLOAT32, float, SLT_FLT, GO_FLT)
SEARCHES(INT64, int64_t, SLT_INT, GO_INT)
SEARCHES(INT32, int32_t, SLT_INT, GO_INT)

static bool search_typed(const Array *s, const Array *k, int64_t *o, bool right) {
  switch (s->dtype) {
#define CASE(E, T)                                                                      \
  case DT_##E:                                                                          \
    if (!fast_##E((const T *)s->data, s->size, (const T *)k->data, k->size, o, right))  \
      search_##E((const T *)s->data, s->size, (const T *)k->data, k->size, o, right);   \
    return true;
    CASE(FLOAT64, double)
    CASE(FLOAT32, float)
    CASE(INT64, int64_t)
    CASE(INT32, int32_t)
#undef CASE
    default: return false;
  }
}

/* search_##E for the other dtypes, through elem_less. */
static void search_generic(const Array *s, const Array *k, int64_t *o, bool right, int isz) {
  if (k->size == 0) return;
  int64_t lo = 0, hi = s->size, n = s->size;
  const char *last = k->data;
  for (int64_t i = 0; i < k->size; i++) {
    const char *key = k->data + i * isz;
    if (right ? !elem_less(s->dtype, key, last) : elem_less(s->dtype, last, key)) {
      hi = n;
    } else {
      lo = 0;
      hi = hi < n ? hi + 1 : n;
    }
    last = key;
    while (lo < hi) {
      int64_t mid = lo + ((hi - lo) >> 1);
      const char *m = s->data + mid * isz;
      if (right ? !elem_less(s->dtype, key, m) : elem_less(s->dtype, m, key)) lo = mid + 1;
      else hi = mid;
    }
    o[i] = lo;
  }
}

static bool parse_side(Value side) {
  if (!np_given(side)) return false;
  const char *s = rt_is_str(side) ? rt_str_data(side) : "";
  if (!strcmp(s, "left") || !strcmp(s, "l")) return false;
  if (!strcmp(s, "right") || !strcmp(s, "r")) return true;
  Value r = rt_is_str(side) ? (rt_incref(side), side) : rt_repr(side);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, "search side must be 'left' or 'right' (got '%s')", rt_str_data(r));
}

/* searchsorted: indices into sorted a for the values v (an int64 array of v's shape, or a
 * NumPy int64 for a scalar v). */
static Value search_impl(Value a, Value v, bool right, Value sorter) {
  Value str = np_str_searchsorted_hook(a, v, right, sorter);
  if (!rt_is_undef(str)) return str;
  Value base = rt_array_from_value(a, -1);
  int mark = rt_cleanup_push_value(&base);
  if (RT_AS(Array, base)->ndim != 1) rt_raise(RT_EXC_ValueError, "object too deep for desired array");
  if (np_given(sorter)) {
    Value t = np_callk("take", 2, (Value[]){base, sorter}, 0, NULL, NULL);
    rt_decref(base);
    base = t;
  }
  Value varr = rt_array_from_value(v, -1);
  rt_cleanup_push_value(&varr);
  DType dt = rt_dtype_promote(RT_AS(Array, base)->dtype, RT_AS(Array, varr)->dtype);
  Value s = flat_as(base, dt), keys = flat_as(varr, dt);
  rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&keys);
  Array *va = RT_AS(Array, varr), *k = RT_AS(Array, keys);
  Value res = rt_array_new(DT_INT64, va->ndim, va->shape, false);
  int64_t *o = (int64_t *)RT_AS(Array, res)->data;
  int isz = rt_dtypes[dt].itemsize;
  if (!search_typed(RT_AS(Array, s), k, o, right))
    search_generic(RT_AS(Array, s), k, o, right, isz);
  rt_cleanup_pop(mark, true);
  return np_scalar_if_0d(res);
}

static const char *const SEARCH_P[] = {"a", "v", "side", "sorter"};

static Value f_searchsorted(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[4];
  rt_parse_args("searchsorted", argc, argv, kw, 4, SEARCH_P, 2, v);
  return search_impl(v[0], v[1], parse_side(v[2]), v[3]);
}

static Value m_searchsorted(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[3];
  rt_parse_args("searchsorted", argc, argv, kw, 3, SEARCH_P + 1, 1, v);
  return search_impl(self, v[0], parse_side(v[1]), v[2]);
}

/* ---- digitize ---- */
/* NumPy's _monotonicity: 1 increasing (or all equal), -1 decreasing, 0 neither. */
static int monotonicity(const Array *b) {
  int64_t n = b->size, i = 1;
  if (n == 0) return 1;
  double last = rt_elem_get_f64(b->dtype, b->data), next;
  for (; i < n && rt_elem_get_f64(b->dtype, b->data + i * b->strides[0]) == last; i++) {}
  if (i == n) return 1;
  next = rt_elem_get_f64(b->dtype, b->data + i * b->strides[0]);
  int dir = last < next ? 1 : last > next ? -1 : 0;
  for (i++; dir != 0 && i < n; i++) {
    last = next;
    next = rt_elem_get_f64(b->dtype, b->data + i * b->strides[0]);
    if (dir > 0 ? last > next : last < next) return 0;
  }
  return dir;
}

static Value f_digitize(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "bins", "right"};
  Value v[3];
  rt_parse_args("digitize", argc, argv, kw, 3, names, 2, v);
  bool right = np_given(v[2]) && rt_truthy(v[2]);
  Value bins = rt_array_from_value(v[1], -1);
  int mark = rt_cleanup_push_value(&bins);
  Array *b = RT_AS(Array, bins);
  if (b->ndim > 1) rt_raise(RT_EXC_ValueError, "object too deep for desired array");
  if (b->ndim < 1) rt_raise(RT_EXC_ValueError, "object of too small depth for desired array");
  int mono = monotonicity(b);
  if (mono == 0) rt_raise(RT_EXC_ValueError, "bins must be monotonically increasing or decreasing");
  if (mono > 0) {
    Value r = search_impl(bins, v[0], !right, rt_undef());
    rt_cleanup_pop(mark, true);
    return r;
  }
  int64_t n = b->size, stride = -b->strides[0];
  Value rev = rt_array_view(bins, b->dtype, 1, &n, &stride,
                            b->data + (n > 0 ? (n - 1) * b->strides[0] : 0));
  rt_cleanup_push_value(&rev);
  Value idx = search_impl(rev, v[0], !right, rt_undef());
  rt_cleanup_push_value(&idx);
  Value r = np_apply_binary(NPB_SUB, rt_int(n), idx, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- isin ---- */
/* isin for string arrays, which have no sorted search here: each element compared with the
 * unique test values, (flat[:, None] == unique(test)).any(axis=1) shaped as element. */
static Value isin_by_equality(Value elem, Value test_elements, bool invert) {
  Value t[7] = {rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&t[0]);
  for (int i = 1; i < 7; i++) rt_cleanup_push_value(&t[i]);
  t[0] = np_call1("asarray", elem);
  t[1] = np_call1("ravel", t[0]);
  t[2] = np_call1("unique", test_elements);
  t[6] = rt_slice_new(rt_none(), rt_none(), rt_none());
  Value col = rt_tuple_from(2, (Value[]){t[6], rt_none()}); /* its own reference to the slice */
  rt_decref(t[6]);
  t[6] = col;
  t[3] = rt_getitem(t[1], col);
  t[4] = np_callk("equal", 2, (Value[]){t[3], t[2]}, 0, NULL, NULL);
  static const char *const kn[] = {"axis"};
  t[5] = np_callk("any", 1, &t[4], 1, kn, (Value[]){rt_int(1)});
  if (invert) {
    Value n = np_call1("logical_not", t[5]);
    rt_decref(t[5]);
    t[5] = n;
  }
  Value shape = rt_getattr(t[0], "shape");
  rt_cleanup_push_value(&shape);
  Value r = np_callk("reshape", 2, (Value[]){t[5], shape}, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The fast forms of isin's membership test of keys k in sorted test values s (both contiguous
 * 1-D of dtype dt): a table of the test values' range for integers whose range is small
 * against the inputs (what NumPy 1.24 calls kind='table'), a typed binary search for float64.
 * False for other dtypes and ranges, nothing written. */
static bool isin_fast(DType dt, const Array *s, const Array *k, uint8_t *o, bool invert) {
  int64_t n = k->size, m = s->size;
  char kind = rt_dtypes[dt].kind;
  if (m > 0 && (kind == 'i' || (kind == 'u' && dt != DT_UINT64) || kind == 'b')) {
    int isz = rt_dtypes[dt].itemsize;
    int64_t lo = rt_elem_get_i64(dt, s->data), hi = rt_elem_get_i64(dt, s->data + (m - 1) * isz);
    uint64_t range = (uint64_t)hi - (uint64_t)lo; /* exact: hi >= lo */
    uint64_t limit = (uint64_t)(n + m) * 2 > (1u << 20) ? (uint64_t)(n + m) * 2 : (1u << 20);
    if (range >= limit) return false;
    uint8_t *table = rt_calloc((size_t)range + 1, 1);
    for (int64_t j = 0; j < m; j++)
      table[(uint64_t)rt_elem_get_i64(dt, s->data + j * isz) - (uint64_t)lo] = 1;
    if (dt == DT_INT64) {
      const int64_t *key = (const int64_t *)k->data;
      for (int64_t i = 0; i < n; i++) {
        uint64_t off = (uint64_t)key[i] - (uint64_t)lo;
        o[i] = (off <= range && table[off]) != invert;
      }
    } else {
      for (int64_t i = 0; i < n; i++) {
        uint64_t off = (uint64_t)rt_elem_get_i64(dt, k->data + i * isz) - (uint64_t)lo;
        o[i] = (off <= range && table[off]) != invert;
      }
    }
    free(table);
    return true;
  }
  if (dt != DT_FLOAT64) return false;
  const double *sv = (const double *)s->data, *key = (const double *)k->data;
  for (int64_t i = 0; i < n; i++) {
    double x = key[i];
    int64_t a = 0, b = m; /* the first test value not below x (NaNs sort last) */
    while (a < b) {
      int64_t mid = a + (b - a) / 2;
      if (sv[mid] < x) a = mid + 1;
      else b = mid;
    }
    o[i] = (a < m && sv[a] == x) != invert;
  }
  return true;
}

static Value f_isin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"element", "test_elements", "assume_unique", "invert"};
  Value v[4];
  rt_parse_args("isin", argc, argv, kw, 4, names, 2, v);
  bool invert = np_given(v[3]) && rt_truthy(v[3]);
  if (np_is_strarr(v[0]) || np_is_strarr(v[1]) || np_str_leaves(v[0]) || np_str_leaves(v[1]))
    return isin_by_equality(v[0], v[1], invert);
  Value el = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&el);
  DType dt = rt_dtype_promote(RT_AS(Array, el)->dtype, dtype_of(v[1]));
  Value test = flat_as(v[1], dt);
  rt_cleanup_push_value(&test);
  Value sorted = np_call1("sort", test);
  rt_cleanup_push_value(&sorted);
  Value keys = flat_as(el, dt);
  rt_cleanup_push_value(&keys);
  Array *e = RT_AS(Array, el), *s = RT_AS(Array, sorted), *k = RT_AS(Array, keys);
  Value res = rt_array_new(DT_BOOL, e->ndim, e->shape, false);
  uint8_t *o = (uint8_t *)RT_AS(Array, res)->data;
  int isz = rt_dtypes[dt].itemsize;
  for (int64_t i = isin_fast(dt, s, k, o, invert) ? k->size : 0; i < k->size; i++) {
    const char *key = k->data + i * isz;
    int64_t j = bisect(s, key, false);
    bool found = j < s->size && !elem_less(dt, key, s->data + j * isz);
    if (found && rt_dtypes[dt].kind == 'f' && isnan(rt_elem_get_f64(dt, key))) found = false;
    o[i] = found != invert;
  }
  rt_cleanup_pop(mark, true);
  return res;
}

/* ---- interp ---- */
static double interp_one(double x, const double *xp, const double *fp, int64_t n,
                         const double *slopes, double lval, double rval) {
  if (isnan(x)) return x;
  if (n == 1) return x < xp[0] ? lval : x > xp[0] ? rval : fp[0];
  int64_t j = np_interval_of(x, xp, n);
  if (j == -1) return lval;
  if (j == n) return rval;
  if (j == n - 1 || xp[j] == x) return fp[j];
  double slope = slopes ? slopes[j] : (fp[j + 1] - fp[j]) / (xp[j + 1] - xp[j]);
  double r = slope * (x - xp[j]) + fp[j];
  if (isnan(r)) { /* NaN one way: try from the other end */
    r = slope * (x - xp[j + 1]) + fp[j + 1];
    if (isnan(r) && fp[j] == fp[j + 1]) r = fp[j];
  }
  return r;
}

/* NumPy's np.interp takes the complex loop for a complex fp. */
static bool complex_fp(Value fpv) {
  if (rt_is_array(fpv)) return rt_dtypes[RT_AS(Array, fpv)->dtype].kind == 'c';
  if (rt_is_complex(fpv)) return true;
  if (!rt_is_list(fpv) && !rt_is_tuple(fpv)) return false;
  Value a = rt_array_from_value(fpv, -1);
  bool c = rt_dtypes[RT_AS(Array, a)->dtype].kind == 'c';
  rt_decref(a);
  return c;
}

static Value interp_core(Value x, Value xpv, Value fpv, Value left, Value right) {
  if (complex_fp(fpv)) return np_interp_complex(x, xpv, fpv, left, right);
  Value fpa = np_interp_vector(fpv, DT_FLOAT64);
  int mark = rt_cleanup_push_value(&fpa);
  Value xpa = np_interp_vector(xpv, DT_FLOAT64);
  rt_cleanup_push_value(&xpa);
  Value xa = rt_array_from_value(x, DT_FLOAT64);
  rt_cleanup_push_value(&xa);
  Value xc = rt_array_contiguous(xa, true);
  rt_cleanup_push_value(&xc);
  int64_t n = RT_AS(Array, xpa)->size;
  if (n == 0) rt_raise(RT_EXC_ValueError, "array of sample points is empty");
  if (RT_AS(Array, fpa)->size != n)
    rt_raise(RT_EXC_ValueError, "fp and xp are not of the same length.");
  const double *xp = (const double *)RT_AS(Array, xpa)->data;
  const double *fp = (const double *)RT_AS(Array, fpa)->data;
  double lval = np_given(left) ? rt_to_double(left, "left") : fp[0];
  double rval = np_given(right) ? rt_to_double(right, "right") : fp[n - 1];
  Array *xs = RT_AS(Array, xc);
  double *slopes = NULL;
  if (n > 1 && n <= xs->size) { /* NumPy precomputes slopes only when they are few */
    slopes = rt_malloc(sizeof(double) * (size_t)(n - 1));
    for (int64_t i = 0; i < n - 1; i++) slopes[i] = (fp[i + 1] - fp[i]) / (xp[i + 1] - xp[i]);
  }
  Value res = rt_array_new(DT_FLOAT64, xs->ndim, xs->shape, false);
  double *o = (double *)RT_AS(Array, res)->data;
  for (int64_t i = 0; i < xs->size; i++)
    o[i] = interp_one(((const double *)xs->data)[i], xp, fp, n, slopes, lval, rval);
  free(slopes);
  rt_cleanup_pop(mark, true);
  return np_scalar_if_0d(res);
}

/* NumPy's period= preparation: x and xp taken modulo the period, xp sorted and extended by
 * one point on each side. */
static Value interp_periodic(Value x, Value xpv, Value fpv, Value period) {
  double p = rt_to_double(period, "period");
  if (p == 0) rt_raise(RT_EXC_ValueError, "period must be a non-zero value");
  Value per = rt_float(fabs(p));
  Value v[6] = {rt_array_from_value(x, DT_FLOAT64), rt_array_from_value(xpv, DT_FLOAT64),
                rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&v[0]);
  for (int i = 1; i < 6; i++) rt_cleanup_push_value(&v[i]);
  DType fdt = complex_fp(fpv) ? DT_COMPLEX128 : DT_FLOAT64; /* NumPy keeps a complex fp complex */
  size_t fsz = (size_t)rt_dtypes[fdt].itemsize;
  v[2] = rt_array_from_value(fpv, fdt);
  if (RT_AS(Array, v[1])->ndim != 1 || RT_AS(Array, v[2])->ndim != 1)
    rt_raise(RT_EXC_ValueError, "Data points must be 1-D sequences");
  int64_t n = RT_AS(Array, v[1])->shape[0];
  if (RT_AS(Array, v[2])->shape[0] != n)
    rt_raise(RT_EXC_ValueError, "fp and xp are not of the same length");
  v[3] = np_apply_binary(NPB_MOD, v[0], per, rt_undef());
  Value xpm = np_apply_binary(NPB_MOD, v[1], per, rt_undef());
  rt_decref(v[1]);
  v[1] = xpm;
  v[4] = np_call1("argsort", v[1]);
  Value xs = np_array_getitem(v[1], v[4]), fs = np_array_getitem(v[2], v[4]);
  rt_decref(v[1]);
  rt_decref(v[2]);
  v[1] = xs;
  v[2] = fs;
  int64_t m = n + 2;
  v[5] = rt_array_new(DT_FLOAT64, 1, &m, false);
  Value fext = rt_array_new(fdt, 1, &m, false);
  rt_decref(v[0]);
  v[0] = fext;
  double *xe = (double *)RT_AS(Array, v[5])->data;
  char *fe = RT_AS(Array, fext)->data;
  const double *xsrt = (const double *)RT_AS(Array, xs)->data;
  const char *fsrt = RT_AS(Array, fs)->data;
  if (n > 0) {
    memcpy(xe + 1, xsrt, sizeof(double) * (size_t)n);
    memcpy(fe + fsz, fsrt, fsz * (size_t)n);
    xe[0] = xsrt[n - 1] - fabs(p);
    xe[n + 1] = xsrt[0] + fabs(p);
    memcpy(fe, fsrt + fsz * (size_t)(n - 1), fsz);
    memcpy(fe + fsz * (size_t)(n + 1), fsrt, fsz);
  }
  Value r = n > 0 ? interp_core(v[3], v[5], fext, rt_undef(), rt_undef())
                  : interp_core(v[3], v[1], v[2], rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_interp(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "xp", "fp", "left", "right", "period"};
  Value v[6];
  rt_parse_args("interp", argc, argv, kw, 6, names, 3, v);
  if (np_given(v[5])) return interp_periodic(v[0], v[1], v[2], v[5]);
  return interp_core(v[0], v[1], v[2], v[3], v[4]);
}

/* ---- histogram ---- */
#define HIST_BLOCK 65536 /* NumPy's block: weighted sums restart per block */

static bool is_intlike(Value v) {
  if (v.tag == RT_INT || v.tag == RT_BOOL) return true;
  return rt_is_npscalar(v) && np_kind_rank(RT_AS(NpScalar, v)->dtype) < 2;
}

static void check_finite(Value first, Value last, const char *what) {
  if (isfinite(rt_to_double(first, "range")) && isfinite(rt_to_double(last, "range"))) return;
  Value s1 = rt_to_str(first);
  rt_cleanup_push_value(&s1);
  Value s2 = rt_to_str(last);
  rt_cleanup_push_value(&s2);
  rt_raise(RT_EXC_ValueError, "%s range of [%s, %s] is not finite", what, rt_str_data(s1),
           rt_str_data(s2));
}

/* NumPy's _get_outer_edges: range, or the data's min and max, widened by 0.5 when equal.
 * Sets new references. */
static void outer_edges(Value a, Value range, Value *first, Value *last) {
  if (np_given(range)) {
    *first = rt_getitem(range, rt_int(0));
    *last = rt_getitem(range, rt_int(1));
    Value gt = rt_binop(RT_OP_GT, *first, *last);
    bool reversed = rt_truthy(gt);
    rt_decref(gt);
    if (reversed) rt_raise(RT_EXC_ValueError, "max must be larger than min in range parameter.");
    check_finite(*first, *last, "supplied");
  } else if (RT_AS(Array, a)->size == 0) {
    *first = rt_int(0);
    *last = rt_int(1);
  } else {
    *first = np_call1("min", a);
    *last = np_call1("max", a);
    check_finite(*first, *last, "autodetected");
  }
  if (rt_equal(*first, *last)) {
    Value f = rt_binop(RT_OP_SUB, *first, rt_float(0.5));
    Value l = rt_binop(RT_OP_ADD, *last, rt_float(0.5));
    rt_decref(*first);
    rt_decref(*last);
    *first = f;
    *last = l;
  }
}

/* n / (last - first) as NumPy computes norm (integers subtract as uint64). */
static Value uniform_norm(int64_t nbins, Value first, Value last) {
  Value diff;
  if (is_intlike(first) && is_intlike(last)) {
    uint64_t d = (uint64_t)rt_to_index(last, "range") - (uint64_t)rt_to_index(first, "range");
    diff = rt_npscalar_new(DT_UINT64, &d);
  } else {
    diff = rt_binop(RT_OP_SUB, last, first);
  }
  int mark = rt_cleanup_push_value(&diff);
  Value norm = rt_binop(RT_OP_TRUEDIV, rt_int(nbins), diff);
  rt_cleanup_pop(mark, true);
  return norm;
}

typedef struct HistWork {
  Value a, w, first, last, edges, keep, sel, f, selw, n;
} HistWork;

static void hist_free(void *p) {
  Value *v = p;
  for (size_t i = 0; i < sizeof(HistWork) / sizeof(Value); i++) rt_decref(v[i]);
}

/* Adds the weights (or counts) of one block's sel/selw (already in range) to the counts. */
static void uniform_counts(HistWork *h, int64_t nbins, bool weighted) {
  Array *f = RT_AS(Array, h->f), *x = RT_AS(Array, h->sel), *e = RT_AS(Array, h->edges);
  Array *n = RT_AS(Array, h->n);
  double *acc = rt_calloc((size_t)nbins, sizeof(double));
  int mark = rt_cleanup_push(free, acc);
  for (int64_t lo = 0; lo < f->size; lo += HIST_BLOCK) {
    int64_t hi = lo + HIST_BLOCK < f->size ? lo + HIST_BLOCK : f->size;
    for (int64_t i = lo; i < hi; i++) {
      double xi = rt_elem_get_f64(x->dtype, x->data + i * x->strides[0]);
      int64_t k = (int64_t)rt_elem_get_f64(f->dtype, f->data + i * f->strides[0]);
      if (k == nbins) k--;
      if (xi < rt_elem_get_f64(e->dtype, e->data + k * e->strides[0])) k--;
      if (k != nbins - 1 && xi >= rt_elem_get_f64(e->dtype, e->data + (k + 1) * e->strides[0]))
        k++;
      if (!weighted) { ((int64_t *)n->data)[k]++; continue; }
      Array *w = RT_AS(Array, h->selw);
      acc[k] += rt_elem_get_f64(w->dtype, w->data + i * w->strides[0]);
    }
    for (int64_t b = 0; weighted && b < nbins; b++) {
      char *p = n->data + b * rt_dtypes[n->dtype].itemsize;
      if (np_kind_rank(n->dtype) == 2) rt_elem_set_f64(n->dtype, p, rt_elem_get_f64(n->dtype, p) + acc[b]);
      else rt_elem_set_i64(n->dtype, p, rt_elem_get_i64(n->dtype, p) + (int64_t)acc[b]);
      acc[b] = 0;
    }
  }
  rt_cleanup_pop(mark, true);
}

/* Replaces a HistWork slot, releasing what it held. */
static void set_slot(Value *slot, Value v) {
  rt_decref(*slot);
  *slot = v;
}

/* One block [lo, lo + len) of the input, as NumPy's loop takes it: the values inside the
 * range, cast to the edges' dtype, their fractional bin (x - first) * norm, then counted. */
static void uniform_block(HistWork *h, int64_t nbins, DType bt, Value norm, int64_t lo,
                          int64_t len) {
  Array *a = RT_AS(Array, h->a);
  Value blk = rt_array_view(h->a, a->dtype, 1, &len, a->strides, a->data + lo * a->strides[0]);
  Value wb = rt_undef(); /* the weights' block: registered below, so it lives to the pop */
  int mark = rt_cleanup_push_value(&blk);
  Value ge = np_apply_binary(NPB_GE, blk, h->first, rt_undef());
  rt_cleanup_push_value(&ge);
  Value le = np_apply_binary(NPB_LE, blk, h->last, rt_undef());
  rt_cleanup_push_value(&le);
  set_slot(&h->keep, np_apply_binary(NPB_AND, ge, le, rt_undef()));
  Value sel = np_array_getitem(blk, h->keep);
  rt_cleanup_push_value(&sel);
  set_slot(&h->sel, rt_array_astype(sel, bt));
  if (!rt_is_undef(h->w)) {
    Array *w = RT_AS(Array, h->w);
    wb = rt_array_view(h->w, w->dtype, 1, &len, w->strides, w->data + lo * w->strides[0]);
    rt_cleanup_push_value(&wb);
    set_slot(&h->selw, np_array_getitem(wb, h->keep));
  }
  Value d = np_apply_binary(NPB_SUB, h->sel, h->first, rt_undef());
  rt_cleanup_push_value(&d);
  set_slot(&h->f, np_apply_binary(NPB_MUL, d, norm, rt_undef()));
  rt_cleanup_pop(mark, true);
  uniform_counts(h, nbins, !rt_is_undef(h->w));
}

/* A scalar the float64 ufuncs would read as exactly this double: a float (Python or
 * np.float64/32), or an int of at most 53 bits. */
static bool exact_double(Value v, double *d) {
  if (v.tag == RT_FLOAT) *d = v.as.f;
  else if (v.tag == RT_INT && v.as.i >= -(1ll << 53) && v.as.i <= (1ll << 53)) *d = (double)v.as.i;
  else if (rt_is_npscalar(v) && RT_AS(NpScalar, v)->dtype == DT_FLOAT64) *d = RT_AS(NpScalar, v)->as.f64;
  else if (rt_is_npscalar(v) && RT_AS(NpScalar, v)->dtype == DT_FLOAT32) *d = RT_AS(NpScalar, v)->as.f32;
  else return false;
  return true;
}

/* uniform_block for float64 data and edges without weights, in one loop: the same selection
 * (first <= x <= last), (x - first) * norm in float64 and bin corrections, counted directly.
 * False (nothing done) for other inputs, or a range whose width overflows (the ufuncs warn). */
static bool uniform_block_f64(HistWork *h, int64_t nbins, DType bt, Value norm, int64_t lo,
                              int64_t len) {
  Array *a = RT_AS(Array, h->a), *e = RT_AS(Array, h->edges), *n = RT_AS(Array, h->n);
  double first, last, nrm;
  if (!rt_is_undef(h->w) || bt != DT_FLOAT64 || a->dtype != DT_FLOAT64 || e->dtype != DT_FLOAT64 ||
      n->dtype != DT_INT64 || !exact_double(h->first, &first) || !exact_double(h->last, &last) ||
      !exact_double(norm, &nrm) || !isfinite(last - first))
    return false;
  const char *p = a->data + lo * a->strides[0], *ed = e->data;
  int64_t sa = a->strides[0], se = e->strides[0], *cnt = (int64_t *)(void *)n->data;
  for (int64_t i = 0; i < len; i++) {
    double x = *(const double *)(const void *)(p + i * sa);
    if (!(x >= first && x <= last)) continue;
    int64_t k = (int64_t)((x - first) * nrm);
    if (k == nbins) k--;
    if (x < *(const double *)(const void *)(ed + k * se)) k--;
    if (k != nbins - 1 && x >= *(const double *)(const void *)(ed + (k + 1) * se)) k++;
    cnt[k]++;
  }
  return true;
}

static void uniform_hist(HistWork *h, int64_t nbins, Value range) {
  outer_edges(h->a, range, &h->first, &h->last);
  Value ops[3] = {h->first, h->last, h->a};
  DType bt = np_result_type_of(3, ops);
  if (np_kind_rank(bt) < 2) bt = DT_FLOAT64;
  Value dto = rt_dtypeobj_new(bt);
  int mark = rt_cleanup_push_value(&dto);
  static const char *const kn[] = {"endpoint", "dtype"};
  h->edges = np_callk("linspace", 3, (Value[]){h->first, h->last, rt_int(nbins + 1)}, 2, kn,
                      (Value[]){rt_bool(true), dto});
  Value norm = uniform_norm(nbins, h->first, h->last);
  rt_cleanup_push_value(&norm);
  int64_t na = RT_AS(Array, h->a)->size;
  for (int64_t lo = 0; lo < na; lo += HIST_BLOCK) {
    int64_t len = na - lo < HIST_BLOCK ? na - lo : HIST_BLOCK;
    if (!uniform_block_f64(h, nbins, bt, norm, lo, len)) uniform_block(h, nbins, bt, norm, lo, len);
  }
  rt_cleanup_pop(mark, true);
}

/* One block of the explicit-edges path: adds to cum[i] the weight (or count) of the block's
 * values below edge i (the last edge inclusive), summed in sorted order as NumPy's cumsum. */
static void edges_block(HistWork *h, int64_t lo, int64_t len, DType dt, const Array *ek,
                        double *cum) {
  Array *a = RT_AS(Array, h->a);
  bool flt = np_kind_rank(RT_AS(Array, h->n)->dtype) == 2;
  Value blk = rt_array_view(h->a, a->dtype, 1, &len, a->strides, a->data + lo * a->strides[0]);
  int mark = rt_cleanup_push_value(&blk);
  Value order = np_call1("argsort", blk);
  rt_cleanup_push_value(&order);
  Value sorted = np_array_getitem(blk, order);
  rt_cleanup_push_value(&sorted);
  Value sk = flat_as(sorted, dt);
  rt_cleanup_push_value(&sk);
  double *cw = rt_calloc((size_t)len + 1, sizeof(double));
  rt_cleanup_push(free, cw);
  const int64_t *ord = (const int64_t *)RT_AS(Array, order)->data;
  for (int64_t k = 0; k < len; k++) {
    double wk = 1;
    if (!rt_is_undef(h->w)) {
      Array *w = RT_AS(Array, h->w);
      wk = rt_elem_get_f64(w->dtype, w->data + (lo + ord[k]) * w->strides[0]);
    }
    cw[k + 1] = flt ? cw[k] + wk : (double)((int64_t)cw[k] + (int64_t)wk);
  }
  int isz = rt_dtypes[dt].itemsize;
  for (int64_t i = 0; i < ek->size; i++)
    cum[i] += cw[bisect(RT_AS(Array, sk), ek->data + i * isz, i == ek->size - 1)];
  rt_cleanup_pop(mark, true);
}

static void edges_hist(HistWork *h, Value bins) {
  h->edges = rt_array_from_value(bins, -1);
  Array *e = RT_AS(Array, h->edges);
  for (int64_t i = 0; i + 1 < e->size; i++)
    if (rt_elem_get_f64(e->dtype, e->data + i * e->strides[0]) >
        rt_elem_get_f64(e->dtype, e->data + (i + 1) * e->strides[0]))
      rt_raise(RT_EXC_ValueError, "`bins` must increase monotonically, when an array");
  DType dt = rt_dtype_promote(RT_AS(Array, h->a)->dtype, e->dtype);
  int64_t ne = e->size, na = RT_AS(Array, h->a)->size;
  Value ek = flat_as(h->edges, dt);
  int mark = rt_cleanup_push_value(&ek);
  double *cum = rt_calloc((size_t)ne + 1, sizeof(double));
  rt_cleanup_push(free, cum);
  for (int64_t lo = 0; lo < na; lo += HIST_BLOCK)
    edges_block(h, lo, lo + HIST_BLOCK < na ? HIST_BLOCK : na - lo, dt, RT_AS(Array, ek), cum);
  int64_t nb = ne > 0 ? ne - 1 : 0;
  Value counts = rt_array_new(RT_AS(Array, h->n)->dtype, 1, &nb, false); /* h->n's dtype, read
                                                                            before h->n goes */
  rt_decref(h->n);
  h->n = counts;
  Array *n = RT_AS(Array, h->n);
  for (int64_t i = 0; i < nb; i++)
    rt_elem_set_f64(n->dtype, n->data + i * rt_dtypes[n->dtype].itemsize, cum[i + 1] - cum[i]);
  rt_cleanup_pop(mark, true);
}

/* The bin count from bins= (an int), or -1 for an array of edges. */
static int64_t bin_count(Value bins) {
  Value arr = rt_array_from_value(bins, -1);
  int nd = RT_AS(Array, arr)->ndim;
  rt_decref(arr);
  if (nd == 1) return -1;
  if (nd > 1) rt_raise(RT_EXC_ValueError, "`bins` must be 1d, when an array");
  int64_t n;
  if (!(bins.tag == RT_INT || bins.tag == RT_BOOL ||
        (rt_is_npscalar(bins) && np_kind_rank(RT_AS(NpScalar, bins)->dtype) < 2)))
    rt_raise(RT_EXC_TypeError, "`bins` must be an integer, a string, or an array");
  n = rt_to_index(bins, "bins");
  if (n < 1) rt_raise(RT_EXC_ValueError, "`bins` must be positive, when an integer");
  return n;
}

/* density=True: n / diff(edges) / n.sum() */
static Value density_of(Value n, Value edges) {
  Value db = np_call1("diff", edges);
  int mark = rt_cleanup_push_value(&db);
  Value dbf = rt_array_astype(db, DT_FLOAT64);
  rt_cleanup_push_value(&dbf);
  Value total = np_call1("sum", n);
  rt_cleanup_push_value(&total);
  Value q = np_apply_binary(NPB_DIV, n, dbf, rt_undef());
  rt_cleanup_push_value(&q);
  Value r = np_apply_binary(NPB_DIV, q, total, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_histogram(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "bins", "range", "density", "weights"};
  Value v[5];
  rt_parse_args("histogram", argc, argv, kw, 5, names, 1, v);
  HistWork h;
  Value *hv = (Value *)&h;
  for (size_t i = 0; i < sizeof(HistWork) / sizeof(Value); i++) hv[i] = rt_undef();
  int mark = rt_cleanup_push(hist_free, &h);
  h.a = flat_as(v[0], dtype_of(v[0]));
  if (np_given(v[4])) {
    h.w = flat_as(v[4], dtype_of(v[4]));
    if (RT_AS(Array, h.w)->size != RT_AS(Array, h.a)->size)
      rt_raise(RT_EXC_ValueError, "weights should have the same shape as a.");
  }
  int64_t nbins;
  if (rt_is_str(v[1])) {
    outer_edges(h.a, v[2], &h.first, &h.last);
    nbins = np_hist_estimated_bins(v[1], h.a, v[2], np_given(v[4]), h.first, h.last);
    rt_decref(h.first), rt_decref(h.last);
    h.first = h.last = rt_undef();
  } else {
    nbins = bin_count(rt_is_undef(v[1]) ? rt_int(10) : v[1]);
  }
  int64_t nlen = nbins > 0 ? nbins : 0;
  h.n = rt_array_new(np_given(v[4]) ? RT_AS(Array, h.w)->dtype : DT_INT64, 1, &nlen, true);
  if (nbins > 0) uniform_hist(&h, nbins, v[2]);
  else edges_hist(&h, v[1]);
  Value n = np_given(v[3]) && rt_truthy(v[3]) ? density_of(h.n, h.edges) : (rt_incref(h.n), h.n);
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, n);
  rt_tuple_set(t, 1, h.edges);
  h.edges = rt_undef();
  rt_cleanup_pop(mark, true);
  return t;
}

/* np.histogram_bin_edges(a, bins=10, range=None, weights=None): histogram's edges alone. */
static Value f_histogram_bin_edges(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "bins", "range", "weights"};
  Value v[4];
  rt_parse_args("histogram_bin_edges", argc, argv, kw, 4, names, 1, v);
  Value h = np_callk("histogram", 1, v, 3, names + 1, v + 1);
  Value e = rt_getitem(h, rt_int(1));
  rt_decref(h);
  return e;
}

void np_register_histogram(Value m) {
  rt_module_add_fn(m, "histogram_bin_edges", f_histogram_bin_edges);
  rt_module_add_fn(m, "searchsorted", f_searchsorted);
  rt_module_add_fn(m, "digitize", f_digitize);
  rt_module_add_fn(m, "isin", f_isin);
  rt_module_add_fn(m, "interp", f_interp);
  rt_module_add_fn(m, "histogram", f_histogram);
  np_register_method("searchsorted", m_searchsorted);
}
