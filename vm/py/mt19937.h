/* mt19937.h — the Mersenne Twister MT19937 (Matsumoto & Nishimura's reference generator),
 * shared by Python's `random` (pyrandom.c) and NumPy's legacy `numpy.random` (np_random.c).
 * Both seed it with the reference init_genrand / init_by_array and build doubles with the
 * reference 53-bit genrand_res53, which is what makes their streams reproducible here. */
#ifndef WEFT_RT_MT19937_H
#define WEFT_RT_MT19937_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>

#define RT_MT_N 624

typedef struct RtMT {
  uint32_t mt[RT_MT_N];
  int mti;  /* next word to hand out; RT_MT_N means "regenerate first" */
} RtMT;

void rt_mt_seed(RtMT *g, uint32_t seed);                               /* init_genrand */
void rt_mt_seed_array(RtMT *g, const uint32_t *key, size_t keylen);    /* init_by_array */
/* Seed from the operating system's entropy (the state an unseeded generator starts in). */
void rt_mt_seed_os(RtMT *g);
uint32_t rt_mt_next32(RtMT *g);                                        /* genrand_int32 */
/* The next RT_MT_N words of the state (mti becomes 0): for code that draws inline. */
void rt_mt_generate(RtMT *g);
/* n draws of off + (word & mask) over words whose masked value is at most max, the others
 * skipped (NumPy's masked rejection sampling on 32-bit words), as uint64. */
void rt_mt_fill_masked32(RtMT *g, uint32_t mask, uint32_t max, uint64_t off, uint64_t *out,
                         int64_t n);
/* Two words, the first as the high half (NumPy's mt19937_next64). */
uint64_t rt_mt_next64(RtMT *g);
/* [0, 1) with 53 random bits: (a >> 5) * 2**26 + (b >> 6), over 2**53 (genrand_res53). */
double rt_mt_double(RtMT *g);
/* n such doubles in a row (the same stream as n calls of rt_mt_double). */
void rt_mt_fill_doubles(RtMT *g, double *out, int64_t n);

/* Python's `random.random()` on the module's global generator (pyrandom.c): for other parts of
 * Weft that must draw from the same stream (e.g. compiled @jit code calling random.random()). */
double rt_pyrandom_random(void);
/* That generator's state (seeded first if it was not): compiled code draws from it inline. */
RtMT *rt_pyrandom_state(void);
/* While on (set by @jit's interpreter tier for code Numba compiles in nopython mode, per
 * thread), random.seed(n) seeds as Numba's compiled random.seed does: init_genrand with n's low
 * 32 bits, not CPython's init_by_array. Returns the previous setting. */
bool rt_pyrandom_numba_seeding(bool on);

/* Numba's generator for np.random in @jit code (vm/np/np_random.c: a legacy RandomState of its
 * own, which np.random's functions draw from while @jit code runs in the interpreter tier;
 * seeded first if it was not), for compiled code that draws from it inline: its MT state and
 * its gauss cache (has_gauss, gauss). np_random_numba_seed: np.random.seed(s) on it. */
RtMT *np_random_numba_draws(bool **has_gauss, double **gauss);
void np_random_numba_seed(unsigned s);

#endif
