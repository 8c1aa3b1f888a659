/* np_svml_trig.c — float64 sin, cos and tan as NumPy 1.24 computes them on AVX-512 machines
 * (SVML's __svml_sin8, __svml_cos8 and __svml_tan8, the "la" variants), and libm's elsewhere,
 * as NumPy does.
 *
 * Algorithm (|x| below about 2^24): N = rint(x/pi) (for cos, N + 1/2 with N = floor(|x|/pi)),
 * R = x - N*pi with pi in three parts, sin(R) as R + R^3*P(R^2) with a degree-6 P whose R^2
 * comes from the two-part reduction, and the sign flipped for odd N. Larger arguments need
 * SVML's Payne-Hanek reduction and table reconstruction, which this file does not have: those
 * lanes take libm's sin/cos. tan (|x| < 128000): N = rint(16x/pi), R = x - N*pi/16 (three
 * parts), tan(R) = R + R^3*P(R^2), and tan x = (tan R + T)/(1 - T tan R) with T = tan(j*pi/16),
 * j = N mod 16, divided through the refined reciprocal estimate; larger |x| is libm's tan (correctly rounded, so they agree with SVML's nearly always; see
 * docs/numerics.md). The coefficients are SVML's (Intel, BSD-3-Clause): the same numbers are
 * needed to give the same bits.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
#define PI1 0x1.921fb54442d18p+1 /* pi as three doubles */
#define PI2 0x1.1a62633145c06p-53
#define PI3 0x1.c1cd129024e09p-106
#define INV_PI 0x1.45f306dc9c883p-2

static const double sin_c[7] = {-0x1.55555555554a8p-3, 0x1.111111110a573p-7,
                                -0x1.a01a019a659ddp-13, 0x1.71de3806add1ap-19,
                                -0x1.ae6355aaa4a53p-26, 0x1.60e6bee01d83ep-33,
                                -0x1.9f1517e9f65f0p-41};
static const double cos_c[7] = {-0x1.55555555554a7p-3, 0x1.111111110a4a8p-7,
                                -0x1.a01a019a5b87bp-13, 0x1.71de38030fea0p-19,
                                -0x1.ae63546002231p-26, 0x1.60e6857a2f220p-33,
                                -0x1.9f0d60811aac8p-41};

#define SET(c) _mm512_set1_pd(c)

/* c[0] + r2*(c[1] + ... + r2*c[6]), Horner with one rounding per step as SVML does */
NP_SVML_KERNEL __m512d trig_poly(const double *c, __m512d r2) {
  __m512d p = _mm512_fmadd_round_pd(SET(c[6]), r2, SET(c[5]), NP_RN);
  for (int i = 4; i >= 0; i--) p = _mm512_fmadd_round_pd(r2, p, SET(c[i]), NP_RN);
  return p;
}

/* tan(j*pi/16), j = 0..15, as SVML tabulates them (j = 8: -DBL_MAX) */
static const double tan_tab[16] = {
    -0x0.0p+0, 0x1.975f5e0553158p-3, 0x1.a827999fcef32p-2, 0x1.561b82ab7f990p-1,
    0x1.0000000000000p+0, 0x1.7f218e25a7461p+0, 0x1.3504f333f9de6p+1, 0x1.41bfee2424771p+2,
    -0x1.fffffffffffffp+1023, -0x1.41bfee2424771p+2, -0x1.3504f333f9de6p+1, -0x1.7f218e25a7461p+0,
    -0x1.0000000000000p+0, -0x1.561b82ab7f990p-1, -0x1.a827999fcef32p-2, -0x1.975f5e0553158p-3,
};

static double tan_big(double x) { return tan(x); }

NP_SVML_KERNEL __m512d tan_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512d shifter = SET(0x1.8p52);
  __m512d ax = _mm512_abs_pd(x);
  __mmask8 big = _mm512_cmp_round_pd_mask(ax, SET(128000.0), _CMP_NLE_UQ, _MM_FROUND_NO_EXC);
  __m512d t = _mm512_fmadd_round_pd(x, SET(0x1.45f306dc9c883p+2), shifter, NP_RN);
  __m512d nn = _mm512_sub_round_pd(t, shifter, NP_RN);
  __m512d r = _mm512_fnmadd_round_pd(nn, SET(0x1.921fb54442d18p-3), x, NP_RN);
  r = _mm512_fnmadd_round_pd(SET(0x1.1a62633145c06p-57), nn, r, NP_RN);
  r = _mm512_fnmadd_round_pd(SET(0x1.c1cd129024e09p-110), nn, r, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d tj = _mm512_permutex2var_pd(_mm512_loadu_pd(tan_tab), _mm512_castpd_si512(t),
                                      _mm512_loadu_pd(tan_tab + 8));
  __m512d p = _mm512_fmadd_round_pd(SET(0x1.25cccc7c9fa5dp-7), r2, SET(0x1.664ab664efba9p-6), NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, SET(0x1.ba1ba489d25cap-5), NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, SET(0x1.11111110b0802p-3), NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, SET(0x1.55555555555dcp-2), NP_RN);
  __m512d tr = _mm512_mul_round_pd(p, r, NP_RN);
  tr = _mm512_fmadd_round_pd(r2, tr, r, NP_RN); /* tan R */
  __m512d num = _mm512_add_round_pd(tr, tj, NP_RN);
  __m512d den = _mm512_fnmadd_round_pd(tr, tj, SET(1.0), NP_RN);
  __m512d rc = _mm512_rcp14_pd(den);
  __m512d eps = _mm512_fnmadd_round_pd(den, rc, SET(1.0), NP_RN);
  rc = _mm512_fmadd_round_pd(eps, rc, rc, NP_RN);
  __m512d q = _mm512_mul_round_pd(rc, num, NP_RN);
  __m512d err = _mm512_fmsub_round_pd(q, den, num, NP_RN);
  __m512d res = _mm512_fnmadd_round_pd(rc, err, q, NP_RN);
  NP_SVML_RARE_F64(res, x, big, tan_big);
  return res;
}

static double sin_big(double x) { return sin(x); }
static double cos_big(double x) { return cos(x); }

NP_SVML_KERNEL __m512d sin_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512d shifter = SET(0x1.8p52);
  __m512d t = _mm512_fmadd_round_pd(x, SET(INV_PI), shifter, NP_RN);
  __mmask8 zero = _mm512_cmp_round_pd_mask(x, SET(-0.0), _CMP_EQ_OQ, _MM_FROUND_NO_EXC);
  __m512i sign = _mm512_slli_epi64(_mm512_castpd_si512(t), 63); /* odd N flips the sign */
  sign = _mm512_mask_xor_epi64(sign, zero, sign, _mm512_castpd_si512(x));
  __m512d nn = _mm512_sub_round_pd(t, shifter, NP_RN);
  __m512d ax = _mm512_abs_pd(x);
  __mmask8 big = _mm512_cmp_round_pd_mask(ax, SET(0x1p24), _CMP_NLE_UQ, _MM_FROUND_NO_EXC);
  __m512d r = _mm512_fnmadd_round_pd(nn, SET(PI1), x, NP_RN);
  r = _mm512_fnmadd_round_pd(SET(PI2), nn, r, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  r = _mm512_fnmadd_round_pd(SET(PI3), nn, r, NP_RN);
  __m512d r3 = _mm512_mul_round_pd(r2, r, NP_RN);
  __m512d p = _mm512_fmadd_round_pd(r3, trig_poly(sin_c, r2), r, NP_RN);
  __m512d res = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(p), sign));
  NP_SVML_RARE_F64(res, x, big, sin_big);
  return res;
}

NP_SVML_KERNEL __m512d cos_kernel(__m512d x, __mmask8 live) {
  (void)live;
  __m512d ax = _mm512_abs_pd(x);
  __m512d t = _mm512_fmadd_round_pd(ax, SET(INV_PI), SET(0x1p52), NP_RZ); /* 2^52 + floor */
  __mmask8 tiny = _mm512_cmp_round_pd_mask(ax, SET(0x1p-27), _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  __mmask8 big = _mm512_cmp_round_pd_mask(t, SET(np_u2d(0x43300000007ffffe)), _CMP_NLE_UQ,
                                          _MM_FROUND_NO_EXC);
  __m512i sign = _mm512_slli_epi64(_mm512_castpd_si512(t), 63);
  __m512d nh = _mm512_sub_round_pd(t, SET(0x1.fffffffffffffp+51), NP_RN); /* N + 1/2 */
  __m512d r = _mm512_fmsub_round_pd(nh, SET(PI1), ax, NP_RN);                /* -R */
  r = _mm512_fmadd_round_pd(SET(PI2), nh, r, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  r = _mm512_fmadd_round_pd(SET(PI3), nh, r, NP_RN);
  r = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(r), sign));
  __m512d r3 = _mm512_mul_round_pd(r, r2, NP_RN);
  __m512d res = _mm512_fmadd_round_pd(r3, trig_poly(cos_c, r2), r, NP_RN);
  res = _mm512_mask_blend_pd(tiny, res, SET(1.0));
  NP_SVML_RARE_F64(res, x, big, cos_big);
  return res;
}

NP_SVML_LOOP_F64(sin_avx512, sin_kernel, 0.0)
NP_SVML_LOOP_F64(cos_avx512, cos_kernel, 0.0)
NP_SVML_LOOP_F64(tan_avx512, tan_kernel, 0.0)

#endif /* NP_SVML_X86 */

static void sin_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = sin(*(const double *)(p[0] + i * s[0]));
}

static void cos_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = cos(*(const double *)(p[0] + i * s[0]));
}

void np_loop_sin_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(sin_avx512, sin_libm)(n, p, s);
}

void np_loop_cos_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(cos_avx512, cos_libm)(n, p, s);
}

static void tan_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = tan(*(const double *)(p[0] + i * s[0]));
}

void np_loop_tan_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(tan_avx512, tan_libm)(n, p, s);
}
