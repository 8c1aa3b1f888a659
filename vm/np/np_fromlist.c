/* np_fromlist.c — np.array's fast path for the commonest inputs, a flat list of Python floats or
 * of Python ints (a list built by append, a.tolist()) or of numpy scalars of one dtype, which
 * need none of the general discovery's passes (np_create.c) nor the hooks that look for dates,
 * records, objects and strings among the leaves. */
#include <string.h>

#include "np_fromlist.h"
#include "../obj/objects.h"

/* numpy scalars of one plain numeric dtype (a list of a[i] or of results appended one by one):
 * an array of that dtype, each scalar's bytes copied; RT_UNDEF for anything else. */
static Value same_scalars(const Value *it, int64_t n) {
  const NpScalar *s0 = RT_AS(NpScalar, it[0]);
  DType dt = s0->dtype;
  if (s0->dvar || (dt != DT_FLOAT64 && dt != DT_FLOAT32 && dt != DT_INT64 && dt != DT_INT32 &&
                   dt != DT_BOOL && dt != DT_COMPLEX128))
    return rt_undef();
  for (int64_t i = 1; i < n; i++)
    if (!rt_is_npscalar(it[i]) || RT_AS(NpScalar, it[i])->dtype != dt || RT_AS(NpScalar, it[i])->dvar)
      return rt_undef();
  Value out = rt_array_new(dt, 1, &n, false);
  char *d = RT_AS(Array, out)->data;
  size_t isz = (size_t)rt_dtypes[dt].itemsize;
  for (int64_t i = 0; i < n; i++) memcpy(d + (size_t)i * isz, &RT_AS(NpScalar, it[i])->as, isz);
  return out;
}

/* np.array of a flat list or tuple of Python floats only, or of Python ints only (the commonest
 * input, e.g. a list built by append): the float64 / int64 array in one pass. RT_UNDEF for
 * anything else (other leaves, nesting, a mix, empty), which takes the general discovery. */
Value np_array_from_flat_numbers(Value v) {
  if (!rt_is_list(v) && !rt_is_tuple(v)) return rt_undef();
  int64_t n = rt_is_list(v) ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
  const Value *it = rt_is_list(v) ? RT_AS(List, v)->items : RT_AS(Tuple, v)->items;
  if (n > 0 && rt_is_npscalar(it[0])) return same_scalars(it, n);
  if (n == 0 || (it[0].tag != RT_FLOAT && it[0].tag != RT_INT)) return rt_undef();
  bool flt = it[0].tag == RT_FLOAT;
  for (int64_t i = 1; i < n; i++)
    if (it[i].tag != it[0].tag) return rt_undef();
  Value out = rt_array_new(flt ? DT_FLOAT64 : DT_INT64, 1, &n, false);
  char *d = RT_AS(Array, out)->data;
  if (flt)
    for (int64_t i = 0; i < n; i++) ((double *)(void *)d)[i] = it[i].as.f;
  else
    for (int64_t i = 0; i < n; i++) ((int64_t *)(void *)d)[i] = it[i].as.i;
  return out;
}
