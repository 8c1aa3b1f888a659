/* scipy_norm.c — scipy.stats.norm, the normal distribution, as SciPy 1.10's rv_continuous
 * machinery evaluates it: the standardised argument (x - loc) / scale is computed by NumPy's
 * operators in the argument's dtype and then cast to float64; elements with scale <= 0 (or a
 * NaN argument) give NaN, elements outside the open support (-inf, inf) the bound's value,
 * and only the rest are computed — with NumPy's own exp/log where SciPy calls NumPy and
 * Cephes' ndtr/ndtri (scipy_cephes.c) where it calls scipy.special. A 0-d result is returned
 * as a NumPy scalar. `norm(loc, scale)` freezes the parameters (rv_continuous_frozen). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../np/array.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "scipy.h"

/* ---- temporaries released together, also when an exception unwinds ---- */
#define NTEMPS 16
typedef struct Temps {
  Value v[NTEMPS];
  int n, mark;
} Temps;

static void temps_open(Temps *t) {
  t->n = 0;
  for (int i = 0; i < NTEMPS; i++) t->v[i] = rt_undef();
  t->mark = rt_cleanup_push_value(&t->v[0]);
  for (int i = 1; i < NTEMPS; i++) rt_cleanup_push_value(&t->v[i]);
}

static Value keep(Temps *t, Value v) {
  if (t->n == NTEMPS) rt_raise(RT_EXC_RuntimeError, "scipy.stats: too many temporaries");
  t->v[t->n++] = v;
  return v;
}

static void temps_close(Temps *t) { rt_cleanup_pop(t->mark, true); }

static Value numpy_fn(const char *name) {
  Value m = rt_import("numpy");
  Value fn = rt_module_lookup(m, name);
  rt_decref(m); /* the module stays in the import registry */
  return fn;
}

/* numpy.NAME(arg): NumPy's own loop (SVML exp/log), bit for bit what SciPy gets. */
static Value numpy_call1(const char *name, Value arg) {
  return rt_call(numpy_fn(name), 1, &arg, NULL);
}

static Array *arr(Value v) { return RT_AS(Array, v); }

/* v broadcast to shape, C-contiguous, in dtype dt (-1: its own). */
static Value spread(Temps *t, Value v, int nd, const int64_t *shape, int dt) {
  Value b = keep(t, rt_array_broadcast_to(v, nd, shape));
  Value c = keep(t, rt_array_contiguous(b, true));
  if (dt >= 0 && arr(c)->dtype != (DType)dt) c = keep(t, rt_array_astype(c, (DType)dt));
  return c;
}

static double at(Value a, int64_t i) {
  const Array *p = arr(a);
  return rt_elem_get_f64(p->dtype, p->data + i * rt_dtypes[p->dtype].itemsize);
}

static void broadcast2(const Array *a, const Array *b, int *nd, int64_t *shape) {
  *nd = rt_broadcast_shapes(a->ndim, a->shape, b->ndim, b->shape, shape);
}

/* loc and scale as arrays (np.asarray), and the shape the two broadcast to. */
typedef struct LocScale {
  Value la, sa;
  int nd;
  int64_t shape[RT_MAXDIM];
} LocScale;

static void loc_scale_arrays(Temps *t, Value loc, Value scale, LocScale *ls) {
  ls->la = keep(t, rt_array_from_value(loc, -1));
  ls->sa = keep(t, rt_array_from_value(scale, -1));
  broadcast2(arr(ls->la), arr(ls->sa), &ls->nd, ls->shape);
}

/* SciPy's output[()]: a 0-d result becomes a NumPy scalar. */
static Value finish(Value out) {
  if (arr(out)->ndim != 0) {
    rt_incref(out);
    return out;
  }
  return rt_npscalar_new(arr(out)->dtype, arr(out)->data);
}

/* Values of a float64 array picked by mask, as a new 1-D array of dtype dt. */
static Value gather(Value src, const bool *mask, int64_t n, int64_t count) {
  const Array *s = arr(src);
  Value g = rt_array_new(s->dtype, 1, &count, false);
  int isz = rt_dtypes[s->dtype].itemsize;
  char *d = arr(g)->data;
  for (int64_t i = 0; i < n; i++)
    if (mask[i]) {
      memcpy(d, s->data + i * isz, (size_t)isz);
      d += isz;
    }
  return g;
}

/* ---- the density family: pdf, logpdf, cdf, sf ---- */
typedef enum { F_PDF, F_LOGPDF, F_CDF, F_SF } Family;

/* SciPy's _norm_pdf_C and _norm_pdf_logC: sqrt(2 pi) and NumPy's log of it. */
static double norm_pdf_c(void) { return sqrt(2 * M_PI); }
static double norm_pdf_logc(void) {
  Value r = numpy_call1("log", rt_float(norm_pdf_c()));
  double c = rt_to_double(r, NULL);
  rt_decref(r);
  return c;
}

static Value density(Family fam, Value x, Value loc, Value scale) {
  Temps t;
  temps_open(&t);
  Value xa = keep(&t, rt_array_from_value(x, -1));
  Value la = keep(&t, rt_array_from_value(loc, -1));
  Value sa = keep(&t, rt_array_from_value(scale, -1));
  Value diff = keep(&t, rt_binop(RT_OP_SUB, xa, la));
  Value q = keep(&t, rt_binop(RT_OP_TRUEDIV, diff, sa));
  Value xs = keep(&t, rt_array_from_value(q, DT_FLOAT64));
  int nd;
  int64_t shape[RT_MAXDIM];
  broadcast2(arr(xs), arr(sa), &nd, shape);
  Value X = spread(&t, xs, nd, shape, DT_FLOAT64);
  Value S = spread(&t, sa, nd, shape, -1);
  Value out = keep(&t, rt_array_new(DT_FLOAT64, nd, shape, false));
  int64_t n = arr(out)->size;
  double *o = (double *)arr(out)->data;
  bool *good = rt_calloc((size_t)(n ? n : 1), 1);
  int gmark = rt_cleanup_push(free, good);
  int64_t count = 0;
  for (int64_t i = 0; i < n; i++) {
    double xi = at(X, i), si = at(S, i);
    bool ok_scale = si > 0;
    /* outside the support: 0 density, log 0, cdf 0/1, sf 1/0 */
    double outside = fam == F_PDF ? 0.0 : fam == F_LOGPDF ? -INFINITY : 0.0;
    if (fam == F_CDF && xi >= INFINITY) outside = 1.0;
    if (fam == F_SF && xi <= -INFINITY) outside = 1.0;
    o[i] = outside;
    if (!ok_scale || isnan(xi)) o[i] = NAN;
    else if (isfinite(xi)) {
      good[i] = true;
      count++;
    }
  }
  if (count && (fam == F_PDF || fam == F_LOGPDF)) {
    /* pdf: exp(-x**2/2.0) / C / scale with NumPy's exp; logpdf: -x**2/2.0 - logC - log(scale)
     * with NumPy's log of the scale in its own dtype. */
    double logc = fam == F_LOGPDF ? norm_pdf_logc() : 0.0;
    Value gx = keep(&t, gather(X, good, n, count));
    double *g = (double *)arr(gx)->data;
    for (int64_t k = 0; k < count; k++) g[k] = -(g[k] * g[k]) / 2.0;
    Value gs = keep(&t, gather(S, good, n, count));
    Value f = keep(&t, numpy_call1(fam == F_PDF ? "exp" : "log", fam == F_PDF ? gx : gs));
    int64_t k = 0;
    for (int64_t i = 0; i < n; i++) {
      if (!good[i]) continue;
      if (fam == F_PDF) o[i] = at(f, k) / norm_pdf_c() / at(gs, k);
      else o[i] = (g[k] - logc) - at(f, k);
      k++;
    }
  } else if (count) {
    for (int64_t i = 0; i < n; i++)
      if (good[i]) o[i] = scipy_ndtr(fam == F_CDF ? at(X, i) : -at(X, i));
  }
  rt_cleanup_pop(gmark, true);
  Value r = finish(out);
  temps_close(&t);
  return r;
}

/* ---- quantiles: ppf and isf ---- */

/* The dtype of SciPy's ndtri loop for q: float32 for float32, bool and small integers. */
static DType quantile_loop_dtype(DType dt) {
  char kind = rt_dtypes[dt].kind;
  if (kind == 'c') rt_raise(RT_EXC_TypeError, "ufunc 'ndtri' not supported for the input types");
  if (dt == DT_FLOAT32 || (kind != 'f' && rt_dtypes[dt].itemsize <= 2)) return DT_FLOAT32;
  return DT_FLOAT64;
}

static Value quantile(bool inverse_sf, Value q, Value loc, Value scale) {
  Temps t;
  temps_open(&t);
  Value qa = keep(&t, rt_array_from_value(q, -1));
  LocScale ls;
  loc_scale_arrays(&t, loc, scale, &ls);
  Value la = ls.la, sa = ls.sa;
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(arr(qa)->ndim, arr(qa)->shape, ls.nd, ls.shape, shape);
  Value Q = spread(&t, qa, nd, shape, DT_FLOAT64);
  Value L = spread(&t, la, nd, shape, DT_FLOAT64);
  Value S = spread(&t, sa, nd, shape, DT_FLOAT64);
  DType loop = quantile_loop_dtype(arr(qa)->dtype);
  /* result * scale + loc in the dtype of the 1-D pieces SciPy multiplies (no value-based
   * casting: argsreduce makes them arrays) */
  DType calc = rt_dtype_promote(rt_dtype_promote(loop, arr(sa)->dtype), arr(la)->dtype);
  Value out = keep(&t, rt_array_new(DT_FLOAT64, nd, shape, false));
  double *o = (double *)arr(out)->data;
  for (int64_t i = 0; i < arr(out)->size; i++) {
    double qi = at(Q, i), li = at(L, i), si = at(S, i);
    o[i] = NAN;
    if (!(si > 0) || li != li) continue;
    double lo_q = inverse_sf ? 1.0 : 0.0, hi_q = inverse_sf ? 0.0 : 1.0;
    if (qi == lo_q) o[i] = -INFINITY * si + li;
    else if (qi == hi_q) o[i] = INFINITY * si + li;
    else if (qi > 0 && qi < 1) {
      double z = scipy_ndtri(qi);
      if (loop == DT_FLOAT32) z = (float)z;
      if (inverse_sf) z = -z;
      if (calc == DT_FLOAT32) o[i] = (float)((float)z * (float)si) + (float)li;
      else o[i] = z * si + li;
    }
  }
  Value r = finish(out);
  temps_close(&t);
  return r;
}

/* ---- moments and the rest ---- */

/* mean and variance: 0.0 * scale + loc and 1.0 * scale * scale where scale > 0, else NaN. */
static Value moment(char which, Value loc, Value scale) {
  Temps t;
  temps_open(&t);
  LocScale ls;
  loc_scale_arrays(&t, loc, scale, &ls);
  Value L = spread(&t, ls.la, ls.nd, ls.shape, DT_FLOAT64);
  Value S = spread(&t, ls.sa, ls.nd, ls.shape, DT_FLOAT64);
  Value out = keep(&t, rt_array_new(DT_FLOAT64, ls.nd, ls.shape, false));
  double *o = (double *)arr(out)->data;
  for (int64_t i = 0; i < arr(out)->size; i++) {
    double li = at(L, i), si = at(S, i);
    bool ok = si > 0 && li == li;
    double v = which == 'm' ? 0.0 * si + li : which == 'v' ? 1.0 * si * si : 0.0;
    o[i] = ok ? v : NAN;
  }
  Value r = finish(out);
  temps_close(&t);
  return r;
}

/* entropy: 0.5 * (log(2 pi) + 1) + log(scale), both logs NumPy's. */
static Value entropy(Value loc, Value scale) {
  (void)loc;
  Temps t;
  temps_open(&t);
  Value sa = keep(&t, rt_array_from_value(scale, -1));
  Value ls = keep(&t, numpy_call1("log", sa));
  Value base = keep(&t, numpy_call1("log", rt_float(2 * M_PI)));
  double h = 0.5 * (rt_to_double(base, NULL) + 1);
  Value lsa = keep(&t, rt_array_from_value(ls, DT_FLOAT64));
  Value out = keep(&t, rt_array_new(DT_FLOAT64, arr(sa)->ndim, arr(sa)->shape, false));
  Value S = keep(&t, rt_array_contiguous(sa, true));
  Value LS = keep(&t, rt_array_contiguous(lsa, true));
  double *o = (double *)arr(out)->data;
  for (int64_t i = 0; i < arr(out)->size; i++) o[i] = at(S, i) > 0 ? h + at(LS, i) : NAN;
  Value r = finish(out);
  temps_close(&t);
  return r;
}

/* rvs: standard_normal(size) from the random state, times scale plus loc (NumPy's operators). */
static Value rvs(Value loc, Value scale, Value size, Value random_state) {
  Temps t;
  temps_open(&t);
  LocScale ls;
  loc_scale_arrays(&t, loc, scale, &ls);
  Value la = ls.la, sa = ls.sa;
  int nd = ls.nd;
  const int64_t *shape = ls.shape;
  Value S = spread(&t, sa, nd, shape, DT_FLOAT64);
  bool all_zero = true;
  for (int64_t i = 0; i < arr(S)->size; i++) {
    double s = at(S, i);
    if (!(s >= 0))
      rt_raise(RT_EXC_ValueError, "Domain error in arguments. The `scale` parameter must be "
                                  "positive for all distributions, and many distributions have "
                                  "restrictions on shape parameters. Please see the `scipy.stats.norm` "
                                  "documentation for details.");
    all_zero &= s == 0;
  }
  Value sz = size;
  if (rt_is_undef(sz) || rt_is_none(sz)) {
    sz = keep(&t, rt_tuple_new(nd));
    for (int d = 0; d < nd; d++) rt_tuple_set(sz, d, rt_int(shape[d]));
  }
  Value vals;
  if (all_zero) {
    Value ones = keep(&t, rt_call(numpy_fn("ones"), 1, &sz, NULL));
    vals = rt_binop(RT_OP_MUL, la, ones);
  } else {
    Value state = random_state;
    if (rt_is_undef(state) || rt_is_none(state)) state = keep(&t, rt_import("numpy.random"));
    else if (state.tag == RT_INT)
      state = keep(&t, rt_call(rt_module_lookup(keep(&t, rt_import("numpy.random")), "RandomState"),
                               1, &state, NULL));
    Value draw = keep(&t, rt_getattr(state, "standard_normal"));
    Value z = keep(&t, rt_call(draw, 1, &sz, NULL));
    Value zs = keep(&t, rt_binop(RT_OP_MUL, z, sa));
    vals = rt_binop(RT_OP_ADD, zs, la);
  }
  temps_close(&t);
  return vals;
}

/* fit: the maximum-likelihood loc (the mean) and scale (root mean squared deviation), either
 * one fixed with floc/fscale. */
static Value fit(Value data, Value floc, Value fscale) {
  Temps t;
  temps_open(&t);
  Value d = keep(&t, rt_array_from_value(data, -1));
  Value fin = keep(&t, numpy_call1("isfinite", d));
  Value all = keep(&t, numpy_call1("all", fin));
  if (!rt_truthy(all)) rt_raise(RT_EXC_ValueError, "The data contains non-finite values.");
  Value loc = rt_is_undef(floc) || rt_is_none(floc) ? keep(&t, rt_call(keep(&t, rt_getattr(d, "mean")), 0, NULL, NULL))
                                                    : floc;
  Value scale = fscale;
  if (rt_is_undef(scale) || rt_is_none(scale)) {
    Value dev = keep(&t, rt_binop(RT_OP_SUB, d, loc));
    Value sq = keep(&t, rt_binop(RT_OP_POW, dev, rt_int(2)));
    Value mean = keep(&t, rt_call(keep(&t, rt_getattr(sq, "mean")), 0, NULL, NULL));
    scale = keep(&t, numpy_call1("sqrt", mean));
  }
  Value items[2] = {loc, scale};
  Value r = rt_tuple_from(2, items);
  temps_close(&t);
  return r;
}

/* ---- the distribution objects ---- */
typedef struct Frozen {
  Obj hdr;
  Value loc, scale; /* as given (Python ints 0 and 1 when not) */
  Value args, kwds; /* the tuple and dict freezing them, as rv_frozen shows them */
  Value dist;       /* a norm_gen of its own, as SciPy makes one per frozen distribution */
} Frozen;

static const ObjType norm_type, frozen_type;
static Obj norm_singleton = {0};

static bool is_frozen(Value v) { return rt_is_type(v, &frozen_type); }

/* The arguments of a method call as SciPy's Python signatures take them, with their
 * TypeErrors: on norm, `method(lead, *args, **kwds)` hands loc/scale to _parse_args(loc=0,
 * scale=1); on a frozen distribution, `method(lead)` alone. out[0] is the lead argument (if
 * nlead), then loc and scale. */
static void call_args(Value self, const char *method, int argc, const Value *argv,
                      const Kwargs *kw, int nlead, const char *lead, Value *out) {
  bool frozen = is_frozen(self);
  /* rv_frozen defines every method but pdf and logpdf, which are rv_continuous_frozen's */
  bool density = strcmp(method, "pdf") == 0 || strcmp(method, "logpdf") == 0;
  const char *owner = !frozen ? "rv_continuous" : density ? "rv_continuous_frozen" : "rv_frozen";
  for (int i = 0; i < nlead + 2; i++) out[i] = rt_undef();
  int npos = argc;
  if (nlead && argc > 0) {
    out[0] = argv[0];
    npos--;
  }
  if (frozen && npos > 0)
    rt_raise(RT_EXC_TypeError, "%s.%s() takes %d positional argument%s but %d were given",
             owner, method, nlead + 1, nlead ? "s" : "", argc + 1);
  if (npos > 2)
    rt_raise(RT_EXC_TypeError,
             "_parse_args() takes from 1 to 3 positional arguments but %d were given", npos + 1);
  for (int i = 0; i < npos; i++) out[nlead + i] = argv[argc - npos + i];
  static const char *const names[] = {"loc", "scale"};
  for (int k = 0; kw && k < kw->n; k++) {
    const char *name = kw->names[k];
    int slot = -1;
    if (nlead && strcmp(name, lead) == 0) slot = 0;
    for (int j = 0; j < 2 && !frozen; j++)
      if (strcmp(name, names[j]) == 0) slot = nlead + j;
    if (slot < 0)
      rt_raise(RT_EXC_TypeError, "%s() got an unexpected keyword argument '%s'",
               frozen || (nlead && slot == 0) ? method : "_parse_args", name);
    if (!rt_is_undef(out[slot]))
      rt_raise(RT_EXC_TypeError, "%s() got multiple values for argument '%s'",
               slot < nlead ? method : "_parse_args", name);
    out[slot] = kw->values[k];
  }
  if (nlead && rt_is_undef(out[0]))
    rt_raise(RT_EXC_TypeError, "%s.%s() missing 1 required positional argument: '%s'", owner,
             method, lead);
  if (frozen) {
    out[nlead] = RT_AS(Frozen, self)->loc;
    out[nlead + 1] = RT_AS(Frozen, self)->scale;
  }
  if (rt_is_undef(out[nlead])) out[nlead] = rt_int(0);
  if (rt_is_undef(out[nlead + 1])) out[nlead + 1] = rt_int(1);
}

/* A method taking one leading argument (x or q) and the distribution's loc and scale. */
#define LEAD1(fname, method, leadname, body)                                       \
  static Value fname(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    Value v[3];                                                                   \
    call_args(self, method, argc, argv, kw, 1, leadname, v);                      \
    return body;                                                                  \
  }
LEAD1(n_pdf, "pdf", "x", density(F_PDF, v[0], v[1], v[2]))
LEAD1(n_logpdf, "logpdf", "x", density(F_LOGPDF, v[0], v[1], v[2]))
LEAD1(n_cdf, "cdf", "x", density(F_CDF, v[0], v[1], v[2]))
LEAD1(n_sf, "sf", "x", density(F_SF, v[0], v[1], v[2]))
LEAD1(n_ppf, "ppf", "q", quantile(false, v[0], v[1], v[2]))
LEAD1(n_isf, "isf", "q", quantile(true, v[0], v[1], v[2]))

static void loc_scale(Value self, const char *fname, int argc, const Value *argv,
                      const Kwargs *kw, Value *v) {
  call_args(self, fname, argc, argv, kw, 0, NULL, v);
}

static Value n_mean(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[2];
  loc_scale(self, "mean", argc, argv, kw, v);
  return moment('m', v[0], v[1]);
}

static Value n_var(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[2];
  loc_scale(self, "var", argc, argv, kw, v);
  return moment('v', v[0], v[1]);
}

static Value n_std(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[2];
  loc_scale(self, "std", argc, argv, kw, v);
  Value var = moment('v', v[0], v[1]);
  int mark = rt_cleanup_push_value(&var);
  Value r = numpy_call1("sqrt", var);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value n_median(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[2];
  loc_scale(self, "median", argc, argv, kw, v);
  return quantile(false, rt_float(0.5), v[0], v[1]);
}

static Value n_entropy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[2];
  loc_scale(self, "entropy", argc, argv, kw, v);
  return entropy(v[0], v[1]);
}

static Value n_support(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[2];
  loc_scale(self, "support", argc, argv, kw, v);
  Value lo = quantile(false, rt_float(0.0), v[0], v[1]);
  int mark = rt_cleanup_push_value(&lo);
  Value hi = quantile(false, rt_float(1.0), v[0], v[1]);
  rt_cleanup_push_value(&hi);
  Value items[2] = {lo, hi};
  Value r = rt_tuple_from(2, items);
  rt_cleanup_pop(mark, true);
  return r;
}

/* stats(moments='mv'): one value, or a tuple of them, in the order m v s k. */
static Value n_stats(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[3];
  static const char *const names[] = {"loc", "scale", "moments"};
  if (is_frozen(self)) {
    rt_parse_args("stats", argc, argv, kw, 1, names + 2, 0, v + 2);
    v[0] = RT_AS(Frozen, self)->loc;
    v[1] = RT_AS(Frozen, self)->scale;
  } else {
    rt_parse_args("stats", argc, argv, kw, 3, names, 0, v);
    if (rt_is_undef(v[0])) v[0] = rt_int(0);
    if (rt_is_undef(v[1])) v[1] = rt_int(1);
  }
  if (!rt_is_undef(v[2]) && !rt_is_str(v[2]))
    rt_raise(RT_EXC_TypeError, "moments must be a str");
  const char *which = rt_is_undef(v[2]) ? "mv" : rt_str_data(v[2]);
  Value items[4];
  int n = 0;
  int mark = -1;
  for (const char *c = which; *c && n < 4; c++) {
    if (!strchr("mvsk", *c)) continue;
    items[n] = moment(*c, v[0], v[1]);
    int m = rt_cleanup_push_value(&items[n]);
    if (mark < 0) mark = m;
    n++;
  }
  Value r = n == 1 ? items[0] : rt_tuple_from(n, items);
  if (n == 1) rt_incref(r);
  if (mark >= 0) rt_cleanup_pop(mark, true);
  return n == 0 ? rt_tuple_new(0) : r;
}

static Value n_interval(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[3];
  call_args(self, "interval", argc, argv, kw, 1, "confidence", v);
  double c = rt_to_double(v[0], NULL);
  if (c > 1 || c < 0) rt_raise(RT_EXC_ValueError, "alpha must be between 0 and 1 inclusive");
  Value lo = quantile(false, rt_float((1.0 - c) / 2), v[1], v[2]);
  int mark = rt_cleanup_push_value(&lo);
  Value hi = quantile(false, rt_float((1.0 + c) / 2), v[1], v[2]);
  rt_cleanup_push_value(&hi);
  Value items[2] = {lo, hi};
  Value r = rt_tuple_from(2, items);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value n_rvs(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[4];
  if (is_frozen(self)) {
    static const char *const names[] = {"size", "random_state"};
    rt_parse_args("rvs", argc, argv, kw, 2, names, 0, v + 2);
    v[0] = RT_AS(Frozen, self)->loc;
    v[1] = RT_AS(Frozen, self)->scale;
  } else {
    static const char *const names[] = {"loc", "scale", "size", "random_state"};
    rt_parse_args("rvs", argc, argv, kw, 4, names, 0, v);
    if (rt_is_undef(v[0])) v[0] = rt_int(0);
    if (rt_is_undef(v[1])) v[1] = rt_int(1);
  }
  return rvs(v[0], v[1], v[2], v[3]);
}

static Value n_fit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"data", "floc", "fscale"};
  Value v[3];
  rt_parse_args("fit", argc, argv, kw, 3, names, 1, v);
  return fit(v[0], v[1], v[2]);
}

typedef struct Method {
  const char *name;
  NativeFn fn;
} Method;

static const Method METHODS[] = {
    {"pdf", n_pdf},         {"logpdf", n_logpdf},   {"cdf", n_cdf},
    {"sf", n_sf},           {"ppf", n_ppf},         {"isf", n_isf},
    {"mean", n_mean},       {"var", n_var},         {"std", n_std},
    {"median", n_median},   {"entropy", n_entropy}, {"support", n_support},
    {"stats", n_stats},     {"interval", n_interval}, {"rvs", n_rvs},
    {"fit", n_fit},
};

static Value method_attr(Value self, const char *name) {
  for (size_t i = 0; i < sizeof METHODS / sizeof METHODS[0]; i++)
    if (strcmp(METHODS[i].name, name) == 0) {
      if (is_frozen(self) && METHODS[i].fn == n_fit) break; /* fit is the distribution's */
      return rt_native_bind(METHODS[i].name, METHODS[i].fn, self);
    }
  return rt_undef();
}

static Value norm_getattr(Value self, const char *name) {
  if (strcmp(name, "name") == 0) return rt_str_from_c("norm");
  if (strcmp(name, "a") == 0) return rt_float(-INFINITY);
  if (strcmp(name, "b") == 0) return rt_float(INFINITY);
  if (strcmp(name, "badvalue") == 0) return rt_float(NAN);
  if (strcmp(name, "numargs") == 0) return rt_int(0);
  if (strcmp(name, "shapes") == 0) return rt_none();
  return method_attr(self, name);
}

static Value repr_at(const char *cls, Value self) {
  char buf[160];
  snprintf(buf, sizeof buf, "<%s object at %p>", cls, (void *)self.as.o);
  return rt_str_from_c(buf);
}

static Value norm_repr(Value self) {
  return repr_at("scipy.stats._continuous_distns.norm_gen", self);
}

/* norm(loc, scale): the frozen distribution. */
static Value norm_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[2];
  call_args(self, "freeze", argc, argv, kw, 0, NULL, v);
  Frozen *f = rt_calloc(1, sizeof *f);
  rt_obj_init(&f->hdr, &frozen_type);
  f->loc = v[0];
  f->scale = v[1];
  rt_incref(f->loc);
  rt_incref(f->scale);
  f->args = rt_tuple_from(argc, argv);
  f->kwds = rt_dict_new();
  Obj *dist = rt_calloc(1, sizeof *dist);
  rt_obj_init(dist, &norm_type);
  f->dist = rt_obj(dist);
  for (int i = 0; kw && i < kw->n; i++) rt_dict_set_str(f->kwds, kw->names[i], kw->values[i]);
  return rt_obj(f);
}

static void frozen_free(Obj *o) {
  Frozen *f = (Frozen *)o;
  rt_decref(f->loc);
  rt_decref(f->scale);
  rt_decref(f->args);
  rt_decref(f->kwds);
  rt_decref(f->dist);
  free(f);
}

static Value frozen_getattr(Value self, const char *name) {
  Frozen *f = RT_AS(Frozen, self);
  Value r = rt_undef();
  if (strcmp(name, "args") == 0) r = f->args;
  else if (strcmp(name, "kwds") == 0) r = f->kwds;
  else if (strcmp(name, "dist") == 0) r = f->dist;
  else if (strcmp(name, "a") == 0) return rt_float(-INFINITY);
  else if (strcmp(name, "b") == 0) return rt_float(INFINITY);
  else return method_attr(self, name);
  rt_incref(r);
  return r;
}

static Value frozen_repr(Value self) {
  return repr_at("scipy.stats._distn_infrastructure.rv_continuous_frozen", self);
}

static const char *frozen_type_name(Value self) {
  (void)self;
  return "rv_continuous_frozen";
}

static const char *norm_type_name(Value self) {
  (void)self;
  return "norm_gen";
}

/* norm itself is static; the norm_gen objects of frozen distributions are not */
static void norm_free(Obj *o) {
  if (o != &norm_singleton) free(o);
}

static const ObjType norm_type = {
    .name = "norm_gen",
    .free = norm_free,
    .repr = norm_repr,
    .getattr = norm_getattr,
    .call = norm_call,
    .type_name = norm_type_name,
};

static const ObjType frozen_type = {
    .name = "rv_continuous_frozen",
    .free = frozen_free,
    .repr = frozen_repr,
    .getattr = frozen_getattr,
    .type_name = frozen_type_name,
};

void scipy_stats_module_init(Value m) {
  if (!norm_singleton.type) {
    rt_obj_init(&norm_singleton, &norm_type);
    norm_singleton.refcount = 1u << 30; /* static: never freed */
  }
  Value norm = rt_obj(&norm_singleton);
  rt_incref(norm);
  rt_module_set(m, "norm", norm);
}
