/* np_svml_atan2.c — float64 and float32 arctan2 as NumPy 1.24 computes them on AVX-512 machines
 * (SVML's __svml_atan28 and __svml_atan2f16, "la" variants), libm's elsewhere and when NumPy's
 * overlap test (np_svml_no_overlap) sends a call to libm, as NumPy does.
 *
 * Algorithm for arctan2(y, x): with a = |y|, b = |x| when |y| < |x| (and no offset), else
 * a = -|x|, b = |y| (offset pi/2), R = a/b in [-1, 1] and atan(R) = R + R*R^2*P(R^2), P of
 * degree 19 (float64; Estrin-like in four chains on R^8) or 7 (float32, R from the 14-bit
 * reciprocal refined by FMA steps); then result = ((R + R*R^2*P) + offset) with x's sign, plus pi
 * when x <= 0, with y's sign. Lanes with an argument outside the working range (|.| below
 * 2^-1020 or from 2^993 on for float64; below 2^-125 or from 2^123 on for float32; zeros, Inf,
 * NaN) take SVML's special path: for float32, double-precision atan2 rounded to float gives its
 * values; for float64 libm's atan2 stands for its double-double routine (it differs near ties
 * for subnormal arguments: docs/numerics.md). Coefficients are SVML's (Intel, BSD-3-Clause, github.com/numpy/SVML
 * svml_z0_atan2_d_la.s, svml_z0_atan2_s_la.s): the same numbers give the same bits.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#define LIBM_LOOP(NAME, T, FN)                                                                 \
  static void NAME(int64_t n, char **p, const int64_t *s) {                                   \
    for (int64_t i = 0; i < n; i++)                                                           \
      *(T *)(p[2] + i * s[2]) = FN(*(const T *)(p[0] + i * s[0]), *(const T *)(p[1] + i * s[1])); \
  }
LIBM_LOOP(atan2_libm, double, atan2)
LIBM_LOOP(atan2f_libm, float, atan2f)

#if NP_SVML_X86
#define SETQ(u) _mm512_castsi512_pd(_mm512_set1_epi64((long long)(u)))
#define SETL(u) _mm512_castsi512_ps(_mm512_set1_epi32((int)(u)))

/* P's coefficients, highest first, as the four chains on R^8 take them */
static const uint64_t atan2_c[20] = {
    0xbef4fdb537abc7a3ull, 0x3f2ced0a36665209ull, 0xbf52e67c93954c23ull, 0x3f6f5a1dae82afb3ull,
    0xbf82b2ec618e4badull, 0x3f914f4c661116a5ull, 0xbf9a5e83b081f69cull, 0x3fa169980cb6ad4full,
    0xbfa4efa2e563c1bcull, 0x3fa7ec0fbc50683bull, 0xbfaad261eaa09954ull, 0x3fae1749bd612dcfull,
    0xbfb11084009435e0ull, 0x3fb3b12a49295651ull, 0xbfb745d009bada94ull, 0x3fbc71c707f7d5b5ull,
    0xbfc2492491ee55c7ull, 0x3fc999999997ee34ull, 0xbfd55555555553c5ull, 0,
};

/* Lanes outside the working range: the high word of |v| below 0x00300000 or from 0x7e000000. */
NP_SVML_KERNEL __mmask8 atan2_off_range(__m512d av) {
  __m512i hi = _mm512_srli_epi64(_mm512_castpd_si512(av), 32);
  __m512i d = _mm512_sub_epi32(hi, _mm512_set1_epi64(0x80300000ll));
  /* the low dword of each lane, compared as signed 32-bit */
  __m512i lo = _mm512_srai_epi64(_mm512_slli_epi64(d, 32), 32);
  return _mm512_cmpge_epi64_mask(lo, _mm512_set1_epi64((long long)(int32_t)0xfdd00000u));
}

NP_SVML_KERNEL __m512d atan2_kernel(__m512d y, __m512d x) {
  const __m512i sgn = _mm512_set1_epi64((long long)0x8000000000000000ull);
  __m512d ay = _mm512_abs_pd(y), ax = _mm512_abs_pd(x);
  __m512i sx = _mm512_and_si512(_mm512_castpd_si512(x), sgn);
  __m512i sy = _mm512_and_si512(_mm512_castpd_si512(y), sgn);
  __m512d nax = _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(ax), sgn));
  __mmask8 ylt = _mm512_cmp_round_pd_mask(ay, ax, _CMP_LT_OS, _MM_FROUND_NO_EXC);
  __m512d a = _mm512_mask_blend_pd(ylt, nax, ay), b = _mm512_mask_blend_pd(ylt, ay, ax);
  __m512d r = _mm512_div_round_pd(a, b, NP_RN);
  __m512d off = _mm512_maskz_mov_pd((__mmask8)~ylt, SETQ(0x3ff921fb54442d18ull));
  __mmask8 rare = atan2_off_range(ax) | atan2_off_range(ay);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d r4 = _mm512_mul_round_pd(r2, r2, NP_RN);
  __m512d r8 = _mm512_mul_round_pd(r4, r4, NP_RN);
  const uint64_t *c = atan2_c;
  __m512d p0 = _mm512_fmadd_round_pd(SETQ(c[0]), r8, SETQ(c[4]), NP_RN);
  __m512d p1 = _mm512_fmadd_round_pd(SETQ(c[1]), r8, SETQ(c[5]), NP_RN);
  __m512d p2 = _mm512_fmadd_round_pd(SETQ(c[2]), r8, SETQ(c[6]), NP_RN);
  __m512d p3 = _mm512_fmadd_round_pd(SETQ(c[3]), r8, SETQ(c[7]), NP_RN);
  for (int k = 8; k < 16; k += 4) {
    p0 = _mm512_fmadd_round_pd(r8, p0, SETQ(c[k]), NP_RN);
    p1 = _mm512_fmadd_round_pd(r8, p1, SETQ(c[k + 1]), NP_RN);
    p2 = _mm512_fmadd_round_pd(r8, p2, SETQ(c[k + 2]), NP_RN);
    p3 = _mm512_fmadd_round_pd(r8, p3, SETQ(c[k + 3]), NP_RN);
  }
  p3 = _mm512_mul_round_pd(r8, p3, NP_RN); /* the last chain's constant term is 1: added later */
  p0 = _mm512_fmadd_round_pd(r8, p0, SETQ(c[16]), NP_RN);
  p1 = _mm512_fmadd_round_pd(r8, p1, SETQ(c[17]), NP_RN);
  p0 = _mm512_fmadd_round_pd(r2, p0, p1, NP_RN);
  p2 = _mm512_fmadd_round_pd(r8, p2, SETQ(c[18]), NP_RN);
  p2 = _mm512_fmadd_round_pd(r2, p2, p3, NP_RN);
  p0 = _mm512_fmadd_round_pd(r4, p0, p2, NP_RN);
  p0 = _mm512_fmadd_round_pd(r, p0, r, NP_RN);
  __m512d res = _mm512_add_round_pd(p0, off, NP_RN);
  res = _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(res), sx));
  __mmask8 xle0 = _mm512_cmp_round_pd_mask(x, _mm512_setzero_pd(), _CMP_LE_OQ, _MM_FROUND_NO_EXC);
  res = _mm512_mask_add_round_pd(res, xle0, res, SETQ(0x400921fb54442d18ull), NP_RN);
  res = _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(res), sy));
  if (rare) {
    double ys[8], xs[8], rs[8];
    _mm512_storeu_pd(ys, y);
    _mm512_storeu_pd(xs, x);
    _mm512_storeu_pd(rs, res);
    for (int k = 0; k < 8; k++)
      if (rare >> k & 1) rs[k] = atan2(ys[k], xs[k]);
    res = _mm512_loadu_pd(rs);
  }
  return res;
}

NP_SVML_KERNEL __m512 atan2f_kernel(__m512 y, __m512 x) {
  const __m512i sgn = _mm512_set1_epi32((int)0x80000000u);
  __m512 ay = _mm512_abs_ps(y), ax = _mm512_abs_ps(x);
  __m512i sx = _mm512_and_si512(_mm512_castps_si512(x), sgn);
  __m512i sy = _mm512_and_si512(_mm512_castps_si512(y), sgn);
  __m512 nax = _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(ax), sgn));
  const __m512i lim = _mm512_set1_epi32((int)0xfc000000u), base = _mm512_set1_epi32((int)0x81000000u);
  __mmask16 okx = _mm512_cmpgt_epi32_mask(lim, _mm512_sub_epi32(_mm512_castps_si512(ax), base));
  __mmask16 oky = _mm512_cmpgt_epi32_mask(lim, _mm512_sub_epi32(_mm512_castps_si512(ay), base));
  __mmask16 rare = (__mmask16) ~(okx & oky);
  __mmask16 ylt = _mm512_cmp_round_ps_mask(ay, ax, _CMP_LT_OS, _MM_FROUND_NO_EXC);
  __m512 a = _mm512_mask_blend_ps(ylt, nax, ay), b = _mm512_mask_blend_ps(ylt, ay, ax);
  __m512 off = _mm512_maskz_mov_ps((__mmask16)~ylt, SETL(0x3fc90fdbu));
  __m512 rc = _mm512_rcp14_ps(b);
  __m512 eps = _mm512_fnmadd_round_ps(rc, b, _mm512_set1_ps(1.0f), NP_RN);
  rc = _mm512_fmadd_round_ps(eps, rc, rc, NP_RN);
  __m512 q = _mm512_mul_round_ps(a, rc, NP_RN);
  __m512 rem = _mm512_fnmadd_round_ps(q, b, a, NP_RN);
  __m512 r = _mm512_fmadd_round_ps(rem, rc, q, NP_RN);
  __m512 r2 = _mm512_mul_round_ps(r, r, NP_RN);
  __m512 r4 = _mm512_mul_round_ps(r2, r2, NP_RN);
  __m512 pe = _mm512_fmadd_round_ps(SETL(0x3b322cc0u), r4, SETL(0x3d2bc384u), NP_RN);
  __m512 po = _mm512_fmadd_round_ps(SETL(0xbc7f2631u), r4, SETL(0xbd987629u), NP_RN);
  pe = _mm512_fmadd_round_ps(r4, pe, SETL(0x3dd96474u), NP_RN);
  po = _mm512_fmadd_round_ps(r4, po, SETL(0xbe1161f8u), NP_RN);
  pe = _mm512_fmadd_round_ps(r4, pe, SETL(0x3e4cb79fu), NP_RN);
  po = _mm512_fmadd_round_ps(r4, po, SETL(0xbeaaaa49u), NP_RN);
  pe = _mm512_fmadd_round_ps(r4, pe, _mm512_set1_ps(1.0f), NP_RN);
  po = _mm512_fmadd_round_ps(r2, po, pe, NP_RN);
  __m512 res = _mm512_fmadd_round_ps(r, po, off, NP_RN);
  res = _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(res), sx));
  __mmask16 xle0 = _mm512_cmp_round_ps_mask(x, _mm512_setzero_ps(), _CMP_LE_OQ, _MM_FROUND_NO_EXC);
  res = _mm512_mask_add_round_ps(res, xle0, res, SETL(0x40490fdbu), NP_RN);
  res = _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(res), sy));
  if (rare) {
    float ys[16], xs[16], rs[16];
    _mm512_storeu_ps(ys, y);
    _mm512_storeu_ps(xs, x);
    _mm512_storeu_ps(rs, res);
    for (int k = 0; k < 16; k++)
      if (rare >> k & 1) rs[k] = (float)atan2((double)ys[k], (double)xs[k]);
    res = _mm512_loadu_ps(rs);
  }
  return res;
}

NP_SVML_LOOP2_F64(atan2_avx512, atan2_kernel, 1.0)
NP_SVML_LOOP2_F32(atan2f_avx512, atan2f_kernel, 1.0f)

#endif /* NP_SVML_X86 */

void np_loop_atan2_f64(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu() && np_svml_no_overlap(p[0], s[0], p[2], s[2], n) &&
      np_svml_no_overlap(p[1], s[1], p[2], s[2], n)) {
    atan2_avx512(n, p, s);
    return;
  }
#endif
  atan2_libm(n, p, s);
}

void np_loop_atan2_f32(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu() && np_svml_no_overlap(p[0], s[0], p[2], s[2], n) &&
      np_svml_no_overlap(p[1], s[1], p[2], s[2], n)) {
    atan2f_avx512(n, p, s);
    return;
  }
#endif
  atan2f_libm(n, p, s);
}
