/* np_grid.c — np.mgrid and np.ogrid: objects whose indexing builds coordinate grids.
 *
 * They follow NumPy 1.24's nd_grid.__getitem__: one slice gives arange(start, stop, step),
 * a complex step (5j) asks for that many points from start to stop inclusive; a tuple of
 * slices gives one grid per slice (dense: np.indices of the sizes, then index*step + start;
 * open: aranges shaped to broadcast), in the dtype np.result_type gives the starts, stops and
 * steps (float64 when any is a float or a complex step).
 */
#include <math.h>
#include <stdlib.h>

#include "../base/error.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef struct Grid {
  Obj hdr;
  bool sparse;
} Grid;

/* One axis of the grid: its point count and the step applied to the index. */
typedef struct GridAxis {
  Value start, stop, step; /* borrowed; start/step defaulted */
  int64_t size;
  bool count;     /* the step was complex: a number of points */
  double points;  /* abs(step) when count */
} GridAxis;

static void grid_axis(Value sl, GridAxis *g) {
  if (!rt_is_type(sl, &rt_slice_type))
    rt_raise(RT_EXC_TypeError, "mgrid and ogrid take slices such as 0:5 or 0:1:5j");
  Slice *s = RT_AS(Slice, sl);
  g->start = rt_is_none(s->start) ? rt_int(0) : s->start;
  g->stop = s->stop;
  g->step = rt_is_none(s->step) ? rt_int(1) : s->step;
  g->count = rt_is_complex(g->step);
  if (g->count) {
    g->points = hypot(RT_AS(Complex, g->step)->re, RT_AS(Complex, g->step)->im);
    g->size = (int64_t)g->points;
    return;
  }
  Value d = rt_binop(RT_OP_SUB, g->stop, g->start);
  int mark = rt_cleanup_push_value(&d);
  Value q = rt_binop(RT_OP_TRUEDIV, d, rt_binop(RT_OP_MUL, g->step, rt_float(1.0)));
  g->size = (int64_t)ceil(rt_to_double(q, "size"));
  rt_decref(q);
  rt_cleanup_pop(mark, true);
}

/* The multiplier of the index: the step, or (stop - start)/(n - 1) for n points. */
static Value axis_step(const GridAxis *g) {
  if (!g->count) return (rt_incref(g->step), g->step);
  int64_t n = (int64_t)g->points;
  if (n == 1) return rt_int(1);
  Value d = rt_binop(RT_OP_SUB, g->stop, g->start);
  int mark = rt_cleanup_push_value(&d);
  Value r = rt_binop(RT_OP_TRUEDIV, d, rt_float((double)(n - 1)));
  rt_cleanup_pop(mark, true);
  return r;
}

/* index * step + start, as NumPy's nn[k]*step + start. */
static Value scale_shift(Value idx, const GridAxis *g) {
  Value st = axis_step(g);
  int mark = rt_cleanup_push_value(&st);
  Value m = rt_binop(RT_OP_MUL, idx, st);
  rt_cleanup_push_value(&m);
  Value r = rt_binop(RT_OP_ADD, m, g->start);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value one_slice(Value key) {
  GridAxis g;
  grid_axis(key, &g);
  if (!g.count) {
    Slice *s = RT_AS(Slice, key);
    return np_callk("arange", 3, (Value[]){g.start, s->stop, s->step}, 0, NULL, NULL);
  }
  Value ops[3] = {g.start, g.stop, rt_float(g.points)};
  Value dt = rt_dtypeobj_new(np_result_type_of(3, ops));
  int mark = rt_cleanup_push_value(&dt);
  static const char *const kn[] = {"dtype"};
  Value idx = np_callk("arange", 3, (Value[]){rt_int(0), rt_int(g.size), rt_int(1)}, 1, kn, &dt);
  rt_cleanup_push_value(&idx);
  Value r = scale_shift(idx, &g);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value grid_getitem(Value self, Value key) {
  if (!rt_is_tuple(key)) return one_slice(key);
  int n = (int)RT_AS(Tuple, key)->n;
  if (n > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  GridAxis g[RT_MAXDIM];
  Value nums[3 * RT_MAXDIM + 1];
  nums[0] = rt_int(0);
  for (int k = 0; k < n; k++) {
    grid_axis(RT_AS(Tuple, key)->items[k], &g[k]);
    nums[1 + 3 * k] = g[k].start;
    nums[2 + 3 * k] = g[k].stop;
    nums[3 + 3 * k] = g[k].count ? rt_float(g[k].points) : g[k].step;
  }
  DType dt = np_result_type_of(1 + 3 * n, nums);
  Value dto = rt_dtypeobj_new(dt);
  int mark = rt_cleanup_push_value(&dto);
  static const char *const kn[] = {"dtype"};
  int64_t sizes[RT_MAXDIM];
  for (int k = 0; k < n; k++) sizes[k] = g[k].size < 0 ? 0 : g[k].size;
  if (!RT_AS(Grid, self)->sparse) {
    Value shape = rt_tuple_new(n);
    for (int k = 0; k < n; k++) rt_tuple_set(shape, k, rt_int(sizes[k]));
    rt_cleanup_push_value(&shape);
    Value nn = np_callk("indices", 1, &shape, 1, kn, &dto);
    rt_cleanup_push_value(&nn);
    for (int k = 0; k < n; k++) {
      Value row = np_array_row(nn, k);
      int kmark = rt_cleanup_push_value(&row);
      Value r = scale_shift(row, &g[k]);
      rt_cleanup_push_value(&r);
      rt_array_assign(row, r);
      rt_cleanup_pop(kmark, true);
    }
    rt_incref(nn);
    rt_cleanup_pop(mark, true);
    return nn;
  }
  Value list = rt_list_new(n);
  rt_cleanup_push_value(&list);
  for (int k = 0; k < n; k++) {
    Value a = np_callk("arange", 1, (Value[]){rt_int(sizes[k])}, 1, kn, &dto);
    int kmark = rt_cleanup_push_value(&a);
    Value r = scale_shift(a, &g[k]);
    rt_cleanup_push_value(&r);
    int64_t shape[RT_MAXDIM];
    for (int d = 0; d < n; d++) shape[d] = d == k ? sizes[k] : 1;
    Value v = np_array_reshape(r, n, shape);
    rt_list_append(list, v);
    rt_decref(v);
    rt_cleanup_pop(kmark, true);
  }
  rt_incref(list);
  rt_cleanup_pop(mark, true);
  return list;
}

static void grid_free(Obj *o) { free(o); }

static const ObjType mgrid_type = {.name = "numpy.lib.index_tricks.MGridClass",
                                   .free = grid_free, .getitem = grid_getitem};
static const ObjType ogrid_type = {.name = "numpy.lib.index_tricks.OGridClass",
                                   .free = grid_free, .getitem = grid_getitem};

static Value grid_new(bool sparse) {
  Grid *g = rt_malloc(sizeof(Grid));
  rt_obj_init(&g->hdr, sparse ? &ogrid_type : &mgrid_type);
  g->sparse = sparse;
  return rt_obj(g);
}

/* np.indices(dimensions, dtype=int, sparse=False): the grid mgrid builds from sizes alone. */
static Value f_indices(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"dimensions", "dtype", "sparse"};
  Value a[3];
  rt_parse_args("indices", argc, argv, kw, 3, names, 1, a);
  int64_t shape[RT_MAXDIM + 1];
  /* NumPy takes tuple(dimensions): any iterable of ints, a generator included */
  Value dims = rt_is_tuple(a[0]) || rt_is_list(a[0]) ? (rt_incref(a[0]), a[0])
                                                     : rt_call(rt_builtin_lookup("tuple"), 1, a, NULL);
  int mark = rt_cleanup_push_value(&dims);
  int nd = np_parse_shape(dims, shape + 1);
  rt_cleanup_pop(mark, true);
  if (nd + 1 > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  shape[0] = nd;
  DType dt = rt_is_undef(a[1]) ? DT_INT64 : rt_dtype_from_value(a[1]);
  if (!rt_is_undef(a[2]) && rt_truthy(a[2])) { /* arange(n_k), shaped 1 but along axis k */
    Value t = rt_tuple_new(nd);
    for (int k = 0; k < nd; k++) {
      int64_t sh[RT_MAXDIM];
      for (int d = 0; d < nd; d++) sh[d] = d == k ? shape[1 + k] : 1;
      Value r = rt_array_new(dt, nd, sh, false);
      for (int64_t i = 0; i < shape[1 + k]; i++)
        rt_elem_set_i64(dt, RT_AS(Array, r)->data + i * rt_dtypes[dt].itemsize, i);
      rt_tuple_set(t, k, r);
    }
    return t;
  }
  Value out = rt_array_new(dt, nd + 1, shape, false);
  Array *o = RT_AS(Array, out);
  NpIter it;
  for (np_iter_init(&it, o); it.more; np_iter_next(&it)) {
    rt_elem_set_i64(dt, it.ptr, it.idx[1 + it.idx[0]]);
  }
  return out;
}

void np_register_grid(Value m) {
  rt_module_add_fn(m, "indices", f_indices);
  rt_module_set(m, "mgrid", grid_new(false));
  rt_module_set(m, "ogrid", grid_new(true));
}
