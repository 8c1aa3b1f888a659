/* np_random_legacy.c — the rest of RandomState's distributions, bit for bit as NumPy 1.24's
 * legacy stream makes them (numpy/random/src/legacy/legacy-distributions.c and the
 * distributions.c functions mtrand.pyx calls): gamma, standard_gamma, beta, chisquare,
 * noncentral_chisquare, f, noncentral_f, standard_t, standard_cauchy, lognormal, pareto,
 * weibull, power, rayleigh, wald, laplace, gumbel, logistic, vonmises, triangular, and the
 * discrete geometric and negative_binomial.
 *
 * Each is NumPy's cont()/disc(): parameters checked against their constraint with NumPy's
 * messages, broadcast against each other (or to `size`), one draw per output element in C
 * order; a Python float (int) when every parameter is a scalar and no size is given. The
 * draws come from the RandomState np_random.c picks for the call (its MT19937 doubles and its
 * cached polar-method gauss). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "array.h"
#include "../base/error.h"
#include "np_internal.h"
#include "np_rng.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- the legacy samplers ---- */

static double u01(void) { return np_random_legacy_double(); }
static double gauss(void) { return np_random_legacy_gauss(); }
static double std_exp(void) { return -log(1.0 - u01()); }

static double std_gamma(double shape) {
  if (shape == 1.0) return std_exp();
  if (shape == 0.0) return 0.0;
  if (shape < 1.0) {
    for (;;) {
      double U = u01(), V = std_exp();
      if (U <= 1.0 - shape) {
        double X = pow(U, 1. / shape);
        if (X <= V) return X;
      } else {
        double Y = -log((1 - U) / shape);
        double X = pow(1.0 - shape + shape * Y, 1. / shape);
        if (X <= (V + Y)) return X;
      }
    }
  }
  double b = shape - 1. / 3., c = 1. / sqrt(9 * b);
  for (;;) {
    double X, V;
    do {
      X = gauss();
      V = 1.0 + c * X;
    } while (V <= 0.0);
    V = V * V * V;
    double U = u01();
    if (U < 1.0 - 0.0331 * (X * X) * (X * X)) return b * V;
    if (log(U) < 0.5 * X * X + b * (1. - V + log(V))) return b * V;
  }
}

static double chisq(double df) { return 2.0 * std_gamma(df / 2.0); }

static int64_t poisson(double lam) {
  NpDoubles src = np_random_legacy_doubles();
  return np_rng_poisson_from(&src, lam);
}

static double noncentral_chisq(double df, double nonc) {
  if (nonc == 0) return chisq(df);
  if (1 < df) {
    double Chi2 = chisq(df - 1), n = gauss() + sqrt(nonc);
    return Chi2 + n * n;
  }
  long i = (long)poisson(nonc / 2.0);
  double out = chisq(df + 2 * i);
  return isnan(nonc) ? NAN : out;
}

static double beta(double a, double b) {
  if (a <= 1.0 && b <= 1.0) { /* Johnk's algorithm */
    for (;;) {
      double U = u01(), V = u01(), X = pow(U, 1.0 / a), Y = pow(V, 1.0 / b);
      if (X + Y <= 1.0) {
        if (X + Y > 0) return X / (X + Y);
        double logX = log(U) / a, logY = log(V) / b, logM = logX > logY ? logX : logY;
        logX -= logM;
        logY -= logM;
        return exp(logX - log(exp(logX) + exp(logY)));
      }
    }
  }
  double Ga = std_gamma(a), Gb = std_gamma(b);
  return Ga / (Ga + Gb);
}

static double laplace(double loc, double scale) {
  for (;;) { /* U == 0 is drawn again */
    double U = u01();
    if (U >= 0.5) return loc - scale * log(2.0 - U - U);
    if (U > 0.0) return loc + scale * log(U + U);
  }
}

static double gumbel(double loc, double scale) {
  for (;;) {
    double U = 1.0 - u01();
    if (U < 1.0) return loc - scale * log(-log(U));
  }
}

static double logistic(double loc, double scale) {
  for (;;) {
    double U = u01();
    if (U > 0.0) return loc + scale * log(U / (1.0 - U));
  }
}

static double wald(double mean, double scale) {
  double mu_2l = mean / (2 * scale), Y = gauss();
  Y = mean * Y * Y;
  double X = mean + mu_2l * (Y - sqrt(4 * scale * Y + Y * Y));
  return u01() <= mean / (mean + X) ? X : mean * mean / X;
}

static double vonmises(double mu, double kappa) {
  if (isnan(kappa)) return NAN;
  if (kappa < 1e-8) return M_PI * (2 * u01() - 1);
  double s;
  if (kappa < 1e-5) /* second order Taylor expansion around kappa = 0 */
    s = 1. / kappa + kappa;
  else {
    double r = 1 + sqrt(1 + 4 * kappa * kappa), rho = (r - sqrt(2 * r)) / (2 * kappa);
    s = (1 + rho * rho) / (2 * rho);
  }
  double U, V, W, Y, Z;
  for (;;) {
    U = u01();
    Z = cos(M_PI * U);
    W = (1 + s * Z) / (s + Z);
    Y = kappa * (s - W);
    V = u01();
    if (Y * (2 - Y) - V >= 0 || log(Y / V) + 1 - Y >= 0) break;
  }
  U = u01();
  double result = acos(W);
  if (U < 0.5) result = -result;
  result += mu;
  bool neg = result < 0;
  double mod = fmod(fabs(result) + M_PI, 2 * M_PI) - M_PI;
  return neg ? -mod : mod;
}

static double triangular(double left, double mode, double right) {
  double base = right - left, leftbase = mode - left, ratio = leftbase / base;
  double leftprod = leftbase * base, rightprod = (right - mode) * base, U = u01();
  return U <= ratio ? left + sqrt(U * leftprod) : right - sqrt((1.0 - U) * rightprod);
}

static int64_t geometric(double p) {
  if (p >= 0.333333333333333333333333) { /* search */
    double U = u01(), sum, prod, q = 1.0 - p;
    int64_t X = 1;
    sum = prod = p;
    while (U > sum) {
      prod *= q;
      sum += prod;
      X++;
    }
    return X;
  }
  return (int64_t)(long)ceil(log1p(-u01()) / log(1 - p));
}

/* ---- the distributions' table ---- */

/* NumPy's constraint kinds (numpy/random/_common.pyx) */
typedef enum { C_NONE, C_NON_NEGATIVE, C_POSITIVE, C_BOUNDED_0_1, C_BOUNDED_GT_0_1 } Cons;

typedef struct Dist {
  const char *name;
  int np;                 /* parameters */
  const char *pn[3];      /* their names (keywords and messages) */
  double dflt[3];         /* NAN: required */
  Cons cons[3];
  bool discrete;
  double (*draw)(const double *p);
} Dist;

#define REQ NAN
static double d_std_gamma(const double *p) { return std_gamma(p[0]); }
static double d_gamma(const double *p) { return p[1] * std_gamma(p[0]); }
static double d_beta(const double *p) { return beta(p[0], p[1]); }
static double d_chisq(const double *p) { return chisq(p[0]); }
static double d_ncchisq(const double *p) { return noncentral_chisq(p[0], p[1]); }
static double d_f(const double *p) { return (chisq(p[0]) * p[1]) / (chisq(p[1]) * p[0]); }
static double d_ncf(const double *p) {
  double t = noncentral_chisq(p[0], p[2]) * p[1];
  return t / (chisq(p[1]) * p[0]);
}
static double d_std_t(const double *p) {
  double num = gauss(), denom = std_gamma(p[0] / 2);
  return sqrt(p[0] / 2) * num / sqrt(denom);
}
static double d_cauchy(const double *p) {
  (void)p;
  double a = gauss();
  return a / gauss();
}
static double d_lognormal(const double *p) { return exp(p[0] + p[1] * gauss()); }
static double d_pareto(const double *p) { return exp(std_exp() / p[0]) - 1; }
static double d_weibull(const double *p) { return p[0] == 0.0 ? 0.0 : pow(std_exp(), 1. / p[0]); }
static double d_power(const double *p) { return pow(1 - exp(-std_exp()), 1. / p[0]); }
static double d_rayleigh(const double *p) { return p[0] * sqrt(-2.0 * log1p(-u01())); }
static double d_wald(const double *p) { return wald(p[0], p[1]); }
static double d_laplace(const double *p) { return laplace(p[0], p[1]); }
static double d_gumbel(const double *p) { return gumbel(p[0], p[1]); }
static double d_logistic(const double *p) { return logistic(p[0], p[1]); }
static double d_vonmises(const double *p) { return vonmises(p[0], p[1]); }
static double d_triangular(const double *p) { return triangular(p[0], p[1], p[2]); }
static double d_geometric(const double *p) { return (double)geometric(p[0]); }
static double d_negbin(const double *p) {
  double Y = ((1 - p[1]) / p[1]) * std_gamma(p[0]);
  return (double)poisson(Y);
}

#define NN C_NON_NEGATIVE
#define PO C_POSITIVE
static const Dist dists[] = {
  {"standard_gamma", 1, {"shape"}, {REQ}, {NN}, false, d_std_gamma},
  {"gamma", 2, {"shape", "scale"}, {REQ, 1.0}, {NN, NN}, false, d_gamma},
  {"beta", 2, {"a", "b"}, {REQ, REQ}, {PO, PO}, false, d_beta},
  {"chisquare", 1, {"df"}, {REQ}, {PO}, false, d_chisq},
  {"noncentral_chisquare", 2, {"df", "nonc"}, {REQ, REQ}, {PO, NN}, false, d_ncchisq},
  {"f", 2, {"dfnum", "dfden"}, {REQ, REQ}, {PO, PO}, false, d_f},
  {"noncentral_f", 3, {"dfnum", "dfden", "nonc"}, {REQ, REQ, REQ}, {PO, PO, NN}, false, d_ncf},
  {"standard_t", 1, {"df"}, {REQ}, {PO}, false, d_std_t},
  {"standard_cauchy", 0, {0}, {0}, {0}, false, d_cauchy},
  {"lognormal", 2, {"mean", "sigma"}, {0.0, 1.0}, {C_NONE, NN}, false, d_lognormal},
  {"pareto", 1, {"a"}, {REQ}, {PO}, false, d_pareto},
  {"weibull", 1, {"a"}, {REQ}, {NN}, false, d_weibull},
  {"power", 1, {"a"}, {REQ}, {PO}, false, d_power},
  {"rayleigh", 1, {"scale"}, {1.0}, {NN}, false, d_rayleigh},
  {"wald", 2, {"mean", "scale"}, {REQ, REQ}, {PO, PO}, false, d_wald},
  {"laplace", 2, {"loc", "scale"}, {0.0, 1.0}, {C_NONE, NN}, false, d_laplace},
  {"gumbel", 2, {"loc", "scale"}, {0.0, 1.0}, {C_NONE, NN}, false, d_gumbel},
  {"logistic", 2, {"loc", "scale"}, {0.0, 1.0}, {C_NONE, NN}, false, d_logistic},
  {"vonmises", 2, {"mu", "kappa"}, {REQ, REQ}, {C_NONE, NN}, false, d_vonmises},
  {"triangular", 3, {"left", "mode", "right"}, {REQ, REQ, REQ}, {0}, false, d_triangular},
  {"geometric", 1, {"p"}, {REQ}, {C_BOUNDED_GT_0_1}, true, d_geometric},
  {"negative_binomial", 2, {"n", "p"}, {REQ, REQ}, {PO, C_BOUNDED_0_1}, true, d_negbin},
};
#undef NN
#undef PO

/* ---- checks: NumPy's check_constraint (scalars) and check_array_constraint (arrays) ---- */

static void check(const Dist *d, int k, double v, bool arrays) {
  const char *n = d->pn[k];
  switch (d->cons[k]) {
  case C_NONE: return;
  case C_NON_NEGATIVE:
    if (!isnan(v) && signbit(v)) rt_raise(RT_EXC_ValueError, "%s < 0", n);
    return;
  case C_POSITIVE:
    if (v <= 0) rt_raise(RT_EXC_ValueError, "%s <= 0", n);
    return;
  case C_BOUNDED_0_1:
    if (!(v >= 0) || !(v <= 1))
      rt_raise(RT_EXC_ValueError, "%s < 0, %s > 1 or %s %s", n, n, n, arrays ? "contains NaNs" : "is NaN");
    return;
  case C_BOUNDED_GT_0_1:
    if (!(v > 0) || !(v <= 1)) rt_raise(RT_EXC_ValueError, "%s <= 0, %s > 1 or %s contains NaNs", n, n, n);
    return;
  }
}

/* ---- cont()/disc() ---- */

static bool scalar_param(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v) ||
         (rt_is_array(v) && RT_AS(Array, v)->ndim == 0);
}

static double scalar_value(Value v) {
  if (!rt_is_array(v)) return rt_to_double(v, NULL);
  const Array *a = RT_AS(Array, v);
  return rt_elem_get_f64(a->dtype, a->data);
}

/* Element i of a (C order over a's own shape). */
static double elem_at(const Array *a, int64_t i) {
  const char *p = a->data;
  for (int d = a->ndim - 1; d >= 0; d--) {
    p += (i % a->shape[d]) * a->strides[d];
    i /= a->shape[d];
  }
  return rt_elem_get_f64(a->dtype, p);
}

/* triangular's checks (mtrand.pyx): ufunc comparisons over the parameters broadcast pairwise */
static void check_triangular(const Value *arr) {
  static const char *const msg[] = {"left > mode", "mode > right", "left == right"};
  static const int lhs[] = {0, 1, 0}, rhs[] = {1, 2, 2};
  for (int c = 0; c < 3; c++) {
    int64_t shape[RT_MAXDIM];
    const Array *x = RT_AS(Array, arr[lhs[c]]), *y = RT_AS(Array, arr[rhs[c]]);
    int nd = rt_broadcast_shapes(x->ndim, x->shape, y->ndim, y->shape, shape);
    Value bx = rt_array_broadcast_to(arr[lhs[c]], nd, shape);
    int mark = rt_cleanup_push_value(&bx);
    Value by = rt_array_broadcast_to(arr[rhs[c]], nd, shape);
    rt_cleanup_push_value(&by);
    for (int64_t i = 0, n = np_shape_size(nd, shape, 1); i < n; i++) {
      double l = elem_at(RT_AS(Array, bx), i), r = elem_at(RT_AS(Array, by), i);
      if (c == 2 ? l == r : l > r) rt_raise(RT_EXC_ValueError, "%s", msg[c]);
    }
    rt_cleanup_pop(mark, true);
  }
}

static void shape_text(char *buf, size_t cap, int nd, const int64_t *shape) {
  size_t n = (size_t)snprintf(buf, cap, "(");
  for (int i = 0; i < nd && n < cap; i++)
    n += (size_t)snprintf(buf + n, cap - n, i ? ", %lld" : "%lld", (long long)shape[i]);
  if (n < cap) snprintf(buf + n, cap - n, nd == 1 ? ",)" : ")");
}

/* np.broadcast(*args)'s shape, and its message naming the two arguments that disagree
 * (PyArray_Broadcast: axis by axis, the first argument with a dimension other than 1 sets it). */
static int broadcast_args(int n, const int *nds, int64_t (*shapes)[RT_MAXDIM], int64_t *out) {
  int nd = 0;
  for (int j = 0; j < n; j++) nd = nds[j] > nd ? nds[j] : nd;
  for (int i = 0; i < nd; i++) {
    int src = 0;
    out[i] = 1;
    for (int j = 0; j < n; j++) {
      int k = i + nds[j] - nd;
      if (k < 0 || shapes[j][k] == 1) continue;
      if (out[i] == 1) {
        out[i] = shapes[j][k];
        src = j;
      } else if (out[i] != shapes[j][k]) {
        char a[200], b[200];
        shape_text(a, sizeof a, nds[src], shapes[src]);
        shape_text(b, sizeof b, nds[j], shapes[j]);
        rt_raise(RT_EXC_ValueError, "shape mismatch: objects cannot be broadcast to a single "
                 "shape.  Mismatch is between arg %d with shape %s and arg %d with shape %s.",
                 src, a, j, b);
      }
    }
  }
  return nd;
}

static void draw_into(const Dist *d, const double *p, Array *o, int64_t i) {
  if (d->discrete) ((int64_t *)o->data)[i] = (int64_t)d->draw(p);
  else ((double *)o->data)[i] = d->draw(p);
}

/* The array path: each parameter checked whole, then all broadcast with the output. */
static Value run_arrays(const Dist *d, const Value *pv, int nd, const int64_t *shape) {
  Value arr[3] = {rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&arr[0]);
  rt_cleanup_push_value(&arr[1]);
  rt_cleanup_push_value(&arr[2]);
  for (int k = 0; k < d->np; k++) {
    arr[k] = rt_array_from_value(pv[k], DT_FLOAT64);
    const Array *a = RT_AS(Array, arr[k]);
    for (int64_t i = 0; d->draw != d_triangular && i < a->size; i++) check(d, k, elem_at(a, i), true);
  }
  if (d->draw == d_triangular) check_triangular(arr);
  int nds[4], first = nd >= 0;
  int64_t shapes[4][RT_MAXDIM], bs[RT_MAXDIM];
  if (first) {
    nds[0] = nd;
    memcpy(shapes[0], shape, sizeof(int64_t) * (size_t)nd);
  }
  for (int k = 0; k < d->np; k++) {
    const Array *a = RT_AS(Array, arr[k]);
    nds[first + k] = a->ndim;
    memcpy(shapes[first + k], a->shape, sizeof(int64_t) * (size_t)a->ndim);
  }
  int bn = broadcast_args(first + d->np, nds, shapes, bs);
  if (first && (bn != nd || memcmp(bs, shape, sizeof(int64_t) * (size_t)nd))) {
    char o[200], b[200];
    shape_text(o, sizeof o, nd, shape);
    shape_text(b, sizeof b, bn, bs);
    rt_raise(RT_EXC_ValueError, "Output size %s is not compatible with broadcast dimensions of inputs %s.", o, b);
  }
  for (int k = 0; k < d->np; k++) {
    Value b = rt_array_broadcast_to(arr[k], bn, bs);
    rt_decref(arr[k]);
    arr[k] = b;
  }
  Value out = rt_array_new(d->discrete ? DT_INT64 : DT_FLOAT64, bn, bs, false);
  Array *o = RT_AS(Array, out);
  double p[3] = {0, 0, 0};
  for (int64_t i = 0; i < o->size; i++) {
    for (int k = 0; k < d->np; k++) p[k] = elem_at(RT_AS(Array, arr[k]), i);
    draw_into(d, p, o, i);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value run(const Dist *d, const Value *pv, Value size) {
  int64_t shape[RT_MAXDIM];
  int nd = np_random_parse_size(size, shape);
  bool scalars = true;
  for (int k = 0; k < d->np; k++) scalars = scalars && scalar_param(pv[k]);
  if (!scalars) return run_arrays(d, pv, nd, shape);
  double p[3] = {0, 0, 0};
  for (int k = 0; k < d->np; k++) p[k] = scalar_value(pv[k]);
  if (d->draw == d_triangular) {
    if (p[0] > p[1]) rt_raise(RT_EXC_ValueError, "left > mode");
    if (p[1] > p[2]) rt_raise(RT_EXC_ValueError, "mode > right");
    if (p[0] == p[2]) rt_raise(RT_EXC_ValueError, "left == right");
  }
  for (int k = 0; k < d->np; k++) check(d, k, p[k], false);
  if (nd < 0) return d->discrete ? rt_int((int64_t)d->draw(p)) : rt_float(d->draw(p));
  Value out = rt_array_new(d->discrete ? DT_INT64 : DT_FLOAT64, nd, shape, false);
  for (int64_t i = 0; i < RT_AS(Array, out)->size; i++) draw_into(d, p, RT_AS(Array, out), i);
  return out;
}

/* Cython's argument messages: "beta() takes at least 2 positional arguments (1 given)",
 * where "given" counts the required arguments before the first missing one. */
static void check_arity(const Dist *d, int argc, const Kwargs *kw, int required) {
  if (argc > d->np + 1)
    rt_raise(RT_EXC_TypeError, "%s() takes at most %d positional arguments (%d given)", d->name,
             d->np + 1, argc);
  for (int k = argc; k < required; k++) {
    bool found = false;
    for (int j = 0; kw && j < kw->n; j++) found = found || !strcmp(kw->names[j], d->pn[k]);
    if (!found)
      rt_raise(RT_EXC_TypeError, "%s() takes at least %d positional argument%s (%d given)", d->name,
               required, required == 1 ? "" : "s", k);
  }
}

static Value call(int id, Value self, int argc, const Value *argv, const Kwargs *kw) {
  const Dist *d = &dists[id];
  const char *names[4];
  Value a[4];
  for (int k = 0; k < d->np; k++) names[k] = d->pn[k];
  names[d->np] = "size";
  int required = 0;
  while (required < d->np && isnan(d->dflt[required])) required++;
  check_arity(d, argc, kw, required);
  rt_parse_args(d->name, argc, argv, kw, d->np + 1, names, required, a);
  for (int k = 0; k < d->np; k++)
    if (rt_is_undef(a[k])) a[k] = rt_float(d->dflt[k]);
  np_random_begin(self);
  return run(d, a, a[d->np]);
}

#define DIST_IDS(X)                                                                          \
  X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15) X(16) \
  X(17) X(18) X(19) X(20) X(21)
#define X(i)                                                                  \
  static Value f_##i(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    return call(i, self, argc, argv, kw);                                     \
  }
DIST_IDS(X)
#undef X
static const NativeFn dist_fns[] = {
#define X(i) f_##i,
    DIST_IDS(X)
#undef X
};
_Static_assert(sizeof dist_fns / sizeof dist_fns[0] == sizeof dists / sizeof dists[0],
               "one native per distribution");

NativeFn np_random_legacy_method(const char *name) {
  for (size_t i = 0; i < sizeof dists / sizeof dists[0]; i++)
    if (!strcmp(dists[i].name, name)) return dist_fns[i];
  return NULL;
}

void np_random_legacy_register(Value m) {
  for (size_t i = 0; i < sizeof dists / sizeof dists[0]; i++) rt_module_add_fn(m, dists[i].name, dist_fns[i]);
}
