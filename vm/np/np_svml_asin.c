/* np_svml_asin.c — float64 arcsin and arccos as NumPy 1.24 computes them on AVX-512 machines
 * (SVML's __svml_asin8 and __svml_acos8, the "la" variants), and libm's elsewhere, as NumPy
 * does.
 *
 * Algorithm: for |x| < 1/2, asin x = x + x*z*P(z) with z = x^2 (degree-11 P). For |x| >= 1/2,
 * asin|x| = pi/2 - 2*asin(sqrt(y)) with y = (1 - |x|)/2: sqrt(y) comes from the 14-bit
 * reciprocal square root estimate, corrected by a degree-4 polynomial in its relative error,
 * and the same P evaluated at z = y. arccos uses the same pieces: pi/2 - asin x below 1/2,
 * 2*asin(sqrt(y)) (plus pi for negative x) above, y = (1 - |x|)/2. The sign of x is put back last; |x| > 1 is NaN (the
 * invalid flag raised as SVML's scalar path does). The coefficients are SVML's (Intel,
 * BSD-3-Clause): the same numbers are needed to give the same bits.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
#define SET(c) _mm512_set1_pd(c)

static double asin_rare(double x) {
  volatile double zero = 0.0;
  (void)x;
  return zero / zero;
}

/* sqrt(y) pieces: s0 ~ 2 sqrt(y) from the estimate, and the correction factor */
typedef struct {
  __m512d s0, se, c;
} SqrtParts;

NP_SVML_KERNEL SqrtParts sqrt_parts(__m512d y) {
  __m512d rs = _mm512_rsqrt14_pd(y);
  __mmask8 tiny = _mm512_cmp_round_pd_mask(y, SET(0x1p-255), _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  rs = _mm512_mask_xor_pd(rs, tiny, rs, rs);
  __m512d y2 = _mm512_add_round_pd(y, y, NP_RN);
  __m512d rs2 = _mm512_mul_round_pd(rs, rs, NP_RN);
  SqrtParts q;
  q.s0 = _mm512_mul_round_pd(y2, rs, NP_RN);
  __m512d eps = _mm512_fmsub_round_pd(rs2, y2, SET(2.0), NP_RN);
  q.c = _mm512_fmadd_round_pd(SET(-0x1.18000993b24c3p-6), eps, SET(0x1.400006f70d42dp-5), NP_RN);
  q.se = _mm512_mul_round_pd(q.s0, eps, NP_RN);
  q.c = _mm512_fmadd_round_pd(eps, q.c, SET(-0x1.7fffffffffe97p-4), NP_RN);
  q.c = _mm512_fmadd_round_pd(eps, q.c, SET(0x1.fffffffffff9dp-3), NP_RN);
  return q;
}

/* z*P(z): asin(v) = v + v*z*P(z) */
NP_SVML_KERNEL __m512d asin_poly(__m512d z) {
  __m512d z2 = _mm512_mul_round_pd(z, z, NP_RN);
  __m512d pa = _mm512_fmadd_round_pd(SET(0x1.43f44bfbc3baep-6), z, SET(0x1.a583395d45ed5p-8), NP_RN);
  __m512d pb = _mm512_fmadd_round_pd(SET(0x1.07520c70eb909p-5), z, SET(-0x1.0fb17f7dbb0edp-6), NP_RN);
  __m512d pc = _mm512_fmadd_round_pd(SET(0x1.f1c72e13ad8bep-6), z, SET(0x1.6db6db3b445f8p-5), NP_RN);
  pb = _mm512_fmadd_round_pd(z2, pb, pa, NP_RN);
  __m512d pd = _mm512_fmadd_round_pd(SET(0x1.8f8dc2afccad6p-7), z, SET(0x1.c6dbbcb88bd57p-7), NP_RN);
  __m512d pe = _mm512_fmadd_round_pd(SET(0x1.1c6dcf538ad2ep-6), z, SET(0x1.6e89cebdefaddp-6), NP_RN);
  pd = _mm512_fmadd_round_pd(z2, pd, pe, NP_RN);
  __m512d pf = _mm512_fmadd_round_pd(SET(0x1.333333337e0dep-4), z, SET(0x1.555555555529cp-3), NP_RN);
  __m512d z4 = _mm512_mul_round_pd(z2, z2, NP_RN);
  __m512d p = _mm512_fmadd_round_pd(z4, pb, pd, NP_RN);
  p = _mm512_fmadd_round_pd(z2, p, pc, NP_RN);
  p = _mm512_fmadd_round_pd(z2, p, pf, NP_RN);
  return _mm512_mul_round_pd(p, z, NP_RN);
}

NP_SVML_KERNEL __m512d asin_kernel(__m512d x, __mmask8 live) {
  (void)live;
  __m512d ax = _mm512_abs_pd(x);
  __m512d y = _mm512_fnmadd_round_pd(SET(0.5), ax, SET(0.5), NP_RN);
  __m512d x2 = _mm512_mul_round_pd(ax, ax, NP_RN);
  __mmask8 upper = _mm512_cmp_round_pd_mask(ax, SET(0.5), _CMP_NLT_UQ, _MM_FROUND_NO_EXC);
  __mmask8 rare = _mm512_cmp_round_pd_mask(SET(1.0), ax, _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  __m512d z = _mm512_min_round_pd(x2, y, _MM_FROUND_NO_EXC);
  __m512i sign = _mm512_xor_si512(_mm512_castpd_si512(ax), _mm512_castpd_si512(x));
  SqrtParts q = sqrt_parts(y);
  __m512d s = _mm512_fmsub_round_pd(q.se, q.c, q.s0, NP_RN); /* -2 sqrt(y) */
  __m512d v = _mm512_mask_blend_pd(upper, ax, s);
  __m512d res = _mm512_fmadd_round_pd(v, asin_poly(z), v, NP_RN);
  res = _mm512_mask_add_round_pd(res, upper, res, SET(0x1.921fb54442d18p+0), NP_RN);
  res = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(res), sign));
  NP_SVML_RARE_F64(res, x, rare, asin_rare);
  return res;
}

NP_SVML_KERNEL __m512d acos_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512i signbit = _mm512_set1_epi64((int64_t)0x8000000000000000ull);
  __m512d nax = _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(x), signbit)); /* -|x| */
  __m512i sign = _mm512_and_si512(_mm512_castpd_si512(x), signbit);
  __m512d y = _mm512_fmadd_round_pd(SET(0.5), nax, SET(0.5), NP_RN);
  __m512d x2 = _mm512_mul_round_pd(nax, nax, NP_RN);
  __mmask8 rare = _mm512_cmp_round_pd_mask(nax, SET(-1.0), _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  __m512d z = _mm512_min_round_pd(x2, y, _MM_FROUND_NO_EXC);
  __mmask8 upper = _mm512_cmp_round_pd_mask(z, y, _CMP_NLT_UQ, _MM_FROUND_NO_EXC);
  __mmask8 neg = _mm512_cmp_round_pd_mask(x, z, _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  SqrtParts q = sqrt_parts(y);
  __m512d s = _mm512_fnmadd_round_pd(q.se, q.c, q.s0, NP_RN); /* 2 sqrt(y) */
  __m512d v = _mm512_mask_blend_pd(upper, nax, s);
  v = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(v), sign));
  __m512d base = _mm512_mask_blend_pd(upper, SET(0x1.921fb54442d18p+0), SET(0.0));
  base = _mm512_mask_blend_pd(upper & neg, base, SET(0x1.921fb54442d18p+1));
  __m512d res = _mm512_fmadd_round_pd(v, asin_poly(z), v, NP_RN);
  res = _mm512_add_round_pd(base, res, NP_RN);
  NP_SVML_RARE_F64(res, x, rare, asin_rare);
  return res;
}

NP_SVML_LOOP_F64(asin_avx512, asin_kernel, 0.0)
NP_SVML_LOOP_F64(acos_avx512, acos_kernel, 0.0)

#endif /* NP_SVML_X86 */

static void asin_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = asin(*(const double *)(p[0] + i * s[0]));
}

void np_loop_asin_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(asin_avx512, asin_libm)(n, p, s);
}

static void acos_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = acos(*(const double *)(p[0] + i * s[0]));
}

void np_loop_acos_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(acos_avx512, acos_libm)(n, p, s);
}
