/* np_svml_pow.c — float64 power as NumPy 1.24 computes it on AVX-512 machines (SVML's
 * __svml_pow8, "la" variant), libm's pow elsewhere and for partly overlapping operands, as
 * NumPy does. (float32 power and both arctan2 loops are in np_svml_atan2.c.)
 *
 * Algorithm: x = m * 2^(e+1) with m in [1/2, 1); rcp = rcp14(m) rounded to 5 fractional bits,
 * R = rcp*m - 1 exactly; log2(x) = e' + Th(rcp) + Tl(rcp) + log2(1+R), with e' = e+1 when
 * rcp < 1.5 (the table folds the +1 in for the others) and log2(1+R) = R*c1 + R^2*c2 + R^3*P(R)
 * in double-double (c1 = log2(e) as head and tail). y*log2(x) is formed rounding toward zero in
 * two parts, split into a multiple of 1/16 (the index of a 16-entry 2^(j/16) table and the
 * exponent) and a remainder whose 2^r is a degree-6 polynomial. Lanes with x <= 0, x Inf/NaN,
 * y Inf/NaN or |y*log2(x)| >= 1020 go to SVML's scalar routine, which gives pow's correctly
 * rounded results in practice: libm's pow stands for it. Coefficients and tables are SVML's
 * (Intel, BSD-3-Clause, github.com/numpy/SVML svml_z0_pow_d_la.s): the same numbers give the
 * same bits.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

/* NumPy's test before its SIMD loops: the bytes an operand's `n` elements (size `size`) occupy and
 * the output's are the same or disjoint. NumPy's own test takes n*stride bytes, one stride past the
 * last element, so it can also see an overlap with a neighbouring allocation; where its allocator
 * puts arrays is not where Weft's does, so this one measures the elements themselves. */
bool np_svml_no_overlap(const char *a, int64_t sa, const char *o, int64_t so, int64_t n, int size) {
  if (n <= 0) return true;
  const char *a0 = a, *a1 = a + sa * (n - 1), *o0 = o, *o1 = o + so * (n - 1);
  if (a0 > a1) { const char *t = a0; a0 = a1; a1 = t; }
  if (o0 > o1) { const char *t = o0; o0 = o1; o1 = t; }
  a1 += size, o1 += size;
  return (a0 == o0 && a1 == o1) || a0 >= o1 || o0 >= a1;
}

void np_loop_pow_f32_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[2] + i * s[2]) =
        powf(*(const float *)(p[0] + i * s[0]), *(const float *)(p[1] + i * s[1]));
}

void np_loop_pow_f64_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[2] + i * s[2]) =
        pow(*(const double *)(p[0] + i * s[0]), *(const double *)(p[1] + i * s[1]));
}

#if NP_SVML_X86
#define SETQ(u) _mm512_castsi512_pd(_mm512_set1_epi64((long long)(u)))

/* log2(1 + j/32) negated, head (Th, with 1 added for j >= 16) and tail (Tl) */
static const uint64_t pow_th[32] = {
    0x0000000000000000ull, 0xbfa6bad3758e0000ull, 0xbfb663f6fac90000ull, 0xbfc08c588cda8000ull,
    0xbfc5c01a39fc0000ull, 0xbfcacf5e2db50000ull, 0xbfcfbc16b9028000ull, 0xbfd24407ab0e0000ull,
    0xbfd49a784bcd0000ull, 0xbfd6e221cd9d0000ull, 0xbfd91bba891f0000ull, 0xbfdb47ebf7388000ull,
    0xbfdd6753e0330000ull, 0xbfdf7a8568cb0000ull, 0xbfe0c10500d64000ull, 0xbfe1bf311e95e000ull,
    0x3fda8ff971810000ull, 0x3fd8a8980abfc000ull, 0x3fd6cb0f6865c000ull, 0x3fd4f6fbb2cec000ull,
    0x3fd32bfee3710000ull, 0x3fd169c053640000ull, 0x3fcf5fd8a9060000ull, 0x3fcbfc67a8000000ull,
    0x3fc8a8980abf8000ull, 0x3fc563dc29ff8000ull, 0x3fc22dadc2ab0000ull, 0x3fbe0b1ae8f30000ull,
    0x3fb7d60496d00000ull, 0x3fb1bb32a6000000ull, 0x3fa77394c9da0000ull, 0x3f9743ee86200000ull,
};
static const uint64_t pow_tl[32] = {
    0x0000000000000000ull, 0xbd5fb0e626c0de13ull, 0xbd33167ccc538261ull, 0x3d2871a7610e40bdull,
    0x3d54bc302ffa76fbull, 0x3d436c101ee13440ull, 0x3d47f5dc57266758ull, 0xbd3ce60916e52e91ull,
    0xbd5b8afe492bf6ffull, 0xbd49bcaf1aa4168aull, 0xbd5708b4b2b5056cull, 0xbd250520a377c7ecull,
    0x3d55f101c141e670ull, 0xbd3b3b3864c60011ull, 0x3d45669df6a2b592ull, 0x3d5fe43895d8ac46ull,
    0x3d44bc302ffa76fbull, 0xbd266cccab240e90ull, 0x3d41d406db502403ull, 0x3d3661e393a16b95ull,
    0xbd51979a5db68722ull, 0xbd4d4f1b95e0ff45ull, 0x3d5f1a4847f7b278ull, 0xbd3667f21fa8423full,
    0x3d5e9933354dbf17ull, 0x3d56590643906f2aull, 0x3d5a4b69691d7994ull, 0xbd054cda62d3926eull,
    0xbd512ce6312ebb82ull, 0x3d552743318a8a57ull, 0xbd54e55443478fe0ull, 0xbd495539356f93dcull,
};
/* 2^(j/16) */
static const uint64_t pow_exp2[16] = {
    0x3ff0000000000000ull, 0x3ff0b5586cf9890full, 0x3ff172b83c7d517bull, 0x3ff2387a6e756238ull,
    0x3ff306fe0a31b715ull, 0x3ff3dea64c123422ull, 0x3ff4bfdad5362a27ull, 0x3ff5ab07dd485429ull,
    0x3ff6a09e667f3bcdull, 0x3ff7a11473eb0187ull, 0x3ff8ace5422aa0dbull, 0x3ff9c49182a3f090ull,
    0x3ffae89f995ad3adull, 0x3ffc199bdd85529cull, 0x3ffd5818dcfba487ull, 0x3ffea4afa2a490daull,
};
/* log2(1 + j/32) negated, head (with 1 added for j >= 16) and tail */
static const uint32_t powf_th[32] = {
    0x00000000u, 0xbd35d000u, 0xbdb32000u, 0xbe046400u, 0xbe2e0000u, 0xbe567c00u, 0xbe7de000u, 0xbe922000u,
    0xbea4d400u, 0xbeb71200u, 0xbec8de00u, 0xbeda4000u, 0xbeeb3a00u, 0xbefbd400u, 0xbf060800u, 0xbf0dfa00u,
    0x3ed48000u, 0x3ec54400u, 0x3eb65800u, 0x3ea7b800u, 0x3e996000u, 0x3e8b4e00u, 0x3e7b0000u, 0x3e5fe400u,
    0x3e454400u, 0x3e2b2000u, 0x3e116c00u, 0x3df05800u, 0x3dbeb000u, 0x3d8dd800u, 0x3d3ba000u, 0x3cba2000u,
};
static const uint32_t powf_tl[32] = {
    0x00000000u, 0xb6d3758fu, 0x3510536fu, 0x369dcc96u, 0xb651cfdfu, 0x3687492cu, 0xb635c813u, 0xb5f561c1u,
    0x35f6865du, 0x36f19318u, 0x35aedc1du, 0x36a0463cu, 0xb69f0197u, 0xb5ad1961u, 0xb6201ac7u, 0x36ee16a3u,
    0xb5d1cfdfu, 0x36c055feu, 0x3676865du, 0xb589a627u, 0xb48e4789u, 0x33a6c7e3u, 0xb69d5be7u, 0xb642c000u,
    0x364055feu, 0xb68f5801u, 0x36b70aadu, 0x35d74798u, 0x3492d9f7u, 0x364a9801u, 0xb6566c4du, 0xb48bcf06u,
};
/* 2^(j/16) */
static const uint32_t powf_exp2[16] = {
    0x3f800000u, 0x3f85aac3u, 0x3f8b95c2u, 0x3f91c3d3u, 0x3f9837f0u, 0x3f9ef532u, 0x3fa5fed7u, 0x3fad583fu,
    0x3fb504f3u, 0x3fbd08a4u, 0x3fc5672au, 0x3fce248cu, 0x3fd744fdu, 0x3fe0ccdfu, 0x3feac0c7u, 0x3ff5257du,
};

NP_SVML_KERNEL __m512d pd_tab32(const uint64_t *t, __m512i j, __mmask8 hi) {
  __m512d lo16 = _mm512_permutex2var_pd(_mm512_loadu_pd((const double *)t), j,
                                        _mm512_loadu_pd((const double *)t + 8));
  __m512d hi16 = _mm512_permutex2var_pd(_mm512_loadu_pd((const double *)t + 16), j,
                                        _mm512_loadu_pd((const double *)t + 24));
  return _mm512_mask_blend_pd(hi, lo16, hi16);
}

/* y*log2(x) as High (rounded toward zero) + Low; *rare gets the lanes SVML hands to its
 * scalar routine because of x. */
NP_SVML_KERNEL void pow_log2(__m512d x, __m512d y, __m512d *hi, __m512d *lo, __mmask8 *rare) {
  const __m512d one = _mm512_set1_pd(1.0);
  __m512d m = _mm512_getmant_round_pd(x, _MM_MANT_NORM_p5_1, _MM_MANT_SIGN_nan, _MM_FROUND_NO_EXC);
  __m512d e = _mm512_getexp_round_pd(x, _MM_FROUND_NO_EXC);
  __m512d rcp = _mm512_roundscale_round_pd(_mm512_rcp14_pd(m), 0x58, _MM_FROUND_NO_EXC);
  *rare = _mm512_fpclass_pd_mask(x, 0xdf); /* <= 0, Inf, NaN (subnormals are fine) */
  __m512d r = _mm512_fmsub_round_pd(rcp, m, one, NP_RN);
  __mmask8 small = _mm512_cmp_round_pd_mask(rcp, _mm512_set1_pd(1.5), _CMP_LT_OS, _MM_FROUND_NO_EXC);
  __m512d p = _mm512_fmadd_round_pd(SETQ(0x3fc48799f5374b96ull), r, SETQ(0xbfc717e59a559f5dull), NP_RN);
  __m512i j = _mm512_srli_epi64(_mm512_castpd_si512(rcp), 47);
  __mmask8 upper = _mm512_movepi64_mask(_mm512_slli_epi64(j, 59));
  __m512d th = pd_tab32(pow_th, j, upper), tl = pd_tab32(pow_tl, j, upper);
  e = _mm512_mask_add_round_pd(e, small, e, one, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d p67 = _mm512_fmadd_round_pd(SETQ(0x3fca6175fca19d03ull), r, SETQ(0xbfcec709bc8fb8dfull), NP_RN);
  __m512d eth = _mm512_add_round_pd(e, th, NP_RN);
  const __m512d c1h = SETQ(0x3ff71547652b82feull), c2h = SETQ(0xbfe71547652b82feull);
  p = _mm512_fmadd_round_pd(r2, p, p67, NP_RN);
  __m512d p45 = _mm512_fmadd_round_pd(SETQ(0x3fd2776c50f03272ull), r, SETQ(0xbfd71547652bc9eaull), NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, p45, NP_RN);
  __m512d r2l = _mm512_fmsub_round_pd(r, r, r2, NP_RN);
  __m512d t = _mm512_fmadd_round_pd(c2h, r2l, tl, NP_RN);
  __m512d p23 = _mm512_fmadd_round_pd(SETQ(0x3fdec709dc3a03fcull), r, SETQ(0x3c636b5ddffe5b67ull), NP_RN);
  __m512d h1 = _mm512_fmadd_round_pd(c1h, r, eth, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, p23, NP_RN);
  __m512d rc1h = _mm512_sub_round_pd(h1, eth, NP_RN);
  t = _mm512_fmadd_round_pd(p, r2, t, NP_RN);
  rc1h = _mm512_fmsub_round_pd(r, c1h, rc1h, NP_RN); /* the part of R*c1h h1 lost */
  __m512d h2 = _mm512_fmadd_round_pd(c2h, r2, h1, NP_RN);
  __m512d low = _mm512_fmadd_round_pd(SETQ(0x3c7777f3ee5e912full), r, rc1h, NP_RN);
  __m512d h3 = _mm512_add_round_pd(h2, t, NP_RN);
  __m512d r2c2 = _mm512_sub_round_pd(h2, h1, NP_RN);
  __m512d yh = _mm512_mul_round_pd(y, h3, NP_RZ);
  r2c2 = _mm512_fmsub_round_pd(c2h, r2, r2c2, NP_RN);
  __m512d tlh = _mm512_sub_round_pd(h3, h2, NP_RN);
  __m512d yl = _mm512_fmsub_round_pd(y, h3, yh, NP_RZ);
  __m512d tll = _mm512_sub_round_pd(t, tlh, NP_RN);
  low = _mm512_add_round_pd(r2c2, low, NP_RN);
  low = _mm512_add_round_pd(tll, low, NP_RN);
  *hi = yh;
  *lo = _mm512_fmadd_round_pd(y, low, yl, NP_RZ);
}

/* 2^(hi + lo); *rare gets the lanes with |hi| >= 1020 (or NaN). */
NP_SVML_KERNEL __m512d pow_exp2k(__m512d yh, __m512d yl, __mmask8 *rare) {
  __m512d k = _mm512_add_round_pd(yh, SETQ(0x42f8000000003ff0ull), _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
  __m512d f = _mm512_reduce_round_pd(yh, 0x41, _MM_FROUND_NO_EXC); /* yh - floor(16 yh)/16 */
  __m512d r = _mm512_add_round_pd(f, yl, NP_RN);
  __m512d ayh = _mm512_abs_pd(yh);
  __m512d the = _mm512_permutex2var_pd(_mm512_loadu_pd((const double *)pow_exp2), _mm512_castpd_si512(k),
                                       _mm512_loadu_pd((const double *)pow_exp2 + 8));
  r = _mm512_castsi512_pd(_mm512_and_si512(_mm512_castpd_si512(r),
                                           _mm512_set1_epi64((long long)0xbfffffffffffffffull)));
  *rare = _mm512_cmp_round_pd_mask(ayh, SETQ(0x408fec0000000000ull), _CMP_NLT_UQ, _MM_FROUND_NO_EXC);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d rt = _mm512_mul_round_pd(r, the, NP_RN);
  __m512d p = _mm512_fmadd_round_pd(SETQ(0x3f24a1d7f58c2d59ull), r, SETQ(0x3f55d7472783d279ull), NP_RN);
  __m512d q = _mm512_fmadd_round_pd(SETQ(0x3f83b2ad1b14ebaaull), r, SETQ(0x3fac6b08d4ad8eb9ull), NP_RN);
  __m512d s = _mm512_fmadd_round_pd(SETQ(0x3fcebfbdff84554dull), r, SETQ(0x3fe62e42fefa398bull), NP_RN);
  __m512i sc = _mm512_slli_epi64(_mm512_castpd_si512(k), 48);
  p = _mm512_fmadd_round_pd(r2, p, q, NP_RN);
  sc = _mm512_and_si512(sc, _mm512_set1_epi64((long long)0x7ff0000000000000ull));
  p = _mm512_fmadd_round_pd(r2, p, s, NP_RN);
  p = _mm512_fmadd_round_pd(rt, p, the, NP_RN);
  return _mm512_mul_round_pd(p, _mm512_castsi512_pd(sc), NP_RN);
}

NP_SVML_KERNEL __m512d pow_kernel(__m512d x, __m512d y) {
  __m512d hi, lo;
  __mmask8 rx, rz;
  pow_log2(x, y, &hi, &lo, &rx);
  __mmask8 ry = _mm512_fpclass_pd_mask(y, 0x99); /* Inf, NaN */
  __m512d res = pow_exp2k(hi, lo, &rz);
  __mmask8 rare = rx | ry | rz;
  if (rare) {
    double xs[8], ys[8], rs[8];
    _mm512_storeu_pd(xs, x);
    _mm512_storeu_pd(ys, y);
    _mm512_storeu_pd(rs, res);
    for (int k = 0; k < 8; k++)
      if (rare >> k & 1) rs[k] = pow(xs[k], ys[k]);
    res = _mm512_loadu_pd(rs);
  }
  return res;
}

NP_SVML_LOOP2_F64(pow_avx512, pow_kernel, 1.0)

#define SETL(u) _mm512_castsi512_ps(_mm512_set1_epi32((int)(u)))

/* float32: the same steps with 16 lanes, a degree-4 log polynomial in single-single and a
 * degree-3 2^r; the scalar path takes |y*log2(x)| >= 125.5. */
/* SVML's scalar path for float32: pow in double precision rounded to float; a subnormal result
 * is first rounded to 24 bits and then to the subnormal's precision, as scaling a normal float
 * result down does (two roundings: 2^-127.46884 gives 3030572 units of 2^-149, not 3030571). */
static float powf_scalar(float x, float y) {
  double d = pow((double)x, (double)y);
  if (d != 0 && fabs(d) < 0x1p-126) return (float)(d * 0x1p64) * 0x1p-64f;
  return (float)d;
}

NP_SVML_KERNEL __m512 powf_kernel(__m512 x, __m512 y) {
  const __m512 one = _mm512_set1_ps(1.0f);
  __m512 m = _mm512_getmant_round_ps(x, _MM_MANT_NORM_p5_1, _MM_MANT_SIGN_nan, _MM_FROUND_NO_EXC);
  __m512 e = _mm512_getexp_round_ps(x, _MM_FROUND_NO_EXC);
  __m512 rcp = _mm512_roundscale_round_ps(_mm512_rcp14_ps(m), 0x58, _MM_FROUND_NO_EXC);
  __mmask16 rare = _mm512_fpclass_ps_mask(x, 0xdf) | _mm512_fpclass_ps_mask(y, 0x99);
  __m512 r = _mm512_fmsub_round_ps(rcp, m, one, NP_RN);
  __mmask16 small = _mm512_cmp_round_ps_mask(rcp, _mm512_set1_ps(1.5f), _CMP_LT_OS, _MM_FROUND_NO_EXC);
  __m512 p = _mm512_fmadd_round_ps(SETL(0x3e93c705u), r, SETL(0xbeb8b3edu), NP_RN);
  __m512i j = _mm512_srli_epi32(_mm512_castps_si512(rcp), 18);
  p = _mm512_fmadd_round_ps(p, r, SETL(0x3ef6384fu), NP_RN);
  e = _mm512_mask_add_round_ps(e, small, e, one, NP_RN);
  __m512 th = _mm512_permutex2var_ps(_mm512_loadu_ps((const float *)powf_th), j,
                                     _mm512_loadu_ps((const float *)powf_th + 16));
  __m512 tl = _mm512_permutex2var_ps(_mm512_loadu_ps((const float *)powf_tl), j,
                                     _mm512_loadu_ps((const float *)powf_tl + 16));
  __m512 eth = _mm512_add_round_ps(th, e, NP_RN);
  p = _mm512_fmadd_round_ps(p, r, SETL(0xbf38aa3bu), NP_RN);
  p = _mm512_fmadd_round_ps(p, r, SETL(0x32a570ccu), NP_RN); /* the low part of R*log2(e) */
  const __m512 c1h = SETL(0x3fb8aa3bu);
  __m512 h1 = _mm512_fmadd_round_ps(c1h, r, eth, NP_RN);
  tl = _mm512_fmadd_round_ps(p, r, tl, NP_RN);
  __m512 rc1h = _mm512_sub_round_ps(h1, eth, NP_RN);
  __m512 h2 = _mm512_add_round_ps(h1, tl, NP_RN);
  rc1h = _mm512_fmsub_round_ps(c1h, r, rc1h, NP_RN);
  __m512 yh = _mm512_mul_round_ps(y, h2, NP_RZ);
  __m512 tlh = _mm512_sub_round_ps(h2, h1, NP_RN);
  __m512 yl = _mm512_fmsub_round_ps(y, h2, yh, NP_RZ);
  __m512 tll = _mm512_sub_round_ps(tl, tlh, NP_RN);
  __m512 zl = _mm512_add_round_ps(tll, rc1h, NP_RN);
  zl = _mm512_fmadd_round_ps(y, zl, yl, NP_RZ);
  /* 2^(yh + zl) */
  __m512 z = _mm512_add_round_ps(yh, zl, NP_RZ);
  __m512 zh = _mm512_sub_round_ps(z, yh, NP_RN);
  __m512 k = _mm512_add_round_ps(z, SETL(0x494007f0u), _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
  __m512 f = _mm512_reduce_round_ps(z, 0x41, _MM_FROUND_NO_EXC);
  __m512 lo = _mm512_sub_round_ps(zl, zh, NP_RN);
  __m512 the = _mm512_permutexvar_ps(_mm512_castps_si512(k), _mm512_loadu_ps((const float *)powf_exp2));
  __m512 az = _mm512_abs_ps(z);
  __m512 rr = _mm512_add_round_ps(f, lo, NP_RN);
  __m512i sc = _mm512_slli_epi32(_mm512_castps_si512(k), 19);
  rare |= _mm512_cmp_round_ps_mask(az, SETL(0x42fb0000u), _CMP_NLT_UQ, _MM_FROUND_NO_EXC);
  rr = _mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(rr), _mm512_set1_epi32((int)0xbfffffffu)));
  sc = _mm512_and_si512(sc, _mm512_set1_epi32(0x7f800000));
  __m512 rt = _mm512_mul_round_ps(rr, the, NP_RN);
  __m512 q = _mm512_fmadd_round_ps(SETL(0x3d6854cbu), rr, SETL(0x3e75f16cu), NP_RN);
  q = _mm512_fmadd_round_ps(rr, q, SETL(0x3f317222u), NP_RN);
  q = _mm512_fmadd_round_ps(rt, q, the, NP_RN);
  __m512 res = _mm512_mul_round_ps(q, _mm512_castsi512_ps(sc), NP_RN);
  if (rare) {
    float xs[16], ys[16], rs[16];
    _mm512_storeu_ps(xs, x);
    _mm512_storeu_ps(ys, y);
    _mm512_storeu_ps(rs, res);
    for (int i = 0; i < 16; i++)
      if (rare >> i & 1) rs[i] = powf_scalar(xs[i], ys[i]);
    res = _mm512_loadu_ps(rs);
  }
  return res;
}

NP_SVML_LOOP2_F32(powf_avx512, powf_kernel, 1.0f)

#endif /* NP_SVML_X86 */

void np_loop_pow_f64(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu() && np_svml_no_overlap(p[0], s[0], p[2], s[2], n, 8) &&
      np_svml_no_overlap(p[1], s[1], p[2], s[2], n, 8)) {
    pow_avx512(n, p, s);
    return;
  }
#endif
  np_loop_pow_f64_libm(n, p, s);
}

void np_loop_pow_f32(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu() && np_svml_no_overlap(p[0], s[0], p[2], s[2], n, 4) &&
      np_svml_no_overlap(p[1], s[1], p[2], s[2], n, 4)) {
    powf_avx512(n, p, s);
    return;
  }
#endif
  np_loop_pow_f32_libm(n, p, s);
}
