/* np_svml_tanf.c — float32 tan as NumPy 1.24 computes it on AVX-512 machines (SVML's __svml_tanf16,
 * "la" variant), libm's tanf elsewhere, as NumPy does.
 *
 * Algorithm: N = rint(32x/pi) (one FMA into a shifter), R = x - N*pi/32 with pi/32 in three
 * parts, tan R = R + R^3*(c1 + c2*R^2), and tan x = (tan R + T)/(1 - T tan R) with T = tan(j*pi/32),
 * j = N mod 32, the quotient from rcp14 refined once with the rounding errors of numerator and
 * denominator. Above |x| = 8256 the reduction is SVML's vector Payne-Hanek step: the 24-bit
 * significand times a 96-bit window of 1/(2pi)'s bits (chosen by the exponent) in 16-bit pieces,
 * whose fraction gives x/(2pi) mod 1 in three float parts; N mod 256 in units of 2pi/256, the
 * table index from it and R = the fraction times 2pi (two parts) plus the left-over eighths.
 * The constants are SVML's (Intel, BSD-3-Clause, github.com/numpy/SVML svml_z0_tan_s_la.s);
 * 1/(2pi)'s bits are the mathematical constant (np_svml_inv2pi; SVML tabulates its 256 windows).
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
#define SETF(u) _mm512_castsi512_ps(_mm512_set1_epi32((int)(u)))
#define SETI(u) _mm512_set1_epi32((int)(u))

/* tan(j*pi/32), j = 0..31, as SVML tabulates them (j = 0: -0, j = 16: -FLT_MAX) */
static const uint32_t tanf_tab[32] = {
    0x80000000, 0x3dc9b5dc, 0x3e4bafaf, 0x3e9b5042, 0x3ed413cd, 0x3f08d5b9, 0x3f2b0dc1, 0x3f521801,
    0x3f800000, 0x3f9bf7ec, 0x3fbf90c7, 0x3fef789e, 0x401a827a, 0x4052facf, 0x40a0dff7, 0x41227363,
    0xff7fffff, 0xc1227363, 0xc0a0dff7, 0xc052facf, 0xc01a827a, 0xbfef789e, 0xbfbf90c7, 0xbf9bf7ec,
    0xbf800000, 0xbf521801, 0xbf2b0dc1, 0xbf08d5b9, 0xbed413cd, 0xbe9b5042, 0xbe4bafaf, 0xbdc9b5dc,
};

static float tanf_rare(float x) {
  volatile float zero = 0.0f; /* the invalid flag NumPy warns about for +-Inf */
  return isnan(x) ? x * x : x * zero;
}

/* The 32-bit word of the 1/(2pi) window starting W words into it: words k+W and k+W+1 of the
 * bit array joined at bit offset s (a variable shift by 32 gives 0, so s = 0 needs no care). */
NP_SVML_KERNEL __m512i tanf_word(__m512i k, __m512i s, int w) {
  __m512i i = _mm512_add_epi32(k, SETI(w));
  __m512i a = _mm512_i32gather_epi32(i, (const int *)np_svml_inv2pi, 4);
  __m512i b = _mm512_i32gather_epi32(_mm512_add_epi32(i, SETI(1)), (const int *)np_svml_inv2pi, 4);
  return _mm512_or_si512(_mm512_sllv_epi32(a, s), _mm512_srlv_epi32(b, _mm512_sub_epi32(SETI(32), s)));
}

/* x/(2pi) mod 1 as 64 bits, hi and lo words: the significand (two 16-bit pieces) times the window
 * P5..P0 (16-bit pieces), the columns summed with their carries as SVML does (the top product and
 * the lowest one are left out). */
NP_SVML_KERNEL void tanf_mulfrac(__m512i xi, __m512i *hi, __m512i *lo) {
  const __m512i m16 = SETI(0xffff);
  __m512i q = _mm512_add_epi32(_mm512_srli_epi32(_mm512_and_si512(xi, SETI(0x7f800000)), 23), SETI(10));
  __m512i k = _mm512_srli_epi32(q, 5), s = _mm512_and_si512(q, SETI(31));
  __m512i w0 = tanf_word(k, s, 0), w1 = tanf_word(k, s, 1), w2 = tanf_word(k, s, 2);
  __m512i p5 = _mm512_srli_epi32(w0, 16), p4 = _mm512_and_si512(w0, m16);
  __m512i p3 = _mm512_srli_epi32(w1, 16), p2 = _mm512_and_si512(w1, m16);
  __m512i p1 = _mm512_srli_epi32(w2, 16), p0 = _mm512_and_si512(w2, m16);
  __m512i m = _mm512_add_epi32(_mm512_and_si512(xi, SETI(0x7fffff)), SETI(0x800000));
  __m512i m1 = _mm512_srli_epi32(m, 16), m0 = _mm512_and_si512(m, m16);
  __m512i a4 = _mm512_mullo_epi32(p4, m1), a3 = _mm512_mullo_epi32(p3, m1);
  __m512i a2 = _mm512_mullo_epi32(p2, m1), a1 = _mm512_mullo_epi32(p1, m1);
  __m512i a0 = _mm512_mullo_epi32(p0, m1), b5 = _mm512_mullo_epi32(p5, m0);
  __m512i b4 = _mm512_mullo_epi32(p4, m0), b3 = _mm512_mullo_epi32(p3, m0);
  __m512i b2 = _mm512_mullo_epi32(p2, m0), b1 = _mm512_mullo_epi32(p1, m0);
  a1 = _mm512_add_epi32(a1, _mm512_srli_epi32(b1, 16));
  a2 = _mm512_add_epi32(a2, _mm512_srli_epi32(b2, 16));
  a3 = _mm512_add_epi32(a3, _mm512_srli_epi32(b3, 16));
  a4 = _mm512_add_epi32(a4, _mm512_srli_epi32(b4, 16));
  __m512i s0 = _mm512_add_epi32(_mm512_srli_epi32(a0, 16), _mm512_add_epi32(_mm512_and_si512(b2, m16), a1));
  __m512i s1 = _mm512_add_epi32(_mm512_add_epi32(_mm512_and_si512(b3, m16), a2), _mm512_srli_epi32(s0, 16));
  __m512i s2 = _mm512_add_epi32(_mm512_add_epi32(_mm512_and_si512(b4, m16), a3), _mm512_srli_epi32(s1, 16));
  __m512i s3 = _mm512_add_epi32(_mm512_add_epi32(_mm512_and_si512(b5, m16), a4), _mm512_srli_epi32(s2, 16));
  *hi = _mm512_add_epi32(_mm512_slli_epi32(s3, 16), _mm512_and_si512(s2, m16));
  *lo = _mm512_add_epi32(_mm512_slli_epi32(s1, 16), _mm512_and_si512(s0, m16));
}

/* BITS as a float under the exponent bits E (sign included), minus E: a part of the fraction */
NP_SVML_KERNEL __m512 tanf_part(__m512i bits, __m512i e) {
  return _mm512_sub_round_ps(_mm512_castsi512_ps(_mm512_or_si512(bits, e)), _mm512_castsi512_ps(e), NP_RN);
}

/* The large-argument reduction: R (returned) and the table index (*idx) for every lane. */
NP_SVML_KERNEL __m512 tanf_large(__m512 x, __m512i *idx) {
  __m512i xi = _mm512_castps_si512(x), hi, lo;
  tanf_mulfrac(xi, &hi, &lo);
  __m512i sgn = _mm512_and_si512(xi, SETI(0x80000000));
  /* hi's top 23 bits under the exponent of +-1; the shifter rounds at 2^-8 (units of 2pi/256) */
  const __m512 shifter = SETF(0x47400000);
  __m512i one = _mm512_xor_si512(sgn, SETI(0x3f800000));
  __m512 f1 = _mm512_castsi512_ps(_mm512_or_si512(one, _mm512_srli_epi32(hi, 9)));
  __m512 nsh = _mm512_add_round_ps(shifter, f1, NP_RN);
  __m512 rh = _mm512_sub_round_ps(f1, _mm512_sub_round_ps(nsh, shifter, NP_RN), NP_RN);
  /* the next 23 bits (hi's low 9, lo's top 14) under 2^-23, lo's low 18 under 2^-46 */
  __m512i e23 = _mm512_xor_si512(sgn, SETI(0x34000000)), e46 = _mm512_xor_si512(sgn, SETI(0x28800000));
  __m512i mid = _mm512_slli_epi32(_mm512_and_si512(hi, SETI(0x1ff)), 14);
  __m512 rm = tanf_part(_mm512_or_si512(mid, _mm512_srli_epi32(lo, 18)), e23);
  __m512 rl = tanf_part(_mm512_slli_epi32(_mm512_and_si512(lo, SETI(0x3ffff)), 5), e46);
  __m512 r1 = _mm512_add_round_ps(rh, rm, NP_RN);
  __m512 r2 = _mm512_add_round_ps(rm, _mm512_sub_round_ps(rh, r1, NP_RN), NP_RN);
  r2 = _mm512_add_round_ps(r2, rl, NP_RN);
  /* times 2pi in two parts */
  const __m512 pi2 = SETF(0x40c90fdb);
  __m512 ph = _mm512_mul_round_ps(r1, pi2, NP_RN);
  __m512 pl = _mm512_fmsub_round_ps(r1, pi2, ph, NP_RN);
  pl = _mm512_fmadd_round_ps(SETF(0xb43bbd2e), r1, pl, NP_RN);
  pl = _mm512_fmadd_round_ps(pi2, r2, pl, NP_RN);
  /* tiny |x| (<= 2^-20, NaN too) passes x through: the reduction is exact there */
  __m512 ax = _mm512_abs_ps(x);
  __mmask16 tiny = _mm512_cmp_ps_mask(ax, SETF(0x35800000), _CMP_NGT_UQ);
  __mmask16 notsmall = _mm512_cmp_ps_mask(ax, SETF(0x35800000), _CMP_NLE_UQ);
  __m512 head = _mm512_maskz_mov_ps((__mmask16)~notsmall, x);
  head = _mm512_or_ps(head, _mm512_maskz_mov_ps((__mmask16)~tiny, ph));
  pl = _mm512_maskz_mov_ps((__mmask16)~tiny, pl);
  __m512i n = _mm512_and_si512(_mm512_castps_si512(nsh), SETI(0xff));
  __m512i up = _mm512_sub_epi32(SETI(2), _mm512_srli_epi32(_mm512_castps_si512(head), 31));
  __m512i j = _mm512_srli_epi32(_mm512_add_epi32(n, up), 2);
  *idx = j;
  __m512 left = _mm512_cvt_roundepi32_ps(_mm512_sub_epi32(n, _mm512_slli_epi32(j, 2)), NP_RN);
  pl = _mm512_fmadd_round_ps(SETF(0xb03bbd2e), left, pl, NP_RN);
  return _mm512_fmadd_round_ps(SETF(0x3cc90fdb), left, _mm512_add_round_ps(pl, head, NP_RN), NP_RN);
}

NP_SVML_KERNEL __m512 tanf_kernel(__m512 x, __mmask16 live) {
  const __m512 one = _mm512_set1_ps(1.0f), shifter = SETF(0x4b400000);
  __m512 ax = _mm512_abs_ps(x);
  __mmask16 large = _mm512_cmp_ps_mask(ax, SETF(0x46010000), _CMP_NLE_UQ);
  __m512 m = _mm512_fmadd_round_ps(x, SETF(0x4122f983), shifter, NP_RN);
  __m512 nn = _mm512_sub_round_ps(m, shifter, NP_RN);
  __m512 r = _mm512_fnmadd_round_ps(nn, SETF(0x3dc90fda), x, NP_RN);
  r = _mm512_fnmadd_round_ps(SETF(0x31a22168), nn, r, NP_RN);
  r = _mm512_fnmadd_round_ps(SETF(0x25c234c5), nn, r, NP_RN);
  __m512i idx = _mm512_castps_si512(m);
  __mmask16 rare = 0;
  if (large) {
    __m512i lidx;
    __m512 lr = tanf_large(x, &lidx);
    idx = _mm512_mask_mov_epi32(idx, large, lidx);
    r = _mm512_mask_mov_ps(r, large, lr);
    rare = _mm512_cmp_ps_mask(_mm512_and_ps(x, SETF(0x7f800000)), SETF(0x7f800000), _CMP_EQ_OQ) & live;
  }
  __m512 t = np_svml_tab32_ps(tanf_tab, idx);
  __m512 r2 = _mm512_mul_round_ps(r, r, NP_RN);
  __m512 p = _mm512_fmadd_round_ps(SETF(0x3e08b888), r2, SETF(0x3eaaaaa6), NP_RN);
  p = _mm512_fmadd_round_ps(r2, _mm512_mul_round_ps(p, r, NP_RN), r, NP_RN); /* tan R */
  __m512 tp = _mm512_mul_round_ps(t, p, NP_RN);
  __m512 num = _mm512_add_round_ps(p, t, NP_RN);
  __m512 den = _mm512_sub_round_ps(one, tp, NP_RN);
  __m512 nlo = _mm512_sub_round_ps(p, _mm512_sub_round_ps(num, t, NP_RN), NP_RN);
  __m512 rc = _mm512_rcp14_ps(den);
  __m512 dlo = _mm512_add_round_ps(_mm512_sub_round_ps(den, one, NP_RN), tp, NP_RN);
  __m512 q = _mm512_mul_round_ps(rc, num, NP_RN);
  __m512 err = _mm512_fmsub_round_ps(q, den, num, NP_RN);
  err = _mm512_fnmadd_round_ps(q, dlo, err, NP_RN);
  __m512 res = _mm512_fnmadd_round_ps(rc, _mm512_sub_round_ps(err, nlo, NP_RN), q, NP_RN);
  NP_SVML_RARE_F32(res, x, rare, tanf_rare);
  return res;
}

NP_SVML_LOOP_F32(tanf_avx512, tanf_kernel, 0.0f)
#endif /* NP_SVML_X86 */

static void tanf_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = tanf(*(const float *)(p[0] + i * s[0]));
}

void np_loop_tan_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(tanf_avx512, tanf_libm)(n, p, s);
}
