/* np_svml_atan.c — float64 and float32 arctan as NumPy 1.24 computes them on AVX-512 machines
 * (SVML's __svml_atan8 and __svml_atanf16, the "la" variants), and libm's elsewhere, as NumPy
 * does.
 *
 * Algorithm: b = |x| rounded to a multiple of 1/4 (below 7.875); atan|x| = atan(b) + atan(R)
 * with R = (|x| - b)/(1 + b|x|), the quotient from the 14-bit reciprocal estimate refined by
 * FMA steps on the mantissas and rescaled by the exponent difference; atan(R) = R + R^3*P(R^2)
 * with a degree-5 P. For |x| >= 7.875, R = -1/|x| and the table value is pi/2. The sign of x is
 * put back at the end. SVML has no scalar path for atan: every lane, Inf and NaN included, goes
 * through these steps. float32 is the same with a 7.75 threshold, one refinement step of the
 * quotient and a degree-2 P. The coefficients are SVML's (Intel, BSD-3-Clause): the same numbers are
 * needed to give the same bits; the table is atan(j/4), computed.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
static double atan_tab[32]; /* atan(j/4) */
static float atanf_tab[32]; /* atan(j/4) rounded to float (from the double: no double rounding
                               happens for these 32 values) */

static void atan_init(void) {
  if (atan_tab[1] == 0)
    for (int j = 0; j < 32; j++) atan_tab[j] = atan(j / 4.0), atanf_tab[j] = (float)atan_tab[j];
}

#define SET(c) _mm512_set1_pd(c)

NP_SVML_KERNEL __m512d atan_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512d shifter = SET(0x1.8p50); /* rounds to a multiple of 1/4 */
  __m512d ax = _mm512_abs_pd(x);
  __m512i sign = _mm512_xor_si512(_mm512_castpd_si512(ax), _mm512_castpd_si512(x));
  __m512d t = _mm512_add_round_pd(ax, shifter, NP_RN);
  __mmask8 large = _mm512_cmp_round_pd_mask(ax, SET(7.875), _CMP_GE_OQ, _MM_FROUND_NO_EXC);
  __m512d diff = _mm512_reduce_round_pd(ax, 0x28, _MM_FROUND_NO_EXC); /* |x| - b */
  __m512d b = _mm512_sub_round_pd(t, shifter, NP_RN);
  diff = _mm512_mask_blend_pd(large, diff, SET(-1.0));
  __m512d y = _mm512_fmadd_round_pd(b, ax, SET(1.0), NP_RN);
  __m512d dm = _mm512_getmant_round_pd(diff, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_src, _MM_FROUND_NO_EXC);
  __m512d de = _mm512_getexp_round_pd(diff, _MM_FROUND_NO_EXC);
  y = _mm512_mask_min_round_pd(y, large, SET(0x1p128), ax, _MM_FROUND_NO_EXC);
  __mmask8 upper = _mm512_cmp_round_pd_mask(t, SET(np_u2d(0x4318000000000010)), _CMP_GE_OQ,
                                            _MM_FROUND_NO_EXC);
  __m512d ym = _mm512_getmant_round_pd(y, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_src, _MM_FROUND_NO_EXC);
  __m512d ye = _mm512_getexp_round_pd(y, _MM_FROUND_NO_EXC);
  __m512i idx = _mm512_castpd_si512(t);
  __m512d tlo = _mm512_permutex2var_pd(_mm512_loadu_pd(atan_tab), idx, _mm512_loadu_pd(atan_tab + 8));
  __m512d thi = _mm512_permutex2var_pd(_mm512_loadu_pd(atan_tab + 16), idx,
                                       _mm512_loadu_pd(atan_tab + 24));
  __m512d sc = _mm512_sub_round_pd(de, ye, NP_RN);
  __m512d rc = _mm512_rcp14_pd(ym);
  __m512d tab = _mm512_mask_blend_pd(upper, tlo, thi);
  __m512d q = _mm512_mul_round_pd(dm, rc, NP_RN);
  __m512d eps = _mm512_fnmadd_round_pd(rc, ym, SET(1.0), NP_RN);
  __m512d rem = _mm512_fnmadd_round_pd(q, ym, dm, NP_RN);
  eps = _mm512_fmadd_round_pd(eps, eps, eps, NP_RN);
  rc = _mm512_fmadd_round_pd(rc, eps, rc, NP_RN);
  q = _mm512_fmadd_round_pd(rc, rem, q, NP_RN);
  __m512d r = _mm512_scalef_round_pd(q, sc, NP_RN);
  tab = _mm512_mask_blend_pd(large, tab, SET(0x1.921fb54442d18p+0));
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d r4 = _mm512_mul_round_pd(r2, r2, NP_RN);
  __m512d r3 = _mm512_mul_round_pd(r2, r, NP_RN);
  __m512d p01 = _mm512_fmadd_round_pd(SET(0x1.2e9b9f5c4fe97p-4), r2, SET(-0x1.74257c46790ccp-4), NP_RN);
  __m512d p23 = _mm512_fmadd_round_pd(SET(0x1.c71bfeff916a0p-4), r2, SET(-0x1.249248eef04dap-3), NP_RN);
  __m512d p45 = _mm512_fmadd_round_pd(SET(0x1.999999998741ep-3), r2, SET(-0x1.555555555554dp-2), NP_RN);
  __m512d p = _mm512_fmadd_round_pd(r4, p01, p23, NP_RN);
  p = _mm512_fmadd_round_pd(r4, p, p45, NP_RN);
  p = _mm512_fmadd_round_pd(r3, p, r, NP_RN);
  __m512d res = _mm512_add_round_pd(p, tab, NP_RN);
  return _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(res), sign));
}

#define SETF(c) _mm512_set1_ps(c)

NP_SVML_KERNEL __m512 atanf_kernel(__m512 x, __mmask16 live) {
  (void)live;
  __m512 ax = _mm512_abs_ps(x);
  __m512 diff = _mm512_reduce_round_ps(ax, 0x28, _MM_FROUND_NO_EXC); /* |x| - b */
  __mmask16 large = _mm512_cmp_round_ps_mask(ax, SETF(7.75f), _CMP_GE_OQ, _MM_FROUND_NO_EXC);
  __m512 b = _mm512_sub_round_ps(ax, diff, NP_RN);
  __m512 t = _mm512_add_round_ps(ax, SETF(0x1p21f), NP_RN); /* index in the low bits */
  __m512i sign = _mm512_xor_si512(_mm512_castps_si512(ax), _mm512_castps_si512(x));
  __m512 y = _mm512_fmadd_round_ps(b, ax, SETF(1.0f), NP_RN);
  diff = _mm512_mask_blend_ps(large, diff, SETF(-1.0f));
  y = _mm512_mask_min_round_ps(y, large, SETF(0x1p32f), ax, _MM_FROUND_NO_EXC);
  __m512 dm = _mm512_getmant_round_ps(diff, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_src, _MM_FROUND_NO_EXC);
  __m512 de = _mm512_getexp_round_ps(diff, _MM_FROUND_NO_EXC);
  __m512 tab = _mm512_permutex2var_ps(_mm512_loadu_ps(atanf_tab), _mm512_castps_si512(t),
                                      _mm512_loadu_ps(atanf_tab + 16));
  __m512 ym = _mm512_getmant_round_ps(y, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_src, _MM_FROUND_NO_EXC);
  __m512 ye = _mm512_getexp_round_ps(y, _MM_FROUND_NO_EXC);
  tab = _mm512_mask_blend_ps(large, tab, SETF(0x1.921fb6p+0f));
  __m512 rc = _mm512_rcp14_ps(ym);
  __m512 sc = _mm512_sub_round_ps(de, ye, NP_RN);
  __m512 q = _mm512_mul_round_ps(dm, rc, NP_RN);
  __m512 rem = _mm512_fnmadd_round_ps(q, ym, dm, NP_RN);
  q = _mm512_fmadd_round_ps(rc, rem, q, NP_RN);
  __m512 r = _mm512_scalef_round_ps(q, sc, NP_RN);
  __m512 r2 = _mm512_mul_round_ps(r, r, NP_RN);
  __m512 r3 = _mm512_mul_round_ps(r2, r, NP_RN);
  __m512 p = _mm512_fmadd_round_ps(SETF(-0x1.1f51bcp-3f), r2, SETF(0x1.9991c4p-3f), NP_RN);
  p = _mm512_fmadd_round_ps(p, r2, SETF(-0x1.555554p-2f), NP_RN);
  p = _mm512_fmadd_round_ps(r3, p, r, NP_RN);
  __m512 res = _mm512_add_round_ps(p, tab, NP_RN);
  return _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(res), sign));
}

NP_SVML_LOOP_F64(atan_avx512, atan_kernel, 0.0)
NP_SVML_LOOP_F32(atanf_avx512, atanf_kernel, 0.0f)

#endif /* NP_SVML_X86 */

static void atan_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = atan(*(const double *)(p[0] + i * s[0]));
}

void np_loop_atan_f64(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu()) {
    atan_init();
    atan_avx512(n, p, s);
    return;
  }
#endif
  atan_libm(n, p, s);
}

static void atanf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = atanf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_atan_f32(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu()) {
    atan_init();
    atanf_avx512(n, p, s);
    return;
  }
#endif
  atanf_libm(n, p, s);
}
