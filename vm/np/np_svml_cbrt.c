/* np_svml_cbrt.c — float64 cbrt as NumPy 1.24 computes it on AVX-512 machines (SVML's __svml_cbrt8,
 * "la" variant), libm elsewhere, as NumPy does. (float32 cbrt is in np_svml_f32.c.)
 *
 * Algorithm, branch-free: x = m * 2^e with m in [1, 2) (getmant/getexp, sign kept in m);
 * rcp = rcp14(m) rounded to 4 fractional bits, R = rcp*m - 1; cbrt(x) = 2^floor(e/3) *
 * Th(rcp) * (Sh + Sl + Sh*R*P(R)), with Th = cbrt(1/rcp) from a 9-entry table, Sh + Sl =
 * 2^((e mod 3)/3) in two parts and P a degree-9 polynomial evaluated in four FMA chains on R^2;
 * zero, Inf and NaN come out of getmant/getexp/scalef. Coefficients and tables are SVML's
 * (Intel, BSD-3-Clause, github.com/numpy/SVML svml_z0_cbrt_d_la.s): the same numbers give the
 * same bits.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
#define SETD(v) _mm512_set1_pd(v)
#define SETQ(u) _mm512_castsi512_pd(_mm512_set1_epi64((long long)(u)))

/* 2^(k/3), k = 0, 1, 2 (and the negated values SVML's table also holds), head and tail */
static const uint64_t cbrt_sh[8] = {
    0x3ff0000000000000ull, 0x3ff428a2f98d728bull, 0x3ff965fea53d6e3dull, 0x0000000000000000ull,
    0xbff0000000000000ull, 0xbff428a2f98d728bull, 0xbff965fea53d6e3dull, 0x0000000000000000ull,
};
static const uint64_t cbrt_sl[8] = {
    0x0000000000000000ull, 0xbc7ddc22548ea41eull, 0xbc9f53e999952f09ull, 0x0000000000000000ull,
    0x0000000000000000ull, 0x3c7ddc22548ea41eull, 0x3c9f53e999952f09ull, 0x0000000000000000ull,
};
/* cbrt(1/rcp) for the rounded reciprocals 1, 15/16, ..., 1/2 */
static const uint64_t cbrt_th[16] = {
    0x3ff428a2f98d728bull, 0x3ff361f35ca116ffull, 0x3ff2b6b5edf6b54aull, 0x3ff220e6dd675180ull,
    0x3ff19c3b38e975a8ull, 0x3ff12589c21fb842ull, 0x3ff0ba6ee5f9aad4ull, 0x3ff059123d3a9848ull,
    0x3ff0000000000000ull,
};

NP_SVML_KERNEL __m512d cbrt_kernel(__m512d x, __mmask8 live) {
  (void)live;
  __m512d m = _mm512_getmant_round_pd(x, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_src, _MM_FROUND_NO_EXC);
  __m512d e = _mm512_getexp_round_pd(x, _MM_FROUND_NO_EXC);
  __m512d rcp = _mm512_rcp14_pd(m);
  __m512d eb = _mm512_add_round_pd(e, SETQ(0x4338000000000000ull), NP_RN);
  __m512i sign = _mm512_and_si512(_mm512_castpd_si512(x), _mm512_set1_epi64((long long)0x8000000000000000ull));
  rcp = _mm512_roundscale_round_pd(rcp, 0x48, _MM_FROUND_NO_EXC);
  __m512d e3 = _mm512_fmsub_round_pd(SETQ(0x3fd5555555555556ull), eb, SETQ(0x4320000000000000ull), NP_RN);
  __m512d r = _mm512_fmsub_round_pd(m, rcp, SETD(1.0), NP_RN);
  e3 = _mm512_roundscale_round_pd(e3, 0x09, _MM_FROUND_NO_EXC); /* floor(e/3) */
  __m512d p3 = _mm512_fmadd_round_pd(SETQ(0xbf9036b87c71d55full), r, SETQ(0x3f9374ed9398b914ull), NP_RN);
  __m512d emod = _mm512_fnmadd_round_pd(SETD(3.0), e3, eb, NP_RN); /* e mod 3 in the low bits */
  __m512i j = _mm512_srli_epi64(_mm512_castpd_si512(rcp), 49);
  __m512i k = _mm512_castpd_si512(emod);
  __m512d sh = _mm512_permutexvar_pd(k, _mm512_loadu_pd((const double *)cbrt_sh));
  __m512d sl = _mm512_permutexvar_pd(k, _mm512_loadu_pd((const double *)cbrt_sl));
  __m512d th = _mm512_permutex2var_pd(_mm512_loadu_pd((const double *)cbrt_th), j,
                                      _mm512_loadu_pd((const double *)cbrt_th + 8));
  __m512d p2 = _mm512_fmadd_round_pd(SETQ(0xbf98090d77f2468eull), r, SETQ(0x3f9ee71141dcf569ull), NP_RN);
  th = _mm512_scalef_round_pd(th, e3, NP_RN);
  __m512d p4 = _mm512_fmadd_round_pd(SETQ(0xbf882e3b6adeca62ull), r, SETQ(0x3f8bda24bae48875ull), NP_RN);
  __m512d p0 = _mm512_fmadd_round_pd(SETQ(0xbfbc71c71c71c741ull), r, SETQ(0x3fd5555555555557ull), NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d p1 = _mm512_fmadd_round_pd(SETQ(0xbfa511e8d2b0363eull), r, SETQ(0x3faf9add3c0b7e31ull), NP_RN);
  __m512d shr = _mm512_mul_round_pd(sh, r, NP_RN);
  __m512d p = _mm512_fmadd_round_pd(r2, p4, p3, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, p2, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, p1, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, p0, NP_RN);
  shr = _mm512_fmadd_round_pd(p, shr, sl, NP_RN);
  __m512d res = _mm512_mul_round_pd(_mm512_add_round_pd(shr, sh, NP_RN), th, NP_RN);
  return _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(res), sign));
}

NP_SVML_LOOP_F64(cbrt_avx512, cbrt_kernel, 1.0)
#endif /* NP_SVML_X86 */

static void cbrt_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = cbrt(*(const double *)(p[0] + i * s[0]));
}

void np_loop_cbrt_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(cbrt_avx512, cbrt_libm)(n, p, s);
}
