/* set.c — the table of set and frozenset, laid out and probed exactly as CPython 3.11's
 * (Objects/setobject.c): LINEAR_PROBES neighbours, then perturbation by the hash's upper bits;
 * a table at most 60% full that grows to used*4 (used*2 past 50,000); deleted slots reused by
 * the last one a probe passed; merges that copy or re-insert in table order. A set's iteration
 * order is its table's, so programs that print sets of numbers print what CPython prints. The
 * types' slots, iteration, repr and frozenset hashing are here; methods and operators are
 * set_methods.c's. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "dict_internal.h"
#include "gc.h"
#include "hash.h"
#include "objects.h"
#include "ops.h"

#define LINEAR_PROBES 9

#define S(v) RT_AS(Set, v)

static inline bool is_free(const SetEntry *e) { return e->key.tag == RT_UNDEF; }
static inline bool is_empty(const SetEntry *e) { return e->key.tag == RT_UNDEF && e->hash == 0; }

int64_t rt_set_key_hash(Value key) { return rt_dict_key_hash(key); }

static void set_init(Set *s) {
  s->fill = s->used = 0;
  s->mask = RT_SET_MINSIZE - 1;
  s->finger = 0;
  s->hash = -1;
  s->table = s->small;
  memset(s->small, 0, sizeof s->small);
}

Value rt_set_new(bool frozen) {
  Set *s = rt_malloc(sizeof *s);
  rt_obj_init(&s->hdr, frozen ? &rt_frozenset_type : &rt_set_type);
  set_init(s);
  rt_gc_track(&s->hdr);
  return rt_obj(s);
}

/* The slot holding key, or the empty slot that ends its probe sequence. */
static SetEntry *lookkey(Set *s, Value key, int64_t hash) {
restart:;
  uint64_t mask = (uint64_t)s->mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  for (;;) {
    SetEntry *e = &s->table[i];
    int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
    do {
      if (is_empty(e)) return e;
      if (e->hash == hash && !is_free(e)) {
        int q = rt_key_quick_equal(e->key, key);
        if (q == 1) return e;
        if (q < 0) {
          SetEntry *table = s->table;
          Value start = e->key;
          bool eq = rt_key_slow_equal(start, key);
          if (table != s->table || !rt_is(e->key, start)) goto restart;
          if (eq) return e;
          mask = (uint64_t)s->mask;
        }
      }
      e++;
    } while (probes--);
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

/* Insert a key known to be absent into a table without deleted slots (increfs nothing). */
static void insert_clean(SetEntry *table, uint64_t mask, Value key, int64_t hash) {
  uint64_t perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  for (;;) {
    SetEntry *e = &table[i];
    if (is_free(e)) goto found;
    if (i + LINEAR_PROBES <= mask) {
      for (int j = 0; j < LINEAR_PROBES; j++) {
        e++;
        if (is_free(e)) goto found;
      }
    }
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
    continue;
  found:
    e->key = key;
    e->hash = hash;
    return;
  }
}

void rt_set_table_resize(Set *s, int64_t minused) {
  uint64_t newsize = RT_SET_MINSIZE;
  while (newsize <= (uint64_t)minused) newsize <<= 1;
  SetEntry *oldtable = s->table, small_copy[RT_SET_MINSIZE];
  uint64_t oldmask = (uint64_t)s->mask;
  bool old_heap = oldtable != s->small;
  SetEntry *newtable;
  if (newsize == RT_SET_MINSIZE) {
    newtable = s->small;
    if (newtable == oldtable) {
      if (s->fill == s->used) return; /* no deleted slots to purge */
      memcpy(small_copy, oldtable, sizeof small_copy);
      oldtable = small_copy;
    }
  } else {
    if (newsize > SIZE_MAX / sizeof(SetEntry)) rt_raise(RT_EXC_MemoryError, "%s", "");
    newtable = rt_malloc(newsize * sizeof(SetEntry));
  }
  memset(newtable, 0, newsize * sizeof(SetEntry));
  s->mask = (int64_t)newsize - 1;
  s->table = newtable;
  s->fill = s->used;
  for (SetEntry *e = oldtable; e <= oldtable + oldmask; e++) {
    if (!is_free(e)) insert_clean(newtable, newsize - 1, e->key, e->hash);
  }
  if (old_heap) free(oldtable);
}

void rt_set_add_entry(Set *s, Value key, int64_t hash) {
restart:;
  uint64_t mask = (uint64_t)s->mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  SetEntry *freeslot = NULL, *e;
  for (;;) {
    e = &s->table[i];
    int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
    do {
      if (is_empty(e)) goto found_unused_or_dummy;
      if (e->hash == hash && !is_free(e)) {
        int q = rt_key_quick_equal(e->key, key);
        if (q == 1) return;
        if (q < 0) {
          SetEntry *table = s->table;
          Value start = e->key;
          bool eq = rt_key_slow_equal(start, key);
          if (eq) return;
          if (table != s->table || !rt_is(e->key, start)) goto restart;
          mask = (uint64_t)s->mask;
        }
      } else if (e->hash == -1 && is_free(e)) {
        freeslot = e; /* CPython 3.11 keeps the last deleted slot it passed */
      }
      e++;
    } while (probes--);
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + 1 + perturb) & mask;
  }
found_unused_or_dummy:
  rt_incref(key);
  if (freeslot) {
    s->used++;
    freeslot->key = key;
    freeslot->hash = hash;
    return;
  }
  s->fill++;
  s->used++;
  e->key = key;
  e->hash = hash;
  if ((uint64_t)s->fill * 5 < mask * 3) return;
  rt_set_table_resize(s, s->used > 50000 ? s->used * 2 : s->used * 4);
}

bool rt_set_contains_entry(Set *s, Value key, int64_t hash) {
  return !is_free(lookkey(s, key, hash));
}

bool rt_set_discard_entry(Set *s, Value key, int64_t hash) {
  SetEntry *e = lookkey(s, key, hash);
  if (is_free(e)) return false;
  Value old = e->key;
  e->key = rt_undef();
  e->hash = -1;
  s->used--;
  rt_decref(old);
  return true;
}

bool rt_set_next(Set *s, int64_t *pos, SetEntry **entry) {
  int64_t i = *pos;
  while (i <= s->mask && is_free(&s->table[i])) i++;
  *pos = i + 1;
  if (i > s->mask) return false;
  *entry = &s->table[i];
  return true;
}

/* Empty the set first, then release the keys (a release may run code). */
void rt_set_clear(Set *s) {
  SetEntry *table = s->table, small_copy[RT_SET_MINSIZE];
  int64_t n = s->mask + 1;
  bool heap = table != s->small;
  if (!heap) {
    memcpy(small_copy, table, sizeof small_copy);
    table = small_copy;
  }
  int64_t finger = s->finger; /* CPython's clear() keeps pop()'s finger */
  set_init(s);
  s->finger = finger;
  for (int64_t i = 0; i < n; i++) {
    if (!is_free(&table[i])) rt_decref(table[i].key);
  }
  if (heap) free(table);
}

/* s |= other for a set or frozenset other (CPython's set_merge). */
static void set_merge(Set *s, Set *other) {
  if (other == s || other->used == 0) return;
  if ((s->fill + other->used) * 5 >= s->mask * 3) rt_set_table_resize(s, (s->used + other->used) * 2);
  if (s->fill == 0 && s->mask == other->mask && other->fill == other->used) {
    for (int64_t i = 0; i <= other->mask; i++) { /* same size, no holes: copy slot for slot */
      if (is_free(&other->table[i])) continue;
      rt_incref(other->table[i].key);
      s->table[i] = other->table[i];
    }
    s->fill = other->fill;
    s->used = other->used;
    return;
  }
  if (s->fill == 0) {
    s->fill = s->used = other->used;
    for (int64_t i = 0; i <= other->mask; i++) {
      SetEntry *e = &other->table[i];
      if (is_free(e)) continue;
      rt_incref(e->key);
      insert_clean(s->table, (uint64_t)s->mask, e->key, e->hash);
    }
    return;
  }
  for (int64_t i = 0; i <= other->mask; i++) {
    SetEntry *e = &other->table[i];
    if (!is_free(e)) rt_set_add_entry(s, e->key, e->hash);
  }
}

void rt_set_update(Value sv, Value other) {
  Set *s = S(sv);
  if (rt_is_anyset(other)) {
    set_merge(s, S(other));
    return;
  }
  if (rt_is_dict(other)) {
    Dict *d = RT_AS(Dict, other);
    if ((s->fill + d->used) * 5 >= s->mask * 3) rt_set_table_resize(s, (s->used + d->used) * 2);
    for (int64_t j = 0; j < d->nentries; j++) {
      if (d->entries[j].key.tag != RT_UNDEF) rt_set_add_entry(s, d->entries[j].key, d->entries[j].hash);
    }
    return;
  }
  Value it = rt_iter(other), x = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&x);
  while (rt_next(it, &x)) {
    rt_set_add_entry(s, x, rt_set_key_hash(x));
    rt_decref(x);
    x = rt_undef();
  }
  rt_cleanup_pop(mark, true);
}

Value rt_set_from_iterable(Value iterable, bool frozen) {
  Value s = rt_set_new(frozen);
  int mark = rt_cleanup_push_value(&s);
  rt_set_update(s, iterable);
  rt_cleanup_pop(mark, false);
  return s;
}

Value rt_set_copy_as(Value s, bool frozen) {
  if (frozen && rt_is_frozenset(s)) {
    rt_incref(s);
    return s;
  }
  return rt_set_from_iterable(s, frozen);
}

Value rt_set_from_items(int64_t n, const Value *items) {
  Value s = rt_set_new(false);
  int mark = rt_cleanup_push_value(&s);
  for (int64_t k = 0; k < n; k++) rt_set_add(s, items[k]);
  rt_cleanup_pop(mark, false);
  return s;
}

void rt_set_add(Value s, Value key) { rt_set_add_entry(S(s), key, rt_set_key_hash(key)); }

/* A set used as a key stands for the frozenset of its items, as in CPython. */
static Value frozen_key(Value key) {
  return rt_is_set(key) ? rt_set_from_iterable(key, true) : rt_undef();
}

bool rt_set_contains(Value s, Value key) {
  Value fk = frozen_key(key);
  if (rt_is_undef(fk)) return rt_set_contains_entry(S(s), key, rt_set_key_hash(key));
  int mark = rt_cleanup_push_value(&fk);
  bool r = rt_set_contains_entry(S(s), fk, rt_set_key_hash(fk));
  rt_cleanup_pop(mark, true);
  return r;
}

/* s.discard(key) with the same rule for set keys; false when absent. */
bool rt_set_discard(Value s, Value key) {
  Value fk = frozen_key(key);
  if (rt_is_undef(fk)) return rt_set_discard_entry(S(s), key, rt_set_key_hash(key));
  int mark = rt_cleanup_push_value(&fk);
  bool r = rt_set_discard_entry(S(s), fk, rt_set_key_hash(fk));
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- frozenset hash (CPython's: order-independent, from the table's hash fields) ---- */

static uint64_t shuffle_bits(uint64_t h) { return ((h ^ 89869747UL) ^ (h << 16)) * 3644798167UL; }

static int64_t frozenset_hash(Value self) {
  Set *s = S(self);
  if (s->hash != -1) return s->hash;
  uint64_t hash = 0;
  for (int64_t i = 0; i <= s->mask; i++) hash ^= shuffle_bits((uint64_t)s->table[i].hash);
  if ((s->mask + 1 - s->fill) & 1) hash ^= shuffle_bits(0);
  if ((s->fill - s->used) & 1) hash ^= shuffle_bits((uint64_t)-1);
  hash ^= ((uint64_t)s->used + 1) * 1927868237UL;
  hash ^= (hash >> 11) ^ (hash >> 25);
  hash = hash * 69069U + 907133923UL;
  if (hash == (uint64_t)-1) hash = 590923713UL;
  s->hash = (int64_t)hash;
  return s->hash;
}

/* ---- iteration ---- */

typedef struct SetIter {
  Obj hdr;
  Value set;     /* RT_UNDEF once exhausted */
  int64_t used;  /* the set's size when iteration began; -1 once it changed */
  int64_t pos;
} SetIter;

static void setiter_free(Obj *o) {
  rt_decref(((SetIter *)o)->set);
  free(o);
}

static bool setiter_next(Value self, Value *out) {
  SetIter *it = RT_AS(SetIter, self);
  if (rt_is_undef(it->set)) return false;
  Set *s = S(it->set);
  if (it->used != s->used) {
    it->used = -1;
    rt_raise(RT_EXC_RuntimeError, "Set changed size during iteration");
  }
  SetEntry *e;
  if (!rt_set_next(s, &it->pos, &e)) {
    Value sv = it->set;
    it->set = rt_undef();
    rt_decref(sv);
    return false;
  }
  rt_incref(e->key);
  *out = e->key;
  return true;
}

static Value setiter_iter(Value self) {
  rt_incref(self);
  return self;
}

static void setiter_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((SetIter *)o)->set, arg);
}

static void setiter_clear(Obj *o) {
  SetIter *it = (SetIter *)o;
  Value sv = it->set;
  it->set = rt_undef(); /* exhausted */
  rt_decref(sv);
}

static const ObjType setiter_type = {
    .name = "set_iterator", .free = setiter_free, .iter = setiter_iter, .next = setiter_next,
    .traverse = setiter_traverse, .clear = setiter_clear,
};

static Value set_iter(Value self) {
  SetIter *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, &setiter_type);
  rt_incref(self);
  it->set = self;
  it->used = S(self)->used;
  it->pos = 0;
  rt_gc_track(&it->hdr);
  return rt_obj(it);
}

/* ---- the types' slots ---- */

static void set_free(Obj *o) {
  Set *s = (Set *)o;
  for (int64_t i = 0; i <= s->mask; i++) {
    if (!is_free(&s->table[i])) rt_decref(s->table[i].key);
  }
  if (s->table != s->small) free(s->table);
  free(s);
}

static void set_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Set *s = (Set *)o;
  for (int64_t i = 0; i <= s->mask; i++) {
    if (!is_free(&s->table[i])) visit(s->table[i].key, arg);
  }
}

static void set_clear(Obj *o) { rt_set_clear((Set *)o); }

static Value set_repr_body(Value self) {
  Set *s = S(self);
  bool frozen = rt_is_frozenset(self);
  if (s->used == 0) return rt_str_from_c(frozen ? "frozenset()" : "set()");
  if (!rt_repr_enter(self.as.o)) return rt_str_printf("%s(...)", self.as.o->type->name);
  Value keys = rt_list_new(s->used);
  int mark = rt_cleanup_push_value(&keys);
  SetEntry *e;
  for (int64_t pos = 0; rt_set_next(s, &pos, &e);) rt_list_append(keys, e->key);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  if (frozen) rt_sb_puts(&sb, "frozenset(");
  rt_sb_putc(&sb, '{');
  List *l = RT_AS(List, keys);
  for (int64_t i = 0; i < l->n; i++) {
    if (i) rt_sb_puts(&sb, ", ");
    rt_sb_repr(&sb, l->items[i]);
  }
  rt_sb_putc(&sb, '}');
  if (frozen) rt_sb_putc(&sb, ')');
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  rt_repr_leave(self.as.o);
  return rt_sb_to_str(&sb);
}

static Value set_repr(Value self) { return rt_repr_container(self, set_repr_body); }

static int64_t set_len(Value self) { return S(self)->used; }
static int set_truthy(Value self) { return S(self)->used != 0; }
static int set_contains(Value self, Value key) { return rt_set_contains(self, key); }

const ObjType rt_set_type = {
    .name = "set",
    .free = set_free,
    .repr = set_repr,
    .getattr = rt_set_getattr,
    .iter = set_iter,
    .len = set_len,
    .truthy = set_truthy,
    .binop = rt_set_binop,
    .contains = set_contains,
    .inplace_binop = rt_set_inplace,
    .hash = rt_unhashable,
    .method = rt_set_method,
    .traverse = set_traverse,
    .clear = set_clear,
};

const ObjType rt_frozenset_type = {
    .name = "frozenset",
    .free = set_free,
    .repr = set_repr,
    .getattr = rt_set_getattr,
    .iter = set_iter,
    .len = set_len,
    .truthy = set_truthy,
    .binop = rt_set_binop,
    .contains = set_contains,
    .inplace_binop = rt_set_inplace,
    .hash = frozenset_hash,
    .method = rt_set_method,
    .traverse = set_traverse,
    .clear = set_clear,
};
