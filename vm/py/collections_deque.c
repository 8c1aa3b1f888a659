/* collections_deque.c — collections.deque: a ring buffer of values with appends and pops at
 * both ends in O(1), an optional maxlen (appending to a full deque drops from the other end),
 * rotate, indexing, and iterators that refuse a deque changed under them ("deque mutated during
 * iteration", as CPython's check of a mutation counter). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/gc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "collections.h"

typedef struct Deque {
  Obj hdr;
  Value *buf;      /* cap slots; the items are buf[(head + i) % cap] for i < n */
  int64_t cap, head, n;
  int64_t maxlen;  /* -1: unbounded */
  uint64_t state;  /* bumped by every change of length or order: iterators compare it */
} Deque;

static const ObjType deque_type, dequeiter_type;
typedef struct ModState {
  Value deque_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"collections.deque", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

#define DQ(v) RT_AS(Deque, v)

static bool is_deque(Value v) { return rt_is_type(v, &deque_type); }

static Value *slot_at(Deque *d, int64_t i) { return &d->buf[(d->head + i) % d->cap]; }

static void deque_free(Obj *o) {
  Deque *d = (Deque *)o;
  for (int64_t i = 0; i < d->n; i++) rt_decref(*slot_at(d, i));
  free(d->buf);
  free(d);
}

static void deque_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Deque *d = (Deque *)o;
  for (int64_t i = 0; i < d->n; i++) visit(*slot_at(d, i), arg);
}

static void deque_clear(Obj *o) {
  Deque *d = (Deque *)o;
  int64_t n = d->n;
  d->n = 0;
  d->state++;
  for (int64_t i = 0; i < n; i++) {
    Value *s = slot_at(d, i);
    Value old = *s;
    *s = rt_none();
    rt_decref(old);
  }
}

static Value deque_new(int64_t maxlen) {
  Deque *d = rt_malloc(sizeof *d);
  rt_obj_init(&d->hdr, &deque_type);
  d->cap = 8;
  d->buf = NULL;
  d->head = d->n = 0;
  d->maxlen = maxlen;
  d->state = 0;
  Value v = rt_obj(d);
  int mark = rt_cleanup_push(free, d);
  d->buf = rt_malloc(sizeof(Value) * (size_t)d->cap);
  rt_cleanup_pop(mark, false);
  rt_gc_track(&d->hdr);
  return v;
}

static void grow(Deque *d) {
  int64_t cap = d->cap * 2;
  Value *buf = rt_malloc(sizeof(Value) * (size_t)cap);
  for (int64_t i = 0; i < d->n; i++) buf[i] = *slot_at(d, i);
  free(d->buf);
  d->buf = buf;
  d->cap = cap;
  d->head = 0;
}

/* Remove and return (the caller owns it) the item at one end. */
static Value take(Deque *d, bool left) {
  Value *s = left ? slot_at(d, 0) : slot_at(d, d->n - 1);
  Value v = *s;
  if (left) d->head = (d->head + 1) % d->cap;
  d->n--;
  d->state++;
  return v;
}

/* Append v (borrowed) at one end; a full bounded deque drops an item from the other end. */
static void put(Deque *d, Value v, bool left) {
  if (d->maxlen == 0) return;
  if (d->n == d->maxlen) rt_decref(take(d, !left));
  if (d->n == d->cap) grow(d);
  rt_incref(v);
  if (left) {
    d->head = (d->head + d->cap - 1) % d->cap;
    d->buf[d->head] = v;
  } else {
    *slot_at(d, d->n) = v;
  }
  d->n++;
  d->state++;
}

static void extend(Value self, Value iterable, bool left) {
  if (iterable.as.o == self.as.o) { /* d.extend(d): a snapshot first */
    Value items = rt_list_new(DQ(self)->n);
    int mark = rt_cleanup_push_value(&items);
    for (int64_t i = 0; i < DQ(self)->n; i++) rt_list_append(items, *slot_at(DQ(self), i));
    extend(self, items, left);
    rt_cleanup_pop(mark, true);
    return;
  }
  Value it = rt_iter(iterable), x;
  int mark = rt_cleanup_push_value(&it);
  while (rt_next(it, &x)) {
    put(DQ(self), x, left);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, true);
}

static void clear(Deque *d) {
  while (d->n > 0) rt_decref(take(d, false));
  d->head = 0;
}

/* ---- the constructor ---- */

static const char *const deque_names[] = {"iterable", "maxlen"};

static Value c_deque(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[2];
  int given = argc + (kw ? kw->n : 0);
  if (given > 2) { /* PyArg_ParseTupleAndKeywords' count, keywords included */
    rt_raise(RT_EXC_TypeError, "deque() takes at most 2 arguments (%d given)", given);
  }
  rt_parse_args("deque", argc, argv, kw, 2, deque_names, 0, a);
  int64_t maxlen = -1;
  if (!rt_is_undef(a[1]) && !rt_is_none(a[1])) {
    maxlen = rt_to_index(a[1], NULL);
    if (maxlen < 0) rt_raise(RT_EXC_ValueError, "maxlen must be non-negative");
  }
  Value d = deque_new(maxlen);
  int mark = rt_cleanup_push_value(&d);
  if (!rt_is_undef(a[0])) extend(d, a[0], false);
  rt_cleanup_pop(mark, false);
  return d;
}

/* ---- methods ---- */

#define NOARGS(fname)                                     \
  (void)argv;                                             \
  rt_check_args(fname, argc, kw, 0, 0, RT_ARGS_NONE)

static Value m_append(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("append", argc, kw, 1, 1, RT_ARGS_ONE);
  put(DQ(self), argv[0], false);
  return rt_none();
}

static Value m_appendleft(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("appendleft", argc, kw, 1, 1, RT_ARGS_ONE);
  put(DQ(self), argv[0], true);
  return rt_none();
}

static Value pop_end(Value self, bool left) {
  if (DQ(self)->n == 0) rt_raise(RT_EXC_IndexError, "pop from an empty deque");
  return take(DQ(self), left);
}

static Value m_pop(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NOARGS("deque.pop");
  return pop_end(self, false);
}

static Value m_popleft(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NOARGS("deque.popleft");
  return pop_end(self, true);
}

static Value m_extend(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("extend", argc, kw, 1, 1, RT_ARGS_ONE);
  extend(self, argv[0], false);
  return rt_none();
}

static Value m_extendleft(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("extendleft", argc, kw, 1, 1, RT_ARGS_ONE);
  extend(self, argv[0], true);
  return rt_none();
}

static Value m_clear(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NOARGS("deque.clear");
  clear(DQ(self));
  return rt_none();
}

/* rotate(n): n steps to the right (the last item comes first); negative n to the left. */
static Value m_rotate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("rotate", argc, kw, 0, 1, RT_ARGS_CLINIC);
  Deque *d = DQ(self);
  int64_t k = argc ? rt_to_index(argv[0], NULL) : 1;
  if (d->n <= 1) return rt_none();
  k %= d->n;
  if (k < 0) k += d->n;
  if (k == 0) return rt_none();
  if (d->n < d->cap) grow(d); /* a full ring: rotating is moving the head */
  if (d->n == d->cap) {
    d->head = (d->head + d->n - k) % d->cap;
  } else {
    for (int64_t j = 0; j < k; j++) { /* last to front, without the appends' state bumps */
      Value v = *slot_at(d, d->n - 1);
      d->head = (d->head + d->cap - 1) % d->cap;
      d->buf[d->head] = v;
    }
  }
  d->state++;
  return rt_none();
}

static bool item_eq(Value a, Value b) { return rt_is(a, b) || rt_equal(a, b); }

static Value m_count(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("count", argc, kw, 1, 1, RT_ARGS_ONE);
  Deque *d = DQ(self);
  uint64_t state = d->state;
  int64_t c = 0;
  for (int64_t i = 0; i < d->n; i++) {
    c += item_eq(*slot_at(d, i), argv[0]);
    if (d->state != state) rt_raise(RT_EXC_RuntimeError, "deque mutated during iteration");
  }
  return rt_int(c);
}

/* The position of the first item equal to x in [start, stop), or -1. */
static int64_t find(Value self, Value x, int64_t start, int64_t stop) {
  Deque *d = DQ(self);
  uint64_t state = d->state;
  for (int64_t i = start; i < stop && i < d->n; i++) {
    bool eq = item_eq(*slot_at(d, i), x);
    if (d->state != state) rt_raise(RT_EXC_RuntimeError, "deque mutated during iteration");
    if (eq) return i;
  }
  return -1;
}

static _Noreturn void not_in_deque(Value x) {
  Value r = rt_repr(x);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, "%s is not in deque", rt_str_data(r));
}

static int64_t clamp_index(Value v, int64_t n) {
  int64_t i = rt_to_index(v, NULL);
  if (i < 0) i = i + n < 0 ? 0 : i + n;
  return i > n ? n : i;
}

static Value m_index(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("index", argc, kw, 1, 3, RT_ARGS_CLINIC);
  int64_t n = DQ(self)->n;
  int64_t start = argc > 1 ? clamp_index(argv[1], n) : 0;
  int64_t stop = argc > 2 ? clamp_index(argv[2], n) : n;
  int64_t i = find(self, argv[0], start, stop);
  if (i < 0) not_in_deque(argv[0]);
  return rt_int(i);
}

/* Delete the item at position i (0 <= i < n), shifting the shorter side. */
static void del_at(Deque *d, int64_t i) {
  Value old = *slot_at(d, i);
  if (i < d->n / 2) {
    for (int64_t j = i; j > 0; j--) *slot_at(d, j) = *slot_at(d, j - 1);
    d->head = (d->head + 1) % d->cap;
  } else {
    for (int64_t j = i; j < d->n - 1; j++) *slot_at(d, j) = *slot_at(d, j + 1);
  }
  d->n--;
  d->state++;
  rt_decref(old);
}

static Value m_remove(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("remove", argc, kw, 1, 1, RT_ARGS_ONE);
  int64_t i = find(self, argv[0], 0, DQ(self)->n);
  if (i < 0) not_in_deque(argv[0]);
  del_at(DQ(self), i);
  return rt_none();
}

static Value m_insert(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("insert", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Deque *d = DQ(self);
  int64_t i = clamp_index(argv[0], d->n);
  if (d->n == d->maxlen) rt_raise(RT_EXC_IndexError, "deque already at its maximum size");
  put(d, argv[1], false); /* then move it down to i */
  for (int64_t j = d->n - 1; j > i; j--) {
    Value t = *slot_at(d, j);
    *slot_at(d, j) = *slot_at(d, j - 1);
    *slot_at(d, j - 1) = t;
  }
  return rt_none();
}

static Value m_reverse(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NOARGS("deque.reverse");
  Deque *d = DQ(self);
  for (int64_t i = 0, j = d->n - 1; i < j; i++, j--) {
    Value t = *slot_at(d, i);
    *slot_at(d, i) = *slot_at(d, j);
    *slot_at(d, j) = t;
  }
  d->state++;
  return rt_none();
}

static Value copy_of(Value self) {
  Value r = deque_new(DQ(self)->maxlen);
  int mark = rt_cleanup_push_value(&r);
  for (int64_t i = 0; i < DQ(self)->n; i++) put(DQ(r), *slot_at(DQ(self), i), false);
  rt_cleanup_pop(mark, false);
  return r;
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NOARGS("deque.copy");
  return copy_of(self);
}

static const CollMethod deque_methods[] = {
    {"append", m_append},   {"appendleft", m_appendleft}, {"pop", m_pop},
    {"popleft", m_popleft}, {"extend", m_extend},         {"extendleft", m_extendleft},
    {"clear", m_clear},     {"rotate", m_rotate},         {"count", m_count},
    {"index", m_index},     {"remove", m_remove},         {"insert", m_insert},
    {"reverse", m_reverse}, {"copy", m_copy},             {"__copy__", m_copy},
    {NULL, NULL}};

static RtMethodFn deque_method(Value self, const char *name) {
  (void)self;
  for (const CollMethod *m = deque_methods; m->name; m++) {
    if (strcmp(m->name, name) == 0) return m->fn;
  }
  return NULL;
}

static Value deque_getattr(Value self, const char *name) {
  if (strcmp(name, "maxlen") == 0) {
    return DQ(self)->maxlen < 0 ? rt_none() : rt_int(DQ(self)->maxlen);
  }
  RtMethodFn fn = deque_method(self, name);
  if (!fn) return rt_undef();
  for (const CollMethod *m = deque_methods; m->name; m++) {
    if (m->fn == fn) return rt_native_bind(m->name, fn, self);
  }
  return rt_undef();
}

/* ---- the sequence slots ---- */

/* An index in range, CPython's messages otherwise. */
static int64_t item_index(Value self, Value key) {
  if (key.tag != RT_INT && key.tag != RT_BOOL && !(rt_is_obj(key) && key.as.o->type->index)) {
    rt_raise(RT_EXC_TypeError, "sequence index must be integer, not '%s'", rt_type_name(key));
  }
  int64_t i = rt_to_index(key, NULL), n = DQ(self)->n;
  if (i < 0) i += n;
  if (i < 0 || i >= n) rt_raise(RT_EXC_IndexError, "deque index out of range");
  return i;
}

static Value deque_getitem(Value self, Value key) {
  Value v = *slot_at(DQ(self), item_index(self, key));
  rt_incref(v);
  return v;
}

static void deque_setitem(Value self, Value key, Value v) {
  Value *s = slot_at(DQ(self), item_index(self, key));
  Value old = *s;
  rt_incref(v);
  *s = v;
  rt_decref(old);
}

static void deque_delitem(Value self, Value key) { del_at(DQ(self), item_index(self, key)); }

static int64_t deque_len(Value self) { return DQ(self)->n; }
static int deque_truthy(Value self) { return DQ(self)->n != 0; }

static int deque_contains(Value self, Value x) { return find(self, x, 0, DQ(self)->n) >= 0; }

static Value repr_body(Value self) {
  Deque *d = DQ(self);
  if (!rt_repr_enter(self.as.o)) return rt_str_from_c("[...]");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "deque([");
  for (int64_t i = 0; i < d->n; i++) {
    if (i) rt_sb_puts(&sb, ", ");
    Value v = *slot_at(d, i);
    rt_incref(v);
    int m2 = rt_cleanup_push_value(&v);
    rt_sb_repr(&sb, v);
    rt_cleanup_pop(m2, true);
  }
  rt_sb_puts(&sb, "]");
  if (d->maxlen >= 0) rt_sb_printf(&sb, ", maxlen=%lld", (long long)d->maxlen);
  rt_sb_puts(&sb, ")");
  rt_cleanup_pop(mark, false);
  rt_repr_leave(self.as.o);
  return rt_sb_to_str(&sb);
}

static Value deque_repr(Value self) { return rt_repr_container(self, repr_body); }

/* The items as a fresh list (comparisons and + work on snapshots). */
static Value as_list(Value self) {
  Value l = rt_list_new(DQ(self)->n);
  for (int64_t i = 0; i < DQ(self)->n; i++) rt_list_append(l, *slot_at(DQ(self), i));
  return l;
}

static Value deque_binop(BinOp op, Value a, Value b) {
  if (op >= RT_OP_EQ && op <= RT_OP_GE) {
    if (!is_deque(a) || !is_deque(b)) return rt_undef();
    Value la = as_list(a), lb = rt_undef();
    int mark = rt_cleanup_push_value(&la);
    rt_cleanup_push_value(&lb);
    lb = as_list(b);
    Value r = rt_seq_compare(op, RT_AS(List, la)->items, RT_AS(List, la)->n,
                             RT_AS(List, lb)->items, RT_AS(List, lb)->n);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (op == RT_OP_ADD && is_deque(a)) {
    if (!is_deque(b)) {
      rt_raise(RT_EXC_TypeError, "can only concatenate deque (not \"%s\") to deque",
               rt_type_name(b));
    }
    Value r = copy_of(a);
    int mark = rt_cleanup_push_value(&r);
    extend(r, b, false);
    rt_cleanup_pop(mark, false);
    return r;
  }
  if (op == RT_OP_MUL && is_deque(a) && (b.tag == RT_INT || b.tag == RT_BOOL)) {
    Value r = deque_new(DQ(a)->maxlen);
    int mark = rt_cleanup_push_value(&r);
    for (int64_t k = 0; k < rt_to_index(b, NULL); k++) extend(r, a, false);
    rt_cleanup_pop(mark, false);
    return r;
  }
  return rt_undef();
}

/* d += iterable extends in place; other operators fall back to the binary ones. */
static Value deque_inplace(BinOp op, Value a, Value b) {
  if (op == RT_OP_ADD) {
    extend(a, b, false);
    rt_incref(a);
    return a;
  }
  Value r = deque_binop(op, a, b);
  if (!rt_is_undef(r)) return r;
  rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for %s=: '%s' and '%s'",
           rt_binop_symbols[op], rt_type_name(a), rt_type_name(b));
}

/* ---- the iterator (reversed() indexes the deque) ---- */

typedef struct DequeIter {
  Obj hdr;
  Value deque;
  int64_t pos;     /* next position */
  uint64_t state;  /* the deque's when iteration began */
} DequeIter;

static void iter_free(Obj *o) {
  rt_decref(((DequeIter *)o)->deque);
  free(o);
}

static Value deque_iter(Value self) {
  DequeIter *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, &dequeiter_type);
  rt_incref(self);
  it->deque = self;
  it->pos = 0;
  it->state = DQ(self)->state;
  return rt_obj(it);
}

static bool iter_next(Value self, Value *out) {
  DequeIter *it = RT_AS(DequeIter, self);
  Deque *d = DQ(it->deque);
  if (it->state != d->state) {
    it->pos = INT64_MAX; /* exhausted from now on */
    rt_raise(RT_EXC_RuntimeError, "deque mutated during iteration");
  }
  if (it->pos >= d->n) return false;
  *out = *slot_at(d, it->pos++);
  rt_incref(*out);
  return true;
}

static Value iter_self(Value self) {
  rt_incref(self);
  return self;
}

static const ObjType dequeiter_type = {
    .name = "_collections._deque_iterator", .free = iter_free, .iter = iter_self,
    .next = iter_next};

static Value deque_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  rt_incref(st->deque_class);
  return st->deque_class;
}

static const ObjType deque_type = {
    .name = "collections.deque",
    .free = deque_free,
    .repr = deque_repr,
    .getattr = deque_getattr,
    .getitem = deque_getitem,
    .setitem = deque_setitem,
    .delitem = deque_delitem,
    .iter = deque_iter,
    .len = deque_len,
    .truthy = deque_truthy,
    .binop = deque_binop,
    .contains = deque_contains,
    .inplace_binop = deque_inplace,
    .hash = rt_unhashable,
    .method = deque_method,
    .type_object = deque_type_object,
    .traverse = deque_traverse,
    .clear = deque_clear,
};

void rt_coll_deque_init(Value m) {
  ModState *st = mod_state();
  st->deque_class = rt_coll_class("deque", c_deque, is_deque);
  rt_builtin_base_register(st->deque_class, false);
  rt_module_set(m, "deque", st->deque_class);
}
