/* np_reduce.c — reductions (sum prod min max mean std var argmin argmax all any) and the
 * cumulative operations (cumsum cumprod), as np.X functions and array methods.
 *
 * Float sums are bit-exact with NumPy: the iteration visits dimensions in memory order (as
 * NumPy's iterator does), and a run along a reduced innermost dimension is summed with NumPy's
 * pairwise summation (loops_utils.h.src: sequential below 8 elements, eight accumulators up to
 * blocks of 128, recursive halving above) in chunks of 8192 elements (NumPy's buffer size),
 * each added to an accumulator that starts at 0 (long runs: the chunks summed on several
 * threads, then added in order). Runs along
 * a kept innermost dimension are accumulated elementwise, one slice after another.
 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3") /* lets the eight pairwise accumulators become vector lanes */
#endif

#include <fenv.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_datetime.h"
#include "np_objarray.h"
#include "np_errstate.h"
#include "np_korder.h"
#include "np_loops.h"
#include "np_dvar.h"
#include "np_ma.h"
#include "np_methods_at.h"
#include "np_numba_reduce.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "np_par.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef enum { R_SUM, R_PROD, R_MAX, R_MIN } RedOp;
typedef void (*RedKernel)(int64_t n, const char *in, int64_t is, char *out, int64_t os);

/* ---- typed kernels ---- */
#define PW_BLOCKSIZE 128
/* NumPy's iterator hands a reduction's inner loop at most one buffer (8192 elements) at a
 * time, even when no buffering is needed, so pairwise sums restart every 8192 elements. */
#define NP_BUFSIZE 8192
#define PAIRWISE(E, T)                                                                  \
  static T sumrun_##E(const char *a, int64_t n, int64_t s) {                            \
    if (n < 8) {                                                                        \
      T res = 0;                                                                        \
      for (int64_t i = 0; i < n; i++) res += *(const T *)(a + i * s);                   \
      return res;                                                                       \
    }                                                                                   \
    if (n <= PW_BLOCKSIZE) {                                                            \
      T r[8];                                                                           \
      for (int j = 0; j < 8; j++) r[j] = *(const T *)(a + j * s);                       \
      int64_t i;                                                                        \
      if (s == sizeof(T)) {                                                             \
        const T *c = (const T *)a;                                                      \
        for (i = 8; i < n - (n % 8); i += 8)                                            \
          for (int j = 0; j < 8; j++) r[j] += c[i + j];                                 \
      } else {                                                                          \
        for (i = 8; i < n - (n % 8); i += 8)                                            \
          for (int j = 0; j < 8; j++) r[j] += *(const T *)(a + (i + j) * s);            \
      }                                                                                 \
      T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));        \
      for (; i < n; i++) res += *(const T *)(a + i * s);                                \
      return res;                                                                       \
    }                                                                                   \
    int64_t n2 = n / 2;                                                                 \
    n2 -= n2 % 8;                                                                       \
    return sumrun_##E(a, n2, s) + sumrun_##E(a + n2 * s, n - n2, s);                    \
  }                                                                                     \
  static inline T add_##E(T a, T b) { return a + b; }                                   \
  static inline T mul_##E(T a, T b) { return a * b; }                                   \
  /* of equal values (0.0 and -0.0) the later, b, as NumPy's SIMD max/min give it */     \
  static inline T max_##E(T a, T b) { return (a > b || isnan(a)) ? a : b; }            \
  static inline T min_##E(T a, T b) { return (a < b || isnan(a)) ? a : b; }

#define INTRED(E, T, U)                                                                 \
  static inline T add_##E(T a, T b) { return (T)((U)a + (U)b); }                        \
  static inline T mul_##E(T a, T b) { return (T)((U)a * (U)b); }                        \
  static inline T max_##E(T a, T b) { return a >= b ? a : b; }                          \
  static inline T min_##E(T a, T b) { return a <= b ? a : b; }                          \
  static T sumrun_##E(const char *a, int64_t n, int64_t s) {                            \
    U acc = 0;                                                                          \
    if (s == sizeof(T)) { /* contiguous: eight independent sums the compiler turns into \
                             vector adds (wrapping adds in any order: the same result) */  \
      const T *p = (const T *)a;                                                        \
      U r[8] = {0};                                                                     \
      int64_t i = 0;                                                                    \
      for (; i + 8 <= n; i += 8)                                                        \
        for (int j = 0; j < 8; j++) r[j] += (U)p[i + j];                                \
      for (; i < n; i++) acc += (U)p[i];                                                \
      for (int j = 0; j < 8; j++) acc += r[j];                                          \
      return (T)acc;                                                                    \
    }                                                                                   \
    for (int64_t i = 0; i < n; i++) acc += (U) * (const T *)(a + i * s);                \
    return (T)acc;                                                                      \
  }

PAIRWISE(FLOAT32, float)
PAIRWISE(FLOAT64, double)
PAIRWISE(LONGDOUBLE, long double)
/* the dtypes with typed kernels here: C's real types, long double included */
#define RED_DTYPES(X) RT_DTYPES(X) RT_LD_DTYPES(X)
INTRED(INT8, int8_t, uint8_t)
INTRED(INT16, int16_t, uint16_t)
INTRED(INT32, int32_t, uint32_t)
INTRED(INT64, int64_t, uint64_t)
INTRED(UINT8, uint8_t, uint8_t)
INTRED(UINT16, uint16_t, uint16_t)
INTRED(UINT32, uint32_t, uint32_t)
INTRED(UINT64, uint64_t, uint64_t)
INTRED(BOOL, uint8_t, uint8_t)

/* A kernel either folds a whole run into *out (os == 0) or combines elementwise. */
#define KERNEL(NAME, E, T, RUN)                                                         \
  static void r##NAME##_##E(int64_t n, const char *in, int64_t is, char *out, int64_t os) { \
    if (os == 0) {                                                                      \
      T acc = *(T *)out;                                                                \
      RUN;                                                                              \
      *(T *)out = acc;                                                                  \
      return;                                                                           \
    }                                                                                   \
    if (is == sizeof(T) && os == sizeof(T)) { /* a contiguous row into the output */    \
      const T *a = (const T *)in;                                                       \
      T *o = (T *)out;                                                                  \
      for (int64_t i = 0; i < n; i++) o[i] = NAME##_##E(o[i], a[i]);                    \
      return;                                                                           \
    }                                                                                   \
    for (int64_t i = 0; i < n; i++) {                                                   \
      T *o = (T *)(out + i * os);                                                       \
      *o = NAME##_##E(*o, *(const T *)(in + i * is));                                   \
    }                                                                                   \
  }
#define FOLD(NAME, E, T) \
  for (int64_t i = 0; i < n; i++) acc = NAME##_##E(acc, *(const T *)(in + i * is))
/* max/min of a contiguous run: float runs go to np_loops.c's SIMD lanes (1 CMP 0: whether
 * this is max); others use eight independent lanes. NaNs are noted on the side (the first NaN
 * is the result, as NumPy's maximum/minimum propagate it). */
#define LANES(NAME, E, T, CMP)                                                          \
  T v_;                                                                                 \
  bool nan_;                                                                            \
  if ((DT_##E == DT_BOOL || DT_##E == DT_UINT8) && is == 1 && n >= 64) {               \
    acc = (T)bytes_extreme((const uint8_t *)in, n, 1 CMP 0, (uint8_t)acc);              \
  } else if (is == sizeof(T) && np_float_extreme(DT_##E, in, n, 1 CMP 0, (char *)&v_, &nan_)) { \
    const T *a = (const T *)in;                                                         \
    acc = NAME##_##E(acc, v_);                                                          \
    for (int64_t k = 0; nan_ && k < n; k++)                                             \
      if (a[k] != a[k]) { acc = a[k]; break; }                                          \
  } else if (is == sizeof(T) && n >= 16) {                                              \
    const T *a = (const T *)in;                                                         \
    T r[8];                                                                             \
    int nan = 0;                                                                        \
    for (int j = 0; j < 8; j++) r[j] = a[j];                                            \
    int64_t i = 8;                                                                      \
    for (; i + 8 <= n; i += 8)                                                          \
      for (int j = 0; j < 8; j++) {                                                     \
        T x = a[i + j];                                                                 \
        nan |= x != x;                                                                  \
        r[j] = x CMP r[j] ? x : r[j];                                                   \
      }                                                                                 \
    for (int j = 0; j < 8; j++) acc = NAME##_##E(acc, r[j]);                            \
    for (; i < n; i++) acc = NAME##_##E(acc, a[i]);                                     \
    for (int64_t k = 0; nan && k < n; k++)                                              \
      if (a[k] != a[k]) { acc = a[k]; break; }                                          \
  } else {                                                                              \
    FOLD(NAME, E, T);                                                                   \
  }
/* The largest (want_max) or smallest of acc and n unsigned bytes: np.any/np.all of a bool
 * array, max/min of uint8 (64 bytes a step in four vector accumulators with SSE2, which every
 * x86-64 has; eight bytes a step elsewhere). */
static uint8_t byte_pick(uint8_t acc, uint8_t x, bool want_max) {
  return want_max ? (x > acc ? x : acc) : (x < acc ? x : acc);
}
#if defined(__x86_64__)
#include <emmintrin.h>
static uint8_t bytes_extreme(const uint8_t *a, int64_t n, bool want_max, uint8_t acc) {
  __m128i r[4];
  for (int k = 0; k < 4; k++) r[k] = _mm_loadu_si128((const __m128i *)(const void *)a);
  int64_t i = 0;
  for (; i + 64 <= n; i += 64) {
    for (int k = 0; k < 4; k++) {
      __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(a + i + 16 * k));
      r[k] = want_max ? _mm_max_epu8(r[k], x) : _mm_min_epu8(r[k], x);
    }
    if ((i & 0xfffff) == 0 && rt_interrupted) rt_check_interrupt();
  }
  uint8_t lanes[64];
  for (int k = 0; k < 4; k++) _mm_storeu_si128((__m128i *)(void *)(lanes + 16 * k), r[k]);
  for (int k = 0; k < 64; k++) acc = byte_pick(acc, lanes[k], want_max);
  for (; i < n; i++) acc = byte_pick(acc, a[i], want_max);
  return acc;
}
#else
static uint8_t bytes_extreme(const uint8_t *a, int64_t n, bool want_max, uint8_t acc) {
  for (int64_t i = 0; i < n; i++) acc = byte_pick(acc, a[i], want_max);
  return acc;
}
#endif

/* A long run's buffer-sized pieces are summed on several threads (np_par.h) and then added
 * to the accumulator one after another in order, as NumPy adds them: the same bits. */
typedef struct SumPar {
  const char *in;
  int64_t n, is;
  void *sums;
} SumPar;
#define SUMALL(E, T)                                                                    \
  static void sumpiece_##E(void *ctx, int64_t lo, int64_t hi) {                         \
    const SumPar *sp = ctx;                                                             \
    for (int64_t c = lo; c < hi; c++) {                                                 \
      int64_t at = c * NP_BUFSIZE, m = sp->n - at < NP_BUFSIZE ? sp->n - at : NP_BUFSIZE; \
      ((T *)sp->sums)[c] = sumrun_##E(sp->in + at * sp->is, m, sp->is);                 \
    }                                                                                   \
  }                                                                                     \
  static T sumall_##E(T acc, const char *in, int64_t n, int64_t is) {                   \
    int64_t pieces = (n + NP_BUFSIZE - 1) / NP_BUFSIZE;                                 \
    SumPar sp = {in, n, is, NULL};                                                      \
    if (n >= NP_PAR_MIN && np_par_threads() > 1) sp.sums = malloc(sizeof(T) * (size_t)pieces); \
    if (sp.sums) {                                                                      \
      np_par_for(pieces, 1, sumpiece_##E, &sp);                                         \
      for (int64_t c = 0; c < pieces; c++) acc = add_##E(acc, ((T *)sp.sums)[c]);       \
      free(sp.sums);                                                                    \
      return acc;                                                                       \
    }                                                                                   \
    for (int64_t c = 0; c < n; c += NP_BUFSIZE)                                         \
      acc = add_##E(acc, sumrun_##E(in + c * is, n - c < NP_BUFSIZE ? n - c : NP_BUFSIZE, is)); \
    return acc;                                                                         \
  }
#define KERNELS(E, T, name, kind, size)                                                 \
  SUMALL(E, T)                                                                          \
  KERNEL(add, E, T, acc = sumall_##E(acc, in, n, is))                                   \
  KERNEL(mul, E, T, FOLD(mul, E, T)) KERNEL(max, E, T, LANES(max, E, T, >))             \
  KERNEL(min, E, T, LANES(min, E, T, <))
RED_DTYPES(KERNELS)

static const RedKernel kernels[4][DT_COUNT] = {
#define X(E, T, name, kind, size) \
  [R_SUM][DT_##E] = radd_##E, [R_PROD][DT_##E] = rmul_##E, [R_MAX][DT_##E] = rmax_##E, \
  [R_MIN][DT_##E] = rmin_##E,
    RED_DTYPES(X)
#undef X
};

/* ---- the reduction iterator ---- */
/* A sum over the outer of two dimensions with the inner one contiguous and kept (A.sum(axis=0)
 * of a C-contiguous matrix): rows are added in order, as row after row, but four per pass so
 * the output row is loaded and stored once per four input rows. */
#define SUM_ROWS(E, T)                                                                  \
  static void sumrows_##E(int64_t nrow, int64_t n, const char *in, int64_t rs, char *out) { \
    T *o = (T *)out;                                                            \
    int64_t r = 0;                                                                      \
    for (; r + 4 <= nrow; r += 4) {                                                     \
      const T *a = (const T *)(in + r * rs), *b = (const T *)(in + (r + 1) * rs);      \
      const T *c = (const T *)(in + (r + 2) * rs), *d = (const T *)(in + (r + 3) * rs);\
      for (int64_t j = 0; j < n; j++) o[j] = (((o[j] + a[j]) + b[j]) + c[j]) + d[j];   \
    }                                                                                   \
    for (; r < nrow; r++) {                                                             \
      const T *a = (const T *)(in + r * rs);                                            \
      for (int64_t j = 0; j < n; j++) o[j] = o[j] + a[j];                               \
    }                                                                                   \
  }
SUM_ROWS(FLOAT64, double)
SUM_ROWS(FLOAT32, float)

static bool sum_rows(RedKernel k, int64_t nrow, int64_t n, const char *in, int64_t rs,
                     int64_t cs, char *out) {
  if (k == kernels[R_SUM][DT_FLOAT64] && cs == 8) sumrows_FLOAT64(nrow, n, in, rs, out);
  else if (k == kernels[R_SUM][DT_FLOAT32] && cs == 4) sumrows_FLOAT32(nrow, n, in, rs, out);
  else return false;
  return true;
}

/* NumPy buffers a float sum whose reduced block (the innermost dimensions, in memory order)
 * does not coalesce into one strided run: each output's block is copied out 8192 elements at
 * a time in iteration order and each buffer summed pairwise, so m[::2].sum() adds as
 * np.ascontiguousarray(m[::2]).sum() does, not row by row. sh/is/os: the m coalesced
 * dimensions, outer first; the last r are the reduced ones. */
/* n items of isz bytes at stride s from src, packed into dst */
static void gather(char *dst, const char *src, int64_t n, int64_t s, int isz) {
  if (s == isz) {
    memcpy(dst, src, (size_t)(n * isz));
  } else if (isz == 8) {
    for (int64_t i = 0; i < n; i++) memcpy(dst + 8 * i, src + i * s, 8);
  } else if (isz == 4) {
    for (int64_t i = 0; i < n; i++) memcpy(dst + 4 * i, src + i * s, 4);
  } else {
    for (int64_t i = 0; i < n; i++) memcpy(dst + isz * i, src + i * s, (size_t)isz);
  }
}

static void reduce_blocks(int m, int r, const int64_t *sh, const int64_t *is, const int64_t *os,
                          const char *pi, char *po, int isz, RedKernel k) {
  char *buf = malloc((size_t)NP_BUFSIZE * (size_t)isz);
  if (!buf) rt_raise(RT_EXC_MemoryError, "out of memory");
  int64_t idx[RT_MAXDIM + 1] = {0};
  int q = m - r; /* the kept (outer) dimensions */
  int64_t n = sh[m - 1], s = is[m - 1]; /* the block's rows: its innermost dimension */
  for (;;) {
    int64_t j[RT_MAXDIM + 1] = {0}, fill = 0;
    const char *p = pi;
    for (;;) { /* the block's rows in order, each copied in pieces that fill the buffer */
      for (int64_t at = 0; at < n;) {
        int64_t take = n - at < NP_BUFSIZE - fill ? n - at : NP_BUFSIZE - fill;
        gather(buf + fill * isz, p + at * s, take, s, isz);
        fill += take, at += take;
        if (fill == NP_BUFSIZE) k(fill, buf, isz, po, 0), fill = 0;
      }
      int d = m - 2;
      for (; d >= q; d--) {
        p += is[d];
        if (++j[d] < sh[d]) break;
        p -= is[d] * sh[d];
        j[d] = 0;
      }
      if (d < q) break;
    }
    if (fill) k(fill, buf, isz, po, 0);
    int d = q - 1;
    for (; d >= 0; d--) {
      pi += is[d]; po += os[d];
      if (++idx[d] < sh[d]) break;
      pi -= is[d] * sh[d]; po -= os[d] * sh[d];
      idx[d] = 0;
    }
    if (d < 0) break;
  }
  free(buf);
}

/* Reduces `in` over the dimensions marked in red into out (shape: the kept dimensions).
 * buffered: a float sum, whose order of additions NumPy's buffering decides. */
static void reduce_into(const Array *in, const bool *red, Array *out, RedKernel k,
                        bool buffered) {
  int nd = 0, perm[RT_MAXDIM];
  int64_t shape[RT_MAXDIM], ist[RT_MAXDIM], ost[RT_MAXDIM];
  for (int d = 0, j = 0; d < in->ndim; d++) {
    int64_t os = red[d] ? 0 : out->strides[j++];
    if (in->shape[d] == 1) continue;
    shape[nd] = in->shape[d];
    ist[nd] = in->strides[d];
    ost[nd] = os;
    perm[nd] = nd;
    nd++;
  }
  /* memory order: stable sort by |input stride|, largest (outermost) first */
  for (int i = 1; i < nd; i++)
    for (int j = i; j > 0 && llabs(ist[perm[j - 1]]) < llabs(ist[perm[j]]); j--) {
      int t = perm[j]; perm[j] = perm[j - 1]; perm[j - 1] = t;
    }
  int64_t sh[RT_MAXDIM + 1], is[RT_MAXDIM + 1], os[RT_MAXDIM + 1];
  int m = 0;
  for (int i = 0; i < nd; i++) {
    int d = perm[i];
    if (m > 0 && is[m - 1] == ist[d] * shape[d] && os[m - 1] == ost[d] * shape[d]) {
      sh[m - 1] *= shape[d]; is[m - 1] = ist[d]; os[m - 1] = ost[d];
      continue;
    }
    sh[m] = shape[d]; is[m] = ist[d]; os[m] = ost[d];
    m++;
  }
  if (m == 0) { sh[0] = 1; is[0] = 0; os[0] = 0; m = 1; }
  int64_t idx[RT_MAXDIM + 1] = {0};
  const char *pi = in->data;
  char *po = out->data;
  if (m == 2 && os[0] == 0 && os[1] == is[1] && sum_rows(k, sh[0], sh[1], pi, is[0], is[1], po))
    return;
  int r = 0; /* reduced dimensions at the inside; a buffered block when several, all inside */
  while (r < m && os[m - 1 - r] == 0) r++;
  bool suffix = r >= 2;
  for (int d = 0; suffix && d < m - r; d++) suffix = os[d] != 0;
  if (buffered && suffix) {
    reduce_blocks(m, r, sh, is, os, pi, po, rt_dtypes[in->dtype].itemsize, k);
    return;
  }
  for (;;) {
    k(sh[m - 1], pi, is[m - 1], po, os[m - 1]);
    int d = m - 2;
    for (; d >= 0; d--) {
      pi += is[d]; po += os[d];
      if (++idx[d] < sh[d]) break;
      pi -= is[d] * sh[d]; po -= os[d] * sh[d];
      idx[d] = 0;
    }
    if (d < 0) return;
  }
}

/* Marks the reduced axes from an axis argument (None, int or tuple); returns their count. */
static int parse_axes(Value axis, int ndim, bool *red) {
  if (rt_is_undef(axis) || rt_is_none(axis)) {
    for (int d = 0; d < ndim; d++) red[d] = true;
    return ndim;
  }
  for (int d = 0; d < ndim; d++) red[d] = false;
  int n = 1;
  const Value *items = &axis;
  if (rt_is_tuple(axis)) { n = (int)RT_AS(Tuple, axis)->n; items = RT_AS(Tuple, axis)->items; }
  for (int i = 0; i < n; i++) {
    int d = np_axis_index(rt_to_index(items[i], "axis"), ndim);
    if (red[d]) rt_raise(RT_EXC_ValueError, "duplicate value in 'axis'");
    red[d] = true;
  }
  return n;
}

static const char *const red_names[] = {"add", "multiply", "maximum", "minimum"};

/* NumPy allocates a reduction's result with the kept axes in the input's order='K' order
 * (t.sum(axis=2) of a transposed t is not C-ordered): out's strides are set so (out: new and
 * contiguous, its axes the kept axes of in). */
static void keep_axis_order(const Array *in, const bool *red, Array *out) {
  int full[RT_MAXDIM], map[RT_MAXDIM], perm[RT_MAXDIM], k = 0;
  const Array *ops[1] = {in};
  if (out->ndim < 2 || !np_korder_perm(1, ops, in->ndim, NULL, full)) return;
  for (int d = 0, j = 0; d < in->ndim; d++) map[d] = red[d] ? -1 : j++;
  bool c_order = true;
  for (int i = 0; i < in->ndim; i++)
    if (!red[full[i]]) {
      perm[k] = map[full[i]];
      c_order &= perm[k] == k;
      k++;
    }
  if (c_order) return;
  int64_t st = rt_dtypes[out->dtype].itemsize;
  for (int i = out->ndim - 1; i >= 0; i--) {
    out->strides[perm[i]] = st;
    st *= out->shape[perm[i]] ? out->shape[perm[i]] : 1;
  }
}

/* res (a fresh result; stolen) with the reduced axes kept as length 1. NumPy allocates that
 * shape directly, in the input's axis order (perm: its axes outermost first, NULL for C
 * order), so the answer owns its data and a length-1 axis has the stride that order gives it
 * (an F-ordered (3, 4) summed over axis 1 keeps strides (8, 24)). */
static Value keep_dims(Value res, int ndim, const int64_t *kshape, const bool *red,
                       const int *perm) {
  Array *o = RT_AS(Array, res);
  int64_t strides[RT_MAXDIM], st = rt_dtypes[o->dtype].itemsize;
  for (int i = ndim - 1; i >= 0; i--) {
    int ax = perm ? perm[i] : i;
    strides[ax] = o->size ? st : 0; /* a new empty array's strides are zeros */
    st *= kshape[ax] ? kshape[ax] : 1;
  }
  bool fits = o->hdr.refcount == 1;
  for (int d = 0, j = 0; d < ndim && fits; d++) /* res's own axes keep their layout */
    if (!red[d]) fits = o->shape[j] <= 1 || o->strides[j] == strides[d], j++;
  if (!fits) { /* a layout this cannot tell: the plain reshape (a view) */
    Value r = np_array_reshape(res, ndim, kshape);
    rt_decref(res);
    return r;
  }
  o->ndim = ndim;
  memcpy(o->shape, kshape, (size_t)ndim * sizeof *kshape);
  memcpy(o->strides, strides, sizeof strides);
  return res;
}

/* The whole reduction: returns an array of the kept shape (keepdims: 1 at reduced axes) or a
 * NumPy scalar when nothing is kept. acc: the dtype to compute in (input is cast). */
static Value reduce_from(Value av, Value axis, RedOp op, DType acc, bool keepdims, bool identity,
                         Value initial) {
  Value arr = rt_array_from_value(av, (int)acc), res = rt_undef();
  if (!np_elements_aligned(RT_AS(Array, arr))) { /* a field view: an aligned copy */
    Value c = rt_array_contiguous(arr, true);
    rt_decref(arr);
    arr = c;
  }
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&res);
  Array *in = RT_AS(Array, arr);
  bool red[RT_MAXDIM];
  parse_axes(axis, in->ndim, red);
  int64_t oshape[RT_MAXDIM], kshape[RT_MAXDIM];
  int ond = 0;
  bool empty_red = false;
  for (int d = 0; d < in->ndim; d++) {
    kshape[d] = red[d] ? 1 : in->shape[d];
    if (!red[d]) oshape[ond++] = in->shape[d];
    else if (in->shape[d] == 0) empty_red = true;
  }
  res = rt_array_new(acc, ond, oshape, op == R_SUM);
  Array *out = RT_AS(Array, res);
  keep_axis_order(rt_is_array(av) ? RT_AS(Array, av) : in, red, out); /* av's layout, uncast */
  if (!rt_is_undef(initial)) { /* initial=: the accumulator's start, an empty axis allowed */
    NpIter it;
    for (np_iter_init(&it, out); it.more; np_iter_next(&it)) np_set_elem_py(acc, it.ptr, initial);
  } else if (op == R_PROD || (identity && op == R_MIN)) {
    NpIter it;
    for (np_iter_init(&it, out); it.more; np_iter_next(&it)) rt_elem_set_i64(acc, it.ptr, 1);
  } else if (identity && op == R_MAX) {
    memset(out->data, 0, (size_t)out->size * (size_t)rt_dtypes[acc].itemsize);
  } else if (op == R_MAX || op == R_MIN) {
    if (empty_red && out->size > 0)
      rt_raise(RT_EXC_ValueError, "zero-size array to reduction operation %s which has no identity",
               red_names[op]);
    if (in->size > 0) {
      Array first = *in;
      first.ndim = 0;
      for (int d = 0; d < in->ndim; d++)
        if (!red[d]) {
          first.shape[first.ndim] = in->shape[d];
          first.strides[first.ndim++] = in->strides[d];
        }
      first.size = out->size;
      np_copy_cast(out, &first);
    }
  }
  RedKernel k = np_reduce_kernel(op, acc);
  char kind = rt_dtypes[acc].kind;
  bool fp = in->size > 0 && (op == R_SUM || op == R_PROD) && (kind == 'f' || kind == 'c');
  if (fp) feclearexcept(FE_ALL_EXCEPT);
  if (in->size > 0) reduce_into(in, red, out, k, op == R_SUM && (kind == 'f' || kind == 'c'));
  if (fp) np_report_fp(fetestexcept(np_fp_report_flags()), "reduce"); /* inf - inf, overflow */
  int in_ndim = in->ndim, perm[RT_MAXDIM];
  const Array *src[1] = {rt_is_array(av) ? RT_AS(Array, av) : in}; /* as keep_axis_order */
  bool permuted = keepdims && np_korder_perm(1, src, in_ndim, NULL, perm);
  rt_cleanup_pop(mark, false);
  rt_decref(arr); /* `in` points into arr: do not use it below */
  if (keepdims) return keep_dims(res, in_ndim, kshape, red, permuted ? perm : NULL);
  return np_scalar_if_0d(res);
}

Value np_reduce_run(Value a, Value axis, int op, DType acc, bool keepdims, bool identity,
                    Value initial) {
  return reduce_from(a, axis, (RedOp)op, acc, keepdims, identity, initial);
}

NpRedKernel np_reduce_kernel(int op, DType dt) {
  if (dt == DT_FLOAT16) return np_half_reduce_kernel(op);
  return rt_dtypes[dt].kind == 'c' ? np_complex_reduce_kernel(op, dt) : kernels[op][dt];
}

static Value reduce(Value av, Value axis, RedOp op, DType acc, bool keepdims, bool identity) {
  return reduce_from(av, axis, op, acc, keepdims, identity, rt_undef());
}

/* ---- argument handling shared by functions and methods ---- */
typedef struct RedArgs {
  Value a, axis, dtype, out, keepdims, ddof, initial, where;
  const NpLibLine *warn_at; /* mean/var/std: where their own warnings show (NULL: the caller) */
} RedArgs;

/* names: the parameter list after `a` (functions take a first, methods get self). */
static const char *const SUMI_P[] = {"a", "axis", "dtype", "out", "keepdims", "initial", "where"};
static const char *const MAXI_P[] = {"a", "axis", "out", "keepdims", "initial", "where"};
static const char *const MEAN_P[] = {"a", "axis", "dtype", "out", "keepdims", "where"};
static const char *const STD_P[] = {"a", "axis", "dtype", "out", "ddof", "keepdims", "where"};
static const char *const LOGIC_P[] = {"a", "axis", "out", "keepdims", "where"};
static const char *const ARG_P[] = {"a", "axis", "out", "keepdims"};
static const char *const CUM_P[] = {"a", "axis", "dtype", "out"};

/* names: the parameters in NumPy's order; where= is keyword-only in mean/var/std (after their
 * `*`), positional in sum/max/min. */
static RedArgs parse_red(const char *fname, Value self, int argc, const Value *argv,
                         const Kwargs *kw, int nparams, const char *const *names) {
  Value v[8];
  RedArgs r;
  bool method = !rt_is_none(self);
  bool kwonly_where = names == MEAN_P || names == STD_P || names == LOGIC_P;
  int npos = nparams - method - kwonly_where;
  rt_parse_args_kwonly(fname, argc, argv, kw, nparams - method, npos, names + method, !method, v);
  int j = 0;
  r.a = method ? self : v[j++];
  r.axis = r.dtype = r.out = r.keepdims = r.ddof = r.initial = r.where = rt_undef();
  r.warn_at = NULL;
  for (int i = 1; i < nparams; i++, j++) {
    const char *n = names[i];
    if (!strcmp(n, "axis")) r.axis = v[j];
    else if (!strcmp(n, "dtype")) r.dtype = v[j];
    else if (!strcmp(n, "out")) r.out = v[j];
    else if (!strcmp(n, "keepdims")) r.keepdims = v[j];
    else if (!strcmp(n, "ddof")) r.ddof = v[j];
    else if (!strcmp(n, "initial")) r.initial = v[j];
    else if (!strcmp(n, "where")) r.where = v[j];
  }
  /* checked before any work, as NumPy does; with_out writes through it as an Array */
  if (!rt_is_undef(r.out) && !rt_is_none(r.out) && !rt_is_array(r.out))
    rt_raise(RT_EXC_TypeError, "output must be an array");
  return r;
}

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }
static bool kd(const RedArgs *r) { return given(r->keepdims) && rt_truthy(r->keepdims); }

static DType input_dtype(Value a) {
  if (rt_is_array(a)) return RT_AS(Array, a)->dtype;
  Value arr = rt_array_from_value(a, -1);
  DType dt = RT_AS(Array, arr)->dtype;
  rt_decref(arr);
  return dt;
}

static Value with_out(Value res, Value out) {
  if (!given(out)) return res;
  int mark = rt_cleanup_push_value(&res);
  rt_array_assign(out, res);
  rt_cleanup_pop(mark, true);
  rt_incref(out);
  return out;
}

/* where=mask: the masked-out elements replaced by the operation's identity (0, 1; all's
 * true, any's false: logic) or, for max/min, by the initial value NumPy then requires; the
 * reduction runs over the result. Returns a new reference to the array to reduce (r->a itself
 * when there is no mask). */
static Value apply_where_as(const RedArgs *r, RedOp op, bool logic) {
  if (rt_is_undef(r->where) || (r->where.tag == RT_BOOL && rt_truthy(r->where))) {
    rt_incref(r->a);
    return r->a;
  }
  Value fill = logic ? rt_bool(op == R_MIN) : op == R_SUM ? rt_int(0) : op == R_PROD ? rt_int(1)
                                                                                      : r->initial;
  if (!given(fill))
    rt_raise(RT_EXC_ValueError, "reduction operation '%s' does not have an identity, so to use "
             "a where mask one has to specify 'initial'", op == R_MAX ? "maximum" : "minimum");
  Value a = rt_array_from_value(r->a, -1);
  int mark = rt_cleanup_push_value(&a);
  Value f = rt_array_from_value(fill, RT_AS(Array, a)->dtype);
  rt_cleanup_push_value(&f);
  Value res = np_callk("where", 3, (Value[]){r->where, a, f}, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return res;
}

static Value apply_where(const RedArgs *r, RedOp op) { return apply_where_as(r, op, false); }

/* Only the array: Numba's own loop in interpreted @jit code (np_numba_reduce.c). */
static bool numba_whole(const RedArgs *r, NpNumbaReduce op, Value *out) {
  if (given(r->axis) || given(r->dtype) || given(r->out) || given(r->keepdims) || given(r->ddof) ||
      given(r->initial) || !rt_is_undef(r->where))
    return false;
  return np_numba_reduce(r->a, op, out);
}

static Value sum_like(RedOp op, const char *name, Value self, int argc, const Value *argv,
                      const Kwargs *kw) {
  RedArgs r = parse_red(name, self, argc, argv, kw, 7, SUMI_P);
  Value nb;
  if (op == R_SUM && numba_whole(&r, NP_NB_SUM, &nb)) return nb;
  DType acc = given(r.dtype) ? rt_dtype_from_value(r.dtype) : np_sum_dtype(input_dtype(r.a));
  Value a = apply_where(&r, op);
  int mark = rt_cleanup_push_value(&a);
  np_lib_line_enter(!rt_is_none(self) ? (op == R_SUM ? &np_sum_method_at : &np_prod_method_at)
                                      : &np_reduce_fn_at);
  Value res = reduce_from(a, r.axis, op, acc, kd(&r), true, r.initial);
  rt_cleanup_pop(mark, true); /* and leaves the line */
  if (!given(r.dtype)) np_dvar_result(res, r.a, rt_undef()); /* a 'q' sum is np.longlong */
  return with_out(res, r.out);
}

static Value max_like(RedOp op, const char *name, Value self, int argc, const Value *argv,
                      const Kwargs *kw) {
  RedArgs r = parse_red(name, self, argc, argv, kw, 6, MAXI_P);
  Value a = apply_where(&r, op);
  int mark = rt_cleanup_push_value(&a);
  Value res = reduce_from(a, r.axis, op, input_dtype(r.a), kd(&r), false, r.initial);
  rt_cleanup_pop(mark, true);
  np_dvar_result(res, r.a, rt_undef());
  return with_out(res, r.out);
}

static Value logic_like(RedOp op, const char *name, Value self, int argc, const Value *argv,
                        const Kwargs *kw) {
  RedArgs r = parse_red(name, self, argc, argv, kw, 5, LOGIC_P);
  Value a = apply_where_as(&r, op, true);
  int mark = rt_cleanup_push_value(&a);
  Value res = reduce(a, r.axis, op, DT_BOOL, kd(&r), true);
  rt_cleanup_pop(mark, true);
  return with_out(res, r.out);
}

/* Number of elements each output element was reduced from. */
static int64_t reduced_count(Value a, Value axis) {
  Value arr = rt_array_from_value(a, -1);
  int mark = rt_cleanup_push_value(&arr);
  Array *in = RT_AS(Array, arr);
  bool red[RT_MAXDIM];
  parse_axes(axis, in->ndim, red);
  int64_t n = 1;
  for (int d = 0; d < in->ndim; d++)
    if (red[d]) n *= in->shape[d];
  rt_cleanup_pop(mark, true);
  return n;
}

static DType mean_dtype(const RedArgs *r) {
  if (given(r->dtype)) return rt_dtype_from_value(r->dtype);
  DType dt = input_dtype(r->a);
  return np_kind_rank(dt) >= 2 ? dt : DT_FLOAT64;
}

/* s / n as NumPy's _mean and _var divide (steals s): an array in place, in its own dtype; a
 * scalar as Python's `/` on it (float64 for a float32 under NumPy 1.24's scalar promotion),
 * rounded back to its dtype, or to sdt when sdt >= 0. */
static Value divide_count_as(Value s, int64_t n, int sdt, bool scalar_math) {
  int mark = rt_cleanup_push_value(&s);
  Value r;
  if (rt_is_array(s)) {
    r = np_apply_binary(NPB_DIV, s, rt_int(n), s);
  } else {
    /* NumPy's `ret / rcount`: scalar math ("scalar divide") where NumPy's scalar math takes
     * the pair, else the ufunc ("divide") */
    np_operator_pending = scalar_math;
    Value q = np_apply_binary(NPB_DIV, s, rt_int(n), rt_undef());
    int qmark = rt_cleanup_push_value(&q);
    r = np_scalar_if_0d(rt_array_from_value(q, sdt >= 0 ? sdt : (int)RT_AS(NpScalar, s)->dtype));
    rt_cleanup_pop(qmark, true);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* _mean's and _var's counts are intp scalars: NumPy's scalar math refuses one with a float32,
 * float16 or complex64 sum (not safely castable), which then divides as the ufunc ("divide") */
static bool count_scalar_math(Value s) {
  DType d = rt_is_npscalar(s) ? RT_AS(NpScalar, s)->dtype : DT_FLOAT64;
  return d != DT_FLOAT32 && d != DT_FLOAT16 && d != DT_COMPLEX64;
}

static Value divide_count(Value s, int64_t n) { return divide_count_as(s, n, -1, true); }

/* ---- mean, var and std with where=mask: NumPy's _count_reduce_items counts the mask (broadcast
 * to a's shape) along the axes, and the sums skip the masked-out elements ---- */
static bool has_where(const RedArgs *r) {
  return !rt_is_undef(r->where) && !(r->where.tag == RT_BOOL && rt_truthy(r->where));
}

/* How many elements each output element reduces: an int64 array, or a scalar. */
static Value where_count(const RedArgs *r, bool keepdims) {
  Value arr = rt_array_from_value(r->a, -1);
  int mark = rt_cleanup_push_value(&arr);
  Value shape = rt_getattr(arr, "shape");
  rt_cleanup_push_value(&shape);
  Value w = rt_array_from_value(r->where, DT_BOOL);
  rt_cleanup_push_value(&w);
  Value wb = np_callk("broadcast_to", 2, (Value[]){w, shape}, 0, NULL, NULL);
  rt_cleanup_push_value(&wb);
  Value n = reduce(wb, r->axis, R_SUM, DT_INT64, keepdims, true);
  rt_cleanup_pop(mark, true);
  return n;
}

/* Whether any count is <= limit (an empty slice for mean, no degrees of freedom for var). */
static bool any_count_le(Value n, int64_t limit) {
  Value arr = rt_array_from_value(n, DT_INT64);
  bool any = false;
  NpIter it;
  for (np_iter_init(&it, RT_AS(Array, arr)); it.more && !any; np_iter_next(&it))
    any = *(const int64_t *)it.ptr <= limit;
  rt_decref(arr);
  return any;
}

/* s / n (steals s) as _mean and _var divide by the counts: an array in place, a scalar as
 * its dtype.type(s / n). */
static Value divide_counts(Value s, Value n, const NpLibLine *arr_at, const NpLibLine *scalar_at) {
  int mark = rt_cleanup_push_value(&s);
  np_lib_line_enter(rt_is_array(s) ? arr_at : scalar_at);
  Value r, q = rt_undef(); /* q is registered: it lives until the pop */
  if (rt_is_array(s)) {
    r = np_apply_binary(NPB_DIV, s, n, s);
  } else {
    np_operator_pending = true; /* `ret / rcount`: scalar math ("scalar divide") */
    q = np_apply_binary(NPB_DIV, s, n, rt_undef());
    rt_cleanup_push_value(&q);
    r = np_scalar_if_0d(rt_array_from_value(q, (int)RT_AS(NpScalar, s)->dtype));
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value mean_where(const RedArgs *r) {
  DType dt = mean_dtype(r);
  Value n = where_count(r, kd(r)), a = rt_undef();
  int mark = rt_cleanup_push_value(&n);
  rt_cleanup_push_value(&a);
  if (any_count_le(n, 0)) np_warn_from(r->warn_at, "Mean of empty slice.");
  a = apply_where(r, R_SUM);
  Value m = divide_counts(reduce(a, r->axis, R_SUM, dt, kd(r), true), n, &np_mean_div_at,
                          &np_mean_sdiv_at);
  rt_cleanup_pop(mark, true);
  return m;
}

/* _var with where: the mean over the kept elements, squared deviations summed over them,
 * divided by max(count - ddof, 0). */
static Value var_where(const RedArgs *r) {
  DType dt = mean_dtype(r);
  int64_t ddof = given(r->ddof) ? rt_to_index(r->ddof, "ddof") : 0;
  Value a = rt_undef(), n = rt_undef(), mean = rt_undef(), sq = rt_undef();
  Value kept = rt_undef(), dof = rt_undef(), nk = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&nk);
  rt_cleanup_push_value(&n);
  rt_cleanup_push_value(&mean);
  rt_cleanup_push_value(&sq);
  rt_cleanup_push_value(&kept);
  rt_cleanup_push_value(&dof);
  n = where_count(r, kd(r));
  if (any_count_le(n, ddof)) np_warn_from(r->warn_at, "Degrees of freedom <= 0 for slice");
  nk = where_count(r, true);
  a = apply_where(r, R_SUM);
  mean = divide_counts(reduce(a, r->axis, R_SUM, dt, true, true), nk, &np_var_mean_at,
                       &np_var_mean_at);
  Value dev = np_apply_binary(NPB_SUB, a, mean, rt_undef());
  bool cplx = rt_dtypes[dt].kind == 'c';
  sq = cplx ? np_complex_abs2(dev) : np_apply_binary(NPB_MUL, dev, dev, dev);
  rt_decref(dev);
  if (cplx) dt = np_complex_part(dt);
  RedArgs rs = *r;
  rs.a = sq;
  kept = apply_where(&rs, R_SUM);
  dof = np_apply_binary(NPB_SUB, n, rt_int(ddof), rt_undef());
  Value d = np_apply_binary(NPB_MAXIMUM, dof, rt_int(0), rt_undef());
  rt_decref(dof);
  dof = d;
  Value v = divide_counts(reduce(kept, r->axis, R_SUM, dt, kd(r), true), dof, &np_var_div_at,
                          &np_var_sdiv_at);
  rt_cleanup_pop(mark, true);
  return v;
}

/* NumPy's _mean sums float16 in float32 and gives the quotient back as float16. */
static Value mean_impl(const RedArgs *r) {
  Value nb;
  if (numba_whole(r, NP_NB_MEAN, &nb)) return nb;
  if (has_where(r)) return mean_where(r);
  DType dt = mean_dtype(r);
  bool half = dt == DT_FLOAT16 && !given(r->dtype);
  int at = np_lib_line_enter(&np_mean_sum_at);
  Value s = reduce(r->a, r->axis, R_SUM, half ? DT_FLOAT32 : dt, kd(r), true);
  np_lib_line_leave(at);
  int64_t n = reduced_count(r->a, r->axis);
  if (n == 0) np_warn_from(r->warn_at, "Mean of empty slice.");
  at = np_lib_line_enter(rt_is_array(s) ? &np_mean_div_at
                             : half         ? &np_mean_hdiv_at
                                            : &np_mean_sdiv_at);
  Value m = divide_count_as(s, n, half ? DT_FLOAT16 : -1, count_scalar_math(s));
  np_lib_line_leave(at);
  if (!half || !rt_is_array(m)) return m;
  int mark = rt_cleanup_push_value(&m);
  Value h = rt_array_astype(m, DT_FLOAT16);
  rt_cleanup_pop(mark, true);
  return h;
}

Value np_mean_method_at(Value a, Value axis, Value keepdims, const NpLibLine *at) {
  RedArgs r = {.a = a, .axis = axis, .dtype = rt_undef(), .out = rt_undef(), .keepdims = keepdims,
               .ddof = rt_undef(), .initial = rt_undef(), .where = rt_undef(), .warn_at = at};
  return mean_impl(&r);
}

/* NumPy's _var: mean with keepdims, deviations, squares, sum, divide by n - ddof. */
static Value var_impl(const RedArgs *r) {
  Value nb;
  if (numba_whole(r, NP_NB_VAR, &nb)) return nb;
  if (has_where(r)) return var_where(r);
  DType dt = mean_dtype(r);
  int64_t n = reduced_count(r->a, r->axis);
  int64_t ddof = given(r->ddof) ? rt_to_index(r->ddof, "ddof") : 0;
  int64_t div = n - ddof > 0 ? n - ddof : 0;
  if (div == 0) np_warn_from(r->warn_at, "Degrees of freedom <= 0 for slice"); /* first */
  int at = np_lib_line_enter(&np_var_sum_at);
  Value mean = reduce(r->a, r->axis, R_SUM, dt, true, true);
  np_lib_line_leave(at);
  at = np_lib_line_enter(&np_var_mean_at);
  Value meanq = divide_count(mean, n);
  np_lib_line_leave(at);
  at = np_lib_line_enter(&np_var_dev_at);
  Value dev = np_apply_binary(NPB_SUB, r->a, meanq, rt_undef());
  rt_decref(meanq);
  np_lib_line_leave(at);
  bool cplx = rt_dtypes[dt].kind == 'c';
  at = np_lib_line_enter(&np_var_square_at);
  Value sq = cplx ? np_complex_abs2(dev)
             : rt_is_array(dev) ? np_apply_binary(NPB_MUL, dev, dev, dev)  /* in place */
                                : np_apply_binary(NPB_MUL, dev, dev, rt_undef());
  np_lib_line_leave(at);
  rt_decref(dev);
  if (cplx) dt = np_complex_part(dt);
  at = np_lib_line_enter(&np_var_sqsum_at);
  Value s = reduce(sq, r->axis, R_SUM, dt, kd(r), true);
  np_lib_line_leave(at);
  rt_decref(sq);
  at = np_lib_line_enter(rt_is_array(s) ? &np_var_div_at : &np_var_sdiv_at);
  Value v = divide_count_as(s, div, -1, count_scalar_math(s));
  np_lib_line_leave(at);
  return v;
}

static Value std_impl(const RedArgs *r) {
  Value nb;
  if (numba_whole(r, NP_NB_STD, &nb)) return nb;
  Value v = var_impl(r);
  /* NumPy's _std takes the root in place (sqrt(ret, out=ret)): the array keeps var's layout */
  Value s = np_apply_unary(NPU_SQRT, v, rt_is_array(v) ? v : rt_undef());
  rt_decref(v);
  return s;
}

/* ---- argmax / argmin: the first extreme element; a NaN is the extreme (the first one) ----
 * The row is scanned in blocks: a branch-free pass finds the block's extreme and whether it
 * holds a NaN, and only a block that holds a NaN or beats the best so far is searched again
 * for the position (the first element equal to the block's extreme, so ties keep the first). */
#define ARG_BLOCK 1024

/* The extreme of a[s..e), and *nan when a NaN is among them: the integer dtypes and short
 * blocks (float blocks go to np_loops.c's SIMD lanes, np_float_extreme). */
#define BLOCK_EXT(E, T, name, kind, size)                                               \
  static T blockext_##E(const T *a, int64_t s, int64_t e, bool *nan, bool want_max) {   \
    T m = a[s];                                                                         \
    bool un = false;                                                                    \
    for (int64_t i = s; i < e; i++) {                                                   \
      m = (want_max ? a[i] > m : a[i] < m) ? a[i] : m;                                  \
      un |= a[i] != a[i];                                                               \
    }                                                                                   \
    *nan = un;                                                                          \
    return m;                                                                           \
  }

#define ARGSCAN(E, T, name, kind, size)                                                 \
  BLOCK_EXT(E, T, name, kind, size)                                                     \
  static int64_t argscan_##E(const T *a, int64_t n, bool want_max) {                    \
    int64_t best = 0, i;                                                                \
    T b = a[0];                                                                         \
    for (int64_t s = 0; s < n; s += ARG_BLOCK) {                                        \
      int64_t e = n - s > ARG_BLOCK ? s + ARG_BLOCK : n;                                \
      bool nan;                                                                         \
      T m;                                                                              \
      if (!np_float_extreme(DT_##E, (const char *)(a + s), e - s, want_max, (char *)&m,   \
                            &nan))                                                      \
        m = blockext_##E(a, s, e, &nan, want_max);                                      \
      if (nan) {                                                                        \
        for (i = s; a[i] == a[i]; i++) continue;                                        \
        return i;                                                                       \
      }                                                                                 \
      if (want_max ? m > b : m < b) {                                                   \
        for (i = s; !(a[i] == m); i++) continue;                                        \
        b = m;                                                                          \
        best = i;                                                                       \
      }                                                                                 \
    }                                                                                   \
    return best;                                                                        \
  }                                                                                     \
  static int64_t argmax_##E(const char *row, int64_t n) {                               \
    return argscan_##E((const T *)row, n, true);                                        \
  }                                                                                     \
  static int64_t argmin_##E(const char *row, int64_t n) {                               \
    return argscan_##E((const T *)row, n, false);                                       \
  }
RED_DTYPES(ARGSCAN)

/* Complex argmax/argmin: NumPy's lexical order (real part, then imaginary), the first element
 * with a NaN part being the extreme. */
#define COMPLEX_ARG(E, F)                                                               \
  static int64_t cargscan_##E(const F *a, int64_t n, bool want_max) {                   \
    F br = a[0], bi = a[1];                                                             \
    if (isnan(br) || isnan(bi)) return 0;                                               \
    int64_t best = 0;                                                                   \
    for (int64_t i = 1; i < n; i++) {                                                   \
      F r = a[2 * i], im = a[2 * i + 1];                                                \
      bool nan = isnan(r) || isnan(im);                                                 \
      bool beats = want_max ? r > br || (r == br && im > bi) : r < br || (r == br && im < bi); \
      if (beats || nan) {                                                               \
        br = r, bi = im, best = i;                                                      \
        if (nan) break;                                                                 \
      }                                                                                 \
    }                                                                                   \
    return best;                                                                        \
  }                                                                                     \
  static int64_t argmax_##E(const char *row, int64_t n) {                               \
    return cargscan_##E((const F *)row, n, true);                                       \
  }                                                                                     \
  static int64_t argmin_##E(const char *row, int64_t n) {                               \
    return cargscan_##E((const F *)row, n, false);                                      \
  }
COMPLEX_ARG(COMPLEX64, float)
COMPLEX_ARG(COMPLEX128, double)

static int64_t (*const arg_fns[2][DT_COUNT])(const char *, int64_t) = {
#define X(E, T, name, kind, size) [0][DT_##E] = argmin_##E, [1][DT_##E] = argmax_##E,
    RED_DTYPES(X)
#undef X
    [0][DT_COMPLEX64] = argmin_COMPLEX64, [1][DT_COMPLEX64] = argmax_COMPLEX64,
    [0][DT_COMPLEX128] = argmin_COMPLEX128, [1][DT_COMPLEX128] = argmax_COMPLEX128,
};

static Value arg_impl(Value self, int argc, const Value *argv, const Kwargs *kw, bool want_max) {
  const char *name = want_max ? "argmax" : "argmin";
  RedArgs r = parse_red(name, self, argc, argv, kw, 4, ARG_P);
  Value arr = rt_array_from_value(r.a, -1);
  int mark = rt_cleanup_push_value(&arr);
  Array *a = RT_AS(Array, arr);
  int64_t one = a->size;
  Value moved;
  int ax = -1;
  if (given(r.axis)) {
    ax = np_axis_index(rt_to_index(r.axis, "axis"), a->ndim);
    int64_t perm[RT_MAXDIM];
    for (int d = 0, j = 0; d < a->ndim; d++)
      if (d != ax) perm[j++] = d;
    perm[a->ndim - 1] = ax;
    Value t = np_array_transpose_axes(arr, a->ndim, perm);
    moved = rt_array_contiguous(t, false);
    rt_decref(t);
  } else {
    Value c = rt_array_contiguous(arr, false);
    moved = np_array_reshape(c, 1, &one);
    rt_decref(c);
  }
  rt_cleanup_push_value(&moved);
  if (RT_AS(Array, moved)->dtype == DT_FLOAT16) { /* float32 holds every half: same order */
    Value f = rt_array_astype(moved, DT_FLOAT32);
    rt_decref(moved);
    moved = f;
  }
  Array *m = RT_AS(Array, moved);
  int64_t n = m->ndim ? m->shape[m->ndim - 1] : 1;
  if (n == 0) rt_raise(RT_EXC_ValueError, "attempt to get %s of an empty sequence", name);
  int64_t oshape[RT_MAXDIM];
  int ond = m->ndim ? m->ndim - 1 : 0;
  memcpy(oshape, m->shape, sizeof(int64_t) * (size_t)ond);
  if (!arg_fns[want_max][m->dtype]) np_complex_unsupported(name); /* before res exists */
  Value res = rt_array_new(DT_INT64, ond, oshape, false);
  int64_t *o = (int64_t *)RT_AS(Array, res)->data, rows = RT_AS(Array, res)->size;
  int isz = rt_dtypes[m->dtype].itemsize;
  for (int64_t i = 0; i < rows; i++) o[i] = arg_fns[want_max][m->dtype](m->data + i * n * isz, n);
  int nd0 = a->ndim;
  rt_cleanup_pop(mark, true);
  if (kd(&r)) {
    int64_t ks[RT_MAXDIM];
    bool red[RT_MAXDIM];
    for (int d = 0, j = 0; d < nd0; d++) {
      red[d] = ax < 0 || d == ax;
      ks[d] = red[d] ? 1 : oshape[j++];
    }
    return with_out(keep_dims(res, nd0, ks, red, NULL), r.out);
  }
  return with_out(np_scalar_if_0d(res), r.out);
}

/* ---- cumsum / cumprod: from a C-contiguous source (the input itself when it is contiguous and
 * of the accumulator dtype, else a converted copy, then done in place), viewed as
 * (outer, n, inner) ---- */
#define CUM(E, T, name, kind, size)                                                    \
  static void cum_##E(const char *from, char *data, int64_t outer, int64_t n,         \
                      int64_t inner, bool prod) {                                      \
    const T *q = (const T *)from;                                                      \
    T *p = (T *)data;                                                                  \
    if (inner == 1) { /* the running value in a register, not reloaded from p[i - 1] */ \
      for (int64_t o = 0; o < outer; o++, p += n, q += n) {                            \
        T acc = p[0] = q[0];                                                           \
        if (prod)                                                                      \
          for (int64_t i = 1; i < n; i++) p[i] = acc = mul_##E(q[i], acc);             \
        else                                                                           \
          for (int64_t i = 1; i < n; i++) p[i] = acc = add_##E(q[i], acc);             \
      }                                                                                \
      return;                                                                          \
    }                                                                                  \
    if (p != q) memcpy(p, q, sizeof(T) * (size_t)(outer * n * inner));                 \
    for (int64_t o = 0; o < outer; o++, p += n * inner)                                \
      for (int64_t i = 1; i < n; i++)                                                  \
        for (int64_t j = 0; j < inner; j++)                                            \
          p[i * inner + j] = prod ? mul_##E(p[i * inner + j], p[(i - 1) * inner + j])  \
                                  : add_##E(p[i * inner + j], p[(i - 1) * inner + j]); \
  }
RED_DTYPES(CUM)

static void (*const cum_loops[DT_COUNT])(const char *, char *, int64_t, int64_t, int64_t,
                                         bool) = {
#define X(E, T, name, kind, size) [DT_##E] = cum_##E,
    RED_DTYPES(X)
#undef X
};

static Value cum_impl(Value self, int argc, const Value *argv, const Kwargs *kw, bool prod) {
  RedArgs r = parse_red(prod ? "cumprod" : "cumsum", self, argc, argv, kw, 4, CUM_P);
  DType acc = given(r.dtype) ? rt_dtype_from_value(r.dtype) : np_sum_dtype(input_dtype(r.a));
  Value src = rt_array_from_value(r.a, -1);
  int mark = rt_cleanup_push_value(&src);
  Array *sa = RT_AS(Array, src);
  bool direct = sa->dtype == acc && rt_dtypes[acc].kind != 'c' && acc != DT_FLOAT16 &&
                rt_array_is_c_contiguous(sa);
  Value c = direct ? rt_array_new(acc, sa->ndim, sa->shape, false) : rt_array_astype(src, acc);
  rt_cleanup_push_value(&c);
  const char *from = direct ? sa->data : RT_AS(Array, c)->data;
  Array *a = RT_AS(Array, c);
  if (!given(r.axis)) {
    int64_t n = a->size;
    Value flat = np_array_reshape(c, 1, &n);
    rt_decref(c);
    c = flat;
    a = RT_AS(Array, c);
  }
  int ax = np_axis_index(given(r.axis) ? rt_to_index(r.axis, "axis") : 0, a->ndim);
  int64_t outer = 1, inner = 1;
  for (int d = 0; d < ax; d++) outer *= a->shape[d];
  for (int d = ax + 1; d < a->ndim; d++) inner *= a->shape[d];
  bool fp = a->size > 0 && rt_dtypes[acc].kind == 'f' && acc != DT_FLOAT16;
  if (fp) feclearexcept(FE_ALL_EXCEPT);
  if (a->size > 0 && rt_dtypes[acc].kind == 'c')
    np_complex_cumulate(acc, a->data, outer, a->shape[ax], inner, prod);
  else if (a->size > 0 && acc == DT_FLOAT16)
    np_half_cumulate(a->data, outer, a->shape[ax], inner, prod);
  else if (a->size > 0)
    cum_loops[acc](from, a->data, outer, a->shape[ax], inner, prod);
  if (fp) { /* np.cumsum(a) is fromnumeric's _wrapfunc calling a.cumsum() */
    int at = rt_is_none(self) ? np_lib_line_enter(&np_wrapfunc_at) : -1;
    np_report_fp(fetestexcept(np_fp_report_flags()), "accumulate");
    if (at >= 0) np_lib_line_leave(at);
  }
  if (given(r.axis)) c = np_korder_like(c, sa); /* NumPy's result keeps the input's layout */
  rt_decref(src);
  rt_cleanup_pop(mark, false);
  if (!given(r.dtype)) np_dvar_result(c, r.a, rt_undef());
  return with_out(c, r.out);
}

/* np.sum(a, ...) etc. with an object array a: a's own method (np_objarray.c). */
static Value obj_reduce(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1 || !np_is_objarr(argv[0])) return rt_undef();
  Value m = rt_getattr(argv[0], name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc - 1, argv + 1, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.sum(a) and kin with a string array a (or a list of strs): NumPy 1.24 has no loop for
 * strings; its error names the ufunc the reduction runs. */
static void str_no_loop(Value self, int argc, const Value *argv, const char *ufunc) {
  if (!rt_is_none(self) || argc < 1) return;
  Value v = argv[0], a = rt_undef();
  if (np_is_strarr(v)) np_strarr_no_loop(ufunc, v, v);
  if (!(rt_is_list(v) || rt_is_tuple(v)) || !np_str_leaves(v)) return;
  rt_cleanup_push_value(&a); /* popped by the raise */
  a = np_strarr_from_value(v, 0);
  np_strarr_no_loop(ufunc, a, a);
}

/* ---- natives ---- */
/* np.sum(m) and kin on a masked array or a datetime64/timedelta64 array call its method, as
 * NumPy's wrappers do (f_NAME: NAME) */
#define FN(NAME, BODY)                                                                 \
  static Value NAME(Value self, int argc, const Value *argv, const Kwargs *kw) {       \
    if (rt_is_none(self) && argc > 0 && (np_is_ma(argv[0]) || np_is_timearr(argv[0]))) \
      return np_ma_method(argv[0], #NAME + 2, argc - 1, argv + 1, kw);                 \
    BODY;                                                                              \
  }
#define OBJ(name)                                          \
  Value o = obj_reduce(name, argc, argv, kw);              \
  if (!rt_is_undef(o)) return o;
#define STR(ufunc) str_no_loop(self, argc, argv, ufunc);
FN(f_sum, OBJ("sum") STR("add") return sum_like(R_SUM, "sum", self, argc, argv, kw))
FN(f_prod, OBJ("prod") STR("multiply") return sum_like(R_PROD, "prod", self, argc, argv, kw))
FN(f_max, OBJ("max") STR("maximum") return max_like(R_MAX, "max", self, argc, argv, kw))
FN(f_min, OBJ("min") STR("minimum") return max_like(R_MIN, "min", self, argc, argv, kw))
FN(f_all, OBJ("all") return logic_like(R_MIN, "all", self, argc, argv, kw))
FN(f_any, OBJ("any") return logic_like(R_MAX, "any", self, argc, argv, kw))
FN(f_argmax, OBJ("argmax") return arg_impl(self, argc, argv, kw, true))
FN(f_argmin, OBJ("argmin") return arg_impl(self, argc, argv, kw, false))
FN(f_cumsum, STR("add") return cum_impl(self, argc, argv, kw, false))
FN(f_cumprod, STR("multiply") return cum_impl(self, argc, argv, kw, true))
/* mean/var warn at fromnumeric.py's call when called as np.mean/np.var, at the program's line
 * as methods; std always at _std's call of _var */
FN(f_mean, OBJ("mean") STR("add") RedArgs r = parse_red("mean", self, argc, argv, kw, 6, MEAN_P);
   r.warn_at = rt_is_none(self) ? &np_mean_fn_at : NULL; return with_out(mean_impl(&r), r.out))
FN(f_var, STR("add") RedArgs r = parse_red("var", self, argc, argv, kw, 7, STD_P);
   r.warn_at = rt_is_none(self) ? &np_var_fn_at : NULL; return with_out(var_impl(&r), r.out))
FN(f_std, STR("add") RedArgs r = parse_red("std", self, argc, argv, kw, 7, STD_P);
   r.warn_at = &np_std_var_at; return with_out(std_impl(&r), r.out))

/* X(name, native, also a method) */
#define NP_REDUCTIONS(X)                                                               \
  X("sum", f_sum, 1) X("prod", f_prod, 1) X("max", f_max, 1) X("min", f_min, 1)        \
  X("amax", f_max, 0) X("amin", f_min, 0) X("all", f_all, 1) X("any", f_any, 1)        \
  X("argmax", f_argmax, 1) X("argmin", f_argmin, 1) X("cumsum", f_cumsum, 1)           \
  X("cumprod", f_cumprod, 1) X("mean", f_mean, 1) X("var", f_var, 1) X("std", f_std, 1)

void np_register_reduce(Value m) {
#define X(name, fn, method)                 \
  rt_module_add_fn(m, name, fn);            \
  if (method) np_register_method(name, fn);
  NP_REDUCTIONS(X)
#undef X
  rt_module_set(m, "max", rt_getattr(m, "amax")); /* NumPy 1.24's np.max is np.amax */
  rt_module_set(m, "min", rt_getattr(m, "amin"));
}
