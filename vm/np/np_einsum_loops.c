/* np_einsum_loops.c — np.einsum's float64/float32 inner loops, in the order NumPy 1.24's
 * sum_of_products loops add (einsum_sumprod.c.src, compiled for the baseline: SSE3, 128-bit
 * vectors whatever the CPU), so the sums have NumPy's bits.
 *
 * A reduction whose innermost axis is contiguous in every operand (NumPy's *_outstride0 loops)
 * keeps W lanes of partial sums (2 doubles, 4 floats) over blocks of 4W elements: one operand
 * adds the block's four vectors pairwise and then the accumulator; two operands multiply-add
 * from the last vector back to the first; the tail goes a vector at a time, zero-filled; the
 * lanes are added at the end as SSE3's hadd does. One complex operand: NumPy's unrolled C loop. Contiguous runs take a copy of that loop
 * written on 128-bit vectors; strided ones (a cast copy of a transposed operand) the scalar
 * form of the same operations.
 *
 * When the innermost loop is an output label NumPy adds each product to its output element
 * (out = a * b + out), so every element is the sum of its products in the order the outer
 * loops visit them: np_es_accum does one row of that, vectorised across output elements. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3")
#endif

#include "np_einsum_loops.h"
#include "np_half.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The scalar form: lanes acc[0..W-1], elements a step sa (b: sb) apart. */
#define ES_RUN_STRIDED(T, W)                                                                \
  static T run_strided_##T(const T *a, const T *b, int64_t sa, int64_t sb, int64_t n) {    \
    T acc[W] = {0};                                                                         \
    for (; n >= 4 * W; n -= 4 * W, a += 4 * W * sa, b = b ? b + 4 * W * sb : b)            \
      for (int k = 0; k < W; k++) {                                                         \
        if (!b) {                                                                           \
          T s01 = a[k * sa] + a[(W + k) * sa], s23 = a[(2 * W + k) * sa] + a[(3 * W + k) * sa]; \
          acc[k] = (s01 + s23) + acc[k];                                                    \
        } else {                                                                            \
          T t = a[(3 * W + k) * sa] * b[(3 * W + k) * sb] + acc[k];                         \
          t = a[(2 * W + k) * sa] * b[(2 * W + k) * sb] + t;                                \
          t = a[(W + k) * sa] * b[(W + k) * sb] + t;                                        \
          acc[k] = a[k * sa] * b[k * sb] + t;                                               \
        }                                                                                   \
      }                                                                                     \
    for (; n > 0; n -= W, a += W * sa, b = b ? b + W * sb : b)                              \
      for (int k = 0; k < W && k < n; k++) acc[k] = (b ? a[k * sa] * b[k * sb] : a[k * sa]) + acc[k]; \
    if (W == 2) return acc[0] + acc[1];                                                     \
    return (acc[0] + acc[1]) + (acc[2 % W] + acc[3 % W]);                                   \
  }
ES_RUN_STRIDED(double, 2)
ES_RUN_STRIDED(float, 4)

#if defined(__SSE2__)
/* Contiguous runs: the same operations on 128-bit vectors, lane k of each vector being lane k
 * of the scalar form; the tail as the scalar form does it. */
static double run_contig_f64(const double *a, const double *b, int64_t n) {
  __m128d acc = _mm_setzero_pd();
  for (; n >= 8; n -= 8, a += 8, b = b ? b + 8 : b) {
    if (!b) {
      __m128d s01 = _mm_add_pd(_mm_loadu_pd(a), _mm_loadu_pd(a + 2));
      __m128d s23 = _mm_add_pd(_mm_loadu_pd(a + 4), _mm_loadu_pd(a + 6));
      acc = _mm_add_pd(_mm_add_pd(s01, s23), acc);
    } else {
      __m128d t = _mm_add_pd(_mm_mul_pd(_mm_loadu_pd(a + 6), _mm_loadu_pd(b + 6)), acc);
      t = _mm_add_pd(_mm_mul_pd(_mm_loadu_pd(a + 4), _mm_loadu_pd(b + 4)), t);
      t = _mm_add_pd(_mm_mul_pd(_mm_loadu_pd(a + 2), _mm_loadu_pd(b + 2)), t);
      acc = _mm_add_pd(_mm_mul_pd(_mm_loadu_pd(a), _mm_loadu_pd(b)), t);
    }
  }
  double lane[2];
  _mm_storeu_pd(lane, acc);
  for (; n > 0; n -= 2, a += 2, b = b ? b + 2 : b)
    for (int k = 0; k < 2 && k < n; k++) lane[k] = (b ? a[k] * b[k] : a[k]) + lane[k];
  return lane[0] + lane[1];
}

static float run_contig_f32(const float *a, const float *b, int64_t n) {
  __m128 acc = _mm_setzero_ps();
  for (; n >= 16; n -= 16, a += 16, b = b ? b + 16 : b) {
    if (!b) {
      __m128 s01 = _mm_add_ps(_mm_loadu_ps(a), _mm_loadu_ps(a + 4));
      __m128 s23 = _mm_add_ps(_mm_loadu_ps(a + 8), _mm_loadu_ps(a + 12));
      acc = _mm_add_ps(_mm_add_ps(s01, s23), acc);
    } else {
      __m128 t = _mm_add_ps(_mm_mul_ps(_mm_loadu_ps(a + 12), _mm_loadu_ps(b + 12)), acc);
      t = _mm_add_ps(_mm_mul_ps(_mm_loadu_ps(a + 8), _mm_loadu_ps(b + 8)), t);
      t = _mm_add_ps(_mm_mul_ps(_mm_loadu_ps(a + 4), _mm_loadu_ps(b + 4)), t);
      acc = _mm_add_ps(_mm_mul_ps(_mm_loadu_ps(a), _mm_loadu_ps(b)), t);
    }
  }
  float lane[4];
  _mm_storeu_ps(lane, acc);
  for (; n > 0; n -= 4, a += 4, b = b ? b + 4 : b)
    for (int k = 0; k < 4 && k < n; k++) lane[k] = (b ? a[k] * b[k] : a[k]) + lane[k];
  return (lane[0] + lane[1]) + (lane[2] + lane[3]);
}
#endif

#define ES_RUN(T, E, NAME)                                                                  \
  T NAME(int nop, char *const *p, const int64_t *st, int64_t n) {                           \
    const T *a = (const T *)(const void *)p[0];                                             \
    const T *b = nop == 2 ? (const T *)(const void *)p[1] : NULL;                           \
    int64_t sa = st[0] / (int64_t)sizeof(T), sb = nop == 2 ? st[1] / (int64_t)sizeof(T) : 1; \
    if (ES_CONTIG && sa == 1 && sb == 1) return run_contig_##E(a, b, n);                    \
    return run_strided_##T(a, b, sa, b ? sb : 0, n);                                        \
  }
#if defined(__SSE2__)
#define ES_CONTIG 1
#else
#define ES_CONTIG 0
#define run_contig_f64(a, b, n) run_strided_double(a, b, 1, 1, n)
#define run_contig_f32(a, b, n) run_strided_float(a, b, 1, 1, n)
#endif
ES_RUN(double, f64, np_es_run_f64)
ES_RUN(float, f32, np_es_run_f32)

/* NumPy's complex contig_outstride0_one (not vectorised: plain C, as compiled there). Note the
 * unrolled loop runs while more than four remain. */
#define ES_RUN_CPLX(T, NAME)                                                                \
  void NAME(const char *p, int64_t st, int64_t n, T *sum) {                                 \
    T re = 0, im = 0;                                                                       \
    for (; n > 4; n -= 4, p += 4 * st) {                                                    \
      const T *d0 = (const T *)(const void *)p, *d1 = (const T *)(const void *)(p + st);    \
      const T *d2 = (const T *)(const void *)(p + 2 * st);                                  \
      const T *d3 = (const T *)(const void *)(p + 3 * st);                                  \
      T re01 = d0[0] + d1[0], re23 = d2[0] + d3[0];                                         \
      T im13 = d0[1] + d1[1], im57 = d2[1] + d3[1];                                         \
      re += re01 + re23;                                                                    \
      im += im13 + im57;                                                                    \
    }                                                                                       \
    for (; n > 0; --n, p += st) {                                                           \
      re += ((const T *)(const void *)p)[0];                                                \
      im += ((const T *)(const void *)p)[1];                                                \
    }                                                                                       \
    sum[0] = re;                                                                            \
    sum[1] = im;                                                                            \
  }
ES_RUN_CPLX(double, np_es_run_c128)
ES_RUN_CPLX(float, np_es_run_c64)

/* NumPy's half_sum_of_arr and half contig_contig_outstride0_two (plain C in float). */
float np_es_run_f16(const char *p, int64_t st, int64_t n) {
  float acc = 0;
  for (; n > 4; n -= 4, p += 4 * st) {
    float a01 = np_half_to_float(*(const uint16_t *)(const void *)p) +
                np_half_to_float(*(const uint16_t *)(const void *)(p + st));
    float a23 = np_half_to_float(*(const uint16_t *)(const void *)(p + 2 * st)) +
                np_half_to_float(*(const uint16_t *)(const void *)(p + 3 * st));
    acc += a01 + a23;
  }
  for (; n > 0; n--, p += st) acc += np_half_to_float(*(const uint16_t *)(const void *)p);
  return acc;
}

float np_es_run2_f16(const char *a, const char *b, int64_t n) {
  const uint16_t *x = (const uint16_t *)(const void *)a, *y = (const uint16_t *)(const void *)b;
  float acc = 0;
  for (; n >= 4; n -= 4, x += 4, y += 4) {
    float ab0 = np_half_to_float(x[0]) * np_half_to_float(y[0]);
    float ab1 = np_half_to_float(x[1]) * np_half_to_float(y[1]);
    float ab2 = np_half_to_float(x[2]) * np_half_to_float(y[2]);
    float ab3 = np_half_to_float(x[3]) * np_half_to_float(y[3]);
    acc += ab0 + ab1 + ab2 + ab3;
  }
  for (; n > 0; n--, x++, y++) acc += np_half_to_float(*x) * np_half_to_float(*y);
  return acc;
}

/* out[j] = product + out[j]: the cases course programs give (a contiguous or repeated
 * operand) as loops GCC vectorises, any steps otherwise. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define ACCUM_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define ACCUM_CLONES
#endif

#define ES_ACCUM(T, NAME)                                                                   \
  ACCUM_CLONES void NAME(int nop, char *const *p, const int64_t *st, T *restrict out,       \
                         int64_t n) {                                                       \
    const T *a = (const T *)(const void *)p[0];                                             \
    int64_t sa = st[0] / (int64_t)sizeof(T);                                                \
    if (nop == 1) {                                                                         \
      if (sa == 1)                                                                          \
        for (int64_t j = 0; j < n; j++) out[j] = a[j] + out[j];                             \
      else                                                                                  \
        for (int64_t j = 0; j < n; j++) out[j] = a[j * sa] + out[j];                        \
      return;                                                                               \
    }                                                                                       \
    const T *b = (const T *)(const void *)p[1];                                             \
    int64_t sb = st[1] / (int64_t)sizeof(T);                                                \
    if (sa == 0 && sb == 1) {                                                               \
      T x = a[0];                                                                           \
      for (int64_t j = 0; j < n; j++) out[j] = x * b[j] + out[j];                           \
    } else if (sa == 1 && sb == 0) {                                                        \
      T y = b[0];                                                                           \
      for (int64_t j = 0; j < n; j++) out[j] = a[j] * y + out[j];                           \
    } else if (sa == 1 && sb == 1) {                                                        \
      for (int64_t j = 0; j < n; j++) out[j] = a[j] * b[j] + out[j];                        \
    } else {                                                                                \
      for (int64_t j = 0; j < n; j++) out[j] = a[j * sa] * b[j * sb] + out[j];              \
    }                                                                                       \
  }
ES_ACCUM(double, np_es_accum_f64)
ES_ACCUM(float, np_es_accum_f32)
