/* np_rc.c — np.r_ and np.c_, NumPy's index-expression concatenators: r_[1:4, 0, arr] joins
 * slices (aranges; a complex step means linspace's number of points), scalars and arrays
 * along the first axis; c_ joins along the last axis with 1-D pieces turned into columns.
 * The result dtype comes from the pieces with scalars ranked below arrays, as NumPy's
 * find_common_type does. A leading string directive ('-1', '0,2', '0,2,0') sets the axis,
 * the least number of dimensions and where 1-D pieces' axis goes; the matrix ones ('r', 'c')
 * are refused. Also np.ix_. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_course.h"
#include "np_loops.h"
#include "np_stats.h"
#include "np_strarray.h"
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

/* The concatenator's state: NumPy's axis, ndmin and trans1d (r_: 0, 1, -1; c_: -1, 2, 0), which
 * a leading string directive ('-1', '0,2', '0,2,0') changes. */
typedef struct CcState {
  int64_t axis, ndmin, trans1d;
} CcState;

static void directive(CcState *st, const char *s) {
  if (!strcmp(s, "r") || !strcmp(s, "c"))
    rt_raise(RT_EXC_ValueError, "np.r_/np.c_'s matrix directives ('r', 'c') are not supported in Weft");
  int64_t v[3];
  int n = 0;
  const char *p = s;
  while (n < 3) {
    char *end;
    long long x = strtoll(p, &end, 10);
    if (end == p) break;
    v[n++] = x;
    p = end;
    if (*p != ',') break;
    p++;
  }
  bool comma = strchr(s, ',') != NULL;
  if (*p || n == 0 || (comma && n < 2)) {
    if (comma) rt_raise(RT_EXC_ValueError, "unknown special directive '%s'", s);
    rt_raise(RT_EXC_ValueError, "unknown special directive");
  }
  st->axis = v[0];
  if (n >= 2) st->ndmin = v[1];
  if (n == 3) st->trans1d = v[2];
}

/* array(item, ndmin=ndmin), its axes moved as trans1d says when it had fewer. */
static Value with_ndmin(Value a, int64_t item_ndim, const CcState *st) {
  static const char *const kn[] = {"ndmin"};
  Value r = np_callk("array", 1, &a, 1, kn, (Value[]){rt_int(st->ndmin)});
  if (st->trans1d == -1 || item_ndim >= st->ndmin) return r;
  int64_t k2 = st->ndmin - item_ndim, k1 = st->trans1d, nd = RT_AS(Array, r)->ndim;
  if (k1 < 0) k1 += k2 + 1;
  if (nd > RT_MAXDIM || k1 < 0 || k1 > k2) return r;
  int64_t axes[RT_MAXDIM], m = 0;
  for (int64_t d = 0; d < k1; d++) axes[m++] = d;
  for (int64_t d = k2; d < nd; d++) axes[m++] = d;
  for (int64_t d = k1; d < k2; d++) axes[m++] = d;
  Value t = np_array_transpose_axes(r, (int)nd, axes);
  rt_decref(r);
  return t;
}

/* A string array item: a 1-d one under ndmin=2 made a column (trans1d=0, np.c_[names,
 * prices]) or a row; others as they are. */
static Value text_piece(Value item, const CcState *st) {
  const NpStrArr *a = RT_AS(NpStrArr, item);
  if (a->ndim != 1 || st->ndmin != 2) return rt_incref(item), item;
  Value shape = rt_tuple_from(2, st->trans1d == 0 ? (Value[]){rt_int(a->shape[0]), rt_int(1)}
                                                  : (Value[]){rt_int(1), rt_int(a->shape[0])});
  int mark = rt_cleanup_push_value(&shape);
  Value r = np_callk("reshape", 2, (Value[]){item, shape}, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Item k as an array (ndmin dimensions at least), and whether it counts as a scalar for the
 * dtype. */
static Value piece(Value item, bool *scalar, const CcState *st) {
  *scalar = false;
  if (rt_is_type(item, &rt_slice_type)) {
    Value a = slice_piece(RT_AS(Slice, item));
    if (st->ndmin <= 1) return a;
    int mark = rt_cleanup_push_value(&a);
    Value r = with_ndmin(a, 1, st);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_str(item)) rt_raise(RT_EXC_ValueError, "special directives must be the first entry.");
  if (np_is_strarr(item)) return text_piece(item, st);
  Value a = rt_array_from_value(item, -1);
  int mark = rt_cleanup_push_value(&a);
  int64_t nd = RT_AS(Array, a)->ndim;
  *scalar = nd == 0 && !rt_is_array(item);
  Value r = with_ndmin(a, nd, st);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value cc_getitem(Value self, Value key) {
  bool cols = RT_AS(Concatenator, self)->columns;
  CcState st = {cols ? -1 : 0, cols ? 2 : 1, cols ? 0 : -1};
  int64_t n = rt_is_tuple(key) ? RT_AS(Tuple, key)->n : 1;
  const Value *items = rt_is_tuple(key) ? RT_AS(Tuple, key)->items : &key;
  if (n > 0 && rt_is_str(items[0])) {
    directive(&st, rt_str_data(items[0]));
    items++, n--;
  }
  Value list = rt_list_new(n), orig = rt_list_new(n);
  int mark = rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&orig);
  for (int64_t i = 0; i < n; i++) {
    bool scalar;
    Value p = piece(items[i], &scalar, &st);
    rt_list_append(list, p);
    rt_list_append(orig, scalar ? items[i] : p); /* for the dtype: scalars as themselves */
    rt_decref(p);
  }
  bool text = false; /* string pieces: concatenate joins them, numbers as their text */
  for (int64_t i = 0; i < n; i++) text = text || np_is_strarr(RT_AS(List, list)->items[i]);
  DType dt = text ? DT_FLOAT64 : np_result_type_of((int)n, RT_AS(List, orig)->items);
  for (int64_t i = 0; i < n && !text; i++) {
    Value p = RT_AS(List, list)->items[i];
    Value c = RT_AS(Array, p)->dtype == dt ? (rt_incref(p), p) : rt_array_astype(p, dt);
    rt_decref(p);
    RT_AS(List, list)->items[i] = c;
  }
  static const char *const kn[] = {"axis"};
  Value r = np_callk("concatenate", 1, &list, 1, kn, (Value[]){rt_int(st.axis)});
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
