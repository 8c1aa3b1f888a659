/* np_shape_arg.c — NumPy's C shape converter (PyArray_IntpConverter): a shape argument given as
 * an int or a sequence of ints, as np.zeros, reshape and the other creators read it. The
 * C-long variant NumPy's Python functions use is np_parse_shape_c_long (np_shape_arg.h). */
#include <stdio.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_shape_arg.h"

/* One extent of a shape argument: an int past int64 is NumPy's ValueError, not an OverflowError. */
int64_t np_shape_dim(Value x) {
  if (rt_is_bigint(x)) rt_raise(RT_EXC_ValueError, "Maximum allowed dimension exceeded");
  return rt_to_index(x, "shape");
}

int np_parse_shape(Value v, int64_t *shape) {
  if (rt_is_tuple(v) || rt_is_list(v)) {
    int64_t n = rt_len(v);
    if (n > RT_MAXDIM) {
      rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %lld",
               RT_MAXDIM, (long long)n);
    }
    for (int64_t i = 0; i < n; i++) {
      Value x = rt_getitem(v, rt_int(i));
      int mark = rt_cleanup_push_value(&x); /* the item goes when its extent raises */
      shape[i] = np_shape_dim(x);
      rt_cleanup_pop(mark, true);
    }
    return (int)n;
  }
  if (v.tag == RT_FLOAT) {
    Value r = rt_repr(v);
    char text[64];
    snprintf(text, sizeof text, "%s", rt_str_data(r));
    rt_decref(r);
    rt_raise(RT_EXC_TypeError, "expected a sequence of integers or a single integer, got '%s'",
             text);
  }
  shape[0] = np_shape_dim(v);
  return 1;
}
