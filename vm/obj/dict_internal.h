/* dict_internal.h — what dict.c, dict_methods.c, set.c and set_methods.c share beyond the
 * public dict.h: the raw table operations, the iterators and the method tables. */
#ifndef WEFT_RT_DICT_INTERNAL_H
#define WEFT_RT_DICT_INTERNAL_H

#include <string.h>

#include "dict.h"
#include "hash.h"
#include "objects.h"

/* Equality of a stored key and a probe when it needs no call: 1 equal, 0 different, -1 ask
 * == (rt_key_slow_equal, which may run code that changes the table). */
static inline int rt_key_quick_equal(Value a, Value b) {
  if (a.tag == RT_INT && b.tag == RT_INT) return a.as.i == b.as.i;
  if (a.tag == RT_OBJ && b.tag == RT_OBJ) {
    if (a.as.o == b.as.o) return 1;
    if (a.as.o->type == &rt_str_type && b.as.o->type == &rt_str_type) {
      Str *x = RT_AS(Str, a), *y = RT_AS(Str, b);
      return x->nbytes == y->nbytes && memcmp(x->data, y->data, (size_t)x->nbytes) == 0;
    }
  }
  return -1;
}
bool rt_key_slow_equal(Value stored, Value key);

/* ---- dict.c ---- */
int64_t rt_dict_key_hash(Value key);       /* rt_hash with the int and cached-str fast paths */
/* The same inline for the hot paths (d.get, d[k] = v): ints and strs with a cached hash. */
static inline int64_t rt_dict_key_hash_inline(Value k) {
  if (k.tag == RT_INT) return rt_hash_int(k.as.i);
  if (k.tag == RT_OBJ && k.as.o->type == &rt_str_type && ((Str *)k.as.o)->hash != -1) {
    return ((Str *)k.as.o)->hash;
  }
  return rt_dict_key_hash(k);
}
int64_t rt_dict_lookup(Dict *d, Value key, int64_t hash, int64_t *slot);
#define IX_EMPTY (-1) /* index slots: empty, and once deleted */
#define IX_DUMMY (-2)
#define PERTURB_SHIFT 5
/* The hot paths' probe (d.get(k), d[k] = v), inline: the entry of a key stored as itself (the
 * same object, or the same int) or, for a str key, as an equal str (each word split() makes is
 * another object; comparing two strs runs no Python code); -1 when the probe ends at an empty
 * slot (absent); -2 when an entry of the same hash must be compared (rt_dict_lookup does
 * that). Reads only. */
static inline int64_t rt_dict_find_same(const Dict *d, Value key, int64_t hash) {
  uint64_t mask = (uint64_t)d->mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  bool by_identity = key.tag == RT_OBJ || key.tag == RT_INT;
  const Str *ks = key.tag == RT_OBJ && key.as.o->type == &rt_str_type ? (const Str *)key.as.o : NULL;
  for (;;) {
    int32_t ix = d->index[i];
    if (ix == IX_EMPTY) return -1;
    if (ix >= 0) {
      const DictEntry *e = &d->entries[ix];
      if (e->key.as.i == key.as.i && e->key.tag == key.tag && by_identity) return ix;
      if (e->hash == hash) {
        if (!ks || e->key.tag != RT_OBJ || e->key.as.o->type != &rt_str_type) return -2;
        const Str *es = (const Str *)e->key.as.o;
        if (es->nbytes == ks->nbytes && memcmp(es->data, ks->data, (size_t)ks->nbytes) == 0) return ix;
      }
    }
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + perturb + 1) & mask;
  }
}
/* Two strs of up to 32 bytes with equal contents, compared without a call (keeps
 * rt_dict_find_ident leaf code); false for longer ones, which the caller leaves to memcmp. */
static inline bool rt_short_str_equal(const Str *a, const Str *b) {
  int64_t n = a->nbytes;
  if (n != b->nbytes || n > 32) return false;
  for (int64_t k = 0; k < n; k++) {
    if (a->data[k] != b->data[k]) return false;
  }
  return true;
}

/* The hot paths' first try (d.get(k), d[k] = v with an int key or a str key whose hash is
 * cached): true with *ix the entry of a key stored as itself (the same str object, the same
 * int) or as an equal short str (each word split() makes is another object), or -1 when the
 * probe ends at an empty slot (absent); false when it cannot tell (another key of the same
 * hash to compare: rt_dict_find_same and rt_dict_lookup do those). It calls nothing, so its
 * callers' fast paths compile to leaf code (no registers saved). */
static inline bool rt_dict_find_ident(const Dict *d, Value key, int64_t *ix_out) {
  int64_t hash;
  if (key.tag == RT_INT) {
    hash = rt_hash_int(key.as.i);
  } else if (key.tag == RT_OBJ && key.as.o->type == &rt_str_type && ((Str *)key.as.o)->hash != -1) {
    hash = ((Str *)key.as.o)->hash;
  } else {
    return false;
  }
  uint64_t mask = (uint64_t)d->mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  for (;;) {
    int32_t ix = d->index[i];
    if (ix == IX_EMPTY) break;
    if (ix >= 0) {
      const DictEntry *e = &d->entries[ix];
      if (e->key.as.i == key.as.i && e->key.tag == key.tag) break;
      if (e->hash == hash) {
        if (key.tag != RT_OBJ || e->key.tag != RT_OBJ || e->key.as.o->type != &rt_str_type ||
            !rt_short_str_equal((const Str *)e->key.as.o, (const Str *)key.as.o)) {
          return false;
        }
        break;
      }
    }
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + perturb + 1) & mask;
  }
  *ix_out = d->index[i];
  return true;
}
void rt_dict_insert(Dict *d, Value key, int64_t hash, Value value); /* increfs both */
void rt_dict_unlink(Dict *d, int64_t slot, int64_t ix, Value *key, Value *value);
void rt_dict_clear(Dict *d);
Value rt_dict_copy(Value d);
_Noreturn void rt_key_error(Value key);    /* KeyError: repr(key) */
/* a op= b where a's type has no in-place form of op: a op b, else CPython's TypeError naming
 * "op=". */
Value rt_inplace_fallback(BinOp op, Value a, Value b);

/* ---- dict_methods.c ---- */
Value rt_dict_getattr(Value self, const char *name);
RtMethodFn rt_dict_method(Value self, const char *name);  /* the type's method slot */
Value rt_dict_iter_keys(Value self);

/* ---- set.c ---- */
int64_t rt_set_key_hash(Value key);
void rt_set_add_entry(Set *s, Value key, int64_t hash);   /* increfs key */
bool rt_set_discard(Value s, Value key);   /* false when absent; a set key means a frozenset */
bool rt_set_contains_entry(Set *s, Value key, int64_t hash);
bool rt_set_discard_entry(Set *s, Value key, int64_t hash);
bool rt_set_next(Set *s, int64_t *pos, SetEntry **entry);
void rt_set_clear(Set *s);
void rt_set_table_resize(Set *s, int64_t minused);
Value rt_set_copy_as(Value s, bool frozen);              /* set(s) / frozenset(s) */

/* ---- set_methods.c ---- */
Value rt_set_getattr(Value self, const char *name);
RtMethodFn rt_set_method(Value self, const char *name);
Value rt_set_binop(BinOp op, Value a, Value b);
Value rt_set_inplace(BinOp op, Value a, Value b);
void rt_set_difference_update(Set *s, Value other);
void rt_set_symmetric_difference_update(Set *s, Value other);
Value rt_set_intersection(Value s, Value other);
void rt_set_register_builtins(Value builtins);  /* set, frozenset */

#endif
