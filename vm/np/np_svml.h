/* np_svml.h — private to the np_svml_*.c files: how the float64/float32 math loops that NumPy 1.24
 * hands to Intel's SVML on AVX-512 machines are driven (docs/numerics.md has the dispatch table).
 *
 * NumPy 1.24 built with SVML (Debian's is) computes exp, log, sin, cos, arctan, ... of float64 and
 * float32 with SVML's AVX-512 routines when the CPU has AVX512_SKX, and with the C library
 * otherwise. The np_svml_*.c files compute the same values with our own AVX-512 code (the same
 * algorithm, the same constants, the same rounding at every step), so the loop chooses at run
 * time: np_svml_cpu() true -> the AVX-512 kernel, false -> libm, as NumPy does.
 *
 * A kernel maps one vector of 8 doubles (or 16 floats) to its results, lane by lane; lanes whose
 * argument needs SVML's scalar "rare" path (overflow, underflow, Inf, NaN, ...) are finished by
 * a plain C function, one lane at a time, the way SVML calls out to its scalar code.
 */
#ifndef WEFT_NP_SVML_H
#define WEFT_NP_SVML_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* The kernels exist on x86-64 with GCC or Clang; elsewhere every loop is libm's. */
#if defined(__x86_64__) && defined(__GNUC__)
#define NP_SVML_X86 1
#include <immintrin.h>
#define NP_SVML_PICK(AVX, OTHER) (np_svml_cpu() ? (AVX) : (OTHER))
#else
#define NP_SVML_X86 0
#define NP_SVML_PICK(AVX, OTHER) (OTHER)
#endif

/* True when this CPU has AVX512_SKX (F, CD, DQ, BW, VL): NumPy's condition for SVML. */
bool np_svml_cpu(void);

/* NumPy's overlap test before its SIMD loops (np_svml_pow.c). */
bool np_svml_no_overlap(const char *a, int64_t sa, const char *o, int64_t so, int64_t n);

/* 160 zero bits, then the first 1280 bits of the fraction of 1/(2pi), in 32-bit words (np_svml.c). */
extern const uint32_t np_svml_inv2pi[45];

static inline double np_u2d(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }
static inline uint64_t np_d2u(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static inline float np_u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static inline uint32_t np_f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* +inf that raises IEEE's overflow flag as SVML's scalar paths do: computed at run time (the
 * compiler may fold a constant product such as DBL_MAX * DBL_MAX and drop the flag). */
static inline double np_svml_overflow_f64(void) {
  volatile double t = 0x1.fffffffffffffp+1023;
  return t * t;
}

#if NP_SVML_X86
/* The ISA set NumPy calls AVX512_SKX; every kernel is compiled for it by function attribute. */
#define NP_SVML_TARGET __attribute__((target("avx512f,avx512cd,avx512dq,avx512bw,avx512vl,fma")))
#define NP_SVML_KERNEL static inline NP_SVML_TARGET __attribute__((always_inline))

/* Round to nearest / toward zero with exceptions suppressed: SVML's {rn-sae} and {rz-sae}. */
#define NP_RN (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)
#define NP_RZ (_MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC)

/* The shapes the kernels share. Horner's rule as SVML evaluates it, one rounding per step:
 * c[0]*x + c[1], then p*x + c[k] for k = 2..n-1 (coefficients as bit patterns, highest degree
 * first). */
NP_SVML_KERNEL __m512d np_svml_horner_pd(__m512d x, const uint64_t *c, int n) {
  __m512d p = _mm512_fmadd_round_pd(_mm512_castsi512_pd(_mm512_set1_epi64((long long)c[0])), x,
                                    _mm512_castsi512_pd(_mm512_set1_epi64((long long)c[1])), NP_RN);
  for (int k = 2; k < n; k++)
    p = _mm512_fmadd_round_pd(x, p, _mm512_castsi512_pd(_mm512_set1_epi64((long long)c[k])), NP_RN);
  return p;
}

NP_SVML_KERNEL __m512 np_svml_horner_ps(__m512 x, const uint32_t *c, int n) {
  __m512 p = _mm512_fmadd_round_ps(_mm512_castsi512_ps(_mm512_set1_epi32((int)c[0])), x,
                                   _mm512_castsi512_ps(_mm512_set1_epi32((int)c[1])), NP_RN);
  for (int k = 2; k < n; k++)
    p = _mm512_fmadd_round_ps(x, p, _mm512_castsi512_ps(_mm512_set1_epi32((int)c[k])), NP_RN);
  return p;
}

/* Entry j of a 16-entry double table (the low 4 bits of each lane of J) and of a 32-entry float
 * table (the low 5 bits): a two-register permute, as SVML looks its small tables up. */
NP_SVML_KERNEL __m512d np_svml_tab16_pd(const void *tab, __m512i j) {
  const double *t = (const double *)tab;
  return _mm512_permutex2var_pd(_mm512_loadu_pd(t), j, _mm512_loadu_pd(t + 8));
}

NP_SVML_KERNEL __m512 np_svml_tab32_ps(const void *tab, __m512i j) {
  const float *t = (const float *)tab;
  return _mm512_permutex2var_ps(_mm512_loadu_ps(t), j, _mm512_loadu_ps(t + 16));
}

/* rcp14(v) rounded to 1+BITS mantissa bits (an integer add of half a unit, then a mask): the
 * reciprocal SVML's log reductions index their tables with. */
NP_SVML_KERNEL __m512d np_svml_rcp_pd(__m512d v, int bits) {
  long long half = 1ll << (51 - bits), keep = -(1ll << (52 - bits));
  __m512i r = _mm512_add_epi64(_mm512_castpd_si512(_mm512_rcp14_pd(v)), _mm512_set1_epi64(half));
  return _mm512_castsi512_pd(_mm512_and_si512(r, _mm512_set1_epi64(keep)));
}

NP_SVML_KERNEL __m512 np_svml_rcp_ps(__m512 v, int bits) {
  int half = 1 << (22 - bits), keep = -(1 << (23 - bits));
  __m512i r = _mm512_add_epi32(_mm512_castps_si512(_mm512_rcp14_ps(v)), _mm512_set1_epi32(half));
  return _mm512_castsi512_ps(_mm512_and_si512(r, _mm512_set1_epi32(keep)));
}

/* The strided float64 loop around a kernel KERN(__m512d x, __mmask8 live) -> __m512d: n elements
 * from p[0] (stride s[0] bytes) to p[1] (stride s[1]), 8 at a time, the tail by masked loads
 * (absent lanes hold FILL, as NumPy's load_till does). */
#define NP_SVML_LOOP_F64(NAME, KERN, FILL)                                                     \
  static NP_SVML_TARGET void NAME(int64_t n, char **p, const int64_t *s) {                    \
    const char *src = p[0];                                                                   \
    char *dst = p[1];                                                                         \
    for (int64_t i = 0; i < n; i += 8) {                                                      \
      int m = n - i < 8 ? (int)(n - i) : 8;                                                   \
      __mmask8 live = (__mmask8)((1u << m) - 1);                                              \
      __m512d x;                                                                              \
      if (s[0] == 8) {                                                                        \
        x = _mm512_mask_loadu_pd(_mm512_set1_pd(FILL), live, src + i * 8);                     \
      } else {                                                                                \
        double b[8];                                                                          \
        for (int k = 0; k < 8; k++) b[k] = k < m ? *(const double *)(src + (i + k) * s[0]) : FILL; \
        x = _mm512_loadu_pd(b);                                                               \
      }                                                                                       \
      __m512d y = KERN(x, live);                                                              \
      if (s[1] == 8) {                                                                        \
        _mm512_mask_storeu_pd(dst + i * 8, live, y);                                          \
      } else {                                                                                \
        double b[8];                                                                          \
        _mm512_storeu_pd(b, y);                                                               \
        for (int k = 0; k < m; k++) *(double *)(dst + (i + k) * s[1]) = b[k];                 \
      }                                                                                       \
    }                                                                                         \
  }

/* The same for float32, 16 lanes. */
#define NP_SVML_LOOP_F32(NAME, KERN, FILL)                                                     \
  static NP_SVML_TARGET void NAME(int64_t n, char **p, const int64_t *s) {                    \
    const char *src = p[0];                                                                   \
    char *dst = p[1];                                                                         \
    for (int64_t i = 0; i < n; i += 16) {                                                     \
      int m = n - i < 16 ? (int)(n - i) : 16;                                                 \
      __mmask16 live = (__mmask16)((1u << m) - 1);                                            \
      __m512 x;                                                                               \
      if (s[0] == 4) {                                                                        \
        x = _mm512_mask_loadu_ps(_mm512_set1_ps(FILL), live, src + i * 4);                     \
      } else {                                                                                \
        float b[16];                                                                          \
        for (int k = 0; k < 16; k++) b[k] = k < m ? *(const float *)(src + (i + k) * s[0]) : FILL; \
        x = _mm512_loadu_ps(b);                                                               \
      }                                                                                       \
      __m512 y = KERN(x, live);                                                               \
      if (s[1] == 4) {                                                                        \
        _mm512_mask_storeu_ps(dst + i * 4, live, y);                                          \
      } else {                                                                                \
        float b[16];                                                                          \
        _mm512_storeu_ps(b, y);                                                               \
        for (int k = 0; k < m; k++) *(float *)(dst + (i + k) * s[1]) = b[k];                  \
      }                                                                                       \
    }                                                                                         \
  }

/* The binary loops: KERN(__m512d x, __m512d y) -> __m512d over n elements of p[0] and p[1] (strides
 * s[0], s[1], any; 0 broadcasts, as `x ** 1.5` gives) into p[2] (stride s[2]), 8 at a time, tails filled with FILL as
 * NumPy's load_till does; results are stored lane by lane in order, as NumPy's storen does. */
#define NP_SVML_LOAD_PD(PTR, S, I, M, FILL)                                                     \
  ((S) == 8   ? _mm512_mask_loadu_pd(_mm512_set1_pd(FILL), (__mmask8)((1u << (M)) - 1), (PTR) + (I) * 8) \
   : (S) == 0 ? _mm512_mask_mov_pd(_mm512_set1_pd(FILL), (__mmask8)((1u << (M)) - 1),          \
                                   _mm512_set1_pd(*(const double *)(PTR)))                      \
              : np_svml_gather_pd((PTR) + (I) * (S), (S), (M), (FILL)))
NP_SVML_KERNEL __m512d np_svml_gather_pd(const char *p, int64_t s, int m, double fill) {
  double b[8];
  for (int k = 0; k < 8; k++) b[k] = k < m ? *(const double *)(p + k * s) : fill;
  return _mm512_loadu_pd(b);
}
NP_SVML_KERNEL __m512 np_svml_gather_ps(const char *p, int64_t s, int m, float fill) {
  float b[16];
  for (int k = 0; k < 16; k++) b[k] = k < m ? *(const float *)(p + k * s) : fill;
  return _mm512_loadu_ps(b);
}
#define NP_SVML_LOOP2_F64(NAME, KERN, FILL)                                                    \
  static NP_SVML_TARGET void NAME(int64_t n, char **p, const int64_t *s) {                    \
    for (int64_t i = 0; i < n; i += 8) {                                                      \
      int m = n - i < 8 ? (int)(n - i) : 8;                                                   \
      __m512d x = NP_SVML_LOAD_PD(p[0], s[0], i, m, FILL);                                    \
      __m512d y = NP_SVML_LOAD_PD(p[1], s[1], i, m, FILL);                                    \
      __m512d r = KERN(x, y);                                                                 \
      if (s[2] == 8) {                                                                        \
        _mm512_mask_storeu_pd(p[2] + i * 8, (__mmask8)((1u << m) - 1), r);                    \
      } else {                                                                                \
        double b[8];                                                                          \
        _mm512_storeu_pd(b, r);                                                               \
        for (int k = 0; k < m; k++) *(double *)(p[2] + (i + k) * s[2]) = b[k];                \
      }                                                                                       \
    }                                                                                         \
  }

#define NP_SVML_LOAD_PS(PTR, S, I, M, FILL)                                                     \
  ((S) == 4   ? _mm512_mask_loadu_ps(_mm512_set1_ps(FILL), (__mmask16)((1u << (M)) - 1), (PTR) + (I) * 4) \
   : (S) == 0 ? _mm512_mask_mov_ps(_mm512_set1_ps(FILL), (__mmask16)((1u << (M)) - 1),         \
                                   _mm512_set1_ps(*(const float *)(PTR)))                       \
              : np_svml_gather_ps((PTR) + (I) * (S), (S), (M), (FILL)))
#define NP_SVML_LOOP2_F32(NAME, KERN, FILL)                                                    \
  static NP_SVML_TARGET void NAME(int64_t n, char **p, const int64_t *s) {                    \
    for (int64_t i = 0; i < n; i += 16) {                                                     \
      int m = n - i < 16 ? (int)(n - i) : 16;                                                 \
      __m512 x = NP_SVML_LOAD_PS(p[0], s[0], i, m, FILL);                                     \
      __m512 y = NP_SVML_LOAD_PS(p[1], s[1], i, m, FILL);                                     \
      __m512 r = KERN(x, y);                                                                  \
      if (s[2] == 4) {                                                                        \
        _mm512_mask_storeu_ps(p[2] + i * 4, (__mmask16)((1u << m) - 1), r);                   \
      } else {                                                                                \
        float b[16];                                                                          \
        _mm512_storeu_ps(b, r);                                                               \
        for (int k = 0; k < m; k++) *(float *)(p[2] + (i + k) * s[2]) = b[k];                 \
      }                                                                                       \
    }                                                                                         \
  }

/* Lanes of mask `rare` (restricted to live lanes) recomputed by the scalar FN(x) -> double. */
#define NP_SVML_RARE_F64(RES, X, RARE, FN)                                                     \
  do {                                                                                        \
    if (RARE) {                                                                               \
      double xs_[8], rs_[8];                                                                  \
      _mm512_storeu_pd(xs_, X);                                                               \
      _mm512_storeu_pd(rs_, RES);                                                             \
      for (int k_ = 0; k_ < 8; k_++)                                                          \
        if ((RARE) >> k_ & 1) rs_[k_] = FN(xs_[k_]);                                           \
      RES = _mm512_loadu_pd(rs_);                                                             \
    }                                                                                         \
  } while (0)

/* The same for float32 lanes and FN(float) -> float. */
#define NP_SVML_RARE_F32(RES, X, RARE, FN)                                                     \
  do {                                                                                        \
    if (RARE) {                                                                               \
      float xs_[16], rs_[16];                                                                 \
      _mm512_storeu_ps(xs_, X);                                                               \
      _mm512_storeu_ps(rs_, RES);                                                             \
      for (int k_ = 0; k_ < 16; k_++)                                                         \
        if ((RARE) >> k_ & 1) rs_[k_] = FN(xs_[k_]);                                           \
      RES = _mm512_loadu_ps(rs_);                                                             \
    }                                                                                         \
  } while (0)

#endif /* NP_SVML_X86 */

#endif
