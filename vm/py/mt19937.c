/* mt19937.c — the reference MT19937 generator (mt19937ar.c by Matsumoto and Nishimura),
 * written out once for both random modules. */
#include "mt19937.h"

#include <stdio.h>
#include <time.h>

enum { MT_M = 397 };
#define MT_MATRIX_A 0x9908b0dfU
#define MT_UPPER 0x80000000U
#define MT_LOWER 0x7fffffffU

/* An AVX2 build of the two bulk loops beside the baseline one, picked by the loader. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define MT_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define MT_CLONES
#endif

void rt_mt_seed(RtMT *g, uint32_t seed) {
  g->mt[0] = seed;
  for (int i = 1; i < RT_MT_N; i++)
    g->mt[i] = 1812433253U * (g->mt[i - 1] ^ (g->mt[i - 1] >> 30)) + (uint32_t)i;
  g->mti = RT_MT_N;
}

void rt_mt_seed_array(RtMT *g, const uint32_t *key, size_t keylen) {
  rt_mt_seed(g, 19650218U);
  uint32_t *mt = g->mt;
  size_t i = 1, j = 0;
  for (size_t k = RT_MT_N > keylen ? RT_MT_N : keylen; k; k--) {
    mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
    i++, j++;
    if (i >= RT_MT_N) { mt[0] = mt[RT_MT_N - 1]; i = 1; }
    if (j >= keylen) j = 0;
  }
  for (size_t k = RT_MT_N - 1; k; k--) {
    mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
    i++;
    if (i >= RT_MT_N) { mt[0] = mt[RT_MT_N - 1]; i = 1; }
  }
  mt[0] = 0x80000000U; /* MSB is 1, assuring a non-zero initial array */
  g->mti = RT_MT_N;
}

void rt_mt_seed_os(RtMT *g) {
  uint32_t key[RT_MT_N];
  size_t got = 0;
  FILE *f = fopen("/dev/urandom", "rb");
  if (f) {
    got = fread(key, sizeof key[0], RT_MT_N, f);
    fclose(f);
  }
  if (got < RT_MT_N) { /* no entropy source: fall back to the clock, as CPython does */
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    key[0] = (uint32_t)ts.tv_sec;
    key[1] = (uint32_t)ts.tv_nsec;
    got = 2;
  }
  rt_mt_seed_array(g, key, got);
}

/* The twist, with the reference's mag01[y & 1] as a mask so that the three runs vectorise (the
 * second reads words 227 back, the third its own first word: no dependence within a vector). */
#define MT_TWIST(A, B, C) ((C) ^ ((((A) & MT_UPPER) | ((B) & MT_LOWER)) >> 1) ^ \
                           (-((B) & 1U) & MT_MATRIX_A))
MT_CLONES void rt_mt_generate(RtMT *g) {
  uint32_t *mt = g->mt;
  int k;
  for (k = 0; k < RT_MT_N - MT_M; k++) mt[k] = MT_TWIST(mt[k], mt[k + 1], mt[k + MT_M]);
  for (; k < RT_MT_N - 1; k++) mt[k] = MT_TWIST(mt[k], mt[k + 1], mt[k + (MT_M - RT_MT_N)]);
  mt[RT_MT_N - 1] = MT_TWIST(mt[RT_MT_N - 1], mt[0], mt[MT_M - 1]);
  g->mti = 0;
}

static inline uint32_t mt_temper(uint32_t y) {
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680U;
  y ^= (y << 15) & 0xefc60000U;
  return y ^ (y >> 18);
}

uint32_t rt_mt_next32(RtMT *g) {
  if (g->mti >= RT_MT_N) rt_mt_generate(g);
  return mt_temper(g->mt[g->mti++]);
}

uint64_t rt_mt_next64(RtMT *g) {
  uint64_t hi = rt_mt_next32(g);
  return hi << 32 | rt_mt_next32(g);
}

double rt_mt_double(RtMT *g) {
  uint32_t a = rt_mt_next32(g) >> 5, b = rt_mt_next32(g) >> 6;
  return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* The pairs of words left in the state, in one vectorisable pass; a pair split by a twist
 * goes through rt_mt_double. */
MT_CLONES void rt_mt_fill_doubles(RtMT *g, double *out, int64_t n) {
  while (n > 0) {
    if (g->mti >= RT_MT_N) rt_mt_generate(g);
    int64_t pairs = (RT_MT_N - g->mti) / 2;
    if (pairs == 0) {
      *out++ = rt_mt_double(g);
      n--;
      continue;
    }
    if (pairs > n) pairs = n;
    const uint32_t *w = g->mt + g->mti;
    for (int64_t k = 0; k < pairs; k++) {
      uint32_t a = mt_temper(w[2 * k]) >> 5, b = mt_temper(w[2 * k + 1]) >> 6;
      out[k] = ((double)a * 67108864.0 + (double)b) * (1.0 / 9007199254740992.0);
    }
    g->mti += (int)(2 * pairs);
    out += pairs;
    n -= pairs;
  }
}

/* The words left in the state tempered and masked in one vectorisable pass, then the rejection
 * (a word above max is dropped, the next one tried) in order: the same words accepted as one
 * call of rt_mt_next32 per try. */
MT_CLONES void rt_mt_fill_masked32(RtMT *g, uint32_t mask, uint32_t max, uint64_t off,
                                   uint64_t *out, int64_t n) {
  uint32_t w[RT_MT_N];
  while (n > 0) {
    if (g->mti >= RT_MT_N) rt_mt_generate(g);
    int have = RT_MT_N - g->mti;
    const uint32_t *mt = g->mt + g->mti;
    for (int k = 0; k < have; k++) w[k] = mt_temper(mt[k]) & mask;
    int k = 0;
    for (; k < have && n > 0; k++) {
      if (w[k] > max) continue;
      *out++ = off + w[k];
      n--;
    }
    g->mti += k;
  }
}
