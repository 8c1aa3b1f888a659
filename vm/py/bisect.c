/* bisect.c — the bisect module: bisect_left/bisect_right (bisect) and insort_left/insort_right
 * (insort) over any sequence, with lo, hi and key. As in CPython, key applies to the
 * sequence's items only: bisect's x is already a key, insort's item goes through key. */
#include <string.h>

#include "../base/error.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static const char *const names[] = {"a", "x", "lo", "hi", "key"};

typedef struct Bounds {
  Value a, x, key; /* borrowed; key None for none */
  int64_t lo, hi;
} Bounds;

static Bounds parse(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  if (argc > 4) {
    rt_raise(RT_EXC_TypeError, "%s() takes at most 4 positional arguments (%d given)", fname, argc);
  }
  Value a[5];
  rt_parse_args(fname, argc, argv, kw, 5, names, 2, a);
  Bounds b = {a[0], a[1], rt_is_undef(a[4]) ? rt_none() : a[4], 0, -1};
  if (!rt_is_undef(a[2])) b.lo = rt_to_index(a[2], "lo");
  if (b.lo < 0) rt_raise(RT_EXC_ValueError, "lo must be non-negative");
  if (!rt_is_undef(a[3]) && !rt_is_none(a[3])) b.hi = rt_to_index(a[3], "hi");
  else b.hi = rt_len(b.a);
  return b;
}

/* key(a[i]) (or a[i]) < x when x_first is false, x < key(a[i]) when it is true. */
static bool probe(const Bounds *b, int64_t i, bool x_first) {
  Value item = rt_getitem(b->a, rt_int(i));
  int mark = rt_cleanup_push_value(&item);
  if (!rt_is_none(b->key)) {
    Value k = rt_call(b->key, 1, &item, NULL);
    rt_decref(item);
    item = k;
  }
  Value r = x_first ? rt_binop(RT_OP_LT, b->x, item) : rt_binop(RT_OP_LT, item, b->x);
  rt_cleanup_push_value(&r);
  bool t = rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return t;
}

/* The insertion point: after equal items (right) or before them (left). */
static int64_t search(const Bounds *b, bool right) {
  int64_t lo = b->lo, hi = b->hi;
  while (lo < hi) {
    int64_t mid = lo + (hi - lo) / 2;
    if (right ? probe(b, mid, true) : !probe(b, mid, false)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

static Value b_bisect_right(ARGS) {
  (void)self;
  Bounds b = parse("bisect_right", argc, argv, kw);
  return rt_int(search(&b, true));
}

static Value b_bisect_left(ARGS) {
  (void)self;
  Bounds b = parse("bisect_left", argc, argv, kw);
  return rt_int(search(&b, false));
}

static Value insort(const char *fname, int argc, const Value *argv, const Kwargs *kw, bool right) {
  Bounds b = parse(fname, argc, argv, kw);
  Value item = b.x;
  Value k = rt_is_none(b.key) ? (rt_incref(item), item) : rt_call(b.key, 1, &item, NULL);
  int mark = rt_cleanup_push_value(&k);
  b.x = k;
  int64_t at = search(&b, right);
  Value ins = rt_getattr(b.a, "insert");
  rt_cleanup_push_value(&ins);
  Value args[2] = {rt_int(at), item};
  Value r = rt_call(ins, 2, args, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value b_insort_right(ARGS) {
  (void)self;
  return insort("insort_right", argc, argv, kw, true);
}

static Value b_insort_left(ARGS) {
  (void)self;
  return insort("insort_left", argc, argv, kw, false);
}

void rt_bisect_module_init(Value m) {
  rt_module_add_fn(m, "bisect_right", b_bisect_right);
  rt_module_add_fn(m, "bisect_left", b_bisect_left);
  rt_module_add_fn(m, "bisect", b_bisect_right);
  rt_module_add_fn(m, "insort_right", b_insort_right);
  rt_module_add_fn(m, "insort_left", b_insort_left);
  rt_module_add_fn(m, "insort", b_insort_right);
}
