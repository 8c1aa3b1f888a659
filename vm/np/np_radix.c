/* np_radix.c — LSD radix sorting of one row of numbers, for np.sort and np.argsort when its
 * result cannot differ from NumPy's introsort.
 *
 * Every dtype maps to an unsigned 64-bit key whose order is NumPy's order: signed integers
 * with the sign bit flipped, floats with the sign bit flipped for positives and every bit
 * flipped for negatives, NaN (of either sign) as the largest key. The keys are sorted in
 * passes of 11 bits; a pass whose digit is the same for every key (the high bits of small
 * integers, say) is skipped. The sort is stable.
 *
 * When does a stable sort give NumPy's answer? Sorting values: whenever no two elements
 * compare equal while differing in bits, i.e. no -0.0 next to 0.0 and no two NaNs of
 * different bits. Arg-sorting with NumPy's default introsort: when the permutation is unique,
 * no two elements equal; with a stable kind: when no -0.0 meets a 0.0. Both functions check
 * and return false otherwise, leaving the caller to run NumPy's algorithm itself.
 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3")
#endif

#include <stdlib.h>
#include <string.h>

#include "np_internal.h"

#define DIGIT_BITS 11
#define BUCKETS (1 << DIGIT_BITS)
#define PASSES 6 /* ceil(64 / 11) */
#define SIGN64 0x8000000000000000ull
#define SIGN32 0x80000000u

static uint64_t key_f64(uint64_t b) {
  if ((b & ~SIGN64) > 0x7ff0000000000000ull) return ~0ull; /* NaN */
  return b & SIGN64 ? ~b : b | SIGN64;
}

static uint64_t key_f32(uint32_t b) {
  if ((b & ~SIGN32) > 0x7f800000u) return 0xffffffffull;
  return b & SIGN32 ? (uint32_t)~b : b | SIGN32;
}

/* key[i] for row[i] of dtype dt; false for a dtype without keys. */
static bool make_keys(const char *row, int64_t n, DType dt, uint64_t *key) {
  switch (dt) {
#define K(E, T, EXPR)                                                                   \
  case DT_##E: {                                                                        \
    const T *p = (const T *)row;                                                        \
    for (int64_t i = 0; i < n; i++) key[i] = (EXPR);                                    \
    return true;                                                                        \
  }
    K(BOOL, uint8_t, p[i])
    K(UINT8, uint8_t, p[i])
    K(UINT16, uint16_t, p[i])
    K(UINT32, uint32_t, p[i])
    K(UINT64, uint64_t, p[i])
    K(INT8, uint8_t, (uint8_t)(p[i] ^ 0x80u))
    K(INT16, uint16_t, (uint16_t)(p[i] ^ 0x8000u))
    K(INT32, uint32_t, p[i] ^ SIGN32)
    K(INT64, uint64_t, p[i] ^ SIGN64)
    K(FLOAT32, uint32_t, key_f32(p[i]))
    K(FLOAT64, uint64_t, key_f64(p[i]))
#undef K
  default: return false;
  }
}

/* Sorts key[0..n) stably, carrying idx along when it is not NULL; kt and it are scratch of n
 * elements each (it only with idx), hist of PASSES * BUCKETS. Returns true when the result
 * ended in the scratch. */
static bool radix_sort(uint64_t *key, uint64_t *kt, int64_t *idx, int64_t *it, int64_t n,
                       int64_t (*hist)[BUCKETS]) {
  memset(hist, 0, PASSES * sizeof *hist);
  for (int64_t i = 0; i < n; i++)
    for (int d = 0; d < PASSES; d++) hist[d][(key[i] >> (d * DIGIT_BITS)) & (BUCKETS - 1)]++;
  bool swapped = false;
  for (int d = 0; d < PASSES; d++) {
    int sh = d * DIGIT_BITS;
    int64_t *h = hist[d];
    if (h[(key[0] >> sh) & (BUCKETS - 1)] == n) continue; /* one digit for every key */
    for (int64_t b = 0, sum = 0; b < BUCKETS; b++) {
      int64_t c = h[b];
      h[b] = sum;
      sum += c;
    }
    for (int64_t i = 0; i < n; i++) {
      int64_t at = h[(key[i] >> sh) & (BUCKETS - 1)]++;
      kt[at] = key[i];
      if (idx) it[at] = idx[i];
    }
    uint64_t *t = key;
    key = kt;
    kt = t;
    int64_t *u = idx;
    idx = idx ? it : NULL;
    it = u;
    swapped = !swapped;
  }
  return swapped;
}

/* The keys of -0.0 and 0.0, which NumPy's comparisons find equal (0 for an integer dtype). */
static bool zero_pair(DType dt, uint64_t a, uint64_t b) {
  if (dt == DT_FLOAT64) return a == ~SIGN64 && b == SIGN64;
  if (dt == DT_FLOAT32) return a == (uint64_t)(uint32_t)~SIGN32 && b == SIGN32;
  return false;
}

/* Do the sorted keys hold two elements NumPy finds equal? With zeros_only, only -0.0 next to
 * 0.0 counts: equal keys (NaNs included) come out in their original order, as NumPy's stable
 * sort keeps them, and equal values of equal bits are indistinguishable in a sorted copy. */
static bool has_ties(DType dt, const uint64_t *k, int64_t n, bool zeros_only) {
  for (int64_t i = 1; i < n; i++) {
    if (zero_pair(dt, k[i - 1], k[i])) return true;
    if (k[i - 1] == k[i] && !zeros_only) return true;
  }
  return false;
}

/* The NaN of a float row when all its NaNs have the same bits; false when they differ. */
static bool one_nan(const char *row, int64_t n, DType dt, uint64_t *nan) {
  bool seen = false;
  for (int64_t i = 0; i < n; i++) {
    uint64_t b;
    if (dt == DT_FLOAT64) {
      memcpy(&b, row + 8 * i, 8);
      if ((b & ~SIGN64) <= 0x7ff0000000000000ull) continue;
    } else {
      uint32_t w;
      memcpy(&w, row + 4 * i, 4);
      if ((w & ~SIGN32) <= 0x7f800000u) continue;
      b = w;
    }
    if (seen && b != *nan) return false;
    seen = true;
    *nan = b;
  }
  return true;
}

/* row[i] = the element of key k[i] (the inverse of make_keys; NaN keys become nan). */
static void unkey(char *row, const uint64_t *k, int64_t n, DType dt, uint64_t nan) {
  switch (dt) {
#define U(E, T, EXPR)                                                                   \
  case DT_##E: {                                                                        \
    T *p = (T *)row;                                                                    \
    for (int64_t i = 0; i < n; i++) {                                                   \
      uint64_t x = k[i];                                                                \
      p[i] = (T)(EXPR);                                                                 \
    }                                                                                   \
    return;                                                                             \
  }
    U(BOOL, uint8_t, x)
    U(UINT8, uint8_t, x)
    U(UINT16, uint16_t, x)
    U(UINT32, uint32_t, x)
    U(UINT64, uint64_t, x)
    U(INT8, uint8_t, x ^ 0x80u)
    U(INT16, uint16_t, x ^ 0x8000u)
    U(INT32, uint32_t, x ^ SIGN32)
    U(INT64, uint64_t, x ^ SIGN64)
    U(FLOAT32, uint32_t, x == 0xffffffffull ? nan : x & SIGN32 ? x ^ SIGN32 : ~x)
    U(FLOAT64, uint64_t, x == ~0ull ? nan : x & SIGN64 ? x ^ SIGN64 : ~x)
#undef U
  default: return;
  }
}

bool np_radix_sort(char *row, int64_t n, DType dt) {
  uint64_t nan = 0;
  bool flt = dt == DT_FLOAT64 || dt == DT_FLOAT32;
  if (n < 2 || (flt && !one_nan(row, n, dt, &nan))) return n < 2;
  uint64_t *key = malloc(sizeof(uint64_t) * ((size_t)n * 2 + PASSES * BUCKETS));
  if (!key) return false;
  if (!make_keys(row, n, dt, key)) {
    free(key);
    return false;
  }
  void *hist = key + 2 * n;
  const uint64_t *k = radix_sort(key, key + n, NULL, NULL, n, hist) ? key + n : key;
  bool ok = !flt || !has_ties(dt, k, n, true);
  if (ok) unkey(row, k, n, dt, nan);
  free(key);
  return ok;
}

bool np_radix_argsort(const char *row, int64_t n, DType dt, int64_t *out, bool stable) {
  uint64_t *key = malloc(sizeof(uint64_t) * ((size_t)n * 2 + PASSES * BUCKETS));
  int64_t *it = malloc(sizeof(int64_t) * (size_t)(n > 0 ? n : 1));
  bool ok = key && it && make_keys(row, n, dt, key);
  char kind = rt_dtypes[dt].kind;
  if (ok && !stable && kind != 'c') { /* equal keys are equal values (or NaNs): ties */
    uint64_t lo = key[0], hi = key[0]; /* fewer key values than keys: a tie for certain */
    for (int64_t i = 1; i < n; i++) {
      lo = key[i] < lo ? key[i] : lo;
      hi = key[i] > hi ? key[i] : hi;
    }
    ok = hi - lo >= (uint64_t)(n - 1);
    /* n keys drawn over hi - lo + 1 values tie in about n^2 / 2(hi - lo + 1) pairs: when that
     * is more than a few (random int32 data), the sort would only find a tie at its end */
    if (ok && (double)n * (double)n / (2.0 * ((double)(hi - lo) + 1.0)) > 4.0) ok = false;
  }
  if (ok) {
    for (int64_t i = 0; i < n; i++) out[i] = i;
    bool swapped = radix_sort(key, key + n, out, it, n, (void *)(key + 2 * n));
    ok = !has_ties(dt, swapped ? key + n : key, n, stable);
    if (ok && swapped) memcpy(out, it, sizeof(int64_t) * (size_t)n);
  }
  free(key);
  free(it);
  return ok;
}
