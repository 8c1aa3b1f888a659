/* np_sort.c — np.sort, ndarray.sort (in place) and np.argsort / ndarray.argsort.
 *
 * Sorting works on rows: the sorted axis is moved last and copied contiguously, each row is
 * sorted, and the result is moved back. NaN sorts after every number, as in NumPy. A row of
 * 256 elements or more is radix sorted (np_radix.c) when that cannot change the result:
 * equal elements of different bits (-0.0 and 0.0) in a value sort, or any tie in an argsort
 * (whose order NumPy's algorithm decides). Otherwise values and indices follow NumPy's own
 * algorithms step by step (its introsort for the default kind, heapsort, a stable merge
 * sort for 'stable'/'mergesort') so that equal keys come out in NumPy's order. On AVX-512 CPUs
 * NumPy 1.24 sorts float32, int32 and uint32 values (default kind) with its AVX-512 quicksort,
 * which np_sort_avx512.c follows step by step for the same -0.0/0.0 order. Complex values
 * sort by real part, then imaginary part, as NumPy's do.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_castwarn.h"
#include "../base/error.h"
#include "np_korder.h"
#include "../obj/exc.h"
#include "np_cplx_order.h"
#include "np_internal.h"
#include "np_objarray.h"
#include "np_record.h"
#include "np_sort_avx512.h"
#include "np_strarray.h"
#include "np_loops.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

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
LESS_FLT(LONGDOUBLE, long double)
static bool less_FLOAT16(const char *a, const char *b) {
  float x = (float)rt_elem_get_f64(DT_FLOAT16, a), y = (float)rt_elem_get_f64(DT_FLOAT16, b);
  return x < y || (!isnan(x) && isnan(y));
}

static bool less_COMPLEX64(const char *a, const char *b) {
  const NpCfloat *x = (const NpCfloat *)(const void *)a, *y = (const NpCfloat *)(const void *)b;
  return np_cplx_lt(x->re, x->im, y->re, y->im);
}
static bool less_COMPLEX128(const char *a, const char *b) {
  const NpCdouble *x = (const NpCdouble *)(const void *)a, *y = (const NpCdouble *)(const void *)b;
  return np_cplx_lt(x->re, x->im, y->re, y->im);
}

static const LessFn less_fns[DT_COUNT] = {
#define X(E, T, name, kind, size) [DT_##E] = less_##E,
    RT_DTYPES(X)
#undef X
    [DT_FLOAT16] = less_FLOAT16, [DT_LONGDOUBLE] = less_LONGDOUBLE,
    [DT_COMPLEX64] = less_COMPLEX64,
    [DT_COMPLEX128] = less_COMPLEX128,
};

/* ---- np.sort's values, typed: NumPy's introsort step by step (below), so that elements equal
 * but of different bits (-0.0 and 0.0, NaNs) come out where NumPy puts them. Rows the radix
 * sort can take (np_radix.c) never get here. ---- */
#define LT_INT(x, y) ((x) < (y))
#define LT_FLT(x, y) ((x) < (y) || ((y) != (y) && (x) == (x)))
#define VSWAP(T, a, b) do { T t_ = (a); (a) = (b); (b) = t_; } while (0)

#define SORTV(E, T, LT)                                                                 \
  static void vheap_##E(T *start, int64_t n) {                                          \
    T *a = start - 1, tmp;                                                              \
    int64_t i, j, l;                                                                    \
    for (l = n >> 1; l > 0; --l) {                                                      \
      tmp = a[l];                                                                       \
      for (i = l, j = l << 1; j <= n;) {                                                \
        if (j < n && LT(a[j], a[j + 1])) j++;                                           \
        if (!LT(tmp, a[j])) break;                                                      \
        a[i] = a[j];                                                                    \
        i = j;                                                                          \
        j += j;                                                                         \
      }                                                                                 \
      a[i] = tmp;                                                                       \
    }                                                                                   \
    for (; n > 1;) {                                                                    \
      tmp = a[n];                                                                       \
      a[n] = a[1];                                                                      \
      n -= 1;                                                                           \
      for (i = 1, j = 2; j <= n;) {                                                     \
        if (j < n && LT(a[j], a[j + 1])) j++;                                           \
        if (!LT(tmp, a[j])) break;                                                      \
        a[i] = a[j];                                                                    \
        i = j;                                                                          \
        j += j;                                                                         \
      }                                                                                 \
      a[i] = tmp;                                                                       \
    }                                                                                   \
  }                                                                                     \
  static void heaprow_##E(char *row, int64_t num) { vheap_##E((T *)row, num); }       \
  static void sortrow_##E(char *row, char *unused, int64_t num) {                       \
    (void)unused;                                                                       \
    T *pl = (T *)row, *pr = pl + num - 1, vp, *pi, *pj, *pm;                            \
    T *stack[QS_STACK], **sptr = stack;                                                 \
    int depth[QS_STACK], *psdepth = depth, cdepth = 0;                                  \
    for (int64_t m = num; m >>= 1;) cdepth++;                                           \
    cdepth *= 2;                                                                        \
    for (;;) {                                                                          \
      if (cdepth < 0) {                                                                 \
        vheap_##E(pl, pr - pl + 1);                                                     \
      } else {                                                                          \
        while ((pr - pl) > QS_SMALL) {                                                  \
          if (pr - pl > (1 << 16) && rt_interrupted) rt_check_interrupt(); /* Ctrl-C */  \
          pm = pl + ((pr - pl) >> 1);                                                   \
          if (LT(*pm, *pl)) VSWAP(T, *pm, *pl);                                         \
          if (LT(*pr, *pm)) VSWAP(T, *pr, *pm);                                         \
          if (LT(*pm, *pl)) VSWAP(T, *pm, *pl);                                         \
          vp = *pm;                                                                     \
          pi = pl;                                                                      \
          pj = pr - 1;                                                                  \
          VSWAP(T, *pm, *pj);                                                           \
          for (;;) {                                                                    \
            do ++pi; while (LT(*pi, vp));                                               \
            do --pj; while (LT(vp, *pj));                                               \
            if (pi >= pj) break;                                                        \
            VSWAP(T, *pi, *pj);                                                         \
          }                                                                             \
          VSWAP(T, *pi, *(pr - 1));                                                     \
          if (pi - pl < pr - pi) {                                                      \
            *sptr++ = pi + 1;                                                           \
            *sptr++ = pr;                                                               \
            pr = pi - 1;                                                                \
          } else {                                                                      \
            *sptr++ = pl;                                                               \
            *sptr++ = pi - 1;                                                           \
            pl = pi + 1;                                                                \
          }                                                                             \
          *psdepth++ = --cdepth;                                                        \
        }                                                                               \
        for (pi = pl + 1; pi <= pr; ++pi) {                                             \
          vp = *pi;                                                                     \
          for (pj = pi; pj > pl && LT(vp, *(pj - 1)); pj--) *pj = *(pj - 1);            \
          *pj = vp;                                                                     \
        }                                                                               \
      }                                                                                 \
      if (sptr == stack) break;                                                         \
      pr = *(--sptr);                                                                   \
      pl = *(--sptr);                                                                   \
      cdepth = *(--psdepth);                                                            \
    }                                                                                   \
  }
#define QS_SMALL 15
#define QS_STACK 128
SORTV(BOOL, uint8_t, LT_INT)
SORTV(INT8, int8_t, LT_INT)
SORTV(INT16, int16_t, LT_INT)
SORTV(INT32, int32_t, LT_INT)
SORTV(INT64, int64_t, LT_INT)
SORTV(UINT8, uint8_t, LT_INT)
SORTV(UINT16, uint16_t, LT_INT)
SORTV(UINT32, uint32_t, LT_INT)
SORTV(UINT64, uint64_t, LT_INT)
SORTV(LONGDOUBLE, long double, LT_FLT)
SORTV(FLOAT32, float, LT_FLT)
SORTV(FLOAT64, double, LT_FLT)
#define LT_CPLX(x, y) np_cplx_lt((x).re, (x).im, (y).re, (y).im)
SORTV(COMPLEX64, NpCfloat, LT_CPLX)
SORTV(COMPLEX128, NpCdouble, LT_CPLX)

/* float16 rows: the float32 algorithm over their exact float32 values (the same comparisons,
 * so the same order), converted back */
static void f16_via_f32(char *row, int64_t num, void (*sort32)(char *, int64_t)) {
  float *f = rt_malloc(sizeof(float) * (size_t)(num > 0 ? num : 1));
  for (int64_t i = 0; i < num; i++) f[i] = (float)rt_elem_get_f64(DT_FLOAT16, row + 2 * i);
  sort32((char *)f, num);
  for (int64_t i = 0; i < num; i++) rt_elem_set_f64(DT_FLOAT16, row + 2 * i, f[i]);
  free(f);
}
static void introrow_FLOAT32(char *row, int64_t num) { sortrow_FLOAT32(row, NULL, num); }
static void sortrow_FLOAT16(char *row, char *unused, int64_t num) {
  (void)unused;
  f16_via_f32(row, num, introrow_FLOAT32);
}
static void heaprow_FLOAT16(char *row, int64_t num) { f16_via_f32(row, num, heaprow_FLOAT32); }

/* kind='heapsort': NumPy's heapsort, whose order of equal elements differs from the introsort's */
static void (*const heap_fns[DT_COUNT])(char *, int64_t) = {
#define X(E, T, name, kind, size) [DT_##E] = heaprow_##E,
    RT_DTYPES(X)
#undef X
    [DT_FLOAT16] = heaprow_FLOAT16, [DT_LONGDOUBLE] = heaprow_LONGDOUBLE,
    [DT_COMPLEX64] = heaprow_COMPLEX64,
    [DT_COMPLEX128] = heaprow_COMPLEX128,
};

static void (*const sort_fns[DT_COUNT])(char *, char *, int64_t) = {
#define X(E, T, name, kind, size) [DT_##E] = sortrow_##E,
    RT_DTYPES(X)
#undef X
    [DT_FLOAT16] = sortrow_FLOAT16, [DT_LONGDOUBLE] = sortrow_LONGDOUBLE,
    [DT_COMPLEX64] = sortrow_COMPLEX64,
    [DT_COMPLEX128] = sortrow_COMPLEX128,
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
  while (i < h && j < n) {
    if ((k & 0xFFFFF) == 0 && rt_interrupted) rt_check_interrupt(); /* Ctrl-C */
    tmp[k++] = less(row + idx[j] * isz, row + idx[i] * isz) ? idx[j++] : idx[i++];
  }
  while (i < h) tmp[k++] = idx[i++];
  while (j < n) tmp[k++] = idx[j++];
  memcpy(idx, tmp, sizeof(int64_t) * (size_t)n);
}

/* ---- NumPy's default argsort (kind='quicksort'): an introsort -- median-of-three quicksort
 * down to partitions of 16 elements, insertion sort below, heapsort once a depth budget of 2*log2(n)
 * is spent. Following it step by step gives NumPy's order for equal keys too. ---- */
#define VAL(k) (row + (k) * isz)
#define ISWAP(a, b) do { int64_t t_ = (a); (a) = (b); (b) = t_; } while (0)

/* Sifts tmp down from position i of the 1-based heap a[1..n]. */
static void sift_down(int64_t *a, int64_t i, int64_t n, int64_t tmp, const char *row, int isz,
                      LessFn less) {
  for (int64_t j = i << 1; j <= n;) {
    if (j < n && less(VAL(a[j]), VAL(a[j + 1]))) j++;
    if (!less(VAL(tmp), VAL(a[j]))) break;
    a[i] = a[j];
    i = j;
    j += j;
  }
  a[i] = tmp;
}

static void arg_heapsort(int64_t *tosort, int64_t n, const char *row, int isz, LessFn less) {
  int64_t *a = tosort - 1; /* 1-based */
  for (int64_t l = n >> 1; l > 0; --l) sift_down(a, l, n, a[l], row, isz, less);
  for (; n > 1;) {
    int64_t tmp = a[n];
    a[n] = a[1];
    n -= 1;
    sift_down(a, 1, n, tmp, row, isz, less);
  }
}

static void insertion_sort(int64_t *pl, int64_t *pr, const char *row, int isz, LessFn less) {
  for (int64_t *pi = pl + 1; pi <= pr; ++pi) {
    int64_t vi = *pi, *pj = pi, *pk = pi - 1;
    for (; pj > pl && less(VAL(vi), VAL(*pk)); pj--, pk--) *pj = *pk;
    *pj = vi;
  }
}

/* Partitions [pl, pr] around a median-of-three pivot; returns the pivot's final place. */
static int64_t *partition(int64_t *pl, int64_t *pr, const char *row, int isz, LessFn less) {
  int64_t *pm = pl + ((pr - pl) >> 1);
  if (less(VAL(*pm), VAL(*pl))) ISWAP(*pm, *pl);
  if (less(VAL(*pr), VAL(*pm))) ISWAP(*pr, *pm);
  if (less(VAL(*pm), VAL(*pl))) ISWAP(*pm, *pl);
  const char *vp = VAL(*pm);
  int64_t *pi = pl, *pj = pr - 1;
  ISWAP(*pm, *pj);
  for (int64_t swaps = 0;; swaps++) {
    do ++pi; while (less(VAL(*pi), vp));
    do --pj; while (less(vp, VAL(*pj)));
    if (pi >= pj) break;
    ISWAP(*pi, *pj);
    if ((swaps & 0xFFFF) == 0xFFFF && rt_interrupted) rt_check_interrupt(); /* Ctrl-C */
  }
  ISWAP(*pi, *(pr - 1));
  return pi;
}

static void arg_quicksort(int64_t *tosort, int64_t num, const char *row, int isz, LessFn less) {
  int64_t *pl = tosort, *pr = tosort + num - 1;
  int64_t *stack[QS_STACK], **sptr = stack;
  int depth[QS_STACK], *psdepth = depth, cdepth = 0;
  for (int64_t n = num; n >>= 1;) cdepth++;
  cdepth *= 2;
  for (;;) {
    if (cdepth < 0) {
      arg_heapsort(pl, pr - pl + 1, row, isz, less);
    } else {
      while ((pr - pl) > QS_SMALL) {
        if (pr - pl > (1 << 16) && rt_interrupted) rt_check_interrupt(); /* Ctrl-C */
        int64_t *pi = partition(pl, pr, row, isz, less);
        if (pi - pl < pr - pi) { /* push the larger side, continue with the smaller */
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
      insertion_sort(pl, pr, row, isz, less);
    }
    if (sptr == stack) break;
    pr = *(--sptr);
    pl = *(--sptr);
    cdepth = *(--psdepth);
  }
}

/* The same introsort with the values typed (the comparison inlined instead of called through
 * less_fns): for the dtypes courses argsort most, whose rows with ties never reach the radix
 * sort. Each step is the one of arg_quicksort above, so equal keys keep NumPy's order. */
#define ARGSORTV(E, T, LT)                                                              \
  static void asift_##E(int64_t *a, int64_t i, int64_t n, int64_t tmp, const T *v) {    \
    for (int64_t j = i << 1; j <= n;) {                                                 \
      if (j < n && LT(v[a[j]], v[a[j + 1]])) j++;                                       \
      if (!LT(v[tmp], v[a[j]])) break;                                                  \
      a[i] = a[j];                                                                      \
      i = j;                                                                            \
      j += j;                                                                           \
    }                                                                                   \
    a[i] = tmp;                                                                         \
  }                                                                                     \
  static void aheap_##E(int64_t *tosort, int64_t n, const T *v) {                       \
    int64_t *a = tosort - 1;                                                            \
    for (int64_t l = n >> 1; l > 0; --l) asift_##E(a, l, n, a[l], v);                   \
    for (; n > 1;) {                                                                    \
      int64_t tmp = a[n];                                                               \
      a[n] = a[1];                                                                      \
      n -= 1;                                                                           \
      asift_##E(a, 1, n, tmp, v);                                                       \
    }                                                                                   \
  }                                                                                     \
  static void aquick_##E(int64_t *tosort, int64_t num, const T *v) {                    \
    int64_t *pl = tosort, *pr = tosort + num - 1;                                       \
    int64_t *stack[QS_STACK], **sptr = stack;                                           \
    int depth[QS_STACK], *psdepth = depth, cdepth = 0;                                  \
    for (int64_t n = num; n >>= 1;) cdepth++;                                           \
    cdepth *= 2;                                                                        \
    for (;;) {                                                                          \
      if (cdepth < 0) {                                                                 \
        aheap_##E(pl, pr - pl + 1, v);                                                  \
      } else {                                                                          \
        while ((pr - pl) > QS_SMALL) {                                                  \
          if (pr - pl > (1 << 16) && rt_interrupted) rt_check_interrupt(); /* Ctrl-C */  \
          int64_t *pm = pl + ((pr - pl) >> 1);                                          \
          if (LT(v[*pm], v[*pl])) ISWAP(*pm, *pl);                                      \
          if (LT(v[*pr], v[*pm])) ISWAP(*pr, *pm);                                      \
          if (LT(v[*pm], v[*pl])) ISWAP(*pm, *pl);                                      \
          T vp = v[*pm];                                                                \
          int64_t *pi = pl, *pj = pr - 1;                                               \
          ISWAP(*pm, *pj);                                                              \
          for (;;) {                                                                    \
            do ++pi; while (LT(v[*pi], vp));                                            \
            do --pj; while (LT(vp, v[*pj]));                                            \
            if (pi >= pj) break;                                                        \
            ISWAP(*pi, *pj);                                                            \
          }                                                                             \
          ISWAP(*pi, *(pr - 1));                                                        \
          if (pi - pl < pr - pi) {                                                      \
            *sptr++ = pi + 1;                                                           \
            *sptr++ = pr;                                                               \
            pr = pi - 1;                                                                \
          } else {                                                                      \
            *sptr++ = pl;                                                               \
            *sptr++ = pi - 1;                                                           \
            pl = pi + 1;                                                                \
          }                                                                             \
          *psdepth++ = --cdepth;                                                        \
        }                                                                               \
        for (int64_t *pi = pl + 1; pi <= pr; ++pi) {                                    \
          int64_t vi = *pi, *pj = pi, *pk = pi - 1;                                     \
          for (; pj > pl && LT(v[vi], v[*pk]); pj--, pk--) *pj = *pk;                   \
          *pj = vi;                                                                     \
        }                                                                               \
      }                                                                                 \
      if (sptr == stack) break;                                                         \
      pr = *(--sptr);                                                                   \
      pl = *(--sptr);                                                                   \
      cdepth = *(--psdepth);                                                            \
    }                                                                                   \
  }
ARGSORTV(INT8, int8_t, LT_INT)
ARGSORTV(INT16, int16_t, LT_INT)
ARGSORTV(INT32, int32_t, LT_INT)
ARGSORTV(INT64, int64_t, LT_INT)
ARGSORTV(UINT8, uint8_t, LT_INT)
ARGSORTV(UINT16, uint16_t, LT_INT)
ARGSORTV(UINT32, uint32_t, LT_INT)
ARGSORTV(UINT64, uint64_t, LT_INT)
ARGSORTV(FLOAT32, float, LT_FLT)
ARGSORTV(FLOAT64, double, LT_FLT)

/* The typed default argsort of one row: false for a dtype without one. */
static bool aquick_typed(int64_t *idx, int64_t n, const char *row, DType dt) {
  switch (dt) {
  case DT_INT8: aquick_INT8(idx, n, (const int8_t *)(const void *)row); return true;
  case DT_INT16: aquick_INT16(idx, n, (const int16_t *)(const void *)row); return true;
  case DT_INT32: aquick_INT32(idx, n, (const int32_t *)(const void *)row); return true;
  case DT_UINT8: aquick_UINT8(idx, n, (const uint8_t *)(const void *)row); return true;
  case DT_UINT16: aquick_UINT16(idx, n, (const uint16_t *)(const void *)row); return true;
  case DT_UINT32: aquick_UINT32(idx, n, (const uint32_t *)(const void *)row); return true;
  case DT_UINT64: aquick_UINT64(idx, n, (const uint64_t *)(const void *)row); return true;
  case DT_INT64: aquick_INT64(idx, n, (const int64_t *)(const void *)row); return true;
  case DT_FLOAT32: aquick_FLOAT32(idx, n, (const float *)(const void *)row); return true;
  case DT_FLOAT64: aquick_FLOAT64(idx, n, (const double *)(const void *)row); return true;
  default: return false;
  }
}

/* Array with `axis` moved last, as a fresh C-contiguous copy; axis None flattens. */
Value np_sort_rows(Value a, Value axis, int *ax_out) {
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
  int mark = rt_cleanup_push_value(&arr);
  int ax = np_axis_index(rt_is_undef(axis) ? -1 : rt_to_index(axis, "axis"), x->ndim);
  rt_cleanup_pop(mark, false);
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

/* Inverse of np_sort_rows: a C-contiguous array in the original axis order. */
Value np_sort_unrows(Value rows, int ax) {
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

/* Rows shorter than this are sorted by the introsort directly (radix passes cost more). */
#define RADIX_MIN 256

typedef enum { KIND_QUICK, KIND_HEAP, KIND_STABLE } SortKind;

/* NumPy 1.24's default kind on AVX-512 CPUs for the three dtypes it has a vector sort for
 * (np_sort_avx512.c); false where NumPy runs its introsort. */
static bool sort_avx512(char *row, int64_t n, DType dt) {
  switch (dt) {
    case DT_FLOAT32: return np_sort_avx512_f32((float *)(void *)row, n);
    case DT_INT32: return np_sort_avx512_i32((int32_t *)(void *)row, n);
    case DT_UINT32: return np_sort_avx512_u32((uint32_t *)(void *)row, n);
    default: return false;
  }
}

/* kind='stable': NumPy's timsort or radix sort keep equal elements (-0.0 and 0.0, NaNs) in
 * their original order, as the stable merge sort of indices does. */
static void stable_row(char *row, int64_t n, DType dt) {
  int isz = rt_dtypes[dt].itemsize;
  int64_t *idx = rt_malloc(sizeof(int64_t) * 2 * (size_t)n + (size_t)(n * isz));
  int mark = rt_cleanup_push(free, idx); /* merge_sort may stop for Ctrl-C */
  char *copy = (char *)(idx + 2 * n);
  for (int64_t i = 0; i < n; i++) idx[i] = i;
  memcpy(copy, row, (size_t)(n * isz));
  merge_sort(idx, idx + n, n, copy, isz, less_fns[dt]);
  for (int64_t i = 0; i < n; i++) memcpy(row + i * isz, copy + idx[i] * isz, (size_t)isz);
  rt_cleanup_pop(mark, true);
}

static void sort_rows(Array *r, SortKind kind) {
  int64_t n = r->ndim ? r->shape[r->ndim - 1] : 1;
  if (n < 2 || r->size == 0) return;
  int isz = rt_dtypes[r->dtype].itemsize;
  for (char *row = r->data; row < r->data + r->size * isz; row += n * isz) {
    if (kind == KIND_QUICK && sort_avx512(row, n, r->dtype)) continue;
    if (n >= RADIX_MIN && np_radix_sort(row, n, r->dtype)) continue;
    if (kind == KIND_QUICK) sort_fns[r->dtype](row, NULL, n);
    else if (kind == KIND_HEAP) heap_fns[r->dtype](row, n);
    else stable_row(row, n, r->dtype);
  }
}

static Value sort_copy(Value a, Value axis, SortKind kind) {
  int ax;
  Value rows = np_sort_rows(a, axis, &ax);
  int mark = rt_cleanup_push_value(&rows);
  sort_rows(RT_AS(Array, rows), kind);
  rt_cleanup_pop(mark, false);
  Value r = np_sort_unrows(rows, ax);
  /* np.sort sorts a.copy(order='K'): the result keeps a's axis order */
  return ax >= 0 && rt_is_array(a) ? np_korder_like(r, RT_AS(Array, a)) : r;
}

/* NumPy's converter: the first letter, either case, decides ('q', 'h', 's' or 'm'). */
static SortKind sort_kind(Value kind) {
  if (rt_is_undef(kind) || rt_is_none(kind)) return KIND_QUICK;
  if (!rt_is_str(kind))
    rt_raise(RT_EXC_TypeError, "sort kind must be str, not %s", rt_type_name(kind));
  const char *k = rt_str_data(kind);
  switch (*k) {
    case 'q': case 'Q': return KIND_QUICK;
    case 'h': case 'H': return KIND_HEAP;
    case 's': case 'S': case 'm': case 'M': return KIND_STABLE;
    default: break;
  }
  rt_raise(RT_EXC_ValueError, "sort kind must be one of 'quick', 'heap', or 'stable' (got '%s')",
           k);
}

static Value argsort_impl(Value a, Value axis, SortKind kind) {
  int ax;
  Value rows = np_sort_rows(a, axis, &ax);
  Array *r = RT_AS(Array, rows);
  Value res = rt_array_new(DT_INT64, r->ndim, r->shape, false);
  int64_t n = r->ndim ? r->shape[r->ndim - 1] : 1;
  int isz = rt_dtypes[r->dtype].itemsize;
  int64_t *out = (int64_t *)RT_AS(Array, res)->data;
  int mark = rt_cleanup_push_value(&rows);
  rt_cleanup_push_value(&res);
  int64_t *tmp = rt_malloc(sizeof(int64_t) * (size_t)(n > 0 ? n : 1));
  rt_cleanup_push(free, tmp);
  for (int64_t off = 0; off < r->size; off += n) {
    const char *row = r->data + off * isz;
    if (kind != KIND_HEAP && n >= RADIX_MIN &&
        np_radix_argsort(row, n, r->dtype, out + off, kind == KIND_STABLE))
      continue;
    for (int64_t i = 0; i < n; i++) out[off + i] = i;
    LessFn less = less_fns[r->dtype];
    if (kind == KIND_STABLE) merge_sort(out + off, tmp, n, row, isz, less);
    else if (kind == KIND_HEAP) arg_heapsort(out + off, n, row, isz, less);
    else if (n > 1 && !aquick_typed(out + off, n, row, r->dtype))
      arg_quicksort(out + off, n, row, isz, less);
  }
  rt_cleanup_pop(mark + 2, true); /* tmp */
  rt_cleanup_pop(mark, false);
  rt_decref(rows);
  return np_sort_unrows(res, ax);
}

static const char *const SORT_P[] = {"a", "axis", "kind", "order"};

static Value f_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[4];
  rt_parse_args("sort", argc, argv, kw, 4, SORT_P, 1, v);
  SortKind kind = sort_kind(v[2]); /* checked for every kind of array */
  Value s = np_str_sort_hook(v[0], v[1], v[2]);
  if (!rt_is_undef(s)) return s;
  s = np_obj_sort_hook(v[0], v[1], v[2], false);
  if (!rt_is_undef(s)) return s;
  s = np_rec_sort_hook(v[0], v[1], v[3], false);
  if (!rt_is_undef(s)) return s;
  return sort_copy(v[0], v[1], kind);
}

static Value f_argsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[4];
  rt_parse_args("argsort", argc, argv, kw, 4, SORT_P, 1, v);
  SortKind kind = sort_kind(v[2]);
  Value s = np_str_argsort_hook(v[0], v[1], v[2]);
  if (!rt_is_undef(s)) return s;
  s = np_rec_sort_hook(v[0], v[1], v[3], true);
  if (!rt_is_undef(s)) return s;
  s = np_obj_argsort_hook(v[0], v[1], v[2]);
  if (!rt_is_undef(s)) return s;
  return argsort_impl(v[0], v[1], kind);
}

static Value m_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[3];
  rt_parse_args("sort", argc, argv, kw, 3, SORT_P + 1, 0, v);
  SortKind kind = sort_kind(v[1]);
  if (rt_is_none(v[0]))
    rt_raise(RT_EXC_TypeError, "'NoneType' object cannot be interpreted as an integer");
  if (rt_is_array(self) && !RT_AS(Array, self)->writeable)
    rt_raise(RT_EXC_ValueError, "sort array is read-only");
  Value s = sort_copy(self, v[0], kind);
  rt_array_assign(self, s);
  rt_decref(s);
  return rt_none();
}

static Value m_argsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[3];
  rt_parse_args("argsort", argc, argv, kw, 3, SORT_P + 1, 0, v);
  return argsort_impl(self, v[0], sort_kind(v[1]));
}

/* np.sort_complex(a): a sorted copy as complex, complex64 for (u)int8/16, else complex128. */
static Value f_sort_complex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("sort_complex", argc, kw, 1, 1);
  Value s = sort_copy(argv[0], rt_int(-1), KIND_QUICK);
  DType dt = RT_AS(Array, s)->dtype;
  if (rt_dtypes[dt].kind == 'c') return s;
  int mark = rt_cleanup_push_value(&s);
  bool small = dt == DT_INT8 || dt == DT_INT16 || dt == DT_UINT8 || dt == DT_UINT16;
  Value r = rt_array_astype(s, small ? DT_COMPLEX64 : DT_COMPLEX128);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.msort(a): NumPy 1.24's DeprecationWarning, then a sorted copy along axis 0. */
static Value f_msort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("msort", argc, kw, 1, 1);
  np_warn_as(RT_EXC_DeprecationWarning, "msort is deprecated, use np.sort(a, axis=0) instead");
  return sort_copy(argv[0], rt_int(0), KIND_QUICK);
}

void np_register_sort(Value m) {
  rt_module_add_fn(m, "msort", f_msort);
  rt_module_add_fn(m, "sort_complex", f_sort_complex);
  rt_module_add_fn(m, "sort", f_sort);
  rt_module_add_fn(m, "argsort", f_argsort);
  np_register_method("sort", m_sort);
  np_register_method("argsort", m_argsort);
}
