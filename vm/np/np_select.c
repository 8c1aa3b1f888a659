/* np_select.c — the contiguous kernels of selection: counting a boolean mask's trues, copying
 * the elements a mask selects (a[mask]), storing one value where a mask is true (a[mask] = v)
 * and gathering by an index array (a[idx]).
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

#include <string.h>

#include "np_internal.h"

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
