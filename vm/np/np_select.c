/* np_select.c — the contiguous kernels of selection: counting a boolean mask's trues, copying
 * the elements a mask selects (a[mask]), storing one value where a mask is true (a[mask] = v)
 * gathering by an index array (a[idx]) and the positions of the nonzero items (np.nonzero,
 * np.argwhere, np.flatnonzero).
 *
 * They exist because the general paths go element by element through NpIter with a branch on
 * each mask byte, which mispredicts on every other element of a random mask. Here the mask is
 * read eight bytes at a time: an all-false word is skipped, an all-true word copied whole, and
 * a mixed one copied without branches (every element is written, the output cursor advances
 * by the mask byte). Elements are moved as 1, 2, 4 or 8-byte words, so the kernels are the
 * same for every dtype of that size and copy bit patterns (NaN payloads, -0.0) unchanged.
 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3")
#endif

#include <stdlib.h>
#include <string.h>

#include "np_internal.h"
#include "np_select.h"
#include "../base/error.h"

#define ONES8 0x0101010101010101ull

static uint64_t load8(const char *p) {
  uint64_t w;
  memcpy(&w, p, 8);
  return w;
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
/* 128 bytes a step: a byte compare against zero per 32 bytes, its bit mask counted. */
__attribute__((target("avx2,popcnt"))) static int64_t count_zero_bytes_avx2(const char *m, int64_t n) {
  const __m256i z = _mm256_setzero_si256();
  int64_t zeros = 0;
  for (int64_t i = 0; i < n; i += 128) {
    for (int k = 0; k < 4; k++) {
      __m256i v = _mm256_loadu_si256((const __m256i *)(m + i + 32 * k));
      zeros += __builtin_popcount((unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, z)));
    }
  }
  return zeros;
}
#endif

/* Number of nonzero bytes of m[0..n). Bytes are summed in 8-bit lanes of a word (after
 * turning each byte into 0/1), flushed every 255 words before a lane can overflow; with AVX2
 * the whole 128-byte blocks are counted by byte compares first. */
int64_t np_count_true(const char *m, int64_t n) {
  int64_t total = 0, i = 0;
#if defined(__x86_64__) && defined(__GNUC__)
  static int avx2 = -1;
  if (avx2 < 0) avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
  if (avx2 && n >= 128) {
    i = n & ~(int64_t)127;
    total = i - count_zero_bytes_avx2(m, i);
  }
#endif
  while (n - i >= 8) {
    int64_t words = (n - i) / 8;
    if (words > 255) words = 255;
    uint64_t lanes = 0;
    for (int64_t k = 0; k < words; k++, i += 8) {
      uint64_t w = load8(m + i);
      w |= w >> 4;
      w |= w >> 2;
      w |= w >> 1;
      lanes += w & ONES8;
    }
    lanes = (lanes & 0x00ff00ff00ff00ffull) + ((lanes >> 8) & 0x00ff00ff00ff00ffull);
    lanes = (lanes & 0x0000ffff0000ffffull) + ((lanes >> 16) & 0x0000ffff0000ffffull);
    total += (int64_t)((lanes & 0xffffffffull) + (lanes >> 32));
  }
  for (; i < n; i++) total += m[i] != 0;
  return total;
}

/* dst[0..count) = the src elements whose mask byte is nonzero; count must be the number of
 * nonzero bytes (np_count_true), so the branch-free writes stay inside dst. */
#define COMPRESS(T)                                                                     \
  static void compress_##T(T *dst, const T *src, const char *m, int64_t n,              \
                           int64_t count) {                                             \
    int64_t i = 0, k = 0;                                                               \
    for (; i + 8 <= n && count - k >= 8; i += 8) {                                      \
      uint64_t w = load8(m + i);                                                        \
      if (w == 0) continue;                                                             \
      if (w == ONES8) {                                                                 \
        memcpy(dst + k, src + i, 8 * sizeof(T));                                        \
        k += 8;                                                                         \
        continue;                                                                       \
      }                                                                                 \
      for (int b = 0; b < 8; b++) {                                                     \
        dst[k] = src[i + b];                                                            \
        k += m[i + b] != 0;                                                             \
      }                                                                                 \
    }                                                                                   \
    for (; i < n; i++)                                                                  \
      if (m[i]) dst[k++] = src[i];                                                      \
  }
COMPRESS(uint8_t)
COMPRESS(uint16_t)
COMPRESS(uint32_t)
COMPRESS(uint64_t)

bool np_compress_contig(char *dst, const char *src, const char *m, int64_t n, int isz,
                        int64_t count) {
  switch (isz) {
  case 1: compress_uint8_t((uint8_t *)dst, (const uint8_t *)src, m, n, count); return true;
  case 2: compress_uint16_t((uint16_t *)dst, (const uint16_t *)src, m, n, count); return true;
  case 4: compress_uint32_t((uint32_t *)dst, (const uint32_t *)src, m, n, count); return true;
  case 8: compress_uint64_t((uint64_t *)dst, (const uint64_t *)src, m, n, count); return true;
  default: return false;
  }
}

/* dst[i] = v wherever m[i] is nonzero, as bit operations on every element (a store under a
 * branch would mispredict on a random mask; this form the compiler vectorises). */
#define MASKFILL(T)                                                                     \
  static void maskfill_##T(T *dst, const char *m, int64_t n, T v) {                     \
    for (int64_t i = 0; i < n; i++) {                                                   \
      T sel = (T)0 - (T)(m[i] != 0);                                                    \
      dst[i] = (T)((dst[i] & (T)~sel) | (v & sel));                                     \
    }                                                                                   \
  }
MASKFILL(uint8_t)
MASKFILL(uint16_t)
MASKFILL(uint32_t)
MASKFILL(uint64_t)

bool np_mask_fill_contig(char *dst, const char *m, int64_t n, int isz, const char *elem) {
  uint8_t v1;
  uint16_t v2;
  uint32_t v4;
  uint64_t v8;
  switch (isz) {
  case 1: memcpy(&v1, elem, 1); maskfill_uint8_t((uint8_t *)dst, m, n, v1); return true;
  case 2: memcpy(&v2, elem, 2); maskfill_uint16_t((uint16_t *)dst, m, n, v2); return true;
  case 4: memcpy(&v4, elem, 4); maskfill_uint32_t((uint32_t *)dst, m, n, v4); return true;
  case 8: memcpy(&v8, elem, 8); maskfill_uint64_t((uint64_t *)dst, m, n, v8); return true;
  default: return false;
  }
}

/* dst[k] = src[idx[k] * stride] for k < count, a negative index counting from the end (len
 * elements). Returns -1, or the position in idx of the first index out of range (nothing
 * useful is in dst then: the caller raises). */
#define GATHER(T)                                                                       \
  static int64_t gather_##T(T *dst, const char *src, int64_t stride, int64_t len,       \
                            const int64_t *idx, int64_t count) {                        \
    for (int64_t k = 0; k < count; k++) {                                               \
      int64_t i = idx[k];                                                               \
      i += i < 0 ? len : 0;                                                             \
      if ((uint64_t)i >= (uint64_t)len) return k;                                       \
      memcpy(&dst[k], src + i * stride, sizeof(T));                                     \
    }                                                                                   \
    return -1;                                                                          \
  }
GATHER(uint8_t)
GATHER(uint16_t)
GATHER(uint32_t)
GATHER(uint64_t)

int64_t np_gather_1d(char *dst, const char *src, int64_t stride, int64_t len, int isz,
                     const int64_t *idx, int64_t count) {
  switch (isz) {
  case 1: return gather_uint8_t((uint8_t *)dst, src, stride, len, idx, count);
  case 2: return gather_uint16_t((uint16_t *)dst, src, stride, len, idx, count);
  case 4: return gather_uint32_t((uint32_t *)dst, src, stride, len, idx, count);
  case 8: return gather_uint64_t((uint64_t *)dst, src, stride, len, idx, count);
  default: return -2;
  }
}

/* dst[0..count) = the positions of the nonzero bytes of m[0..n), ascending; count must be
 * their number (np_count_true). Branch-free like the compress kernels: every position is
 * written and the cursor advances by the mask byte. */
static void true_positions(int64_t *dst, const char *m, int64_t n, int64_t count) {
  int64_t i = 0, k = 0;
  for (; i + 8 <= n && count - k >= 8; i += 8) {
    uint64_t w = load8(m + i);
    if (w == 0) continue;
    for (int b = 0; b < 8; b++) {
      dst[k] = i + b;
      k += m[i + b] != 0;
    }
  }
  for (; i < n; i++)
    if (m[i]) dst[k++] = i;
}

/* m[i] = (src[i] != 0) for the n items of a contiguous array of dtype dt: floats compare as
 * numbers (NaN is true, -0.0 false), integers as bits of their size. */
#define TRUTH(T)                                                                        \
  static void truth_##T(char *m, const T *src, int64_t n) {                             \
    for (int64_t i = 0; i < n; i++) m[i] = src[i] != 0;                                 \
  }
TRUTH(uint16_t)
TRUTH(uint32_t)
TRUTH(uint64_t)
TRUTH(float)
TRUTH(double)

Value np_nonzero_flat(const Array *a) {
  DType dt = a->dtype;
  char kind = rt_dtypes[dt].kind;
  int isz = rt_dtypes[dt].itemsize;
  bool ints = kind == 'b' || kind == 'i' || kind == 'u';
  bool flts = dt == DT_FLOAT32 || dt == DT_FLOAT64;
  if ((!ints && !flts) || (ints && isz != 1 && isz != 2 && isz != 4 && isz != 8) ||
      !rt_array_is_c_contiguous(a))
    return rt_undef();
  int64_t n = a->size;
  char *tmp = NULL;
  const char *m = a->data;
  int mark = 0;
  if (isz != 1) {
    tmp = rt_malloc(n > 0 ? (size_t)n : 1);
    mark = rt_cleanup_push(free, tmp);
    if (dt == DT_FLOAT64) truth_double(tmp, (const double *)a->data, n);
    else if (dt == DT_FLOAT32) truth_float(tmp, (const float *)a->data, n);
    else if (isz == 8) truth_uint64_t(tmp, (const uint64_t *)a->data, n);
    else if (isz == 4) truth_uint32_t(tmp, (const uint32_t *)a->data, n);
    else truth_uint16_t(tmp, (const uint16_t *)a->data, n);
    m = tmp;
  }
  int64_t count = np_count_true(m, n);
  Value out = rt_array_new(DT_INT64, 1, &count, false);
  true_positions((int64_t *)RT_AS(Array, out)->data, m, n, count);
  if (tmp) rt_cleanup_pop(mark, true);
  return out;
}

void np_unravel_positions(const int64_t *pos, int64_t count, int nd, const int64_t *shape,
                          int64_t *const *cols, int64_t step) {
  int64_t idx[RT_MAXDIM] = {0}, at = 0; /* idx: the multi-index of flat position at */
  for (int64_t k = 0; k < count; k++) {
    int64_t p = pos[k], gap = p - at;
    if (gap < shape[nd - 1] - idx[nd - 1]) {
      idx[nd - 1] += gap; /* the same row: the common case of a dense mask */
    } else {
      int64_t q = p;
      for (int d = nd - 1; d >= 0; d--) {
        idx[d] = q % shape[d];
        q /= shape[d];
      }
    }
    at = p;
    for (int d = 0; d < nd; d++) cols[d][k * step] = idx[d];
  }
}

/* a[k] = value, element by element in k's order (a repeated index keeps the last value, as in
 * NumPy), after every index was checked: NumPy raises before it writes anything. */
#define SCATTER(T)                                                                      \
  static int64_t scatter_##T(char *dst, int64_t stride, int64_t len, const int64_t *idx, \
                             int64_t count, const char *src, int64_t sstride) {         \
    for (int64_t e = 0; e < count; e++) {                                               \
      int64_t i = idx[e];                                                               \
      if ((uint64_t)(i < 0 ? i + len : i) >= (uint64_t)len) return e;                   \
    }                                                                                   \
    for (int64_t e = 0; e < count; e++) {                                               \
      int64_t i = idx[e];                                                               \
      i += i < 0 ? len : 0;                                                             \
      memcpy(dst + i * stride, src + e * sstride, sizeof(T));                           \
    }                                                                                   \
    return -1;                                                                          \
  }
SCATTER(uint8_t)
SCATTER(uint16_t)
SCATTER(uint32_t)
SCATTER(uint64_t)

int64_t np_scatter_1d(Array *a, const Array *k, Value value) {
  int isz = rt_dtypes[a->dtype].itemsize;
  char elem[16];
  const char *src = elem;
  int64_t sstride = 0;
  if (isz != 1 && isz != 2 && isz != 4 && isz != 8) return -2;
  if (value.tag == RT_INT || value.tag == RT_FLOAT || value.tag == RT_BOOL) {
    np_set_elem_py(a->dtype, elem, value);
  } else if (rt_is_array(value)) {
    const Array *v = RT_AS(Array, value);
    int64_t span = a->shape[0] * (a->strides[0] < 0 ? -a->strides[0] : a->strides[0]);
    const char *lo = a->strides[0] < 0 ? a->data + (a->shape[0] - 1) * a->strides[0] : a->data;
    const char *vend = v->data + v->size * isz;
    if (v->dtype != a->dtype || v->ndim != 1 || k->ndim != 1 || v->size != k->size ||
        !(vend <= lo || v->data >= lo + span) || v->strides[0] != isz)
      return -2;
    src = v->data;
    sstride = isz;
  } else {
    return -2;
  }
  const int64_t *idx = (const int64_t *)k->data;
  int64_t len = a->shape[0], st = a->strides[0];
  switch (isz) {
  case 1: return scatter_uint8_t(a->data, st, len, idx, k->size, src, sstride);
  case 2: return scatter_uint16_t(a->data, st, len, idx, k->size, src, sstride);
  case 4: return scatter_uint32_t(a->data, st, len, idx, k->size, src, sstride);
  default: return scatter_uint64_t(a->data, st, len, idx, k->size, src, sstride);
  }
}
