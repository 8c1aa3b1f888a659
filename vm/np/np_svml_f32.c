/* np_svml_f32.c — float32 exp2, expm1, log1p, sinh, cosh, cbrt, arcsin, arccos, arcsinh, arccosh and
 * arctanh as NumPy 1.24 computes them on AVX-512 machines (SVML's __svml_<f>f16, the "la"
 * variants), libm elsewhere, as NumPy does. Each kernel follows its SVML routine operation for
 * operation (same order, same rounding, same rcp14/rsqrt14/getexp/getmant/scalef steps); lanes
 * SVML hands to its scalar code are finished by the *_rare functions.
 *
 * exp2: r = x - floor(16x)/16 exactly (vreduceps), j = floor(16x) mod 16 read from the low bits
 * of x + 1.5*2^19 added rounding down, 2^x = scalef(T + T*r*(c1 + c2*r + c3*r^2), x) with
 * T = 2^(j/16) from a 16-entry table. |x| > 126 (and Inf) takes SVML's scalar path: x rounded
 * to an integer n through 1.5*2^23, a degree-5 polynomial in x - n with separate float
 * multiplies and adds, scaled by 2^n in two exact-then-rounding steps so that subnormal
 * results round once. expm1, log1p, sinh, cosh, cbrt, the inverse trigonometric and inverse
 * hyperbolic functions: the comment above each kernel gives its reduction.
 *
 * The coefficients and table values are SVML's (Intel, BSD-3-Clause, github.com/numpy/SVML
 * linux/avx512/svml_z0_<f>_s_la.s): the same numbers give the same bits.
 */
#include <fenv.h>
#include <float.h>
#include <math.h>

#include "np_flagscan.h"
#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
#define SETF(v) _mm512_set1_ps(v)
#define SETU(u) _mm512_castsi512_ps(_mm512_set1_epi32((int)(u)))

/* 2^(j/16), j = 0..15, as SVML's table holds them */
static const uint32_t exp2f_tab[16] = {
    0x3f800000, 0x3f85aac3, 0x3f8b95c2, 0x3f91c3d3, 0x3f9837f0, 0x3f9ef532, 0x3fa5fed7, 0x3fad583f,
    0x3fb504f3, 0x3fbd08a4, 0x3fc5672a, 0x3fce248c, 0x3fd744fd, 0x3fe0ccdf, 0x3feac0c7, 0x3ff5257d,
};

static float exp2f_rare(float x) {
  uint32_t u = np_f2u(x);
  if ((u & 0x7f800000) == 0x7f800000) return (u == 0xff800000u) ? 0.0f : x * x;
  if (x > 128.0f) return FLT_MAX * FLT_MAX;        /* overflow */
  if (x < -150.0f) { /* underflow to 0, at run time (a constant product would be folded) */
    volatile float t = np_u2f(1);
    return t * t;
  }
  float t = x + 0x1.8p23f;               /* n = round(x) in the low bits */
  int n = (int16_t)(np_f2u(t) & 0xffff);
  float r = x - (t - 0x1.8p23f);
  float p = np_u2f(0x3aafc483) * r;
  p = (p + np_u2f(0x3c1e883d)) * r;
  p = (p + np_u2f(0x3d635716)) * r;
  p = (p + np_u2f(0x3e75fc83)) * r;
  p = (p + np_u2f(0x3f317219)) * r;
  p = p + np_u2f(0x3f800001);
  if (n >= 104) return p * np_u2f((uint32_t)(n & 0xff) << 23) * 0x1p127f;
  return p * np_u2f((uint32_t)((n - 106) & 0xff) << 23) * 0x1p-23f;
}

NP_SVML_KERNEL __m512 exp2f_kernel(__m512 x, __mmask16 live) {
  __m512 r = _mm512_reduce_round_ps(x, 0x41, _MM_FROUND_NO_EXC); /* x - floor(16x)/16 */
  __m512 kf = _mm512_add_round_ps(x, SETU(0x49400000), _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
  __m512 t = _mm512_permutexvar_ps(_mm512_castps_si512(kf), _mm512_loadu_ps((const float *)exp2f_tab));
  __m512 p = _mm512_fmadd_round_ps(SETU(0x3d6854ca), r, SETU(0x3e75f16b), NP_RN);
  p = _mm512_fmadd_round_ps(r, p, SETU(0x3f317222), NP_RN);
  __m512 tr = _mm512_mul_round_ps(t, r, NP_RN);
  __m512 res = _mm512_scalef_round_ps(_mm512_fmadd_round_ps(tr, p, t, NP_RN), x, NP_RN);
  __mmask16 rare = _mm512_cmp_ps_mask(_mm512_abs_ps(x), SETF(126.0f), _CMP_GT_OQ) & live;
  NP_SVML_RARE_F32(res, x, rare, exp2f_rare);
  return res;
}

NP_SVML_LOOP_F32(exp2f_avx512, exp2f_kernel, 0.0f)

/* expm1: 2^(j/32) as a head (Th) and the tail that completes it (Tl), SVML's values */
static const uint32_t expm1f_th[32] = {
    0x3f800000, 0x3f82cd87, 0x3f85aac3, 0x3f88980f, 0x3f8b95c2, 0x3f8ea43a, 0x3f91c3d3, 0x3f94f4f0,
    0x3f9837f0, 0x3f9b8d3a, 0x3f9ef532, 0x3fa27043, 0x3fa5fed7, 0x3fa9a15b, 0x3fad583f, 0x3fb123f6,
    0x3fb504f3, 0x3fb8fbaf, 0x3fbd08a4, 0x3fc12c4d, 0x3fc5672a, 0x3fc9b9be, 0x3fce248c, 0x3fd2a81e,
    0x3fd744fd, 0x3fdbfbb8, 0x3fe0ccdf, 0x3fe5b907, 0x3feac0c7, 0x3fefe4ba, 0x3ff5257d, 0x3ffa83b3,
};
static const uint32_t expm1f_tl[32] = {
    0x00000000, 0xb34a3a0a, 0x3346cb6a, 0xb36ed17e, 0xb24e0611, 0xb3517dd9, 0x334b2482, 0xb31586de,
    0x33092801, 0xb2e6f467, 0x331b85f2, 0x3099b6f1, 0xb3051aa8, 0xb2e2a0da, 0xb2006c56, 0xb3365942,
    0x329302ae, 0x32c595dc, 0xb302e5a2, 0xb28e10a1, 0x31b3d0e5, 0xb31a472b, 0x31d1daf2, 0xb305bf64,
    0xb27ce182, 0xb2f26443, 0xb1b4b0da, 0xb1da8a8f, 0xb1d290be, 0xb2d5b899, 0x31b0a147, 0xb2156afc,
};

/* x >= 86.64 (and NaN/Inf lanes beyond it): SVML's scalar path, exp with n added to the exponent */
static float expm1f_rare(float x) {
  uint32_t u = np_f2u(x);
  if (x < 0.0f) return -1.0f;
  if ((u & 0x7f800000) == 0x7f800000) return x * x;
  if (x > np_u2f(0x42b17217)) return FLT_MAX * FLT_MAX; /* overflow */
  float t = x * np_u2f(0x3fb8aa3b) + 0x1.8p23f;       /* n = round(x/ln2) in the low bits */
  float k = t - 0x1.8p23f;
  float r = x - k * np_u2f(0x3f317200);
  r = r - k * np_u2f(0x35bfbe8e);
  float p = np_u2f(0x3c0950ef) * r;
  p = (p + np_u2f(0x3d2bb1b6)) * r;
  p = (p + np_u2f(0x3e2aa9c6)) * r;
  p = (p + np_u2f(0x3efffe85)) * r;
  p = (p + np_u2f(0x3f800001)) * r;
  p = np_u2f(0x3f800001) + p;
  return np_u2f(np_f2u(p) + (np_f2u(t) << 23));
}

NP_SVML_KERNEL __m512 expm1f_kernel(__m512 x, __mmask16 live) {
  const __m512 shift = SETU(0x48c00000); /* 1.5*2^18: x/ln2 to 5 fractional bits */
  __m512 zs = _mm512_fmadd_round_ps(x, SETU(0x3fb8aa3b), shift, NP_RN);
  __m512 z = _mm512_sub_round_ps(zs, shift, NP_RN);
  __m512i j = _mm512_castps_si512(zs);
  __m512 th = np_svml_tab32_ps(expm1f_th, j), tl = np_svml_tab32_ps(expm1f_tl, j);
  __m512i sign = _mm512_and_si512(_mm512_castps_si512(x), _mm512_set1_epi32((int)0x80000000u));
  __m512 r = _mm512_fnmadd_round_ps(z, SETU(0x3f317218), x, NP_RN);
  __m512 ths = _mm512_scalef_round_ps(th, z, NP_RN);
  r = _mm512_fnmadd_round_ps(SETU(0xb102e308), z, r, NP_RN);
  /* |R| < 2 even for special inputs */
  r = _mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(r), _mm512_set1_epi32((int)0xbfffffffu)));
  __m512 thm1 = _mm512_sub_round_ps(ths, SETF(1.0f), NP_RN);
  __m512 r2 = _mm512_mul_round_ps(r, r, NP_RN);
  __m512 p = _mm512_fmadd_round_ps(SETU(0x3e2aabf3), r, SETU(0x3f0000f6), NP_RN);
  p = _mm512_fmadd_round_ps(r2, p, tl, NP_RN);
  p = _mm512_add_round_ps(p, r, NP_RN);
  __m512 res = _mm512_fmadd_round_ps(p, ths, thm1, NP_RN);
  res = _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(res), sign));
  __mmask16 rare = _mm512_cmp_ps_mask(x, SETU(0x42ad496b), _CMP_GE_OQ) & live;
  NP_SVML_RARE_F32(res, x, rare, expm1f_rare);
  return res;
}

NP_SVML_LOOP_F32(expm1f_avx512, expm1f_kernel, 0.0f)

/* atanh: -log of the 32 reciprocals 1 + j/32 (as rounded by rcp14 to 1+5 bits), head and tail */
static const uint32_t atanhf_th[32] = {
    0x00000000, 0x3cfc0000, 0x3d780000, 0x3db78000, 0x3df10000, 0x3e14c000, 0x3e300000, 0x3e4a8000,
    0x3e648000, 0x3e7dc000, 0x3e8b4000, 0x3e974000, 0x3ea30000, 0x3eae8000, 0x3eb9c000, 0x3ec4e000,
    0x3ecfa000, 0x3eda2000, 0x3ee48000, 0x3eeea000, 0x3ef8a000, 0x3f013000, 0x3f05f000, 0x3f0aa000,
    0x3f0f4000, 0x3f13d000, 0x3f184000, 0x3f1ca000, 0x3f20f000, 0x3f252000, 0x3f295000, 0x3f2d7000,
};
static const uint32_t atanhf_tl[32] = {
    0x00000000, 0x3726c39e, 0x38a30c01, 0x37528ae5, 0x38e0edc5, 0xb8ab41f8, 0xb7cf8f58, 0x3896a73d,
    0xb5838656, 0x380c36af, 0xb8235454, 0x3862bae1, 0x38c5e10e, 0x38dedfac, 0x38ebfb5e, 0xb8e63c9f,
    0xb85c1340, 0x38777bcd, 0xb6038656, 0x37d40984, 0xb8b85028, 0xb8ad5a5a, 0x3865c84a, 0x38c3d2f5,
    0x383ebce1, 0xb8a1ed76, 0xb7a332c4, 0xb779654f, 0xb8602f73, 0x38f85db0, 0x37b4996f, 0xb8bfb3ca,
};

/* |x| >= 1 and NaN: +-Inf at +-1, NaN beyond */
static float atanhf_rare(float x) {
  uint32_t a = np_f2u(x) & 0x7fffffff;
  if ((a & 0x7f800000) == 0x7f800000) return a == 0x7f800000 ? x * 0.0f : x * x;
  volatile float zero = 0.0f; /* the flags NumPy warns about */
  if (a == 0x3f800000) return x / zero;
  return zero / zero;
}

/* the table entry for a reciprocal rounded to 1+5 mantissa bits (np_svml_rcp_ps(v, 5)) */
NP_SVML_KERNEL __m512 atanhf_tab(const uint32_t *tab, __m512 rcp) {
  return np_svml_tab32_ps(tab, _mm512_srli_epi32(_mm512_castps_si512(rcp), 18));
}

/* 1 + R*(-1/2 + R*(c3 + c4*R)), the log(1+R)/R polynomial (asinh/acosh use its first three) */
static const uint32_t atanhf_poly[4] = {0xbe800810, 0x3eaab11e, 0xbf000000, 0x3f800000};

/* atanh(x) = sign * 0.5 * (log(1+y) - log(1-y)), y = |x|, each log as -log(rcp) + log(1+R) */
NP_SVML_KERNEL __m512 atanhf_kernel(__m512 x, __mmask16 live) {
  const __m512 one = SETF(1.0f);
  __m512 y = _mm512_abs_ps(x);
  __m512 yp = _mm512_add_round_ps(y, one, NP_RN), ym = _mm512_sub_round_ps(one, y, NP_RN);
  __m512i sign = _mm512_xor_si512(_mm512_castps_si512(x), _mm512_castps_si512(y));
  __m512 yp_lo = _mm512_sub_round_ps(y, _mm512_sub_round_ps(yp, one, NP_RN), NP_RN);
  __m512 ym_lo = _mm512_add_round_ps(y, _mm512_sub_round_ps(ym, one, NP_RN), NP_RN);
  __m512 rcp_p = np_svml_rcp_ps(yp, 5), rcp_m = np_svml_rcp_ps(ym, 5);
  __m512 rp = _mm512_fmsub_round_ps(rcp_p, yp, one, NP_RN);
  __m512 rm = _mm512_fmsub_round_ps(ym, rcp_m, one, NP_RN);
  rp = _mm512_fmadd_round_ps(yp_lo, rcp_p, rp, NP_RN);
  rm = _mm512_fnmadd_round_ps(ym_lo, rcp_m, rm, NP_RN);
  __m512 k = _mm512_sub_round_ps(_mm512_getexp_ps(rcp_m), _mm512_getexp_ps(rcp_p), NP_RN);
  __m512 tl = _mm512_sub_round_ps(atanhf_tab(atanhf_tl, rcp_m), atanhf_tab(atanhf_tl, rcp_p), NP_RN);
  __m512 th = _mm512_sub_round_ps(atanhf_tab(atanhf_th, rcp_m), atanhf_tab(atanhf_th, rcp_p), NP_RN);
  th = _mm512_fmadd_round_ps(SETU(0x3f317000), k, th, NP_RN);
  tl = _mm512_fmadd_round_ps(SETU(0x3805fdf4), k, tl, NP_RN);
  __m512 s = _mm512_fmadd_round_ps(rp, np_svml_horner_ps(rp, atanhf_poly, 4), tl, NP_RN);
  s = _mm512_fnmadd_round_ps(rm, np_svml_horner_ps(rm, atanhf_poly, 4), s, NP_RN);
  __m512 half = _mm512_castsi512_ps(_mm512_or_si512(sign, _mm512_castps_si512(SETF(0.5f))));
  __m512 res = _mm512_mul_round_ps(_mm512_add_round_ps(th, s, NP_RN), half, NP_RN);
  __mmask16 rare = _mm512_cmp_ps_mask(y, one, _CMP_NLT_UQ) & live;
  NP_SVML_RARE_F32(res, x, rare, atanhf_rare);
  return res;
}

NP_SVML_LOOP_F32(atanhf_avx512, atanhf_kernel, 0.0f)

/* asinh/acosh: log(rcp) of the 32 reciprocals 1 + j/32 (head and tail), for their log step */
static const uint32_t asinhf_th[32] = {
    0x00000000, 0xbcfc0000, 0xbd788000, 0xbdb78000, 0xbdf14000, 0xbe14a000, 0xbe300000, 0xbe4aa000,
    0xbe648000, 0xbe7dc000, 0xbe8b4000, 0xbe974000, 0xbea31000, 0xbeae9000, 0xbeb9d000, 0xbec4d000,
    0xbecfa000, 0xbeda2000, 0xbee48000, 0xbeeea000, 0xbef89000, 0xbf012800, 0xbf05f000, 0xbf0aa800,
    0xbf0f4000, 0xbf13c800, 0xbf184000, 0xbf1ca000, 0xbf20f000, 0xbf252800, 0xbf295000, 0xbf2d6800,
};
static const uint32_t asinhf_tl[32] = {
    0x80000000, 0xb726c39e, 0x3839e7fe, 0xb7528ae5, 0x377891d5, 0xb8297c10, 0x37cf8f58, 0x3852b186,
    0x35838656, 0xb80c36af, 0x38235454, 0xb862bae1, 0x37e87bc7, 0x37848150, 0x37202511, 0xb74e1b05,
    0x385c1340, 0xb8777bcd, 0x36038656, 0xb7d40984, 0xb80f5faf, 0xb8254b4c, 0xb865c84a, 0x37f0b42d,
    0xb83ebce1, 0xb83c2513, 0x37a332c4, 0x3779654f, 0x38602f73, 0x367449f8, 0xb7b4996f, 0xb800986b,
};

/* Inf and NaN (|x| > FLT_MAX): Inf stays, NaN quiets */
static float asinhf_rare(float x) { return isnan(x) ? x * x : x; }

/* log(xin + xlo) for the asinh/acosh kernels: xin rounded-reciprocal reduction, table, degree-4
 * polynomial; `big` lanes were scaled by 1/8 and get 4*ln2 added back through the exponent. */
NP_SVML_KERNEL __m512 asinhf_log(__m512 xin, __m512 xlo, __mmask16 big) {
  __m512 rcp = np_svml_rcp_ps(xin, 5);
  __m512 r = _mm512_fmsub_round_ps(xin, rcp, SETF(1.0f), NP_RN);
  __m512 k = _mm512_getexp_ps(rcp);
  r = _mm512_fmadd_round_ps(xlo, rcp, r, NP_RN);
  k = _mm512_mask_sub_round_ps(k, big, k, SETF(4.0f), NP_RN);
  __m512 p = np_svml_horner_ps(r, atanhf_poly, 3);
  __m512 th = _mm512_fnmadd_round_ps(SETU(0x3f317000), k, atanhf_tab(asinhf_th, rcp), NP_RN);
  __m512 r2 = _mm512_mul_round_ps(r, r, NP_RN);
  __m512 tl = _mm512_fnmadd_round_ps(SETU(0x3805fdf4), k, atanhf_tab(asinhf_tl, rcp), NP_RN);
  p = _mm512_fmadd_round_ps(r2, p, tl, NP_RN);
  return _mm512_add_round_ps(th, _mm512_add_round_ps(p, r, NP_RN), NP_RN);
}

/* asinh(x) = sign * log(|x| + sqrt(x^2 + 1)): the square root from rsqrt14 with one
 * correction in two parts; |x| < 1/64 uses x + c*x^3, |x| >= 2^63 log(|x|/8) + 4*ln2. */
NP_SVML_KERNEL __m512 asinhf_kernel(__m512 x, __mmask16 live) {
  const __m512 one = SETF(1.0f);
  __m512 x2 = _mm512_mul_round_ps(x, x, NP_RN);
  __m512 yh = _mm512_add_round_ps(x2, one, NP_RN);
  __m512 ax = _mm512_abs_ps(x);
  __m512 a = _mm512_max_round_ps(one, x2, _MM_FROUND_NO_EXC);
  __m512 b = _mm512_min_round_ps(one, x2, _MM_FROUND_NO_EXC);
  __m512 r0 = _mm512_rsqrt14_ps(yh);
  __mmask16 not_small = _mm512_cmp_ps_mask(ax, SETF(0.015625f), _CMP_NLT_UQ);
  __m512 b_lo = _mm512_sub_round_ps(b, _mm512_sub_round_ps(yh, a, NP_RN), NP_RN);
  __m512i sign = _mm512_xor_si512(_mm512_castps_si512(x), _mm512_castps_si512(ax));
  __m512 sh = _mm512_mul_round_ps(yh, r0, NP_RN);
  __m512 xin0 = _mm512_add_round_ps(sh, ax, NP_RN);
  __m512 yr_lo = _mm512_fmsub_round_ps(r0, yh, sh, NP_RN);
  __m512 small = _mm512_mul_round_ps(x2, SETU(0xbe2aa5de), NP_RN);
  small = _mm512_fmadd_round_ps(ax, small, ax, NP_RN);
  __m512 x2_lo = _mm512_fmsub_round_ps(x, x, x2, NP_RN);
  __m512 yl = _mm512_add_round_ps(b_lo, x2_lo, NP_RN);
  __m512 eh = _mm512_fnmadd_round_ps(r0, sh, one, NP_RN);
  __m512 sl = _mm512_fmadd_round_ps(r0, yl, yr_lo, NP_RN);
  eh = _mm512_fnmadd_round_ps(r0, sl, eh, NP_RN);
  __mmask16 big = _mm512_cmp_ps_mask(ax, SETU(0x5f000000), _CMP_NLT_UQ);
  __m512 she = _mm512_mul_round_ps(sh, eh, NP_RN);
  __m512 ps = _mm512_fmadd_round_ps(SETF(0.375f), eh, SETF(0.5f), NP_RN);
  she = _mm512_fmadd_round_ps(ps, she, sl, NP_RN);
  __m512 xh = _mm512_sub_round_ps(xin0, sh, NP_RN);
  __m512 xin = _mm512_add_round_ps(xin0, she, NP_RN);
  __m512 xl = _mm512_sub_round_ps(ax, xh, NP_RN);
  __m512 sl_hi = _mm512_sub_round_ps(xin, xin0, NP_RN);
  xin = _mm512_mask_mul_round_ps(xin, big, ax, SETF(0.125f), NP_RN);
  __m512 xlo = _mm512_add_round_ps(_mm512_sub_round_ps(she, sl_hi, NP_RN), xl, NP_RN);
  xlo = _mm512_mask_mov_ps(xlo, big, _mm512_setzero_ps());
  __m512 res = _mm512_mask_mov_ps(small, not_small, asinhf_log(xin, xlo, big));
  res = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(res), sign));
  __mmask16 rare = _mm512_cmp_ps_mask(ax, SETU(0x7f7fffff), _CMP_NLE_UQ) & live;
  NP_SVML_RARE_F32(res, x, rare, asinhf_rare);
  return res;
}

NP_SVML_LOOP_F32(asinhf_avx512, asinhf_kernel, 0.0f)

/* x <= 1, Inf, NaN */
static float acoshf_rare(float x) {
  if (isnan(x)) return x * x;
  if (x == 1.0f) return 0.0f;
  if (x == INFINITY) return x;
  volatile float zero = 0.0f; /* the invalid flag NumPy warns about */
  return zero / zero;
}

/* acosh(x) = log(x + sqrt(x^2 - 1)), the root as in asinh; x^2 - 1 < 2^-12 uses
 * sqrt(x^2 - 1) * (1 + c*(x^2 - 1)), x >= 2^63 log(x/8) + 4*ln2. */
NP_SVML_KERNEL __m512 acoshf_kernel(__m512 x, __mmask16 live) {
  const __m512 one = SETF(1.0f);
  __m512 yh = _mm512_fmsub_round_ps(x, x, one, NP_RN);
  __mmask16 big = _mm512_cmp_ps_mask(x, SETU(0x5f000000), _CMP_NLT_UQ);
  __mmask16 rare = (_mm512_cmp_ps_mask(x, SETU(0x7f7fffff), _CMP_NLE_UQ) |
                    _mm512_cmp_ps_mask(x, one, _CMP_LE_OQ)) & live;
  __m512 r0 = _mm512_rsqrt14_ps(yh);
  __mmask16 not_small = _mm512_cmp_ps_mask(yh, SETU(0x39800000), _CMP_NLT_UQ);
  __m512 yc = _mm512_mul_round_ps(yh, SETU(0xbe2aa5de), NP_RN);
  __m512 sh = _mm512_mul_round_ps(yh, r0, NP_RN);
  __m512 xin0 = _mm512_add_round_ps(sh, x, NP_RN);
  __m512 sl = _mm512_fmsub_round_ps(r0, yh, sh, NP_RN);
  __m512 eh = _mm512_fnmadd_round_ps(r0, sh, one, NP_RN);
  eh = _mm512_fnmadd_round_ps(r0, sl, eh, NP_RN);
  __m512 she = _mm512_mul_round_ps(sh, eh, NP_RN);
  __m512 ps = _mm512_fmadd_round_ps(SETF(0.375f), eh, SETF(0.5f), NP_RN);
  she = _mm512_fmadd_round_ps(ps, she, sl, NP_RN);
  __m512 shh = _mm512_sub_round_ps(xin0, x, NP_RN);
  __m512 root = _mm512_add_round_ps(sh, she, NP_RN);
  __m512 xin = _mm512_add_round_ps(xin0, she, NP_RN);
  __m512 shl = _mm512_sub_round_ps(sh, shh, NP_RN);
  __m512 small = _mm512_fmadd_round_ps(yc, root, root, NP_RN);
  __m512 sl_hi = _mm512_sub_round_ps(xin, xin0, NP_RN);
  xin = _mm512_mask_mul_round_ps(xin, big, x, SETF(0.125f), NP_RN);
  __m512 xlo = _mm512_add_round_ps(_mm512_sub_round_ps(she, sl_hi, NP_RN), shl, NP_RN);
  xlo = _mm512_mask_mov_ps(xlo, big, _mm512_setzero_ps());
  __m512 res = _mm512_mask_mov_ps(small, not_small, asinhf_log(xin, xlo, big));
  NP_SVML_RARE_F32(res, x, rare, acoshf_rare);
  return res;
}

NP_SVML_LOOP_F32(acoshf_avx512, acoshf_kernel, 1.0f)

/* cbrt: 2^(k/3) for k = 0, 1, 2 as head and tail, and cbrt(1/rcp) for the 16 rounded reciprocals */
static const uint32_t cbrtf_sh[16] = {0x3f800000, 0x3fa14518, 0x3fcb2ff5};
static const uint32_t cbrtf_sl[16] = {0x0, 0xb2ce51af, 0x32a7adc8};
static const uint32_t cbrtf_th[32] = {
    0x3fa14518, 0x3f9e0b2b, 0x3f9b0f9b, 0x3f984a9a, 0x3f95b5af, 0x3f934b6c, 0x3f910737, 0x3f8ee526,
    0x3f8ce1da, 0x3f8afa6a, 0x3f892c4e, 0x3f87754e, 0x3f85d377, 0x3f844510, 0x3f82c892, 0x3f815c9f,
    0x3f800000,
};

/* cbrt(x) = 2^floor(e/3) * Th(rcp) * 2^((e mod 3)/3) * cbrt(1 + R), x = m*2^e, m in [1, 2),
 * R = rcp*m - 1 with rcp = rcp14(m) rounded to 5 fractional bits; branch-free (zero, Inf and
 * NaN come out of getexp/getmant/scalef), the sign put back at the end. */
NP_SVML_KERNEL __m512 cbrtf_kernel(__m512 x, __mmask16 live) {
  (void)live;
  __m512 m = _mm512_getmant_round_ps(x, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_src, _MM_FROUND_NO_EXC);
  __m512 e = _mm512_getexp_round_ps(x, _MM_FROUND_NO_EXC);
  __m512 rcp = _mm512_rcp14_ps(m);
  __m512 eb = _mm512_add_round_ps(e, SETU(0x4b400000), NP_RN);
  __m512i sign = _mm512_and_si512(_mm512_castps_si512(x), _mm512_set1_epi32((int)0x80000000u));
  rcp = _mm512_roundscale_round_ps(rcp, 0x58, _MM_FROUND_NO_EXC);
  __m512 e3 = _mm512_fmsub_round_ps(SETU(0x3eaaaaab), eb, SETU(0x4a800000), NP_RN);
  __m512 r = _mm512_fmsub_round_ps(m, rcp, SETF(1.0f), NP_RN);
  e3 = _mm512_roundscale_round_ps(e3, 0x09, _MM_FROUND_NO_EXC); /* floor(e/3) */
  __m512i j = _mm512_srli_epi32(_mm512_castps_si512(rcp), 19);
  __m512 p = _mm512_fmadd_round_ps(SETU(0x3d7d057c), r, SETU(0xbde3a363), NP_RN);
  __m512 emod = _mm512_fnmadd_round_ps(SETF(3.0f), e3, eb, NP_RN); /* e mod 3 in the low bits */
  __m512 th = np_svml_tab32_ps(cbrtf_th, j);
  p = _mm512_fmadd_round_ps(r, p, SETU(0x3eaaaaaa), NP_RN);
  th = _mm512_scalef_round_ps(th, e3, NP_RN);
  __m512i k = _mm512_castps_si512(emod);
  __m512 sh = _mm512_permutexvar_ps(k, _mm512_loadu_ps((const float *)cbrtf_sh));
  __m512 sl = _mm512_permutexvar_ps(k, _mm512_loadu_ps((const float *)cbrtf_sl));
  __m512 shr = _mm512_mul_round_ps(sh, r, NP_RN);
  shr = _mm512_fmadd_round_ps(p, shr, sl, NP_RN);
  __m512 res = _mm512_mul_round_ps(_mm512_add_round_ps(shr, sh, NP_RN), th, NP_RN);
  return _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(res), sign));
}

NP_SVML_LOOP_F32(cbrtf_avx512, cbrtf_kernel, 1.0f)

/* log1p lanes outside SVML's range (1 + x not in [2^-126, 2^127): x <= -1, Inf, NaN, huge x).
 * SVML's scalar path there is a full log; its results for huge x are log(x) correctly
 * rounded in every case we compared, which the double computation gives. */
static float log1pf_rare(float x) {
  volatile float zero = 0.0f; /* the divide-by-zero and invalid flags NumPy warns about */
  if (isnan(x)) return x + x;
  if (x == -1.0f) return -1.0f / zero;
  if (x < -1.0f) return zero / zero;
  return (float)log1p((double)x);
}

/* log1p(x): 1 + x as Yh + Yl (max + min, then the rounding error), Yh = 2^n * m with m in
 * [2/3, 4/3) by integer arithmetic on the bits, r = (m - 1) + Yl*2^-n, log1p = n*ln2 + r +
 * r^2*P(r) (degree 7); the sign of x is or-ed in so -0 stays -0. */
NP_SVML_KERNEL __m512 log1pf_kernel(__m512 x, __mmask16 live) {
  const __m512 one = SETF(1.0f);
  const __m512i two3 = _mm512_set1_epi32(0x3f2aaaab);
  __m512 hi = _mm512_max_round_ps(one, x, _MM_FROUND_NO_EXC);
  __m512 lo = _mm512_min_round_ps(one, x, _MM_FROUND_NO_EXC);
  __m512i sign = _mm512_andnot_si512(_mm512_set1_epi32(0x7fffffff), _mm512_castps_si512(x));
  __m512 yh = _mm512_add_round_ps(hi, lo, NP_RN);
  __m512i d = _mm512_sub_epi32(_mm512_castps_si512(yh), two3);
  __m512 yl = _mm512_add_round_ps(_mm512_sub_round_ps(hi, yh, NP_RN), lo, NP_RN);
  __m512i chk = _mm512_add_epi32(_mm512_castps_si512(yh), _mm512_set1_epi32(0x01000000));
  __mmask16 ok = _mm512_cmp_epi32_mask(chk, _mm512_set1_epi32(0x01800000), _MM_CMPINT_NLT);
  __m512i n = _mm512_srai_epi32(d, 23);
  __m512 nf = _mm512_cvt_roundepi32_ps(n, NP_RN);
  __m512 scale = _mm512_castsi512_ps(_mm512_sub_epi32(_mm512_castps_si512(one), _mm512_slli_epi32(n, 23)));
  yl = _mm512_mul_round_ps(yl, scale, NP_RN);
  __m512 m = _mm512_castsi512_ps(_mm512_add_epi32(_mm512_and_si512(d, _mm512_set1_epi32(0x7fffff)), two3));
  __m512 r = _mm512_add_round_ps(_mm512_sub_round_ps(m, one, NP_RN), yl, NP_RN);
  static const uint32_t c[8] = {0x3e0d84ed, 0xbe1ad9e3, 0x3e0fcb12, 0xbe28ad37,
                                0x3e4ce190, 0xbe80058e, 0x3eaaaa94, 0xbf000000};
  __m512 p = np_svml_horner_ps(r, c, 8);
  __m512 q = _mm512_mul_round_ps(p, r, NP_RN);
  q = _mm512_fmadd_round_ps(r, q, r, NP_RN);
  __m512 res = _mm512_fmadd_round_ps(SETU(0x3f317218), nf, q, NP_RN);
  res = _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(res), sign));
  __mmask16 rare = (__mmask16)~ok & live;
  NP_SVML_RARE_F32(res, x, rare, log1pf_rare);
  return res;
}

NP_SVML_LOOP_F32(log1pf_avx512, log1pf_kernel, 0.0f)

/* |x| > 87.34 (overflow region, Inf, NaN): SVML's scalar path computes in double; the double
 * function rounded to float gives the same values on every input we compared. */
static float sinhf_rare(float x) { return (float)sinh((double)x); }
static float coshf_rare(float x) { return (float)cosh((double)x); }

/* sinh(|x|) = Sh*cosh(R) + Ch*sinh(R) with |x| = N*ln2 + R (N = round(|x|/ln2), two-part ln2),
 * Sh, Ch = 2^(N-1) -+ 2^(-N-1) built in the exponent bits, cosh(R) - 1 and sinh(R) - R as short
 * polynomials in R^2; the sign of x is or-ed back. */
NP_SVML_KERNEL __m512 sinhf_kernel(__m512 x, __mmask16 live) {
  const __m512 shift = SETU(0x4b400000);
  const __m512i half = _mm512_set1_epi32(0x3f000000);
  __m512i sign = _mm512_and_si512(_mm512_castps_si512(x), _mm512_set1_epi32((int)0x80000000u));
  __m512 ax = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(x), sign));
  __m512 ns = _mm512_fmadd_round_ps(ax, SETU(0x3fb8aa3b), shift, NP_RN);
  __mmask16 ok = _mm512_cmp_epi32_mask(_mm512_castps_si512(ax), _mm512_set1_epi32(0x42aeac4e), _MM_CMPINT_LE);
  __m512i n23 = _mm512_slli_epi32(_mm512_castps_si512(ns), 23);
  __m512 n = _mm512_sub_round_ps(ns, shift, NP_RN);
  __m512 ep = _mm512_castsi512_ps(_mm512_add_epi32(half, n23));
  __m512 em = _mm512_castsi512_ps(_mm512_sub_epi32(half, n23));
  __m512 ch = _mm512_add_round_ps(ep, em, NP_RN);
  __m512 r = _mm512_fnmadd_round_ps(n, SETU(0x3f317000), ax, NP_RN);
  __m512 sh = _mm512_sub_round_ps(ep, em, NP_RN);
  r = _mm512_fnmadd_round_ps(n, SETU(0x3805fdf4), r, NP_RN);
  __m512 r2 = _mm512_mul_round_ps(r, r, NP_RN);
  __m512 ps = _mm512_fmadd_round_ps(SETU(0x3c091461), r2, SETU(0x3e2aaa57), NP_RN);
  ps = _mm512_mul_round_ps(ps, r2, NP_RN);
  ps = _mm512_fmadd_round_ps(r, ps, r, NP_RN); /* sinh(R) */
  __m512 pc = _mm512_fmadd_round_ps(SETU(0x3ab6a8a3), r2, SETU(0x3d2aaa72), NP_RN);
  pc = _mm512_fmadd_round_ps(r2, pc, SETF(0.5f), NP_RN);
  pc = _mm512_mul_round_ps(pc, r2, NP_RN); /* cosh(R) - 1 */
  __m512 res = _mm512_fmadd_round_ps(ps, ch, _mm512_mul_round_ps(pc, sh, NP_RN), NP_RN);
  res = _mm512_add_round_ps(res, sh, NP_RN);
  res = _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(res), sign));
  __mmask16 rare = (__mmask16)~ok & live;
  NP_SVML_RARE_F32(res, x, rare, sinhf_rare);
  return res;
}

/* cosh: 2^(j/32)/2 and 2^(-j/32)/2 */
static const uint32_t coshf_tp[32] = {
    0x3f000000, 0x3f02cd87, 0x3f05aac3, 0x3f08980f, 0x3f0b95c2, 0x3f0ea43a, 0x3f11c3d3, 0x3f14f4f0,
    0x3f1837f0, 0x3f1b8d3a, 0x3f1ef532, 0x3f227043, 0x3f25fed7, 0x3f29a15b, 0x3f2d583f, 0x3f3123f6,
    0x3f3504f3, 0x3f38fbaf, 0x3f3d08a4, 0x3f412c4d, 0x3f45672a, 0x3f49b9be, 0x3f4e248c, 0x3f52a81e,
    0x3f5744fd, 0x3f5bfbb8, 0x3f60ccdf, 0x3f65b907, 0x3f6ac0c7, 0x3f6fe4ba, 0x3f75257d, 0x3f7a83b3,
};
static const uint32_t coshf_tm[32] = {
    0x3f000000, 0x3efa83b3, 0x3ef5257d, 0x3eefe4ba, 0x3eeac0c7, 0x3ee5b907, 0x3ee0ccdf, 0x3edbfbb8,
    0x3ed744fd, 0x3ed2a81e, 0x3ece248c, 0x3ec9b9be, 0x3ec5672a, 0x3ec12c4d, 0x3ebd08a4, 0x3eb8fbaf,
    0x3eb504f3, 0x3eb123f6, 0x3ead583f, 0x3ea9a15b, 0x3ea5fed7, 0x3ea27043, 0x3e9ef532, 0x3e9b8d3a,
    0x3e9837f0, 0x3e94f4f0, 0x3e91c3d3, 0x3e8ea43a, 0x3e8b95c2, 0x3e88980f, 0x3e85aac3, 0x3e82cd87,
};

/* cosh(|x|) = C*(1 + R^2/2) + S*sinh(R), |x| = (M + j/32)*ln2 + R, C, S = 2^M*Tp +- 2^-M*Tm */
NP_SVML_KERNEL __m512 coshf_kernel(__m512 x, __mmask16 live) {
  const __m512 shift = SETU(0x48c00000);
  __m512 ax = _mm512_abs_ps(x);
  __m512 ns = _mm512_fmadd_round_ps(ax, SETU(0x3fb8aa3b), shift, NP_RN);
  __mmask16 ok = _mm512_cmp_epi32_mask(_mm512_castps_si512(ax), _mm512_set1_epi32(0x42aeac4e), _MM_CMPINT_LT);
  __m512i m23 = _mm512_and_si512(_mm512_slli_epi32(_mm512_castps_si512(ns), 18), _mm512_set1_epi32(0x7f800000));
  __m512 n = _mm512_sub_round_ps(ns, shift, NP_RN);
  __m512i j = _mm512_castps_si512(ns);
  __m512 tp = np_svml_tab32_ps(coshf_tp, j);
  __m512 tm = np_svml_tab32_ps(coshf_tm, j);
  __m512 r = _mm512_fnmadd_round_ps(n, SETU(0x3f317000), ax, NP_RN);
  r = _mm512_fnmadd_round_ps(n, SETU(0x3805fdf4), r, NP_RN);
  __m512 r2 = _mm512_mul_round_ps(r, r, NP_RN);
  __m512 ps = _mm512_mul_round_ps(SETU(0x3e2aaacd), r2, NP_RN);
  ps = _mm512_fmadd_round_ps(r, ps, r, NP_RN); /* sinh(R) */
  __m512 pc = _mm512_mul_round_ps(SETU(0x3f00010f), r2, NP_RN);
  __m512 ep = _mm512_castsi512_ps(_mm512_add_epi32(_mm512_castps_si512(tp), m23));
  __m512 em = _mm512_castsi512_ps(_mm512_sub_epi32(_mm512_castps_si512(tm), m23));
  __m512 c = _mm512_add_round_ps(ep, em, NP_RN);
  __m512 s = _mm512_sub_round_ps(ep, em, NP_RN);
  pc = _mm512_fmadd_round_ps(c, pc, c, NP_RN);
  __m512 res = _mm512_fmadd_round_ps(ps, s, pc, NP_RN);
  __mmask16 rare = (__mmask16)~ok & live;
  NP_SVML_RARE_F32(res, x, rare, coshf_rare);
  return res;
}

NP_SVML_LOOP_F32(sinhf_avx512, sinhf_kernel, 0.0f)
NP_SVML_LOOP_F32(coshf_avx512, coshf_kernel, 0.0f)

/* |x| > 1 and Inf: NaN with the invalid flag NumPy warns about */
static float asinf_rare(float x) {
  volatile float zero = 0.0f;
  (void)x;
  return zero / zero;
}

/* -2*sqrt(y) from rsqrt14 with one polynomial correction (0 when y < 2^-32) */
NP_SVML_KERNEL __m512 asinf_m2sqrt(__m512 y) {
  __m512 r0 = _mm512_rsqrt14_ps(y);
  __mmask16 tiny = _mm512_cmp_round_ps_mask(y, SETU(0x2f800000), _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  r0 = _mm512_mask_mov_ps(r0, tiny, _mm512_setzero_ps());
  __m512 y2 = _mm512_add_round_ps(y, y, NP_RN);
  __m512 rr = _mm512_mul_round_ps(r0, r0, NP_RN);
  __m512 sq = _mm512_mul_round_ps(y2, r0, NP_RN);
  __m512 e = _mm512_fmsub_round_ps(rr, y2, SETF(2.0f), NP_RN);
  __m512 se = _mm512_mul_round_ps(sq, e, NP_RN);
  __m512 p = _mm512_fmadd_round_ps(SETU(0xbdc00004), e, SETU(0x3e800001), NP_RN);
  return _mm512_fmsub_round_ps(se, p, sq, NP_RN);
}

/* asin: |x| < 1/2: |x| + |x|*z*P(z), z = x^2; |x| >= 1/2: pi/2 + (s + s*z*P(z)) with
 * s = -2*sqrt(y), z = y = (1 - |x|)/2; sign put back at the end */
NP_SVML_KERNEL __m512 asinf_kernel(__m512 x, __mmask16 live) {
  __m512 ax = _mm512_abs_ps(x);
  __m512i sign = _mm512_andnot_si512(_mm512_set1_epi32(0x7fffffff), _mm512_castps_si512(x));
  __m512 x2 = _mm512_mul_round_ps(ax, ax, NP_RN);
  __mmask16 rare = _mm512_cmp_round_ps_mask(SETF(1.0f), ax, _CMP_LT_OQ, _MM_FROUND_NO_EXC) & live;
  __mmask16 big = _mm512_cmp_round_ps_mask(ax, SETF(0.5f), _CMP_NLT_UQ, _MM_FROUND_NO_EXC);
  __m512 y = _mm512_fnmadd_round_ps(SETF(0.5f), ax, SETF(0.5f), NP_RN);
  __m512 z = _mm512_min_round_ps(x2, y, _MM_FROUND_NO_EXC);
  __m512 sq = asinf_m2sqrt(y);
  __m512 lo = _mm512_fmadd_round_ps(SETU(0x3d3a9ab4), z, SETU(0x3d997c12), NP_RN);
  __m512 hi = _mm512_fmadd_round_ps(SETU(0x3d2edc07), z, SETU(0x3cc32a6b), NP_RN);
  __m512 z2 = _mm512_mul_round_ps(z, z, NP_RN);
  __m512 xx = _mm512_mask_mov_ps(ax, big, sq);
  __m512 p = _mm512_fmadd_round_ps(z2, hi, lo, NP_RN);
  p = _mm512_fmadd_round_ps(z, p, SETU(0x3e2aaaff), NP_RN);
  p = _mm512_mul_round_ps(p, z, NP_RN);
  __m512 res = _mm512_fmadd_round_ps(xx, p, xx, NP_RN);
  res = _mm512_mask_add_round_ps(res, big, res, SETU(0x3fc90fdb), NP_RN);
  res = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(res), sign));
  NP_SVML_RARE_F32(res, x, rare, asinf_rare);
  return res;
}

NP_SVML_LOOP_F32(asinf_avx512, asinf_kernel, 0.0f)

/* |x| > 1, Inf (NaN with the invalid flag) and NaN (stays quiet) */
static float acosf_rare(float x) {
  volatile float zero = 0.0f;
  return isnan(x) ? x + x : zero / zero;
}

/* acos: |x| small (x^2 < y): pi/2 - (x + x*z*P(z)), z = x^2; otherwise 2*sqrt(y)*(1 + z*P(z))
 * with z = y = (1 - |x|)/2, sign of x applied, plus pi where x is negative */
NP_SVML_KERNEL __m512 acosf_kernel(__m512 x, __mmask16 live) {
  __m512i sbit = _mm512_set1_epi32((int)0x80000000u);
  __m512 nax = _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(x), sbit)); /* -|x| */
  __m512i sign = _mm512_and_si512(_mm512_castps_si512(x), sbit);
  __m512 y = _mm512_fmadd_round_ps(SETF(0.5f), nax, SETF(0.5f), NP_RN);
  __m512 x2 = _mm512_mul_round_ps(nax, nax, NP_RN);
  __m512 r0 = _mm512_rsqrt14_ps(y);
  __mmask16 tiny = _mm512_cmp_round_ps_mask(y, SETU(0x2f800000), _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  __mmask16 rare = _mm512_cmp_round_ps_mask(SETF(-1.0f), nax, _CMP_NLE_UQ, _MM_FROUND_NO_EXC) & live;
  __m512 z = _mm512_min_round_ps(x2, y, _MM_FROUND_NO_EXC);
  r0 = _mm512_mask_mov_ps(r0, tiny, _mm512_setzero_ps());
  __m512 y2 = _mm512_add_round_ps(y, y, NP_RN);
  __m512 z2 = _mm512_mul_round_ps(z, z, NP_RN);
  __m512 rr = _mm512_mul_round_ps(r0, r0, NP_RN);
  __m512 sq = _mm512_mul_round_ps(y2, r0, NP_RN);
  __mmask16 big = _mm512_cmp_round_ps_mask(z, y, _CMP_NLT_UQ, _MM_FROUND_NO_EXC);
  __mmask16 neg = _mm512_cmp_round_ps_mask(x, z, _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  __m512 e = _mm512_fmsub_round_ps(rr, y2, SETF(2.0f), NP_RN);
  __m512 lo = _mm512_fmadd_round_ps(SETU(0x3d3a9ab4), z, SETU(0x3d997c12), NP_RN);
  __m512 ps = _mm512_fmadd_round_ps(SETU(0xbdc00004), e, SETU(0x3e800001), NP_RN);
  __m512 hi = _mm512_fmadd_round_ps(SETU(0x3d2edc07), z, SETU(0x3cc32a6b), NP_RN);
  __m512 se = _mm512_mul_round_ps(sq, e, NP_RN);
  __m512 p = _mm512_fmadd_round_ps(z2, hi, lo, NP_RN);
  __m512 base = _mm512_mask_mov_ps(SETU(0x3fc90fdb), big, _mm512_setzero_ps());
  sq = _mm512_fnmadd_round_ps(se, ps, sq, NP_RN); /* 2*sqrt(y) */
  p = _mm512_fmadd_round_ps(z, p, SETU(0x3e2aaaff), NP_RN);
  p = _mm512_mul_round_ps(p, z, NP_RN);
  __m512 xx = _mm512_mask_mov_ps(nax, big, sq);
  xx = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(xx), sign));
  __m512 res = _mm512_fmadd_round_ps(xx, p, xx, NP_RN);
  base = _mm512_mask_mov_ps(base, big & neg, SETU(0x40490fdb));
  res = _mm512_add_round_ps(base, res, NP_RN);
  NP_SVML_RARE_F32(res, x, rare, acosf_rare);
  return res;
}

NP_SVML_LOOP_F32(acosf_avx512, acosf_kernel, 0.0f)
#endif /* NP_SVML_X86 */

static void exp2f_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = exp2f(*(const float *)(p[0] + i * s[0]));
}

void np_loop_exp2_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(exp2f_avx512, exp2f_libm)(n, p, s);
}

static void expm1f_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = expm1f(*(const float *)(p[0] + i * s[0]));
}

/* The flags as np_loop_expm1_f64's: the C library's, or SVML's overflow. */
void np_loop_expm1_f32(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu()) {
    fexcept_t saved;
    fegetexceptflag(&saved, FE_ALL_EXCEPT);
    int fl = np_scan_and_run(n, p, s, 4, np_scan_svml_expm1_f32, expm1f_avx512);
    fesetexceptflag(&saved, FE_ALL_EXCEPT);
    if (fl) feraiseexcept(fl);
    return;
  }
#endif
  expm1f_libm(n, p, s);
}

static void atanhf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = atanhf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_atanh_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(atanhf_avx512, atanhf_libm)(n, p, s);
}

static void asinhf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = asinhf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_asinh_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(asinhf_avx512, asinhf_libm)(n, p, s);
}

static void acoshf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = acoshf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_acosh_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(acoshf_avx512, acoshf_libm)(n, p, s);
}

static void cbrtf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = cbrtf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_cbrt_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(cbrtf_avx512, cbrtf_libm)(n, p, s);
}

static void log1pf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = log1pf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_log1p_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(log1pf_avx512, log1pf_libm)(n, p, s);
}

static void sinhf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = sinhf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_sinh_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(sinhf_avx512, sinhf_libm)(n, p, s);
}

static void coshf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = coshf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_cosh_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(coshf_avx512, coshf_libm)(n, p, s);
}

static void asinf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = asinf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_asin_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(asinf_avx512, asinf_libm)(n, p, s);
}

static void acosf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = acosf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_acos_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(acosf_avx512, acosf_libm)(n, p, s);
}
