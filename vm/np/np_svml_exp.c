/* np_svml_exp.c — float64 exp, exp2 and expm1 as NumPy 1.24 computes them on AVX-512 machines (SVML's
 * __svml_exp8, __svml_exp28 and __svml_expm18, the "la" variants), and the dispatch that falls back to libm
 * elsewhere, as NumPy does.
 *
 * Algorithm: N = x*log2(e) rounded toward zero to 4 fractional bits (one FMA into a shifter
 * constant in round-to-zero mode), so x = (M + j/16)*ln2 + r with a two-part ln2; exp(r) - 1 is
 * a degree-6 polynomial, multiplied into the table value 2^(j/16), and 2^M is applied by
 * scalef. Arguments with |x| >= 707.7 (overflow and underflow regions, Inf) go through a scalar
 * path: 64-entry table of 2^(j/64) as a head and tail pair, degree-6 polynomial, and for
 * subnormal results a scaled sum split so that it rounds once. The polynomial coefficients
 * exp2 needs no multiplication by log2(e): r = x - floor(16x)/16 exactly (reduce), a degree-6
 * polynomial times 2^(j/16), scalef by floor(x); |x| >= 1022 takes a scalar path like exp's.
 * expm1 reduces as exp (rounding to nearest), keeps the table's tail 2^(j/16) - head, and
 * forms (2^M*Th - 1) + 2^M*Th*(Tl + R + R^2*P(R)) so small results keep their digits; x >= 707.7
 * takes exp's scalar path. The polynomial coefficients are SVML's (Intel, BSD-3-Clause): the same numbers are needed to give the same bits.
 */
#include <fenv.h>
#include <float.h>
#include <math.h>

#include "np_flagscan.h"
#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
/* 2^(j/64), j = 0..63, as a double head and the tail that completes it */
static const double exp_tab[64][2] = {
    {0x1.0000000000000p+0, 0x0.0p+0},
    {0x1.02c9a3e778061p+0, -0x1.160139cd8dc5dp-56},
    {0x1.059b0d3158574p+0, 0x1.cd2523567f613p-55},
    {0x1.0874518759bc8p+0, 0x1.0f74e61e6c861p-57},
    {0x1.0b5586cf9890fp+0, 0x1.79aa65d837b6dp-54},
    {0x1.0e3ec32d3d1a2p+0, 0x1.ebe3d702f9cd1p-60},
    {0x1.11301d0125b51p+0, -0x1.556522a2fbd0ep-54},
    {0x1.1429aaea92de0p+0, -0x1.1c923b9d5f416p-54},
    {0x1.172b83c7d517bp+0, -0x1.01b15eaa59348p-55},
    {0x1.1a35beb6fcb75p+0, 0x1.b898c3f1353bfp-55},
    {0x1.1d4873168b9aap+0, 0x1.aecf73e3a2f60p-54},
    {0x1.2063b88628cd6p+0, 0x1.a6f4144a6c38dp-55},
    {0x1.2387a6e756238p+0, 0x1.68efde3a8a894p-54},
    {0x1.26b4565e27cddp+0, 0x1.0472b981fe7f2p-55},
    {0x1.29e9df51fdee1p+0, 0x1.2f7e16d09ab31p-55},
    {0x1.2d285a6e4030bp+0, 0x1.b3782720c0ab4p-55},
    {0x1.306fe0a31b715p+0, 0x1.34d754db0abb6p-55},
    {0x1.33c08b26416ffp+0, 0x1.fdd395dd3f84ap-55},
    {0x1.371a7373aa9cbp+0, -0x1.24aedcc4b5068p-54},
    {0x1.3a7db34e59ff7p+0, -0x1.1d1e83e9436d2p-56},
    {0x1.3dea64c123422p+0, 0x1.59f48a72a4c6dp-55},
    {0x1.4160a21f72e2ap+0, -0x1.8a78f4817895bp-58},
    {0x1.44e086061892dp+0, 0x1.363ed60c2ac11p-59},
    {0x1.486a2b5c13cd0p+0, 0x1.ecce1daa10379p-57},
    {0x1.4bfdad5362a27p+0, 0x1.690cebb7aafb0p-56},
    {0x1.4f9b2769d2ca7p+0, -0x1.f94340071a38ep-55},
    {0x1.5342b569d4f82p+0, -0x1.8dec6bd0f385fp-56},
    {0x1.56f4736b527dap+0, 0x1.3350518fdd78ep-54},
    {0x1.5ab07dd485429p+0, 0x1.063e1e21c5409p-54},
    {0x1.5e76f15ad2148p+0, 0x1.432e62b64c035p-54},
    {0x1.6247eb03a5585p+0, -0x1.c33c53bef4da8p-55},
    {0x1.6623882552225p+0, -0x1.3cedd78565858p-54},
    {0x1.6a09e667f3bcdp+0, -0x1.3b3efbf5e2228p-54},
    {0x1.6dfb23c651a2fp+0, -0x1.367efb86da9eep-57},
    {0x1.71f75e8ec5f74p+0, -0x1.81f647e5a3ecfp-56},
    {0x1.75feb564267c9p+0, -0x1.619321e55e68ap-55},
    {0x1.7a11473eb0187p+0, -0x1.b32dcb94da51dp-56},
    {0x1.7e2f336cf4e62p+0, 0x1.5ebe1abd66c55p-57},
    {0x1.82589994cce13p+0, -0x1.369b6f13b3734p-54},
    {0x1.868d99b4492edp+0, -0x1.4d450d872576ep-54},
    {0x1.8ace5422aa0dbp+0, 0x1.db72fc1f0eab4p-55},
    {0x1.8f1ae99157736p+0, 0x1.bf68359f35f44p-56},
    {0x1.93737b0cdc5e5p+0, -0x1.da9b88b6c1e29p-58},
    {0x1.97d829fde4e50p+0, -0x1.2434322f4f9aap-54},
    {0x1.9c49182a3f090p+0, 0x1.1affc2b91ce27p-56},
    {0x1.a0c667b5de565p+0, -0x1.7c50422622263p-55},
    {0x1.a5503b23e255dp+0, -0x1.1bbd1d3bcbb15p-54},
    {0x1.a9e6b5579fdbfp+0, 0x1.469846e735ab3p-55},
    {0x1.ae89f995ad3adp+0, 0x1.c1a7792cb3387p-55},
    {0x1.b33a2b84f15fbp+0, -0x1.5c3d956dcaebap-58},
    {0x1.b7f76f2fb5e47p+0, -0x1.8d6f438ad9334p-57},
    {0x1.bcc1e904bc1d2p+0, 0x1.4ffd70a5fddcdp-56},
    {0x1.c199bdd85529cp+0, 0x1.36eae30af0cb3p-56},
    {0x1.c67f12e57d14bp+0, 0x1.4e08fd10959acp-55},
    {0x1.cb720dcef9069p+0, 0x1.76b2c6c921968p-57},
    {0x1.d072d4a07897cp+0, -0x1.fad5d3ffffa6fp-55},
    {0x1.d5818dcfba487p+0, 0x1.4a385a63d07a7p-56},
    {0x1.da9e603db3285p+0, 0x1.e5a50d5c192acp-55},
    {0x1.dfc97337b9b5fp+0, -0x1.2d52107b43e1fp-55},
    {0x1.e502ee78b3ff6p+0, 0x1.4b604603a88d3p-56},
    {0x1.ea4afa2a490dap+0, -0x1.ff7128fd391f0p-55},
    {0x1.efa1bee615a27p+0, 0x1.ec3bc41aa2008p-55},
    {0x1.f50765b6e4540p+0, 0x1.a64a931d185eep-55},
    {0x1.fa7c1819e90d8p+0, 0x1.7893b4d91cd9dp-56},
};

/* ---- scalar path: |x| >= 707.7 and infinities ---- */

static double exp_rare(double x) {
  uint64_t u = np_d2u(x);
  int e = (int)(u >> 52 & 0x7ff);
  if (e == 0x7ff) return (u >> 63 && !(u << 12)) ? 0.0 : x * x;
  if (e <= 970) return 1.0 + x;
  if (x > 0x1.62e42fefa39efp+9) return DBL_MAX * DBL_MAX; /* overflow */
  if (x < -0x1.74910d52d3051p+9) {
    volatile double t = np_u2d(0x0010000000000001); /* underflow, at run time */
    return t * t;
  }
  double s = x * 0x1.71547652b82fep+6 + 0x1.8p52; /* N = round(x * 64/ln2) in the low bits */
  int32_t n = (int32_t)(uint32_t)np_d2u(s);
  double kd = s - 0x1.8p52;
  double r = x - kd * 0x1.62e42fefa0000p-7;
  r = r - kd * 0x1.cf79abc9e3b3ap-46;
  double p = r * 0x1.6c16a1c2a3ffdp-10 + 0x1.111123aaf20d3p-7;
  p = p * r + 0x1.5555555558fccp-5;
  p = p * r + 0x1.55555555548f8p-3;
  p = p * r + 0.5;
  p = p * r * r + r;
  const double *t = exp_tab[n & 63];
  double small = (p + t[1]) * t[0];
  int k = n >> 6;
  if (x >= -0x1.6232bdd7abcd2p+9) {
    int be = (k + 1023) & 2047;
    double v = small + t[0];
    if (be != 2047) return v * np_u2d((uint64_t)be << 52);
    return v * np_u2d((uint64_t)(be - 1) << 52) * 2.0;
  }
  /* subnormal result: scale by 2^(k+60) first, round the sum once when scaling back */
  int be = (k + 1083) & 2047;
  double sc = np_u2d((uint64_t)be << 52);
  double lo = small * sc, hi = sc * t[0], sum = hi + lo;
  if (be <= 50) return sum * 0x1p-60;
  double tail = (hi - sum) + lo;
  double c = sum * 0x1.8p32;
  double head = (sum + c) - c;
  tail = tail + (sum - head);
  return head * 0x1p-60 + tail * 0x1p-60;
}

/* ---- the AVX-512 kernel ---- */

NP_SVML_KERNEL __m512d exp_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512d shifter = _mm512_set1_pd(np_u2d(0x42f8000000003ff0)); /* 1.5*2^48, bias 1023/16 */
  __m512d t = _mm512_fmadd_round_pd(x, _mm512_set1_pd(0x1.71547652b82fep+0), shifter, NP_RZ);
  __m512d nn = _mm512_sub_round_pd(t, shifter, NP_RN);
  __m512d ax = _mm512_castsi512_pd(
      _mm512_and_si512(_mm512_castpd_si512(x), _mm512_set1_epi64(0x7fffffffffffffff)));
  __mmask8 rare = _mm512_cmp_round_pd_mask(ax, _mm512_set1_pd(0x1.61da04cbafe44p+9), _CMP_GE_OQ,
                                           _MM_FROUND_NO_EXC);
  __m512d lo8 = _mm512_set_pd(exp_tab[28][0], exp_tab[24][0], exp_tab[20][0], exp_tab[16][0],
                              exp_tab[12][0], exp_tab[8][0], exp_tab[4][0], exp_tab[0][0]);
  __m512d hi8 = _mm512_set_pd(exp_tab[60][0], exp_tab[56][0], exp_tab[52][0], exp_tab[48][0],
                              exp_tab[44][0], exp_tab[40][0], exp_tab[36][0], exp_tab[32][0]);
  __m512d th = _mm512_permutex2var_pd(lo8, _mm512_castpd_si512(t), hi8);
  __m512d r = _mm512_fnmadd_round_pd(nn, _mm512_set1_pd(0x1.62e42fefa39efp-1), x, NP_RN);
  r = _mm512_fnmadd_round_pd(nn, _mm512_set1_pd(0x1.abc9e3b39803fp-56), r, NP_RN);
  r = _mm512_castsi512_pd(
      _mm512_and_si512(_mm512_castpd_si512(r), _mm512_set1_epi64((int64_t)0xbfffffffffffffff)));
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d p56 = _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.72eb5ef0d213dp-10), r,
                                      _mm512_set1_pd(0x1.1106603d97c00p-7), NP_RN);
  __m512d p34 = _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.555564bb4f5f0p-5), r,
                                      _mm512_set1_pd(0x1.5555554b508a2p-3), NP_RN);
  __m512d r3 = _mm512_mul_round_pd(r2, r, NP_RN);
  __m512d p12 = _mm512_fmadd_round_pd(r2, _mm512_set1_pd(0x1.0000000002622p-1), r, NP_RN);
  __m512d p = _mm512_fmadd_round_pd(r2, p56, p34, NP_RN);
  p = _mm512_fmadd_round_pd(r3, p, p12, NP_RN);
  p = _mm512_fmadd_round_pd(th, p, th, NP_RN);
  __m512d res = _mm512_scalef_round_pd(p, nn, NP_RN);
  NP_SVML_RARE_F64(res, x, rare, exp_rare);
  return res;
}

/* ---- exp2 ---- */

static double exp2_rare(double x) {
  uint64_t u = np_d2u(x);
  if ((u >> 52 & 0x7ff) == 0x7ff) return (u >> 63 && !(u << 12)) ? 0.0 : x * x;
  if (x >= 1024.0) return DBL_MAX * DBL_MAX; /* overflow */
  if (x <= -1075.0) {
    volatile double t = np_u2d(0x0010000000000001); /* underflow, at run time */
    return t * t;
  }
  double s = 0x1.8p46 + x; /* x rounded to a multiple of 1/64 in the low bits */
  uint32_t n = (uint32_t)np_d2u(s);
  double r = x - (s - 0x1.8p46);
  double p = 0x1.5d870c4d8440ap-10 * r + 0x1.3b2ad33f8b48bp-7;
  p = p * r + 0x1.c6b08d7076268p-5;
  p = p * r + 0x1.ebfbdff82a23ap-3;
  p = p * r + 0x1.62e42fefa39efp-1;
  p = p * r;
  const double *t = exp_tab[n & 63];
  double v = (p + t[1]) * t[0] + t[0];
  int k = (int32_t)n >> 6;
  if (x < -1022.0) return np_u2d((uint64_t)((k + 1123) & 2047) << 52) * v * 0x1p-100;
  int be = (k + 1023) & 2047;
  if (be != 2047) return np_u2d((uint64_t)be << 52) * v;
  return np_u2d((uint64_t)(be - 1) << 52) * v * 2.0;
}

NP_SVML_KERNEL __m512d exp2_kernel(__m512d x, __mmask8 live) {
  (void)live;
  __m512d r = _mm512_reduce_round_pd(x, 0x41, _MM_FROUND_NO_EXC); /* x - floor(16x)/16 */
  __m512d p = _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.4a1d7f526371bp-13), r,
                                    _mm512_set1_pd(0x1.5d7472713cd19p-10), NP_RN);
  p = _mm512_fmadd_round_pd(r, p, _mm512_set1_pd(0x1.3b2ad1b172252p-7), NP_RN);
  __m512d t = _mm512_add_round_pd(x, _mm512_set1_pd(0x1.8p48), _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
  __m512d ax = _mm512_abs_pd(x);
  p = _mm512_fmadd_round_pd(r, p, _mm512_set1_pd(0x1.c6b08d4ad86b9p-5), NP_RN);
  __mmask8 rare = _mm512_cmp_round_pd_mask(ax, _mm512_set1_pd(0x1.fefff00000000p+9), _CMP_GE_OQ,
                                           _MM_FROUND_NO_EXC);
  p = _mm512_fmadd_round_pd(r, p, _mm512_set1_pd(0x1.ebfbdff84555ap-3), NP_RN);
  p = _mm512_fmadd_round_pd(r, p, _mm512_set1_pd(0x1.62e42fefa398bp-1), NP_RN);
  __m512d lo8 = _mm512_set_pd(exp_tab[28][0], exp_tab[24][0], exp_tab[20][0], exp_tab[16][0],
                              exp_tab[12][0], exp_tab[8][0], exp_tab[4][0], exp_tab[0][0]);
  __m512d hi8 = _mm512_set_pd(exp_tab[60][0], exp_tab[56][0], exp_tab[52][0], exp_tab[48][0],
                              exp_tab[44][0], exp_tab[40][0], exp_tab[36][0], exp_tab[32][0]);
  __m512d th = _mm512_permutex2var_pd(lo8, _mm512_castpd_si512(t), hi8);
  __m512d tr = _mm512_mul_round_pd(th, r, NP_RN);
  p = _mm512_fmadd_round_pd(tr, p, th, NP_RN);
  __m512d res = _mm512_scalef_round_pd(p, x, NP_RN);
  NP_SVML_RARE_F64(res, x, rare, exp2_rare);
  return res;
}

/* ---- expm1 ---- */

/* 2^(j/16) - its double head, j = 0..15 */
static const double expm1_tail[16] = {
    0x0.0p+0,               0x1.79aa65d837b6dp-54,  -0x1.01b15eaa59348p-55, 0x1.68efde3a8a894p-54,
    0x1.34d754db0abb6p-55,  0x1.59f48a72a4c6dp-55,  0x1.690cebb7aafb0p-56,  0x1.063e1e21c5409p-54,
    -0x1.3b3efbf5e2228p-54, -0x1.b32dcb94da51dp-56, 0x1.db72fc1f0eab4p-55,  0x1.1affc2b91ce27p-56,
    0x1.c1a7792cb3387p-55,  0x1.36eae30af0cb3p-56,  0x1.4a385a63d07a7p-56,  -0x1.ff7128fd391f0p-55,
};

NP_SVML_KERNEL __m512d expm1_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512d shifter = _mm512_set1_pd(np_u2d(0x42f8000000003ff0));
  __m512d t = _mm512_fmadd_round_pd(x, _mm512_set1_pd(0x1.71547652b82fep+0), shifter, NP_RN);
  __mmask8 rare = _mm512_cmp_round_pd_mask(x, _mm512_set1_pd(0x1.61da04cbafe44p+9), _CMP_NLT_UQ,
                                           _MM_FROUND_NO_EXC);
  __m512d z = _mm512_sub_round_pd(t, shifter, NP_RN);
  __m512d lo8 = _mm512_set_pd(exp_tab[28][0], exp_tab[24][0], exp_tab[20][0], exp_tab[16][0],
                              exp_tab[12][0], exp_tab[8][0], exp_tab[4][0], exp_tab[0][0]);
  __m512d hi8 = _mm512_set_pd(exp_tab[60][0], exp_tab[56][0], exp_tab[52][0], exp_tab[48][0],
                              exp_tab[44][0], exp_tab[40][0], exp_tab[36][0], exp_tab[32][0]);
  __m512i idx = _mm512_castpd_si512(t);
  __m512d th = _mm512_permutex2var_pd(lo8, idx, hi8);
  __m512d tl = np_svml_tab16_pd(expm1_tail, idx);
  __m512i sign = _mm512_and_si512(_mm512_castpd_si512(x), _mm512_set1_epi64((int64_t)0x8000000000000000ull));
  __m512d r = _mm512_fnmadd_round_pd(z, _mm512_set1_pd(0x1.62e42fefa39efp-1), x, NP_RN);
  __m512d zc = _mm512_max_round_pd(z, _mm512_set1_pd(-128.0), _MM_FROUND_NO_EXC);
  r = _mm512_fnmadd_round_pd(_mm512_set1_pd(0x1.abc9e3b39803fp-56), z, r, NP_RN);
  r = _mm512_castsi512_pd(
      _mm512_and_si512(_mm512_castpd_si512(r), _mm512_set1_epi64((int64_t)0xbfffffffffffffff)));
  th = _mm512_scalef_round_pd(th, zc, NP_RN);
  __m512d p45 = _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.1111110865214p-7), r,
                                      _mm512_set1_pd(0x1.5555554ad3d06p-5), NP_RN);
  __m512d p67 = _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.a020410303d8ap-13), r,
                                      _mm512_set1_pd(0x1.6c1c38e164a2fp-10), NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d p23 = _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.5555555555656p-3), r,
                                      _mm512_set1_pd(0x1.00000000000a2p-1), NP_RN);
  __m512d p = _mm512_fmadd_round_pd(r2, p67, p45, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, p23, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, tl, NP_RN);
  __m512d q = _mm512_add_round_pd(p, r, NP_RN);
  __m512d thm1 = _mm512_sub_round_pd(th, _mm512_set1_pd(1.0), NP_RN);
  __m512d res = _mm512_fmadd_round_pd(q, th, thm1, NP_RN);
  res = _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(res), sign));
  NP_SVML_RARE_F64(res, x, rare, exp_rare);
  return res;
}

NP_SVML_LOOP_F64(exp_avx512, exp_kernel, 0.0)
NP_SVML_LOOP_F64(expm1_avx512, expm1_kernel, 0.0)
NP_SVML_LOOP_F64(exp2_avx512, exp2_kernel, 0.0)

#endif /* NP_SVML_X86 */

static void exp_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = exp(*(const double *)(p[0] + i * s[0]));
}

void np_loop_exp_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(exp_avx512, exp_libm)(n, p, s);
}

static void exp2_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = exp2(*(const double *)(p[0] + i * s[0]));
}

void np_loop_exp2_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(exp2_avx512, exp2_libm)(n, p, s);
}

static void expm1_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = expm1(*(const double *)(p[0] + i * s[0]));
}

/* NumPy reports the C library's flags (overflow past log(DBL_MAX), underflow for a subnormal
 * x), and on AVX-512 CPUs SVML's: overflow only. The AVX-512 kernel raises flags of its own,
 * which are dropped. */
void np_loop_expm1_f64(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu()) {
    fexcept_t saved;
    fegetexceptflag(&saved, FE_ALL_EXCEPT);
    int fl = np_scan_and_run(n, p, s, 8, np_scan_svml_expm1_f64, expm1_avx512);
    fesetexceptflag(&saved, FE_ALL_EXCEPT);
    if (fl) feraiseexcept(fl);
    return;
  }
#endif
  expm1_libm(n, p, s);
}
