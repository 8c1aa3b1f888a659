/* np_logspace.c — np.logspace and np.geomspace: powers of np.linspace's samples, as NumPy's
 * function_base computes them (C pow per sample; geomspace's ends set exactly). */
#include <math.h>

#include "../base/error.h"
#include "np_internal.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static int opt_dtype(Value v) {
  return rt_is_undef(v) || rt_is_none(v) ? -1 : (int)rt_dtype_from_value(v);
}

/* base ** linspace(start, stop, num) with C pow, as NumPy's power ufunc computes it. */
static Value logspace_values(double start, double stop, int64_t num, bool endpoint, double base,
                             int dt) {
  Value args[3] = {rt_float(start), rt_float(stop), rt_int(num)};
  const char *names[] = {"endpoint"};
  Value ep = rt_bool(endpoint);
  Value y = np_callk("linspace", 3, args, 1, names, &ep);
  double *p = (double *)RT_AS(Array, y)->data;
  for (int64_t i = 0; i < num; i++) p[i] = pow(base, p[i]);
  if (dt >= 0 && dt != DT_FLOAT64) {
    Value c = rt_array_astype(y, (DType)dt);
    rt_decref(y);
    y = c;
  }
  return y;
}

static Value f_logspace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"start", "stop", "num", "endpoint", "base", "dtype", "axis"};
  Value a[7];
  rt_parse_args("logspace", argc, argv, kw, 7, names, 2, a);
  int64_t num = rt_is_undef(a[2]) ? 50 : rt_to_index(a[2], "num");
  double base = rt_is_undef(a[4]) ? 10.0 : rt_to_double(a[4], "base");
  return logspace_values(rt_to_double(a[0], "logspace"), rt_to_double(a[1], "logspace"), num,
                         rt_is_undef(a[3]) || rt_truthy(a[3]), base, opt_dtype(a[5]));
}

static Value f_geomspace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"start", "stop", "num", "endpoint", "dtype", "axis"};
  Value a[6];
  rt_parse_args("geomspace", argc, argv, kw, 6, names, 2, a);
  double start = rt_to_double(a[0], "geomspace"), stop = rt_to_double(a[1], "geomspace");
  int64_t num = rt_is_undef(a[2]) ? 50 : rt_to_index(a[2], "num");
  bool endpoint = rt_is_undef(a[3]) || rt_truthy(a[3]);
  if (start == 0 || stop == 0) {
    rt_raise(RT_EXC_ValueError, "Geometric sequence cannot include zero");
  }
  double sign = start < 0 && stop < 0 ? -1.0 : 1.0;
  Value y = logspace_values(log10(start * sign), log10(stop * sign), num, endpoint, 10.0, -1);
  double *p = (double *)RT_AS(Array, y)->data;
  if (num > 0) p[0] = start * sign;
  if (num > 1 && endpoint) p[num - 1] = stop * sign;
  for (int64_t i = 0; i < num; i++) p[i] *= sign;
  int dt = opt_dtype(a[4]);
  if (dt >= 0 && dt != DT_FLOAT64) {
    Value c = rt_array_astype(y, (DType)dt);
    rt_decref(y);
    y = c;
  }
  return y;
}

void np_register_logspace(Value m) {
  rt_module_add_fn(m, "logspace", f_logspace);
  rt_module_add_fn(m, "geomspace", f_geomspace);
}
