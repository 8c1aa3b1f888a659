/* np_histbins.c — np.histogram's bin-width estimators (bins='auto', 'fd', 'doane', 'scott',
 * 'stone', 'rice', 'sturges', 'sqrt'): NumPy 1.24's _hist_bin_selectors and the bin count
 * _get_bin_edges derives from the width, ceil((last - first) / width), 1 for width 0 or no
 * data. The statistics (std, mean, percentile, min, max) are the module's own, so they sum
 * as NumPy's do. */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/exc.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static double num(Value v) {
  double d = rt_to_double(v, "bins");
  rt_decref(v);
  return d;
}

static double ptp(Value x) { return num(np_call1("max", x)) - num(np_call1("min", x)); }

static double sturges(Value x, double n) { return ptp(x) / (log2(n) + 1.0); }

static double fd(Value x, double n) {
  Value q = rt_tuple_from(2, (Value[]){rt_int(75), rt_int(25)});
  int mark = rt_cleanup_push_value(&q);
  Value p = np_callk("percentile", 2, (Value[]){x, q}, 0, NULL, NULL);
  rt_cleanup_push_value(&p);
  double iqr = num(rt_getitem(p, rt_int(0))) - num(rt_getitem(p, rt_int(1)));
  rt_cleanup_pop(mark, true);
  return 2.0 * iqr * pow(n, -1.0 / 3.0);
}

static double doane(Value x, double n) {
  if (n <= 2) return 0.0;
  double sg1 = sqrt(6.0 * (n - 2) / ((n + 1.0) * (n + 3)));
  double sigma = num(np_call1("std", x));
  if (!(sigma > 0.0)) return 0.0;
  Value mean = np_call1("mean", x);
  int mark = rt_cleanup_push_value(&mean);
  Value t = np_callk("subtract", 2, (Value[]){x, mean}, 0, NULL, NULL);
  rt_cleanup_push_value(&t);
  Value u = np_callk("true_divide", 2, (Value[]){t, rt_float(sigma)}, 0, NULL, NULL);
  rt_cleanup_push_value(&u);
  Value c = np_callk("power", 2, (Value[]){u, rt_int(3)}, 0, NULL, NULL);
  rt_cleanup_push_value(&c);
  double g1 = num(np_call1("mean", c));
  rt_cleanup_pop(mark, true);
  return ptp(x) / (1.0 + log2(n) + log2(1.0 + fabs(g1) / sg1));
}

/* The width minimising Stone's estimate of the integrated squared error, over 1 ..
 * max(100, sqrt(n)) bins; NumPy's RuntimeWarning when the best is the last. */
static double stone(Value x, double n, Value range) {
  double span = ptp(x);
  if (n <= 1 || span == 0) return 0;
  int64_t upper = (int64_t)sqrt(n) > 100 ? (int64_t)sqrt(n) : 100, best = 1;
  double best_j = INFINITY;
  static const char *const kn[] = {"bins", "range"};
  for (int64_t nb = 1; nb <= upper; nb++) {
    Value h = np_callk("histogram", 1, &x, 2, kn, (Value[]){rt_int(nb), range});
    int mark = rt_cleanup_push_value(&h);
    Value counts = rt_getitem(h, rt_int(0));
    rt_cleanup_push_value(&counts);
    const Array *c = RT_AS(Array, counts);
    double dot = 0;
    for (int64_t i = 0; i < c->size; i++) {
      double pk = (double)((const int64_t *)c->data)[i] / n;
      dot += pk * pk;
    }
    double j = (2 - (n + 1) * dot) / (span / (double)nb);
    if (j < best_j) best_j = j, best = nb;
    rt_cleanup_pop(mark, true);
  }
  if (best == upper) {
    Value w = rt_import("warnings");
    int mark = rt_cleanup_push_value(&w);
    Value fn = rt_getattr(w, "warn");
    rt_cleanup_push_value(&fn);
    Value args[2] = {rt_str_from_c("The number of bins estimated may be suboptimal."),
                     rt_exc_class(RT_EXC_RuntimeWarning)};
    rt_cleanup_push_value(&args[0]);
    rt_decref(rt_call(fn, 2, args, NULL));
    rt_cleanup_pop(mark, true);
  }
  return span / (double)best;
}

static double width_of(const char *name, Value x, Value range) {
  double n = (double)RT_AS(Array, x)->size;
  if (!strcmp(name, "sqrt")) return ptp(x) / sqrt(n);
  if (!strcmp(name, "sturges")) return sturges(x, n);
  if (!strcmp(name, "rice")) return ptp(x) / (2.0 * pow(n, 1.0 / 3));
  if (!strcmp(name, "scott"))
    return pow(24.0 * pow(M_PI, 0.5) / n, 1.0 / 3.0) * num(np_call1("std", x));
  if (!strcmp(name, "fd")) return fd(x, n);
  if (!strcmp(name, "doane")) return doane(x, n);
  if (!strcmp(name, "stone")) return stone(x, n, range);
  double f = fd(x, n), s = sturges(x, n); /* auto */
  return f != 0 ? (f < s ? f : s) : s;
}

int64_t np_hist_estimated_bins(Value bins, Value a, Value range, bool weighted, Value first,
                               Value last) {
  static const char *const known[] = {"stone", "auto", "doane", "fd", "rice", "scott", "sqrt",
                                      "sturges"};
  const char *name = rt_str_data(bins);
  bool ok = false;
  for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) ok = ok || !strcmp(name, known[i]);
  if (!ok) {
    Value r = rt_repr(bins);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "%s is not a valid estimator for `bins`", rt_str_data(r));
  }
  if (weighted)
    rt_raise(RT_EXC_TypeError, "Automated estimation of the number of bins is not supported for "
                               "weighted data");
  Value x = a, lo = rt_none(), hi = rt_none(), keep = rt_none();
  rt_incref(x);
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&lo); /* function scope: the cleanups outlive the block below */
  rt_cleanup_push_value(&hi);
  rt_cleanup_push_value(&keep);
  if (np_given(range)) { /* the estimate sees only the values inside the range */
    lo = np_callk("greater_equal", 2, (Value[]){a, first}, 0, NULL, NULL);
    hi = np_callk("less_equal", 2, (Value[]){a, last}, 0, NULL, NULL);
    keep = np_callk("logical_and", 2, (Value[]){lo, hi}, 0, NULL, NULL);
    Value kept = rt_getitem(a, keep);
    rt_decref(x);
    x = kept;
  }
  int64_t nb = 1;
  if (RT_AS(Array, x)->size > 0) {
    double w = width_of(name, x, range);
    if (isnan(w)) rt_raise(RT_EXC_ValueError, "cannot convert float NaN to integer");
    if (w != 0) { /* NumPy's int(np.ceil(...)), then linspace's arange of that many edges */
      double q = ceil((rt_to_double(last, "range") - rt_to_double(first, "range")) / w);
      if (isnan(q)) rt_raise(RT_EXC_ValueError, "cannot convert float NaN to integer");
      if (isinf(q)) rt_raise(RT_EXC_OverflowError, "cannot convert float infinity to integer");
      if (q >= 9223372036854775807.0) rt_raise(RT_EXC_ValueError, "Maximum allowed size exceeded");
      nb = (int64_t)q;
    }
  }
  rt_cleanup_pop(mark, true);
  return nb;
}
