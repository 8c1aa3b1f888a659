/* np_svml_log.c — float64 log, log2, log10 and log1p as NumPy 1.24 computes them on AVX-512 machines
 * (SVML's __svml_log8, __svml_log28, __svml_log108, __svml_log1p8, the "la" variants), and libm's elsewhere,
 * as NumPy does.
 *
 * Algorithm: x = 2^e * m with m in [1, 2) (getexp/getmant); rc = 1/m from the hardware's 14-bit
 * reciprocal estimate rounded to 5 fractional bits, so R = rc*m - 1 is small and exact in one
 * FMA; log(x) = e*ln2 - log(rc) + log(1 + R), with -log(rc) from a 16-entry table (e moves up
 * by one where rc < 0.75, so the table holds -log(2*rc) there) and log(1 + R) a degree-9
 * polynomial. log2 and log10 share the reduction, with their own table and a degree-8
 * polynomial for log2(1 + R) / log10(1 + R); log10 adds e*log10(2) last. Zeros, negative numbers and infinities take a scalar path: -Inf with the
 * divide-by-zero flag, NaN with the invalid flag, +Inf. The polynomial coefficients are SVML's
 * (Intel, BSD-3-Clause): the same numbers are needed to give the same bits.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
/* -log(1 + j/16) for j < 8 and -log((16 + j)/32) for j >= 8, rounded */
static const double log_tab[16] = {
    0x0.0p+0,               -0x1.f0a30c01162a6p-5, -0x1.e27076e2af2e6p-4, -0x1.5ff3070a793d4p-3,
    -0x1.c8ff7c79a9a22p-3,  -0x1.1675cababa60ep-2, -0x1.4618bc21c5ec2p-2, -0x1.739d7f6bbd007p-2,
    0x1.269621134db92p-2,   0x1.f991c6cb3b379p-3,  0x1.a93ed3c8ad9e3p-3,  0x1.5bf406b543db2p-3,
    0x1.1178e8227e47cp-3,   0x1.9335e5d594989p-4,  0x1.08598b59e3a07p-4,  0x1.0415d89e74444p-5,
};

/* -log2 and -log10 of the same reciprocals */
static const double log2_tab[16] = {
    0x0.0p+0,              -0x1.663f6fac91316p-4, -0x1.5c01a39fbd688p-3, -0x1.fbc16b902680ap-3,
    -0x1.49a784bcd1b8bp-2, -0x1.91bba891f1709p-2, -0x1.d6753e032ea0fp-2, -0x1.0c10500d63aa6p-1,
    0x1.a8ff971810a5ep-2,  0x1.6cb0f6865c8eap-2,  0x1.32bfee370ee68p-2,  0x1.f5fd8a9063e35p-3,
    0x1.8a8980abfbd32p-3,  0x1.22dadc2ab3497p-3,  0x1.7d60496cfbb4cp-4,  0x1.77394c9d958d5p-5,
};
static const double log10_tab[16] = {
    0x0.0p+0,              -0x1.af5f92b00e610p-6, -0x1.a30a9d609efeap-5, -0x1.31b3055c47118p-4,
    -0x1.8cf183886480dp-4, -0x1.e3bc1ab0e19fep-4, -0x1.1b3e71ec94f7bp-3, -0x1.42c7e7fe3fc02p-3,
    0x1.ffbfc2bbc7803p-4,  0x1.b721cd17157e3p-4,  0x1.715d0ce367afcp-4,  0x1.2e3a740b7800fp-4,
    0x1.db11ed766abf4p-5,  0x1.5e3966b7e9295p-5,  0x1.cb38fccd8bfdbp-6,  0x1.c3d0837784c41p-7,
};
/* log2(1 + R) and log10(1 + R) as R*(c0 + c1 R + ... + c8 R^8), c8 first */
static const double log2_c[9] = {0x1.4904bda0e1d12p-3,  -0x1.71fb84deb5ccep-3, 0x1.a617351818613p-3,
                                 -0x1.ec707e4e3144cp-3, 0x1.2776c5114d91ap-2,  -0x1.71547653d0f8dp-2,
                                 0x1.ec709dc3a029fp-2,  -0x1.71547652b82d4p-1, 0x1.71547652b82fep+0};
static const double log10_c[9] = {0x1.8c2d828480370p-5, -0x1.bd80d96029814p-5, 0x1.fc3f6f38b58a2p-5,
                                  -0x1.287a63464dc80p-4, 0x1.63c62777f27d9p-4, -0x1.bcb7b153c06a3p-4,
                                  0x1.287a7636f428cp-3,  -0x1.bcb7b1526e4dbp-3, 0x1.bcb7b1526e50ep-2};

/* float32: per interval the coefficients of m^3, m^2, m, 1 (rows), as bit patterns */
static const uint32_t log2f_tab[4][16] = {
    {0xbea77e4a, 0xbe8aae3d, 0xbe67fe32, 0xbe43d1b6, 0xbe26a589, 0xbe0ee09b, 0xbdf6a8a1, 0xbdd63b49,
     0xbf584e51, 0xbf3e80a1, 0xbf2892f0, 0xbf15d377, 0xbf05b525, 0xbeef8e30, 0xbed75c8f, 0xbec24184},
    {0x3ef5910c, 0x3ef045a1, 0x3ee7d87e, 0x3eddbb84, 0x3ed2d6df, 0x3ec7bbd2, 0x3ebcc42f, 0x3eb22616,
     0x3e8f3399, 0x3eb1223e, 0x3ec9db4a, 0x3edb7a09, 0x3ee79a1a, 0x3eef77cb, 0x3ef407a4, 0x3ef607b4},
    {0xbf38a934, 0xbf387de6, 0xbf37f6f0, 0xbf37048b, 0xbf35a88a, 0xbf33ed04, 0xbf31df56, 0xbf2f8d82,
     0xbf416814, 0xbf3daf58, 0xbf3b5c08, 0xbf39fa2a, 0xbf393713, 0xbf38d7e1, 0xbf38b2cd, 0xbf38aa62},
    {0x3fb8aa3b, 0x3fb8a9c0, 0x3fb8a6e8, 0x3fb89f4e, 0x3fb890cb, 0x3fb879b1, 0x3fb858d8, 0x3fb82d90,
     0x3fb8655e, 0x3fb8883a, 0x3fb89aea, 0x3fb8a42f, 0x3fb8a848, 0x3fb8a9c9, 0x3fb8aa2f, 0x3fb8aa3b},
};

static const uint32_t log10f_tab[4][16] = {
    {0xbdc9ae9b, 0xbda6fcf4, 0xbd8bac76, 0xbd6bca30, 0xbd48a99b, 0xbd2c0a9f, 0xbd1480db, 0xbd00faf2,
     0xbe823aa9, 0xbe656348, 0xbe4afbb9, 0xbe346895, 0xbe20ffff, 0xbe103a0b, 0xbe01a91c, 0xbde9e84e},
    {0x3e13d888, 0x3e10a87c, 0x3e0b95c3, 0x3e057f0b, 0x3dfde038, 0x3df080d9, 0x3de34c1e, 0x3dd68333,
     0x3dac6e8e, 0x3dd54a51, 0x3df30f40, 0x3e04235d, 0x3e0b7033, 0x3e102c90, 0x3e12ebad, 0x3e141ff8},
    {0xbe5e5a9b, 0xbe5e2677, 0xbe5d83f5, 0xbe5c6016, 0xbe5abd0b, 0xbe58a6fd, 0xbe562e02, 0xbe5362f8,
     0xbe68e27c, 0xbe646747, 0xbe619a73, 0xbe5ff05a, 0xbe5f0570, 0xbe5e92d0, 0xbe5e662b, 0xbe5e5c08},
    {0x3ede5bd8, 0x3ede5b45, 0x3ede57d8, 0x3ede4eb1, 0x3ede3d37, 0x3ede2166, 0x3eddf9d9, 0x3eddc5bb,
     0x3ede08ed, 0x3ede32e7, 0x3ede4967, 0x3ede5490, 0x3ede597f, 0x3ede5b50, 0x3ede5bca, 0x3ede5bd9},
};


/* log(1 + R) - R = R^2 * (c2 + c3 R + ... + c9 R^7) */
#define LOG_C9 0x1.c81cd309d7c70p-4
#define LOG_C8 -0x1.007357e93af62p-3
#define LOG_C7 0x1.249229cee81efp-3
#define LOG_C6 -0x1.55553fb28db06p-3
#define LOG_C5 0x1.9999999cc9f5cp-3
#define LOG_C4 -0x1.00000000c05bdp-2
#define LOG_C3 0x1.5555555555466p-2
#define LOG_C2 -0x1.fffffffffffc6p-2

/* Zeros, negative numbers, infinities: the divisions raise the flags NumPy warns about. */
static double log_rare(double x) {
  volatile double zero = 0.0;
  if (isinf(x) && x > 0) return x * x;
  if (x == 0) return -1.0 / zero;
  return zero / zero;
}

NP_SVML_KERNEL __m512d log_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512d one = _mm512_set1_pd(1.0);
  __m512d m = _mm512_getmant_round_pd(x, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_nan, _MM_FROUND_NO_EXC);
  __m512d e = _mm512_getexp_round_pd(x, _MM_FROUND_NO_EXC);
  __mmask8 rare = _mm512_fpclass_pd_mask(x, 0x5e); /* +-0, +-Inf, negative */
  __m512d rc = _mm512_roundscale_round_pd(_mm512_rcp14_pd(m), 0x58, _MM_FROUND_NO_EXC);
  __m512d r = _mm512_fmsub_round_pd(rc, m, one, NP_RN);
  __mmask8 low = _mm512_cmp_round_pd_mask(rc, _mm512_set1_pd(0.75), _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  __m512d p67 = _mm512_fmadd_round_pd(_mm512_set1_pd(LOG_C7), r, _mm512_set1_pd(LOG_C6), NP_RN);
  __m512d p89 = _mm512_fmadd_round_pd(_mm512_set1_pd(LOG_C9), r, _mm512_set1_pd(LOG_C8), NP_RN);
  __m512d p23 = _mm512_fmadd_round_pd(_mm512_set1_pd(LOG_C3), r, _mm512_set1_pd(LOG_C2), NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d p45 = _mm512_fmadd_round_pd(_mm512_set1_pd(LOG_C5), r, _mm512_set1_pd(LOG_C4), NP_RN);
  __m512i idx = _mm512_srli_epi64(_mm512_castpd_si512(rc), 48);
  e = _mm512_mask_add_round_pd(e, low, e, one, NP_RN);
  __m512d r4 = _mm512_mul_round_pd(r2, r2, NP_RN);
  __m512d p69 = _mm512_fmadd_round_pd(r2, p89, p67, NP_RN);
  __m512d p25 = _mm512_fmadd_round_pd(r2, p45, p23, NP_RN);
  __m512d t = np_svml_tab16_pd(log_tab, idx);
  __m512d p = _mm512_fmadd_round_pd(r4, p69, p25, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, r, NP_RN);
  __m512d s = _mm512_add_round_pd(t, p, NP_RN);
  __m512d res = _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.62e42fefa39efp-1), e, s, NP_RN);
  NP_SVML_RARE_F64(res, x, rare, log_rare);
  return res;
}

/* log2 (tenth = false) or log10 (true): the reduction of log_kernel, then the function's own
 * table and polynomial, in SVML's order of operations */
NP_SVML_KERNEL __m512d log2_10_kernel(__m512d x, bool tenth) {
  const __m512d one = _mm512_set1_pd(1.0);
  const double *c = tenth ? log10_c : log2_c, *tab = tenth ? log10_tab : log2_tab;
  __m512d m = _mm512_getmant_round_pd(x, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_nan, _MM_FROUND_NO_EXC);
  __m512d e = _mm512_getexp_round_pd(x, _MM_FROUND_NO_EXC);
  __mmask8 rare = _mm512_fpclass_pd_mask(x, 0x5e);
  __m512d rc = _mm512_roundscale_round_pd(_mm512_rcp14_pd(m), 0x58, _MM_FROUND_NO_EXC);
  __m512d r = _mm512_fmsub_round_pd(rc, m, one, NP_RN);
  __mmask8 low = _mm512_cmp_round_pd_mask(rc, _mm512_set1_pd(0.75), _CMP_LT_OQ, _MM_FROUND_NO_EXC);
#define C(i) _mm512_set1_pd(c[i])
  __m512d p45 = _mm512_fmadd_round_pd(C(4), r, C(5), NP_RN);
  __m512d p01 = _mm512_fmadd_round_pd(C(0), r, C(1), NP_RN);
  __m512d p23 = _mm512_fmadd_round_pd(C(2), r, C(3), NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d p67 = _mm512_fmadd_round_pd(C(6), r, C(7), NP_RN);
  e = _mm512_mask_add_round_pd(e, low, e, one, NP_RN);
  __m512d r4 = _mm512_mul_round_pd(r2, r2, NP_RN);
  __m512d pa = _mm512_fmadd_round_pd(r2, p01, p23, NP_RN);
  __m512d pb = _mm512_fmadd_round_pd(r2, p45, p67, NP_RN);
  __m512i idx = _mm512_srli_epi64(_mm512_castpd_si512(rc), 48);
  __m512d t = np_svml_tab16_pd(tab, idx);
  __m512d p = _mm512_fmadd_round_pd(r4, pa, pb, NP_RN);
  p = _mm512_fmadd_round_pd(r, p, C(8), NP_RN);
#undef C
  __m512d s = _mm512_fmadd_round_pd(p, r, t, NP_RN);
  __m512d res = tenth ? _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.34413509f79ffp-2), e, s, NP_RN)
                      : _mm512_add_round_pd(e, s, NP_RN);
  NP_SVML_RARE_F64(res, x, rare, log_rare);
  return res;
}

NP_SVML_KERNEL __m512d log2_kernel(__m512d x, __mmask8 live) {
  (void)live;
  return log2_10_kernel(x, false);
}

NP_SVML_KERNEL __m512d log10_kernel(__m512d x, __mmask8 live) {
  (void)live;
  return log2_10_kernel(x, true);
}

static float logf_rare(float x) { return (float)log_rare(x); }

/* NaN stays quiet: NumPy does not warn on a NaN argument */
static double log1p_rare(double x) { return isnan(x) ? x + x : log_rare(1.0 + x); }

NP_SVML_KERNEL __m512d log1p_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512d one = _mm512_set1_pd(1.0);
  __m512d y = _mm512_add_round_pd(one, x, NP_RN);
  __m512i sign = _mm512_and_si512(_mm512_castpd_si512(x), _mm512_set1_epi64((int64_t)0x8000000000000000ull));
  __m512d hi = _mm512_max_round_pd(one, x, _MM_FROUND_NO_EXC);
  __m512d lo = _mm512_min_round_pd(one, x, _MM_FROUND_NO_EXC);
  __m512d m = _mm512_getmant_round_pd(y, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_nan, _MM_FROUND_NO_EXC);
  __m512d e = _mm512_getexp_round_pd(y, _MM_FROUND_NO_EXC);
  __m512d lost = _mm512_sub_round_pd(y, hi, NP_RN);
  __m512d rc0 = _mm512_rcp14_pd(m);
  __m512d xl = _mm512_sub_round_pd(lo, lost, NP_RN); /* what 1 + x lost */
  __m512d ne = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(e), _mm512_set1_epi64((int64_t)0x8000000000000000ull)));
  __m512d rc = _mm512_roundscale_round_pd(rc0, 0x58, _MM_FROUND_NO_EXC);
  xl = _mm512_scalef_round_pd(xl, ne, NP_RN);
  __m512d r = _mm512_fmsub_round_pd(rc, m, one, NP_RN);
  __m512i idx = _mm512_srli_epi64(_mm512_castpd_si512(rc), 48);
  r = _mm512_fmadd_round_pd(xl, rc, r, NP_RN);
  __mmask8 low = _mm512_cmp_round_pd_mask(rc, _mm512_set1_pd(0.75), _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  __mmask8 rare = _mm512_cmp_round_pd_mask(r, r, _CMP_NEQ_UQ, _MM_FROUND_NO_EXC);
  __m512d p89 = _mm512_fmadd_round_pd(_mm512_set1_pd(LOG_C9), r, _mm512_set1_pd(LOG_C8), NP_RN);
  __m512d p67 = _mm512_fmadd_round_pd(_mm512_set1_pd(LOG_C7), r, _mm512_set1_pd(LOG_C6), NP_RN);
  __m512d t = np_svml_tab16_pd(log_tab, idx);
  e = _mm512_mask_add_round_pd(e, low, e, one, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d p45 = _mm512_fmadd_round_pd(_mm512_set1_pd(LOG_C5), r, _mm512_set1_pd(LOG_C4), NP_RN);
  __m512d r4 = _mm512_mul_round_pd(r2, r2, NP_RN);
  __m512d p23 = _mm512_fmadd_round_pd(_mm512_set1_pd(LOG_C3), r, _mm512_set1_pd(LOG_C2), NP_RN);
  __m512d p69 = _mm512_fmadd_round_pd(r2, p89, p67, NP_RN);
  __m512d p25 = _mm512_fmadd_round_pd(r2, p45, p23, NP_RN);
  __m512d p = _mm512_fmadd_round_pd(r4, p69, p25, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, r, NP_RN);
  __m512d s = _mm512_add_round_pd(t, p, NP_RN);
  __m512d res = _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.62e42fefa39efp-1), e, s, NP_RN);
  res = _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(res), sign));
  NP_SVML_RARE_F64(res, x, rare, log1p_rare);
  return res;
}

NP_SVML_KERNEL __m512 log2_10f_kernel(__m512 x, bool tenth) {
  const uint32_t(*tab)[16] = tenth ? log10f_tab : log2f_tab;
  __m512 m = _mm512_getmant_round_ps(x, _MM_MANT_NORM_p75_1p5, _MM_MANT_SIGN_nan, _MM_FROUND_NO_EXC);
  __m512 e = _mm512_getexp_round_ps(x, _MM_FROUND_NO_EXC);
  __mmask16 rare = _mm512_fpclass_ps_mask(x, 0x5e);
  __m512 r = _mm512_sub_round_ps(m, _mm512_set1_ps(1.0f), NP_RN);
  __m512i idx = _mm512_srli_epi32(_mm512_castps_si512(m), 19);
  __m512 em = _mm512_getexp_round_ps(m, _MM_FROUND_NO_EXC);
#define T(i) _mm512_permutexvar_ps(idx, _mm512_loadu_ps((const float *)tab[i]))
  __m512 k = _mm512_sub_round_ps(e, em, NP_RN);
  if (tenth) k = _mm512_mul_round_ps(_mm512_set1_ps(0x1.344136p-2f), k, NP_RN);
  __m512 p = _mm512_fmadd_round_ps(T(0), r, T(1), NP_RN);
  p = _mm512_fmadd_round_ps(p, r, T(2), NP_RN);
  p = _mm512_fmadd_round_ps(p, r, T(3), NP_RN);
#undef T
  __m512 res = _mm512_fmadd_round_ps(p, r, k, NP_RN);
  if (rare) {
    float xs[16], rs[16];
    _mm512_storeu_ps(xs, x);
    _mm512_storeu_ps(rs, res);
    for (int i = 0; i < 16; i++)
      if (rare >> i & 1) rs[i] = logf_rare(xs[i]);
    res = _mm512_loadu_ps(rs);
  }
  return res;
}

NP_SVML_KERNEL __m512 log2f_kernel(__m512 x, __mmask16 live) {
  (void)live;
  return log2_10f_kernel(x, false);
}

NP_SVML_KERNEL __m512 log10f_kernel(__m512 x, __mmask16 live) {
  (void)live;
  return log2_10f_kernel(x, true);
}

NP_SVML_LOOP_F64(log_avx512, log_kernel, 1.0)
NP_SVML_LOOP_F64(log1p_avx512, log1p_kernel, 0.0)
NP_SVML_LOOP_F32(log2f_avx512, log2f_kernel, 1.0f)
NP_SVML_LOOP_F32(log10f_avx512, log10f_kernel, 1.0f)
NP_SVML_LOOP_F64(log2_avx512, log2_kernel, 1.0)
NP_SVML_LOOP_F64(log10_avx512, log10_kernel, 1.0)

#endif /* NP_SVML_X86 */

static void log_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = log(*(const double *)(p[0] + i * s[0]));
}

void np_loop_log_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(log_avx512, log_libm)(n, p, s);
}

static void log2_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = log2(*(const double *)(p[0] + i * s[0]));
}

static void log10_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = log10(*(const double *)(p[0] + i * s[0]));
}

void np_loop_log2_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(log2_avx512, log2_libm)(n, p, s);
}

void np_loop_log10_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(log10_avx512, log10_libm)(n, p, s);
}

static void log2f_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = log2f(*(const float *)(p[0] + i * s[0]));
}

static void log10f_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = log10f(*(const float *)(p[0] + i * s[0]));
}

void np_loop_log2_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(log2f_avx512, log2f_libm)(n, p, s);
}

void np_loop_log10_f32(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(log10f_avx512, log10f_libm)(n, p, s);
}

static void log1p_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = log1p(*(const double *)(p[0] + i * s[0]));
}

void np_loop_log1p_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(log1p_avx512, log1p_libm)(n, p, s);
}
