/* tuple.c — the immutable tuple: construction, indexing and slicing, concatenation,
 * repetition, lexicographic comparison, `in`, repr, index/count; plus the helpers that lists
 * share (sequence comparison, the repr recursion guard). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "class.h"
#include "dict.h"
#include "native.h"
#include "bigint.h"
#include "objects.h"
#include "gc.h"
#include "ops.h"
#include "runtime.h"
#include "../base/strbuf.h"

/* The empty tuple is a singleton, as in CPython (`() is ()`, `t[0:0] is ()`): a static
 * object, never tracked by the collector (it holds nothing) and never freed. Its refcount is
 * kept but not trusted (worker threads make shape tuples too), so tuple_free skips it. */
static Tuple empty_tuple = {{&rt_tuple_type, 1, 0}, 0};

static void tuple_free(Obj *o) {
  Tuple *t = (Tuple *)o;
  if (t == &empty_tuple) {
    t->hdr.refcount = 1;
    return;
  }
  /* last item first, as CPython: the order __del__ methods of the items run */
  for (int64_t i = t->n - 1; i >= 0; i--) rt_decref(t->items[i]);
  free(t);
}

static void tuple_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Tuple *t = (Tuple *)o;
  for (int64_t i = 0; i < t->n; i++) visit(t->items[i], arg);
}

static void tuple_clear(Obj *o) {
  Tuple *t = (Tuple *)o;
  for (int64_t i = 0; i < t->n; i++) {
    Value old = t->items[i];
    t->items[i] = rt_none();
    rt_decref(old);
  }
}

Value rt_tuple_new(int64_t n) {
  if (n < 0 || (uint64_t)n > (SIZE_MAX - sizeof(Tuple)) / sizeof(Value)) {
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  if (n == 0) {
    empty_tuple.hdr.refcount++;
    return rt_obj(&empty_tuple);
  }
  Tuple *t = rt_malloc(sizeof *t + (size_t)n * sizeof(Value));
  rt_obj_init(&t->hdr, &rt_tuple_type);
  t->n = n;
  for (int64_t i = 0; i < n; i++) t->items[i] = rt_none();
  rt_gc_track(&t->hdr);
  return rt_obj(t);
}

Value rt_tuple_from(int64_t n, const Value *items) {
  Value t = rt_tuple_new(n);
  for (int64_t i = 0; i < n; i++) {
    rt_incref(items[i]);
    RT_AS(Tuple, t)->items[i] = items[i];
  }
  return t;
}

Value rt_tuple_pair(Value a, Value b) {
  Value t = rt_tuple_new(2);
  RT_AS(Tuple, t)->items[0] = a;
  RT_AS(Tuple, t)->items[1] = b;
  return t;
}

/* ---- repr recursion guard: a short stack of containers being printed ---- */
#define REPR_DEPTH 1000
/* Per thread: a worker thread that prints (kernel print, parallel ufuncs) has its own. */
static _Thread_local struct {
  Obj *stack[REPR_DEPTH];
  int top;
} repr_guard;

bool rt_repr_enter(Obj *o) {
  for (int i = 0; i < repr_guard.top; i++) {
    if (repr_guard.stack[i] == o) return false;
  }
  if (repr_guard.top == REPR_DEPTH) {
    repr_guard.top = 0; /* the raise unwinds every enclosing repr */
    rt_raise(RT_EXC_RecursionError,
             "maximum recursion depth exceeded while getting the repr of an object");
  }
  repr_guard.stack[repr_guard.top++] = o;
  return true;
}

void rt_repr_leave(Obj *o) {
  if (repr_guard.top > 0 && repr_guard.stack[repr_guard.top - 1] == o) repr_guard.top--;
}

typedef struct ReprCall {
  Value (*body)(Value);
  Value self, result;
} ReprCall;

static void run_repr(void *ud) {
  ReprCall *c = ud;
  c->result = c->body(c->self);
}

/* The outermost container repr runs protected: if an exception (Ctrl-C, a failing element
 * repr) unwinds through it, the guard stack is reset before the exception goes on. */
Value rt_repr_container(Value self, Value (*body)(Value)) {
  rt_recursion_enter(" while getting the repr of an object"); /* PyObject_Repr's level, as CPython */
  Value r;
  if (repr_guard.top > 0) {
    r = body(self);
  } else {
    ReprCall c = {body, self, rt_undef()};
    if (rt_pcall(run_repr, &c) != 0) {
      repr_guard.top = 0;
      rt_reraise();
    }
    r = c.result;
  }
  rt_recursion_leave();
  return r;
}

static Value tuple_repr_body(Value self) {
  Tuple *t = RT_AS(Tuple, self);
  if (t->n == 0) return rt_str_from_c("()");
  if (!rt_repr_enter(self.as.o)) return rt_str_from_c("(...)");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb); /* an item's repr may raise */
  rt_sb_putc(&sb, '(');
  for (int64_t i = 0; i < t->n; i++) {
    if (i) rt_sb_puts(&sb, ", ");
    rt_sb_repr(&sb, t->items[i]);
  }
  if (t->n == 1) rt_sb_putc(&sb, ',');
  rt_sb_putc(&sb, ')');
  rt_cleanup_pop(mark, false);
  rt_repr_leave(self.as.o);
  return rt_sb_to_str(&sb);
}

/* Items that compare by recursing in C (nested lists, tuples, dicts): each such level is
 * counted against the recursion limit (a C stack overflow at 100,000 levels before). */
static bool nests(Value v) {
  if (v.tag != RT_OBJ || v.as.o->type == &rt_str_type) return false; /* the common items first */
  return v.as.o->type == &rt_list_type || v.as.o->type == &rt_tuple_type || rt_is_dict_subtype(v);
}

static __attribute__((noinline, cold)) bool nested_equal(Value x, Value y) { /* off the hot loop */
  rt_recursion_enter(" in comparison");
  bool eq = rt_equal(x, y);
  rt_recursion_leave();
  return eq;
}

static __attribute__((noinline, cold)) Value nested_binop(BinOp op, Value x, Value y) {
  rt_recursion_enter(" in comparison");
  Value r = rt_binop(op, x, y);
  rt_recursion_leave();
  return r;
}

static inline bool items_equal(Value x, Value y) {
  if (rt_is(x, y)) return true;
  return __builtin_expect(nests(x), 0) ? nested_equal(x, y) : rt_equal(x, y);
}

Value rt_seq_compare(BinOp op, const Value *a, int64_t na, const Value *b, int64_t nb) {
  int64_t i = 0;
  while (i < na && i < nb && items_equal(a[i], b[i])) i++;
  if (i >= na || i >= nb) {
    switch (op) {
      case RT_OP_EQ: return rt_bool(na == nb);
      case RT_OP_NE: return rt_bool(na != nb);
      case RT_OP_LT: return rt_bool(na < nb);
      case RT_OP_LE: return rt_bool(na <= nb);
      case RT_OP_GT: return rt_bool(na > nb);
      default: return rt_bool(na >= nb);
    }
  }
  if (op == RT_OP_EQ) return rt_bool(false);
  if (op == RT_OP_NE) return rt_bool(true);
  return nests(a[i]) ? nested_binop(op, a[i], b[i]) : rt_binop(op, a[i], b[i]);
}

static bool is_compare(BinOp op) {
  return op >= RT_OP_EQ && op <= RT_OP_GE;
}

static int64_t repeat_count(Value v) {
  if (v.tag != RT_INT && v.tag != RT_BOOL && !rt_is_scalar_nonfloat(v) && !rt_is_bigint(v) &&
      !rt_is_instance(v)) {
    rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type '%s'", rt_type_name(v));
  }
  int64_t k = rt_to_index(v, NULL);
  return k < 0 ? 0 : k;
}

static Value tuple_binop(BinOp op, Value a, Value b) {
  bool ta = rt_is_tuple(a), tb = rt_is_tuple(b);
  if (is_compare(op)) {
    if (!ta || !tb) return rt_undef();
    Tuple *x = RT_AS(Tuple, a), *y = RT_AS(Tuple, b);
    return rt_seq_compare(op, x->items, x->n, y->items, y->n);
  }
  if (op == RT_OP_ADD) {
    if (ta && tb) {
      Tuple *x = RT_AS(Tuple, a), *y = RT_AS(Tuple, b);
      Value r = rt_tuple_new(x->n + y->n);
      for (int64_t i = 0; i < x->n; i++) {
        rt_incref(x->items[i]);
        rt_tuple_set(r, i, x->items[i]);
      }
      for (int64_t i = 0; i < y->n; i++) {
        rt_incref(y->items[i]);
        rt_tuple_set(r, x->n + i, y->items[i]);
      }
      return r;
    }
    if (ta && !rt_is_array_number(b) && !rt_is_scalar_number(b)) { /* NumPy takes it, like arrays */
      rt_raise(RT_EXC_TypeError, "can only concatenate tuple (not \"%s\") to tuple",
               rt_type_name(b));
    }
    return rt_undef();
  }
  if (op == RT_OP_MUL) {
    Value seq = ta ? a : b, cnt = ta ? b : a;
    if (rt_is_array_number(cnt)) return rt_undef();
    if (rt_is_instance(cnt) && !rt_instance_repeats(cnt)) return rt_undef();
    int64_t k = repeat_count(cnt);
    Tuple *x = RT_AS(Tuple, seq);
    if (k && x->n > INT64_MAX / k) rt_raise(RT_EXC_MemoryError, "%s", "");
    Value r = rt_tuple_new(x->n * k);
    for (int64_t j = 0; j < k; j++) {
      for (int64_t i = 0; i < x->n; i++) {
        rt_incref(x->items[i]);
        rt_tuple_set(r, j * x->n + i, x->items[i]);
      }
    }
    return r;
  }
  return rt_undef();
}

static Value tuple_getitem(Value self, Value key) {
  Tuple *t = RT_AS(Tuple, self);
  if (rt_is_type(key, &rt_slice_type)) {
    int64_t lo, hi, st;
    int64_t n = rt_slice_indices(key, t->n, &lo, &hi, &st);
    if (st == 1 && n == t->n) {
      rt_incref(self);
      return self;
    }
    Value r = rt_tuple_new(n);
    for (int64_t k = 0, i = lo; k < n; k++, i += st) {
      rt_incref(t->items[i]);
      rt_tuple_set(r, k, t->items[i]);
    }
    return r;
  }
  int64_t i = rt_to_index(key, "tuple indices must be integers or slices");
  if (i < 0) i += t->n;
  if (i < 0 || i >= t->n) rt_raise(RT_EXC_IndexError, "tuple index out of range");
  rt_incref(t->items[i]);
  return t->items[i];
}

static int64_t tuple_len(Value self) {
  return RT_AS(Tuple, self)->n;
}
static int tuple_truthy(Value self) {
  return RT_AS(Tuple, self)->n != 0;
}

static int tuple_contains(Value self, Value item) {
  Tuple *t = RT_AS(Tuple, self);
  for (int64_t i = 0; i < t->n; i++) {
    if (rt_is(t->items[i], item) || rt_equal(t->items[i], item)) return 1;
  }
  return 0;
}

static Value tuple_iter(Value self) {
  return rt_seq_iter_new(self);
}

static Value t_index(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("index", argc, kw, 1, 3);
  Tuple *t = RT_AS(Tuple, self);
  int64_t lo = argc > 1 ? rt_to_index(argv[1], NULL) : 0;
  int64_t hi = argc > 2 ? rt_to_index(argv[2], NULL) : t->n;
  if (lo < 0) lo = lo + t->n < 0 ? 0 : lo + t->n;
  if (hi < 0) hi = hi + t->n < 0 ? 0 : hi + t->n;
  if (hi > t->n) hi = t->n;
  for (int64_t i = lo; i < hi; i++) {
    if (rt_is(t->items[i], argv[0]) || rt_equal(t->items[i], argv[0])) return rt_int(i);
  }
  rt_raise(RT_EXC_ValueError, "tuple.index(x): x not in tuple");
}

static Value t_count(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("tuple.count", argc, kw, 1, 1, RT_ARGS_ONE);
  Tuple *t = RT_AS(Tuple, self);
  int64_t c = 0;
  for (int64_t i = 0; i < t->n; i++)
    c += rt_is(t->items[i], argv[0]) || rt_equal(t->items[i], argv[0]);
  return rt_int(c);
}

static Value tuple_getattr(Value self, const char *name) {
  if (strcmp(name, "index") == 0) return rt_native_bind("index", t_index, self);
  if (strcmp(name, "count") == 0) return rt_native_bind("count", t_count, self);
  return rt_undef();
}

static Value tuple_repr(Value self) {
  return rt_repr_container(self, tuple_repr_body);
}

const ObjType rt_tuple_type = {
    .name = "tuple",
    .free = tuple_free,
    .repr = tuple_repr,
    .getattr = tuple_getattr,
    .getitem = tuple_getitem,
    .iter = tuple_iter,
    .len = tuple_len,
    .truthy = tuple_truthy,
    .binop = tuple_binop,
    .contains = tuple_contains,
    .traverse = tuple_traverse,
    .clear = tuple_clear,
};
