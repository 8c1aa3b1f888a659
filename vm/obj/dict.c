/* dict.c — the dict's table and its type: an entries array in insertion order (deleted entries
 * stay as holes until the table is rebuilt) behind an index table of entry numbers, probed as
 * CPython probes (perturbation by the hash's upper bits). Lookups of int and str keys compare
 * without calls and allocate nothing; str hashes are cached in the strings. Methods, views and
 * iterators are dict_methods.c's. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "dict.h"
#include "dict_internal.h"
#include "exc.h"
#include "gc.h"
#include "hash.h"
#include "objects.h"
#include "runtime.h"
#include "ops.h"

#define MIN_SIZE 8

#define D(v) RT_AS(Dict, v)

/* ---- the table ---- */

static int64_t usable_for(int64_t size) { return (size << 1) / 3; }

/* A table of `size` index slots (a power of two) and its entries, in one block. */
static void table_alloc(Dict *d, int64_t size) {
  int64_t usable = usable_for(size);
  if ((uint64_t)size > (SIZE_MAX / 2) / (sizeof(int32_t) + sizeof(DictEntry)) || size > INT32_MAX) {
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  char *block = rt_malloc((size_t)size * sizeof(int32_t) + (size_t)usable * sizeof(DictEntry));
  d->index = (int32_t *)block;
  memset(d->index, 0xff, (size_t)size * sizeof(int32_t)); /* every slot IX_EMPTY */
  d->entries = (DictEntry *)(block + (size_t)size * sizeof(int32_t));
  d->mask = size - 1;
  d->usable = usable;
  d->nentries = 0;
}

Value rt_dict_new(void) { return rt_dict_new_as(&rt_dict_type, sizeof(Dict)); }

Value rt_dict_new_as(const ObjType *t, size_t size) {
  Dict *d = rt_calloc(1, size);
  rt_obj_init(&d->hdr, t);
  d->used = 0;
  d->index = NULL;
  int mark = rt_cleanup_push(free, d);
  table_alloc(d, MIN_SIZE);
  rt_cleanup_pop(mark, false);
  rt_gc_track(&d->hdr);
  return rt_obj(d);
}

int64_t rt_dict_key_hash(Value k) {
  if (k.tag == RT_INT) return rt_hash_int(k.as.i);
  if (k.tag == RT_OBJ && k.as.o->type == &rt_str_type && RT_AS(Str, k)->hash != -1) {
    return RT_AS(Str, k)->hash;
  }
  return rt_hash(k);
}

bool rt_key_slow_equal(Value stored, Value key) {
  rt_incref(stored);
  int mark = rt_cleanup_push_value(&stored);
  bool eq = rt_is(stored, key) || rt_equal(stored, key);
  rt_cleanup_pop(mark, true);
  return eq;
}

/* The entry number of key, or -1 when absent; *slot is the index slot that holds it, or the
 * empty slot that ends the probe. */
/* The whole lookup: keys that need comparing (equal strs that are different objects, floats,
 * tuples, instances' __eq__, which may even change the table). */
static __attribute__((noinline)) int64_t lookup_slow(Dict *d, Value key, int64_t hash,
                                                     int64_t *slot) {
restart:;
  uint64_t mask = (uint64_t)d->mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  for (;;) {
    int32_t ix = d->index[i];
    if (ix == IX_EMPTY) {
      *slot = (int64_t)i;
      return -1;
    }
    if (ix >= 0) {
      DictEntry *e = &d->entries[ix];
      if (e->hash == hash) {
        int q = rt_key_quick_equal(e->key, key);
        if (q == 1) {
          *slot = (int64_t)i;
          return ix;
        }
        if (q < 0) {
          DictEntry *entries = d->entries;
          Value stored = e->key;
          bool eq = rt_key_slow_equal(stored, key);
          if (d->entries != entries || d->index[i] != ix || !rt_is(e->key, stored)) goto restart;
          if (eq) {
            *slot = (int64_t)i;
            return ix;
          }
        }
      }
    }
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + perturb + 1) & mask;
  }
}

/* The probe loop for a key found as itself (the same object, or the same int) or absent:
 * a leaf function, so a hit costs a few instructions; anything to compare goes to
 * lookup_slow, which probes again from the start. */
int64_t rt_dict_lookup(Dict *d, Value key, int64_t hash, int64_t *slot) {
  uint64_t mask = (uint64_t)d->mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  for (;;) {
    int32_t ix = d->index[i];
    if (ix == IX_EMPTY) {
      *slot = (int64_t)i;
      return -1;
    }
    if (ix >= 0 && d->entries[ix].hash == hash) {
      Value k = d->entries[ix].key;
      if (k.tag == key.tag && (k.tag == RT_INT || k.tag == RT_OBJ) && k.as.i == key.as.i) {
        *slot = (int64_t)i;
        return ix;
      }
      if (!(k.tag == RT_INT && key.tag == RT_INT)) return lookup_slow(d, key, hash, slot);
    }
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + perturb + 1) & mask;
  }
}

static int64_t empty_slot(Dict *d, int64_t hash) {
  uint64_t mask = (uint64_t)d->mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
  while (d->index[i] != IX_EMPTY) {
    perturb >>= PERTURB_SHIFT;
    i = (i * 5 + perturb + 1) & mask;
  }
  return (int64_t)i;
}

/* Rebuild the table for about `used` entries with room to grow (CPython's used * 3), dropping
 * the holes deleted entries left. */
static void resize(Dict *d, int64_t minsize) {
  int64_t size = MIN_SIZE;
  while (size < minsize) size <<= 1;
  int32_t *old_block = d->index;
  DictEntry *old = d->entries;
  int64_t n = d->nentries;
  table_alloc(d, size);
  int64_t k = 0;
  for (int64_t j = 0; j < n; j++) {
    if (old[j].key.tag == RT_UNDEF) continue;
    d->entries[k] = old[j];
    d->index[empty_slot(d, old[j].hash)] = (int32_t)k;
    k++;
  }
  d->nentries = k;
  free(old_block);
}

void rt_dict_insert(Dict *d, Value key, int64_t hash, Value value) {
  int64_t slot, ix = rt_dict_lookup(d, key, hash, &slot);
  if (ix >= 0) {
    Value old = d->entries[ix].value;
    rt_incref(value);
    d->entries[ix].value = value;
    rt_decref(old);
    return;
  }
  if (d->nentries == d->usable) {
    resize(d, d->used * 3);
    slot = empty_slot(d, hash);
  }
  rt_incref(key);
  rt_incref(value);
  DictEntry *e = &d->entries[d->nentries];
  e->hash = hash;
  e->key = key;
  e->value = value;
  d->index[slot] = (int32_t)d->nentries;
  d->nentries++;
  d->used++;
}

/* Unlink entry ix from index slot `slot`; the caller owns the returned key and value. */
void rt_dict_unlink(Dict *d, int64_t slot, int64_t ix, Value *key, Value *value) {
  DictEntry *e = &d->entries[ix];
  d->index[slot] = IX_DUMMY;
  *key = e->key;
  *value = e->value;
  e->key = rt_undef();
  e->value = rt_undef();
  d->used--;
  /* popitem's case: no hole at the end. The index slot stays a dummy, so the entry it freed is
   * not usable again until a resize: without that, deleting and adding keys would fill the index
   * with dummies and a probe for an absent key would never end. */
  if (ix == d->nentries - 1) d->nentries--, d->usable--;
}

/* Empty the dict, then release what it held (a release may run code that looks at it). */
void rt_dict_clear(Dict *d) {
  int32_t *old_block = d->index;
  DictEntry *old = d->entries;
  int64_t n = d->nentries;
  table_alloc(d, MIN_SIZE);
  d->used = 0;
  for (int64_t j = 0; j < n; j++) {
    if (old[j].key.tag == RT_UNDEF) continue;
    rt_decref(old[j].key);
    rt_decref(old[j].value);
  }
  free(old_block);
}

/* ---- the C API ---- */

int64_t rt_dict_len(Value d) { return D(d)->used; }

Value rt_dict_get(Value d, Value key) {
  int64_t slot, ix = rt_dict_lookup(D(d), key, rt_dict_key_hash(key), &slot);
  return ix < 0 ? rt_undef() : D(d)->entries[ix].value;
}

static __attribute__((noinline)) void set_slow(Value d, Value key, Value v) {
  Dict *o = D(d);
  int64_t hash = rt_dict_key_hash_inline(key);
  int64_t ix = rt_dict_find_same(o, key, hash);
  if (ix >= 0) { /* the key is there as itself: a new value, no comparing */
    Value old = o->entries[ix].value;
    rt_incref(v);
    o->entries[ix].value = v;
    rt_decref(old);
    return;
  }
  rt_dict_insert(o, key, hash, v);
}

/* A new value for a key stored as itself in leaf code (the old value's release last, a tail
 * call when it frees); anything else in set_slow. */
void rt_dict_set(Value d, Value key, Value v) {
  Dict *o = D(d);
  int64_t ix;
  if (rt_dict_find_ident(o, key, &ix) && ix >= 0) {
    Value old = o->entries[ix].value;
    rt_incref(v);
    o->entries[ix].value = v;
    rt_decref(old);
    return;
  }
  set_slow(d, key, v);
}

bool rt_dict_del(Value d, Value key) {
  int64_t slot, ix = rt_dict_lookup(D(d), key, rt_dict_key_hash(key), &slot);
  if (ix < 0) return false;
  Value k, v;
  rt_dict_unlink(D(d), slot, ix, &k, &v);
  rt_decref(k);
  rt_decref(v);
  return true;
}

bool rt_dict_next(Value d, int64_t *pos, Value *key, Value *value) {
  Dict *o = D(d);
  int64_t i = *pos;
  while (i < o->nentries && o->entries[i].key.tag == RT_UNDEF) i++;
  if (i >= o->nentries) {
    *pos = i;
    return false;
  }
  if (key) *key = o->entries[i].key;
  if (value) *value = o->entries[i].value;
  *pos = i + 1;
  return true;
}

Value rt_dict_from_pairs(int64_t n, const Value *kv) {
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  if (n > D(d)->usable) resize(D(d), n * 3 / 2 + 1);
  for (int64_t k = 0; k < n; k++) rt_dict_set(d, kv[2 * k], kv[2 * k + 1]);
  rt_cleanup_pop(mark, false);
  return d;
}

Value rt_dict_get_str(Value d, const char *key) {
  Value k = rt_str_from_c(key);
  int mark = rt_cleanup_push_value(&k);
  Value v = rt_dict_get(d, k);
  rt_cleanup_pop(mark, true);
  return v;
}

void rt_dict_set_str(Value d, const char *key, Value v) {
  Value k = rt_str_from_c(key);
  int mark = rt_cleanup_push_value(&k);
  rt_dict_set(d, k, v);
  rt_cleanup_pop(mark, true);
}

_Noreturn void rt_key_error(Value key) { rt_raise_key_error(key); } /* args == (key,), as CPython */

/* ---- dict types of other libraries ---- */

#define MAX_SUBTYPES 8
static const ObjType *subtypes[MAX_SUBTYPES];
static int nsubtypes;

void rt_dict_register_subtype(const ObjType *t) {
  for (int k = 0; k < nsubtypes; k++) {
    if (subtypes[k] == t) return;
  }
  if (nsubtypes == MAX_SUBTYPES) rt_raise(RT_EXC_SystemError, "too many dict subtypes");
  subtypes[nsubtypes++] = t;
}

bool rt_is_dict_subtype(Value v) {
  if (v.tag != RT_OBJ) return false;
  if (v.as.o->type == &rt_dict_type) return true;
  for (int k = 0; k < nsubtypes; k++) {
    if (v.as.o->type == subtypes[k]) return true;
  }
  return false;
}

/* ---- the type's slots ---- */

void rt_dict_release(Dict *d) {
  for (int64_t j = 0; j < d->nentries; j++) {
    if (d->entries[j].key.tag == RT_UNDEF) continue;
    rt_decref(d->entries[j].key);
    rt_decref(d->entries[j].value);
  }
  free(d->index);
  d->index = NULL;
  d->entries = NULL;
  d->nentries = d->used = 0;
}

static void dict_free(Obj *o) {
  rt_dict_release((Dict *)o);
  free(o);
}

void rt_dict_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Dict *d = (Dict *)o;
  for (int64_t j = 0; j < d->nentries; j++) {
    if (d->entries[j].key.tag == RT_UNDEF) continue;
    visit(d->entries[j].key, arg);
    visit(d->entries[j].value, arg);
  }
}

/* Garbage is freed right after its clear and read by nothing before: the released state (no
 * table) is enough, and needs no allocation. */
void rt_dict_gc_clear(Obj *o) { rt_dict_release((Dict *)o); }

static Value dict_getitem(Value self, Value key) {
  int64_t slot, ix = rt_dict_lookup(D(self), key, rt_dict_key_hash(key), &slot);
  if (ix < 0) rt_key_error(key);
  Value v = D(self)->entries[ix].value;
  rt_incref(v);
  return v;
}

static void dict_setitem(Value self, Value key, Value v) {
  rt_dict_insert(D(self), key, rt_dict_key_hash(key), v);
}

static void dict_delitem(Value self, Value key) {
  if (!rt_dict_del(self, key)) rt_key_error(key);
}

static int64_t dict_len(Value self) { return D(self)->used; }
static int dict_truthy(Value self) { return D(self)->used != 0; }

static int dict_contains(Value self, Value key) {
  int64_t slot;
  return rt_dict_lookup(D(self), key, rt_dict_key_hash(key), &slot) >= 0;
}

static Value dict_repr_body(Value self) {
  Dict *d = D(self);
  if (d->used == 0) return rt_str_from_c("{}");
  if (!rt_repr_enter(self.as.o)) return rt_str_from_c("{...}");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_putc(&sb, '{');
  bool first = true;
  for (int64_t j = 0; j < d->nentries; j++) { /* a repr may change the dict: re-read each time */
    DictEntry e = d->entries[j];
    if (e.key.tag == RT_UNDEF) continue;
    if (!first) rt_sb_puts(&sb, ", ");
    first = false;
    rt_incref(e.key);
    rt_incref(e.value);
    Value held[2] = {e.key, e.value};
    int m2 = rt_cleanup_push_value(&held[0]);
    rt_cleanup_push_value(&held[1]);
    rt_sb_repr(&sb, e.key);
    rt_sb_puts(&sb, ": ");
    rt_sb_repr(&sb, e.value);
    rt_cleanup_pop(m2, true);
  }
  rt_sb_putc(&sb, '}');
  rt_cleanup_pop(mark, false);
  rt_repr_leave(self.as.o);
  return rt_sb_to_str(&sb);
}

static Value dict_repr(Value self) { return rt_repr_container(self, dict_repr_body); }

/* a == b for two dicts: the same keys, each with an equal value. */
static bool dict_equal(Dict *a, Dict *b) {
  if (a->used != b->used) return false;
  for (int64_t j = 0; j < a->nentries; j++) {
    DictEntry *e = &a->entries[j];
    if (e->key.tag == RT_UNDEF) continue;
    int64_t slot, ix = rt_dict_lookup(b, e->key, e->hash, &slot);
    if (ix < 0) return false;
    Value x = e->value, y = b->entries[ix].value;
    if (!rt_is(x, y) && !rt_equal(x, y)) return false;
  }
  return true;
}

bool rt_dict_equal(Value a, Value b) { return a.as.o == b.as.o || dict_equal(D(a), D(b)); }

Value rt_dict_copy(Value self) {
  Value r = rt_dict_new();
  int mark = rt_cleanup_push_value(&r);
  Dict *d = D(self);
  if (d->used > D(r)->usable) resize(D(r), d->used * 3 / 2 + 1);
  for (int64_t j = 0; j < d->nentries; j++) {
    DictEntry *e = &d->entries[j];
    if (e->key.tag != RT_UNDEF) rt_dict_insert(D(r), e->key, e->hash, e->value);
  }
  rt_cleanup_pop(mark, false);
  return r;
}

static Value dict_binop(BinOp op, Value a, Value b) {
  if (!rt_is_dict_subtype(a) || !rt_is_dict_subtype(b)) return rt_undef();
  if (op == RT_OP_EQ || op == RT_OP_NE) {
    rt_recursion_enter(" in comparison"); /* nested dicts compare through here */
    bool eq = rt_dict_equal(a, b);
    rt_recursion_leave();
    return rt_bool(op == RT_OP_EQ ? eq : !eq);
  }
  if (op == RT_OP_OR && rt_is_dict(a) && rt_is_dict(b)) { /* the dict types have their own */
    Value r = rt_dict_copy(a);
    int mark = rt_cleanup_push_value(&r);
    rt_dict_update(r, b);
    rt_cleanup_pop(mark, false);
    return r;
  }
  return rt_undef();
}

Value rt_inplace_fallback(BinOp op, Value a, Value b) {
  Value r = a.as.o->type->binop ? a.as.o->type->binop(op, a, b) : rt_undef();
  if (rt_is_undef(r) && b.tag == RT_OBJ && b.as.o->type != a.as.o->type && b.as.o->type->binop) {
    r = b.as.o->type->binop(op, a, b);
  }
  if (!rt_is_undef(r)) return r;
  rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for %s=: '%s' and '%s'",
           rt_binop_symbols[op], rt_type_name(a), rt_type_name(b));
}

/* d |= other takes any mapping or iterable of pairs, as update() does. */
static Value dict_inplace(BinOp op, Value a, Value b) {
  if (op != RT_OP_OR) return rt_inplace_fallback(op, a, b);
  rt_dict_update(a, b);
  rt_incref(a);
  return a;
}

const ObjType rt_dict_type = {
    .name = "dict",
    .free = dict_free,
    .repr = dict_repr,
    .getattr = rt_dict_getattr,
    .getitem = dict_getitem,
    .setitem = dict_setitem,
    .delitem = dict_delitem,
    .iter = rt_dict_iter_keys,
    .len = dict_len,
    .truthy = dict_truthy,
    .binop = dict_binop,
    .contains = dict_contains,
    .inplace_binop = dict_inplace,
    .hash = rt_unhashable,
    .method = rt_dict_method,
    .traverse = rt_dict_traverse,
    .clear = rt_dict_gc_clear,
};
