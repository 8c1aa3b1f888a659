/* np_svml_hyp.c — float64 arctanh as NumPy 1.24 computes it on AVX-512 machines (SVML's
 * __svml_atanh8, "la" variant), libm elsewhere, as NumPy does. (float32 is in np_svml_f32.c.)
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

NP_SVML_KERNEL __m512d atanh_rcp(__m512d v) {
  __m512i r = _mm512_add_epi64(_mm512_castpd_si512(_mm512_rcp14_pd(v)), _mm512_set1_epi64(0x0000800000000000ll));
  return _mm512_castsi512_pd(_mm512_and_si512(r, _mm512_set1_epi64((long long)0xffff000000000000ull)));
}

NP_SVML_KERNEL __m512d atanh_tab(const uint64_t *tab, __m512d rcp) {
  __m512i j = _mm512_srli_epi64(_mm512_castpd_si512(rcp), 48);
  return _mm512_permutex2var_pd(_mm512_loadu_pd((const double *)tab), j, _mm512_loadu_pd((const double *)tab + 8));
}

NP_SVML_KERNEL __m512d atanh_poly1(__m512d r) {
  __m512d p = _mm512_fmadd_round_pd(SETQ(atanh_poly[0]), r, SETQ(atanh_poly[1]), NP_RN);
  for (int k = 2; k < 9; k++) p = _mm512_fmadd_round_pd(r, p, SETQ(atanh_poly[k]), NP_RN);
  return p;
}

NP_SVML_KERNEL __m512d atanh_kernel(__m512d x, __mmask8 live) {
  const __m512d one = _mm512_set1_pd(1.0);
  __m512d y = _mm512_abs_pd(x);
  __m512d yp = _mm512_add_round_pd(y, one, NP_RN), ym = _mm512_sub_round_pd(one, y, NP_RN);
  __m512i sign = _mm512_xor_si512(_mm512_castpd_si512(x), _mm512_castpd_si512(y));
  __m512d yp_lo = _mm512_sub_round_pd(y, _mm512_sub_round_pd(yp, one, NP_RN), NP_RN);
  __m512d ym_lo = _mm512_add_round_pd(y, _mm512_sub_round_pd(ym, one, NP_RN), NP_RN);
  __m512d rcp_p = atanh_rcp(yp), rcp_m = atanh_rcp(ym);
  __m512d rp = _mm512_fmsub_round_pd(rcp_p, yp, one, NP_RN);
  __m512d rm = _mm512_fmsub_round_pd(ym, rcp_m, one, NP_RN);
  rp = _mm512_fmadd_round_pd(yp_lo, rcp_p, rp, NP_RN);
  rm = _mm512_fnmadd_round_pd(ym_lo, rcp_m, rm, NP_RN);
  __m512d k = _mm512_sub_round_pd(_mm512_getexp_pd(rcp_m), _mm512_getexp_pd(rcp_p), NP_RN);
  __m512d tl = _mm512_sub_round_pd(atanh_tab(atanh_tl, rcp_m), atanh_tab(atanh_tl, rcp_p), NP_RN);
  __m512d th = _mm512_sub_round_pd(atanh_tab(atanh_th, rcp_m), atanh_tab(atanh_th, rcp_p), NP_RN);
  th = _mm512_fmadd_round_pd(SETQ(0x3fe62e42fefa0000ull), k, th, NP_RN);
  tl = _mm512_fmadd_round_pd(SETQ(0x3d7cf79abc9e0000ull), k, tl, NP_RN);
  __m512d s = _mm512_fmadd_round_pd(rp, atanh_poly1(rp), tl, NP_RN);
  s = _mm512_fnmadd_round_pd(rm, atanh_poly1(rm), s, NP_RN);
  __m512d half = _mm512_castsi512_pd(_mm512_or_si512(sign, _mm512_castpd_si512(_mm512_set1_pd(0.5))));
  __m512d res = _mm512_mul_round_pd(_mm512_add_round_pd(th, s, NP_RN), half, NP_RN);
  __mmask8 rare = _mm512_cmp_pd_mask(y, one, _CMP_NLT_UQ) & live;
  NP_SVML_RARE_F64(res, x, rare, atanh_rare);
  return res;
}

NP_SVML_LOOP_F64(atanh_avx512, atanh_kernel, 0.0)
#endif /* NP_SVML_X86 */

static void atanh_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = atanh(*(const double *)(p[0] + i * s[0]));
}

void np_loop_atanh_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(atanh_avx512, atanh_libm)(n, p, s);
}
