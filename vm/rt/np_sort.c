/* np_sort.c — np.sort, ndarray.sort (in place) and np.argsort / ndarray.argsort.
 *
 * Sorting works on rows: the sorted axis is moved last and copied contiguously, each row is
 * sorted, and the result is moved back. NaN sorts after every number, as in NumPy. argsort is
 * a stable merge sort on indices (NumPy's default quicksort is not stable, so ties may order
 * differently there; kind='stable' matches exactly).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "np_loops.h"
#include "objects.h"
#include "ops.h"

typedef bool (*LessFn)(const char *a, const char *b);

#define LESS_INT(E, T)                                                                 \
  static bool less_##E(const char *a, const char *b) { return *(const T *)a < *(const T *)b; }
#define LESS_FLT(E, T)                                                                 \
  static bool less_##E(const char *a, const char *b) {                                 \
    T x = *(const T *)a, y = *(const T *)b;                                            \
    return x < y || (!isnan(x) && isnan(y));                                           \
  }
LESS_INT(BOOL, uint8_t)
LESS_INT(INT8, int8_t)
LESS_INT(INT16, int16_t)
LESS_INT(INT32, int32_t)
LESS_INT(INT64, int64_t)
LESS_INT(UINT8, uint8_t)
LESS_INT(UINT16, uint16_t)
LESS_INT(UINT32, uint32_t)
LESS_INT(UINT64, uint64_t)
LESS_FLT(FLOAT32, float)
LESS_FLT(FLOAT64, double)

static const LessFn less_fns[DT_COUNT] = {
#define X(E, T, name, kind, size) [DT_##E] = less_##E,
    RT_DTYPES(X)
#undef X
};

/* Stable merge sort of idx[0..n) by the values at row + idx*isz. */
static void merge_sort(int64_t *idx, int64_t *tmp, int64_t n, const char *row, int isz,
                       LessFn less) {
  if (n < 2) return;
  if (n <= 16) {
    for (int64_t i = 1; i < n; i++) {
      int64_t v = idx[i], j = i;
      for (; j > 0 && less(row + v * isz, row + idx[j - 1] * isz); j--) idx[j] = idx[j - 1];
      idx[j] = v;
    }
    return;
  }
  int64_t h = n / 2;
  merge_sort(idx, tmp, h, row, isz, less);
  merge_sort(idx + h, tmp, n - h, row, isz, less);
  int64_t i = 0, j = h, k = 0;
  while (i < h && j < n)
    tmp[k++] = less(row + idx[j] * isz, row + idx[i] * isz) ? idx[j++] : idx[i++];
  while (i < h) tmp[k++] = idx[i++];
  while (j < n) tmp[k++] = idx[j++];
  memcpy(idx, tmp, sizeof(int64_t) * (size_t)n);
}

/* Array with `axis` moved last, as a fresh C-contiguous copy; axis None flattens. */
static Value rows_of(Value a, Value axis, int *ax_out) {
  Value arr = rt_array_from_value(a, -1);
  Array *x = RT_AS(Array, arr);
  if (rt_is_none(axis) || x->ndim == 0) {
    int64_t n = x->size;
    Value c = rt_array_contiguous(arr, true);
    Value flat = np_array_reshape(c, 1, &n);
    rt_decref(c);
    rt_decref(arr);
    *ax_out = -1;
    return flat;
  }
  int ax = np_axis_index(rt_is_undef(axis) ? -1 : rt_to_index(axis, "axis"), x->ndim);
  int64_t perm[RT_MAXDIM];
  for (int d = 0, j = 0; d < x->ndim; d++)
    if (d != ax) perm[j++] = d;
  perm[x->ndim - 1] = ax;
  Value t = np_array_transpose_axes(arr, x->ndim, perm);
  Value c = rt_array_contiguous(t, true);
  rt_decref(t);
  rt_decref(arr);
  *ax_out = ax;
  return c;
}

/* Inverse of rows_of: a C-contiguous array in the original axis order. */
static Value unrows(Value rows, int ax) {
  Array *r = RT_AS(Array, rows);
  if (ax < 0 || ax == r->ndim - 1) return rows;
  int64_t perm[RT_MAXDIM];
  for (int d = 0; d < r->ndim; d++) perm[d] = d < ax ? d : d == ax ? r->ndim - 1 : d - 1;
  Value t = np_array_transpose_axes(rows, r->ndim, perm);
  Value c = rt_array_contiguous(t, true);
  rt_decref(t);
  rt_decref(rows);
  return c;
}

static void sort_rows(Array *r) {
  int64_t n = r->ndim ? r->shape[r->ndim - 1] : 1;
  if (n < 2 || r->size == 0) return;
  int isz = rt_dtypes[r->dtype].itemsize;
  int64_t *idx = rt_malloc(sizeof(int64_t) * (size_t)n * 2);
  char *buf = rt_malloc((size_t)(n * isz));
  for (char *row = r->data; row < r->data + r->size * isz; row += n * isz) {
    for (int64_t i = 0; i < n; i++) idx[i] = i;
    merge_sort(idx, idx + n, n, row, isz, less_fns[r->dtype]);
    for (int64_t i = 0; i < n; i++) memcpy(buf + i * isz, row + idx[i] * isz, (size_t)isz);
    memcpy(row, buf, (size_t)(n * isz));
  }
  free(buf);
  free(idx);
}

static Value sort_copy(Value a, Value axis) {
  int ax;
  Value rows = rows_of(a, axis, &ax);
  sort_rows(RT_AS(Array, rows));
  return unrows(rows, ax);
}

static Value argsort_impl(Value a, Value axis) {
  int ax;
  Value rows = rows_of(a, axis, &ax);
  Array *r = RT_AS(Array, rows);
  Value res = rt_array_new(DT_INT64, r->ndim, r->shape, false);
  int64_t n = r->ndim ? r->shape[r->ndim - 1] : 1;
  int isz = rt_dtypes[r->dtype].itemsize;
  int64_t *out = (int64_t *)RT_AS(Array, res)->data;
  int64_t *tmp = rt_malloc(sizeof(int64_t) * (size_t)(n > 0 ? n : 1));
  for (int64_t off = 0; off < r->size; off += n) {
    for (int64_t i = 0; i < n; i++) out[off + i] = i;
    merge_sort(out + off, tmp, n, r->data + off * isz, isz, less_fns[r->dtype]);
  }
  free(tmp);
  rt_decref(rows);
  return unrows(res, ax);
}

static const char *const SORT_P[] = {"a", "axis", "kind", "order"};

static Value f_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[4];
  rt_parse_args("sort", argc, argv, kw, 4, SORT_P, 1, v);
  return sort_copy(v[0], v[1]);
}

static Value f_argsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[4];
  rt_parse_args("argsort", argc, argv, kw, 4, SORT_P, 1, v);
  return argsort_impl(v[0], v[1]);
}

static Value m_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[3];
  rt_parse_args("sort", argc, argv, kw, 3, SORT_P + 1, 0, v);
  if (rt_is_none(v[0]))
    rt_raise(RT_EXC_TypeError, "'NoneType' object cannot be interpreted as an integer");
  Value s = sort_copy(self, v[0]);
  rt_array_assign(self, s);
  rt_decref(s);
  return rt_none();
}

static Value m_argsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[3];
  rt_parse_args("argsort", argc, argv, kw, 3, SORT_P + 1, 0, v);
  return argsort_impl(self, v[0]);
}

void np_register_sort(Value m) {
  rt_module_add_fn(m, "sort", f_sort);
  rt_module_add_fn(m, "argsort", f_argsort);
  np_register_method("sort", m_sort);
  np_register_method("argsort", m_argsort);
}
