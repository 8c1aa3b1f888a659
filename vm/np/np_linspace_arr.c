/* np_linspace_arr.c — np.linspace with array-like start or stop (NumPy >= 1.16): one sample
 * axis in front of the broadcast shape of start and stop, moved to `axis`.
 *
 * As NumPy's function_base.linspace computes it: step = (stop - start) / div; when any step
 * is 0 each sample is (i / div) * delta, else i * step; then + start, the last sample set to
 * stop when endpoint, floor for an integer dtype. Only float64 arithmetic (integer, bool or
 * float64 inputs); other inputs are left to the scalar path's error.
 */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* Whether np.linspace(start, stop) takes this path: either bound is a sequence or an array of
 * one or more dimensions whose dtype computes in float64. */
bool np_linspace_is_array(Value start, Value stop) {
  bool any = false, ok = true;
  Value v[2] = {start, stop};
  for (int i = 0; i < 2; i++) {
    if (rt_is_array(v[i])) {
      Array *a = RT_AS(Array, v[i]);
      any |= a->ndim > 0;
      char k = rt_dtypes[a->dtype].kind;
      ok &= k == 'b' || k == 'i' || k == 'u' || a->dtype == DT_FLOAT64;
    } else if (rt_is_list(v[i]) || rt_is_tuple(v[i])) {
      any = true;
    }
  }
  return any && ok;
}

Value np_linspace_array(Value start, Value stop, int64_t num, bool endpoint, bool retstep,
                        int dt, Value axis) {
  Value s = rt_array_from_value(start, DT_FLOAT64), e = rt_undef(), sb = rt_undef();
  Value eb = rt_undef(), y = rt_undef(), step = rt_undef();
  int mark = rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&e);
  rt_cleanup_push_value(&sb);
  rt_cleanup_push_value(&eb);
  rt_cleanup_push_value(&y);
  rt_cleanup_push_value(&step);
  e = rt_array_from_value(stop, DT_FLOAT64);
  Array *sa = RT_AS(Array, s), *ea = RT_AS(Array, e);
  if (sa->dtype != DT_FLOAT64 || ea->dtype != DT_FLOAT64)
    rt_raise(RT_EXC_TypeError, "linspace: start and stop must be real numbers in Weft");
  int64_t shape[RT_MAXDIM + 1];
  /* stop - start */
  int nd = rt_broadcast_shapes(ea->ndim, ea->shape, sa->ndim, sa->shape, shape + 1);
  if (nd >= RT_MAXDIM)
    rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d", RT_MAXDIM);
  sb = rt_array_broadcast_to(s, nd, shape + 1);
  eb = rt_array_broadcast_to(e, nd, shape + 1);
  for (int k = 0; k < 2; k++) {
    Value *b = k ? &eb : &sb;
    Value c = rt_array_contiguous(*b, true);
    rt_decref(*b);
    *b = c;
  }
  int64_t m = RT_AS(Array, sb)->size, div = endpoint ? num - 1 : num;
  const double *st = (const double *)RT_AS(Array, sb)->data;
  const double *en = (const double *)RT_AS(Array, eb)->data;
  shape[0] = num;
  y = rt_array_new(DT_FLOAT64, nd + 1, shape, true);
  step = rt_array_new(DT_FLOAT64, nd, shape + 1, true);
  double *out = (double *)RT_AS(Array, y)->data, *sp = (double *)RT_AS(Array, step)->data;
  bool any_zero = false;
  for (int64_t j = 0; j < m; j++) {
    sp[j] = div > 0 ? (en[j] - st[j]) / (double)div : NAN;
    any_zero |= sp[j] == 0;
  }
  for (int64_t i = 0; i < num; i++) {
    if (rt_interrupted) rt_check_interrupt();
    for (int64_t j = 0; j < m; j++) {
      double delta = en[j] - st[j], v;
      if (div <= 0) v = (double)i * delta;
      else if (any_zero) v = ((double)i / (double)div) * delta;
      else v = (double)i * sp[j];
      v += st[j];
      if (endpoint && num > 1 && i == num - 1) v = en[j];
      if (dt >= 0 && rt_dtypes[dt].kind != 'f' && rt_dtypes[dt].kind != 'b') v = floor(v);
      out[i * m + j] = v;
    }
  }
  Value r = y;
  if (!rt_is_undef(axis) && !(axis.tag == RT_INT && axis.as.i == 0))
    r = np_callk("moveaxis", 3, (Value[]){y, rt_int(0), axis}, 0, NULL, NULL);
  else rt_incref(r);
  if (dt >= 0 && dt != DT_FLOAT64) {
    Value c = rt_array_astype(r, (DType)dt);
    rt_decref(r);
    r = c;
  }
  if (retstep) {
    Value t = rt_tuple_new(2);
    rt_tuple_set(t, 0, r);
    if (div > 0) rt_incref(step); /* the cleanup below releases the local reference */
    rt_tuple_set(t, 1, div > 0 ? step : rt_float(NAN));
    r = t;
  }
  rt_cleanup_pop(mark, true);
  return r;
}
