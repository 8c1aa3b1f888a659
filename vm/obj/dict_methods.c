/* dict_methods.c — the dict's methods (get, setdefault, pop, popitem, update, ...), its
 * iterators (which raise "dictionary changed size during iteration" as CPython's do), the
 * keys/values/items views with the set operations of keys and items views, update()'s
 * semantics shared by dict(), |= and {**x}, and the builtins dict and hash. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "dict_internal.h"
#include "gc.h"
#include "hash.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

#define D(v) RT_AS(Dict, v)

/* ---- iterators ---- */

typedef struct DictIter {
  Obj hdr;
  Value dict;    /* RT_UNDEF once exhausted */
  int64_t used;  /* the dict's size when iteration began; -1 once it changed (sticky) */
  int64_t pos;   /* next entry number */
  int64_t len;   /* items left */
} DictIter;

static void iter_free(Obj *o) {
  rt_decref(((DictIter *)o)->dict);
  free(o);
}

/* The next live entry, or NULL when done; raises when the dict changed under the iterator. */
static DictEntry *iter_step(Value self) {
  DictIter *it = RT_AS(DictIter, self);
  if (rt_is_undef(it->dict)) return NULL;
  Dict *d = D(it->dict);
  if (it->used != d->used) {
    it->used = -1;
    rt_raise(RT_EXC_RuntimeError, "dictionary changed size during iteration");
  }
  int64_t i = it->pos;
  while (i < d->nentries && d->entries[i].key.tag == RT_UNDEF) i++;
  if (i >= d->nentries) {
    Value dv = it->dict;
    it->dict = rt_undef();
    rt_decref(dv);
    return NULL;
  }
  if (it->len == 0) {
    Value dv = it->dict;
    it->dict = rt_undef();
    rt_decref(dv);
    rt_raise(RT_EXC_RuntimeError, "dictionary keys changed during iteration");
  }
  it->pos = i + 1;
  it->len--;
  return &d->entries[i];
}

/* reversed(d): the same checks, walking the entries backwards from the last. */
static DictEntry *iter_step_back(Value self) {
  DictIter *it = RT_AS(DictIter, self);
  if (rt_is_undef(it->dict)) return NULL;
  Dict *d = D(it->dict);
  if (it->used != d->used) {
    it->used = -1;
    rt_raise(RT_EXC_RuntimeError, "dictionary changed size during iteration");
  }
  int64_t i = it->pos < d->nentries ? it->pos : d->nentries - 1;
  while (i >= 0 && d->entries[i].key.tag == RT_UNDEF) i--;
  if (i < 0 || it->len == 0) {
    Value dv = it->dict;
    it->dict = rt_undef();
    rt_decref(dv);
    return NULL;
  }
  it->pos = i - 1;
  it->len--;
  return &d->entries[i];
}

static Value pair(Value k, Value v) {
  Value items[2] = {k, v};
  return rt_tuple_from(2, items);
}

/* What the key, value and item iterators (forwards and reversed) yield for an entry. */
enum { OF_KEY, OF_VALUE, OF_ITEM };

static bool yield_entry(const DictEntry *e, int what, Value *out) {
  if (!e) return false;
  if (what == OF_ITEM) {
    *out = pair(e->key, e->value);
  } else {
    *out = what == OF_KEY ? e->key : e->value;
    rt_incref(*out);
  }
  return true;
}

static bool keyiter_next(Value self, Value *out) { return yield_entry(iter_step(self), OF_KEY, out); }
static bool valueiter_next(Value self, Value *out) { return yield_entry(iter_step(self), OF_VALUE, out); }
static bool itemiter_next(Value self, Value *out) { return yield_entry(iter_step(self), OF_ITEM, out); }
static bool rkeyiter_next(Value self, Value *out) { return yield_entry(iter_step_back(self), OF_KEY, out); }
static bool rvalueiter_next(Value self, Value *out) { return yield_entry(iter_step_back(self), OF_VALUE, out); }
static bool ritemiter_next(Value self, Value *out) { return yield_entry(iter_step_back(self), OF_ITEM, out); }

static Value self_iter(Value self) {
  rt_incref(self);
  return self;
}

/* The cycle collector (gc.h): a dict holding an iterator over itself. */
static void iter_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((DictIter *)o)->dict, arg);
}

static void iter_clear(Obj *o) {
  DictIter *it = (DictIter *)o;
  Value dv = it->dict;
  it->dict = rt_undef(); /* exhausted */
  rt_decref(dv);
}

#define DICT_ITER_TYPE(var, pyname, nextfn)                                                  \
  static const ObjType var = {.name = pyname, .free = iter_free, .iter = self_iter,          \
                              .next = nextfn, .traverse = iter_traverse, .clear = iter_clear};
DICT_ITER_TYPE(keyiter_type, "dict_keyiterator", keyiter_next)
DICT_ITER_TYPE(valueiter_type, "dict_valueiterator", valueiter_next)
DICT_ITER_TYPE(itemiter_type, "dict_itemiterator", itemiter_next)
DICT_ITER_TYPE(rkeyiter_type, "dict_reversekeyiterator", rkeyiter_next)
DICT_ITER_TYPE(rvalueiter_type, "dict_reversevalueiterator", rvalueiter_next)
DICT_ITER_TYPE(ritemiter_type, "dict_reverseitemiterator", ritemiter_next)

static Value iter_new(Value dict, const ObjType *type) {
  DictIter *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, type);
  rt_incref(dict);
  it->dict = dict;
  it->used = it->len = D(dict)->used;
  it->pos = 0;
  rt_gc_track(&it->hdr);
  return rt_obj(it);
}

Value rt_dict_iter_keys(Value self) { return iter_new(self, &keyiter_type); }

/* ---- views ---- */

typedef struct DictView {
  Obj hdr;
  Value dict;
} DictView;

static const ObjType keys_type, values_type, items_type;

static void view_free(Obj *o) {
  rt_decref(((DictView *)o)->dict);
  free(o);
}

static void view_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  visit(((DictView *)o)->dict, arg);
}

/* A view always has a dict: it is left viewing an empty one. */
static void view_clear(Obj *o) {
  DictView *v = (DictView *)o;
  Value dv = v->dict;
  v->dict = rt_dict_new();
  rt_decref(dv);
}

static Value view_new(Value dict, const ObjType *type) {
  DictView *v = rt_malloc(sizeof *v);
  rt_obj_init(&v->hdr, type);
  rt_incref(dict);
  v->dict = dict;
  rt_gc_track(&v->hdr);
  return rt_obj(v);
}

#define VIEW_DICT(v) (RT_AS(DictView, v)->dict)

static int64_t view_len(Value self) { return D(VIEW_DICT(self))->used; }

static Value view_iter(Value self) {
  const ObjType *t = self.as.o->type;
  return iter_new(VIEW_DICT(self), t == &keys_type ? &keyiter_type
                                   : t == &values_type ? &valueiter_type : &itemiter_type);
}

/* An OrderedDict's views are odict_keys, odict_values, odict_items (type(v).__name__). */
static const char *view_type_name(Value self) {
  bool odict = strcmp(VIEW_DICT(self).as.o->type->name, "collections.OrderedDict") == 0;
  const char *name = self.as.o->type->name;
  return odict ? (name[5] == 'k' ? "odict_keys" : name[5] == 'v' ? "odict_values" : "odict_items") : name;
}

static Value view_repr_body(Value self) {
  if (!rt_repr_enter(self.as.o)) return rt_str_from_c("...");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%s([", view_type_name(self));
  Value it = view_iter(self), x;
  int mark_it = rt_cleanup_push_value(&it);
  for (bool first = true; rt_next(it, &x); first = false) {
    if (!first) rt_sb_puts(&sb, ", ");
    int m2 = rt_cleanup_push_value(&x);
    rt_sb_repr(&sb, x);
    rt_cleanup_pop(m2, true);
  }
  rt_sb_puts(&sb, "])");
  rt_cleanup_pop(mark_it, true);
  rt_cleanup_pop(mark, false);
  rt_repr_leave(self.as.o);
  return rt_sb_to_str(&sb);
}

static Value view_repr(Value self) { return rt_repr_container(self, view_repr_body); }

static int keys_contains(Value self, Value key) {
  int64_t slot;
  Dict *d = D(VIEW_DICT(self));
  return rt_dict_lookup(d, key, rt_dict_key_hash(key), &slot) >= 0;
}

static int items_contains(Value self, Value item) {
  if (!rt_is_tuple(item) || RT_AS(Tuple, item)->n != 2) return 0;
  Value v = rt_dict_get(VIEW_DICT(self), RT_AS(Tuple, item)->items[0]);
  if (rt_is_undef(v)) return 0;
  Value want = RT_AS(Tuple, item)->items[1];
  return rt_is(v, want) || rt_equal(v, want);
}

static int values_contains(Value self, Value x) {
  Dict *d = D(VIEW_DICT(self));
  for (int64_t j = 0; j < d->nentries; j++) {
    Value v = d->entries[j].value;
    if (d->entries[j].key.tag != RT_UNDEF && (rt_is(v, x) || rt_equal(v, x))) return 1;
  }
  return 0;
}

static bool is_setlike(Value v) {
  return rt_is_anyset(v) || rt_is_type(v, &keys_type) || rt_is_type(v, &items_type);
}

static bool setlike_contains(Value container, Value x) {
  if (rt_is_anyset(container)) return rt_set_contains(container, x);
  if (rt_is_type(container, &keys_type)) return keys_contains(container, x);
  return items_contains(container, x);
}

/* Every item of a is in b (dictview's all_contained_in). */
static bool all_contained(Value a, Value b) {
  Value it = rt_iter(a), x;
  int mark = rt_cleanup_push_value(&it);
  bool ok = true;
  while (ok && rt_next(it, &x)) {
    ok = setlike_contains(b, x);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, true);
  return ok;
}

static Value view_compare(BinOp op, Value a, Value b) {
  int64_t na = rt_len(a), nb = rt_len(b);
  bool r;
  switch (op) {
    case RT_OP_EQ: case RT_OP_NE: r = na == nb && all_contained(a, b); break;
    case RT_OP_LT: r = na < nb && all_contained(a, b); break;
    case RT_OP_LE: r = na <= nb && all_contained(a, b); break;
    case RT_OP_GT: r = na > nb && all_contained(b, a); break;
    default: r = na >= nb && all_contained(b, a); break;
  }
  return rt_bool(op == RT_OP_NE ? !r : r);
}

/* CPython's _PyDictView_Intersect: iterate the smaller side, test membership in the view. */
static Value view_and(Value a, Value b) {
  Value view = a, other = b;
  if (!rt_is_type(view, &keys_type) && !rt_is_type(view, &items_type)) {
    view = b;
    other = a;
  }
  int64_t nview = rt_len(view);
  if (rt_is_set(other) && nview <= rt_len(other)) return rt_set_intersection(other, view);
  if ((rt_is_type(other, &keys_type) || rt_is_type(other, &items_type)) && rt_len(other) > nview) {
    Value t = view;
    view = other;
    other = t;
  }
  Value result = rt_set_new(false), it = rt_undef(), x;
  int mark = rt_cleanup_push_value(&result);
  int mark_it = rt_cleanup_push_value(&it);
  it = rt_iter(other);
  while (rt_next(it, &x)) {
    int m2 = rt_cleanup_push_value(&x);
    if (setlike_contains(view, x)) rt_set_add(result, x);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark_it, true);
  rt_cleanup_pop(mark, false);
  return result;
}

static Value view_binop(BinOp op, Value a, Value b) {
  if (op >= RT_OP_EQ && op <= RT_OP_GE) {
    if (!is_setlike(a) || !is_setlike(b)) return rt_undef();
    return view_compare(op, a, b);
  }
  if (op != RT_OP_AND && op != RT_OP_OR && op != RT_OP_SUB && op != RT_OP_XOR) return rt_undef();
  if (op == RT_OP_AND) return view_and(a, b);
  /* set(a) op= b: the left operand becomes a set, the right one any iterable */
  Value result = rt_set_from_iterable(a, false);
  int mark = rt_cleanup_push_value(&result);
  if (op == RT_OP_OR) rt_set_update(result, b);
  else if (op == RT_OP_SUB) rt_set_difference_update(RT_AS(Set, result), b);
  else rt_set_symmetric_difference_update(RT_AS(Set, result), b);
  rt_cleanup_pop(mark, false);
  return result;
}

static Value view_isdisjoint(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("isdisjoint", argc, kw, 1, 1, RT_ARGS_ONE);
  Value it = rt_iter(argv[0]), x;
  int mark = rt_cleanup_push_value(&it);
  bool disjoint = true;
  while (disjoint && rt_next(it, &x)) {
    disjoint = !setlike_contains(self, x);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, true);
  return rt_bool(disjoint);
}

static Value view_getattr(Value self, const char *name) {
  if (self.as.o->type != &values_type && strcmp(name, "isdisjoint") == 0) {
    return rt_native_bind("isdisjoint", view_isdisjoint, self);
  }
  return rt_undef();
}

Value rt_dict_reversed(Value v) {
  Value it;
  if (rt_is_dict_subtype(v)) it = iter_new(v, &rkeyiter_type);
  else if (rt_is_type(v, &keys_type)) it = iter_new(VIEW_DICT(v), &rkeyiter_type);
  else if (rt_is_type(v, &values_type)) it = iter_new(VIEW_DICT(v), &rvalueiter_type);
  else if (rt_is_type(v, &items_type)) it = iter_new(VIEW_DICT(v), &ritemiter_type);
  else return rt_undef();
  RT_AS(DictIter, it)->pos = INT64_MAX;
  return it;
}

static const ObjType keys_type = {
    .traverse = view_traverse, .clear = view_clear,
    .name = "dict_keys", .type_name = view_type_name, .free = view_free, .repr = view_repr, .getattr = view_getattr,
    .iter = view_iter, .len = view_len, .binop = view_binop, .contains = keys_contains,
    .hash = rt_unhashable,
};
static const ObjType values_type = {
    .traverse = view_traverse, .clear = view_clear,
    .name = "dict_values", .type_name = view_type_name, .free = view_free, .repr = view_repr, .iter = view_iter,
    .len = view_len, .contains = values_contains,
};
static const ObjType items_type = {
    .traverse = view_traverse, .clear = view_clear,
    .name = "dict_items", .type_name = view_type_name, .free = view_free, .repr = view_repr, .getattr = view_getattr,
    .iter = view_iter, .len = view_len, .binop = view_binop, .contains = items_contains,
    .hash = rt_unhashable,
};

/* ---- update(), dict(), {**x} ---- */

void rt_mapping_each(Value m, Value keys_method, void (*fn)(void *ud, Value k, Value v), void *ud) {
  Value keys = rt_undef(), it = rt_undef(), k = rt_undef(), v = rt_undef();
  int mark = rt_cleanup_push_value(&keys);
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&v);
  keys = rt_call(keys_method, 0, NULL, NULL);
  it = rt_iter(keys);
  while (rt_next(it, &k)) {
    v = rt_getitem(m, k);
    fn(ud, k, v);
    rt_decref(v);
    rt_decref(k);
    v = k = rt_undef();
  }
  rt_cleanup_pop(mark, true);
}

static void set_item(void *d, Value k, Value v) {
  rt_dict_set(*(Value *)d, k, v);
}

/* d[k] = m[k] for k in m.keys(): a mapping that is not a dict. */
static void update_from_keys(Value d, Value m, Value keys_method) {
  rt_mapping_each(m, keys_method, set_item, &d);
}

static void update_from_dict(Value d, Value other) {
  if (d.as.o == other.as.o) return;
  Dict *o = D(other);
  for (int64_t j = 0; j < o->nentries; j++) {
    DictEntry *e = &o->entries[j];
    if (e->key.tag != RT_UNDEF) rt_dict_insert(D(d), e->key, e->hash, e->value);
  }
}

/* One element of an iterable of pairs: its two items, with CPython's messages. */
static void update_pair(Value d, Value item, int64_t n) {
  if (rt_is_tuple(item) || rt_is_list(item)) {
    int64_t len = rt_is_tuple(item) ? RT_AS(Tuple, item)->n : RT_AS(List, item)->n;
    const Value *xs = rt_is_tuple(item) ? RT_AS(Tuple, item)->items : RT_AS(List, item)->items;
    if (len != 2) {
      rt_raise(RT_EXC_ValueError, "dictionary update sequence element #%lld has length %lld; 2 is required",
               (long long)n, (long long)len);
    }
    rt_dict_set(d, xs[0], xs[1]);
    return;
  }
  if (!rt_is_obj(item) || !item.as.o->type->iter) {
    rt_raise(RT_EXC_TypeError, "cannot convert dictionary update sequence element #%lld to a sequence",
             (long long)n);
  }
  Value seq = rt_list_new(2), it = rt_undef(), x;
  int mark = rt_cleanup_push_value(&seq);
  rt_cleanup_push_value(&it);
  it = rt_iter(item);
  while (rt_next(it, &x)) {
    rt_list_append(seq, x);
    rt_decref(x);
  }
  update_pair(d, seq, n);
  rt_cleanup_pop(mark, true);
}

static void update_from_pairs(Value d, Value iterable) {
  Value it = rt_iter(iterable), item = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&item);
  for (int64_t n = 0; rt_next(it, &item); n++) {
    update_pair(d, item, n);
    rt_decref(item);
    item = rt_undef();
  }
  rt_cleanup_pop(mark, true);
}

void rt_dict_update(Value d, Value other) {
  if (rt_is_dict_subtype(other)) {
    update_from_dict(d, other);
    return;
  }
  Value keys;
  if (rt_is_obj(other) && !rt_is_str(other) && !rt_is_list(other) && !rt_is_tuple(other) &&
      rt_try_getattr(other, "keys", &keys)) {
    int mark = rt_cleanup_push_value(&keys);
    update_from_keys(d, other, keys);
    rt_cleanup_pop(mark, true);
    return;
  }
  update_from_pairs(d, other);
}

void rt_dict_merge_mapping(Value d, Value other) {
  if (rt_is_dict_subtype(other)) {
    update_from_dict(d, other);
    return;
  }
  Value keys;
  if (!rt_is_obj(other) || !rt_try_getattr(other, "keys", &keys)) {
    rt_raise(RT_EXC_TypeError, "'%s' object is not a mapping", rt_type_name(other));
  }
  int mark = rt_cleanup_push_value(&keys);
  update_from_keys(d, other, keys);
  rt_cleanup_pop(mark, true);
}

static void update_kwargs(Value d, const Kwargs *kw) {
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(d, kw->names[k], kw->values[k]);
}

/* ---- methods ---- */

static __attribute__((noinline)) Value get_slow(Value self, int argc, const Value *argv,
                                                const Kwargs *kw) {
  if (kw || argc < 1 || argc > 2) rt_check_args("get", argc, kw, 1, 2, RT_ARGS_CLINIC);
  Dict *d = RT_AS(Dict, self);
  int64_t slot, hash = rt_dict_key_hash_inline(argv[0]), ix = rt_dict_find_same(d, argv[0], hash);
  if (ix == -2) ix = rt_dict_lookup(d, argv[0], hash, &slot);
  Value v = ix >= 0 ? d->entries[ix].value : argc > 1 ? argv[1] : rt_none();
  rt_incref(v);
  return v;
}

/* The key found as itself, or absent, in leaf code; anything else in get_slow. */
static Value m_get(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t ix;
  if (!kw && (unsigned)(argc - 1) <= 1 && rt_dict_find_ident(RT_AS(Dict, self), argv[0], &ix)) {
    Value v = ix >= 0 ? RT_AS(Dict, self)->entries[ix].value : argc > 1 ? argv[1] : rt_none();
    rt_incref(v);
    return v;
  }
  return get_slow(self, argc, argv, kw);
}

static Value m_setdefault(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("setdefault", argc, kw, 1, 2, RT_ARGS_CLINIC);
  int64_t hash = rt_dict_key_hash(argv[0]), slot;
  int64_t ix = rt_dict_lookup(D(self), argv[0], hash, &slot);
  Value v;
  if (ix >= 0) {
    v = D(self)->entries[ix].value;
  } else {
    v = argc > 1 ? argv[1] : rt_none();
    rt_dict_insert(D(self), argv[0], hash, v);
  }
  rt_incref(v);
  return v;
}

static Value m_pop(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("pop", argc, kw, 1, 2, RT_ARGS_CLINIC);
  int64_t slot, ix = rt_dict_lookup(D(self), argv[0], rt_dict_key_hash(argv[0]), &slot);
  if (ix < 0) {
    if (argc < 2) rt_key_error(argv[0]);
    rt_incref(argv[1]);
    return argv[1];
  }
  Value k, v;
  rt_dict_unlink(D(self), slot, ix, &k, &v);
  rt_decref(k);
  return v;
}

static Value m_popitem(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("dict.popitem", argc, kw, 0, 0, RT_ARGS_NONE);
  Dict *d = D(self);
  if (d->used == 0) rt_raise(RT_EXC_KeyError, "'popitem(): dictionary is empty'");
  int64_t ix = d->nentries - 1;
  while (d->entries[ix].key.tag == RT_UNDEF) ix--;
  DictEntry *e = &d->entries[ix];
  int64_t slot;
  rt_dict_lookup(d, e->key, e->hash, &slot); /* the key is there: no call can run */
  Value k, v;
  rt_dict_unlink(d, slot, ix, &k, &v);
  d->usable -= d->nentries - ix; /* the entries after it were holes (see rt_dict_unlink) */
  d->nentries = ix;
  Value items[2] = {k, v};
  Value r = rt_tuple_from(2, items);
  rt_decref(k);
  rt_decref(v);
  return r;
}

static Value m_update(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc > 1) rt_raise(RT_EXC_TypeError, "update expected at most 1 argument, got %d", argc);
  if (argc == 1) rt_dict_update(self, argv[0]);
  update_kwargs(self, kw);
  return rt_none();
}

static Value m_clear(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("dict.clear", argc, kw, 0, 0, RT_ARGS_NONE);
  rt_dict_clear(D(self));
  return rt_none();
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("dict.copy", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_dict_copy(self);
}

static Value m_keys(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("dict.keys", argc, kw, 0, 0, RT_ARGS_NONE);
  return view_new(self, &keys_type);
}

static Value m_values(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("dict.values", argc, kw, 0, 0, RT_ARGS_NONE);
  return view_new(self, &values_type);
}

static Value m_items(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("dict.items", argc, kw, 0, 0, RT_ARGS_NONE);
  return view_new(self, &items_type);
}

static Value m_fromkeys(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("fromkeys", argc, kw, 1, 2, RT_ARGS_CLINIC);
  Value d = rt_dict_new(), it = rt_undef(), k;
  int mark = rt_cleanup_push_value(&d);
  int mark_it = rt_cleanup_push_value(&it);
  it = rt_iter(argv[0]);
  Value v = argc > 1 ? argv[1] : rt_none();
  while (rt_next(it, &k)) {
    int m2 = rt_cleanup_push_value(&k);
    rt_dict_set(d, k, v);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark_it, true);
  rt_cleanup_pop(mark, false);
  return d;
}

static const struct {
  const char *name;
  NativeFn fn;
} dict_methods[] = {
    {"get", m_get},     {"setdefault", m_setdefault}, {"pop", m_pop},   {"popitem", m_popitem},
    {"update", m_update}, {"clear", m_clear},         {"copy", m_copy}, {"keys", m_keys},
    {"values", m_values}, {"items", m_items},         {"fromkeys", m_fromkeys},
};

RtMethodFn rt_dict_method(Value self, const char *name) {
  (void)self;
  for (size_t i = 0; i < sizeof dict_methods / sizeof dict_methods[0]; i++) {
    if (strcmp(name, dict_methods[i].name) == 0) return dict_methods[i].fn;
  }
  return NULL;
}

Value rt_dict_getattr(Value self, const char *name) {
  for (size_t i = 0; i < sizeof dict_methods / sizeof dict_methods[0]; i++) {
    if (strcmp(name, dict_methods[i].name) == 0) {
      return rt_native_bind(dict_methods[i].name, dict_methods[i].fn, self);
    }
  }
  return rt_undef();
}

Value rt_dict_class_attr(const char *name) {
  if (strcmp(name, "fromkeys") == 0) return rt_native_new("fromkeys", m_fromkeys);
  return rt_undef();
}

/* ---- the builtins dict and hash ---- */

static Value c_dict(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc > 1) rt_raise(RT_EXC_TypeError, "dict expected at most 1 argument, got %d", argc);
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  if (argc == 1) rt_dict_update(d, argv[0]);
  update_kwargs(d, kw);
  rt_cleanup_pop(mark, false);
  return d;
}

static Value b_hash(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("hash", argc, kw, 1, 1, RT_ARGS_ONE);
  return rt_int(rt_hash(argv[0]));
}

static bool is_dict(Value v) { return rt_is_dict_subtype(v); }

void rt_dict_register_builtins(Value b) {
  rt_module_set(b, "dict", rt_native_class("dict", c_dict, is_dict, "<class 'dict'>"));
  rt_module_add_fn(b, "hash", b_hash);
  rt_set_register_builtins(b);
}
