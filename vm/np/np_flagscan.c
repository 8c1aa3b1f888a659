/* np_flagscan.c — scans of a float loop's arguments for the ones NumPy raises a floating-point
 * flag on. The vector kernels raise flags of their own (NaN comparisons, reductions of huge
 * arguments), so the loops run with the flags saved and restored and raise what these scans
 * find. A scan reads the whole input once: it is written on the bit patterns (an IEEE class is a
 * range of them) with OR-accumulation, so a contiguous input is scanned with vector compares
 * (an AVX2 copy where the CPU has it), in blocks that stop at the first finding. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3")
#endif

#include "np_flagscan.h"

#include <fenv.h>
#include <string.h>

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define SCAN_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define SCAN_CLONES
#endif

/* Elements a contiguous scan reads between checks of its accumulator. */
#define SCAN_BLOCK 4096

/* Whether u lies in [lo, hi): one unsigned compare. */
#define IN_RANGE(u, lo, hi) ((uint32_t)((u) - (lo)) < (uint32_t)((hi) - (lo)))
#define IN_RANGE64(u, lo, hi) ((uint64_t)((u) - (lo)) < (uint64_t)((hi) - (lo)))

static inline uint32_t load32(const char *p) { uint32_t u; memcpy(&u, p, 4); return u; }
static inline uint64_t load64(const char *p) { uint64_t u; memcpy(&u, p, 8); return u; }

/* The bit patterns of the float32 classes the scans look for. */
#define F32_INF 0x7f800000u
#define F32_EXP_OVER 0x42b17218u  /* 88.72283935546875f */
#define F32_EXP_UNDER 0xc2cff1b5u /* -103.97208404541015625f */

/* +-Inf and the signalling NaNs: the magnitudes from Inf up to the first quiet NaN. */
#define F32_INF_SNAN(u) IN_RANGE((u) & 0x7fffffffu, F32_INF, 0x7fc00000u)
#define F64_INF_SNAN(u) IN_RANGE64((u) & 0x7fffffffffffffffull, 0x7ff0000000000000ull, 0x7ff8000000000000ull)
#define F32_SNAN(u) IN_RANGE((u) & 0x7fffffffu, F32_INF + 1, 0x7fc00000u)

SCAN_CLONES static bool inf_snan_f32(int64_t n, const uint32_t *a) {
  for (int64_t i = 0; i < n; i += SCAN_BLOCK) {
    int64_t m = n - i < SCAN_BLOCK ? n - i : SCAN_BLOCK;
    uint32_t acc = 0;
    for (int64_t k = 0; k < m; k++) acc |= F32_INF_SNAN(a[i + k]);
    if (acc) return true;
  }
  return false;
}

SCAN_CLONES static bool inf_snan_f64(int64_t n, const uint64_t *a) {
  for (int64_t i = 0; i < n; i += SCAN_BLOCK) {
    int64_t m = n - i < SCAN_BLOCK ? n - i : SCAN_BLOCK;
    uint64_t acc = 0;
    for (int64_t k = 0; k < m; k++) acc |= F64_INF_SNAN(a[i + k]);
    if (acc) return true;
  }
  return false;
}

static bool scan_inf_snan_f32(int64_t n, const char *p, int64_t s) {
  if (s == 4 && ((uintptr_t)p & 3) == 0) return inf_snan_f32(n, (const uint32_t *)(const void *)p);
  for (int64_t i = 0; i < n; i++)
    if (F32_INF_SNAN(load32(p + i * s))) return true;
  return false;
}

static bool scan_inf_snan_f64(int64_t n, const char *p, int64_t s) {
  if (s == 8 && ((uintptr_t)p & 7) == 0) return inf_snan_f64(n, (const uint64_t *)(const void *)p);
  for (int64_t i = 0; i < n; i++)
    if (F64_INF_SNAN(load64(p + i * s))) return true;
  return false;
}

int np_scan_trig_f32(int64_t n, const char *p, int64_t s) {
  return scan_inf_snan_f32(n, p, s) ? FE_INVALID : 0;
}

int np_scan_trig_f64(int64_t n, const char *p, int64_t s) {
  return scan_inf_snan_f64(n, p, s) ? FE_INVALID : 0;
}

/* Finite and >= the overflow bound: the positive patterns from the bound up to Inf; finite and
 * <= the underflow bound: the negative ones from that bound up to -Inf (NaNs lie above both). */
#define EXPF_OVER(u) IN_RANGE(u, F32_EXP_OVER, F32_INF)
#define EXPF_UNDER(u) IN_RANGE(u, F32_EXP_UNDER, 0x80000000u | F32_INF)
/* log: +-0; and x < 0, the negative patterns but -0 up to -Inf */
#define LOGF_ZERO(u) (((u) & 0x7fffffffu) == 0)
#define LOGF_NEG(u) IN_RANGE(u, 0x80000001u, (0x80000000u | F32_INF) + 1)

SCAN_CLONES static int expf_flags(int64_t n, const uint32_t *a) {
  uint32_t over = 0, under = 0, snan = 0;
  for (int64_t k = 0; k < n; k++) {
    over |= EXPF_OVER(a[k]);
    under |= EXPF_UNDER(a[k]);
    snan |= F32_SNAN(a[k]);
  }
  return (over ? FE_OVERFLOW : 0) | (under ? FE_UNDERFLOW : 0) | (snan ? FE_INVALID : 0);
}

SCAN_CLONES static int logf_flags(int64_t n, const uint32_t *a) {
  uint32_t zero = 0, neg = 0;
  for (int64_t k = 0; k < n; k++) {
    zero |= LOGF_ZERO(a[k]);
    neg |= LOGF_NEG(a[k]) | F32_SNAN(a[k]);
  }
  return (zero ? FE_DIVBYZERO : 0) | (neg ? FE_INVALID : 0);
}

int np_scan_expf_flags(int64_t n, const char *p, int64_t s) {
  if (s == 4 && ((uintptr_t)p & 3) == 0) return expf_flags(n, (const uint32_t *)(const void *)p);
  int fl = 0;
  for (int64_t i = 0; i < n; i++) {
    uint32_t u = load32(p + i * s);
    fl |= (EXPF_OVER(u) ? FE_OVERFLOW : 0) | (EXPF_UNDER(u) ? FE_UNDERFLOW : 0) |
          (F32_SNAN(u) ? FE_INVALID : 0);
  }
  return fl;
}

int np_scan_logf_flags(int64_t n, const char *p, int64_t s) {
  if (s == 4 && ((uintptr_t)p & 3) == 0) return logf_flags(n, (const uint32_t *)(const void *)p);
  int fl = 0;
  for (int64_t i = 0; i < n; i++) {
    uint32_t u = load32(p + i * s);
    fl |= (LOGF_ZERO(u) ? FE_DIVBYZERO : 0) | (LOGF_NEG(u) || F32_SNAN(u) ? FE_INVALID : 0);
  }
  return fl;
}

/* Elements a block of np_scan_and_run holds: small enough to stay in the first-level cache
 * between its scan and its loop, a multiple of every kernel's lane count. */
#define RUN_BLOCK 2048

/* The output is the input (same place, same steps) or shares no byte with it. */
static bool apart(int64_t n, char **p, const int64_t *s, int elsize) {
  if (p[0] == p[1] && s[0] == s[1]) return true;
  const char *lo0 = p[0] + (s[0] < 0 ? (n - 1) * s[0] : 0), *hi0 = p[0] + (s[0] < 0 ? 0 : (n - 1) * s[0]);
  const char *lo1 = p[1] + (s[1] < 0 ? (n - 1) * s[1] : 0), *hi1 = p[1] + (s[1] < 0 ? 0 : (n - 1) * s[1]);
  return hi0 + elsize <= lo1 || hi1 + elsize <= lo0;
}

int np_scan_and_run(int64_t n, char **p, const int64_t *s, int elsize, NpFlagScan scan,
                    NpScannedLoop loop) {
  if (n <= 0) return 0;
  if (!apart(n, p, s, elsize)) {
    int fl = scan(n, p[0], s[0]); /* before the loop: it may overwrite arguments not yet read */
    loop(n, p, s);
    return fl;
  }
  /* apart: the block is scanned after the loop has read it (from the cache, while reading it
   * from memory overlapped the loop's work); in place, before it is overwritten */
  bool after = p[0] != p[1];
  int fl = 0;
  for (int64_t i = 0; i < n; i += RUN_BLOCK) {
    int64_t m = n - i < RUN_BLOCK ? n - i : RUN_BLOCK;
    char *q[2] = {p[0] + i * s[0], p[1] + i * s[1]};
    if (!after) fl |= scan(m, q[0], s[0]);
    loop(m, q, s);
    if (after) fl |= scan(m, q[0], s[0]);
  }
  return fl;
}

/* The flags of NumPy's SVML routines (AVX-512 machines) that Weft's kernels do not raise by
 * themselves (their own flags are dropped): a range of bit patterns each, found against NumPy
 * (the first and last patterns that raise). */
#define RANGE_SCAN(NAME, T, LOAD, LO, HI, FLAG)                                              \
  SCAN_CLONES static bool NAME##_contig(int64_t n, const T *a) {                            \
    T acc = 0;                                                                              \
    for (int64_t k = 0; k < n; k++) acc |= IN_RANGE_T(T, a[k], LO, HI);                     \
    return acc != 0;                                                                        \
  }                                                                                         \
  int NAME(int64_t n, const char *p, int64_t s) {                                           \
    if (s == (int64_t)sizeof(T) && ((uintptr_t)p & (sizeof(T) - 1)) == 0)                   \
      return NAME##_contig(n, (const T *)(const void *)p) ? FLAG : 0;                       \
    for (int64_t i = 0; i < n; i++)                                                         \
      if (IN_RANGE_T(T, LOAD(p + i * s), LO, HI)) return FLAG;                              \
    return 0;                                                                               \
  }
#define IN_RANGE_T(T, u, lo, hi) ((T)((u) - (T)(lo)) < (T)((T)(hi) - (T)(lo)))

/* expm1: overflow for a finite x >= 709.7827128933841 (float32: >= 88.72283935546875) */
RANGE_SCAN(np_scan_svml_expm1_f64, uint64_t, load64, 0x40862e42fefa39f0ull, 0x7ff0000000000000ull, FE_OVERFLOW)
RANGE_SCAN(np_scan_svml_expm1_f32, uint32_t, load32, 0x42b17218u, 0x7f800000u, FE_OVERFLOW)
