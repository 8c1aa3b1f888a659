/* np_fastmath.c — float32 exp, log, sin and cos computed the way NumPy 1.24 computes them on x86-64
 * with AVX2/AVX512F (its SIMD loops in loops_exponent_log and loops_trigonometric), so printed float32 results agree
 * digit for digit with the oracle instead of differing in the last place where libm's
 * correctly rounded results and NumPy's approximations disagree.
 *
 * The algorithms, in scalar form: exp reduces x = k*ln2 + r with a two-step Cody-Waite
 * reduction, evaluates a (5,2) rational minimax approximation with fused multiply-adds and
 * scales by 2^k; log splits x into a mantissa in [sqrt(1/2), sqrt(2)) and an exponent,
 * evaluates a (5,5) rational approximation of log(1+m) and adds exponent*ln2 with an FMA.
 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3")
#endif

#include <fenv.h>
#include <float.h>
#include <math.h>
#include <string.h>

#include "np_flagscan.h"
#include "np_loops.h"
#include "np_svml.h"

/* x86-64 gets a second copy of the loops compiled for x86-64-v3 (AVX2 + FMA), chosen at load
 * time, so fmaf is one instruction and the loops vectorise; elsewhere fmaf is libm's. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define FASTMATH_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define FASTMATH_CLONES
#endif

static inline uint32_t f2u(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }
static inline float u2f(uint32_t u) { float x; memcpy(&x, &u, 4); return x; }
static inline double pow2d(int k) {
  uint64_t u = (uint64_t)(k + 1023) << 52;
  double d;
  memcpy(&d, &u, 8);
  return d;
}

static inline __attribute__((always_inline)) float expf_core(float x) {
  const float magic = 0x1.800000p+23f;
  bool nan = isnan(x), big = x >= 88.72283935546875f, tiny = x <= -103.97208404541015625f;
  float xr = (nan | big | tiny) ? 0.0f : x;
  /* round x/ln2 to an integer; NumPy's build contracts the multiply and add into an FMA */
  float k = fmaf(xr, 1.442695040888963407359924681001892137f, magic) - magic;
  float r = fmaf(k, -6.93145752e-1f, xr);
  r = fmaf(k, -1.42860677e-6f, r);
  r = fmaf(k, 0.0f, r);
  float num = fmaf(5.082762527590693718096e-04f, r, 6.757896990527504603057e-03f);
  num = fmaf(num, r, 5.114512081637298353406e-02f);
  num = fmaf(num, r, 2.473615434895520810817e-01f);
  num = fmaf(num, r, 7.257664613233124478488e-01f);
  num = fmaf(num, r, 9.999999999980870924916e-01f);
  float den = fmaf(2.159509375685829852307e-02f, r, -2.742335390411667452936e-01f);
  den = fmaf(den, r, 1.0f);
  /* poly * 2^k with one rounding (AVX-512 scalef): exact in double, then rounded once */
  float res = (float)((double)(num / den) * pow2d((int)k));
  res = nan ? NAN : res;
  res = big ? INFINITY : res;
  return tiny ? 0.0f : res;
}

static inline __attribute__((always_inline)) float logf_core(float x) {
  bool neg = x < 0, zero = x == 0, nan = isnan(x), inf = x == INFINITY;
  float xv = neg ? 0.0f : x;
  /* exponent and mantissa in [0.5, 1); subnormals are scaled by 2^100 first */
  bool sub = xv < FLT_MIN;
  /* the scalings below are multiplications by 1 where they do not apply (exact either way):
   * no floating-point operation under a condition, so the loops vectorise */
  uint32_t u = f2u(xv * (sub ? 0x1p100f : 1.0f));
  float exponent = (float)((int)(u >> 23) - 126) - (sub ? 100.0f : 0.0f);
  float m = u2f((u & 0x7fffffu) | (126u << 23));
  bool low = m <= 0.707106781186547524400844362104849039f;
  m = m * (low ? 2.0f : 1.0f);
  exponent = exponent - (low ? 1.0f : 0.0f);
  m -= 1.0f;
  float num = fmaf(2.589979117907922693523e-02f, m, 3.808837741388407920751e-01f);
  num = fmaf(num, m, 1.480000633576506585156e+00f);
  num = fmaf(num, m, 2.112677543073053063722e+00f);
  num = fmaf(num, m, 9.999999999999998702752e-01f);
  num = fmaf(num, m, 0.0f);
  float den = fmaf(5.875095403124574342950e-03f, m, 1.546476374983906719538e-01f);
  den = fmaf(den, m, 9.864942958519418960339e-01f);
  den = fmaf(den, m, 2.453006071784736363091e+00f);
  den = fmaf(den, m, 2.612677543073109236779e+00f);
  den = fmaf(den, m, 1.0f);
  float res = fmaf(exponent, 0.693147180559945309417232121458176568f, num / den);
  res = nan ? NAN : res;
  res = neg ? -NAN : res;
  res = zero ? -INFINITY : res;
  return inf ? INFINITY : res;
}

/* sin/cos: Cody-Waite reduction by pi/2 in three FMA steps, minimax polynomials on
 * [-pi/4, pi/4], quadrant selection; libm beyond the range where the reduction is accurate. */
static inline __attribute__((always_inline)) float sincosf_core(float x, bool want_cos) {
  const float magic = 0x1.800000p+23f;
  /* NumPy's build contracts this multiply-add into an FMA */
  float qm = fmaf(x, 0x1.45f306p-1f, magic);
  float q = qm - magic;
  float r = fmaf(q, -0x1.921fb0p+00f, x);
  r = fmaf(q, -0x1.5110b4p-22f, r);
  r = fmaf(q, -0x1.846988p-48f, r);
  float r2 = r * r;
  float c = fmaf(0x1.98e616p-16f, r2, -0x1.6c06dcp-10f);
  c = fmaf(c, r2, 0x1.55553cp-05f);
  c = fmaf(c, r2, -0x1.000000p-01f);
  c = fmaf(c, r2, 1.0f);
  float sn = fmaf(0x1.7d3bbcp-19f, r2, -0x1.a06bbap-13f);
  sn = fmaf(sn, r2, 0x1.11119ap-07f);
  sn = fmaf(sn, r2, -0x1.555556p-03f);
  sn = fmaf(sn, r2, 0.0f);
  sn = fmaf(sn, r, r);
  /* q mod 4 from qm's low mantissa bits (the magic number's low bits are zero): a conversion
   * (int)q would be undefined for the NaN and Inf arguments the caller redoes with libm */
  uint32_t qbits;
  memcpy(&qbits, &qm, sizeof qbits);
  int quadrant = (int)(qbits & 3u) + (want_cos ? 1 : 0);
  float res = (quadrant & 1) == 0 ? sn : c;
  float flipped = 0.0f - res; /* computed either way: no conditional FP operation */
  return (quadrant & 2) ? flipped : res;
}

/* Arguments beyond these bounds are libm's: the loops compute every element branch-free (so
 * they vectorise), then redo the few out-of-range ones (NaN and Inf included). */
#define SINF_LIMIT 117435.992f
#define COSF_LIMIT 71476.0625f

static inline __attribute__((always_inline)) float sinf_core(float x) {
  return sincosf_core(x, false);
}
static inline __attribute__((always_inline)) float cosf_core(float x) {
  return sincosf_core(x, true);
}
static inline __attribute__((always_inline)) float sinf_fix(float x, float r) {
  return fabsf(x) <= SINF_LIMIT ? r : sinf(x);
}
static inline __attribute__((always_inline)) float cosf_fix(float x, float r) {
  return fabsf(x) <= COSF_LIMIT ? r : cosf(x);
}
static inline __attribute__((always_inline)) float keep(float x, float r) {
  (void)x;
  return r;
}

float np_numpy_expf(float x) { return expf_core(x); }
float np_numpy_logf(float x) { return logf_core(x); }

/* Contiguous, not aliased: blocks of 256 computed branch-free, then FIX(x, r) per element.
 * These are the loops of CPUs without AVX512_SKX (and of partly overlapping operands). */
#define FASTMATH_LOOP(NAME, CORE, FIX)                                                  \
  FASTMATH_CLONES static void NAME(int64_t n, char **p, const int64_t *s) {             \
    const float *a = (const float *)p[0];                                               \
    float *o = (float *)p[1];                                                           \
    if (s[0] == sizeof(float) && s[1] == sizeof(float) &&                               \
        (o + n <= a || a + n <= o)) {                                                   \
      for (int64_t i = 0; i < n; i += 256) {                                            \
        int64_t m = n - i < 256 ? n - i : 256;                                          \
        for (int64_t k = 0; k < m; k++) o[i + k] = CORE(a[i + k]);                      \
        for (int64_t k = 0; k < m; k++) o[i + k] = FIX(a[i + k], o[i + k]);             \
      }                                                                                 \
      return;                                                                           \
    }                                                                                   \
    for (int64_t i = 0; i < n; i++) {                                                   \
      float x = *(const float *)(p[0] + i * s[0]);                                      \
      *(float *)(p[1] + i * s[1]) = FIX(x, CORE(x));                                    \
    }                                                                                   \
  }
FASTMATH_LOOP(expf_scalar, expf_core, keep)
FASTMATH_LOOP(logf_scalar, logf_core, keep)
FASTMATH_LOOP(sinf_scalar, sinf_core, sinf_fix)
FASTMATH_LOOP(cosf_scalar, cosf_core, cosf_fix)

#if NP_SVML_X86
/* ---- The same four functions as AVX-512 kernels, 16 lanes, one operation for each scalar
 * operation above (same order, same roundings), so they give the scalar forms' bits. ---- */

#define SETF(v) _mm512_set1_ps(v)

NP_SVML_KERNEL __m512 expf_kernel(__m512 x, __mmask16 live) {
  (void)live;
  const __m512 magic = SETF(0x1.800000p+23f), zero = _mm512_setzero_ps();
  __mmask16 nan = _mm512_cmp_ps_mask(x, x, _CMP_UNORD_Q);
  __mmask16 big = _mm512_cmp_ps_mask(x, SETF(88.72283935546875f), _CMP_GE_OQ);
  __mmask16 tiny = _mm512_cmp_ps_mask(x, SETF(-103.97208404541015625f), _CMP_LE_OQ);
  __m512 xr = _mm512_mask_mov_ps(x, nan | big | tiny, zero);
  __m512 k = _mm512_sub_ps(_mm512_fmadd_ps(xr, SETF(1.442695040888963407359924681001892137f), magic), magic);
  __m512 r = _mm512_fmadd_ps(k, SETF(-6.93145752e-1f), xr);
  r = _mm512_fmadd_ps(k, SETF(-1.42860677e-6f), r);
  r = _mm512_fmadd_ps(k, zero, r);
  __m512 num = _mm512_fmadd_ps(SETF(5.082762527590693718096e-04f), r, SETF(6.757896990527504603057e-03f));
  num = _mm512_fmadd_ps(num, r, SETF(5.114512081637298353406e-02f));
  num = _mm512_fmadd_ps(num, r, SETF(2.473615434895520810817e-01f));
  num = _mm512_fmadd_ps(num, r, SETF(7.257664613233124478488e-01f));
  num = _mm512_fmadd_ps(num, r, SETF(9.999999999980870924916e-01f));
  __m512 den = _mm512_fmadd_ps(SETF(2.159509375685829852307e-02f), r, SETF(-2.742335390411667452936e-01f));
  den = _mm512_fmadd_ps(den, r, SETF(1.0f));
  /* scalef: poly * 2^k rounded once, as the scalar form's exact double product */
  __m512 res = _mm512_scalef_ps(_mm512_div_ps(num, den), k);
  res = _mm512_mask_mov_ps(res, nan, SETF(NAN));
  res = _mm512_mask_mov_ps(res, big, SETF(INFINITY));
  return _mm512_mask_mov_ps(res, tiny, zero);
}

NP_SVML_KERNEL __m512 logf_kernel(__m512 x, __mmask16 live) {
  (void)live;
  const __m512 zero = _mm512_setzero_ps(), one = SETF(1.0f);
  __mmask16 neg = _mm512_cmp_ps_mask(x, zero, _CMP_LT_OQ);
  __mmask16 zer = _mm512_cmp_ps_mask(x, zero, _CMP_EQ_OQ);
  __mmask16 nan = _mm512_cmp_ps_mask(x, x, _CMP_UNORD_Q);
  __mmask16 inf = _mm512_cmp_ps_mask(x, SETF(INFINITY), _CMP_EQ_OQ);
  __m512 xv = _mm512_mask_mov_ps(x, neg, zero);
  /* x = m * 2^e with m in [0.5, 1): getexp gives e - 1 (subnormals included), getmant m */
  __m512 e = _mm512_add_ps(_mm512_getexp_ps(xv), one);
  __m512 m = _mm512_getmant_ps(xv, _MM_MANT_NORM_p5_1, _MM_MANT_SIGN_zero);
  __mmask16 low = _mm512_cmp_ps_mask(m, SETF(0.707106781186547524400844362104849039f), _CMP_LE_OQ);
  m = _mm512_mask_add_ps(m, low, m, m);
  e = _mm512_mask_sub_ps(e, low, e, one);
  m = _mm512_sub_ps(m, one);
  __m512 num = _mm512_fmadd_ps(SETF(2.589979117907922693523e-02f), m, SETF(3.808837741388407920751e-01f));
  num = _mm512_fmadd_ps(num, m, SETF(1.480000633576506585156e+00f));
  num = _mm512_fmadd_ps(num, m, SETF(2.112677543073053063722e+00f));
  num = _mm512_fmadd_ps(num, m, SETF(9.999999999999998702752e-01f));
  num = _mm512_fmadd_ps(num, m, zero);
  __m512 den = _mm512_fmadd_ps(SETF(5.875095403124574342950e-03f), m, SETF(1.546476374983906719538e-01f));
  den = _mm512_fmadd_ps(den, m, SETF(9.864942958519418960339e-01f));
  den = _mm512_fmadd_ps(den, m, SETF(2.453006071784736363091e+00f));
  den = _mm512_fmadd_ps(den, m, SETF(2.612677543073109236779e+00f));
  den = _mm512_fmadd_ps(den, m, one);
  __m512 res = _mm512_fmadd_ps(e, SETF(0.693147180559945309417232121458176568f), _mm512_div_ps(num, den));
  res = _mm512_mask_mov_ps(res, nan, SETF(NAN));
  res = _mm512_mask_mov_ps(res, neg, SETF(-NAN));
  res = _mm512_mask_mov_ps(res, zer, SETF(-INFINITY));
  return _mm512_mask_mov_ps(res, inf, SETF(INFINITY));
}

NP_SVML_KERNEL __m512 sincosf_kernel(__m512 x, __mmask16 live, bool want_cos) {
  const __m512 magic = SETF(0x1.800000p+23f);
  __m512 q = _mm512_sub_ps(_mm512_fmadd_ps(x, SETF(0x1.45f306p-1f), magic), magic);
  __m512 r = _mm512_fmadd_ps(q, SETF(-0x1.921fb0p+00f), x);
  r = _mm512_fmadd_ps(q, SETF(-0x1.5110b4p-22f), r);
  r = _mm512_fmadd_ps(q, SETF(-0x1.846988p-48f), r);
  __m512 r2 = _mm512_mul_ps(r, r);
  __m512 c = _mm512_fmadd_ps(SETF(0x1.98e616p-16f), r2, SETF(-0x1.6c06dcp-10f));
  c = _mm512_fmadd_ps(c, r2, SETF(0x1.55553cp-05f));
  c = _mm512_fmadd_ps(c, r2, SETF(-0x1.000000p-01f));
  c = _mm512_fmadd_ps(c, r2, SETF(1.0f));
  __m512 sn = _mm512_fmadd_ps(SETF(0x1.7d3bbcp-19f), r2, SETF(-0x1.a06bbap-13f));
  sn = _mm512_fmadd_ps(sn, r2, SETF(0x1.11119ap-07f));
  sn = _mm512_fmadd_ps(sn, r2, SETF(-0x1.555556p-03f));
  sn = _mm512_fmadd_ps(sn, r2, _mm512_setzero_ps());
  sn = _mm512_fmadd_ps(sn, r, r);
  __m512i quad = _mm512_cvtps_epi32(q); /* q is an integer: any rounding mode */
  if (want_cos) quad = _mm512_add_epi32(quad, _mm512_set1_epi32(1));
  __mmask16 odd = _mm512_test_epi32_mask(quad, _mm512_set1_epi32(1));
  __mmask16 flip = _mm512_test_epi32_mask(quad, _mm512_set1_epi32(2));
  __m512 res = _mm512_mask_mov_ps(sn, odd, c);
  res = _mm512_mask_sub_ps(res, flip, _mm512_setzero_ps(), res);
  __m512 ax = _mm512_abs_ps(x);
  __mmask16 far = _mm512_cmp_ps_mask(ax, SETF(want_cos ? COSF_LIMIT : SINF_LIMIT), _CMP_NLE_UQ) & live;
  if (want_cos)
    NP_SVML_RARE_F32(res, x, far, cosf);
  else
    NP_SVML_RARE_F32(res, x, far, sinf);
  return res;
}

NP_SVML_KERNEL __m512 sinf_kernel(__m512 x, __mmask16 live) { return sincosf_kernel(x, live, false); }
NP_SVML_KERNEL __m512 cosf_kernel(__m512 x, __mmask16 live) { return sincosf_kernel(x, live, true); }

NP_SVML_LOOP_F32(expf_avx512, expf_kernel, 0.0f)
NP_SVML_LOOP_F32(logf_avx512, logf_kernel, 1.0f)
NP_SVML_LOOP_F32(sinf_avx512, sinf_kernel, 0.0f)
NP_SVML_LOOP_F32(cosf_avx512, cosf_kernel, 0.0f)

/* The vector loop reads 16 elements before it writes them: fine when the output is the input
 * itself or lies apart from it; a partial overlap takes the element-by-element loop. */
static bool fastmath_apart(int64_t n, char **p, const int64_t *s) {
  if (p[0] == p[1] && s[0] == s[1]) return true;
  char *lo0 = p[0] + (s[0] < 0 ? (n - 1) * s[0] : 0), *hi0 = p[0] + (s[0] < 0 ? 0 : (n - 1) * s[0]);
  char *lo1 = p[1] + (s[1] < 0 ? (n - 1) * s[1] : 0), *hi1 = p[1] + (s[1] < 0 ? 0 : (n - 1) * s[1]);
  return hi0 + 4 <= lo1 || hi1 + 4 <= lo0;
}
/* ---- log as an AVX2 + FMA kernel, 8 lanes, for CPUs without AVX-512 (where NumPy runs its
 * AVX2 loop): logf_core's operations one for one, the scalar conditions as blends. GCC does not
 * vectorise logf_core's loop by itself (its clones stay scalar). ---- */
#define AVX2_FMA __attribute__((target("avx2,fma")))
#define SET8(v) _mm256_set1_ps(v)

static bool have_avx2_fma(void) {
  static int known = -1;
  if (known < 0) known = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return known;
}

static inline AVX2_FMA __attribute__((always_inline)) __m256 logf_avx2_kernel(__m256 x) {
  const __m256 zero = _mm256_setzero_ps(), one = SET8(1.0f);
  __m256 neg = _mm256_cmp_ps(x, zero, _CMP_LT_OQ);
  __m256 zer = _mm256_cmp_ps(x, zero, _CMP_EQ_OQ);
  __m256 nan = _mm256_cmp_ps(x, x, _CMP_UNORD_Q);
  __m256 inf = _mm256_cmp_ps(x, SET8(INFINITY), _CMP_EQ_OQ);
  __m256 xv = _mm256_blendv_ps(x, zero, neg);
  __m256 sub = _mm256_cmp_ps(xv, SET8(FLT_MIN), _CMP_LT_OQ);
  __m256i u = _mm256_castps_si256(_mm256_mul_ps(xv, _mm256_blendv_ps(one, SET8(0x1p100f), sub)));
  __m256 e = _mm256_cvtepi32_ps(_mm256_sub_epi32(_mm256_srli_epi32(u, 23), _mm256_set1_epi32(126)));
  e = _mm256_sub_ps(e, _mm256_and_ps(sub, SET8(100.0f)));
  __m256 m = _mm256_castsi256_ps(_mm256_or_si256(_mm256_and_si256(u, _mm256_set1_epi32(0x7fffff)),
                                                 _mm256_set1_epi32(126 << 23)));
  __m256 low = _mm256_cmp_ps(m, SET8(0.707106781186547524400844362104849039f), _CMP_LE_OQ);
  m = _mm256_mul_ps(m, _mm256_blendv_ps(one, SET8(2.0f), low));
  e = _mm256_sub_ps(e, _mm256_and_ps(low, one));
  m = _mm256_sub_ps(m, one);
  __m256 num = _mm256_fmadd_ps(SET8(2.589979117907922693523e-02f), m, SET8(3.808837741388407920751e-01f));
  num = _mm256_fmadd_ps(num, m, SET8(1.480000633576506585156e+00f));
  num = _mm256_fmadd_ps(num, m, SET8(2.112677543073053063722e+00f));
  num = _mm256_fmadd_ps(num, m, SET8(9.999999999999998702752e-01f));
  num = _mm256_fmadd_ps(num, m, zero);
  __m256 den = _mm256_fmadd_ps(SET8(5.875095403124574342950e-03f), m, SET8(1.546476374983906719538e-01f));
  den = _mm256_fmadd_ps(den, m, SET8(9.864942958519418960339e-01f));
  den = _mm256_fmadd_ps(den, m, SET8(2.453006071784736363091e+00f));
  den = _mm256_fmadd_ps(den, m, SET8(2.612677543073109236779e+00f));
  den = _mm256_fmadd_ps(den, m, one);
  __m256 res = _mm256_fmadd_ps(e, SET8(0.693147180559945309417232121458176568f), _mm256_div_ps(num, den));
  res = _mm256_blendv_ps(res, SET8(NAN), nan);
  res = _mm256_blendv_ps(res, SET8(-NAN), neg);
  res = _mm256_blendv_ps(res, SET8(-INFINITY), zer);
  return _mm256_blendv_ps(res, SET8(INFINITY), inf);
}

/* Contiguous operands that do not partly overlap (the caller checks): 8 a step, the tail by
 * logf_core (the same bits). */
static AVX2_FMA void logf_avx2(int64_t n, char **p, const int64_t *s) {
  (void)s;
  const float *a = (const float *)p[0];
  float *o = (float *)p[1];
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) _mm256_storeu_ps(o + i, logf_avx2_kernel(_mm256_loadu_ps(a + i)));
  for (; i < n; i++) o[i] = logf_core(a[i]);
}

#define FASTMATH_PICK(AVX, SCALAR, n, p, s) \
  ((np_svml_cpu() && (n) > 0 && fastmath_apart(n, p, s)) ? (AVX) : (SCALAR))(n, p, s)
#else
#define FASTMATH_PICK(AVX, SCALAR, n, p, s) (SCALAR)(n, p, s)
#endif

/* NumPy's float32 exp and log loops set their floating-point flags from the arguments
 * (np_flagscan.h says which). The loops above raise what their comparisons happen to raise
 * (invalid for NaN), so the wrappers keep exp's underflow, drop the rest and raise NumPy's
 * flags. */
static void expf_run(int64_t n, char **p, const int64_t *s) {
  FASTMATH_PICK(expf_avx512, expf_scalar, n, p, s);
}

static void logf_run(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (!np_svml_cpu() && have_avx2_fma() && s[0] == 4 && s[1] == 4 && fastmath_apart(n, p, s)) {
    logf_avx2(n, p, s);
    return;
  }
#endif
  FASTMATH_PICK(logf_avx512, logf_scalar, n, p, s);
}

void np_loop_expf(int64_t n, char **p, const int64_t *s) {
  fexcept_t saved;
  fegetexceptflag(&saved, FE_ALL_EXCEPT);
  int fl = np_scan_and_run(n, p, s, sizeof(float), np_scan_expf_flags, expf_run);
  fl |= fetestexcept(FE_UNDERFLOW);
  fesetexceptflag(&saved, FE_ALL_EXCEPT);
  if (fl) feraiseexcept(fl);
}

void np_loop_logf(int64_t n, char **p, const int64_t *s) {
  fexcept_t saved;
  fegetexceptflag(&saved, FE_ALL_EXCEPT);
  int fl = np_scan_and_run(n, p, s, sizeof(float), np_scan_logf_flags, logf_run);
  fesetexceptflag(&saved, FE_ALL_EXCEPT);
  if (fl) feraiseexcept(fl);
}

void np_loop_sinf(int64_t n, char **p, const int64_t *s) { FASTMATH_PICK(sinf_avx512, sinf_scalar, n, p, s); }
void np_loop_cosf(int64_t n, char **p, const int64_t *s) { FASTMATH_PICK(cosf_avx512, cosf_scalar, n, p, s); }
