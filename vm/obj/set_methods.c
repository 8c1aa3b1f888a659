/* set_methods.c — the methods and operators of set and frozenset, each following CPython
 * 3.11's algorithm (which side is iterated, when a copy is made), since that decides the
 * result's table and so its printing order; and the builtins set and frozenset. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "dict_internal.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

#define S(v) RT_AS(Set, v)

/* A new empty set of the same kind as s (make_new_set_basetype). */
static Value new_like(Value s) { return rt_set_new(rt_is_frozenset(s)); }

static Value copy_like(Value s) { return rt_set_from_iterable(s, rt_is_frozenset(s)); }

/* ---- the operations ---- */

/* The larger of two sets in *big, the other in *small: a walk over the smaller one probes the
 * larger. */
static void larger_first(Set *a, Set *b, Set **big, Set **small) {
  bool swap = b->used > a->used;
  *big = swap ? b : a;
  *small = swap ? a : b;
}

Value rt_set_intersection(Value sv, Value other) {
  if (sv.as.o == other.as.o && rt_is_anyset(other)) return copy_like(sv);
  Value result = new_like(sv);
  int mark = rt_cleanup_push_value(&result);
  if (rt_is_anyset(other)) {
    Set *so, *ot;
    larger_first(S(sv), S(other), &so, &ot);
    SetEntry *e;
    for (int64_t pos = 0; rt_set_next(ot, &pos, &e);) {
      if (rt_set_contains_entry(so, e->key, e->hash)) rt_set_add_entry(S(result), e->key, e->hash);
    }
    rt_cleanup_pop(mark, false);
    return result;
  }
  Value it = rt_undef(), key = rt_undef();
  int mark_it = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&key);
  it = rt_iter(other);
  while (rt_next(it, &key)) {
    int64_t hash = rt_set_key_hash(key);
    if (rt_set_contains_entry(S(sv), key, hash)) {
      rt_set_add_entry(S(result), key, hash);
      if (S(result)->used >= S(sv)->used) break;
    }
    rt_decref(key);
    key = rt_undef();
  }
  rt_cleanup_pop(mark_it, true);
  rt_cleanup_pop(mark, false);
  return result;
}

/* Exchange the tables of a and b (set_swap_bodies), for the *_update methods. */
static void swap_bodies(Set *a, Set *b) {
  Set t = *a;
  a->fill = b->fill;
  a->used = b->used;
  a->mask = b->mask;
  a->table = b->table == b->small ? a->small : b->table;
  b->fill = t.fill;
  b->used = t.used;
  b->mask = t.mask;
  b->table = t.table == a->small ? b->small : t.table;
  SetEntry tab[RT_SET_MINSIZE];
  memcpy(tab, a->small, sizeof tab);
  memcpy(a->small, b->small, sizeof tab);
  memcpy(b->small, tab, sizeof tab);
  a->hash = b->hash = -1;
}

static void intersection_update(Value s, Value other) {
  Value tmp = rt_set_intersection(s, other);
  swap_bodies(S(s), S(tmp));
  rt_decref(tmp);
}

void rt_set_difference_update(Set *s, Value other) {
  if ((Obj *)s == (rt_is_obj(other) ? other.as.o : NULL)) {
    rt_set_clear(s);
    return;
  }
  if (rt_is_anyset(other)) {
    Value o = other;
    if ((S(other)->used >> 3) > s->used) {
      o = rt_set_intersection(rt_obj(s), other);
    } else {
      rt_incref(o);
    }
    int mark = rt_cleanup_push_value(&o);
    SetEntry *e;
    for (int64_t pos = 0; rt_set_next(S(o), &pos, &e);) rt_set_discard_entry(s, e->key, e->hash);
    rt_cleanup_pop(mark, true);
  } else {
    Value it = rt_iter(other), key = rt_undef();
    int mark = rt_cleanup_push_value(&it);
    rt_cleanup_push_value(&key);
    while (rt_next(it, &key)) {
      rt_set_discard(rt_obj(s), key);
      rt_decref(key);
      key = rt_undef();
    }
    rt_cleanup_pop(mark, true);
  }
  if ((uint64_t)(s->fill - s->used) <= (uint64_t)s->mask / 4) return;
  rt_set_table_resize(s, s->used > 50000 ? s->used * 2 : s->used * 4);
}

static Value copy_and_difference(Value s, Value other) {
  Value r = copy_like(s);
  int mark = rt_cleanup_push_value(&r);
  rt_set_difference_update(S(r), other);
  rt_cleanup_pop(mark, false);
  return r;
}

static Value difference(Value s, Value other) {
  int64_t other_size;
  if (rt_is_anyset(other)) other_size = S(other)->used;
  else if (rt_is_dict(other)) other_size = RT_AS(Dict, other)->used;
  else return copy_and_difference(s, other);
  if ((S(s)->used >> 2) > other_size) return copy_and_difference(s, other);
  Value result = new_like(s);
  int mark = rt_cleanup_push_value(&result);
  SetEntry *e;
  for (int64_t pos = 0; rt_set_next(S(s), &pos, &e);) {
    int64_t slot;
    bool in = rt_is_dict(other) ? rt_dict_lookup(RT_AS(Dict, other), e->key, e->hash, &slot) >= 0
                                : rt_set_contains_entry(S(other), e->key, e->hash);
    if (!in) rt_set_add_entry(S(result), e->key, e->hash);
  }
  rt_cleanup_pop(mark, false);
  return result;
}

void rt_set_symmetric_difference_update(Set *s, Value other) {
  if ((Obj *)s == (rt_is_obj(other) ? other.as.o : NULL)) {
    rt_set_clear(s);
    return;
  }
  if (rt_is_dict(other)) {
    Dict *d = RT_AS(Dict, other);
    for (int64_t j = 0; j < d->nentries; j++) {
      DictEntry *e = &d->entries[j];
      if (e->key.tag == RT_UNDEF) continue;
      if (!rt_set_discard_entry(s, e->key, e->hash)) rt_set_add_entry(s, e->key, e->hash);
    }
    return;
  }
  Value o = other;
  if (rt_is_anyset(other)) rt_incref(o);
  else o = rt_set_from_iterable(other, rt_is_frozenset(rt_obj(s)));
  int mark = rt_cleanup_push_value(&o);
  SetEntry *e;
  for (int64_t pos = 0; rt_set_next(S(o), &pos, &e);) {
    Value key = e->key;
    rt_incref(key);
    int64_t hash = e->hash;
    if (!rt_set_discard_entry(s, key, hash)) rt_set_add_entry(s, key, hash);
    rt_decref(key);
  }
  rt_cleanup_pop(mark, true);
}

static Value symmetric_difference(Value s, Value other) {
  Value r = rt_set_from_iterable(other, rt_is_frozenset(s));
  int mark = rt_cleanup_push_value(&r);
  rt_set_symmetric_difference_update(S(r), s);
  rt_cleanup_pop(mark, false);
  return r;
}

static bool issubset(Value s, Value other) {
  if (!rt_is_anyset(other)) {
    Value tmp = rt_set_from_iterable(other, false);
    int mark = rt_cleanup_push_value(&tmp);
    bool r = issubset(s, tmp);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (S(s)->used > S(other)->used) return false;
  SetEntry *e;
  for (int64_t pos = 0; rt_set_next(S(s), &pos, &e);) {
    if (!rt_set_contains_entry(S(other), e->key, e->hash)) return false;
  }
  return true;
}

static bool issuperset(Value s, Value other) {
  if (rt_is_anyset(other)) return issubset(other, s);
  Value tmp = rt_set_from_iterable(other, false);
  int mark = rt_cleanup_push_value(&tmp);
  bool r = issubset(tmp, s);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool isdisjoint(Value s, Value other) {
  if (s.as.o == (rt_is_obj(other) ? other.as.o : NULL)) return S(s)->used == 0;
  if (rt_is_anyset(other)) {
    Set *so, *ot;
    larger_first(S(s), S(other), &so, &ot);
    SetEntry *e;
    for (int64_t pos = 0; rt_set_next(ot, &pos, &e);) {
      if (rt_set_contains_entry(so, e->key, e->hash)) return false;
    }
    return true;
  }
  Value it = rt_iter(other), key;
  int mark = rt_cleanup_push_value(&it);
  bool disjoint = true;
  while (disjoint && rt_next(it, &key)) {
    int m2 = rt_cleanup_push_value(&key);
    disjoint = !rt_set_contains(s, key);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, true);
  return disjoint;
}

/* ---- operators ---- */

static Value compare(BinOp op, Value a, Value b) {
  Set *x = S(a), *y = S(b);
  bool r;
  switch (op) {
    case RT_OP_EQ: case RT_OP_NE:
      r = x->used == y->used && !(x->hash != -1 && y->hash != -1 && x->hash != y->hash) &&
          issubset(a, b);
      return rt_bool(op == RT_OP_EQ ? r : !r);
    case RT_OP_LE: return rt_bool(issubset(a, b));
    case RT_OP_GE: return rt_bool(issuperset(a, b));
    case RT_OP_LT: return rt_bool(x->used < y->used && issubset(a, b));
    default: return rt_bool(x->used > y->used && issuperset(a, b));
  }
}

Value rt_set_binop(BinOp op, Value a, Value b) {
  if (!rt_is_anyset(a) || !rt_is_anyset(b)) return rt_undef();
  switch (op) {
    case RT_OP_EQ: case RT_OP_NE: case RT_OP_LT: case RT_OP_LE: case RT_OP_GT: case RT_OP_GE:
      return compare(op, a, b);
    case RT_OP_OR: {
      Value r = copy_like(a);
      int mark = rt_cleanup_push_value(&r);
      if (a.as.o != b.as.o) rt_set_update(r, b);
      rt_cleanup_pop(mark, false);
      return r;
    }
    case RT_OP_AND: return rt_set_intersection(a, b);
    case RT_OP_SUB: return difference(a, b);
    case RT_OP_XOR: return symmetric_difference(a, b);
    default: return rt_undef();
  }
}

/* s |= t, s &= t, s -= t, s ^= t update a set in place when t is a set or frozenset; anything
 * else (and every frozenset) takes the binary operator. */
Value rt_set_inplace(BinOp op, Value a, Value b) {
  bool inplace = rt_is_set(a) && rt_is_anyset(b) &&
                 (op == RT_OP_OR || op == RT_OP_AND || op == RT_OP_SUB || op == RT_OP_XOR);
  if (!inplace) return rt_inplace_fallback(op, a, b);
  if (op == RT_OP_OR) rt_set_update(a, b);
  else if (op == RT_OP_AND) intersection_update(a, b);
  else if (op == RT_OP_SUB) rt_set_difference_update(S(a), b);
  else rt_set_symmetric_difference_update(S(a), b);
  rt_incref(a);
  return a;
}

/* ---- methods ---- */

/* "set.add" or "frozenset.copy": the qualified name CPython's messages use. */
static const char *qual(Value self, const char *name, char *buf, size_t n) {
  snprintf(buf, n, "%s.%s", self.as.o->type->name, name);
  return buf;
}

#define CHECK(min, max, style)                                                      \
  char qbuf[64];                                                                     \
  rt_check_args(qual(self, fname, qbuf, sizeof qbuf), argc, kw, min, max, style)

#define METHOD(fn) static Value fn(Value self, int argc, const Value *argv, const Kwargs *kw)


METHOD(m_add) {
  const char *fname = "add";
  CHECK(1, 1, RT_ARGS_ONE);
  rt_set_add(self, argv[0]);
  return rt_none();
}

METHOD(m_remove) {
  const char *fname = "remove";
  CHECK(1, 1, RT_ARGS_ONE);
  if (!rt_set_discard(self, argv[0])) rt_key_error(argv[0]);
  return rt_none();
}

METHOD(m_discard) {
  const char *fname = "discard";
  CHECK(1, 1, RT_ARGS_ONE);
  rt_set_discard(self, argv[0]);
  return rt_none();
}

METHOD(m_pop) {
  const char *fname = "pop";
  (void)argv;
  CHECK(0, 0, RT_ARGS_NONE);
  Set *s = S(self);
  if (s->used == 0) rt_raise(RT_EXC_KeyError, "'pop from an empty set'");
  SetEntry *e = s->table + (s->finger & s->mask), *limit = s->table + s->mask;
  while (e->key.tag == RT_UNDEF) {
    e++;
    if (e > limit) e = s->table;
  }
  Value key = e->key;
  e->key = rt_undef();
  e->hash = -1;
  s->used--;
  s->finger = e - s->table + 1;
  return key;
}

METHOD(m_clear) {
  const char *fname = "clear";
  (void)argv;
  CHECK(0, 0, RT_ARGS_NONE);
  rt_set_clear(S(self));
  return rt_none();
}

METHOD(m_copy) {
  const char *fname = "copy";
  (void)argv;
  CHECK(0, 0, RT_ARGS_NONE);
  return rt_set_copy_as(self, rt_is_frozenset(self));
}

METHOD(m_update) {
  const char *fname = "update";
  CHECK(0, 255, RT_ARGS_OLD);
  for (int i = 0; i < argc; i++) rt_set_update(self, argv[i]);
  return rt_none();
}

METHOD(m_union) {
  const char *fname = "union";
  CHECK(0, 255, RT_ARGS_OLD);
  Value r = copy_like(self);
  int mark = rt_cleanup_push_value(&r);
  for (int i = 0; i < argc; i++) {
    if (argv[i].tag != RT_OBJ || argv[i].as.o != self.as.o) rt_set_update(r, argv[i]);
  }
  rt_cleanup_pop(mark, false);
  return r;
}

METHOD(m_intersection) {
  const char *fname = "intersection";
  CHECK(0, 255, RT_ARGS_OLD);
  if (argc == 0) return copy_like(self);
  Value r = self;
  rt_incref(r);
  int mark = rt_cleanup_push_value(&r);
  for (int i = 0; i < argc; i++) {
    Value next = rt_set_intersection(r, argv[i]);
    rt_decref(r);
    r = next;
  }
  rt_cleanup_pop(mark, false);
  return r;
}

METHOD(m_intersection_update) {
  const char *fname = "intersection_update";
  CHECK(0, 255, RT_ARGS_OLD);
  Value tmp = m_intersection(self, argc, argv, NULL);
  swap_bodies(S(self), S(tmp));
  rt_decref(tmp);
  return rt_none();
}

METHOD(m_difference) {
  const char *fname = "difference";
  CHECK(0, 255, RT_ARGS_OLD);
  if (argc == 0) return copy_like(self);
  Value r = difference(self, argv[0]);
  int mark = rt_cleanup_push_value(&r);
  for (int i = 1; i < argc; i++) rt_set_difference_update(S(r), argv[i]);
  rt_cleanup_pop(mark, false);
  return r;
}

METHOD(m_difference_update) {
  const char *fname = "difference_update";
  CHECK(0, 255, RT_ARGS_OLD);
  for (int i = 0; i < argc; i++) rt_set_difference_update(S(self), argv[i]);
  return rt_none();
}

METHOD(m_symmetric_difference) {
  const char *fname = "symmetric_difference";
  CHECK(1, 1, RT_ARGS_ONE);
  return symmetric_difference(self, argv[0]);
}

METHOD(m_symmetric_difference_update) {
  const char *fname = "symmetric_difference_update";
  CHECK(1, 1, RT_ARGS_ONE);
  rt_set_symmetric_difference_update(S(self), argv[0]);
  return rt_none();
}

METHOD(m_issubset) {
  const char *fname = "issubset";
  CHECK(1, 1, RT_ARGS_ONE);
  return rt_bool(issubset(self, argv[0]));
}

METHOD(m_issuperset) {
  const char *fname = "issuperset";
  CHECK(1, 1, RT_ARGS_ONE);
  return rt_bool(issuperset(self, argv[0]));
}

METHOD(m_isdisjoint) {
  const char *fname = "isdisjoint";
  CHECK(1, 1, RT_ARGS_ONE);
  return rt_bool(isdisjoint(self, argv[0]));
}

static const struct {
  const char *name;
  NativeFn fn;
  bool mutates; /* set only, not frozenset */
} set_methods[] = {
    {"add", m_add, true},
    {"remove", m_remove, true},
    {"discard", m_discard, true},
    {"pop", m_pop, true},
    {"clear", m_clear, true},
    {"copy", m_copy, false},
    {"update", m_update, true},
    {"union", m_union, false},
    {"intersection", m_intersection, false},
    {"intersection_update", m_intersection_update, true},
    {"difference", m_difference, false},
    {"difference_update", m_difference_update, true},
    {"symmetric_difference", m_symmetric_difference, false},
    {"symmetric_difference_update", m_symmetric_difference_update, true},
    {"issubset", m_issubset, false},
    {"issuperset", m_issuperset, false},
    {"isdisjoint", m_isdisjoint, false},
};

RtMethodFn rt_set_method(Value self, const char *name) {
  bool frozen = rt_is_frozenset(self);
  for (size_t i = 0; i < sizeof set_methods / sizeof set_methods[0]; i++) {
    if (strcmp(name, set_methods[i].name) == 0 && !(frozen && set_methods[i].mutates)) {
      return set_methods[i].fn;
    }
  }
  return NULL;
}

Value rt_set_getattr(Value self, const char *name) {
  bool frozen = rt_is_frozenset(self);
  for (size_t i = 0; i < sizeof set_methods / sizeof set_methods[0]; i++) {
    if (strcmp(name, set_methods[i].name) == 0 && !(frozen && set_methods[i].mutates)) {
      return rt_native_bind(set_methods[i].name, set_methods[i].fn, self);
    }
  }
  return rt_undef();
}

/* ---- the builtins set and frozenset ---- */

static Value c_set(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("set", argc, kw, 0, 1);
  return argc ? rt_set_from_iterable(argv[0], false) : rt_set_new(false);
}

static Value c_frozenset(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("frozenset", argc, kw, 0, 1);
  return argc ? rt_set_copy_as(argv[0], true) : rt_set_new(true);
}

static bool is_set(Value v) { return rt_is_set(v); }
static bool is_frozenset(Value v) { return rt_is_frozenset(v); }

void rt_set_register_builtins(Value b) {
  rt_module_set(b, "set", rt_native_class("set", c_set, is_set, "<class 'set'>"));
  rt_module_set(b, "frozenset",
                rt_native_class("frozenset", c_frozenset, is_frozenset, "<class 'frozenset'>"));
}
