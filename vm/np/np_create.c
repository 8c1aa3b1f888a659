/* np_create.c — making arrays: conversion of nested sequences (np.array's shape and dtype
 * discovery), zeros/ones/empty/full and their _like forms, arange, linspace, logspace and
 * geomspace with NumPy's exact arithmetic, eye/identity/diag/tril/triu, copy, joining
 * (concatenate, stack, vstack, hstack, dstack, column_stack), splitting, tile, repeat, roll,
 * meshgrid, resize and fromfunction. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_chararray.h"
#include "np_course.h"
#include "np_internal.h"
#include "np_korder.h"
#include "np_shape_arg.h"
#include "np_usersub.h"
#include "np_loops.h"
#include "np_ma.h"
#include "np_datetime.h"
#include "np_korder.h"
#include "np_dvar.h"
#include "np_dvar_keep.h"
#include "np_fromlist.h"
#include "np_objarray.h"
#include "np_record.h"
#include "np_strarray.h"
#include "np_tile.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- np.array: shape and dtype discovery over nested lists/tuples ---- */

typedef struct Discovery {
  int ndim;
  int64_t shape[RT_MAXDIM];
  int ragged;      /* smallest depth at which the nesting disagrees; -1 if none */
  int dt;          /* promoted dtype of the leaves; -1 while none seen */
} Discovery;

/* Lists, tuples and ranges nest (np.array([range(3), range(3)])); a range's items are small
 * ints, made on the fly. An instance of a list or tuple subclass (a namedtuple) is its list
 * or tuple, as NumPy takes any sequence. */
static bool is_seq(Value v) {
  v = rt_unwrap_base(v);
  return rt_is_list(v) || rt_is_tuple(v) || rt_is_type(v, &rt_range_type);
}

static int64_t seq_len(Value v) {
  v = rt_unwrap_base(v);
  if (rt_is_type(v, &rt_range_type)) {
    const Range *r = RT_AS(Range, v);
    return rt_range_len(r->start, r->stop, r->step);
  }
  return rt_is_list(v) ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
}

static Value seq_item(Value v, int64_t i) {
  v = rt_unwrap_base(v);
  if (rt_is_type(v, &rt_range_type)) return rt_int(RT_AS(Range, v)->start + i * RT_AS(Range, v)->step);
  return rt_is_list(v) ? RT_AS(List, v)->items[i] : RT_AS(Tuple, v)->items[i];
}

static int leaf_dtype(Value v) {
  switch (v.tag) {
    case RT_BOOL: return DT_BOOL;
    case RT_INT: return DT_INT64;
    case RT_FLOAT: return DT_FLOAT64;
    default: break;
  }
  if (rt_is_npscalar(v)) return RT_AS(NpScalar, v)->dtype;
  if (rt_is_array(v)) return RT_AS(Array, v)->dtype;
  if (rt_is_complex(v)) return DT_COMPLEX128;
  if (rt_is_bigint(v)) { /* beyond int64: uint64 if it fits, else NumPy's object array */
    uint64_t u;
    if (rt_int_to_u64(v, &u)) return DT_UINT64;
    rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
  }
  if (rt_is_array_number(v))
    rt_raise(RT_EXC_TypeError, "arrays of '%s' values are not supported in Weft", rt_type_name(v));
  /* np.array makes object arrays (np_objarray.c); here a numeric array was asked for */
  rt_raise(RT_EXC_TypeError, "this NumPy function takes numeric arrays in Weft; '%s' values "
                             "make an object array (dtype=object)", rt_type_name(v));
}

/* Pass 1: the shape NumPy would try, following the first element at each level. */
static void discover_shape(Discovery *d, Value v) {
  d->ndim = 0;
  while (is_seq(v)) {
    if (d->ndim == RT_MAXDIM) {
      rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested array "
               "would exceed the maximum number of dimension of %d.", RT_MAXDIM);
    }
    int64_t n = seq_len(v);
    d->shape[d->ndim++] = n;
    if (n == 0) return;
    v = seq_item(v, 0);
  }
  if (rt_is_array(v)) {
    Array *a = RT_AS(Array, v);
    if (d->ndim + a->ndim > RT_MAXDIM)
      rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested array "
               "would exceed the maximum number of dimension of %d.", RT_MAXDIM);
    for (int i = 0; i < a->ndim; i++) d->shape[d->ndim++] = a->shape[i];
  }
}

static void mark_ragged(Discovery *d, int depth) {
  if (d->ragged < 0 || depth < d->ragged) d->ragged = depth;
}

/* Pass 2: every element must agree with the shape; promotes the leaves' dtypes. */
static void discover_check(Discovery *d, Value v, int depth) {
  if (is_seq(v)) {
    int64_t n = seq_len(v);
    if (depth >= d->ndim || n != d->shape[depth]) {
      mark_ragged(d, depth);
      return;
    }
    for (int64_t i = 0; i < n; i++) discover_check(d, seq_item(v, i), depth + 1);
    return;
  }
  if (rt_is_array(v)) {
    Array *a = RT_AS(Array, v);
    if (depth + a->ndim != d->ndim ||
        memcmp(a->shape, d->shape + depth, sizeof(int64_t) * (size_t)a->ndim) != 0) {
      mark_ragged(d, depth);
      return;
    }
  } else if (depth != d->ndim) {
    mark_ragged(d, depth);
    return;
  }
  int ldt = leaf_dtype(v);
  d->dt = d->dt < 0 ? ldt : (int)rt_dtype_promote((DType)d->dt, (DType)ldt);
}

/* Pass 3: write the leaves into the fresh C-contiguous array. */
static void fill_from(Value out, Array *a, Value v, int depth, char *p) {
  if (is_seq(v)) {
    for (int64_t i = 0; i < seq_len(v); i++) {
      fill_from(out, a, seq_item(v, i), depth + 1, p + i * a->strides[depth]);
    }
  } else if (rt_is_array(v)) {
    Value view = rt_array_view(out, a->dtype, a->ndim - depth, a->shape + depth,
                               a->strides + depth, p);
    np_copy_cast(RT_AS(Array, view), RT_AS(Array, v));
    rt_decref(view);
  } else {
    np_set_elem_py(a->dtype, p, v);
  }
}

static void raise_ragged(const Discovery *d) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_shape(&sb, d->ragged, d->shape);
  char msg[512];
  snprintf(msg, sizeof msg,
           "setting an array element with a sequence. The requested array has an inhomogeneous "
           "shape after %d dimensions. The detected shape was %s + inhomogeneous part.",
           d->ragged, sb.data);
  rt_sb_free(&sb);
  rt_raise(RT_EXC_ValueError, "%s", msg);
}

static Value from_sequence(Value v, int dt) {
  Discovery d;
  d.ragged = -1;
  d.dt = -1;
  discover_shape(&d, v);
  discover_check(&d, v, 0);
  if (d.ragged >= 0) raise_ragged(&d);
  DType out_dt = dt >= 0 ? (DType)dt : d.dt >= 0 ? (DType)d.dt : DT_FLOAT64;
  Value out = rt_array_new(out_dt, d.ndim, d.shape, true);
  int mark = rt_cleanup_push_value(&out); /* a leaf may not convert */
  fill_from(out, RT_AS(Array, out), v, 0, RT_AS(Array, out)->data);
  rt_cleanup_pop(mark, false);
  return out;
}

Value rt_array_from_value(Value v, int dt) {
  if (np_is_ma(v)) return rt_array_from_value(RT_AS(NpMa, v)->data, dt); /* np.asarray: the data */
  if (np_usersub_is(v)) return rt_array_from_value(RT_AS(Instance, v)->base, dt); /* class C(np.ndarray) */
  if (v.tag == RT_OBJ && v.as.o->type->as_array) { /* array-likes: Numba's device arrays */
    Value arr = v.as.o->type->as_array(v);
    int mark = rt_cleanup_push_value(&arr);
    Value r = rt_array_from_value(arr, dt);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_array(v)) {
    if (dt < 0 || RT_AS(Array, v)->dtype == (DType)dt) {
      rt_incref(v);
      return v;
    }
    return rt_array_astype(v, (DType)dt);
  }
  if (rt_is_list(rt_unwrap_base(v)) || rt_is_tuple(rt_unwrap_base(v))) return from_sequence(v, dt);
  if (np_is_objarr(v)) { /* np.array(objects, dtype=float): each converted */
    if (dt >= 0) return np_objarr_to_numbers(v, (DType)dt);
    rt_raise(RT_EXC_TypeError, "this NumPy function takes numeric arrays in Weft, not an object "
                               "array (dtype=object)");
  }
  if (rt_is_type(v, &rt_range_type)) {
    Range *r = RT_AS(Range, v);
    int64_t n = rt_range_len(r->start, r->stop, r->step);
    Value out = rt_array_new(dt >= 0 ? (DType)dt : DT_INT64, 1, &n, false);
    Array *a = RT_AS(Array, out);
    for (int64_t i = 0; i < n; i++) {
      rt_elem_set_i64(a->dtype, a->data + i * a->strides[0], r->start + i * r->step);
    }
    return out;
  }
  DType out_dt = dt >= 0 ? (DType)dt : (DType)leaf_dtype(v);
  Value out = rt_array_new(out_dt, 0, NULL, true);
  int mark = rt_cleanup_push_value(&out);
  np_set_elem_py(out_dt, RT_AS(Array, out)->data, v);
  rt_cleanup_pop(mark, false);
  return out;
}


/* ---- np.array / np.asarray / np.copy / np.ascontiguousarray ---- */

static int opt_dtype(Value v) {
  return rt_is_undef(v) || rt_is_none(v) ? -1 : (int)rt_dtype_from_value(v);
}

static Value f_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"object", "dtype", "copy", "order", "subok", "ndmin"};
  Value a[6];
  if (argc > 2) /* copy= and the rest are keyword-only: np.array(1, 2, 3) is the classic slip */
    rt_raise(RT_EXC_TypeError, "array() takes from 1 to 2 positional arguments but %d were given",
             argc);
  rt_parse_args("array", argc, argv, kw, 6, names, 1, a);
  a[0] = np_chararray_unwrap(a[0]); /* a chararray's plain array */
  Value flat = rt_is_undef(a[1]) || rt_is_none(a[1]) ? np_array_from_flat_numbers(a[0]) : rt_undef();
  int fmark = rt_cleanup_push_value(&flat);
  if (rt_is_undef(flat)) { /* the hooks look at every leaf: not for a list of plain numbers */
    Value s = np_time_array_hook(a[0], a[1]);
    if (rt_is_undef(s)) s = np_rec_array_hook(a[0], a[1]);
    if (rt_is_undef(s)) s = np_obj_array_hook(a[0], a[1]);
    if (rt_is_undef(s)) s = np_str_array_hook(a[0], a[1]);
    if (!rt_is_undef(s)) {
      rt_cleanup_pop(fmark, false);
      return s;
    }
  }
  int dt = opt_dtype(a[1]);
  bool copy = rt_is_undef(a[2]) || rt_truthy(a[2]);
  Value out, like = rt_undef(); /* an array-like's array (Numba's device arrays) */
  if (a[0].tag == RT_OBJ && a[0].as.o->type->as_array) like = a[0] = a[0].as.o->type->as_array(a[0]);
  int mark = rt_cleanup_push_value(&like);
  if (!rt_is_undef(flat)) {
    out = flat;
  } else if (rt_is_array(a[0]) && copy) {
    out = rt_array_astype(a[0], dt < 0 ? RT_AS(Array, a[0])->dtype : (DType)dt);
  } else {
    out = rt_array_from_value(a[0], dt);
  }
  flat = rt_undef(); /* out owns it now */
  out = np_in_order(out, a[3], "K", a[0]);
  int64_t ndmin = rt_is_undef(a[5]) ? 0 : rt_to_index(a[5], "ndmin");
  Array *arr = RT_AS(Array, out);
  if (ndmin > arr->ndim) {
    int64_t shape[RT_MAXDIM];
    int pad = (int)(ndmin - arr->ndim);
    if (ndmin > RT_MAXDIM) {
      rt_raise(RT_EXC_ValueError, "ndmin bigger than allowable number of dimensions "
                                  "NPY_MAXDIMS (=32)");
    }
    for (int i = 0; i < pad; i++) shape[i] = 1;
    memcpy(shape + pad, arr->shape, sizeof(int64_t) * (size_t)arr->ndim);
    Value r = np_array_reshape(out, (int)ndmin, shape);
    rt_decref(out);
    out = r;
  }
  if (!rt_is_array(a[0]) || out.as.o != a[0].as.o) { /* a new array: the asked variant */
    /* no dtype, or the array's own (np.array(q, dtype=np.int64)): the array's variant */
    if (dt < 0 || (rt_is_array(a[0]) && dt == (int)RT_AS(Array, a[0])->dtype &&
                   !np_dvar_of_spec(a[1])))
      np_dvar_set(out, np_dvar_of(a[0]));
    else np_dvar_apply(out, a[1]);
    if (dt < 0 && !rt_is_array(a[0])) np_dvar_keep_seq(out, a[0]); /* [np.longlong(1), 2] */
  } else {
    out = np_dvar_asarray(out, a[0], a[1]); /* np.array(q, dtype='l', copy=False): a view */
  }
  rt_cleanup_pop(mark, true); /* last: the order and variant tests read the array-like's array */
  rt_cleanup_pop(fmark, false);
  return out;
}

static Value f_asarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "dtype", "order"};
  Value a[3];
  rt_parse_args("asarray", argc, argv, kw, 3, names, 1, a);
  a[0] = np_chararray_unwrap(a[0]);
  if ((np_is_strarr(a[0]) || np_is_recarr(a[0]) || np_is_objarr(a[0])) &&
      (rt_is_undef(a[1]) || rt_is_none(a[1])))
    return rt_incref(a[0]), a[0];
  Value s = np_time_array_hook(a[0], a[1]);
  if (!rt_is_undef(s)) return s;
  s = np_rec_array_hook(a[0], a[1]);
  if (!rt_is_undef(s)) return s;
  s = np_obj_array_hook(a[0], a[1]);
  if (!rt_is_undef(s)) return s;
  s = np_str_array_hook(a[0], a[1]);
  if (!rt_is_undef(s)) return s;
  Value out = rt_array_from_value(a[0], opt_dtype(a[1]));
  if (!rt_is_array(a[0]) || out.as.o != a[0].as.o) np_dvar_apply(out, a[1]);
  out = np_dvar_asarray(out, a[0], a[1]);
  return np_in_order(out, a[2], "K", a[0]);
}

/* np.asanyarray: as asarray, but a masked array (a subclass) passes through unchanged. */
static Value f_asanyarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc == 1 && (np_is_ma(argv[0]) || np_is_chararray(argv[0])) && (!kw || kw->n == 0))
    return rt_incref(argv[0]), argv[0];
  return f_asarray(self, argc, argv, kw);
}

static Value f_asfortranarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "dtype"};
  Value a[2];
  rt_parse_args("asfortranarray", argc, argv, kw, 2, names, 1, a);
  return np_as_fortran(rt_array_from_value(a[0], opt_dtype(a[1])), a[0]);
}

static Value f_ascontiguousarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "dtype"};
  Value a[2];
  rt_parse_args("ascontiguousarray", argc, argv, kw, 2, names, 1, a);
  Value arr = rt_array_from_value(a[0], opt_dtype(a[1]));
  Value out = rt_array_contiguous(arr, false);
  rt_decref(arr);
  if (RT_AS(Array, out)->ndim == 0) {
    int64_t one = 1;
    Value r = np_array_reshape(out, 1, &one);
    rt_decref(out);
    out = r;
  }
  return out;
}

static Value f_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "order"};
  Value a[2];
  rt_parse_args("copy", argc, argv, kw, 2, names, 1, a);
  if (np_is_recarr(a[0])) return np_rec_array_hook(a[0], rt_undef());
  Value arr = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  Value out = np_in_order(rt_array_contiguous(arr, true), a[1], "K", arr);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- zeros / ones / empty / full and the _like forms ---- */

/* The fill value is converted to an array first, so it casts like an array (np.full(3, nan,
 * dtype=int) gives INT64_MIN, where a[0] = nan raises). Without a fill the data is zeros:
 * np.zeros's lazily (pages the kernel zeroes on first touch), np.empty's written now (empty:
 * true). NumPy's large np.empty is a fresh mapping, zeros too; a reused block zeroed in place
 * costs one pass over resident pages, where dropping them would fault every page back in on
 * the fill that usually follows (empty + fill 2x faster). */
static Value filled(DType dt, int ndim, const int64_t *shape, Value fill, bool fortran,
                    bool empty) {
  /* A fill writes every element: its buffer needs no zeros first. */
  int zero = !rt_is_undef(fill) ? NP_DATA_RAW : empty ? NP_DATA_ZEROED : NP_DATA_ZEROS_LAZY;
  Value out = np_array_alloc(dt, ndim, shape, zero);
  if (fortran) np_set_fortran_strides(RT_AS(Array, out));
  if (!rt_is_undef(fill)) {
    int mark = rt_cleanup_push_value(&out);
    Value f = rt_array_from_value(fill, -1);
    rt_cleanup_push_value(&f);
    rt_array_assign(out, f);
    rt_decref(f);
    rt_cleanup_pop(mark, false);
  }
  return out;
}

static Value make_filled(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                         Value fill) {
  static const char *const names[] = {"shape", "dtype", "order"};
  Value a[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 1, a);
  int64_t shape[RT_MAXDIM];
  int ndim = np_parse_shape(a[0], shape);
  bool zeros = rt_is_undef(fill) && !strcmp(fname, "zeros"); /* object zeros hold 0 */
  Value s = np_obj_filled_hook(ndim, shape, a[1], zeros ? rt_int(0) : fill);
  if (!rt_is_undef(s)) return s;
  s = np_str_filled_hook(ndim, shape, a[1], fill);
  if (!rt_is_undef(s)) return s;
  s = np_rec_filled_hook(ndim, shape, a[1], fill);
  if (!rt_is_undef(s) && !strcmp(fname, "empty")) np_recobj_fill_none(s); /* object fields: None */
  if (!rt_is_undef(s)) return s;
  int dt = opt_dtype(a[1]);
  bool fortran = np_fortran_order(a[2], "C", false, rt_undef());
  return np_dvar_apply(filled(dt < 0 ? DT_FLOAT64 : (DType)dt, ndim, shape, fill, fortran,
                              !strcmp(fname, "empty")), a[1]);
}

static Value f_zeros(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_filled("zeros", argc, argv, kw, rt_undef());
}

static Value f_empty(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_filled("empty", argc, argv, kw, rt_undef());
}

static Value f_ones(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_filled("ones", argc, argv, kw, rt_int(1));
}

static Value f_full(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"shape", "fill_value", "dtype", "order"};
  Value a[4];
  rt_parse_args("full", argc, argv, kw, 4, names, 2, a);
  int64_t shape[RT_MAXDIM];
  int ndim = np_parse_shape(a[0], shape);
  Value s = np_obj_filled_hook(ndim, shape, a[2], a[1]);
  if (!rt_is_undef(s)) return s;
  s = np_str_filled_hook(ndim, shape, a[2], a[1]);
  if (!rt_is_undef(s)) return s;
  s = np_rec_filled_hook(ndim, shape, a[2], a[1]);
  if (!rt_is_undef(s)) return s;
  int dt = opt_dtype(a[2]);
  if (dt < 0) {
    Value f = rt_array_from_value(a[1], -1);
    dt = RT_AS(Array, f)->dtype;
    rt_decref(f);
  }
  if (rt_is_str(a[1])) { /* np.full(3, '5', dtype=int): the text parsed as the cast parses it */
    Value t = np_strarr_from_value(a[1], 0);
    int mark = rt_cleanup_push_value(&t);
    Value as = rt_dtypes[dt].kind == 'b' ? rt_str_from_c("int64") : (rt_incref(a[2]), a[2]);
    rt_cleanup_push_value(&as); /* NumPy reads a bool from text as an int */
    Value fill = np_strarr_to_numbers(t, as);
    rt_cleanup_push_value(&fill);
    Value r = filled((DType)dt, ndim, shape, fill, np_fortran_order(a[3], "C", false, rt_undef()),
                     false);
    rt_cleanup_pop(mark, true);
    return np_dvar_apply(r, a[2]);
  }
  return np_dvar_apply(filled((DType)dt, ndim, shape, a[1],
                              np_fortran_order(a[3], "C", false, rt_undef()), false), a[2]);
}

static Value make_like(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                       bool has_fill, Value fill) {
  static const char *const names[] = {"a", "dtype", "order", "subok", "shape"};
  static const char *const names_full[] = {"a", "fill_value", "dtype", "order", "subok", "shape"};
  /* np.empty_like is C in NumPy, its dispatcher names the array `prototype` */
  static const char *const names_empty[] = {"prototype", "dtype", "order", "subok", "shape"};
  Value a[6];
  bool empty = !strcmp(fname, "empty_like");
  rt_parse_args(fname, argc, argv, kw, has_fill ? 6 : 5,
                has_fill ? names_full : empty ? names_empty : names, has_fill ? 2 : 1, a);
  Value *rest = has_fill ? a + 1 : a;
  if (has_fill) fill = a[1];
  Value s = np_rec_like_hook(a[0], rest[1], rest[4], fill);
  if (!rt_is_undef(s)) return s;
  bool dt_given = !rt_is_undef(rest[1]) && !rt_is_none(rest[1]);
  bool to_obj = dt_given ? np_is_obj_dtype(rest[1]) : np_is_objarr(a[0]);
  if (to_obj || np_is_objarr(a[0])) {
    /* an object array's shape, or an object array of the prototype's shape: zeros_like holds
     * 0, empty_like None */
    Value shp = !rt_is_undef(rest[4]) && !rt_is_none(rest[4]) ? (rt_incref(rest[4]), rest[4])
                                                              : rt_getattr(a[0], "shape");
    int mark = rt_cleanup_push_value(&shp);
    int64_t shape[RT_MAXDIM];
    int ndim = np_parse_shape(shp, shape);
    rt_cleanup_pop(mark, true);
    if (!to_obj)
      return filled(rt_dtype_from_value(rest[1]), ndim, shape, fill, false,
                    !strcmp(fname, "empty_like"));
    bool zeros = !has_fill && !strcmp(fname, "zeros_like");
    return np_obj_filled_hook(ndim, shape, rt_object_class(), zeros ? rt_int(0) : fill);
  }
  Value proto = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&proto); /* a bad dtype, shape or order raises below */
  Array *p = RT_AS(Array, proto);
  int dt = opt_dtype(rest[1]);
  int64_t shape[RT_MAXDIM];
  int ndim = p->ndim;
  memcpy(shape, p->shape, sizeof shape);
  if (!rt_is_undef(rest[4]) && !rt_is_none(rest[4])) ndim = np_parse_shape(rest[4], shape);
  bool fortran = np_fortran_order(rest[2], "K", true, proto);
  Value out = filled(dt < 0 ? p->dtype : (DType)dt, ndim, shape, fill, fortran,
                     !strcmp(fname, "empty_like"));
  bool k = rt_is_undef(rest[2]) || rt_is_none(rest[2]) || (rt_str_data(rest[2])[0] & ~0x20) == 'K';
  if (k && (rt_is_undef(rest[4]) || rt_is_none(rest[4]))) /* the prototype's axis order */
    out = np_korder_like(out, p);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_zeros_like(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_like("zeros_like", argc, argv, kw, false, rt_undef());
}

static Value f_empty_like(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_like("empty_like", argc, argv, kw, false, rt_undef());
}

static Value f_ones_like(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_like("ones_like", argc, argv, kw, false, rt_int(1));
}

static Value f_full_like(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return make_like("full_like", argc, argv, kw, true, rt_undef());
}

/* ---- arange: length ceil((stop - start) / step); values start + i*delta in the dtype,
 * where delta = (start + step) - start as NumPy's fill functions compute it ---- */

static bool is_floatish(Value v) {
  if (v.tag == RT_FLOAT) return true;
  return rt_is_npscalar(v) && rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'f';
}

static void arange_fill(Array *a, Value start, Value next) {
  int64_t n = a->size;
  int isz = rt_dtypes[a->dtype].itemsize;
  if (n > 0) np_set_elem_py(a->dtype, a->data, start);
  if (n > 1) np_set_elem_py(a->dtype, a->data + isz, next);
  if (n <= 2) return;
  if (a->dtype == DT_FLOAT32) {
    float *f = (float *)a->data, s = f[0], delta = f[1] - f[0];
    for (int64_t i = 2; i < n; i++) f[i] = s + (float)i * delta;
  } else if (a->dtype == DT_FLOAT64) {
    double *f = (double *)a->data, s = f[0], delta = f[1] - f[0];
    for (int64_t i = 2; i < n; i++) f[i] = s + (double)i * delta;
  } else if (a->dtype == DT_LONGDOUBLE) {
    long double s = np_ld_get(a->dtype, a->data), delta = np_ld_get(a->dtype, a->data + isz) - s;
    for (int64_t i = 2; i < n; i++) np_ld_set(a->data + i * isz, s + (long double)i * delta);
  } else if (a->dtype == DT_FLOAT16) { /* NumPy's HALF_fill: in float32, each rounded */
    float s = (float)rt_elem_get_f64(a->dtype, a->data);
    float delta = (float)rt_elem_get_f64(a->dtype, a->data + isz) - s;
    for (int64_t i = 2; i < n; i++) rt_elem_set_f64(a->dtype, a->data + i * isz, s + (float)i * delta);
  } else if (a->dtype == DT_INT64) {
    int64_t *p = (int64_t *)a->data;
    uint64_t s = (uint64_t)p[0], delta = (uint64_t)p[1] - s;
    for (int64_t i = 2; i < n; i++) p[i] = (int64_t)(s + (uint64_t)i * delta); /* wraps */
  } else {
    int64_t s = rt_elem_get_i64(a->dtype, a->data);
    int64_t delta = rt_elem_get_i64(a->dtype, a->data + isz) - s;
    for (int64_t i = 2; i < n; i++) {
      uint64_t v = (uint64_t)s + (uint64_t)i * (uint64_t)delta; /* wraps like C */
      rt_elem_set_i64(a->dtype, a->data + i * isz, (int64_t)v);
    }
  }
}

static Value f_arange(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"start", "stop", "step", "dtype"};
  Value a[4];
  rt_parse_args("arange", argc, argv, kw, 4, names, 0, a);
  if (rt_is_undef(a[0])) rt_raise(RT_EXC_TypeError, "arange() requires stop to be specified.");
  int nt = 0;
  while (nt < 3 && !rt_is_undef(a[nt]) && !rt_is_none(a[nt])) nt++;
  Value t = np_time_arange_hook(nt, a, a[3]);
  if (!rt_is_undef(t)) return t;
  if (!rt_is_undef(a[3]) && !rt_is_none(a[3]) && np_is_obj_dtype(a[3])) { /* numbers, as objects */
    Value num = f_arange(self, nt, a, NULL);
    int mark = rt_cleanup_push_value(&num);
    Value r = np_obj_astype_hook(num, a[3]);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value start = a[0], stop = a[1], step = a[2];
  if (rt_is_undef(stop) || rt_is_none(stop)) {
    stop = start;
    start = rt_int(0);
  }
  if (rt_is_undef(step) || rt_is_none(step)) step = rt_int(1);
  if (rt_is_str(start) || rt_is_str(stop) || rt_is_str(step)) {
    rt_raise(RT_EXC_TypeError, "arange() not supported for inputs with DType <class "
                               "'numpy.dtype[str_]'>.");
  }
  bool fl = is_floatish(start) || is_floatish(stop) || is_floatish(step);
  int dt = opt_dtype(a[3]);
  if (dt < 0) dt = fl ? DT_FLOAT64 : DT_INT64;
  Value diff = rt_binop(RT_OP_SUB, stop, start);
  Value q = rt_binop(RT_OP_TRUEDIV, diff, step);
  double len = ceil(rt_to_double(q, "arange"));
  rt_decref(diff);
  rt_decref(q);
  if (isnan(len)) rt_raise(RT_EXC_ValueError, "arange: cannot compute length");
  if (len > 9.2e18) rt_raise(RT_EXC_ValueError, "Maximum allowed size exceeded");
  int64_t n = len > 0 ? (int64_t)len : 0;
  if (dt == DT_BOOL && n > 2)
    rt_raise(RT_EXC_TypeError,
             "arange() is only supported for booleans when the result has at most length 2.");
  Value out = rt_array_new((DType)dt, 1, &n, false); /* arange_fill sets every element */
  Value next = rt_binop(RT_OP_ADD, start, step);
  arange_fill(RT_AS(Array, out), start, next);
  rt_decref(next);
  return np_dvar_apply(out, a[3]);
}

/* ---- linspace: y[i] = i*step + start, last = stop (NumPy's function_base.linspace) ---- */

static Value f_linspace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"start", "stop", "num", "endpoint", "retstep", "dtype",
                                      "axis"};
  Value a[7];
  rt_parse_args("linspace", argc, argv, kw, 7, names, 2, a);
  bool cplx = np_is_complex_scalar(a[0]) || np_is_complex_scalar(a[1]);
  bool arr = np_linspace_is_array(a[0], a[1]);
  double start = cplx || arr ? 0 : rt_to_double(a[0], "linspace");
  double stop = cplx || arr ? 0 : rt_to_double(a[1], "linspace");
  int64_t num = rt_is_undef(a[2]) ? 50 : rt_to_index(a[2], "num");
  bool endpoint = rt_is_undef(a[3]) || rt_truthy(a[3]);
  bool retstep = !rt_is_undef(a[4]) && rt_truthy(a[4]);
  int dt = opt_dtype(a[5]);
  if (num < 0) {
    rt_raise(RT_EXC_ValueError, "Number of samples, %lld, must be non-negative.", (long long)num);
  }
  if (arr) return np_linspace_array(a[0], a[1], num, endpoint, retstep, dt, a[6]);
  if (cplx) {
    Value cstep, y = np_linspace_complex(a[0], a[1], num, endpoint, &cstep);
    if (dt >= 0 && dt != DT_COMPLEX128) {
      int m = rt_cleanup_push_value(&cstep);
      rt_cleanup_push_value(&y);
      Value c = rt_array_astype(y, (DType)dt);
      rt_decref(y);
      y = c;
      rt_cleanup_pop(m, false);
    }
    if (!retstep) {
      rt_decref(cstep);
      return y;
    }
    Value t = rt_tuple_new(2);
    rt_tuple_set(t, 0, y);
    rt_tuple_set(t, 1, cstep);
    return t;
  }
  int64_t div = endpoint ? num - 1 : num;
  double delta = stop - start, step = NAN;
  Value yv = rt_array_new(DT_FLOAT64, 1, &num, true);
  double *y = (double *)RT_AS(Array, yv)->data;
  if (div > 0) {
    step = delta / (double)div;
    for (int64_t i = 0; i < num; i++) {
      y[i] = step == 0 ? ((double)i / (double)div) * delta + start : (double)i * step + start;
    }
  } else {
    for (int64_t i = 0; i < num; i++) y[i] = (double)i * delta + start;
  }
  if (endpoint && num > 1) y[num - 1] = stop;
  if (dt >= 0 && rt_dtypes[dt].kind != 'f' && rt_dtypes[dt].kind != 'b') {
    for (int64_t i = 0; i < num; i++) y[i] = floor(y[i]);
  }
  if (dt >= 0 && dt != DT_FLOAT64) {
    Value c = rt_array_astype(yv, (DType)dt);
    rt_decref(yv);
    yv = c;
  }
  if (!retstep) return yv;
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, yv);
  rt_tuple_set(t, 1, rt_npscalar_new(DT_FLOAT64, &step));
  return t;
}

/* ---- eye ---- */

static Value f_eye(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"N", "M", "k", "dtype", "order"};
  Value a[5];
  rt_parse_args("eye", argc, argv, kw, 5, names, 1, a);
  int64_t shape[2];
  shape[0] = rt_to_index(a[0], "N");
  shape[1] = rt_is_undef(a[1]) || rt_is_none(a[1]) ? shape[0] : rt_to_index(a[1], "M");
  int64_t k = rt_is_undef(a[2]) ? 0 : rt_to_index(a[2], "k");
  int dt = opt_dtype(a[3]);
  Value out = rt_array_new(dt < 0 ? DT_FLOAT64 : (DType)dt, 2, shape, true);
  Array *o = RT_AS(Array, out);
  for (int64_t i = 0; i < shape[0]; i++) {
    int64_t j = i + k;
    if (j >= 0 && j < shape[1]) {
      rt_elem_set_i64(o->dtype, o->data + i * o->strides[0] + j * o->strides[1], 1);
    }
  }
  return out;
}

/* ---- joining ---- */

typedef struct ArrayList {
  int64_t n;
  Value *items; /* owned references */
} ArrayList;

static void array_list_free(ArrayList *l);
/* array_list_free as a cleanup (error.h): items not made yet are RT_UNDEF. */
static void array_list_release(void *l) { array_list_free(l); }

/* The arrays to join: a list or tuple of array-likes, or the rows of an array. */
static ArrayList array_list(Value seq, const char *fname) {
  bool arr = rt_is_array(seq) && RT_AS(Array, seq)->ndim > 0;
  if (!is_seq(seq) && !arr) {
    rt_raise(RT_EXC_TypeError, "%s() argument must be a sequence of arrays", fname);
  }
  ArrayList l;
  l.n = arr ? RT_AS(Array, seq)->shape[0] : seq_len(seq);
  if (l.n == 0) {
    rt_raise(RT_EXC_ValueError, "need at least one array to %s",
             strcmp(fname, "stack") ? "concatenate" : "stack");
  }
  l.items = rt_calloc((size_t)l.n, sizeof(Value));
  int mark = rt_cleanup_push(array_list_release, &l);
  for (int64_t i = 0; i < l.n; i++) {
    Value item = arr ? np_array_row(seq, i) : seq_item(seq, i);
    l.items[i] = rt_array_from_value(item, -1);
    if (arr) rt_decref(item);
  }
  rt_cleanup_pop(mark, false);
  return l;
}

static void array_list_free(ArrayList *l) {
  for (int64_t i = 0; i < l->n; i++) rt_decref(l->items[i]);
  free(l->items);
}

/* Reshape every item to at least `mindim` dims: 1-D (n,) → (1, n) for vstack. */
static void at_least(ArrayList *l, int mindim) {
  for (int64_t i = 0; i < l->n; i++) {
    Array *a = RT_AS(Array, l->items[i]);
    if (a->ndim >= mindim) continue;
    int64_t shape[RT_MAXDIM];
    int pad = mindim - a->ndim;
    for (int d = 0; d < pad; d++) shape[d] = 1;
    if (a->ndim == 0 && mindim == 2) pad = 2;
    memcpy(shape + pad, a->shape, sizeof(int64_t) * (size_t)a->ndim);
    Value r = np_array_reshape(l->items[i], mindim, shape);
    rt_decref(l->items[i]);
    l->items[i] = r;
  }
}

static void check_concat(const ArrayList *l, int axis) {
  const Array *a0 = RT_AS(Array, l->items[0]);
  for (int64_t i = 1; i < l->n; i++) {
    const Array *a = RT_AS(Array, l->items[i]);
    if (a->ndim != a0->ndim) {
      rt_raise(RT_EXC_ValueError, "all the input arrays must have same number of dimensions, "
               "but the array at index 0 has %d dimension(s) and the array at index %lld has "
               "%d dimension(s)", a0->ndim, (long long)i, a->ndim);
    }
    for (int d = 0; d < a->ndim; d++) {
      if (d != axis && a->shape[d] != a0->shape[d]) {
        rt_raise(RT_EXC_ValueError, "all the input array dimensions except for the concatenation "
                 "axis must match exactly, but along dimension %d, the array at index 0 has size "
                 "%lld and the array at index %lld has size %lld", d, (long long)a0->shape[d],
                 (long long)i, (long long)a->shape[d]);
      }
    }
  }
}

static Value concat_list(ArrayList *l, int64_t axis_in) {
  const Array *a0 = RT_AS(Array, l->items[0]);
  if (a0->ndim == 0) rt_raise(RT_EXC_ValueError, "zero-dimensional arrays cannot be concatenated");
  int axis = np_axis_index(axis_in, a0->ndim);
  check_concat(l, axis);
  int64_t shape[RT_MAXDIM];
  memcpy(shape, a0->shape, sizeof shape);
  shape[axis] = 0;
  DType dt = a0->dtype;
  for (int64_t i = 0; i < l->n; i++) {
    shape[axis] += RT_AS(Array, l->items[i])->shape[axis];
    dt = rt_dtype_promote(dt, RT_AS(Array, l->items[i])->dtype);
  }
  Value out = rt_array_new(dt, a0->ndim, shape, false);
  Array *o = RT_AS(Array, out);
  int perm[RT_MAXDIM];
  np_multi_stride_perm(l->items, l->n, a0->ndim, perm);
  if (o->size > 0) np_set_perm_strides(o, perm); /* C order unless the inputs say otherwise */
  int64_t offset = 0;
  for (int64_t i = 0; i < l->n; i++) {
    Array *a = RT_AS(Array, l->items[i]);
    Value v = rt_array_view(out, dt, o->ndim, a->shape, o->strides,
                            o->data + offset * o->strides[axis]);
    np_copy_cast(RT_AS(Array, v), a);
    rt_decref(v);
    offset += a->shape[axis];
  }
  for (int64_t i = 0; i < l->n; i++) np_dvar_result(out, l->items[i], rt_undef()); /* any 'q' */
  return out;
}

/* The out= of concatenate and stack: an array of the result's shape, which gets the result
 * (cast like NumPy's same_kind) and is returned. */
static void check_join_out(Value out) {
  if (!rt_is_undef(out) && !rt_is_none(out) && !rt_is_array(out))
    rt_raise(RT_EXC_TypeError, "'out' must be an array");
}

static Value join_into(Value res, Value out) {
  if (rt_is_undef(out) || rt_is_none(out)) return res;
  const Array *r = RT_AS(Array, res), *o = RT_AS(Array, out);
  int mark = rt_cleanup_push_value(&res);
  if (r->ndim != o->ndim || memcmp(r->shape, o->shape, sizeof(int64_t) * (size_t)r->ndim))
    rt_raise(RT_EXC_ValueError, "Output array is the wrong shape");
  rt_array_assign(out, res);
  rt_cleanup_pop(mark, true);
  rt_incref(out);
  return out;
}

static Value f_concatenate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arrays", "axis", "out", "dtype"};
  Value a[4];
  rt_parse_args("concatenate", argc, argv, kw, 4, names, 1, a);
  Value s = np_str_concat_hook(a[0], a[1]);
  if (!rt_is_undef(s)) return s;
  s = np_obj_concat_hook(a[0], a[1]);
  if (!rt_is_undef(s)) return s;
  s = np_rec_concat_hook(a[0], a[1]);
  if (!rt_is_undef(s)) return s;
  s = np_time_join_hook("concatenate", a[0], a[1]);
  if (!rt_is_undef(s)) return s;
  check_join_out(a[2]);
  ArrayList l = array_list(a[0], "concatenate");
  int mark = rt_cleanup_push(array_list_release, &l);
  int64_t axis = 0;
  if (rt_is_none(a[1])) {
    for (int64_t i = 0; i < l.n; i++) {
      Value flat = np_array_reshape(l.items[i], 1, &RT_AS(Array, l.items[i])->size);
      rt_decref(l.items[i]);
      l.items[i] = flat;
    }
  } else if (!rt_is_undef(a[1])) {
    axis = rt_to_index(a[1], "axis");
  }
  Value out = concat_list(&l, axis);
  rt_cleanup_pop(mark, true);
  int dt = opt_dtype(a[3]);
  if (dt >= 0 && dt != (int)RT_AS(Array, out)->dtype) {
    Value c = rt_array_astype(out, (DType)dt);
    rt_decref(out);
    out = c;
  }
  return join_into(out, a[2]);
}

static Value f_stack(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arrays", "axis", "out"};
  Value a[3];
  rt_parse_args("stack", argc, argv, kw, 3, names, 1, a);
  check_join_out(a[2]);
  ArrayList l = array_list(a[0], "stack");
  int mark = rt_cleanup_push(array_list_release, &l);
  const Array *a0 = RT_AS(Array, l.items[0]);
  int ndim = a0->ndim;
  int axis = np_axis_index(rt_is_undef(a[1]) ? 0 : rt_to_index(a[1], "axis"), ndim + 1);
  for (int64_t i = 0; i < l.n; i++) {
    Array *ai = RT_AS(Array, l.items[i]);
    if (ai->ndim != ndim || memcmp(ai->shape, a0->shape, sizeof(int64_t) * (size_t)ndim)) {
      rt_raise(RT_EXC_ValueError, "all input arrays must have the same shape");
    }
  }
  int64_t shape[RT_MAXDIM];
  for (int d = 0, s = 0; d <= ndim; d++) shape[d] = d == axis ? 1 : a0->shape[s++];
  for (int64_t i = 0; i < l.n; i++) {
    Value r = np_array_reshape(l.items[i], ndim + 1, shape);
    rt_decref(l.items[i]);
    l.items[i] = r;
  }
  Value out = concat_list(&l, axis);
  rt_cleanup_pop(mark, true);
  return join_into(out, a[2]);
}

static Value join_stack(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                        bool vertical) {
  static const char *const names[] = {"tup"};
  Value a[1];
  rt_parse_args(fname, argc, argv, kw, 1, names, 1, a);
  Value t = np_time_join_hook(fname, a[0], rt_undef());
  if (!rt_is_undef(t)) return t;
  ArrayList l = array_list(a[0], fname);
  int mark = rt_cleanup_push(array_list_release, &l);
  at_least(&l, vertical ? 2 : 1);
  int64_t axis = vertical || RT_AS(Array, l.items[0])->ndim == 1 ? 0 : 1;
  Value out = concat_list(&l, axis);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_vstack(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return join_stack("vstack", argc, argv, kw, true);
}

static Value f_hstack(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return join_stack("hstack", argc, argv, kw, false);
}

/* ---- building arrays from others: column_stack, meshgrid, tile, repeat, diag, tril/triu,
 * identity, roll, split ---- */

static Value f_column_stack(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"tup"};
  Value a[1];
  rt_parse_args("column_stack", argc, argv, kw, 1, names, 1, a);
  ArrayList l = array_list(a[0], "column_stack");
  int mark = rt_cleanup_push(array_list_release, &l);
  for (int64_t i = 0; i < l.n; i++) {
    Array *ai = RT_AS(Array, l.items[i]);
    if (ai->ndim >= 2) continue;
    int64_t shape[2] = {ai->ndim ? ai->shape[0] : 1, 1};
    Value r = np_array_reshape(l.items[i], 2, shape);
    rt_decref(l.items[i]);
    l.items[i] = r;
  }
  Value out = concat_list(&l, 1);
  rt_cleanup_pop(mark, true);
  return out;
}

/* np.meshgrid(x, y, indexing='xy'): a list of copies; 'xy' swaps the first two axes. */
static Value f_meshgrid(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  bool xy = true, sparse = false, copy = true;
  for (int k = 0; kw && k < kw->n; k++) {
    if (!strcmp(kw->names[k], "sparse")) {
      sparse = rt_truthy(kw->values[k]);
      continue;
    }
    if (!strcmp(kw->names[k], "copy")) {
      copy = rt_truthy(kw->values[k]);
      continue;
    }
    if (strcmp(kw->names[k], "indexing") != 0 || !rt_is_str(kw->values[k])) {
      rt_raise(RT_EXC_TypeError, "meshgrid() got an unexpected keyword argument '%s'",
               kw->names[k]);
    }
    const char *ix = rt_str_data(kw->values[k]);
    if (strcmp(ix, "xy") != 0 && strcmp(ix, "ij") != 0) {
      rt_raise(RT_EXC_ValueError, "Valid values for `indexing` are 'xy' and 'ij'.");
    }
    xy = ix[0] == 'x';
  }
  if (argc > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many arrays");
  Value arrs[RT_MAXDIM];
  int64_t shape[RT_MAXDIM];
  for (int i = 0; i < argc; i++) {
    Value a = rt_array_from_value(argv[i], -1);
    int64_t n = RT_AS(Array, a)->size;
    arrs[i] = np_array_reshape(a, 1, &n);
    rt_decref(a);
    shape[i] = n;
  }
  if (xy && argc >= 2) {
    int64_t t = shape[0];
    shape[0] = shape[1];
    shape[1] = t;
  }
  Value list = rt_list_new(argc);
  for (int i = 0; i < argc; i++) {
    Array *a = RT_AS(Array, arrs[i]);
    int axis = xy && argc >= 2 && i < 2 ? 1 - i : i;
    int64_t strides[RT_MAXDIM] = {0}, ones[RT_MAXDIM];
    strides[axis] = a->strides[0];
    for (int d = 0; d < argc; d++) ones[d] = d == axis ? shape[d] : 1; /* sparse: 1 elsewhere */
    Value view = rt_array_view(arrs[i], a->dtype, argc, sparse ? ones : shape, strides, a->data);
    Value out = copy ? rt_array_contiguous(view, true) : (rt_incref(view), view);
    rt_list_append(list, out);
    rt_decref(out);
    rt_decref(view);
    rt_decref(arrs[i]);
  }
  return list;
}

static Value f_tile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"A", "reps"};
  Value a[2];
  rt_parse_args("tile", argc, argv, kw, 2, names, 2, a);
  Value arr = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  Array *src = RT_AS(Array, arr);
  int64_t reps[RT_MAXDIM];
  int nreps = np_parse_shape_c_long(a[1], reps);
  int ndim = src->ndim > nreps ? src->ndim : nreps;
  int64_t sshape[RT_MAXDIM], sstrides[RT_MAXDIM], oshape[RT_MAXDIM];
  for (int d = 0; d < ndim; d++) {
    int si = d - (ndim - src->ndim), ri = d - (ndim - nreps);
    sshape[d] = si >= 0 ? src->shape[si] : 1;
    sstrides[d] = si >= 0 ? src->strides[si] : 0;
    oshape[d] = sshape[d] * (ri >= 0 ? reps[ri] : 1);
  }
  Value out = rt_array_new(src->dtype, ndim, oshape, false);
  Array *o = RT_AS(Array, out);
  int isz = rt_dtypes[o->dtype].itemsize;
  if (o->size > 0 && sstrides[ndim - 1] == isz) { /* whole source rows copied */
    np_tile_rows(o, src->data, sshape, sstrides, ndim, isz);
    rt_cleanup_pop(mark, true);
    return out;
  }
  NpIter it;
  for (np_iter_init(&it, o); it.more; np_iter_next(&it)) {
    const char *p = src->data;
    for (int d = 0; d < ndim; d++) p += (it.idx[d] % sshape[d]) * sstrides[d];
    memcpy(it.ptr, p, (size_t)isz);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_repeat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "repeats", "axis"};
  Value a[3];
  rt_parse_args("repeat", argc, argv, kw, 3, names, 2, a);
  Value arr = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  bool flat = rt_is_undef(a[2]) || rt_is_none(a[2]);
  if (flat) {
    Value r = np_array_reshape(arr, 1, &RT_AS(Array, arr)->size);
    rt_decref(arr);
    arr = r;
  }
  Array *src = RT_AS(Array, arr);
  int axis = flat ? 0 : np_axis_index(rt_to_index(a[2], "axis"), src->ndim);
  int64_t n = src->shape[axis];
  Value reps = rt_array_from_value(a[1], DT_INT64);
  rt_cleanup_push_value(&reps);
  Array *r = RT_AS(Array, reps);
  if (r->size != 1 && r->size != n) {
    rt_raise(RT_EXC_ValueError, "operands could not be broadcast together with shape (%lld,) "
             "(%lld,)", (long long)n, (long long)r->size);
  }
  int64_t shape[RT_MAXDIM], total = 0;
  memcpy(shape, src->shape, sizeof shape);
  for (int64_t i = 0; i < n; i++) {
    int64_t k = ((int64_t *)r->data)[r->size == 1 ? 0 : i];
    if (k < 0 && r->ndim == 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
    if (k < 0) rt_raise(RT_EXC_ValueError, "repeats may not contain negative values.");
    total += k;
  }
  shape[axis] = total;
  Value out = rt_array_new(src->dtype, src->ndim, shape, false);
  Array *o = RT_AS(Array, out);
  if (rt_array_is_c_contiguous(src) && rt_array_is_c_contiguous(r)) {
    np_repeat_chunks(o, src, axis, (const int64_t *)r->data, r->size);
    rt_cleanup_pop(mark, true);
    return out;
  }
  int64_t pos = 0, sub[RT_MAXDIM];
  memcpy(sub, src->shape, sizeof sub);
  sub[axis] = 1;
  for (int64_t i = 0; i < n; i++) {
    int64_t k = ((int64_t *)r->data)[r->size == 1 ? 0 : i];
    Value from = rt_array_view(arr, src->dtype, src->ndim, sub, src->strides,
                               src->data + i * src->strides[axis]);
    for (int64_t j = 0; j < k; j++, pos++) {
      Value to = rt_array_view(out, o->dtype, o->ndim, sub, o->strides,
                               o->data + pos * o->strides[axis]);
      np_copy_cast(RT_AS(Array, to), RT_AS(Array, from));
      rt_decref(to);
    }
    rt_decref(from);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_diag(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"v", "k"};
  Value a[2];
  rt_parse_args("diag", argc, argv, kw, 2, names, 1, a);
  int64_t k = rt_is_undef(a[1]) ? 0 : rt_to_index(a[1], "k");
  Value arr = rt_array_from_value(a[0], -1);
  Array *v = RT_AS(Array, arr);
  Value out;
  if (v->ndim == 1) {
    int64_t n = v->shape[0] + (k < 0 ? -k : k), shape[2] = {n, n};
    out = rt_array_new(v->dtype, 2, shape, true);
    Array *o = RT_AS(Array, out);
    for (int64_t i = 0; i < v->shape[0]; i++) {
      int64_t r = k >= 0 ? i : i - k, c = k >= 0 ? i + k : i;
      memcpy(o->data + r * o->strides[0] + c * o->strides[1], v->data + i * v->strides[0],
             (size_t)rt_dtypes[v->dtype].itemsize);
    }
  } else if (v->ndim == 2) {
    int64_t r0 = k >= 0 ? 0 : -k, c0 = k >= 0 ? k : 0;
    int64_t n = v->shape[0] - r0 < v->shape[1] - c0 ? v->shape[0] - r0 : v->shape[1] - c0;
    if (n < 0) n = 0;
    int64_t stride = v->strides[0] + v->strides[1];
    /* NumPy 1.24 returns a.diagonal(k): a read-only view, not a copy */
    out = rt_array_view(arr, v->dtype, 1, &n, &stride,
                        v->data + r0 * v->strides[0] + c0 * v->strides[1]);
    RT_AS(Array, out)->writeable = false;
  } else {
    rt_raise(RT_EXC_ValueError, "Input must be 1- or 2-d.");
  }
  rt_decref(arr);
  return out;
}

static Value m_repeat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"repeats", "axis"};
  Value a[2];
  rt_parse_args("repeat", argc, argv, kw, 2, names, 1, a);
  Value args[3] = {self, a[0], rt_is_undef(a[1]) ? rt_none() : a[1]};
  return f_repeat(rt_none(), 3, args, NULL);
}

/* a.diagonal(offset, axis1, axis2): a read-only view along two axes (the last result axis). */
static Value diagonal_view(Value arr, int64_t k, int64_t ax1, int64_t ax2) {
  Array *v = RT_AS(Array, arr);
  if (v->ndim < 2) rt_raise(RT_EXC_ValueError, "diag requires an array of at least two dimensions");
  int x = np_axis_index(ax1, v->ndim), y = np_axis_index(ax2, v->ndim);
  if (x == y) rt_raise(RT_EXC_ValueError, "axis1 and axis2 cannot be the same");
  int64_t r0 = k >= 0 ? 0 : -k, c0 = k >= 0 ? k : 0;
  int64_t n = v->shape[x] - r0 < v->shape[y] - c0 ? v->shape[x] - r0 : v->shape[y] - c0;
  if (n < 0) n = 0;
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  int nd = 0;
  for (int d = 0; d < v->ndim; d++) {
    if (d == x || d == y) continue;
    shape[nd] = v->shape[d];
    strides[nd++] = v->strides[d];
  }
  shape[nd] = n;
  strides[nd++] = v->strides[x] + v->strides[y];
  char *data = v->data + (n > 0 ? r0 * v->strides[x] + c0 * v->strides[y] : 0);
  Value out = rt_array_view(arr, v->dtype, nd, shape, strides, data);
  RT_AS(Array, out)->writeable = false;
  return out;
}

static Value diagonal_args(const char *fname, Value arr, int argc, const Value *argv,
                           const Kwargs *kw) {
  static const char *const names[] = {"offset", "axis1", "axis2"};
  Value a[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 0, a);
  int64_t k = rt_is_undef(a[0]) ? 0 : rt_to_index(a[0], "offset");
  int64_t x = rt_is_undef(a[1]) ? 0 : rt_to_index(a[1], "axis1");
  int64_t y = rt_is_undef(a[2]) ? 1 : rt_to_index(a[2], "axis2");
  return diagonal_view(arr, k, x, y);
}

static Value m_diagonal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return diagonal_args("diagonal", self, argc, argv, kw);
}

static Value f_diagonal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  np_require_pyargs("diagonal", argc, argv, 1, np_names_ab);
  Value arr = rt_array_from_value(argv[0], -1);
  Value out = diagonal_args("diagonal", arr, argc - 1, argv + 1, kw);
  rt_decref(arr);
  return out;
}

/* tril/triu: a copy with the elements above (tril) or below (triu) diagonal k zeroed. */
static Value triangle(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                      bool lower) {
  static const char *const names[] = {"m", "k"};
  Value a[2];
  rt_parse_args(fname, argc, argv, kw, 2, names, 1, a);
  int64_t k = rt_is_undef(a[1]) ? 0 : rt_to_index(a[1], "k");
  Value arr = rt_array_from_value(a[0], -1);
  if (RT_AS(Array, arr)->ndim == 0) {
    rt_decref(arr);
    rt_raise(RT_EXC_TypeError, "tri() missing 1 required positional argument: 'N'");
  }
  if (RT_AS(Array, arr)->ndim == 1) { /* NumPy's mask is n x n: the row repeats n times */
    int64_t nn[2] = {RT_AS(Array, arr)->shape[0], RT_AS(Array, arr)->shape[0]};
    Value b = rt_array_broadcast_to(arr, 2, nn);
    rt_decref(arr);
    arr = b;
  }
  Value out = rt_array_contiguous(arr, true);
  rt_decref(arr);
  Array *o = RT_AS(Array, out);
  NpIter it;
  int isz = rt_dtypes[o->dtype].itemsize;
  for (np_iter_init(&it, o); it.more; np_iter_next(&it)) {
    int64_t i = it.idx[o->ndim - 2], j = it.idx[o->ndim - 1];
    if (lower ? j > i + k : j < i + k) memset(it.ptr, 0, (size_t)isz);
  }
  return out;
}

static Value f_tril(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return triangle("tril", argc, argv, kw, true);
}

static Value f_triu(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return triangle("triu", argc, argv, kw, false);
}

static Value f_identity(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"n", "dtype"};
  Value a[2];
  rt_parse_args("identity", argc, argv, kw, 2, names, 1, a);
  Value args[4] = {a[0], rt_none(), rt_int(0), rt_is_undef(a[1]) ? rt_none() : a[1]};
  return f_eye(rt_none(), 4, args, NULL);
}

/* Split points [0, b1, ..., n] along an axis of length n: explicit indices or N sections. */
static int64_t *split_bounds(Value spec, int64_t n, bool strict, int64_t *nb) {
  int64_t *b;
  if (rt_is_array(spec) && RT_AS(Array, spec)->ndim > 0) { /* NumPy: anything len() accepts */
    Value list = rt_getattr(spec, "tolist");
    int mark = rt_cleanup_push_value(&list);
    Value fn = list;
    list = rt_call(fn, 0, NULL, NULL);
    rt_decref(fn);
    b = split_bounds(list, n, strict, nb);
    rt_cleanup_pop(mark, true);
    return b;
  }
  if (is_seq(spec)) {
    int64_t m = seq_len(spec);
    b = rt_malloc(sizeof(int64_t) * (size_t)(m + 2));
    int mark = rt_cleanup_push(free, b);
    b[0] = 0;
    for (int64_t i = 0; i < m; i++) b[i + 1] = rt_to_index(seq_item(spec, i), "index");
    b[m + 1] = n;
    *nb = m + 2;
    rt_cleanup_pop(mark, false);
    return b;
  }
  int64_t parts = rt_to_index(spec, "sections");
  if (parts == 0 && strict) rt_raise(RT_EXC_ZeroDivisionError, "integer modulo by zero");
  if (parts <= 0) rt_raise(RT_EXC_ValueError, "number sections must be larger than 0.");
  if (strict && n % parts) {
    rt_raise(RT_EXC_ValueError, "array split does not result in an equal division");
  }
  b = rt_malloc(sizeof(int64_t) * (size_t)(parts + 1));
  int64_t each = n / parts, extra = n % parts;
  b[0] = 0;
  for (int64_t i = 0; i < parts; i++) b[i + 1] = b[i] + each + (i < extra ? 1 : 0);
  *nb = parts + 1;
  return b;
}

/* split/array_split: a list of views at the given indices or into N (nearly) equal parts. */
static Value split_common(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                          bool strict) {
  static const char *const names[] = {"ary", "indices_or_sections", "axis"};
  Value a[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 2, a);
  Value arr = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  Array *src = RT_AS(Array, arr);
  int64_t ax = rt_is_undef(a[2]) ? 0 : rt_to_index(a[2], "axis");
  if (rt_is_array(a[0]) && (ax < -src->ndim || ax >= src->ndim)) /* NumPy reads ary.shape[axis] */
    rt_raise(RT_EXC_IndexError, "tuple index out of range");
  int axis = np_axis_index(ax, src->ndim);
  int64_t n = src->shape[axis], nb;
  int64_t *bounds = split_bounds(a[1], n, strict, &nb);
  Value list = rt_list_new(nb - 1);
  for (int64_t i = 0; i + 1 < nb; i++) {
    int64_t lo = bounds[i] < 0 ? bounds[i] + n : bounds[i];
    int64_t hi = bounds[i + 1] < 0 ? bounds[i + 1] + n : bounds[i + 1];
    lo = lo < 0 ? 0 : lo > n ? n : lo;
    hi = hi < lo ? lo : hi > n ? n : hi;
    int64_t shape[RT_MAXDIM];
    memcpy(shape, src->shape, sizeof shape);
    shape[axis] = hi - lo;
    Value v = rt_array_view(arr, src->dtype, src->ndim, shape, src->strides,
                            src->data + lo * src->strides[axis]);
    rt_list_append(list, v);
    rt_decref(v);
  }
  free(bounds);
  rt_cleanup_pop(mark, true);
  return list;
}

static Value f_split(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return split_common("split", argc, argv, kw, true);
}

static Value f_array_split(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return split_common("array_split", argc, argv, kw, false);
}

/* ---- fromfunction, dstack, hsplit/vsplit, resize (logspace, geomspace: np_logspace.c) ---- */

/* np.fromfunction(f, shape, dtype=float): f called once with the index arrays. */
static Value f_fromfunction(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"function", "shape", "dtype"};
  Value a[3];
  rt_parse_args("fromfunction", argc, argv, kw, 3, names, 2, a);
  int64_t shape[RT_MAXDIM];
  int nd = np_parse_shape(a[1], shape);
  int dt = opt_dtype(a[2]);
  Value args[RT_MAXDIM];
  for (int d = 0; d < nd; d++) {
    args[d] = rt_array_new(dt < 0 ? DT_FLOAT64 : (DType)dt, nd, shape, false);
    Array *o = RT_AS(Array, args[d]);
    NpIter it;
    for (np_iter_init(&it, o); it.more; np_iter_next(&it)) {
      rt_elem_set_i64(o->dtype, it.ptr, it.idx[d]);
    }
  }
  Value r = rt_call(a[0], nd, args, NULL);
  for (int d = 0; d < nd; d++) rt_decref(args[d]);
  return r;
}

static Value f_dstack(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"tup"};
  Value a[1];
  rt_parse_args("dstack", argc, argv, kw, 1, names, 1, a);
  ArrayList l = array_list(a[0], "dstack");
  int mark = rt_cleanup_push(array_list_release, &l);
  for (int64_t i = 0; i < l.n; i++) {
    Array *ai = RT_AS(Array, l.items[i]);
    if (ai->ndim >= 3) continue;
    int64_t shape[3] = {1, 1, 1};
    if (ai->ndim == 1) shape[1] = ai->shape[0];
    if (ai->ndim == 2) {
      shape[0] = ai->shape[0];
      shape[1] = ai->shape[1];
    }
    Value r = np_array_reshape(l.items[i], 3, shape);
    rt_decref(l.items[i]);
    l.items[i] = r;
  }
  Value out = concat_list(&l, 2);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value split_axis(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                        int axis) {
  rt_check_nargs(fname, argc, kw, 2, 2);
  Value arr = rt_array_from_value(argv[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  int ndim = RT_AS(Array, arr)->ndim;
  if (axis == 1 && ndim == 1) axis = 0; /* hsplit of 1-D splits axis 0 */
  if (ndim <= axis) {
    rt_raise(RT_EXC_ValueError, "%s only works on arrays of %d or more dimensions", fname,
             axis + 1);
  }
  Value args[3] = {arr, argv[1], rt_int(axis)};
  Value out = split_common(fname, 3, args, NULL, true);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_hsplit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return split_axis("hsplit", argc, argv, kw, 1);
}

static Value f_vsplit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return split_axis("vsplit", argc, argv, kw, 0);
}

/* np.resize(a, shape): a's elements repeated cyclically to fill the new shape. */
static Value f_resize(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "new_shape"};
  Value a[2];
  rt_parse_args("resize", argc, argv, kw, 2, names, 2, a);
  Value arr = rt_array_from_value(a[0], -1);
  Value flat = rt_array_contiguous(arr, false);
  int64_t shape[RT_MAXDIM];
  int nd = np_parse_shape(a[1], shape);
  Array *src = RT_AS(Array, flat);
  Value out = rt_array_new(src->dtype, nd, shape, true);
  Array *o = RT_AS(Array, out);
  int64_t isz = rt_dtypes[o->dtype].itemsize;
  for (int64_t i = 0; src->size && i < o->size; i++) {
    memcpy(o->data + i * isz, src->data + (i % src->size) * isz, (size_t)isz);
  }
  rt_decref(flat);
  rt_decref(arr);
  return out;
}

void np_register_create(Value m) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"array", f_array},           {"asarray", f_asarray},
      {"asanyarray", f_asanyarray},    {"ascontiguousarray", f_ascontiguousarray}, {"asfortranarray", f_asfortranarray},
      {"copy", f_copy},             {"zeros", f_zeros},
      {"ones", f_ones},             {"empty", f_empty},
      {"full", f_full},             {"zeros_like", f_zeros_like},
      {"ones_like", f_ones_like},   {"empty_like", f_empty_like},
      {"full_like", f_full_like},   {"arange", f_arange},
      {"linspace", f_linspace},     {"eye", f_eye},
      {"concatenate", f_concatenate}, {"stack", f_stack},
      {"vstack", f_vstack},         {"hstack", f_hstack},
      {"column_stack", f_column_stack}, {"meshgrid", f_meshgrid},
      {"tile", f_tile},             {"repeat", f_repeat},
      {"diag", f_diag},             {"tril", f_tril},
      {"triu", f_triu},             {"identity", f_identity},
      {"split", f_split},
      {"array_split", f_array_split}, {"fromfunction", f_fromfunction},
      {"dstack", f_dstack},         {"hsplit", f_hsplit},
      {"vsplit", f_vsplit},         {"resize", f_resize},
      {"diagonal", f_diagonal},
  };
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
    rt_module_add_fn(m, fns[i].name, fns[i].fn);
  }
  np_register_method("repeat", m_repeat);
  np_register_method("diagonal", m_diagonal);
}
