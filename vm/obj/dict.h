/* dict.h — dict, set and frozenset: insertion-ordered dicts (a compact entries array behind an
 * index table, as CPython's), and sets laid out exactly as CPython's set table (linear probes,
 * then perturbation; the same growth policy), so that a set of numbers iterates and prints in
 * CPython's order. Implemented in dict.c (the table), dict_methods.c (methods, views,
 * iterators), set.c (the table and operations) and set_methods.c.
 *
 * The C API below is what the rest of the runtime uses to keep name → value maps that Python
 * can see (keyword arguments, instance __dict__, vars(), collections): keys are any hashable
 * Value; rt_hash (hash.h) raises TypeError for an unhashable one. */
#ifndef WEFT_RT_DICT_H
#define WEFT_RT_DICT_H

#include "value.h"

/* ---- dict ---- */
typedef struct DictEntry {
  int64_t hash;
  Value key;   /* RT_UNDEF: a deleted entry */
  Value value;
} DictEntry;

typedef struct Dict {
  Obj hdr;
  int64_t used;      /* live entries: len(d) */
  int64_t nentries;  /* entries[0..nentries) in insertion order, deleted ones included */
  int64_t usable;    /* entries the table holds before it grows */
  int64_t mask;      /* index table size - 1 (a power of two minus one) */
  int32_t *index;    /* slot -> entry number; -1 empty, -2 deleted */
  DictEntry *entries;
} Dict;

extern const ObjType rt_dict_type;
static inline bool rt_is_dict(Value v) { return rt_is_type(v, &rt_dict_type); }
/* Library types whose objects start with a Dict and are dicts to Python (collections'
 * defaultdict, Counter, OrderedDict): registered once (when their module is built), they pass
 * isinstance(x, dict), and dict(x), {**x}, update(x) and reversed(x) read their table directly.
 * The C API below applies to them. */
void rt_dict_register_subtype(const ObjType *t);
bool rt_is_dict_subtype(Value v); /* a dict or an object of a registered type */
/* An empty dict object of type t, `size` bytes long (>= sizeof(Dict); the bytes after the Dict
 * are zeroed). The type's free slot calls rt_dict_release, then frees its own fields and the
 * memory. */
Value rt_dict_new_as(const ObjType *t, size_t size);
void rt_dict_release(Dict *d); /* drops the entries and the table, not the object */
/* The cycle collector's slots of a dict (gc.h), for the types above: a type that fills its
 * traverse slot has its objects tracked by rt_dict_new_as. */
void rt_dict_traverse(Obj *o, void (*visit)(Value, void *), void *arg);
void rt_dict_gc_clear(Obj *o);
/* a == b for two dicts of any dict type: the same keys, each with an equal value. */
bool rt_dict_equal(Value a, Value b);

Value rt_dict_new(void);                                 /* {} */
int64_t rt_dict_len(Value d);
/* d[key], borrowed; RT_UNDEF when absent. Raises only for an unhashable key (or a raising
 * __eq__). */
Value rt_dict_get(Value d, Value key);
void rt_dict_set(Value d, Value key, Value v);           /* d[key] = v (increfs both) */
bool rt_dict_del(Value d, Value key);                    /* false when absent */
/* Iteration by entry number: for (int64_t i = 0; rt_dict_next(d, &i, &k, &v);) — borrowed
 * key and value; the dict must not change size meanwhile. */
bool rt_dict_next(Value d, int64_t *pos, Value *key, Value *value);
/* d.update(other): a dict, anything with keys() and [], or an iterable of pairs (dict()'s and
 * update()'s semantics and messages). */
void rt_dict_update(Value d, Value other);
/* {**other}: other must be a mapping ("'int' object is not a mapping"). */
void rt_dict_merge_mapping(Value d, Value other);
/* fn(ud, k, m[k]) for each k in m.keys() (keys_method: m's bound keys), in order: how Python
 * reads a mapping that is not a dict (dict(m), d.update(m), f(**m), {**m}). */
void rt_mapping_each(Value m, Value keys_method, void (*fn)(void *ud, Value k, Value v), void *ud);
/* {k0: v0, k1: v1, ...} from n pairs laid out key, value, key, value (the VM's BUILDDICT). */
Value rt_dict_from_pairs(int64_t n, const Value *kv);
/* reversed(x) for a dict or one of its views; RT_UNDEF for anything else. */
Value rt_dict_reversed(Value v);
/* C-string keys, for natives that keep attribute-like maps. */
Value rt_dict_get_str(Value d, const char *key);         /* borrowed; RT_UNDEF when absent */
void rt_dict_set_str(Value d, const char *key, Value v);

/* ---- set and frozenset ---- */
typedef struct SetEntry {
  int64_t hash;  /* with key RT_UNDEF: 0 an empty slot, -1 a deleted one */
  Value key;
} SetEntry;

#define RT_SET_MINSIZE 8
typedef struct Set {
  Obj hdr;
  int64_t fill;      /* active + deleted slots */
  int64_t used;      /* active slots: len(s) */
  int64_t mask;      /* table size - 1 */
  int64_t finger;    /* where pop() looks next */
  int64_t hash;      /* a frozenset's hash once computed, else -1 */
  SetEntry *table;   /* small, or a heap table once grown */
  SetEntry small[RT_SET_MINSIZE];
} Set;

extern const ObjType rt_set_type, rt_frozenset_type;
static inline bool rt_is_set(Value v) { return rt_is_type(v, &rt_set_type); }
static inline bool rt_is_frozenset(Value v) { return rt_is_type(v, &rt_frozenset_type); }
static inline bool rt_is_anyset(Value v) { return rt_is_set(v) || rt_is_frozenset(v); }

Value rt_set_new(bool frozen);                /* set() / frozenset() */
Value rt_set_from_iterable(Value iterable, bool frozen); /* set(x) / frozenset(x) */
void rt_set_add(Value s, Value key);          /* s.add(key) */
bool rt_set_contains(Value s, Value key);     /* raises for an unhashable key */
void rt_set_update(Value s, Value iterable);  /* s |= iterable, CPython's set_update_internal */
/* {x0, x1, ...}: a set display's items added in order (the VM's BUILDSET). */
Value rt_set_from_items(int64_t n, const Value *items);

/* Builtin classes and hash() (dict_methods.c, set_methods.c): added to the builtins module. */
void rt_dict_register_builtins(Value builtins);
/* dict.fromkeys through the class; RT_UNDEF for any other name. */
Value rt_dict_class_attr(const char *name);

#endif
