/* np_shape_arg.h — shape and axes arguments that NumPy's Python code reads as C longs
 * (np.tile's reps, as_strided's shape, expand_dims' axes): there an int past int64 is
 * OverflowError "Python int too large to convert to C long", where NumPy's C shape converter
 * (np_parse_shape) says ValueError "Maximum allowed dimension exceeded". */
#ifndef WEFT_NP_SHAPE_ARG_H
#define WEFT_NP_SHAPE_ARG_H

#include "np_internal.h"
#include "../obj/bigint.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* One extent of a shape argument as np_parse_shape reads it (np_shape_arg.c). */
int64_t np_shape_dim(Value x);

static inline int np_parse_shape_c_long(Value v, int64_t *shape) {
  bool seq = rt_is_tuple(v) || rt_is_list(v);
  int64_t n = seq ? rt_len(v) : 1;
  for (int64_t i = 0; i < n && i < RT_MAXDIM; i++) {
    Value x = seq ? rt_getitem(v, rt_int(i)) : (rt_incref(v), v);
    bool big = rt_is_bigint(x);
    rt_decref(x);
    if (big) rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
  }
  return np_parse_shape(v, shape);
}

#endif
