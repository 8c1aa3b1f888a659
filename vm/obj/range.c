/* range.c — range objects: length, indexing, slicing (gives a range), `in`, equality, repr.
 * Iteration is iter.c's counting iterator. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "bigint.h"
#include "class.h"
#include "native.h"
#include "objects.h"
#include "ops.h"
#include "range_big.h"

int64_t rt_range_len(int64_t start, int64_t stop, int64_t step) {
  /* unsigned arithmetic: stop - start may not fit in int64 */
  if (step > 0 && start < stop)
    return (int64_t)(((uint64_t)stop - (uint64_t)start - 1) / (uint64_t)step + 1);
  if (step < 0 && start > stop)
    return (int64_t)(((uint64_t)start - (uint64_t)stop - 1) / (0 - (uint64_t)step) + 1);
  return 0;
}

static void range_free(Obj *o) {
  free(o);
}

static Value range_repr(Value self) {
  Range *r = RT_AS(Range, self);
  if (r->step == 1)
    return rt_str_printf("range(%lld, %lld)", (long long)r->start, (long long)r->stop);
  return rt_str_printf("range(%lld, %lld, %lld)", (long long)r->start, (long long)r->stop,
                       (long long)r->step);
}

static int64_t range_length(Value self) {
  Range *r = RT_AS(Range, self);
  return rt_range_len(r->start, r->stop, r->step);
}

static Value range_getitem(Value self, Value key) {
  Range *r = RT_AS(Range, self);
  int64_t n = range_length(self);
  if (rt_is_type(key, &rt_slice_type)) {
    int64_t lo, hi, st;
    rt_slice_indices(key, n, &lo, &hi, &st);
    /* CPython maps the resolved slice bounds through the range (rangeobject.c) */
    int64_t a, b, c;
    if (__builtin_mul_overflow(lo, r->step, &a) || __builtin_add_overflow(r->start, a, &a) ||
        __builtin_mul_overflow(hi, r->step, &b) || __builtin_add_overflow(r->start, b, &b) ||
        __builtin_mul_overflow(r->step, st, &c))
    { /* the range this makes holds big ints: sliced as one of range_big.c's */
      Value big = rt_bigrange_new(rt_int(r->start), rt_int(r->stop), rt_int(r->step));
      int mark = rt_cleanup_push_value(&big);
      Value out = rt_getitem(big, key);
      rt_cleanup_pop(mark, true);
      return out;
    }
    return rt_range_new(a, b, c);
  }
  /* Weft's ranges are machine-sized: a big index (or __index__ answering one) is out of range */
  Value ix = rt_is_instance(key) ? rt_instance_index(key) : rt_undef();
  if (rt_is_undef(ix) && rt_is_bigint(key)) ix = (rt_incref(key), key);
  if (!rt_is_undef(ix)) {
    if (rt_is_bigint(ix)) {
      rt_decref(ix);
      rt_raise(RT_EXC_IndexError, "range object index out of range");
    }
    key = ix;
  }
  int64_t i = rt_to_index(key, "range indices must be integers or slices");
  if (i < 0) i += n;
  if (i < 0 || i >= n) rt_raise(RT_EXC_IndexError, "range object index out of range");
  return rt_int(r->start + i * r->step);
}

static int64_t range_find(Range *r, Value item) {
  int64_t v;
  if (item.tag == RT_INT)
    v = item.as.i;
  else if (item.tag == RT_BOOL)
    v = item.as.b;
  else if (item.tag == RT_FLOAT && item.as.f == (double)(int64_t)item.as.f)
    v = (int64_t)item.as.f;
  else
    return -1;
  int64_t n = rt_range_len(r->start, r->stop, r->step);
  if (n == 0) return -1;
  int64_t off = v - r->start;
  if (off % r->step != 0) return -1;
  int64_t k = off / r->step;
  return k >= 0 && k < n ? k : -1;
}

static int range_contains(Value self, Value item) {
  if (item.tag == RT_OBJ) {
    Value it = rt_iter(self), x;
    int found = 0;
    while (!found && rt_next(it, &x)) {
      found = rt_equal(x, item);
      rt_decref(x);
    }
    rt_decref(it);
    return found;
  }
  return range_find(RT_AS(Range, self), item) >= 0;
}

/* Two ranges are equal when they describe the same sequence. */
static Value range_binop(BinOp op, Value a, Value b) {
  if ((op != RT_OP_EQ && op != RT_OP_NE) || !rt_is_type(a, &rt_range_type) ||
      !rt_is_type(b, &rt_range_type))
    return rt_undef();
  Range *x = RT_AS(Range, a), *y = RT_AS(Range, b);
  int64_t nx = rt_range_len(x->start, x->stop, x->step);
  int64_t ny = rt_range_len(y->start, y->stop, y->step);
  bool eq = nx == ny && (nx == 0 || (x->start == y->start && (nx == 1 || x->step == y->step)));
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

static Value range_iter(Value self) {
  Range *r = RT_AS(Range, self);
  return rt_range_iter_new(r->start, r->step, rt_range_len(r->start, r->stop, r->step));
}

static int range_truthy(Value self) {
  return range_length(self) != 0;
}

static Value range_index(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("index", argc, kw, 1, 1);
  int64_t k = range_find(RT_AS(Range, self), argv[0]);
  if (k < 0) {
    Value r = rt_repr(argv[0]);
    rt_raise(RT_EXC_ValueError, "%s is not in range", rt_str_data(r));
  }
  return rt_int(k);
}

static Value range_count(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("count", argc, kw, 1, 1);
  return rt_int(range_find(RT_AS(Range, self), argv[0]) >= 0);
}

static Value range_getattr(Value self, const char *name) {
  Range *r = RT_AS(Range, self);
  if (strcmp(name, "start") == 0) return rt_int(r->start);
  if (strcmp(name, "stop") == 0) return rt_int(r->stop);
  if (strcmp(name, "step") == 0) return rt_int(r->step);
  if (strcmp(name, "index") == 0) return rt_native_bind("index", range_index, self);
  if (strcmp(name, "count") == 0) return rt_native_bind("count", range_count, self);
  return rt_undef();
}

const ObjType rt_range_type = {
    .name = "range",
    .free = range_free,
    .repr = range_repr,
    .getattr = range_getattr,
    .getitem = range_getitem,
    .iter = range_iter,
    .len = range_length,
    .truthy = range_truthy,
    .binop = range_binop,
    .contains = range_contains,
};

Value rt_range_new(int64_t start, int64_t stop, int64_t step) {
  Range *r = rt_malloc(sizeof *r);
  rt_obj_init(&r->hdr, &rt_range_type);
  r->start = start;
  r->stop = stop;
  r->step = step;
  return rt_obj(r);
}
