/* np_svml_hyp.c — float64 arctanh, arcsinh and arccosh as NumPy 1.24 computes them on AVX-512
 * machines (SVML's __svml_atanh8, __svml_asinh8, __svml_acosh8, "la" variants), libm elsewhere,
 * as NumPy does. (float32 is in np_svml_f32.c.)
 *
 * atanh(x) = sign * 0.5 * (log(1+y) - log(1-y)), y = |x|: 1+y and 1-y are kept as a rounded
 * value and its rounding error; each log is -log(rcp) + log(1 + R), rcp = rcp14(v) rounded to
 * 1+4 mantissa bits (an integer add and mask), R = rcp*v - 1 corrected by the low part,
 * -log(rcp) = K*ln2 (two parts) - log(mantissa) from a 16-entry head/tail table, log(1+R) a
 * degree-10 polynomial; |x| >= 1 and NaN take the scalar path (+-Inf at +-1, NaN beyond).
 * Coefficients and tables are SVML's (Intel, BSD-3-Clause, github.com/numpy/SVML
 * svml_z0_atanh_d_la.s): the same numbers give the same bits.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
#define SETQ(u) _mm512_castsi512_pd(_mm512_set1_epi64((long long)(u)))

static const uint64_t atanh_th[16] = {
    0x0000000000000000ull, 0x3faf0a30c0100000ull, 0x3fbe27076e2a0000ull, 0x3fc5ff3070a80000ull,
    0x3fcc8ff7c79b0000ull, 0x3fd1675cabab8000ull, 0x3fd4618bc21c8000ull, 0x3fd739d7f6bc0000ull,
    0x3fd9f323ecbf8000ull, 0x3fdc8ff7c79a8000ull, 0x3fdf128f5faf0000ull, 0x3fe0be72e4254000ull,
    0x3fe1e85f5e704000ull, 0x3fe307d7334f0000ull, 0x3fe41d8fe8468000ull, 0x3fe52a2d265bc000ull,
};
static const uint64_t atanh_tl[16] = {
    0x0000000000000000ull, 0x3d662a6617cc9717ull, 0x3d6e5cbd3d50fffcull, 0xbd6b0b0de3077d7eull,
    0xbd697794f689f843ull, 0x3d630701ce63eab9ull, 0xbd609ec17a426426ull, 0xbd67fcb18ed9d603ull,
    0x3d584bf2b68d766full, 0x3d5a21ac25d81ef3ull, 0x3d3bb2cd720ec44cull, 0xbd657d49676844ccull,
    0x3d1a07bd8b34be7cull, 0x3d60be1fb590a1f5ull, 0xbd5aa33736867a17ull, 0x3d46abb9df22bc57ull,
};
/* log(1+R)/R coefficients, highest first */
static const uint64_t atanh_poly[9] = {
    0x3fbc81dd40d38142ull, 0xbfc0073cb82e8b70ull, 0x3fc2492298ffdae8ull, 0xbfc55553f871e5c5ull,
    0x3fc9999999cd394aull, 0xbfd00000000c2a01ull, 0x3fd5555555555462ull, 0xbfdfffffffffffc5ull,
    0x3ff0000000000000ull,
};

static double atanh_rare(double x) {
  volatile double zero = 0.0; /* the divide-by-zero and invalid flags NumPy warns about */
  double a = fabs(x);
  if (isnan(x)) return x * x;
  if (isinf(x)) return x * zero;
  if (a == 1.0) return x / zero;
  return zero / zero;
}

/* table entry for the reciprocal's 4 mantissa bits */
NP_SVML_KERNEL __m512d atanh_tab(const uint64_t *tab, __m512d rcp) {
  return np_svml_tab16_pd(tab, _mm512_srli_epi64(_mm512_castpd_si512(rcp), 48));
}

NP_SVML_KERNEL __m512d atanh_kernel(__m512d x, __mmask8 live) {
  const __m512d one = _mm512_set1_pd(1.0);
  __m512d y = _mm512_abs_pd(x);
  __m512d yp = _mm512_add_round_pd(y, one, NP_RN), ym = _mm512_sub_round_pd(one, y, NP_RN);
  __m512i sign = _mm512_xor_si512(_mm512_castpd_si512(x), _mm512_castpd_si512(y));
  __m512d yp_lo = _mm512_sub_round_pd(y, _mm512_sub_round_pd(yp, one, NP_RN), NP_RN);
  __m512d ym_lo = _mm512_add_round_pd(y, _mm512_sub_round_pd(ym, one, NP_RN), NP_RN);
  __m512d rcp_p = np_svml_rcp_pd(yp, 4), rcp_m = np_svml_rcp_pd(ym, 4);
  __m512d rp = _mm512_fmsub_round_pd(rcp_p, yp, one, NP_RN);
  __m512d rm = _mm512_fmsub_round_pd(ym, rcp_m, one, NP_RN);
  rp = _mm512_fmadd_round_pd(yp_lo, rcp_p, rp, NP_RN);
  rm = _mm512_fnmadd_round_pd(ym_lo, rcp_m, rm, NP_RN);
  __m512d k = _mm512_sub_round_pd(_mm512_getexp_pd(rcp_m), _mm512_getexp_pd(rcp_p), NP_RN);
  __m512d tl = _mm512_sub_round_pd(atanh_tab(atanh_tl, rcp_m), atanh_tab(atanh_tl, rcp_p), NP_RN);
  __m512d th = _mm512_sub_round_pd(atanh_tab(atanh_th, rcp_m), atanh_tab(atanh_th, rcp_p), NP_RN);
  th = _mm512_fmadd_round_pd(SETQ(0x3fe62e42fefa0000ull), k, th, NP_RN);
  tl = _mm512_fmadd_round_pd(SETQ(0x3d7cf79abc9e0000ull), k, tl, NP_RN);
  __m512d s = _mm512_fmadd_round_pd(rp, np_svml_horner_pd(rp, atanh_poly, 9), tl, NP_RN);
  s = _mm512_fnmadd_round_pd(rm, np_svml_horner_pd(rm, atanh_poly, 9), s, NP_RN);
  __m512d half = _mm512_castsi512_pd(_mm512_or_si512(sign, _mm512_castpd_si512(_mm512_set1_pd(0.5))));
  __m512d res = _mm512_mul_round_pd(_mm512_add_round_pd(th, s, NP_RN), half, NP_RN);
  __mmask8 rare = _mm512_cmp_pd_mask(y, one, _CMP_NLT_UQ) & live;
  NP_SVML_RARE_F64(res, x, rare, atanh_rare);
  return res;
}

NP_SVML_LOOP_F64(atanh_avx512, atanh_kernel, 0.0)

/* asinh(|x|) = log(|x| + sqrt(x^2+1)), acosh(x) = log(x + sqrt(x^2-1)): the square root is Sh =
 * Y*rsqrt14(Y) corrected by a cubic in its relative error, the sum is kept as Xin + Xin_low, and
 * the log is the one atanh uses (rcp rounded to 1+4 bits, 16-entry head/tail table of -log(rcp)
 * here, degree-9 polynomial). Above 2^510 the sum is replaced by x/8 (+4 ln2 through K) so that
 * x^2 does not overflow; tiny arguments take a short odd polynomial instead.
 * Coefficients and tables: svml_z0_asinh_d_la.s / svml_z0_acosh_d_la.s (the two share them). */
static const uint64_t ash_th[16] = {
    0x0000000000000000ull, 0xbfaf0a30c0120000ull, 0xbfbe27076e2b0000ull, 0xbfc5ff3070a78000ull,
    0xbfcc8ff7c79a8000ull, 0xbfd1675cababc000ull, 0xbfd4618bc21c4000ull, 0xbfd739d7f6bbc000ull,
    0xbfd9f323ecbf8000ull, 0xbfdc8ff7c79a8000ull, 0xbfdf128f5faf0000ull, 0xbfe0be72e4252000ull,
    0xbfe1e85f5e704000ull, 0xbfe307d7334f2000ull, 0xbfe41d8fe8468000ull, 0xbfe52a2d265bc000ull,
};
static const uint64_t ash_tl[16] = {
    0x0000000000000000ull, 0x3d53ab33d066d1d2ull, 0x3d2a342c2af0003cull, 0xbd43d3c873e20a07ull,
    0xbd4a21ac25d81ef3ull, 0x3d59f1fc63382a8full, 0xbd5ec27d0b7b37b3ull, 0xbd50069ce24c53fbull,
    0xbd584bf2b68d766full, 0xbd5a21ac25d81ef3ull, 0xbd3bb2cd720ec44cull, 0xbd55056d312f7668ull,
    0xbd1a07bd8b34be7cull, 0x3d5e83c094debc15ull, 0x3d5aa33736867a17ull, 0xbd46abb9df22bc57ull,
};
/* log(1+R) = R + R^2 * poly(R), highest coefficient first */
static const uint64_t ash_poly[9] = {
    0xbfb9a9b040214368ull, 0x3fbc80666e249778ull, 0xbfbffffb8a054bc9ull, 0x3fc24922f71256f1ull,
    0xbfc55555559ba736ull, 0x3fc9999999be77afull, 0xbfcffffffffffc65ull, 0x3fd55555555554c1ull,
    0xbfe0000000000000ull,
};

/* sqrt(Y) ~ Sh + Sh*Eh*(c1 + c2*Eh + c3*Eh^2 ...) + Sl, Eh the relative error of R0 = rsqrt14(Y) */
NP_SVML_KERNEL __m512d ash_sqrt_corr(__m512d sh, __m512d eh, __m512d sl) {
  __m512d p = _mm512_fmadd_round_pd(SETQ(0x3fd1800001943612ull), eh, SETQ(0x3fd40000013b0000ull), NP_RN);
  p = _mm512_fmadd_round_pd(eh, p, _mm512_set1_pd(0.375), NP_RN);
  p = _mm512_fmadd_round_pd(eh, p, _mm512_set1_pd(0.5), NP_RN);
  return _mm512_fmadd_round_pd(p, _mm512_mul_round_pd(sh, eh, NP_RN), sl, NP_RN);
}

/* log(xin + xlo); lanes of `big` hold x/8 in xin (and no low part): their K is 4 less */
NP_SVML_KERNEL __m512d ash_log(__m512d xin, __m512d xlo, __mmask8 big) {
  __m512d rcp = np_svml_rcp_pd(xin, 4);
  __m512d rr = _mm512_fmsub_round_pd(xin, rcp, _mm512_set1_pd(1.0), NP_RN);
  __m512d k = _mm512_getexp_pd(rcp);
  k = _mm512_mask_sub_round_pd(k, big, k, _mm512_set1_pd(4.0), NP_RN);
  rr = _mm512_fmadd_round_pd(xlo, rcp, rr, NP_RN);
  __m512d th = _mm512_fnmadd_round_pd(SETQ(0x3fe62e42fefa0000ull), k, atanh_tab(ash_th, rcp), NP_RN);
  __m512d tl = _mm512_fnmadd_round_pd(SETQ(0x3d7cf79abc9e0000ull), k, atanh_tab(ash_tl, rcp), NP_RN);
  __m512d p = np_svml_horner_pd(rr, ash_poly, 9);
  p = _mm512_fmadd_round_pd(_mm512_mul_round_pd(rr, rr, NP_RN), p, tl, NP_RN);
  return _mm512_add_round_pd(th, _mm512_add_round_pd(p, rr, NP_RN), NP_RN);
}

static double asinh_rare(double x) { return isnan(x) ? x * x : x; }

NP_SVML_KERNEL __m512d asinh_kernel(__m512d x, __mmask8 live) {
  const __m512d one = _mm512_set1_pd(1.0);
  __m512d x2 = _mm512_mul_round_pd(x, x, NP_RN), ax = _mm512_abs_pd(x);
  __m512d a = _mm512_max_round_pd(one, x2, _MM_FROUND_NO_EXC);
  __m512d b = _mm512_min_round_pd(one, x2, _MM_FROUND_NO_EXC);
  __m512d small = _mm512_fmadd_round_pd(SETQ(0x3fb333220eaf02e7ull), x2, SETQ(0xbfc5555555521e7eull), NP_RN);
  __m512d yh = _mm512_add_round_pd(x2, one, NP_RN);
  __m512d r0 = _mm512_rsqrt14_pd(yh);
  __mmask8 notsmall = _mm512_cmp_pd_mask(ax, _mm512_set1_pd(0x1p-8), _CMP_NLT_UQ);
  __mmask8 big = _mm512_cmp_pd_mask(ax, SETQ(0x5fe0000000000000ull), _CMP_NLT_UQ);
  __mmask8 rare = _mm512_cmp_pd_mask(ax, SETQ(0x7fefffffffffffffull), _CMP_NLE_UQ) & live;
  __m512i sign = _mm512_xor_si512(_mm512_castpd_si512(x), _mm512_castpd_si512(ax));
  __m512d blo = _mm512_sub_round_pd(b, _mm512_sub_round_pd(yh, a, NP_RN), NP_RN);
  __m512d res = _mm512_fmadd_round_pd(ax, _mm512_mul_round_pd(small, x2, NP_RN), ax, NP_RN);
  __m512d yl = _mm512_add_round_pd(_mm512_fmsub_round_pd(x, x, x2, NP_RN), blo, NP_RN);
  __m512d sh = _mm512_mul_round_pd(yh, r0, NP_RN);
  __m512d sl = _mm512_fmadd_round_pd(r0, yl, _mm512_fmsub_round_pd(r0, yh, sh, NP_RN), NP_RN);
  __m512d eh = _mm512_fnmadd_round_pd(r0, sh, one, NP_RN);
  eh = _mm512_fnmadd_round_pd(r0, sl, eh, NP_RN);
  __m512d t = ash_sqrt_corr(sh, eh, sl);
  __m512d s0 = _mm512_add_round_pd(sh, ax, NP_RN);
  __m512d xl = _mm512_sub_round_pd(ax, _mm512_sub_round_pd(s0, sh, NP_RN), NP_RN);
  __m512d xin = _mm512_add_round_pd(s0, t, NP_RN);
  __m512d slh = _mm512_sub_round_pd(xin, s0, NP_RN);
  xin = _mm512_mask_mul_round_pd(xin, big, ax, _mm512_set1_pd(0.125), NP_RN);
  __m512d xlo = _mm512_add_round_pd(_mm512_sub_round_pd(t, slh, NP_RN), xl, NP_RN);
  xlo = _mm512_mask_mov_pd(xlo, big, _mm512_setzero_pd());
  res = _mm512_mask_mov_pd(res, notsmall, ash_log(xin, xlo, big));
  res = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(res), sign));
  NP_SVML_RARE_F64(res, x, rare, asinh_rare);
  return res;
}

NP_SVML_LOOP_F64(asinh_avx512, asinh_kernel, 0.0)

static double acosh_rare(double x) {
  volatile double zero = 0.0; /* the invalid flag NumPy warns about below 1 */
  if (isnan(x)) return x * x;
  if (x == 1.0) return 0.0;
  if (x == INFINITY) return x;
  return zero / zero;
}

NP_SVML_KERNEL __m512d acosh_kernel(__m512d x, __mmask8 live) {
  const __m512d one = _mm512_set1_pd(1.0);
  __m512d y = _mm512_fmsub_round_pd(x, x, one, NP_RN);
  __mmask8 big = _mm512_cmp_pd_mask(x, SETQ(0x5fe0000000000000ull), _CMP_NLT_UQ);
  __mmask8 rare = (_mm512_cmp_pd_mask(x, SETQ(0x7fefffffffffffffull), _CMP_NLE_UQ) |
                   _mm512_cmp_pd_mask(x, one, _CMP_LE_OQ)) & live;
  __m512d r0 = _mm512_rsqrt14_pd(y);
  __mmask8 notsmall = _mm512_cmp_pd_mask(y, _mm512_set1_pd(0x1p-16), _CMP_NLT_UQ);
  __m512d small = _mm512_fmadd_round_pd(SETQ(0x3fb333220eaf02e7ull), y, SETQ(0xbfc5555555521e7eull), NP_RN);
  __m512d sh = _mm512_mul_round_pd(y, r0, NP_RN);
  small = _mm512_mul_round_pd(small, y, NP_RN);
  __m512d s0 = _mm512_add_round_pd(sh, x, NP_RN);
  __m512d shl = _mm512_sub_round_pd(sh, _mm512_sub_round_pd(s0, x, NP_RN), NP_RN);
  __m512d sl = _mm512_fmsub_round_pd(r0, y, sh, NP_RN);
  __m512d eh = _mm512_fnmadd_round_pd(r0, sh, one, NP_RN);
  eh = _mm512_fnmadd_round_pd(r0, sl, eh, NP_RN);
  __m512d t = ash_sqrt_corr(sh, eh, sl);
  __m512d s = _mm512_add_round_pd(sh, t, NP_RN);
  __m512d xin = _mm512_add_round_pd(s0, t, NP_RN);
  __m512d res = _mm512_fmadd_round_pd(small, s, s, NP_RN);
  __m512d slh = _mm512_sub_round_pd(xin, s0, NP_RN);
  xin = _mm512_mask_mul_round_pd(xin, big, x, _mm512_set1_pd(0.125), NP_RN);
  __m512d xlo = _mm512_add_round_pd(_mm512_sub_round_pd(t, slh, NP_RN), shl, NP_RN);
  xlo = _mm512_mask_mov_pd(xlo, big, _mm512_setzero_pd());
  res = _mm512_mask_mov_pd(res, notsmall, ash_log(xin, xlo, big));
  NP_SVML_RARE_F64(res, x, rare, acosh_rare);
  return res;
}

NP_SVML_LOOP_F64(acosh_avx512, acosh_kernel, 2.0)
#endif /* NP_SVML_X86 */

static void atanh_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = atanh(*(const double *)(p[0] + i * s[0]));
}

void np_loop_atanh_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(atanh_avx512, atanh_libm)(n, p, s);
}

static void asinh_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = asinh(*(const double *)(p[0] + i * s[0]));
}

void np_loop_asinh_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(asinh_avx512, asinh_libm)(n, p, s);
}

static void acosh_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = acosh(*(const double *)(p[0] + i * s[0]));
}

void np_loop_acosh_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(acosh_avx512, acosh_libm)(n, p, s);
}
