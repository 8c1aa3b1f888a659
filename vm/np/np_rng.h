/* np_rng.h — NumPy 1.24's Generator API (np.random.default_rng), shared by the np_rng*.c files:
 * the PCG64 bit generator and its SeedSequence seeding (np_rng_bits.c), the ziggurat normal and
 * exponential draws (np_rng_zig.c), bounded integers, poisson and binomial (np_rng_dist.c) and
 * the Generator object itself (np_rng.c). Private to vm/np. */
#ifndef WEFT_NP_RNG_H
#define WEFT_NP_RNG_H

#include <stdbool.h>
#include <stdint.h>

#include "../obj/native.h"
#include "../obj/value.h"
#include "../py/mt19937.h"

/* Philox4x64-10's counter, key and the four outputs of the last block, of which buffer_pos
 * have been handed out (np_rng_bits.c). */
typedef struct NpPhilox {
  uint64_t ctr[4], key[2], buffer[4];
  int buffer_pos;
} NpPhilox;
uint64_t np_philox_next64(NpPhilox *p);

/* A PCG64 object: the 128-bit LCG state and increment, and the spare upper half of the last
 * 64-bit draw that next32 hands out before drawing again (NumPy's has_uint32/uinteger). A
 * Philox object is one too, its draws from `philox` instead (NULL for a PCG64). */
typedef struct NpPCG64 {
  Obj hdr;
  unsigned __int128 state, inc;
  bool has_u32;
  uint32_t u32;
  Value seed_seq; /* the SeedSequence that seeded it (owned) */
  NpPhilox *philox;
  RtMT *mt;       /* an MT19937 object: its Mersenne Twister (NULL otherwise) */
  uint64_t *sfc;  /* an SFC64 object: its four words a, b, c and the counter (NULL otherwise) */
} NpPCG64;

/* SFC64's step (numpy/random/src/sfc64/sfc64.h): the sum a + b + counter, the words mixed. */
static inline uint64_t np_sfc64_next64(uint64_t *s) {
  const uint64_t tmp = s[0] + s[1] + s[3]++;
  s[0] = s[1] ^ (s[1] >> 11);
  s[1] = s[2] + (s[2] << 3);
  s[2] = ((s[2] << 24) | (s[2] >> 40)) + tmp;
  return tmp;
}

/* The XSL-RR output of the advanced state (pcg_setseq_128_xsl_rr_64_random_r). */
static inline uint64_t np_pcg_next64(NpPCG64 *g) {
  if (__builtin_expect(g->philox != NULL, 0)) return np_philox_next64(g->philox);
  if (__builtin_expect(g->mt != NULL, 0)) return rt_mt_next64(g->mt);
  if (__builtin_expect(g->sfc != NULL, 0)) return np_sfc64_next64(g->sfc);
  static const unsigned __int128 mult =
      ((unsigned __int128)2549297995355413924ULL << 64) | 4865540595714422341ULL;
  g->state = g->state * mult + g->inc;
  uint64_t hi = (uint64_t)(g->state >> 64), lo = (uint64_t)g->state;
  unsigned rot = (unsigned)(hi >> 58);
  uint64_t x = hi ^ lo;
  return (x >> rot) | (x << ((-rot) & 63));
}

/* 32-bit draws use both halves of a 64-bit one: low half first. */
static inline uint32_t np_pcg_next32(NpPCG64 *g) {
  if (__builtin_expect(g->mt != NULL, 0)) return rt_mt_next32(g->mt); /* one word, no halves */
  if (g->has_u32) {
    g->has_u32 = false;
    return g->u32;
  }
  uint64_t v = np_pcg_next64(g);
  g->has_u32 = true;
  g->u32 = (uint32_t)(v >> 32);
  return (uint32_t)v;
}

/* [0, 1) doubles from 53 bits, floats from 24 (MT19937: its two-word doubles). */
static inline double np_pcg_double(NpPCG64 *g) {
  if (__builtin_expect(g->mt != NULL, 0)) return rt_mt_double(g->mt); /* mt19937_next_double */
  return (double)(np_pcg_next64(g) >> 11) * (1.0 / 9007199254740992.0);
}
static inline float np_pcg_float(NpPCG64 *g) {
  return (float)(np_pcg_next32(g) >> 8) * (1.0f / 16777216.0f);
}

/* ---- np_rng_bits.c: PCG64 and SeedSequence objects ---- */
/* PCG64(seed): seed is None/undef (OS entropy), an int, a sequence of ints or a SeedSequence. */
Value np_pcg64_new(Value seed);
bool np_is_pcg64(Value v);
bool np_is_philox(Value v);
/* np.random.MT19937(seed): seeded from a SeedSequence as NumPy's _seed_from_seq (np_rng_bits.c);
 * np_mt19937_copy gives its state to a legacy RandomState (false for other values). */
Value np_MT19937(Value self, int argc, const Value *argv, const Kwargs *kw);
bool np_is_mt19937(Value v);
bool np_mt19937_copy(Value v, RtMT *out);
Value np_Philox(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_SFC64(Value self, int argc, const Value *argv, const Kwargs *kw);
bool np_is_sfc64(Value v);
bool np_is_seedseq(Value v);
Value np_PCG64(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_SeedSequence(Value self, int argc, const Value *argv, const Kwargs *kw);

/* np_rng_state.c: MT19937's state dict, and any bit generator's state set from its dict
 * (NumPy's TypeError/ValueError/KeyError for a wrong one). */
Value np_mt19937_state(const RtMT *mt);
void np_bitgen_set_state(Value self, Value d);

/* ---- np_rng_zig.c: the 256-strip ziggurats of NumPy's distributions.c ---- */
double np_rng_normal(NpPCG64 *g);
double np_rng_exponential(NpPCG64 *g);
void np_rng_normal_fill(NpPCG64 *g, double *out, int64_t n);
void np_rng_normal_fill_f(NpPCG64 *g, float *out, int64_t n);
void np_rng_exponential_fill(NpPCG64 *g, double *out, int64_t n);
void np_rng_exponential_fill_f(NpPCG64 *g, float *out, int64_t n);

/* ---- np_rng_dist.c: integers and discrete distributions ---- */
/* Uniform in [0, max] by masked rejection (shuffles). */
uint64_t np_rng_interval(NpPCG64 *g, uint64_t max);
/* Uniform in [off, off + rng] by Lemire's method, as random_bounded_uint64 (one draw). */
uint64_t np_rng_bounded64(NpPCG64 *g, uint64_t off, uint64_t rng);
/* Fill n elements of `bits` width with values in [off, off + rng] (random_bounded_*_fill). */
void np_rng_bounded_fill(NpPCG64 *g, int bits, uint64_t off, uint64_t rng, int64_t n, void *out);

/* The cached set-up of the binomial samplers, kept per Generator as NumPy's binomial_t is. */
typedef struct NpBinomial {
  bool has;
  int64_t nsave, m;
  double psave, r, q, fm, p1, xm, xl, xr, c, laml, lamr, p2, p3, p4;
} NpBinomial;

/* One draw in [off, off + rng] of `bits` width (1: bool, 8, 16, 32, 64), the result wrapping
 * to that width as NumPy's unsigned arithmetic does. 8/16-bit and bool draws take the pieces of
 * one 32-bit draw in turn; `pieces` carries them across calls (zero it to start afresh). */
typedef struct NpPieces {
  int left;
  uint32_t buf;
} NpPieces;
uint64_t np_rng_bounded(NpPCG64 *g, int bits, NpPieces *pieces, uint64_t off, uint64_t rng);

int64_t np_rng_poisson(NpPCG64 *g, double lam);
int64_t np_rng_binomial(NpPCG64 *g, double p, int64_t n, NpBinomial *cache);
/* The same samplers on any source of doubles in [0, 1): the legacy RandomState draws them from
 * MT19937 (np_random.c), as NumPy's legacy_random_poisson/binomial do. */
typedef struct NpDoubles {
  double (*next)(void *state);
  void *state;
} NpDoubles;
int64_t np_rng_poisson_from(NpDoubles *g, double lam);
/* legacy: RandomState's sampler, which draws even for n == 0 or p == 0 */
int64_t np_rng_binomial_from(NpDoubles *g, double p, int64_t n, NpBinomial *cache, bool legacy);
/* The largest lam poisson accepts: int64's max less ten standard deviations. */
double np_rng_poisson_lam_max(void);
double np_rng_loggam(double x); /* random_loggam */

/* ---- np_random.c's RandomState, for np_random_legacy.c's distributions ---- */
/* Picks the RandomState a call on self draws from (self, or numpy.random's global one); the
 * functions below then draw from it: MT19937 doubles and the polar method's cached gauss. */
void np_random_begin(Value self);
double np_random_legacy_double(void);
double np_random_legacy_gauss(void);
NpDoubles np_random_legacy_doubles(void);
NpBinomial *np_random_legacy_binomial_cache(void);
/* `size`: None/absent gives -1 (one value), else the dimensions into shape (NumPy's checks). */
int np_random_parse_size(Value size, int64_t *shape);
/* bytes(length)'s argument, as both APIs' Cython methods take it (owner names the class). */
int64_t np_random_bytes_length(const char *owner, int argc, const Value *argv, const Kwargs *kw);
/* np_random_dist.c: its distributions on the module, as RandomState's methods and as the
 * Generator's (NULL: no such distribution) */
NativeFn np_random_legacy_method(const char *name);
NativeFn np_random_gen_method(const char *name);
void np_random_legacy_register(Value m);
/* The shape parameter arrays broadcast to, with the output's (size given: nd >= 0) first. */
int np_random_broadcast(int np, const Value *arr, int nd, const int64_t *shape, int64_t *bs);
/* The same with the output's shape last when size_last (np.broadcast(*params, np.empty(size)),
 * whose mismatch message numbers the arguments in that order). */
int np_random_broadcast_at(int np, const Value *arr, int nd, const int64_t *shape, bool size_last, int64_t *bs);
/* np_random_hyper.c: hypergeometric, whose two APIs draw by different algorithms */
Value np_random_legacy_hypergeometric(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_gen_hypergeometric(Value self, int argc, const Value *argv, const Kwargs *kw);
/* The Generator's hypergeometric draw (random_hypergeometric: HRUA or the urn). */
int64_t np_rng_hypergeometric(NpPCG64 *g, int64_t good, int64_t bad, int64_t sample);
/* np_random_mvhg.c: Generator.multivariate_hypergeometric (methods 'marginals' and 'count') */
Value np_gen_multivariate_hypergeometric(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_random_legacy_dirichlet(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_gen_dirichlet(Value self, int argc, const Value *argv, const Kwargs *kw);
/* np_random_mvn.c: multivariate_normal */
Value np_random_legacy_mvn(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_gen_mvn(Value self, int argc, const Value *argv, const Kwargs *kw);
/* np_random_multi.c: multinomial, for RandomState (module functions and methods) and the
 * Generator */
Value np_random_legacy_multinomial(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_gen_multinomial(Value self, int argc, const Value *argv, const Kwargs *kw);

/* ---- np_rng.c / np_rng_choice.c: the Generator ---- */
typedef struct NpGenerator {
  Obj hdr;
  Value bitgen; /* the PCG64 object (owned) */
  NpBinomial binomial;
} NpGenerator;

static inline NpPCG64 *np_gen_bits(Value self) {
  return RT_AS(NpPCG64, RT_AS(NpGenerator, self)->bitgen);
}

/* `size`: None/undef gives -1 (draw one scalar), else the shape's ndim. */
int np_rng_size(Value size, int64_t *shape);
Value np_gen_choice(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_gen_shuffle(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_gen_permutation(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_gen_permuted(Value self, int argc, const Value *argv, const Kwargs *kw);
/* Shared by the legacy RandomState API and the Generator (np_random.c): the smallest all-ones
 * mask covering max (NumPy's masked rejection sampling), and searchsorted(cdf, x,
 * side='right') (how many cdf entries are <= x: weighted choice). */
uint64_t np_rand_mask(uint64_t max);
int64_t np_cdf_search_right(const double *cdf, int64_t n, double x);
/* Registers default_rng, Generator, PCG64 and SeedSequence in numpy.random (np_rng.c). */
void np_rng_register(Value m);

#endif
