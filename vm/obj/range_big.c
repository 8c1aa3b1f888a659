/* range_big.c — ranges whose bounds or step do not fit 64 bits (range(10**20)), as CPython's
 * ranges of any size: iteration, reversed, indexing and slicing, `in`, index, count, equality,
 * repr and start/stop/step; len() raises OverflowError past sys.maxsize, as CPython's does. Its
 * type is called range too; range() makes one only when an argument is a big int, so the
 * machine-sized ranges (range.c) and the VM's counting loops stay as they are. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "bigint.h"
#include "hash.h"
#include "class.h"
#include "native.h"
#include "objects.h"
#include "range_big.h"
#include "ops.h"

typedef struct BigRange {
  Obj hdr;
  Value start, stop, step, len; /* ints (big or not); len computed once */
} BigRange;

#define BR(v) RT_AS(BigRange, v)

static bool is_small(Value v) { return v.tag == RT_INT; }

/* ---- int arithmetic on Values (ints cannot fail here but for memory) ---- */

static Value op(BinOp o, Value a, Value b) { return rt_binop(o, a, b); }

static bool test(BinOp o, Value a, Value b) {
  Value r = rt_binop(o, a, b);
  bool t = rt_truthy(r);
  rt_decref(r);
  return t;
}

static int sign(Value v) { return test(RT_OP_GT, v, rt_int(0)) ? 1 : test(RT_OP_LT, v, rt_int(0)) ? -1 : 0; }

/* How many values: CPython's compute_range_length. */
static Value length_of(Value lo, Value hi, Value step) {
  bool up = sign(step) > 0;
  if (up ? !test(RT_OP_LT, lo, hi) : !test(RT_OP_GT, lo, hi)) return rt_int(0);
  Value diff = up ? op(RT_OP_SUB, hi, lo) : op(RT_OP_SUB, lo, hi);
  Value d1 = op(RT_OP_SUB, diff, rt_int(1));
  rt_decref(diff);
  Value mag = up ? (rt_incref(step), step) : rt_unop(RT_UOP_NEG, step);
  Value q = op(RT_OP_FLOORDIV, d1, mag);
  rt_decref(d1);
  rt_decref(mag);
  Value n = op(RT_OP_ADD, q, rt_int(1));
  rt_decref(q);
  return n;
}

static void bigrange_free(Obj *o) {
  BigRange *r = (BigRange *)o;
  rt_decref(r->start);
  rt_decref(r->stop);
  rt_decref(r->step);
  rt_decref(r->len);
  free(r);
}

static Value bigrange_repr(Value self) {
  Value a = rt_repr(BR(self)->start), b = rt_repr(BR(self)->stop), c = rt_undef(), r;
  bool one = rt_equal(BR(self)->step, rt_int(1));
  if (!one) c = rt_repr(BR(self)->step);
  r = one ? rt_str_printf("range(%s, %s)", rt_str_data(a), rt_str_data(b))
          : rt_str_printf("range(%s, %s, %s)", rt_str_data(a), rt_str_data(b), rt_str_data(c));
  rt_decref(a);
  rt_decref(b);
  rt_decref(c);
  return r;
}

static int64_t bigrange_length(Value self) {
  Value n = BR(self)->len;
  if (!is_small(n)) rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C ssize_t");
  return n.as.i;
}

static int bigrange_truthy(Value self) { return sign(BR(self)->len) != 0; }

/* start + i * step */
static Value item_at(Value self, Value i) {
  Value m = op(RT_OP_MUL, i, BR(self)->step);
  Value r = op(RT_OP_ADD, BR(self)->start, m);
  rt_decref(m);
  return r;
}

/* A range of these bounds: machine-sized when they fit. Steals all three. */
static Value range_of(Value start, Value stop, Value step) {
  if (is_small(start) && is_small(stop) && is_small(step) &&
      rt_range_len(start.as.i, stop.as.i, step.as.i) >= 0 &&
      !(step.as.i > 0 && start.as.i < stop.as.i && (uint64_t)stop.as.i - (uint64_t)start.as.i > (uint64_t)INT64_MAX) &&
      !(step.as.i < 0 && start.as.i > stop.as.i && (uint64_t)start.as.i - (uint64_t)stop.as.i > (uint64_t)INT64_MAX))
    return rt_range_new(start.as.i, stop.as.i, step.as.i);
  Value r = rt_bigrange_new(start, stop, step);
  rt_decref(start);
  rt_decref(stop);
  rt_decref(step);
  return r;
}

/* A slice bound resolved against the length as CPython's slice.indices does (a new reference). */
static Value clamp(Value v, Value dflt, Value len, Value lower, Value upper) {
  if (rt_is_none(v)) return (rt_incref(dflt), dflt);
  if (!is_small(v) && !rt_is_bigint(v) && v.tag != RT_BOOL)
    rt_raise(RT_EXC_TypeError, "slice indices must be integers or None or have an __index__ method");
  Value x = v.tag == RT_BOOL ? rt_int(v.as.b) : (rt_incref(v), v);
  if (sign(x) < 0) {
    Value y = op(RT_OP_ADD, x, len);
    rt_decref(x);
    x = y;
    if (test(RT_OP_LT, x, lower)) {
      rt_decref(x);
      return (rt_incref(lower), lower);
    }
  } else if (test(RT_OP_GT, x, upper)) {
    rt_decref(x);
    return (rt_incref(upper), upper);
  }
  return x;
}

static Value bigrange_slice(Value self, Value key) {
  Slice *s = RT_AS(Slice, key);
  Value st = rt_is_none(s->step) ? rt_int(1) : (rt_incref(s->step), s->step);
  if (!is_small(st) && !rt_is_bigint(st)) {
    rt_decref(st);
    rt_raise(RT_EXC_TypeError, "slice indices must be integers or None or have an __index__ method");
  }
  if (sign(st) == 0) rt_raise(RT_EXC_ValueError, "slice step cannot be zero");
  Value len = BR(self)->len;
  bool down = sign(st) < 0;
  Value lower = down ? rt_int(-1) : rt_int(0);
  Value upper = down ? op(RT_OP_SUB, len, rt_int(1)) : (rt_incref(len), len);
  Value lo = clamp(s->start, down ? upper : lower, len, lower, upper);
  Value hi = clamp(s->stop, down ? lower : upper, len, lower, upper);
  rt_decref(upper);
  Value a = item_at(self, lo), b = item_at(self, hi), c = op(RT_OP_MUL, BR(self)->step, st);
  rt_decref(lo);
  rt_decref(hi);
  rt_decref(st);
  return range_of(a, b, c);
}

static Value bigrange_getitem(Value self, Value key) {
  if (rt_is_type(key, &rt_slice_type)) return bigrange_slice(self, key);
  Value i = rt_is_instance(key) ? rt_instance_index(key) : rt_undef();
  if (rt_is_undef(i)) {
    if (!is_small(key) && !rt_is_bigint(key) && key.tag != RT_BOOL)
      rt_raise(RT_EXC_TypeError, "range indices must be integers or slices, not %s", rt_type_name(key));
    i = key.tag == RT_BOOL ? rt_int(key.as.b) : (rt_incref(key), key);
  }
  if (sign(i) < 0) {
    Value j = op(RT_OP_ADD, i, BR(self)->len);
    rt_decref(i);
    i = j;
  }
  if (sign(i) < 0 || !test(RT_OP_LT, i, BR(self)->len)) {
    rt_decref(i);
    rt_raise(RT_EXC_IndexError, "range object index out of range");
  }
  Value r = item_at(self, i);
  rt_decref(i);
  return r;
}

/* The position of int x in the range, or RT_UNDEF (a new reference). */
static Value find(Value self, Value x) {
  if (x.tag == RT_BOOL) x = rt_int(x.as.b);
  else if (x.tag == RT_FLOAT) { /* 1.0 in r: equal to the int 1 */
    if (x.as.f - x.as.f != 0 || x.as.f != __builtin_floor(x.as.f)) return rt_undef();
    Value n = rt_int_from_double(x.as.f), r = find(self, n);
    rt_decref(n);
    return r;
  }
  if (!is_small(x) && !rt_is_bigint(x)) return rt_undef();
  BigRange *r = BR(self);
  bool up = sign(r->step) > 0;
  bool inside = up ? !test(RT_OP_LT, x, r->start) && test(RT_OP_LT, x, r->stop)
                   : !test(RT_OP_GT, x, r->start) && test(RT_OP_GT, x, r->stop);
  if (!inside) return rt_undef();
  Value off = op(RT_OP_SUB, x, r->start);
  Value rem = op(RT_OP_MOD, off, r->step);
  bool hit = sign(rem) == 0;
  rt_decref(rem);
  Value k = hit ? op(RT_OP_FLOORDIV, off, r->step) : rt_undef();
  rt_decref(off);
  return k;
}

static int bigrange_contains(Value self, Value item) {
  Value k = find(self, item);
  bool in = !rt_is_undef(k);
  rt_decref(k);
  return in;
}

static Value bigrange_index(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("index", argc, kw, 1, 1);
  Value k = find(self, argv[0]);
  if (rt_is_undef(k)) {
    Value r = rt_repr(argv[0]);
    int mark = rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "%s is not in range", rt_str_data(r));
    rt_cleanup_pop(mark, true);
  }
  return k;
}

static Value bigrange_count(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("count", argc, kw, 1, 1);
  return rt_int(bigrange_contains(self, argv[0]));
}

static Value bigrange_getattr(Value self, const char *name) {
  Value v = rt_undef();
  if (strcmp(name, "start") == 0) v = BR(self)->start;
  else if (strcmp(name, "stop") == 0) v = BR(self)->stop;
  else if (strcmp(name, "step") == 0) v = BR(self)->step;
  if (!rt_is_undef(v)) return (rt_incref(v), v);
  if (strcmp(name, "index") == 0) return rt_native_bind("index", bigrange_index, self);
  if (strcmp(name, "count") == 0) return rt_native_bind("count", bigrange_count, self);
  return rt_undef();
}

/* start, step and length of any range (new references). */
static void fields(Value r, Value out[3]) {
  if (rt_is_type(r, &rt_range_type)) {
    Range *s = RT_AS(Range, r);
    out[0] = rt_int(s->start), out[1] = rt_int(s->step), out[2] = rt_int(rt_range_len(s->start, s->stop, s->step));
    return;
  }
  out[0] = BR(r)->start, out[1] = BR(r)->step, out[2] = BR(r)->len;
  for (int k = 0; k < 3; k++) rt_incref(out[k]);
}

static bool is_any_range(Value v) { return rt_is_type(v, &rt_range_type) || rt_is_type(v, &rt_bigrange_type); }

/* Two ranges are equal when they describe the same sequence. */
static Value bigrange_binop(BinOp o, Value a, Value b) {
  if ((o != RT_OP_EQ && o != RT_OP_NE) || !is_any_range(a) || !is_any_range(b)) return rt_undef();
  Value x[3], y[3];
  fields(a, x);
  fields(b, y);
  bool eq = rt_equal(x[2], y[2]) &&
            (sign(x[2]) == 0 || (rt_equal(x[0], y[0]) && (rt_equal(x[2], rt_int(1)) || rt_equal(x[1], y[1]))));
  for (int k = 0; k < 3; k++) rt_decref(x[k]), rt_decref(y[k]);
  return rt_bool(o == RT_OP_EQ ? eq : !eq);
}

/* hash((len, start, step)), None for what the sequence does not show: CPython's range_hash. */
static int64_t bigrange_hash(Value self) {
  BigRange *r = BR(self);
  int n = sign(r->len) == 0 ? 0 : rt_equal(r->len, rt_int(1)) ? 1 : 2;
  Value items[3] = {r->len, n ? r->start : rt_none(), n == 2 ? r->step : rt_none()};
  Value t = rt_tuple_from(3, items);
  int mark = rt_cleanup_push_value(&t);
  int64_t h = rt_hash(t);
  rt_cleanup_pop(mark, true);
  return h;
}

/* ---- the iterator: next value, step, how many are left ---- */

typedef struct BigRangeIter {
  Obj hdr;
  Value next, step, left;
} BigRangeIter;

static void iter_free(Obj *o) {
  BigRangeIter *it = (BigRangeIter *)o;
  rt_decref(it->next);
  rt_decref(it->step);
  rt_decref(it->left);
  free(it);
}

static Value iter_self(Value self) { return (rt_incref(self), self); }

static bool iter_next(Value self, Value *out) {
  BigRangeIter *it = RT_AS(BigRangeIter, self);
  if (sign(it->left) <= 0) return false;
  Value after = op(RT_OP_ADD, it->next, it->step), left = op(RT_OP_SUB, it->left, rt_int(1));
  *out = it->next;
  it->next = after;
  rt_decref(it->left);
  it->left = left;
  return true;
}

static const ObjType bigrangeiter_type = {
    .name = "longrange_iterator",
    .free = iter_free,
    .iter = iter_self,
    .next = iter_next,
};

static Value iter_new(Value first, Value step, Value count) { /* steals all three */
  BigRangeIter *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, &bigrangeiter_type);
  it->next = first;
  it->step = step;
  it->left = count;
  return rt_obj(it);
}

static Value bigrange_iter(Value self) {
  BigRange *r = BR(self);
  rt_incref(r->start);
  rt_incref(r->step);
  rt_incref(r->len);
  return iter_new(r->start, r->step, r->len);
}

Value rt_bigrange_reversed(Value self) {
  BigRange *r = BR(self);
  Value last = sign(r->len) > 0 ? op(RT_OP_SUB, r->len, rt_int(1)) : rt_int(0);
  Value first = item_at(self, last);
  rt_decref(last);
  rt_incref(r->len);
  return iter_new(first, rt_unop(RT_UOP_NEG, r->step), r->len);
}

const ObjType rt_bigrange_type = {
    .name = "range",
    .free = bigrange_free,
    .repr = bigrange_repr,
    .getattr = bigrange_getattr,
    .getitem = bigrange_getitem,
    .iter = bigrange_iter,
    .len = bigrange_length,
    .truthy = bigrange_truthy,
    .binop = bigrange_binop,
    .hash = bigrange_hash,
    .contains = bigrange_contains,
};

Value rt_bigrange_new(Value start, Value stop, Value step) {
  Value len = length_of(start, stop, step);
  BigRange *r = rt_malloc(sizeof *r);
  rt_obj_init(&r->hdr, &rt_bigrange_type);
  rt_incref(start);
  rt_incref(stop);
  rt_incref(step);
  r->start = start, r->stop = stop, r->step = step, r->len = len;
  return rt_obj(r);
}
