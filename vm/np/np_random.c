/* np_random.c — numpy.random: NumPy 1.24's legacy RandomState on MT19937, bit for bit, as
 * module functions (seed, rand, randn, random, normal, uniform, exponential, randint, choice,
 * shuffle, permutation, ...) and as np.random.RandomState objects with the same methods.
 *
 * Legacy details reproduced here: seed(n) is init_genrand(n) for 0 <= n < 2**32 (a sequence
 * seeds with init_by_array); doubles are genrand_res53; normals come from the polar method
 * with the second value cached (reset by seed); bounded integers use masked rejection
 * sampling — 32-bit draws when the range fits in 32 bits, 64-bit draws (high word first)
 * otherwise, and for 8/16-bit dtypes and bool the bits of one 32-bit draw are handed out in
 * pieces across an array's elements; shuffles draw random_interval(i) for i = n-1 .. 1.
 * Without `size`, functions return Python floats/ints as RandomState does.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_castwarn.h"
#include "array.h"
#include "../base/error.h"
#include "np_internal.h"
#include "np_strarray.h"
#include "np_rng.h"
#include "../py/mt19937.h"
#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

/* The legacy generator's whole state: a RandomState object. The module functions draw from a
 * hidden global instance, as numpy.random's own functions are methods of a global _rand. */
typedef struct RandomState {
  Obj hdr;
  RtMT mt;
  bool seeded;
  bool has_gauss; /* legacy_gauss's cached second value */
  double gauss;
  NpBinomial binomial; /* binomial's cached set-up, as NumPy's binomial_t */
} RandomState;

static const ObjType randomstate_type;

static void init_global(void *p) { rt_obj_init(&((RandomState *)p)->hdr, &randomstate_type); }
/* The hidden global instance: the running VM's own (vm/obj/runtime.h). */
static RtStateKey global_key = {"numpy.random's global RandomState", sizeof(RandomState), init_global, NULL, 0};
static RandomState *global_state(void) { return rt_runtime_state(&global_key); }
/* Numba's own generator for np.random in @jit code (its interpreter tier here, and native code
 * through np_random_numba_draws): np.random.seed outside jitted code does not reach it, as
 * Numba documents; unseeded, it starts from the system's entropy. */
static RtStateKey numba_key = {"Numba's numpy.random generator", sizeof(RandomState), init_global, NULL, 0};
static RandomState *numba_state(void) { return rt_runtime_state(&numba_key); }

/* The state the running call draws from; set on entry by every native below (use_state). */
static _Thread_local RandomState *cur;

static void use_state(Value self) {
  cur = rt_is_type(self, &randomstate_type) ? RT_AS(RandomState, self) : rt_np_in_numba_code() ? numba_state() : global_state();
}

static RtMT *gen(void) {
  if (!cur) cur = global_state();
  if (!cur->seeded) {
    rt_mt_seed_os(&cur->mt);
    cur->seeded = true;
  }
  return &cur->mt;
}

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

/* ---- seeding ---- */

static uint32_t seed_word(Value v) {
  if (v.tag == RT_FLOAT || (rt_is_npscalar(v) && rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'f'))
    rt_raise(
        RT_EXC_TypeError,
        "Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule 'safe'");
  int64_t n = rt_to_index(v, NULL);
  if (n < 0 || n > 0xFFFFFFFFLL)
    rt_raise(RT_EXC_ValueError, "Seed must be between 0 and 2**32 - 1");
  return (uint32_t)n;
}

static void seed_sequence(Value seq) {
  int64_t n = rt_len(seq);
  if (n == 0) rt_raise(RT_EXC_ValueError, "Seed must be non-empty");
  uint32_t *key = rt_malloc((size_t)n * sizeof *key);
  for (int64_t i = 0; i < n; i++) {
    Value item = rt_getitem(seq, rt_int(i));
    key[i] = seed_word(item);
    rt_decref(item);
  }
  rt_mt_seed_array(&cur->mt, key, (size_t)n);
  free(key);
}

/* RandomState._legacy_seeding: None, an int in [0, 2**32) or a sequence of them. */
static void seed_state(Value seed) {
  if (!given(seed))
    rt_mt_seed_os(&cur->mt);
  else if (rt_is_list(seed) || rt_is_tuple(seed) || rt_is_array(seed))
    seed_sequence(seed);
  else
    rt_mt_seed(&cur->mt, seed_word(seed));
  cur->seeded = true;
  cur->has_gauss = false;
  cur->gauss = 0.0;
}

static Value np_seed(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"seed"};
  Value a[1];
  use_state(self);
  rt_parse_args("seed", argc, argv, kw, 1, names, 0, a);
  seed_state(a[0]);
  return rt_none();
}

/* ---- shapes ---- */

/* `size`: None (-1: draw one scalar), an int, or a sequence of ints. Returns ndim. */
static int parse_size(Value size, int64_t *shape) {
  if (!given(size)) return -1;
  int nd;
  if (rt_is_tuple(size) || rt_is_list(size)) {
    int64_t n = rt_len(size);
    if (n > RT_MAXDIM)
      rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %lld",
               RT_MAXDIM, (long long)n);
    nd = (int)n;
    for (int i = 0; i < nd; i++) {
      Value item = rt_getitem(size, rt_int(i));
      shape[i] = rt_to_index(item, NULL);
      rt_decref(item);
    }
  } else {
    nd = 1;
    shape[0] = rt_to_index(size, NULL);
  }
  for (int i = 0; i < nd; i++)
    if (shape[i] < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  return nd;
}

/* rand(d0, d1, ...) / randn(...): the dimensions as positional arguments. */
static int dims_from_args(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                          int64_t *shape) {
  if (kw && kw->n > 0)
    rt_raise(RT_EXC_TypeError, "%s() got an unexpected keyword argument '%s'", fname, kw->names[0]);
  if (argc == 0) return -1;
  if (argc > RT_MAXDIM)
    rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d",
             RT_MAXDIM, argc);
  for (int i = 0; i < argc; i++) {
    shape[i] = rt_to_index(argv[i], NULL);
    if (shape[i] < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  }
  return argc;
}

/* ---- continuous distributions ---- */

static double legacy_gauss(void) {
  if (cur->has_gauss) {
    cur->has_gauss = false;
    double t = cur->gauss;
    cur->gauss = 0.0;
    return t;
  }
  double x1, x2, r2;
  do {
    x1 = 2.0 * rt_mt_double(gen()) - 1.0;
    x2 = 2.0 * rt_mt_double(gen()) - 1.0;
    r2 = x1 * x1 + x2 * x2;
  } while (r2 >= 1.0 || r2 == 0.0);
  double f = sqrt(-2.0 * log(r2) / r2);
  cur->gauss = f * x1;
  cur->has_gauss = true;
  return f * x2;
}

typedef enum { DRAW_UNIFORM01, DRAW_GAUSS, DRAW_NORMAL, DRAW_UNIFORM, DRAW_EXPONENTIAL } DrawKind;

/* One draw; p0/p1 are loc/scale (normal), low/range (uniform), scale (exponential). */
static double draw(DrawKind k, double p0, double p1) {
  switch (k) {
  case DRAW_UNIFORM01:
    return rt_mt_double(gen());
  case DRAW_GAUSS:
    return legacy_gauss();
  case DRAW_NORMAL:
    return p0 + p1 * legacy_gauss();
  case DRAW_UNIFORM:
    return p0 + p1 * rt_mt_double(gen());
  case DRAW_EXPONENTIAL:
    return p0 * -log(1.0 - rt_mt_double(gen()));
  }
  return 0;
}

/* A Python float when nd < 0, else a float64 array of that shape filled in C order. */
static Value draw_doubles(int nd, const int64_t *shape, DrawKind k, double p0, double p1) {
  if (nd < 0) return rt_float(draw(k, p0, p1));
  Value arr = rt_array_new(DT_FLOAT64, nd, shape, false);
  Array *a = RT_AS(Array, arr);
  double *d = (double *)a->data;
  if (k == DRAW_UNIFORM01) {
    rt_mt_fill_doubles(gen(), d, a->size);
    return arr;
  }
  for (int64_t i = 0; i < a->size; i++) d[i] = draw(k, p0, p1);
  return arr;
}

static Value sized_draw(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                        DrawKind k) {
  static const char *const names[] = {"size"};
  Value a[1];
  int64_t shape[RT_MAXDIM];
  rt_parse_args(fname, argc, argv, kw, 1, names, 0, a);
  return draw_doubles(parse_size(a[0], shape), shape, k, 0, 0);
}

static Value np_random_sample(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  return sized_draw("random_sample", argc, argv, kw, DRAW_UNIFORM01);
}

static Value np_standard_normal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  return sized_draw("standard_normal", argc, argv, kw, DRAW_GAUSS);
}

static Value np_standard_exponential(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"size"};
  Value a[1];
  int64_t shape[RT_MAXDIM];
  rt_parse_args("standard_exponential", argc, argv, kw, 1, names, 0, a);
  return draw_doubles(parse_size(a[0], shape), shape, DRAW_EXPONENTIAL, 1.0, 0);
}

static Value np_rand(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  int64_t shape[RT_MAXDIM];
  int nd = dims_from_args("rand", argc, argv, kw, shape);
  return draw_doubles(nd, shape, DRAW_UNIFORM01, 0, 0);
}

static Value np_randn(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  int64_t shape[RT_MAXDIM];
  int nd = dims_from_args("randn", argc, argv, kw, shape);
  return draw_doubles(nd, shape, DRAW_GAUSS, 0, 0);
}

/* ---- distribution parameters: scalars, or arrays broadcast against the output ---- */

static bool is_scalar_param(Value v) {
  return rt_is_undef(v) || v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL ||
         rt_is_npscalar(v) || (rt_is_array(v) && RT_AS(Array, v)->ndim == 0);
}

static double scalar_param(Value v, double dflt) {
  if (rt_is_undef(v)) return dflt;
  if (!rt_is_array(v)) return rt_to_double(v, NULL);
  const Array *a = RT_AS(Array, v);
  return rt_dtypes[a->dtype].kind == 'f' ? rt_elem_get_f64(a->dtype, a->data)
                                         : (double)rt_elem_get_i64(a->dtype, a->data);
}

/* Validation cont() does before drawing; p0/p1 as draw() takes them, except that uniform's
 * p1 is still `high`. */
static void check_params(DrawKind k, double p0, double p1) {
  if (k == DRAW_NORMAL && signbit(p1)) rt_raise(RT_EXC_ValueError, "scale < 0");
  if (k == DRAW_EXPONENTIAL && signbit(p0)) rt_raise(RT_EXC_ValueError, "scale < 0");
  if (k == DRAW_UNIFORM && !isfinite(p1 - p0))
    rt_raise(RT_EXC_OverflowError, "Range exceeds valid bounds");
}

static void shape_text(char *buf, size_t cap, const Array *a) {
  size_t n = (size_t)snprintf(buf, cap, "(");
  for (int i = 0; i < a->ndim && n < cap; i++)
    n += (size_t)snprintf(buf + n, cap - n, i ? ", %lld" : "%lld", (long long)a->shape[i]);
  if (n < cap) snprintf(buf + n, cap - n, a->ndim == 1 ? ",)" : ")");
}

/* The broadcast shape of two parameter arrays (NumPy's message on mismatch). */
static int broadcast_pair(const Array *x, const Array *y, int64_t *shape) {
  int nd = x->ndim > y->ndim ? x->ndim : y->ndim;
  for (int d = 0; d < nd; d++) {
    int dx = d - (nd - x->ndim), dy = d - (nd - y->ndim);
    int64_t sx = dx >= 0 ? x->shape[dx] : 1, sy = dy >= 0 ? y->shape[dy] : 1;
    if (sx != sy && sx != 1 && sy != 1) {
      char tx[200], ty[200];
      shape_text(tx, sizeof tx, x);
      shape_text(ty, sizeof ty, y);
      rt_raise(RT_EXC_ValueError,
               "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is "
               "between arg 0 with shape %s and arg 1 with shape %s.",
               tx, ty);
    }
    shape[d] = sx == 1 ? sy : sx;
  }
  return nd;
}

/* Byte strides that read a as if broadcast to shape[nd] (0 along stretched axes). */
static void broadcast_strides(const Array *a, int nd, const int64_t *shape, int64_t *strides) {
  for (int d = 0; d < nd; d++) {
    int da = d - (nd - a->ndim);
    bool stretched = da < 0 || (a->shape[da] == 1 && shape[d] != 1);
    if (da >= 0 && a->shape[da] != shape[d] && !stretched)
      rt_raise(RT_EXC_ValueError,
               "Output size is not compatible with broadcast dimensions of inputs");
    strides[d] = stretched ? 0 : a->strides[da];
  }
}

/* Visits the output's elements in C order with the two parameters of each. */
typedef struct ParamIter {
  const Array *x, *y;
  int nd;
  int64_t shape[RT_MAXDIM], sx[RT_MAXDIM], sy[RT_MAXDIM], idx[RT_MAXDIM];
} ParamIter;

static void param_at(ParamIter *it, double *p0, double *p1) {
  int64_t ox = 0, oy = 0;
  for (int d = 0; d < it->nd; d++) ox += it->idx[d] * it->sx[d], oy += it->idx[d] * it->sy[d];
  *p0 = rt_elem_get_f64(DT_FLOAT64, it->x->data + ox);
  *p1 = rt_elem_get_f64(DT_FLOAT64, it->y->data + oy);
  for (int d = it->nd - 1; d >= 0 && ++it->idx[d] == it->shape[d]; d--) it->idx[d] = 0;
}

static Value draw_broadcast(DrawKind k, Value v0, double d0, Value v1, double d1, int nd,
                            const int64_t *size) {
  Value x = rt_array_from_value(rt_is_undef(v0) ? rt_float(d0) : v0, DT_FLOAT64);
  Value y = rt_array_from_value(rt_is_undef(v1) ? rt_float(d1) : v1, DT_FLOAT64);
  ParamIter it = {RT_AS(Array, x), RT_AS(Array, y), 0, {0}, {0}, {0}, {0}};
  if (nd >= 0) {
    it.nd = nd;
    memcpy(it.shape, size, (size_t)nd * sizeof *size);
  } else {
    it.nd = broadcast_pair(it.x, it.y, it.shape);
  }
  broadcast_strides(it.x, it.nd, it.shape, it.sx);
  broadcast_strides(it.y, it.nd, it.shape, it.sy);
  Value out = rt_array_new(DT_FLOAT64, it.nd, it.shape, false);
  Array *o = RT_AS(Array, out);
  double p0, p1, *d = (double *)o->data;
  for (int64_t i = 0; i < o->size; i++) {
    param_at(&it, &p0, &p1);
    check_params(k, p0, p1);
  }
  for (int64_t i = 0; i < o->size; i++) {
    param_at(&it, &p0, &p1);
    d[i] = draw(k, p0, k == DRAW_UNIFORM ? p1 - p0 : p1);
  }
  rt_decref(x);
  rt_decref(y);
  return out;
}

/* cont(): one draw per output element; a Python float when every input is a scalar and no
 * size is given. d0/d1 are the defaults of absent parameters. */
static Value continuous(DrawKind k, Value v0, double d0, Value v1, double d1, Value size) {
  int64_t shape[RT_MAXDIM];
  int nd = parse_size(size, shape);
  if (!is_scalar_param(v0) || !is_scalar_param(v1))
    return draw_broadcast(k, v0, d0, v1, d1, nd, shape);
  double p0 = scalar_param(v0, d0), p1 = scalar_param(v1, d1);
  check_params(k, p0, p1);
  return draw_doubles(nd, shape, k, p0, k == DRAW_UNIFORM ? p1 - p0 : p1);
}

static Value np_normal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"loc", "scale", "size"};
  Value a[3];
  rt_parse_args("normal", argc, argv, kw, 3, names, 0, a);
  return continuous(DRAW_NORMAL, a[0], 0.0, a[1], 1.0, a[2]);
}

static Value np_uniform(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"low", "high", "size"};
  Value a[3];
  rt_parse_args("uniform", argc, argv, kw, 3, names, 0, a);
  return continuous(DRAW_UNIFORM, a[0], 0.0, a[1], 1.0, a[2]);
}

static Value np_exponential(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"scale", "size"};
  Value a[2];
  rt_parse_args("exponential", argc, argv, kw, 2, names, 0, a);
  return continuous(DRAW_EXPONENTIAL, a[0], 1.0, rt_undef(), 0.0, a[1]);
}

/* ---- poisson, binomial: the Generator's samplers drawing from MT19937 ---- */

static double mt_double(void *g) { return rt_mt_double(g); }

/* ---- what np_random_legacy.c draws with (np_rng.h) ---- */

void np_random_begin(Value self) { use_state(self); }
double np_random_legacy_double(void) { return rt_mt_double(gen()); }
double np_random_legacy_gauss(void) { return legacy_gauss(); }
NpDoubles np_random_legacy_doubles(void) { return (NpDoubles){mt_double, gen()}; }
NpBinomial *np_random_legacy_binomial_cache(void) { return &cur->binomial; }
int np_random_parse_size(Value size, int64_t *shape) { return parse_size(size, shape); }

/* Parameter k of element i: a scalar, or the broadcast array's element. */
static double disc_param(Value v, const Array *b, int64_t i) {
  if (!b) return scalar_param(v, 0);
  const char *p = b->data;
  for (int d = b->ndim - 1; d >= 0; d--) {
    p += (i % b->shape[d]) * b->strides[d];
    i /= b->shape[d];
  }
  return rt_elem_get_f64(b->dtype, p);
}

/* NumPy's legacy checks and messages (arrays say "contains NaNs" where scalars say "is NaN") */
static void disc_check(bool poisson, double p0, double p1, bool arrays) {
  const char *nan = arrays ? "contains NaNs" : "is NaN";
  if (poisson) {
    if (!(p0 >= 0)) rt_raise(RT_EXC_ValueError, "lam < 0 or lam %s", nan);
    if (!(p0 <= np_rng_poisson_lam_max())) rt_raise(RT_EXC_ValueError, "lam value too large");
    return;
  }
  if (p0 < 0) rt_raise(RT_EXC_ValueError, "n < 0");
  if (!(p1 >= 0 && p1 <= 1)) rt_raise(RT_EXC_ValueError, "p < 0, p > 1 or p %s", nan);
}

/* disc(): int64 draws; a Python int when every parameter is a scalar and no size is given.
 * Parameters are validated over all elements before the first draw, as NumPy does. */
static Value discrete(bool poisson, Value v0, double d0, Value v1, Value size) {
  int64_t shape[RT_MAXDIM];
  int nd = parse_size(size, shape);
  Value arrs[2] = {rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&arrs[0]);
  rt_cleanup_push_value(&arrs[1]);
  Value vs[2] = {rt_is_undef(v0) ? rt_float(d0) : v0, v1};
  bool scalars = is_scalar_param(vs[0]) && (poisson || is_scalar_param(vs[1]));
  if (!scalars) {
    int64_t bs[RT_MAXDIM];
    int bn = 0;
    for (int k = 0; k < (poisson ? 1 : 2); k++) {
      arrs[k] = rt_array_from_value(vs[k], poisson || k == 1 ? DT_FLOAT64 : DT_INT64);
      int64_t prev[RT_MAXDIM];
      memcpy(prev, bs, sizeof prev); /* the output may not alias an input */
      bn = rt_broadcast_shapes(bn, prev, RT_AS(Array, arrs[k])->ndim, RT_AS(Array, arrs[k])->shape, bs);
    }
    if (nd < 0) {
      nd = bn;
      memcpy(shape, bs, sizeof(int64_t) * (size_t)bn);
    }
    for (int k = 0; k < (poisson ? 1 : 2); k++) {
      Value b = rt_array_broadcast_to(arrs[k], nd, shape);
      rt_decref(arrs[k]);
      arrs[k] = b;
    }
  }
  const Array *b0 = scalars ? NULL : RT_AS(Array, arrs[0]);
  const Array *b1 = scalars || poisson ? NULL : RT_AS(Array, arrs[1]);
  int64_t n = nd < 0 ? 1 : np_shape_size(nd, shape, 1);
  for (int64_t i = 0; i < n; i++)
    disc_check(poisson, disc_param(vs[0], b0, i), poisson ? 0 : disc_param(vs[1], b1, i), !scalars);
  NpDoubles src = {mt_double, gen()};
  Value out = nd < 0 ? rt_undef() : rt_array_new(DT_INT64, nd, shape, false);
  rt_cleanup_push_value(&out);
  for (int64_t i = 0; i < n; i++) {
    double p0 = disc_param(vs[0], b0, i);
    int64_t r = poisson ? np_rng_poisson_from(&src, p0)
                        : np_rng_binomial_from(&src, disc_param(vs[1], b1, i), (int64_t)p0,
                                               &cur->binomial, true);
    if (nd < 0) {
      rt_cleanup_pop(mark, true);
      return rt_int(r);
    }
    ((int64_t *)RT_AS(Array, out)->data)[i] = r;
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value np_poisson(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"lam", "size"};
  Value a[2];
  rt_parse_args("poisson", argc, argv, kw, 2, names, 0, a);
  return discrete(true, a[0], 1.0, rt_undef(), a[1]);
}

static Value np_binomial(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"n", "p", "size"};
  Value a[3];
  rt_parse_args("binomial", argc, argv, kw, 3, names, 2, a);
  return discrete(false, a[0], 0.0, a[1], a[2]);
}

/* ---- get_state / set_state: ('MT19937', keys, pos, has_gauss, cached_gaussian) ---- */
static Value np_get_state(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"legacy"};
  Value a[1];
  rt_parse_args("get_state", argc, argv, kw, 1, names, 0, a);
  if (given(a[0]) && !rt_truthy(a[0]))
    rt_raise(RT_EXC_TypeError, "np.random.get_state(legacy=False) is not supported in Weft");
  RtMT *g = gen();
  int64_t n = RT_MT_N;
  Value keys = rt_array_new(DT_UINT32, 1, &n, false);
  memcpy(RT_AS(Array, keys)->data, g->mt, sizeof g->mt);
  Value name = rt_str_from_c("MT19937");
  Value t = rt_tuple_from(5, (Value[]){name, keys, rt_int(g->mti), rt_int(cur->has_gauss),
                                       rt_float(cur->gauss)});
  rt_decref(name);
  rt_decref(keys);
  return t;
}

static Value np_set_state(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"state"};
  Value a[1];
  rt_parse_args("set_state", argc, argv, kw, 1, names, 1, a);
  if (!rt_is_tuple(a[0]) || (rt_len(a[0]) != 5 && rt_len(a[0]) != 3))
    rt_raise(RT_EXC_ValueError, "state must be a dict or a tuple.");
  const Value *it = RT_AS(Tuple, a[0])->items;
  if (!rt_is_str(it[0]) || strcmp(rt_str_data(it[0]), "MT19937"))
    rt_raise(RT_EXC_ValueError, "set_state can only be used with legacy MT19937state instances.");
  Value keys = rt_array_from_value(it[1], DT_UINT32);
  int mark = rt_cleanup_push_value(&keys);
  if (RT_AS(Array, keys)->size != RT_MT_N) rt_raise(RT_EXC_ValueError, "state must be 624 longs");
  Value kc = rt_array_contiguous(keys, false);
  rt_cleanup_push_value(&kc);
  RtMT *g = gen();
  memcpy(g->mt, RT_AS(Array, kc)->data, sizeof g->mt);
  g->mti = (int)rt_to_index(it[2], NULL);
  cur->has_gauss = rt_len(a[0]) == 5 && rt_truthy(it[3]);
  cur->gauss = rt_len(a[0]) == 5 ? rt_to_double(it[4], NULL) : 0.0;
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- bounded integers (numpy/random/src/distributions/distributions.c) ---- */

typedef struct Bounded {
  int bits; /* 1 (bool), 8, 16, 32 or 64: the dtype's width */
  uint64_t off, rng, mask;
  uint32_t buf; /* the 32-bit draw being handed out in pieces (8/16-bit, bool) */
  int bcnt;     /* pieces left in buf */
} Bounded;

uint64_t np_rand_mask(uint64_t max) {
  uint64_t mask = max;
  mask |= mask >> 1;
  mask |= mask >> 2;
  mask |= mask >> 4;
  mask |= mask >> 8;
  mask |= mask >> 16;
  mask |= mask >> 32;
  return mask;
}

/* buffered_uint8 / buffered_uint16 / the bit source of buffered_bounded_bool */
static uint32_t buffered(Bounded *b) {
  int per_word = 32 / b->bits;
  if (b->bcnt == 0) {
    b->buf = rt_mt_next32(gen());
    b->bcnt = per_word - 1;
  } else {
    b->buf >>= b->bits;
    b->bcnt--;
  }
  return b->bits == 8 ? (b->buf & 0xFF) : b->bits == 16 ? (b->buf & 0xFFFF) : (b->buf & 1);
}

static uint64_t bounded_small(Bounded *b) {
  if (b->bits == 1) return buffered(b);
  uint64_t full = b->bits == 8 ? 0xFF : 0xFFFF, v;
  if (b->rng == full) return b->off + buffered(b);
  while ((v = (buffered(b) & b->mask)) > b->rng) {
  }
  return b->off + v;
}

static uint64_t bounded_next(Bounded *b) {
  uint64_t v;
  if (b->rng == 0) return b->off;
  if (b->bits < 32) return bounded_small(b);
  if (b->rng == 0xFFFFFFFFULL) return b->off + rt_mt_next32(gen());
  if (b->rng < 0xFFFFFFFFULL) {
    while ((v = (rt_mt_next32(gen()) & b->mask)) > b->rng) {
    }
    return b->off + v;
  }
  if (b->rng == UINT64_MAX) return b->off + rt_mt_next64(gen());
  while ((v = (rt_mt_next64(gen()) & b->mask)) > b->rng) {
  }
  return b->off + v;
}

/* random_interval: uniform in [0, max], as shuffle and permutation draw. */
static uint64_t random_interval(uint64_t max) {
  if (max == 0) return 0;
  uint64_t mask = np_rand_mask(max), v;
  if (max <= 0xFFFFFFFFULL) {
    while ((v = (rt_mt_next32(gen()) & mask)) > max) {
    }
  } else {
    while ((v = (rt_mt_next64(gen()) & mask)) > max) {
    }
  }
  return v;
}

/* The dtype's range as int64 bounds (uint64's top half is out of Weft's int range anyway). */
static void dtype_bounds(DType dt, int64_t *lo, int64_t *hi) {
  int bits = rt_dtypes[dt].itemsize * 8;
  char kind = rt_dtypes[dt].kind;
  if (kind == 'b') {
    *lo = 0;
    *hi = 1;
  } else if (kind == 'u') {
    *lo = 0;
    *hi = bits == 64 ? INT64_MAX : (int64_t)((1ULL << bits) - 1);
  } else {
    *lo = bits == 64 ? INT64_MIN : -(1LL << (bits - 1));
    *hi = bits == 64 ? INT64_MAX : (1LL << (bits - 1)) - 1;
  }
}

/* Checks low < high for dtype and sets up the generator for the closed range [low, high-1]. */
static void bounded_init(Bounded *b, DType dt, int64_t low, int64_t high) {
  int64_t dlo, dhi;
  dtype_bounds(dt, &dlo, &dhi);
  const char *name = rt_dtypes[dt].kind == 'b' ? "bool" : rt_dtypes[dt].name;
  if (low < dlo) rt_raise(RT_EXC_ValueError, "low is out of bounds for %s", name);
  if (high - 1 > dhi) rt_raise(RT_EXC_ValueError, "high is out of bounds for %s", name);
  if (low > high - 1) rt_raise(RT_EXC_ValueError, low == 0 ? "high <= 0" : "low >= high");
  memset(b, 0, sizeof *b);
  b->bits = rt_dtypes[dt].kind == 'b' ? 1 : rt_dtypes[dt].itemsize * 8;
  b->off = (uint64_t)low;
  b->rng = (uint64_t)(high - 1) - (uint64_t)low;
  b->mask = np_rand_mask(b->rng);
}

/* What randint returns for size=None: dtype int/bool (the builtins, the default) give Python
 * values, any other dtype a NumPy scalar. */
static Value randint_scalar(DType dt, Value dtype_arg, uint64_t v) {
  if (!given(dtype_arg) || rt_is(dtype_arg, rt_builtin_lookup("int"))) return rt_int((int64_t)v);
  if (rt_is(dtype_arg, rt_builtin_lookup("bool"))) return rt_bool(v & 1);
  return rt_npscalar_new(dt, &v); /* little-endian: the low bytes are the value */
}

/* randint's bounds go through int(): floats truncate. */
static int64_t bound_arg(Value v) {
  if (v.tag == RT_FLOAT ||
      (rt_is_npscalar(v) && rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'f')) {
    double d = rt_to_double(v, NULL);
    if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0))
      rt_raise(RT_EXC_OverflowError, "cannot convert float to integer");
    return (int64_t)d;
  }
  return rt_to_index(v, NULL);
}

static bool array_bound(Value v) {
  return rt_is_list(v) || rt_is_tuple(v) || (rt_is_array(v) && RT_AS(Array, v)->ndim > 0);
}

/* low/high broadcast as an int64 array of shape (nd, shape), contiguous (a new reference) */
static Value bounds_as(Value v, int nd, const int64_t *shape) {
  Value a = rt_array_from_value(v, DT_INT64);
  int mark = rt_cleanup_push_value(&a);
  Value b = rt_array_broadcast_to(a, nd, shape);
  rt_cleanup_push_value(&b);
  Value c = rt_array_contiguous(b, true);
  rt_cleanup_pop(mark, true);
  return c;
}

/* randint with array bounds, as _rand_<dtype>_broadcast: the bounds checked over all elements
 * first, then one masked draw per element, each with its own range (the small dtypes' buffered
 * 32-bit word carried from one element to the next). */
static Value randint_broadcast(DType dt, Value low, Value high, Value size) {
  Value lo = rt_array_from_value(low, DT_INT64);
  int mark = rt_cleanup_push_value(&lo);
  Value hi = rt_array_from_value(high, DT_INT64);
  rt_cleanup_push_value(&hi);
  const Array *la = RT_AS(Array, lo), *ha = RT_AS(Array, hi);
  int64_t shape[RT_MAXDIM];
  int nd = parse_size(size, shape);
  if (nd < 0) nd = rt_broadcast_shapes(la->ndim, la->shape, ha->ndim, ha->shape, shape);
  Value l = bounds_as(lo, nd, shape);
  rt_cleanup_push_value(&l);
  Value h = bounds_as(hi, nd, shape);
  rt_cleanup_push_value(&h);
  const int64_t *lv = (const int64_t *)RT_AS(Array, l)->data, *hv = (const int64_t *)RT_AS(Array, h)->data;
  int64_t n = RT_AS(Array, l)->size, dlo, dhi;
  dtype_bounds(dt, &dlo, &dhi);
  const char *name = rt_dtypes[dt].kind == 'b' ? "bool" : rt_dtypes[dt].name;
  bool low_bad = false, high_bad = false, order_bad = false, any_low = false;
  for (int64_t i = 0; i < la->size; i++) any_low |= ((const int64_t *)la->data)[i] != 0;
  for (int64_t i = 0; i < n; i++) {
    low_bad |= lv[i] < dlo;
    high_bad |= hv[i] - 1 > dhi;
    order_bad |= lv[i] >= hv[i];
  }
  if (low_bad) rt_raise(RT_EXC_ValueError, "low is out of bounds for %s", name);
  if (high_bad) rt_raise(RT_EXC_ValueError, "high is out of bounds for %s", name);
  if (order_bad) rt_raise(RT_EXC_ValueError, any_low ? "low >= high" : "high <= 0");
  Value arr = rt_array_new(dt, nd, shape, false);
  Array *out = RT_AS(Array, arr);
  int isz = rt_dtypes[dt].itemsize;
  Bounded b;
  memset(&b, 0, sizeof b);
  b.bits = rt_dtypes[dt].kind == 'b' ? 1 : isz * 8;
  for (int64_t i = 0; i < n; i++) {
    b.off = (uint64_t)lv[i];
    b.rng = (uint64_t)(hv[i] - 1) - (uint64_t)lv[i];
    b.mask = np_rand_mask(b.rng);
    uint64_t v = bounded_next(&b);
    memcpy(out->data + i * isz, &v, (size_t)isz);
  }
  rt_cleanup_pop(mark, true);
  return arr;
}

static Value np_randint(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"low", "high", "size", "dtype"};
  Value a[4];
  int64_t shape[RT_MAXDIM];
  rt_parse_args("randint", argc, argv, kw, 4, names, 1, a);
  DType dt = given(a[3]) ? rt_dtype_from_value(a[3]) : DT_INT64;
  if (rt_dtypes[dt].kind == 'f')
    rt_raise(RT_EXC_TypeError, "Unsupported dtype dtype('%s') for randint", rt_dtypes[dt].name);
  if (array_bound(a[0]) || (given(a[1]) && array_bound(a[1])))
    return given(a[1]) ? randint_broadcast(dt, a[0], a[1], a[2])
                       : randint_broadcast(dt, rt_int(0), a[0], a[2]);
  int64_t low = bound_arg(a[0]), high;
  if (given(a[1]))
    high = bound_arg(a[1]);
  else {
    high = low;
    low = 0;
  }
  int nd = parse_size(a[2], shape);
  Value arr = rt_undef();
  if (nd >= 0) {
    arr = rt_array_new(dt, nd, shape, false);
    if (RT_AS(Array, arr)->size == 0) return arr;
  }
  Bounded b;
  bounded_init(&b, dt, low, high);
  if (nd < 0) return randint_scalar(dt, a[3], bounded_next(&b));
  Array *out = RT_AS(Array, arr);
  int isz = rt_dtypes[dt].itemsize;
  if (b.bits >= 32 && b.rng != 0 && b.rng < 0xFFFFFFFFULL) {
    /* bounded_next's masked 32-bit loop, in bulk: 64-bit items in place, 32-bit via a buffer */
    uint64_t buf[1024];
    for (int64_t i = 0; i < out->size; i += 1024) {
      int64_t m = out->size - i < 1024 ? out->size - i : 1024;
      uint64_t *dst = isz == 8 ? (uint64_t *)(void *)(out->data + i * 8) : buf;
      rt_mt_fill_masked32(gen(), (uint32_t)b.mask, (uint32_t)b.rng, b.off, dst, m);
      for (int64_t k = 0; isz != 8 && k < m; k++) memcpy(out->data + (i + k) * isz, &buf[k], (size_t)isz);
    }
    return arr;
  }
  for (int64_t i = 0; i < out->size; i++) {
    uint64_t v = bounded_next(&b);
    memcpy(out->data + i * isz, &v, (size_t)isz);
  }
  return arr;
}

/* ---- shuffling ---- */

/* Swap the sub-arrays x[i] and x[j] element by element (any strides). */
static void swap_subarrays(Array *a, int64_t i, int64_t j) {
  int64_t idx[RT_MAXDIM] = {0}, n = a->shape[0] ? a->size / a->shape[0] : 0;
  int isz = rt_dtypes[a->dtype].itemsize;
  char tmp[8];
  for (int64_t k = 0; k < n; k++) {
    int64_t off = 0;
    for (int d = 1; d < a->ndim; d++) off += idx[d] * a->strides[d];
    char *p = a->data + i * a->strides[0] + off, *q = a->data + j * a->strides[0] + off;
    memcpy(tmp, p, (size_t)isz);
    memcpy(p, q, (size_t)isz);
    memcpy(q, tmp, (size_t)isz);
    for (int d = a->ndim - 1; d >= 1 && ++idx[d] == a->shape[d]; d--) idx[d] = 0;
  }
}

static void shuffle_value(Value x) {
  if (rt_is_array(x)) {
    Array *a = RT_AS(Array, x);
    if (a->ndim == 0) rt_raise(RT_EXC_TypeError, "len() of unsized object");
    for (int64_t i = a->shape[0] - 1; i > 0; i--) {
      int64_t j = (int64_t)random_interval((uint64_t)i);
      if (i != j) swap_subarrays(a, i, j);
    }
    return;
  }
  for (int64_t i = rt_len(x) - 1; i > 0; i--) {
    int64_t j = (int64_t)random_interval((uint64_t)i);
    Value xi = rt_getitem(x, rt_int(i)), xj = rt_getitem(x, rt_int(j));
    rt_setitem(x, rt_int(i), xj);
    rt_setitem(x, rt_int(j), xi);
    rt_decref(xi);
    rt_decref(xj);
  }
}

/* NumPy's DeprecationWarning for random_integers, naming the caller's line as Cython does. */
static void deprecated(Value low, Value high) {
  Value ls = rt_to_str(low);
  int mark = rt_cleanup_push_value(&ls);
  Value hs = rt_to_str(high);
  rt_cleanup_push_value(&hs);
  Value msg = rt_str_printf("This function is deprecated. Please call randint(%s, %s + 1) instead",
                            rt_str_data(ls), rt_str_data(hs));
  rt_cleanup_push_value(&msg);
  np_warn_as(RT_EXC_DeprecationWarning, rt_str_data(msg));
  rt_cleanup_pop(mark, true);
}

/* random_integers(low, high=None, size=None): randint(low, int(high) + 1), low 1 when high is
 * absent, after NumPy's DeprecationWarning. */
static Value np_random_integers(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"low", "high", "size"};
  Value a[3];
  rt_parse_args("random_integers", argc, argv, kw, 3, names, 1, a);
  Value low = given(a[1]) ? a[0] : rt_int(1), high = given(a[1]) ? a[1] : a[0];
  deprecated(low, high);
  int64_t h = high.tag == RT_FLOAT ? (int64_t)high.as.f : rt_to_index(high, NULL);
  Value args[2] = {low, rt_int(h + 1)};
  const char *kn[2] = {"size", "dtype"};
  Value kv[2] = {rt_is_undef(a[2]) ? rt_none() : a[2], rt_str_from_c("l")};
  Kwargs k2 = {2, kn, kv};
  int mark = rt_cleanup_push_value(&kv[1]);
  Value r = np_randint(self, 2, args, &k2);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value np_shuffle(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  rt_check_nargs("shuffle", argc, kw, 1, 1);
  shuffle_value(argv[0]);
  return rt_none();
}

static Value arange_int64(int64_t n) {
  Value arr = rt_array_new(DT_INT64, 1, &n, false);
  int64_t *d = (int64_t *)RT_AS(Array, arr)->data;
  for (int64_t i = 0; i < n; i++) d[i] = i;
  return arr;
}

static bool is_integer_value(Value v) {
  return v.tag == RT_INT || v.tag == RT_BOOL ||
         (rt_is_npscalar(v) && strchr("iub", rt_dtypes[RT_AS(NpScalar, v)->dtype].kind));
}

static Value np_permutation(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  rt_check_nargs("permutation", argc, kw, 1, 1);
  Value arr;
  if (is_integer_value(argv[0])) {
    int64_t n = rt_to_index(argv[0], NULL);
    if (n < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
    arr = arange_int64(n);
  } else if (rt_is_type(argv[0], &np_strarr_type)) { /* a str/bytes array: x[perm] */
    if (RT_AS(NpStrArr, argv[0])->ndim < 1)
      rt_raise(RT_EXC_IndexError, "x must be an integer or at least 1-dimensional");
    Value perm = arange_int64(RT_AS(NpStrArr, argv[0])->shape[0]);
    int mark = rt_cleanup_push_value(&perm);
    shuffle_value(perm);
    arr = np_strarr_type.getitem(argv[0], perm);
    rt_cleanup_pop(mark, true);
    return arr;
  } else {
    Value src = rt_array_from_value(argv[0], -1);
    if (RT_AS(Array, src)->ndim < 1)
      rt_raise(RT_EXC_IndexError, "x must be an integer or at least 1-dimensional");
    arr = rt_array_contiguous(src, true);
    rt_decref(src);
  }
  shuffle_value(arr);
  return arr;
}

/* ---- choice ---- */

/* Weighted choice: cdf = cumsum(p) / cdf[-1], then searchsorted(right) of uniform draws. */
static double *choice_cdf(Value p, int64_t pop_size) {
  Value pa = rt_array_from_value(p, DT_FLOAT64);
  Array *a = RT_AS(Array, pa);
  if (a->ndim != 1) rt_raise(RT_EXC_ValueError, "'p' must be 1-dimensional");
  if (a->size != pop_size) rt_raise(RT_EXC_ValueError, "'a' and 'p' must have same size");
  double *cdf = rt_malloc((size_t)(pop_size ? pop_size : 1) * sizeof *cdf), sum = 0, c = 0;
  for (int64_t i = 0; i < pop_size; i++) {
    double v = *(double *)(a->data + i * a->strides[0]);
    if (v < 0) rt_raise(RT_EXC_ValueError, "probabilities are not non-negative");
    double y = v - c, t = sum + y; /* NumPy checks the total with Kahan summation */
    c = (t - sum) - y;
    sum = t;
    cdf[i] = (i ? cdf[i - 1] : 0) + v;
  }
  rt_decref(pa);
  if (fabs(sum - 1.0) > sqrt(2.220446049250313e-16))
    rt_raise(RT_EXC_ValueError, "probabilities do not sum to 1");
  double last = cdf[pop_size - 1];
  for (int64_t i = 0; i < pop_size; i++) cdf[i] /= last;
  return cdf;
}

int64_t np_cdf_search_right(const double *cdf, int64_t n, double x) {
  int64_t lo = 0, hi = n;
  while (lo < hi) {
    int64_t mid = lo + (hi - lo) / 2;
    if (x < cdf[mid])
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

/* Weighted choice without replacement, as NumPy's mtrand: rounds of `count - found` uniform
 * draws against the cdf of p with the found entries' weights zeroed; each round keeps its
 * new distinct indices in the order first drawn. */
static Value choice_weighted_unique(Value p, int64_t pop_size, int64_t count) {
  double *cdf = choice_cdf(p, pop_size);
  if (count > pop_size) {
    free(cdf);
    rt_raise(RT_EXC_ValueError, "Cannot take a larger sample than population when 'replace=False'");
  }
  Value pa = rt_array_from_value(p, DT_FLOAT64);
  Array *a = RT_AS(Array, pa);
  double *w = rt_malloc((size_t)pop_size * sizeof *w);
  int64_t nonzero = 0;
  for (int64_t i = 0; i < pop_size; i++) {
    w[i] = *(double *)(a->data + i * a->strides[0]);
    nonzero += w[i] > 0;
  }
  rt_decref(pa);
  if (nonzero < count) {
    free(cdf);
    free(w);
    rt_raise(RT_EXC_ValueError, "Fewer non-zero entries in p than size");
  }
  Value idx = arange_int64(count);
  int64_t *found = (int64_t *)RT_AS(Array, idx)->data;
  bool *seen = rt_malloc((size_t)(pop_size ? pop_size : 1));
  double *x = rt_malloc((size_t)(count ? count : 1) * sizeof *x);
  for (int64_t n = 0; n < count;) {
    int64_t m = count - n;
    for (int64_t i = 0; i < m; i++) x[i] = rt_mt_double(gen());
    for (int64_t i = 0; i < n; i++) w[found[i]] = 0;
    for (int64_t i = 0; i < pop_size; i++) cdf[i] = (i ? cdf[i - 1] : 0) + w[i];
    double last = cdf[pop_size - 1];
    for (int64_t i = 0; i < pop_size; i++) cdf[i] /= last;
    for (int64_t i = 0; i < pop_size; i++) seen[i] = false;
    int64_t added = 0;
    for (int64_t i = 0; i < m; i++) {
      int64_t k = np_cdf_search_right(cdf, pop_size, x[i]);
      if (seen[k]) continue;
      seen[k] = true;
      found[n + added++] = k;
    }
    n += added;
  }
  free(x);
  free(seen);
  free(w);
  free(cdf);
  return idx;
}

/* The indices choice() picks, as an int64 array of `count` elements. */
static Value choice_indices(int64_t pop_size, int64_t count, bool replace, Value p) {
  if (!replace) {
    if (given(p)) return choice_weighted_unique(p, pop_size, count);
    if (count > pop_size)
      rt_raise(RT_EXC_ValueError,
               "Cannot take a larger sample than population when 'replace=False'");
    Value perm = arange_int64(pop_size);
    shuffle_value(perm);
    return perm; /* the caller keeps the first count */
  }
  Value idx = arange_int64(count);
  int64_t *d = (int64_t *)RT_AS(Array, idx)->data;
  if (given(p)) {
    double *cdf = choice_cdf(p, pop_size);
    for (int64_t i = 0; i < count; i++) d[i] = np_cdf_search_right(cdf, pop_size, rt_mt_double(gen()));
    free(cdf);
  } else if (count > 0) {
    Bounded b;
    bounded_init(&b, DT_INT64, 0, pop_size);
    for (int64_t i = 0; i < count; i++) d[i] = (int64_t)bounded_next(&b);
  }
  return idx;
}

/* choice's population: an int n (range(n)) or a 1-d array; returns its size. */
static int64_t choice_population(Value a, Value *arr, int64_t count) {
  *arr = rt_undef();
  if (is_integer_value(a)) {
    int64_t n = rt_to_index(a, NULL);
    if (n <= 0 && count != 0)
      rt_raise(RT_EXC_ValueError, "a must be greater than 0 unless no samples are taken");
    return n;
  }
  *arr = rt_array_from_value(a, -1);
  Array *x = RT_AS(Array, *arr);
  if (x->ndim == 0) rt_raise(RT_EXC_ValueError, "a must be 1-dimensional or an integer");
  if (x->ndim != 1) rt_raise(RT_EXC_ValueError, "a must be 1-dimensional");
  if (x->shape[0] == 0 && count != 0)
    rt_raise(RT_EXC_ValueError, "'a' cannot be empty unless no samples are taken");
  return x->shape[0];
}

/* The chosen elements: idx values (or a[idx]) shaped like `shape`; a scalar when nd < 0. */
static Value choice_result(Value pop, const int64_t *idx, int nd, const int64_t *shape) {
  if (nd < 0) {
    if (rt_is_undef(pop)) return rt_int(idx[0]);
    Array *x = RT_AS(Array, pop);
    return rt_npscalar_new(x->dtype, x->data + idx[0] * x->strides[0]);
  }
  DType dt = rt_is_undef(pop) ? DT_INT64 : RT_AS(Array, pop)->dtype;
  Value out = rt_array_new(dt, nd, shape, false);
  Array *o = RT_AS(Array, out);
  int isz = rt_dtypes[dt].itemsize;
  for (int64_t i = 0; i < o->size; i++) {
    if (rt_is_undef(pop))
      memcpy(o->data + i * isz, &idx[i], (size_t)isz);
    else
      memcpy(o->data + i * isz, RT_AS(Array, pop)->data + idx[i] * RT_AS(Array, pop)->strides[0],
             (size_t)isz);
  }
  return out;
}

static Value np_choice(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value s = np_str_choice_hook(np_choice, self, argc, argv, kw);
  if (!rt_is_undef(s)) return s;
  use_state(self);
  static const char *const names[] = {"a", "size", "replace", "p"};
  Value a[4], pop;
  int64_t shape[RT_MAXDIM], count = 1;
  rt_parse_args("choice", argc, argv, kw, 4, names, 1, a);
  int nd = parse_size(a[1], shape);
  for (int i = 0; i < nd; i++) count *= shape[i];
  int64_t pop_size = choice_population(a[0], &pop, count);
  bool replace = rt_is_undef(a[2]) || rt_truthy(a[2]);
  Value idx = choice_indices(pop_size, count, replace, a[3]);
  Value out = choice_result(pop, (int64_t *)RT_AS(Array, idx)->data, nd, shape);
  rt_decref(idx);
  rt_decref(pop);
  return out;
}

/* X(python name, native): the module's functions, also the methods of RandomState. */
/* bytes(length): (length - 1) / 4 + 1 uint32 draws in C division (bytes(0) and bytes(-1) draw
 * one), as randint(0, 2**32, dtype=uint32) makes them: whole 32-bit words, no masking; their
 * little-endian bytes sliced [:length]. The length goes through int() as Cython converts a
 * Py_ssize_t argument (floats truncate; anything but a number is "an integer is required"). */
int64_t np_random_bytes_length(const char *owner, int argc, const Value *argv, const Kwargs *kw) {
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "%s.bytes() takes no keyword arguments", owner);
  if (argc != 1)
    rt_raise(RT_EXC_TypeError, "%s.bytes() takes exactly one argument (%d given)", owner, argc);
  Value v = argv[0];
  bool number = v.tag == RT_INT || v.tag == RT_BOOL || v.tag == RT_FLOAT || rt_is_npscalar(v) ||
                rt_is_bigint(v);
  if (!number) rt_raise(RT_EXC_TypeError, "an integer is required");
  int64_t len = bound_arg(v);
  if ((len - 1) / 4 + 1 < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  return len;
}

static Value np_bytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  int64_t len = np_random_bytes_length("RandomState", argc, argv, kw), n = (len - 1) / 4 + 1;
  unsigned char *buf = rt_malloc((size_t)(n * 4));
  int mark = rt_cleanup_push(free, buf);
  for (int64_t i = 0; i < n; i++) {
    uint32_t w = rt_mt_next32(gen());
    for (int b = 0; b < 4; b++) buf[i * 4 + b] = (unsigned char)(w >> (8 * b));
  }
  int64_t keep = len >= 0 ? (len < 4 * n ? len : 4 * n) : (4 * n + len > 0 ? 4 * n + len : 0);
  Value r = rt_bytes_new(rt_bytes_type_of(false), buf, (size_t)keep);
  rt_cleanup_pop(mark, true);
  return r;
}

#define NP_RANDOM_FUNCS(X)                          \
  X("seed", np_seed)                                \
  X("random", np_random_sample)                     \
  X("random_sample", np_random_sample)              \
  X("ranf", np_random_sample)                       \
  X("sample", np_random_sample)                     \
  X("rand", np_rand)                                \
  X("randn", np_randn)                              \
  X("standard_normal", np_standard_normal)          \
  X("normal", np_normal)                            \
  X("uniform", np_uniform)                          \
  X("exponential", np_exponential)                  \
  X("standard_exponential", np_standard_exponential)\
  X("randint", np_randint)                          \
  X("random_integers", np_random_integers)          \
  X("shuffle", np_shuffle)                          \
  X("permutation", np_permutation)                  \
  X("choice", np_choice)                            \
  X("poisson", np_poisson)                          \
  X("binomial", np_binomial)                        \
  X("multinomial", np_random_legacy_multinomial)    \
  X("dirichlet", np_random_legacy_dirichlet)        \
  X("multivariate_normal", np_random_legacy_mvn)    \
  X("get_state", np_get_state)                      \
  X("set_state", np_set_state)                      \
  X("bytes", np_bytes)

static const struct {
  const char *name;
  NativeFn fn;
} random_funcs[] = {
#define X(name, fn) {name, fn},
    NP_RANDOM_FUNCS(X)
#undef X
};

/* ---- RandomState objects: np.random.RandomState(seed) with the same methods ---- */

static void randomstate_free(Obj *o) { free(o); }

static Value randomstate_repr(Value self) {
  return rt_str_printf("RandomState(MT19937) at 0x%llX", (unsigned long long)(uintptr_t)self.as.o);
}

/* RandomState.tomaxint(size=None): random_positive_int, a 64-bit draw shifted right once
 * (a Python int without size, else int64s); RandomState objects only, not the module. */
static Value np_tomaxint(Value self, int argc, const Value *argv, const Kwargs *kw) {
  use_state(self);
  static const char *const names[] = {"size"};
  Value a[1];
  rt_parse_args("tomaxint", argc, argv, kw, 1, names, 0, a);
  int64_t shape[RT_MAXDIM];
  int nd = parse_size(a[0], shape);
  if (nd < 0) return rt_int((int64_t)(rt_mt_next64(gen()) >> 1));
  Value out = rt_array_new(DT_INT64, nd, shape, false);
  Array *o = RT_AS(Array, out);
  for (int64_t i = 0; i < o->size; i++) ((int64_t *)o->data)[i] = (int64_t)(rt_mt_next64(gen()) >> 1);
  return out;
}

static Value randomstate_getattr(Value self, const char *name) {
  if (strcmp(name, "tomaxint") == 0) return rt_native_bind(name, np_tomaxint, self);
  for (size_t i = 0; i < sizeof random_funcs / sizeof random_funcs[0]; i++)
    if (strcmp(random_funcs[i].name, name) == 0)
      return rt_native_bind(random_funcs[i].name, random_funcs[i].fn, self);
  NativeFn more = np_random_legacy_method(name);
  if (more) return rt_native_bind(name, more, self);
  return rt_undef();
}

static const ObjType randomstate_type = {
    .name = "RandomState",
    .free = randomstate_free,
    .repr = randomstate_repr,
    .getattr = randomstate_getattr,
};

static bool is_randomstate(Value v) { return rt_is_type(v, &randomstate_type); }

static Value np_RandomState(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"seed"};
  Value a[1];
  rt_parse_args("RandomState", argc, argv, kw, 1, names, 0, a);
  RandomState *rs = rt_calloc(1, sizeof *rs);
  rt_obj_init(&rs->hdr, &randomstate_type);
  cur = rs;
  if (np_mt19937_copy(a[0], &rs->mt)) { /* RandomState(MT19937(seed)): that generator's state */
    rs->seeded = true;
    return rt_obj(rs);
  }
  seed_state(a[0]);
  return rt_obj(rs);
}

void rt_numpy_random_module_init(Value m) {
  for (size_t i = 0; i < sizeof random_funcs / sizeof random_funcs[0]; i++)
    rt_module_add_fn(m, random_funcs[i].name, random_funcs[i].fn);
  rt_module_set(m, "RandomState",
                rt_native_class("RandomState", np_RandomState, is_randomstate,
                                "<class 'numpy.random.mtrand.RandomState'>"));
  np_random_legacy_register(m); /* gamma, beta, ...: np_random_dist.c */
  np_rng_register(m); /* the Generator API: np_rng.c */
}

RtMT *np_random_numba_draws(bool **has_gauss, double **gauss) {
  cur = numba_state();
  RtMT *g = gen();
  *has_gauss = &cur->has_gauss;
  *gauss = &cur->gauss;
  return g;
}

void np_random_numba_seed(unsigned s) {
  cur = numba_state();
  rt_mt_seed(&cur->mt, s);
  cur->seeded = true;
  cur->has_gauss = false;
  cur->gauss = 0.0;
}
