/* np_svml_log.c — float64 log as NumPy 1.24 computes it on AVX-512 machines (SVML's __svml_log8,
 * the "la" variant), and libm's log elsewhere, as NumPy does.
 *
 * Algorithm: x = 2^e * m with m in [1, 2) (getexp/getmant); rc = 1/m from the hardware's 14-bit
 * reciprocal estimate rounded to 5 fractional bits, so R = rc*m - 1 is small and exact in one
 * FMA; log(x) = e*ln2 - log(rc) + log(1 + R), with -log(rc) from a 16-entry table (e moves up
 * by one where rc < 0.75, so the table holds -log(2*rc) there) and log(1 + R) a degree-9
 * polynomial. Zeros, negative numbers and infinities take a scalar path: -Inf with the
 * divide-by-zero flag, NaN with the invalid flag, +Inf. The polynomial coefficients are SVML's
 * (Intel, BSD-3-Clause): the same numbers are needed to give the same bits.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

/* -log(1 + j/16) for j < 8 and -log((16 + j)/32) for j >= 8, rounded */
static const double log_tab[16] = {
    0x0.0p+0,               -0x1.f0a30c01162a6p-5, -0x1.e27076e2af2e6p-4, -0x1.5ff3070a793d4p-3,
    -0x1.c8ff7c79a9a22p-3,  -0x1.1675cababa60ep-2, -0x1.4618bc21c5ec2p-2, -0x1.739d7f6bbd007p-2,
    0x1.269621134db92p-2,   0x1.f991c6cb3b379p-3,  0x1.a93ed3c8ad9e3p-3,  0x1.5bf406b543db2p-3,
    0x1.1178e8227e47cp-3,   0x1.9335e5d594989p-4,  0x1.08598b59e3a07p-4,  0x1.0415d89e74444p-5,
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
  __m512d t = _mm512_permutex2var_pd(_mm512_loadu_pd(log_tab), idx, _mm512_loadu_pd(log_tab + 8));
  __m512d p = _mm512_fmadd_round_pd(r4, p69, p25, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, r, NP_RN);
  __m512d s = _mm512_add_round_pd(t, p, NP_RN);
  __m512d res = _mm512_fmadd_round_pd(_mm512_set1_pd(0x1.62e42fefa39efp-1), e, s, NP_RN);
  NP_SVML_RARE_F64(res, x, rare, log_rare);
  return res;
}

NP_SVML_LOOP_F64(log_avx512, log_kernel, 1.0)

static void log_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = log(*(const double *)(p[0] + i * s[0]));
}

void np_loop_log_f64(int64_t n, char **p, const int64_t *s) {
  (np_svml_cpu() ? log_avx512 : log_libm)(n, p, s);
}
