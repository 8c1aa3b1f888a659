/* slice.c — slice objects (a[1:5:2]), their resolution against a length (Python's
 * PySlice_GetIndicesEx), and the Ellipsis singleton. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "bigint.h"
#include "class.h"
#include "hash.h"
#include "native.h"
#include "objects.h"
#include "runtime.h"
#include "ops.h"
#include "../base/strbuf.h"

static void slice_free(Obj *o) {
  Slice *s = (Slice *)o;
  rt_decref(s->start);
  rt_decref(s->stop);
  rt_decref(s->step);
  free(s);
}

static Value slice_repr(Value self) {
  Slice *s = RT_AS(Slice, self);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_recursion_enter(" while getting the repr of an object"); /* slices of slices */
  rt_sb_puts(&sb, "slice(");
  rt_sb_repr(&sb, s->start);
  rt_sb_puts(&sb, ", ");
  rt_sb_repr(&sb, s->stop);
  rt_sb_puts(&sb, ", ");
  rt_sb_repr(&sb, s->step);
  rt_sb_putc(&sb, ')');
  rt_recursion_leave();
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* slice.indices(length): the (start, stop, step) the slice selects from a sequence of length. */
static Value slice_indices_method(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("slice.indices", argc, kw, 1, 1, RT_ARGS_ONE);
  int64_t length = rt_to_index(argv[0], NULL);
  if (length < 0) rt_raise(RT_EXC_ValueError, "length should not be negative");
  int64_t part[3];
  rt_slice_indices(self, length, &part[0], &part[1], &part[2]);
  Value items[3] = {rt_int(part[0]), rt_int(part[1]), rt_int(part[2])};
  return rt_tuple_from(3, items);
}

static Value slice_getattr(Value self, const char *name) {
  Slice *s = RT_AS(Slice, self);
  Value v = rt_undef();
  if (strcmp(name, "indices") == 0) return rt_native_bind("indices", slice_indices_method, self);
  if (strcmp(name, "start") == 0)
    v = s->start;
  else if (strcmp(name, "stop") == 0)
    v = s->stop;
  else if (strcmp(name, "step") == 0)
    v = s->step;
  rt_incref(v);
  return v;
}

static Value slice_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  if (!rt_is_type(a, &rt_slice_type) || !rt_is_type(b, &rt_slice_type)) return rt_undef();
  Slice *x = RT_AS(Slice, a), *y = RT_AS(Slice, b);
  bool eq =
      rt_equal(x->start, y->start) && rt_equal(x->stop, y->stop) && rt_equal(x->step, y->step);
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

const ObjType rt_slice_type = {
    .name = "slice",
    .free = slice_free,
    .repr = slice_repr,
    .getattr = slice_getattr,
    .binop = slice_binop,
    .hash = rt_unhashable, /* 3.11's slices are unhashable (3.12 made them hashable) */
};

Value rt_slice_new(Value start, Value stop, Value step) {
  Slice *s = rt_malloc(sizeof *s);
  rt_obj_init(&s->hdr, &rt_slice_type);
  rt_incref(start);
  rt_incref(stop);
  rt_incref(step);
  s->start = rt_is_undef(start) ? rt_none() : start;
  s->stop = rt_is_undef(stop) ? rt_none() : stop;
  s->step = rt_is_undef(step) ? rt_none() : step;
  return rt_obj(s);
}

/* A bound or step as an index; CPython's message names no type for a value that has none. */
static int64_t slice_part(Value v) {
  static const char msg[] = "slice indices must be integers or None or have an __index__ method";
  bool may_index = v.tag == RT_INT || v.tag == RT_BOOL || rt_is_bigint(v) || rt_is_instance(v) ||
                   (v.tag == RT_OBJ && v.as.o->type->index);
  if (!may_index) rt_raise(RT_EXC_TypeError, "%s", msg);
  return rt_to_index(v, msg);
}

/* Clamp one bound like CPython's PySlice_AdjustIndices. */
static int64_t adjust(int64_t i, int64_t length, int64_t step) {
  if (i < 0) {
    i += length;
    if (i < 0) i = step < 0 ? -1 : 0;
  } else if (i >= length) {
    i = step < 0 ? length - 1 : length;
  }
  return i;
}

int64_t rt_slice_indices(Value slice, int64_t length, int64_t *start, int64_t *stop,
                         int64_t *step) {
  Slice *s = RT_AS(Slice, slice);
  int64_t st = 1;
  if (!rt_is_none(s->step)) {
    st = slice_part(s->step);
    if (st == 0) rt_raise(RT_EXC_ValueError, "slice step cannot be zero");
  }
  int64_t lo, hi;
  if (rt_is_none(s->start))
    lo = st < 0 ? length - 1 : 0;
  else
    lo = adjust(slice_part(s->start), length, st);
  if (rt_is_none(s->stop))
    hi = st < 0 ? -1 : length;
  else
    hi = adjust(slice_part(s->stop), length, st);
  *start = lo;
  *stop = hi;
  *step = st;
  if (st < 0) return hi < lo ? (lo - hi - 1) / (-st) + 1 : 0;
  return lo < hi ? (hi - lo - 1) / st + 1 : 0;
}

/* ---- Ellipsis ---- */
static void ellipsis_free(Obj *o) {
  (void)o;
}
static Value ellipsis_repr(Value self) {
  (void)self;
  return rt_str_from_c("Ellipsis");
}

const ObjType rt_ellipsis_type = {
    .name = "ellipsis",
    .free = ellipsis_free,
    .repr = ellipsis_repr,
};

static Obj ellipsis_obj = {&rt_ellipsis_type, 1, 0};

Value rt_ellipsis(void) {
  return rt_obj(&ellipsis_obj);
}
