/* np_rc.c — np.r_ and np.c_, NumPy's index-expression concatenators: r_[1:4, 0, arr] joins
 * slices (aranges; a complex step means linspace's number of points), scalars and arrays
 * along the first axis; c_ joins along the last axis with 1-D pieces turned into columns.
 * The result dtype comes from the pieces with scalars ranked below arrays, as NumPy's
 * find_common_type does. String directives ('r', '0,2', ...) are refused. Also np.ix_. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_course.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef struct Concatenator {
  Obj hdr;
  bool columns; /* c_ */
} Concatenator;

static void cc_free(Obj *o) { free(o); }

/* A slice as NumPy's AxisConcatenator reads it: arange, or linspace for an imaginary step. */
static Value slice_piece(const Slice *s) {
  Value start = rt_is_none(s->start) ? rt_int(0) : s->start;
  Value step = rt_is_none(s->step) ? rt_int(1) : s->step;
  if (rt_is_complex(step)) {
    int64_t num = (int64_t)fabs(RT_AS(Complex, step)->im);
    static const char *const kn[] = {"num"};
    return np_callk("linspace", 2, (Value[]){start, s->stop}, 1, kn, (Value[]){rt_int(num)});
  }
  return np_callk("arange", 3, (Value[]){start, s->stop, step}, 0, NULL, NULL);
}

/* Item k as an array (1-D at least), and whether it counts as a scalar for the dtype. */
static Value piece(Value item, bool *scalar) {
  *scalar = false;
  if (rt_is_type(item, &rt_slice_type)) return slice_piece(RT_AS(Slice, item));
  if (rt_is_str(item))
    rt_raise(RT_EXC_ValueError, "string directives in np.r_/np.c_ are not supported in Weft");
  Value a = rt_array_from_value(item, -1);
  if (RT_AS(Array, a)->ndim == 0) {
    *scalar = !rt_is_array(item);
    int64_t one = 1;
    Value r = np_array_reshape(a, 1, &one);
    rt_decref(a);
    return r;
  }
  return a;
}

/* c_'s treatment of a 1-D piece: a column (N, 1). */
static Value as_column(Value a) {
  Array *x = RT_AS(Array, a);
  if (x->ndim != 1) return (rt_incref(a), a);
  int64_t shape[2] = {x->shape[0], 1};
  return np_array_reshape(a, 2, shape);
}

static Value cc_getitem(Value self, Value key) {
  bool cols = RT_AS(Concatenator, self)->columns;
  int64_t n = rt_is_tuple(key) ? RT_AS(Tuple, key)->n : 1;
  const Value *items = rt_is_tuple(key) ? RT_AS(Tuple, key)->items : &key;
  Value list = rt_list_new(n), orig = rt_list_new(n);
  int mark = rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&orig);
  for (int64_t i = 0; i < n; i++) {
    bool scalar;
    Value p = piece(items[i], &scalar);
    rt_list_append(list, p);
    rt_list_append(orig, scalar ? items[i] : p); /* for the dtype: scalars as themselves */
    rt_decref(p);
  }
  DType dt = np_result_type_of((int)n, RT_AS(List, orig)->items);
  for (int64_t i = 0; i < n; i++) {
    Value p = RT_AS(List, list)->items[i];
    Value c = RT_AS(Array, p)->dtype == dt ? (rt_incref(p), p) : rt_array_astype(p, dt);
    if (cols) {
      Value col = as_column(c);
      rt_decref(c);
      c = col;
    }
    rt_decref(p);
    RT_AS(List, list)->items[i] = c;
  }
  static const char *const kn[] = {"axis"};
  Value r = np_callk("concatenate", 1, &list, 1, kn, (Value[]){rt_int(cols ? -1 : 0)});
  rt_cleanup_pop(mark, true);
  return r;
}

static const ObjType cc_type = {.name = "numpy.lib.index_tricks.AxisConcatenator",
                                .free = cc_free, .getitem = cc_getitem};

static Value cc_new(bool columns) {
  Concatenator *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &cc_type);
  c->columns = columns;
  return rt_obj(c);
}

/* np.ix_(*seqs): open-mesh index arrays, seq k shaped to run along axis k (masks become their
 * nonzero indices). */
static Value f_ix_(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("ix_", argc, kw, 0, RT_MAXDIM);
  Value t = rt_tuple_new(argc);
  int mark = rt_cleanup_push_value(&t);
  for (int k = 0; k < argc; k++) {
    Value a = rt_array_from_value(argv[k], -1);
    int m2 = rt_cleanup_push_value(&a);
    if (RT_AS(Array, a)->ndim != 1) rt_raise(RT_EXC_ValueError, "Cross index must be 1 dimensional");
    if (RT_AS(Array, a)->size == 0 || RT_AS(Array, a)->dtype == DT_BOOL) {
      Value b = RT_AS(Array, a)->dtype == DT_BOOL ? np_call1("flatnonzero", a)
                                                   : rt_array_astype(a, DT_INT64);
      rt_decref(a);
      a = b;
    }
    int64_t shape[RT_MAXDIM];
    for (int d = 0; d < argc; d++) shape[d] = d == k ? RT_AS(Array, a)->size : 1;
    rt_tuple_set(t, k, np_array_reshape(a, argc, shape));
    rt_cleanup_pop(m2, true);
  }
  rt_incref(t);
  rt_cleanup_pop(mark, true);
  return t;
}

void np_register_rc(Value m) {
  rt_module_add_fn(m, "ix_", f_ix_);
  rt_module_set(m, "r_", cc_new(false));
  rt_module_set(m, "c_", cc_new(true));
}
