/* np_rng.c — np.random.default_rng and NumPy 1.24's Generator over PCG64: random, integers,
 * uniform, normal, standard_normal, exponential, standard_exponential, poisson, binomial (choice,
 * shuffle and permutation are np_rng_choice.c's), with _generator.pyx's argument handling:
 * parameters that are all scalars draw with one value (a Python float/int when size is None),
 * array parameters broadcast against each other or against `size`; every parameter is checked
 * before the first draw, with NumPy's messages (which differ between the two paths: "is NaN"
 * for a scalar, "contains NaNs" for an array). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_rng.h"

static const ObjType generator_type;

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

int np_rng_size(Value size, int64_t *shape) {
  if (!given(size)) return -1;
  int nd = np_parse_shape(size, shape);
  np_shape_size(nd, shape, 8);
  return nd;
}

static int64_t shape_count(int nd, const int64_t *shape) {
  int64_t n = 1;
  for (int i = 0; i < nd; i++)
    n *= shape[i];
  return n;
}

/* ---- plain fills: random, standard_normal, standard_exponential ---- */

typedef enum { F_UNIFORM, F_NORMAL, F_EXP_ZIG, F_EXP_INV } FillKind;

static void fill_f64(NpPCG64 *g, FillKind k, double *d, int64_t n) {
  switch (k) {
  case F_UNIFORM:
    for (int64_t i = 0; i < n; i++)
      d[i] = np_pcg_double(g);
    break;
  case F_NORMAL:
    np_rng_normal_fill(g, d, n);
    break;
  case F_EXP_ZIG:
    np_rng_exponential_fill(g, d, n);
    break;
  case F_EXP_INV:
    for (int64_t i = 0; i < n; i++)
      d[i] = -log1p(-np_pcg_double(g));
    break;
  }
}

static void fill_f32(NpPCG64 *g, FillKind k, float *d, int64_t n) {
  switch (k) {
  case F_UNIFORM:
    for (int64_t i = 0; i < n; i++)
      d[i] = np_pcg_float(g);
    break;
  case F_NORMAL:
    np_rng_normal_fill_f(g, d, n);
    break;
  case F_EXP_ZIG:
    np_rng_exponential_fill_f(g, d, n);
    break;
  case F_EXP_INV: /* log1p in double, as npy_log1p of a float */
    for (int64_t i = 0; i < n; i++)
      d[i] = (float)-log1p(-(double)np_pcg_float(g));
    break;
  }
}

static bool is_f_contiguous(const Array *a) {
  int64_t want = rt_dtypes[a->dtype].itemsize;
  for (int d = 0; d < a->ndim; d++) {
    if (a->shape[d] != 1 && a->strides[d] != want) return false;
    want *= a->shape[d];
  }
  return true;
}

/* check_output: `out` must be a contiguous array of the dtype, shaped as `size` if given. */
static void check_out(Value out, DType dt, int nd, const int64_t *shape) {
  if (!rt_is_array(out))
    rt_raise(RT_EXC_TypeError, "Cannot convert %s to numpy.ndarray", rt_type_name(out));
  Array *o = RT_AS(Array, out);
  if (!rt_array_is_c_contiguous(o) && !is_f_contiguous(o))
    rt_raise(RT_EXC_ValueError, "Supplied output array must be contiguous, writable, aligned, "
                                "and in machine byte-order.");
  if (o->dtype != dt)
    rt_raise(RT_EXC_TypeError, "Supplied output array has the wrong type. Expected %s, got %s",
             rt_dtypes[dt].name, rt_dtypes[o->dtype].name);
  if (nd >= 0 && (nd != o->ndim || memcmp(shape, o->shape, (size_t)nd * sizeof *shape) != 0))
    rt_raise(RT_EXC_ValueError, "size must match out.shape when used together");
}

/* double_fill / float_fill: (size=None, dtype=np.float64, out=None). */
static Value float_fill(Value self, const char *fname, FillKind k, Value size, Value dtype,
                        Value out) {
  DType dt = given(dtype) ? rt_dtype_from_value(dtype) : DT_FLOAT64;
  if (dt != DT_FLOAT64 && dt != DT_FLOAT32)
    rt_raise(RT_EXC_TypeError, "Unsupported dtype dtype('%s') for %s", rt_dtypes[dt].name, fname);
  NpPCG64 *g = np_gen_bits(self);
  int64_t shape[RT_MAXDIM];
  int nd = np_rng_size(size, shape);
  if (nd < 0 && !given(out)) {
    if (dt == DT_FLOAT32) {
      float f;
      fill_f32(g, k, &f, 1);
      return rt_float(f);
    }
    double d;
    fill_f64(g, k, &d, 1);
    return rt_float(d);
  }
  Value arr;
  if (given(out)) {
    check_out(out, dt, nd, shape);
    arr = out;
    rt_incref(arr);
  } else {
    arr = rt_array_new(dt, nd, shape, false);
  }
  Array *a = RT_AS(Array, arr);
  if (dt == DT_FLOAT32)
    fill_f32(g, k, (float *)a->data, a->size);
  else
    fill_f64(g, k, (double *)a->data, a->size);
  return arr;
}

static Value gen_random(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"size", "dtype", "out"};
  Value a[3];
  rt_parse_args("random", argc, argv, kw, 3, names, 0, a);
  return float_fill(self, "random", F_UNIFORM, a[0], a[1], a[2]);
}

static Value gen_standard_normal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"size", "dtype", "out"};
  Value a[3];
  rt_parse_args("standard_normal", argc, argv, kw, 3, names, 0, a);
  return float_fill(self, "standard_normal", F_NORMAL, a[0], a[1], a[2]);
}

static Value gen_standard_exponential(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"size", "dtype", "method", "out"};
  Value a[4];
  rt_parse_args("standard_exponential", argc, argv, kw, 4, names, 0, a);
  bool zig = !given(a[2]) || (rt_is_str(a[2]) && strcmp(rt_str_data(a[2]), "zig") == 0);
  return float_fill(self, "standard_exponential", zig ? F_EXP_ZIG : F_EXP_INV, a[0], a[1], a[3]);
}

/* ---- distributions with parameters ---- */

typedef enum { CONS_NONE, CONS_NON_NEGATIVE, CONS_POISSON, CONS_BOUNDED_0_1 } Cons;
typedef enum { D_NORMAL, D_EXPONENTIAL, D_UNIFORM, D_POISSON, D_BINOMIAL } DrawKind;

typedef struct Param {
  Value v; /* as given; undef: the default */
  double dflt;
  const char *name;
  Cons cons;
} Param;

/* check_constraint: one value. */
static void check_scalar(const Param *p, double x) {
  const char *n = p->name;
  if (p->cons == CONS_NON_NEGATIVE && !isnan(x) && signbit(x))
    rt_raise(RT_EXC_ValueError, "%s < 0", n);
  if (p->cons == CONS_POISSON) {
    if (!(x >= 0)) rt_raise(RT_EXC_ValueError, "%s < 0 or %s is NaN", n, n);
    if (!(x <= np_rng_poisson_lam_max())) rt_raise(RT_EXC_ValueError, "%s value too large", n);
  }
  if (p->cons == CONS_BOUNDED_0_1 && (!(x >= 0) || !(x <= 1)))
    rt_raise(RT_EXC_ValueError, "%s < 0, %s > 1 or %s is NaN", n, n, n);
}

static bool any_elem(const Array *a, bool (*bad)(double)) {
  NpIter it;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it))
    if (bad(rt_elem_get_f64(a->dtype, it.ptr))) return true;
  return false;
}
static bool neg_not_nan(double x) { return !isnan(x) && signbit(x); }
static bool over_lam_max(double x) { return !(x <= np_rng_poisson_lam_max()); }
static bool not_non_negative(double x) { return !(x >= 0); }
static bool outside_0_1(double x) { return !(x >= 0) || !(x <= 1); }

/* check_array_constraint: every element. */
static void check_array(const Param *p, const Array *a) {
  const char *n = p->name;
  if (p->cons == CONS_NON_NEGATIVE && any_elem(a, neg_not_nan))
    rt_raise(RT_EXC_ValueError, "%s < 0", n);
  if (p->cons == CONS_POISSON) {
    if (any_elem(a, over_lam_max)) rt_raise(RT_EXC_ValueError, "%s value too large", n);
    if (any_elem(a, not_non_negative))
      rt_raise(RT_EXC_ValueError, "%s < 0 or %s contains NaNs", n, n);
  }
  if (p->cons == CONS_BOUNDED_0_1 && any_elem(a, outside_0_1))
    rt_raise(RT_EXC_ValueError, "%s < 0, %s > 1 or %s contains NaNs", n, n, n);
}

/* A parameter's value: binomial's n is an int64, every other parameter a double. */
typedef struct PVal {
  double d;
  int64_t i;
} PVal;

static double draw_real(Value self, DrawKind k, PVal a, PVal b) {
  NpPCG64 *g = np_gen_bits(self);
  switch (k) {
  case D_NORMAL:
    return a.d + b.d * np_rng_normal(g);
  case D_EXPONENTIAL:
    return a.d * np_rng_exponential(g);
  default:
    return a.d + b.d * np_pcg_double(g);
  }
}

static int64_t draw_int(Value self, DrawKind k, PVal a, PVal b) {
  NpPCG64 *g = np_gen_bits(self);
  if (k == D_POISSON) return np_rng_poisson(g, a.d);
  return np_rng_binomial(g, a.d, b.i, &RT_AS(NpGenerator, self)->binomial);
}

static bool int_valued(DrawKind k) { return k == D_POISSON || k == D_BINOMIAL; }

static PVal elem_pval(const Array *a, const char *p) {
  PVal v;
  if (a->dtype == DT_INT64) {
    v.i = *(const int64_t *)p;
    v.d = (double)v.i;
  } else {
    v.d = *(const double *)p;
    v.i = (int64_t)v.d;
  }
  return v;
}

/* Draws into a fresh array of the output shape; int64 results for the discrete kinds. The
 * parameters come from `views` (broadcast to the shape) or, when views is NULL, from x. */
static Value draw_array(Value self, DrawKind k, int np, Value *views, const PVal *x, int nd,
                        const int64_t *shape) {
  Value arr = rt_array_new(int_valued(k) ? DT_INT64 : DT_FLOAT64, nd, shape, false);
  Array *o = RT_AS(Array, arr);
  if (!views && (k == D_NORMAL || k == D_EXPONENTIAL)) { /* the plain draws, then the scaling */
    double *d = (double *)o->data, loc = x[0].d, scale = k == D_NORMAL ? x[1].d : x[0].d;
    if (k == D_NORMAL) {
      np_rng_normal_fill(np_gen_bits(self), d, o->size);
      for (int64_t e = 0; e < o->size; e++)
        d[e] = loc + scale * d[e];
    } else {
      np_rng_exponential_fill(np_gen_bits(self), d, o->size);
      for (int64_t e = 0; e < o->size; e++)
        d[e] = scale * d[e];
    }
    return arr;
  }
  NpIter it[2];
  for (int i = 0; views && i < np; i++)
    np_iter_init(&it[i], RT_AS(Array, views[i]));
  PVal p[2] = {{0, 0}, {0, 0}};
  for (int i = 0; x && i < np; i++)
    p[i] = x[i];
  for (int64_t e = 0; e < o->size; e++) {
    for (int i = 0; views && i < np; i++) {
      p[i] = elem_pval(RT_AS(Array, views[i]), it[i].ptr);
      np_iter_next(&it[i]);
    }
    if (int_valued(k))
      ((int64_t *)o->data)[e] = draw_int(self, k, p[0], p[1]);
    else
      ((double *)o->data)[e] = draw_real(self, k, p[0], p[1]);
  }
  return arr;
}

static int64_t to_int64_trunc(Value v) {
  if (v.tag == RT_FLOAT || (rt_is_npscalar(v) && rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'f'))
    return (int64_t)rt_to_double(v, NULL);
  if (rt_is_array(v)) {
    const Array *a = RT_AS(Array, v);
    return rt_dtypes[a->dtype].kind == 'f' ? (int64_t)rt_elem_get_f64(a->dtype, a->data)
                                           : rt_elem_get_i64(a->dtype, a->data);
  }
  return rt_to_index(v, NULL);
}

static void sb_shape(StrBuf *sb, int nd, const int64_t *shape) {
  rt_sb_putc(sb, '(');
  for (int i = 0; i < nd; i++)
    rt_sb_printf(sb, i ? ", %lld" : "%lld", (long long)shape[i]);
  rt_sb_puts(sb, nd == 1 ? ",)" : ")");
}

/* The broadcast shape of n operands, with the message of NumPy's multi-iterator on a
 * mismatch: it names the operand that set the axis's length and the one that disagrees. */
static int multi_broadcast(int n, const int *nds, const int64_t *const *shapes, int64_t *out) {
  int nd = 0;
  for (int j = 0; j < n; j++)
    nd = nds[j] > nd ? nds[j] : nd;
  for (int i = 0; i < nd; i++) {
    int src = -1;
    out[i] = 1;
    for (int j = 0; j < n; j++) {
      int k = i + nds[j] - nd;
      if (k < 0 || shapes[j][k] == 1) continue;
      if (out[i] == 1) {
        out[i] = shapes[j][k];
        src = j;
      } else if (out[i] != shapes[j][k]) {
        StrBuf a, b;
        rt_sb_init(&a);
        rt_sb_init(&b);
        rt_sb_cleanup_push(&a);
        rt_sb_cleanup_push(&b);
        sb_shape(&a, nds[src], shapes[src]);
        sb_shape(&b, nds[j], shapes[j]);
        rt_raise(RT_EXC_ValueError,
                 "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is "
                 "between arg %d with shape %s and arg %d with shape %s.",
                 src, a.data, j, b.data);
      }
    }
  }
  return nd;
}

/* The output's shape for parameter arrays broadcast together with the output of `size` (the
 * output first when out_first, as cont() orders them, else last as integers() does). */
static int params_shape(int np, Value *arr, int nd, int64_t *shape, bool out_first) {
  int nds[3], k = 0;
  const int64_t *shapes[3];
  if (nd >= 0 && out_first) nds[k] = nd, shapes[k++] = shape;
  for (int i = 0; i < np; i++)
    nds[k] = RT_AS(Array, arr[i])->ndim, shapes[k++] = RT_AS(Array, arr[i])->shape;
  if (nd >= 0 && !out_first) nds[k] = nd, shapes[k++] = shape;
  int64_t b[RT_MAXDIM];
  int bnd = multi_broadcast(k, nds, shapes, b);
  if (nd < 0) {
    memcpy(shape, b, (size_t)bnd * sizeof *b);
    return bnd;
  }
  if (bnd != nd || memcmp(b, shape, (size_t)nd * sizeof *b) != 0) {
    StrBuf x, y;
    rt_sb_init(&x);
    rt_sb_init(&y);
    rt_sb_cleanup_push(&x);
    rt_sb_cleanup_push(&y);
    sb_shape(&x, nd, shape);
    sb_shape(&y, bnd, b);
    rt_raise(RT_EXC_ValueError,
             "Output size %s is not compatible with broadcast dimensions of inputs %s.", x.data,
             y.data);
  }
  return nd;
}

/* cont / disc: np parameters (1 or 2); dts their array dtypes (binomial's n is int64). */
static Value draw_params(Value self, DrawKind k, int np, const Param *p, const DType *dts,
                         Value size) {
  int64_t shape[RT_MAXDIM];
  int nd = np_rng_size(size, shape);
  Value arr[2] = {rt_none(), rt_none()}, views[2] = {rt_none(), rt_none()};
  int mark = rt_cleanup_push_value(&arr[0]);
  rt_cleanup_push_value(&arr[1]);
  rt_cleanup_push_value(&views[0]);
  rt_cleanup_push_value(&views[1]);
  bool scalar = true;
  for (int i = 0; i < np; i++) {
    arr[i] = rt_array_from_value(rt_is_undef(p[i].v) ? rt_float(p[i].dflt) : p[i].v, dts[i]);
    scalar = scalar && RT_AS(Array, arr[i])->ndim == 0;
  }
  Value out;
  if (scalar) {
    PVal x[2] = {{0, 0}, {0, 0}};
    for (int i = 0; i < np; i++) {
      if (rt_is_undef(p[i].v)) {
        x[i].d = p[i].dflt;
      } else if (dts[i] == DT_INT64) {
        x[i].i = to_int64_trunc(p[i].v);
        x[i].d = (double)x[i].i;
      } else {
        x[i].d = rt_to_double(p[i].v, NULL);
      }
      check_scalar(&p[i], x[i].d);
    }
    if (nd < 0) {
      out = int_valued(k) ? rt_int(draw_int(self, k, x[0], x[1]))
                          : rt_float(draw_real(self, k, x[0], x[1]));
    } else {
      out = draw_array(self, k, np, NULL, x, nd, shape);
    }
  } else {
    for (int i = 0; i < np; i++)
      check_array(&p[i], RT_AS(Array, arr[i]));
    nd = params_shape(np, arr, nd, shape, true);
    for (int i = 0; i < np; i++)
      views[i] = rt_array_broadcast_to(arr[i], nd, shape);
    out = draw_array(self, k, np, views, NULL, nd, shape);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value gen_normal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"loc", "scale", "size"};
  Value a[3];
  rt_parse_args("normal", argc, argv, kw, 3, names, 0, a);
  Param p[2] = {{a[0], 0.0, "", CONS_NONE}, {a[1], 1.0, "scale", CONS_NON_NEGATIVE}};
  static const DType dts[2] = {DT_FLOAT64, DT_FLOAT64};
  return draw_params(self, D_NORMAL, 2, p, dts, a[2]);
}

static Value gen_exponential(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"scale", "size"};
  Value a[2];
  rt_parse_args("exponential", argc, argv, kw, 2, names, 0, a);
  Param p[1] = {{a[0], 1.0, "scale", CONS_NON_NEGATIVE}};
  static const DType dts[1] = {DT_FLOAT64};
  return draw_params(self, D_EXPONENTIAL, 1, p, dts, a[1]);
}

static Value gen_poisson(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"lam", "size"};
  Value a[2];
  rt_parse_args("poisson", argc, argv, kw, 2, names, 0, a);
  Param p[1] = {{a[0], 1.0, "lam", CONS_POISSON}};
  static const DType dts[1] = {DT_FLOAT64};
  return draw_params(self, D_POISSON, 1, p, dts, a[1]);
}

static Value gen_binomial(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"n", "p", "size"};
  Value a[3];
  rt_parse_args("binomial", argc, argv, kw, 3, names, 2, a);
  /* p is checked before n, as NumPy does; the draw takes (p, n). */
  Param p[2] = {{a[1], 0, "p", CONS_BOUNDED_0_1}, {a[0], 0, "n", CONS_NON_NEGATIVE}};
  static const DType dts[2] = {DT_FLOAT64, DT_INT64};
  return draw_params(self, D_BINOMIAL, 2, p, dts, a[2]);
}

/* uniform: the range high - low is the second parameter; an infinite one overflows. */
static Value gen_uniform(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"low", "high", "size"};
  Value a[3];
  rt_parse_args("uniform", argc, argv, kw, 3, names, 0, a);
  Value lo = rt_array_from_value(rt_is_undef(a[0]) ? rt_float(0.0) : a[0], DT_FLOAT64);
  int mark = rt_cleanup_push_value(&lo);
  Value hi = rt_array_from_value(rt_is_undef(a[1]) ? rt_float(1.0) : a[1], DT_FLOAT64);
  rt_cleanup_push_value(&hi);
  Value range = rt_none();
  rt_cleanup_push_value(&range);
  static const DType dts[2] = {DT_FLOAT64, DT_FLOAT64};
  Value out;
  if (RT_AS(Array, lo)->ndim == 0 && RT_AS(Array, hi)->ndim == 0) {
    double l = rt_elem_get_f64(DT_FLOAT64, RT_AS(Array, lo)->data);
    double r = rt_elem_get_f64(DT_FLOAT64, RT_AS(Array, hi)->data) - l;
    if (!isfinite(r)) rt_raise(RT_EXC_OverflowError, "high - low range exceeds valid bounds");
    Param p[2] = {{rt_float(l), 0, "", CONS_NONE},
                  {rt_float(r), 0, "high - low", CONS_NON_NEGATIVE}};
    out = draw_params(self, D_UNIFORM, 2, p, dts, a[2]);
  } else {
    range = rt_np_binop(RT_OP_SUB, hi, lo);
    Array *ra = RT_AS(Array, range);
    NpIter it;
    for (np_iter_init(&it, ra); it.more; np_iter_next(&it))
      if (!isfinite(*(double *)it.ptr))
        rt_raise(RT_EXC_OverflowError, "Range exceeds valid bounds");
    Param p[2] = {{lo, 0, "", CONS_NONE}, {range, 0, "high - low", CONS_NON_NEGATIVE}};
    out = draw_params(self, D_UNIFORM, 2, p, dts, a[2]);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- integers (_bounded_integers.pyx) ---- */

typedef struct IntType {
  DType dt;
  int bits; /* 1 for bool */
  __int128 lb, ub;
  const char *name;
} IntType;

static IntType int_type(DType dt) {
  IntType t = {dt, rt_dtypes[dt].itemsize * 8, 0, 0, rt_dtypes[dt].name};
  char kind = rt_dtypes[dt].kind;
  if (kind == 'b') {
    t.bits = 1;
    t.ub = 1;
    t.name = "bool";
  } else if (kind == 'u') {
    t.ub = ((__int128)1 << t.bits) - 1;
  } else if (kind == 'i') {
    t.lb = -((__int128)1 << (t.bits - 1));
    t.ub = ((__int128)1 << (t.bits - 1)) - 1;
  } else {
    rt_raise(RT_EXC_TypeError, "Unsupported dtype dtype('%s') for integers", rt_dtypes[dt].name);
  }
  return t;
}

/* A Python int below 2**120 in magnitude: (v >> 64) * 2**64 + (v & (2**64 - 1)). */
static __int128 int128_of(Value v) {
  Value hi = rt_int_binop(RT_OP_RSHIFT, v, rt_int(64));
  Value mask = rt_int_from_u64(UINT64_MAX);
  Value lo = rt_int_binop(RT_OP_AND, v, mask);
  int64_t h = 0;
  uint64_t l = 0;
  rt_int_to_i64(hi, &h);
  rt_int_to_u64(lo, &l);
  rt_decref(hi);
  rt_decref(mask);
  rt_decref(lo);
  return (__int128)h * ((__int128)1 << 64) + (__int128)l;
}

/* int(x) of a bound, saturated far outside every dtype's range. */
static __int128 int_bound(Value v) {
  Value iv;
  if (rt_is_npscalar(v) && strchr("iub", rt_dtypes[RT_AS(NpScalar, v)->dtype].kind)) {
    const NpScalar *sc = RT_AS(NpScalar, v);
    if (rt_dtypes[sc->dtype].kind == 'u') return (__int128)rt_elem_get_u64(sc->dtype, sc->as.bytes);
    return rt_elem_get_i64(sc->dtype, sc->as.bytes);
  }
  if (rt_is_intlike(v)) {
    iv = v;
    rt_incref(iv);
  } else {
    iv = rt_float_to_int(rt_to_double(v, NULL));
  }
  int64_t i;
  uint64_t u;
  __int128 r;
  if (rt_int_to_i64(iv, &i))
    r = i;
  else if (rt_int_to_u64(iv, &u))
    r = u;
  else if (rt_int_bit_length(iv) <= 120)
    r = int128_of(iv);
  else
    r = rt_int_sign(iv) < 0 ? -((__int128)1 << 120) : ((__int128)1 << 120);
  rt_decref(iv);
  return r;
}

static _Noreturn void bounds_error(bool closed, bool low_zero) {
  if (low_zero) rt_raise(RT_EXC_ValueError, closed ? "high < 0" : "high <= 0");
  rt_raise(RT_EXC_ValueError, closed ? "low > high" : "low >= high");
}

static void store_int(const IntType *t, char *p, uint64_t v) {
  switch (t->bits) {
  case 64:
    *(uint64_t *)p = v;
    break;
  case 32:
    *(uint32_t *)p = (uint32_t)v;
    break;
  case 16:
    *(uint16_t *)p = (uint16_t)v;
    break;
  default:
    *(uint8_t *)p = (uint8_t)v;
    break;
  }
}

/* Both bounds scalars: one range for every element. */
static Value integers_scalar(Value self, const IntType *t, Value low, Value high, bool closed,
                             int nd, const int64_t *shape, Value dtype_arg) {
  __int128 lo = int_bound(low), hi = int_bound(high) - (closed ? 0 : 1);
  if (lo < t->lb) rt_raise(RT_EXC_ValueError, "low is out of bounds for %s", t->name);
  if (hi > t->ub) rt_raise(RT_EXC_ValueError, "high is out of bounds for %s", t->name);
  if (lo > hi) bounds_error(closed, lo == 0);
  uint64_t rng = (uint64_t)(hi - lo), off = (uint64_t)lo;
  NpPCG64 *g = np_gen_bits(self);
  if (nd < 0) {
    NpPieces pieces = {0, 0};
    uint64_t v = np_rng_bounded(g, t->bits, &pieces, off, rng);
    if (rt_is(dtype_arg, rt_builtin_lookup("int"))) return rt_int((int64_t)v);
    if (rt_is(dtype_arg, rt_builtin_lookup("bool"))) return rt_bool(v & 1);
    char buf[8];
    store_int(t, buf, v);
    return rt_npscalar_new(t->dt, buf);
  }
  Value arr = rt_array_new(t->dt, nd, shape, false);
  Array *a = RT_AS(Array, arr);
  np_rng_bounded_fill(g, t->bits, off, rng, a->size, a->data);
  return arr;
}

static __int128 elem_int(const Array *a, const char *p) {
  char kind = rt_dtypes[a->dtype].kind;
  if (kind == 'f') return (__int128)rt_elem_get_f64(a->dtype, p);
  if (kind == 'u') return (__int128)rt_elem_get_u64(a->dtype, p);
  return rt_elem_get_i64(a->dtype, p);
}

/* The bound checks of _rand_*_broadcast, over the broadcast bounds. */
static void check_int_arrays(const IntType *t, const Array *lo, const Array *hi, bool closed) {
  bool low_oob = false, high_oob = false, high_low = false, order = false, all_zero = true;
  NpIter a, b;
  for (np_iter_init(&a, lo), np_iter_init(&b, hi); a.more; np_iter_next(&a), np_iter_next(&b)) {
    __int128 l = elem_int(lo, a.ptr), h = elem_int(hi, b.ptr) - (closed ? 0 : 1);
    low_oob |= l < t->lb;
    high_oob |= h > t->ub;
    high_low |= h < t->lb;
    order |= l > h;
    all_zero &= l == 0;
  }
  if (low_oob) rt_raise(RT_EXC_ValueError, "low is out of bounds for %s", t->name);
  if (t->bits == 64 && high_low) bounds_error(closed, all_zero);
  if (high_oob) rt_raise(RT_EXC_ValueError, "high is out of bounds for %s", t->name);
  if (order) bounds_error(closed, all_zero);
}

/* Array bounds: each element has its own range; small dtypes share one piece buffer. */
static Value integers_arrays(Value self, const IntType *t, Value low, Value high, bool closed,
                             int nd, const int64_t *shape) {
  Value la = rt_array_from_value(low, -1), ha = rt_none(), lv = rt_none(), hv = rt_none();
  int mark = rt_cleanup_push_value(&la);
  rt_cleanup_push_value(&ha);
  rt_cleanup_push_value(&lv);
  rt_cleanup_push_value(&hv);
  ha = rt_array_from_value(high, -1);
  const Array *l = RT_AS(Array, la), *h = RT_AS(Array, ha);
  int64_t bshape[RT_MAXDIM];
  int bnd = rt_broadcast_shapes(l->ndim, l->shape, h->ndim, h->shape, bshape);
  lv = rt_array_broadcast_to(la, bnd, bshape);
  hv = rt_array_broadcast_to(ha, bnd, bshape);
  check_int_arrays(t, RT_AS(Array, lv), RT_AS(Array, hv), closed);
  Value both[2] = {la, ha};
  int64_t oshape[RT_MAXDIM];
  if (nd >= 0) memcpy(oshape, shape, (size_t)nd * sizeof *shape);
  nd = params_shape(2, both, nd, oshape, false);
  shape = oshape;
  rt_decref(lv);
  rt_decref(hv);
  lv = hv = rt_none();
  lv = rt_array_broadcast_to(la, nd, shape);
  hv = rt_array_broadcast_to(ha, nd, shape);
  Value arr = rt_array_new(t->dt, nd, shape, false);
  Array *o = RT_AS(Array, arr);
  NpPCG64 *g = np_gen_bits(self);
  NpPieces pieces = {0, 0};
  NpIter a, b;
  int isz = rt_dtypes[t->dt].itemsize;
  int64_t e = 0;
  for (np_iter_init(&a, RT_AS(Array, lv)), np_iter_init(&b, RT_AS(Array, hv)); a.more;
       np_iter_next(&a), np_iter_next(&b), e++) {
    __int128 lo = elem_int(RT_AS(Array, lv), a.ptr);
    __int128 hi = elem_int(RT_AS(Array, hv), b.ptr) - (closed ? 0 : 1);
    store_int(t, o->data + e * isz,
              np_rng_bounded(g, t->bits, &pieces, (uint64_t)lo, (uint64_t)(hi - lo)));
  }
  rt_cleanup_pop(mark, true);
  return arr;
}

/* A bound that makes the array path: a list, a tuple or an array of ndim >= 1. */
static bool is_array_bound(Value v) {
  return rt_is_list(v) || rt_is_tuple(v) || (rt_is_array(v) && RT_AS(Array, v)->ndim > 0);
}

static Value gen_integers(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"low", "high", "size", "dtype", "endpoint"};
  Value a[5];
  rt_parse_args("integers", argc, argv, kw, 5, names, 1, a);
  Value low = a[0], high = a[1];
  if (!given(high)) {
    high = low;
    low = rt_int(0);
  }
  IntType t = int_type(given(a[3]) ? rt_dtype_from_value(a[3]) : DT_INT64);
  bool closed = !rt_is_undef(a[4]) && rt_truthy(a[4]);
  int64_t shape[RT_MAXDIM];
  int nd = np_rng_size(a[2], shape);
  if (nd >= 0 && shape_count(nd, shape) == 0) return rt_array_new(t.dt, nd, shape, false);
  if (is_array_bound(low) || is_array_bound(high))
    return integers_arrays(self, &t, low, high, closed, nd, shape);
  Value lo0 = rt_is_array(low) ? np_elem_to_py(RT_AS(Array, low)->dtype, RT_AS(Array, low)->data)
                               : (rt_incref(low), low);
  int mark = rt_cleanup_push_value(&lo0);
  Value hi0 = rt_is_array(high) ? np_elem_to_py(RT_AS(Array, high)->dtype, RT_AS(Array, high)->data)
                                : (rt_incref(high), high);
  rt_cleanup_push_value(&hi0);
  Value out = integers_scalar(self, &t, lo0, hi0, closed, nd, shape, a[3]);
  rt_cleanup_pop(mark, true);
  return out;
}

/* Generator.bytes(length): NumPy draws (length - 1) / 4 + 1 uint32 integers and keeps the first
 * length bytes of their little-endian bytes. */
static Value gen_bytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t len = np_random_bytes_length("Generator", argc, argv, kw);
  int64_t n = (len - 1) / 4 + 1; /* C division, as NumPy's Cython computes it: bytes(0) draws one */
  Value dt = rt_dtypeobj_new(DT_UINT32);
  int mark = rt_cleanup_push_value(&dt);
  static const char *const kn[] = {"size", "dtype"};
  Value kv[2] = {rt_int(n), dt};
  Kwargs k = {2, kn, kv};
  Value hiv = rt_int(4294967296LL);
  Value draws = gen_integers(self, 2, (Value[]){rt_int(0), hiv}, &k);
  rt_cleanup_push_value(&draws);
  const uint32_t *w = (const uint32_t *)RT_AS(Array, draws)->data;
  unsigned char *buf = rt_malloc((size_t)(n * 4 + 1));
  rt_cleanup_push(free, buf);
  for (int64_t i = 0; i < n; i++)
    for (int b = 0; b < 4; b++) buf[i * 4 + b] = (unsigned char)(w[i] >> (8 * b));
  int64_t keep = len >= 0 ? (len < 4 * n ? len : 4 * n) : (4 * n + len > 0 ? 4 * n + len : 0);
  Value r = rt_bytes_new(rt_bytes_type_of(false), buf, (size_t)keep); /* [:length] */
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- the Generator object ---- */

#define GEN_METHODS(X)                                                                             \
  X("random", gen_random)                                                                          \
  X("integers", gen_integers) X("uniform", gen_uniform) X("normal", gen_normal)                    \
      X("standard_normal", gen_standard_normal) X("exponential", gen_exponential)                  \
          X("standard_exponential", gen_standard_exponential) X("poisson", gen_poisson)            \
              X("binomial", gen_binomial) X("choice", np_gen_choice) X("shuffle", np_gen_shuffle)  \
                  X("permutation", np_gen_permutation) X("bytes", gen_bytes)          \
                  X("permuted", np_gen_permuted)                                     \
                      X("multinomial", np_gen_multinomial) X("dirichlet", np_gen_dirichlet)  \
                          X("multivariate_normal", np_gen_mvn)

static const struct {
  const char *name;
  NativeFn fn;
} gen_methods[] = {
#define X(name, fn) {name, fn},
    GEN_METHODS(X)
#undef X
};

static void generator_free(Obj *o) {
  rt_decref(((NpGenerator *)o)->bitgen);
  free(o);
}

static const char *bits_name(Value self) {
  Value b = RT_AS(NpGenerator, self)->bitgen;
  return np_is_philox(b) ? "Philox" : np_is_mt19937(b) ? "MT19937" : np_is_sfc64(b) ? "SFC64"
                                                                                      : "PCG64";
}

static Value generator_str(Value self) {
  return rt_str_printf("Generator(%s)", bits_name(self));
}

static Value generator_repr(Value self) {
  return rt_str_printf("Generator(%s) at 0x%llX", bits_name(self),
                       (unsigned long long)(uintptr_t)self.as.o);
}

static Value generator_getattr(Value self, const char *name) {
  if (strcmp(name, "bit_generator") == 0) {
    Value b = RT_AS(NpGenerator, self)->bitgen;
    rt_incref(b);
    return b;
  }
  for (size_t i = 0; i < sizeof gen_methods / sizeof gen_methods[0]; i++)
    if (strcmp(gen_methods[i].name, name) == 0)
      return rt_native_bind(gen_methods[i].name, gen_methods[i].fn, self);
  NativeFn more = np_random_gen_method(name); /* gamma, beta, ...: np_random_dist.c */
  if (more) return rt_native_bind(name, more, self);
  return rt_undef();
}

static Value generator_type_object(Value self) {
  (void)self;
  Value m = rt_import("numpy.random");
  Value cls = rt_module_lookup(m, "Generator");
  rt_incref(cls);
  rt_decref(m);
  return cls;
}

static const ObjType generator_type = {
    .name = "numpy.random._generator.Generator",
    .free = generator_free,
    .repr = generator_repr,
    .str = generator_str,
    .getattr = generator_getattr,
    .type_object = generator_type_object,
};

static bool is_generator(Value v) { return rt_is_type(v, &generator_type); }

/* Generator(bit_generator): the PCG64 is shared, not copied. */
static Value generator_new(Value bitgen) {
  if (!np_is_pcg64(bitgen) && !np_is_philox(bitgen) && !np_is_mt19937(bitgen) &&
      !np_is_sfc64(bitgen))
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'capsule'", rt_type_name(bitgen));
  NpGenerator *gen = rt_calloc(1, sizeof *gen);
  rt_obj_init(&gen->hdr, &generator_type);
  gen->bitgen = bitgen;
  rt_incref(bitgen);
  return rt_obj(gen);
}

static Value np_Generator(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"bit_generator"};
  Value a[1];
  rt_parse_args("Generator", argc, argv, kw, 1, names, 1, a);
  return generator_new(a[0]);
}

static Value np_default_rng(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"seed"};
  Value a[1];
  rt_parse_args("default_rng", argc, argv, kw, 1, names, 0, a);
  if (np_is_pcg64(a[0]) || np_is_philox(a[0]) || np_is_mt19937(a[0]) || np_is_sfc64(a[0]))
    return generator_new(a[0]);
  if (is_generator(a[0])) {
    rt_incref(a[0]);
    return a[0];
  }
  Value bits = np_pcg64_new(a[0]);
  int mark = rt_cleanup_push_value(&bits);
  Value out = generator_new(bits);
  rt_cleanup_pop(mark, true);
  return out;
}

void np_rng_register(Value m) {
  rt_module_add_fn(m, "default_rng", np_default_rng);
  rt_module_set(m, "Generator",
                rt_native_class("Generator", np_Generator, is_generator,
                                "<class 'numpy.random._generator.Generator'>"));
  rt_module_set(
      m, "PCG64",
      rt_native_class("PCG64", np_PCG64, np_is_pcg64, "<class 'numpy.random._pcg64.PCG64'>"));
  rt_module_set(m, "Philox", rt_native_class("Philox", np_Philox, np_is_philox,
                                             "<class 'numpy.random._philox.Philox'>"));
  rt_module_set(m, "MT19937", rt_native_class("MT19937", np_MT19937, np_is_mt19937,
                                              "<class 'numpy.random._mt19937.MT19937'>"));
  rt_module_set(m, "SFC64", rt_native_class("SFC64", np_SFC64, np_is_sfc64,
                                            "<class 'numpy.random._sfc64.SFC64'>"));
  rt_module_set(m, "SeedSequence",
                rt_native_class("SeedSequence", np_SeedSequence, np_is_seedseq,
                                "<class 'numpy.random.bit_generator.SeedSequence'>"));
}
