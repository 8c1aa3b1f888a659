/* np_sort_avx512.c — np.sort's default kind for float32, int32 and uint32 on AVX-512 CPUs, as
 * NumPy 1.24 runs it there.
 *
 * NumPy 1.24 sorts these three dtypes (kind='quicksort', the default) with an AVX-512 quicksort
 * when the CPU has AVX512_SKX (x86-qsort.dispatch.cpp), and with its introsort otherwise. For
 * integers any correct sort gives the same array; for float32 the AVX-512 one decides where -0.0
 * and 0.0 land among each other, and it writes every NaN back as the one quiet NaN 0x7fc00000
 * (it sorts them as +inf, then overwrites the last places). So float32 takes NumPy's algorithm
 * step by step (np_sort_avx512_tmpl.h); the integer types take it too, being as fast as anything
 * here. NPY_DISABLE_CPU_FEATURES turning AVX512_SKX off is honoured through np_svml_cpu().
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "np_sort_avx512.h"
#include "np_svml.h"
#include "../base/error.h"

#if NP_SVML_X86

#define QS_TARGET __attribute__((target("avx512f,avx512cd,avx512dq,avx512bw,avx512vl,avx2,popcnt")))

/* Lane orders (highest lane first, as _mm512_set_epi32 takes them) of the network steps. */
#define NET3 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7
#define NET5 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
#define NET6 11, 10, 9, 8, 15, 14, 13, 12, 3, 2, 1, 0, 7, 6, 5, 4
#define NET7 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
#define SHUF(a, b, c, d) (((a) << 6) | ((b) << 4) | ((c) << 2) | (d))

/* NumPy's vector xoroshiro128+ step: four 64-bit random numbers. */
#define QS_ROTL(x, k) _mm256_or_si256(_mm256_slli_epi64((x), (k)), _mm256_srli_epi64((x), 64 - (k)))
static QS_TARGET inline __m256i qs_next(__m256i *s0, __m256i *s1) {
  *s1 = _mm256_xor_si256(*s0, *s1);
  *s0 = _mm256_xor_si256(_mm256_xor_si256(QS_ROTL(*s0, 24), *s1), _mm256_slli_epi64(*s1, 16));
  *s1 = QS_ROTL(*s1, 37);
  return _mm256_add_epi64(*s0, *s1);
}

/* Each 32-bit half of R scaled into [0, bound): the high word of half * bound. */
static QS_TARGET inline __m256i qs_rnd_below(__m256i r, __m256i bound) {
  __m256i even = _mm256_srli_epi64(_mm256_mul_epu32(r, bound), 32);
  __m256i odd = _mm256_mul_epu32(_mm256_srli_epi64(r, 32), bound);
  return _mm256_blend_epi32(odd, even, 0x55);
}

/* ---- float32 ---- */
#define QS_T float
#define QS_Z __m512
#define QS_Y __m256
#define QS_FN(name) qs_f32_##name
#define QS_MIN(a, b) _mm512_min_ps((a), (b))
#define QS_MAX(a, b) _mm512_max_ps((a), (b))
#define QS_YMIN(a, b) _mm256_min_ps((a), (b))
#define QS_YMAX(a, b) _mm256_max_ps((a), (b))
#define QS_GE(a, b) _mm512_cmp_ps_mask((a), (b), _CMP_GE_OQ)
#define QS_LOADU(p) _mm512_loadu_ps(p)
#define QS_STOREU(p, x) _mm512_storeu_ps((p), (x))
#define QS_MASK_LOADU(src, m, p) _mm512_mask_loadu_ps((src), (m), (p))
#define QS_MASK_STOREU(p, m, x) _mm512_mask_storeu_ps((p), (m), (x))
#define QS_MASK_MOV(a, m, b) _mm512_mask_mov_ps((a), (m), (b))
#define QS_COMPRESS(p, m, x) _mm512_mask_compressstoreu_ps((p), (m), (x))
#define QS_PERMUTE(idx, z) _mm512_permutexvar_ps((idx), (z))
#define QS_SHUFFLE(z, imm) _mm512_shuffle_ps((z), (z), (imm))
#define QS_SET1(v) _mm512_set1_ps(v)
#define QS_GATHER(idx, base) _mm512_i64gather_ps((idx), (base), 4)
#define QS_REDMIN(z) _mm512_reduce_min_ps(z)
#define QS_REDMAX(z) _mm512_reduce_max_ps(z)
#define QS_TMAX INFINITY
#define QS_TMIN (-INFINITY)
#define QS_LT(a, b) ((a) < (b) || ((b) != (b) && (a) == (a)))
#include "np_sort_avx512_tmpl.h"
#undef QS_T
#undef QS_Y
#undef QS_FN
#undef QS_YMIN
#undef QS_YMAX
#undef QS_GE
#undef QS_LOADU
#undef QS_STOREU
#undef QS_MASK_LOADU
#undef QS_MASK_STOREU
#undef QS_MASK_MOV
#undef QS_COMPRESS
#undef QS_PERMUTE
#undef QS_SHUFFLE
#undef QS_GATHER
#undef QS_REDMIN
#undef QS_REDMAX
#undef QS_TMAX
#undef QS_TMIN
#undef QS_LT
#undef QS_MIN
#undef QS_MAX
#undef QS_SET1
#undef QS_Z

/* ---- int32 and uint32: the same body over integer vectors ---- */
#define QS_Z __m512i
#define QS_Y __m256i
#define QS_LOADU(p) _mm512_loadu_si512(p)
#define QS_STOREU(p, x) _mm512_storeu_si512((p), (x))
#define QS_MASK_LOADU(src, m, p) _mm512_mask_loadu_epi32((src), (m), (p))
#define QS_MASK_STOREU(p, m, x) _mm512_mask_storeu_epi32((p), (m), (x))
#define QS_MASK_MOV(a, m, b) _mm512_mask_mov_epi32((a), (m), (b))
#define QS_COMPRESS(p, m, x) _mm512_mask_compressstoreu_epi32((p), (m), (x))
#define QS_PERMUTE(idx, z) _mm512_permutexvar_epi32((idx), (z))
#define QS_SHUFFLE(z, imm) _mm512_shuffle_epi32((z), (_MM_PERM_ENUM)(imm))
#define QS_SET1(v) _mm512_set1_epi32((int)(v))
#define QS_GATHER(idx, base) _mm512_i64gather_epi32((idx), (base), 4)
#define QS_LT(a, b) ((a) < (b))

#define QS_T int32_t
#define QS_FN(name) qs_i32_##name
#define QS_MIN(a, b) _mm512_min_epi32((a), (b))
#define QS_MAX(a, b) _mm512_max_epi32((a), (b))
#define QS_YMIN(a, b) _mm256_min_epi32((a), (b))
#define QS_YMAX(a, b) _mm256_max_epi32((a), (b))
#define QS_GE(a, b) _mm512_cmp_epi32_mask((a), (b), _MM_CMPINT_NLT)
#define QS_REDMIN(z) _mm512_reduce_min_epi32(z)
#define QS_REDMAX(z) _mm512_reduce_max_epi32(z)
#define QS_TMAX INT32_MAX
#define QS_TMIN INT32_MIN
#include "np_sort_avx512_tmpl.h"
#undef QS_T
#undef QS_FN
#undef QS_MIN
#undef QS_MAX
#undef QS_YMIN
#undef QS_YMAX
#undef QS_GE
#undef QS_REDMIN
#undef QS_REDMAX
#undef QS_TMAX
#undef QS_TMIN

#define QS_T uint32_t
#define QS_FN(name) qs_u32_##name
#define QS_MIN(a, b) _mm512_min_epu32((a), (b))
#define QS_MAX(a, b) _mm512_max_epu32((a), (b))
#define QS_YMIN(a, b) _mm256_min_epu32((a), (b))
#define QS_YMAX(a, b) _mm256_max_epu32((a), (b))
#define QS_GE(a, b) _mm512_cmp_epu32_mask((a), (b), _MM_CMPINT_NLT)
#define QS_REDMIN(z) _mm512_reduce_min_epu32(z)
#define QS_REDMAX(z) _mm512_reduce_max_epu32(z)
#define QS_TMAX UINT32_MAX
#define QS_TMIN 0u
#include "np_sort_avx512_tmpl.h"

/* NumPy's depth budget: twice log2 of the length, truncated. */
static int qs_max_iters(int64_t n) { return 2 * (int)log2((double)n); }

/* NaNs become +inf for the sort (counted), then the last places become NumPy's NaN. */
static QS_TARGET int64_t qs_nan_to_inf(float *a, int64_t n) {
  int64_t count = 0;
  for (int64_t i = 0; i < n; i += 16) {
    __mmask16 live = n - i < 16 ? (__mmask16)((1u << (n - i)) - 1u) : 0xFFFF;
    __m512 v = _mm512_maskz_loadu_ps(live, a + i);
    __mmask16 nan = _mm512_cmp_ps_mask(v, v, _CMP_NEQ_UQ);
    count += __builtin_popcount((unsigned)nan);
    _mm512_mask_storeu_ps(a + i, nan, _mm512_set1_ps(INFINITY));
  }
  return count;
}

bool np_sort_avx512_f32(float *a, int64_t n) {
  if (!np_svml_cpu()) return false;
  if (n > 1) {
    int64_t nans = qs_nan_to_inf(a, n);
    qs_f32_qsort(a, 0, n - 1, qs_max_iters(n));
    for (int64_t i = n - 1; nans > 0; --i, --nans) a[i] = __builtin_nanf("");
  }
  return true;
}

bool np_sort_avx512_i32(int32_t *a, int64_t n) {
  if (!np_svml_cpu()) return false;
  if (n > 1) qs_i32_qsort(a, 0, n - 1, qs_max_iters(n));
  return true;
}

bool np_sort_avx512_u32(uint32_t *a, int64_t n) {
  if (!np_svml_cpu()) return false;
  if (n > 1) qs_u32_qsort(a, 0, n - 1, qs_max_iters(n));
  return true;
}

#else

bool np_sort_avx512_f32(float *a, int64_t n) {
  (void)a, (void)n;
  return false;
}
bool np_sort_avx512_i32(int32_t *a, int64_t n) {
  (void)a, (void)n;
  return false;
}
bool np_sort_avx512_u32(uint32_t *a, int64_t n) {
  (void)a, (void)n;
  return false;
}

#endif
