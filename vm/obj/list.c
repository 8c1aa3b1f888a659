/* list.c — the mutable list: growth, indexing, slice read/assign/delete, concatenation,
 * repetition, comparison, `in`, repr, the list methods, and the stable merge sort that
 * list.sort() and sorted() share. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/memlimit.h"
#include "hash.h"
#include "class.h"
#include "native.h"
#include "bigint.h"
#include "objects.h"
#include "gc.h"
#include "ops.h"
#include "../base/strbuf.h"

#define L(v) RT_AS(List, v)

static void list_free(Obj *o) {
  List *l = (List *)o;
  /* last item first, as CPython: the order __del__ methods of the items run */
  for (int64_t i = l->n - 1; i >= 0; i--) rt_decref(l->items[i]);
  free(l->items);
  free(l);
}

static void list_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  List *l = (List *)o;
  for (int64_t i = 0; i < l->n; i++) visit(l->items[i], arg);
}

static void list_clear(Obj *o) {
  List *l = (List *)o;
  Value *items = l->items;
  int64_t n = l->n;
  l->items = NULL;
  l->n = l->cap = 0;
  for (int64_t i = 0; i < n; i++) rt_decref(items[i]);
  free(items);
}

/* Room for exactly cap items; false (l unchanged) when there is no memory for it
 * (--max-memory). */
static bool try_alloc(List *l, int64_t cap) {
  if (cap <= l->cap) return true;
  if ((uint64_t)cap > SIZE_MAX / sizeof(Value)) return false;
  size_t n = (size_t)cap * sizeof(Value);
  Value *items = rt_memory_allows(n) ? realloc(l->items, n) : NULL;
  if (!items) return false;
  l->items = items;
  l->cap = cap;
  return true;
}

/* Room for need items, over-allocated by CPython's list rule (need + need/8 + 6, rounded
 * down to a multiple of 4; a jump bigger than that gets need rounded up to 4) so that the
 * capacity, and sys.getsizeof of an appended-to list, match CPython's. */
static bool try_reserve(List *l, int64_t need) {
  if (need <= l->cap) return true;
  int64_t cap = (need + (need >> 3) + 6) & ~(int64_t)3;
  if (need - l->n > cap - need) cap = (need + 3) & ~(int64_t)3;
  return try_alloc(l, cap);
}

static void reserve(List *l, int64_t need) {
  if (!try_reserve(l, need)) rt_raise(RT_EXC_MemoryError, "%s", "");
}

Value rt_list_new(int64_t capacity) {
  List *l = rt_malloc(sizeof *l);
  rt_obj_init(&l->hdr, &rt_list_type);
  l->n = 0;
  l->cap = 0;
  l->items = NULL;
  if (!try_alloc(l, capacity)) { /* a MemoryError (--max-memory): the header goes too */
    free(l);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  rt_gc_track(&l->hdr);
  return rt_obj(l);
}

/* list(iterable)'s first allocation as CPython 3.11 makes it: the iterable's length or
 * length hint (8 when it has neither) rounded up to even, so sys.getsizeof agrees. */
Value rt_list_presized(int64_t hint) {
  Value v = rt_list_new(0);
  if (hint < 0) hint = 8;
  if (hint > 0 && !try_alloc(L(v), hint + (hint & 1))) {
    rt_decref(v);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  return v;
}

/* After list(iterable) filled it, or items were removed: CPython resizes to the length, which
 * keeps the capacity while at least half is used and otherwise reallocates by the growth rule
 * (0 when empty). */
void rt_list_settle(Value list) {
  List *l = L(list);
  if (l->n >= l->cap / 2) return;
  int64_t cap = l->n ? (l->n + (l->n >> 3) + 6) & ~(int64_t)3 : 0;
  if (cap == 0) {
    free(l->items);
    l->items = NULL;
  } else {
    Value *items = realloc(l->items, (size_t)cap * sizeof(Value));
    if (!items) return; /* a smaller block: keep the bigger one if realloc refuses */
    l->items = items;
  }
  l->cap = cap;
}

Value rt_list_display(int64_t n, const Value *items, int how) {
  int64_t cap = n;
  if (how == RT_LIST_CAP_EVEN) cap = n + (n & 1);
  if (how == RT_LIST_CAP_APPENDED) /* each append that finds the list full grows it */
    for (int64_t k = cap = 0; k < n; k++)
      if (k + 1 > cap) cap = (k + 1 + ((k + 1) >> 3) + 6) & ~(int64_t)3;
  Value v = rt_list_new(cap);
  List *l = L(v);
  for (int64_t i = 0; i < n; i++) {
    rt_incref(items[i]);
    l->items[i] = items[i];
  }
  l->n = n;
  return v;
}

Value rt_list_from(int64_t n, const Value *items) { return rt_list_display(n, items, 0); }

void rt_list_append(Value list, Value v) {
  List *l = L(list);
  if (l->n == l->cap) reserve(l, l->n + 1);
  rt_incref(v);
  l->items[l->n++] = v;
}

/* Room for n more items as CPython's list.extend makes it: an empty list that never had
 * storage gets n rounded up to even, any other grows by the growth rule. */
static void extend_reserve(List *l, int64_t n) {
  bool ok = l->cap == 0 ? try_alloc(l, n + (n & 1)) : try_reserve(l, l->n + n);
  if (!ok) rt_raise(RT_EXC_MemoryError, "%s", "");
}

/* Append every item of an iterable (a snapshot first when it is the list itself). Other
 * iterables than lists and tuples reserve their length hint first (8 without one) and trim
 * afterwards, as CPython does, so the capacity (sys.getsizeof) agrees. */
static void extend(Value list, Value iterable) {
  if (rt_is_list(iterable) || rt_is_tuple(iterable)) {
    int64_t n = rt_is_list(iterable) ? L(iterable)->n : RT_AS(Tuple, iterable)->n;
    if (n) extend_reserve(L(list), n);
    for (int64_t i = 0; i < n; i++) {
      Value *src = rt_is_list(iterable) ? L(iterable)->items : RT_AS(Tuple, iterable)->items;
      rt_list_append(list, src[i]);
    }
    return;
  }
  Value it = rt_iter(iterable), x;
  int mark = rt_cleanup_push_value(&it); /* the iteration may raise */
  int64_t hint = rt_length_hint(iterable);
  if (hint < 0 && rt_is_obj(iterable) && !rt_is_instance(iterable) && iterable.as.o->type->len) {
    hint = iterable.as.o->type->len(iterable);
  }
  if (hint != 0) extend_reserve(L(list), hint < 0 ? 8 : hint);
  while (rt_next(it, &x)) {
    rt_list_append(list, x);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, true);
  rt_list_settle(list);
}

static Value list_repr_body(Value self) {
  List *l = L(self);
  if (l->n == 0) return rt_str_from_c("[]");
  if (!rt_repr_enter(self.as.o)) return rt_str_from_c("[...]");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb); /* an item's repr may raise */
  rt_sb_putc(&sb, '[');
  for (int64_t i = 0; i < l->n; i++) {
    if (i) rt_sb_puts(&sb, ", ");
    rt_sb_repr(&sb, l->items[i]);
  }
  rt_sb_putc(&sb, ']');
  rt_cleanup_pop(mark, false);
  rt_repr_leave(self.as.o);
  return rt_sb_to_str(&sb);
}

static Value list_repr(Value self) {
  return rt_repr_container(self, list_repr_body);
}

/* ---- indexing ---- */

static int64_t item_index(List *l, Value key, const char *oob) {
  int64_t i = rt_to_index(key, "list indices must be integers or slices");
  if (i < 0) i += l->n;
  if (i < 0 || i >= l->n) rt_raise(RT_EXC_IndexError, "%s", oob);
  return i;
}

static Value list_getitem(Value self, Value key) {
  List *l = L(self);
  if (key.tag == RT_INT) {
    int64_t i = key.as.i < 0 ? key.as.i + l->n : key.as.i;
    if (i < 0 || i >= l->n) rt_raise(RT_EXC_IndexError, "list index out of range");
    rt_incref(l->items[i]);
    return l->items[i];
  }
  if (rt_is_type(key, &rt_slice_type)) {
    int64_t lo, hi, st;
    int64_t n = rt_slice_indices(key, l->n, &lo, &hi, &st);
    Value r = rt_list_new(n);
    for (int64_t k = 0, i = lo; k < n; k++, i += st) rt_list_append(r, l->items[i]);
    return r;
  }
  int64_t i = item_index(l, key, "list index out of range");
  rt_incref(l->items[i]);
  return l->items[i];
}

/* Replace items [lo, hi) by the n values in src (borrowed). */
static void splice(List *l, int64_t lo, int64_t hi, int64_t n, const Value *src) {
  int64_t old = hi - lo;
  Value *dead = rt_malloc(sizeof(Value) * (size_t)(old ? old : 1));
  if (old) memcpy(dead, l->items + lo, sizeof(Value) * (size_t)old); /* items is NULL when empty */
  reserve(l, l->n - old + n);
  if (l->n > hi) memmove(l->items + lo + n, l->items + hi, sizeof(Value) * (size_t)(l->n - hi));
  for (int64_t i = 0; i < n; i++) {
    rt_incref(src[i]);
    l->items[lo + i] = src[i];
  }
  l->n += n - old;
  if (n < old) rt_list_settle(rt_obj(l)); /* CPython's list_resize shrinks by the same rule */
  for (int64_t i = old - 1; i >= 0; i--) rt_decref(dead[i]); /* last first, as CPython's list_ass_slice */
  free(dead);
}

static Value to_item_list(Value v) {
  if (rt_is_list(v)) return rt_list_from(L(v)->n, L(v)->items);
  if (!rt_is_obj(v) || (!v.as.o->type->iter)) {
    rt_raise(RT_EXC_TypeError, "must assign iterable to extended slice");
  }
  Value r = rt_list_new(0);
  int mark = rt_cleanup_push_value(&r);
  extend(r, v);
  rt_cleanup_pop(mark, false);
  return r;
}

static void slice_assign(Value self, Value key, Value v) {
  List *l = L(self);
  int64_t lo, hi, st;
  int64_t n = rt_slice_indices(key, l->n, &lo, &hi, &st);
  if (st == 1 && !rt_is_obj(v)) rt_raise(RT_EXC_TypeError, "can only assign an iterable");
  Value items = to_item_list(v);
  int mark = rt_cleanup_push_value(&items);
  List *src = L(items);
  if (st == 1) {
    splice(l, lo, hi < lo ? lo : hi, src->n, src->items);
  } else {
    if (src->n != n) {
      rt_raise(RT_EXC_ValueError,
               "attempt to assign sequence of size %lld to extended slice of size %lld",
               (long long)src->n, (long long)n);
    }
    for (int64_t k = 0, i = lo; k < n; k++, i += st) {
      Value old = l->items[i];
      rt_incref(src->items[k]);
      l->items[i] = src->items[k];
      rt_decref(old);
    }
  }
  rt_cleanup_pop(mark, true);
}

static void list_setitem(Value self, Value key, Value v) {
  if (rt_is_type(key, &rt_slice_type)) {
    slice_assign(self, key, v);
    return;
  }
  List *l = L(self);
  int64_t i = item_index(l, key, "list assignment index out of range");
  Value old = l->items[i];
  rt_incref(v);
  l->items[i] = v;
  rt_decref(old);
}

static void list_delitem(Value self, Value key) {
  List *l = L(self);
  if (!rt_is_type(key, &rt_slice_type)) {
    int64_t i = item_index(l, key, "list assignment index out of range");
    splice(l, i, i + 1, 0, NULL);
    return;
  }
  int64_t lo, hi, st;
  int64_t n = rt_slice_indices(key, l->n, &lo, &hi, &st);
  if (st == 1) { /* CPython's list_ass_slice: the items go last first */
    splice(l, lo, hi < lo ? lo : hi, 0, NULL);
    return;
  }
  if (st < 0) { /* walk the same items upwards */
    lo = lo + (n - 1) * st;
    st = -st;
  }
  Value *dead = rt_malloc(sizeof(Value) * (size_t)(n ? n : 1));
  int64_t w = lo, k = 0;
  for (int64_t i = lo; i < l->n; i++) {
    if (k < n && i == lo + k * st)
      dead[k++] = l->items[i];
    else
      l->items[w++] = l->items[i];
  }
  l->n = w;
  rt_list_settle(self);
  for (int64_t i = 0; i < n; i++) rt_decref(dead[i]);
  free(dead);
}

static int64_t list_len(Value self) {
  return L(self)->n;
}
static int list_truthy(Value self) {
  return L(self)->n != 0;
}

static int list_contains(Value self, Value item) {
  List *l = L(self);
  for (int64_t i = 0; i < l->n; i++) {
    if (rt_is(l->items[i], item) || rt_equal(l->items[i], item)) return 1;
  }
  return 0;
}

static Value list_iter(Value self) {
  return rt_seq_iter_new(self);
}

static Value list_binop(BinOp op, Value a, Value b) {
  bool la = rt_is_list(a), lb = rt_is_list(b);
  if (op >= RT_OP_EQ && op <= RT_OP_GE) {
    if (!la || !lb) return rt_undef();
    return rt_seq_compare(op, L(a)->items, L(a)->n, L(b)->items, L(b)->n);
  }
  if (op == RT_OP_ADD) {
    if (la && lb) {
      Value r = rt_list_new(L(a)->n + L(b)->n);
      extend(r, a);
      extend(r, b);
      return r;
    }
    if (la && !rt_is_array_number(b) && !rt_is_scalar_number(b)) { /* NumPy takes [1] + np.int8(2) */
      rt_raise(RT_EXC_TypeError, "can only concatenate list (not \"%s\") to list", rt_type_name(b));
    }
    return rt_undef();
  }
  if (op == RT_OP_MUL) {
    Value seq = la ? a : b, cnt = la ? b : a;
    if (rt_is_array_number(cnt)) return rt_undef();
    if (rt_is_instance(cnt) && !rt_instance_repeats(cnt)) return rt_undef();
    if (cnt.tag != RT_INT && cnt.tag != RT_BOOL && !rt_is_scalar_nonfloat(cnt) && !rt_is_bigint(cnt)) {
      if (!rt_is_instance(cnt)) {
        rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type '%s'",
                 rt_type_name(cnt));
      }
    }
    int64_t k = rt_to_index(cnt, NULL);
    if (k < 0) k = 0;
    if (k && L(seq)->n > INT64_MAX / k) rt_raise(RT_EXC_MemoryError, "%s", "");
    Value r = rt_list_new(L(seq)->n * k);
    int mark = rt_cleanup_push_value(&r);
    for (int64_t j = 0; j < k; j++) {
      if ((j & 0xFFFF) == 0 && rt_interrupted) rt_check_interrupt(); /* Ctrl-C in [0] * 10**9 */
      extend(r, seq);
    }
    rt_cleanup_pop(mark, false);
    return r;
  }
  return rt_undef();
}

Value rt_list_inplace_add(Value list, Value other) {
  extend(list, other);
  rt_incref(list);
  return list;
}

/* ---- sorting: stable merge sort over (key, value) pairs ---- */

typedef struct SortItem {
  Value key, value;
} SortItem;

static bool sort_less(Value a, Value b) {
  if (a.tag == RT_INT && b.tag == RT_INT) return a.as.i < b.as.i;
  if (a.tag == RT_FLOAT && b.tag == RT_FLOAT) return a.as.f < b.as.f;
  if (rt_is_str(a) && rt_is_str(b)) { /* UTF-8 byte order is code point order */
    Str *x = RT_AS(Str, a), *y = RT_AS(Str, b);
    unsigned char x0 = (unsigned char)x->data[0], y0 = (unsigned char)y->data[0];
    if (x0 != y0) return x0 < y0; /* NUL-terminated, so [0] exists even when empty */
    int64_t n = x->nbytes < y->nbytes ? x->nbytes : y->nbytes;
    int c = memcmp(x->data, y->data, (size_t)n);
    return c < 0 || (c == 0 && x->nbytes < y->nbytes);
  }
  Value r = rt_binop(RT_OP_LT, a, b);
  bool t = rt_truthy(r);
  rt_decref(r);
  return t;
}

/* "a goes before b": for reverse order that is b < a, which keeps equal items stable. */
static bool before(const SortItem *a, const SortItem *b, bool reverse) {
  return reverse ? sort_less(b->key, a->key) : sort_less(a->key, b->key);
}

static void merge_sort(SortItem *v, SortItem *tmp, int64_t n, bool reverse) {
  if (n < 2) return;
  if (n >= 64 && rt_interrupted) rt_check_interrupt(); /* Ctrl-C: also between short merges */
  if (n <= 8) { /* insertion sort for short runs */
    for (int64_t i = 1; i < n; i++) {
      SortItem x = v[i];
      int64_t j = i;
      while (j > 0 && before(&x, &v[j - 1], reverse)) {
        v[j] = v[j - 1];
        j--;
      }
      v[j] = x;
    }
    return;
  }
  int64_t m = n / 2;
  merge_sort(v, tmp, m, reverse);
  merge_sort(v + m, tmp, n - m, reverse);
  if (!before(&v[m], &v[m - 1], reverse)) return; /* already in order */
  memcpy(tmp, v, sizeof *v * (size_t)m);
  int64_t i = 0, j = m, k = 0;
  /* Ctrl-C is honoured every 64K steps (the list itself is untouched until the sort ends) */
  while (i < m && j < n) {
    if ((k & 0xFFFF) == 0 && rt_interrupted) rt_check_interrupt();
    v[k++] = before(&v[j], &tmp[i], reverse) ? v[j++] : tmp[i++];
  }
  while (i < m) v[k++] = tmp[i++];
}

/* What a sort owns while it runs: its buffers and the first nkeys keys (a key function or a
 * comparison that raises unwinds through it). */
typedef struct SortState {
  SortItem *v, *tmp;
  int64_t nkeys;
} SortState;

static void sort_release(void *p) {
  SortState *s = p;
  for (int64_t i = 0; i < s->nkeys; i++) rt_decref(s->v[i].key);
  free(s->v);
  free(s->tmp);
}

void rt_list_sort(Value list, Value key, bool reverse) {
  List *l = L(list);
  int64_t n = l->n;
  bool has_key = !rt_is_undef(key) && !rt_is_none(key);
  SortState s = {NULL, NULL, 0};
  int mark = rt_cleanup_push(sort_release, &s);
  SortItem *v = s.v = rt_malloc(sizeof *v * (size_t)(n ? n : 1));
  SortItem *tmp = s.tmp = rt_malloc(sizeof *v * (size_t)(n ? n : 1));
  for (int64_t i = 0; i < n; i++) {
    v[i].value = l->items[i];
    v[i].key = has_key ? rt_call(key, 1, &l->items[i], NULL) : l->items[i];
    if (has_key) s.nkeys = i + 1;
  }
  merge_sort(v, tmp, n, reverse);
  for (int64_t i = 0; i < n; i++) l->items[i] = v[i].value;
  rt_cleanup_pop(mark, true);
}

/* ---- methods ---- */

static Value m_append(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("list.append", argc, kw, 1, 1, RT_ARGS_ONE);
  rt_list_append(self, argv[0]);
  return rt_none();
}

static Value m_extend(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("list.extend", argc, kw, 1, 1, RT_ARGS_ONE);
  if (rt_is_list(argv[0]) && argv[0].as.o == self.as.o) {
    Value copy = rt_list_from(L(self)->n, L(self)->items);
    extend(self, copy);
    rt_decref(copy);
  } else {
    extend(self, argv[0]);
  }
  return rt_none();
}

static Value m_insert(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("insert", argc, kw, 2, 2, RT_ARGS_CLINIC);
  List *l = L(self);
  int64_t i = rt_to_index(argv[0], NULL);
  if (i < 0) i = i + l->n < 0 ? 0 : i + l->n;
  if (i > l->n) i = l->n;
  splice(l, i, i, 1, &argv[1]);
  return rt_none();
}

static Value m_pop(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("pop", argc, kw, 0, 1);
  List *l = L(self);
  if (l->n == 0) rt_raise(RT_EXC_IndexError, "pop from empty list");
  int64_t i = argc ? rt_to_index(argv[0], NULL) : l->n - 1;
  if (i < 0) i += l->n;
  if (i < 0 || i >= l->n) rt_raise(RT_EXC_IndexError, "pop index out of range");
  Value v = l->items[i];
  memmove(l->items + i, l->items + i + 1, sizeof(Value) * (size_t)(l->n - i - 1));
  l->n--;
  rt_list_settle(self); /* the capacity (sys.getsizeof) as CPython's list_resize leaves it */
  return v; /* the list's reference passes to the caller */
}

static int64_t find(List *l, Value x, int64_t lo, int64_t hi) {
  for (int64_t i = lo; i < hi && i < l->n; i++) {
    if (rt_is(l->items[i], x) || rt_equal(l->items[i], x)) return i;
  }
  return -1;
}

static Value m_remove(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("list.remove", argc, kw, 1, 1, RT_ARGS_ONE);
  List *l = L(self);
  int64_t i = find(l, argv[0], 0, l->n);
  if (i < 0) rt_raise(RT_EXC_ValueError, "list.remove(x): x not in list");
  splice(l, i, i + 1, 0, NULL);
  return rt_none();
}

static Value m_index(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("index", argc, kw, 1, 3);
  List *l = L(self);
  int64_t lo = argc > 1 ? rt_to_index(argv[1], NULL) : 0;
  int64_t hi = argc > 2 ? rt_to_index(argv[2], NULL) : l->n;
  if (lo < 0) lo = lo + l->n < 0 ? 0 : lo + l->n;
  if (hi < 0) hi = hi + l->n < 0 ? 0 : hi + l->n;
  int64_t i = find(l, argv[0], lo, hi);
  if (i < 0) {
    Value r = rt_repr(argv[0]);
    rt_raise(RT_EXC_ValueError, "%s is not in list", rt_str_data(r));
  }
  return rt_int(i);
}

static Value m_count(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("list.count", argc, kw, 1, 1, RT_ARGS_ONE);
  List *l = L(self);
  int64_t c = 0;
  for (int64_t i = 0; i < l->n; i++) {
    c += rt_is(l->items[i], argv[0]) || rt_equal(l->items[i], argv[0]);
  }
  return rt_int(c);
}

static Value m_reverse(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("list.reverse", argc, kw, 0, 0, RT_ARGS_NONE);
  List *l = L(self);
  for (int64_t i = 0, j = l->n - 1; i < j; i++, j--) {
    Value t = l->items[i];
    l->items[i] = l->items[j];
    l->items[j] = t;
  }
  return rt_none();
}

static const char *const sort_names[] = {"key", "reverse"};

/* sort's and sorted's reverse= (RT_UNDEF: not given): an integer, as CPython's int converter
 * takes it ("'str' object cannot be interpreted as an integer"). */
bool rt_sort_reverse_arg(Value v) {
  if (rt_is_undef(v)) return false;
  if (v.tag == RT_BOOL) return v.as.b;
  if (v.tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  return rt_to_index(v, NULL) != 0;
}

static Value m_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc) rt_raise(RT_EXC_TypeError, "sort() takes no positional arguments");
  Value a[2];
  rt_parse_args("sort", 0, argv, kw, 2, sort_names, 0, a);
  bool reverse = rt_sort_reverse_arg(a[1]);
  rt_list_sort(self, a[0], reverse);
  return rt_none();
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("list.copy", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_list_from(L(self)->n, L(self)->items);
}

static Value m_clear(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("list.clear", argc, kw, 0, 0, RT_ARGS_NONE);
  splice(L(self), 0, L(self)->n, 0, NULL);
  return rt_none();
}

static const struct {
  const char *name;
  NativeFn fn;
} list_methods[] = {
    {"append", m_append}, {"extend", m_extend}, {"insert", m_insert}, {"pop", m_pop},
    {"remove", m_remove}, {"index", m_index},   {"count", m_count},   {"reverse", m_reverse},
    {"sort", m_sort},     {"copy", m_copy},     {"clear", m_clear},
};

static RtMethodFn list_method(Value self, const char *name) {
  (void)self;
  for (size_t i = 0; i < sizeof list_methods / sizeof list_methods[0]; i++) {
    if (strcmp(name, list_methods[i].name) == 0) return list_methods[i].fn;
  }
  return NULL;
}

static Value list_getattr(Value self, const char *name) {
  for (size_t i = 0; i < sizeof list_methods / sizeof list_methods[0]; i++) {
    if (strcmp(name, list_methods[i].name) == 0) {
      return rt_native_bind(list_methods[i].name, list_methods[i].fn, self);
    }
  }
  return rt_undef();
}

const ObjType rt_list_type = {
    .name = "list",
    .free = list_free,
    .repr = list_repr,
    .getattr = list_getattr,
    .getitem = list_getitem,
    .setitem = list_setitem,
    .delitem = list_delitem,
    .iter = list_iter,
    .len = list_len,
    .truthy = list_truthy,
    .binop = list_binop,
    .contains = list_contains,
    .hash = rt_unhashable,
    .method = list_method,
    .traverse = list_traverse,
    .clear = list_clear,
};
