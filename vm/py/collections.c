/* collections.c — Python's collections module: the module itself, the slots and method lookup
 * its three dict types share, defaultdict (a dict that fills a missing key with
 * default_factory()) and OrderedDict (a dict with move_to_end, popitem(last=) and
 * order-sensitive equality between OrderedDicts; the dict's entries are already in insertion
 * order, so it needs no linked list of its own). Counter, deque and namedtuple have files of
 * their own (collections.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict_internal.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/native_sample.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "collections.h"
#include "py.h"

#define D(v) RT_AS(Dict, v)

/* ---- what the dict types share ---- */

Value rt_coll_dict_getitem(Value self, Value key) {
  int64_t slot, ix = rt_dict_lookup(D(self), key, rt_dict_key_hash(key), &slot);
  if (ix < 0) rt_key_error(key);
  Value v = D(self)->entries[ix].value;
  rt_incref(v);
  return v;
}

void rt_coll_dict_setitem(Value self, Value key, Value v) {
  rt_dict_insert(D(self), key, rt_dict_key_hash(key), v);
}

void rt_coll_dict_delitem(Value self, Value key) {
  if (!rt_dict_del(self, key)) rt_key_error(key);
}

int64_t rt_coll_dict_len(Value self) { return D(self)->used; }
int rt_coll_dict_truthy(Value self) { return D(self)->used != 0; }

int rt_coll_dict_contains(Value self, Value key) {
  int64_t slot;
  return rt_dict_lookup(D(self), key, rt_dict_key_hash(key), &slot) >= 0;
}

/* d |= other updates in place (any mapping or iterable of pairs); the other operators are
 * the binary ones. */
Value rt_coll_dict_inplace(BinOp op, Value a, Value b) {
  if (op != RT_OP_OR) return rt_inplace_fallback(op, a, b);
  rt_dict_update(a, b);
  rt_incref(a);
  return a;
}

bool rt_coll_callable(Value v) {
  if (rt_is_instance(v)) return rt_instance_callable(v);
  return rt_is_obj(v) && v.as.o->type->call != NULL;
}

RtMethodFn rt_coll_find_method(const CollMethod *table, Value self, const char *name) {
  for (const CollMethod *m = table; m->name; m++) {
    if (strcmp(m->name, name) == 0) return m->fn;
  }
  return rt_dict_method(self, name);
}

Value rt_coll_getattr(const CollMethod *table, Value self, const char *name) {
  for (const CollMethod *m = table; m->name; m++) {
    if (strcmp(m->name, name) == 0) return rt_native_bind(m->name, m->fn, self);
  }
  return rt_dict_getattr(self, name);
}

Value rt_coll_class(const char *name, NativeFn ctor, bool (*check)(Value)) {
  size_t n = strlen(name) + sizeof "<class 'collections.'>";
  char *full = rt_malloc(n);
  snprintf(full, n, "<class 'collections.%s'>", name);
  Value cls = rt_native_class(name, ctor, check, full);
  RT_AS(NativeFunc, cls)->owned = full;
  rt_native_class_sample(cls, 0, NULL); /* deque.rotate, Counter.most_common: unbound methods */
  return cls;
}

Value rt_coll_dict_repr(Value d) { return rt_dict_type.repr(d); }

/* ---- defaultdict ---- */

typedef struct DefaultDict {
  Dict d;
  Value factory; /* a callable or None */
} DefaultDict;

static const ObjType defaultdict_type;
typedef struct ModState {
  Value defaultdict_class; /* borrowed: the module holds it */
  Value int_class, list_class; /* borrowed builtins: the factories made without a call */
  Value odict_class;
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"collections", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

#define DD(v) RT_AS(DefaultDict, v)

static bool is_defaultdict(Value v) { return rt_is_type(v, &defaultdict_type); }

static void dd_free(Obj *o) {
  rt_dict_release((Dict *)o);
  rt_decref(((DefaultDict *)o)->factory);
  free(o);
}

static void dd_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  rt_dict_traverse(o, visit, arg);
  visit(((DefaultDict *)o)->factory, arg);
}

static void dd_clear(Obj *o) {
  rt_dict_release((Dict *)o);
  Value f = ((DefaultDict *)o)->factory;
  ((DefaultDict *)o)->factory = rt_none();
  rt_decref(f);
}

static Value dd_new(Value factory) {
  Value d = rt_dict_new_as(&defaultdict_type, sizeof(DefaultDict));
  rt_incref(factory);
  DD(d)->factory = factory;
  return d;
}

/* __missing__: factory() stored under key (int() and list() without a call). */
static Value dd_missing(Value self, Value key, int64_t hash) {
  ModState *st = mod_state();
  Value f = DD(self)->factory;
  if (rt_is_none(f)) rt_key_error(key);
  Value v;
  if (f.as.o == st->int_class.as.o) v = rt_int(0);
  else if (f.as.o == st->list_class.as.o) v = rt_list_new(0);
  else v = rt_call(f, 0, NULL, NULL);
  int mark = rt_cleanup_push_value(&v);
  rt_dict_insert(D(self), key, hash, v);
  rt_cleanup_pop(mark, false);
  return v;
}

static Value dd_getitem(Value self, Value key) {
  int64_t slot, hash = rt_dict_key_hash(key);
  int64_t ix = rt_dict_lookup(D(self), key, hash, &slot);
  if (ix < 0) return dd_missing(self, key, hash);
  Value v = D(self)->entries[ix].value;
  rt_incref(v);
  return v;
}

static Value dd_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "defaultdict(");
  Value f = DD(self)->factory;
  if (rt_is_none(f)) rt_sb_puts(&sb, "None");
  else if (!rt_repr_enter(f.as.o)) rt_sb_puts(&sb, "...");
  else {
    rt_sb_repr(&sb, f);
    rt_repr_leave(f.as.o);
  }
  rt_sb_puts(&sb, ", ");
  Value body = rt_coll_dict_repr(self);
  rt_sb_puts(&sb, rt_str_data(body));
  rt_decref(body);
  rt_sb_putc(&sb, ')');
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value dd_copy_of(Value self) {
  Value r = dd_new(DD(self)->factory);
  int mark = rt_cleanup_push_value(&r);
  rt_dict_update(r, self);
  rt_cleanup_pop(mark, false);
  return r;
}

static Value dd_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("copy", argc, kw, 0, 0, RT_ARGS_NONE);
  return dd_copy_of(self);
}

static Value dd_missing_method(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("__missing__", argc, kw, 1, 1, RT_ARGS_ONE);
  return dd_missing(self, argv[0], rt_dict_key_hash(argv[0]));
}

static const CollMethod dd_methods[] = {
    {"copy", dd_copy}, {"__copy__", dd_copy}, {"__missing__", dd_missing_method}, {NULL, NULL}};

static RtMethodFn dd_method(Value self, const char *name) {
  return rt_coll_find_method(dd_methods, self, name);
}

static Value dd_getattr(Value self, const char *name) {
  if (strcmp(name, "default_factory") == 0) {
    rt_incref(DD(self)->factory);
    return DD(self)->factory;
  }
  return rt_coll_getattr(dd_methods, self, name);
}

static bool dd_setattr(Value self, const char *name, Value v) {
  if (strcmp(name, "default_factory") != 0) return false;
  rt_incref(v);
  Value old = DD(self)->factory;
  DD(self)->factory = v;
  rt_decref(old);
  return true;
}

/* dd | mapping and mapping | dd: a defaultdict whose factory is the defaultdict operand's (the
 * left one's when both are). */
static Value dd_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_OR && rt_is_dict_subtype(a) && rt_is_dict_subtype(b)) {
    Value r = dd_new(DD(is_defaultdict(a) ? a : b)->factory);
    int mark = rt_cleanup_push_value(&r);
    rt_dict_update(r, a);
    rt_dict_update(r, b);
    rt_cleanup_pop(mark, false);
    return r;
  }
  return rt_dict_type.binop(op, a, b);
}

static Value dd_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  rt_incref(st->defaultdict_class);
  return st->defaultdict_class;
}

static const ObjType defaultdict_type = {
    .name = "collections.defaultdict",
    .free = dd_free,
    .repr = dd_repr,
    .getattr = dd_getattr,
    .setattr = dd_setattr,
    .getitem = dd_getitem,
    .setitem = rt_coll_dict_setitem,
    .delitem = rt_coll_dict_delitem,
    .iter = rt_dict_iter_keys,
    .len = rt_coll_dict_len,
    .truthy = rt_coll_dict_truthy,
    .binop = dd_binop,
    .contains = rt_coll_dict_contains,
    .inplace_binop = rt_coll_dict_inplace,
    .hash = rt_unhashable,
    .method = dd_method,
    .type_object = dd_type_object,
    .traverse = dd_traverse,
    .clear = dd_clear,
};

/* defaultdict(default_factory=None, /, *args, **kwargs): the rest as dict() takes them. */
static Value c_defaultdict(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value f = argc > 0 ? argv[0] : rt_none();
  if (!rt_is_none(f) && !rt_coll_callable(f)) {
    rt_raise(RT_EXC_TypeError, "first argument must be callable or None");
  }
  if (argc > 2) rt_raise(RT_EXC_TypeError, "dict expected at most 1 argument, got %d", argc - 1);
  Value d = dd_new(f);
  int mark = rt_cleanup_push_value(&d);
  if (argc == 2) rt_dict_update(d, argv[1]);
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(d, kw->names[k], kw->values[k]);
  rt_cleanup_pop(mark, false);
  return d;
}

/* ---- OrderedDict ---- */

static const ObjType odict_type;

static bool is_odict(Value v) { return rt_is_type(v, &odict_type); }

static void od_free(Obj *o) {
  rt_dict_release((Dict *)o);
  free(o);
}

static Value od_new(void) { return rt_dict_new_as(&odict_type, sizeof(Dict)); }

static Value od_repr_body(Value self) {
  if (D(self)->used == 0) return rt_str_from_c("OrderedDict()");
  if (!rt_repr_enter(self.as.o)) return rt_str_from_c("...");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "OrderedDict([");
  Dict *d = D(self);
  bool first = true;
  for (int64_t j = 0; j < d->nentries; j++) { /* a repr may change the dict: re-read each time */
    DictEntry e = d->entries[j];
    if (e.key.tag == RT_UNDEF) continue;
    if (!first) rt_sb_puts(&sb, ", ");
    first = false;
    Value item = rt_tuple_from(2, (Value[]){e.key, e.value});
    int m2 = rt_cleanup_push_value(&item);
    rt_sb_repr(&sb, item);
    rt_cleanup_pop(m2, true);
  }
  rt_sb_puts(&sb, "])");
  rt_cleanup_pop(mark, false);
  rt_repr_leave(self.as.o);
  return rt_sb_to_str(&sb);
}

static Value od_repr(Value self) { return rt_repr_container(self, od_repr_body); }

/* Equality between two OrderedDicts compares the order too; with a plain dict it does not. */
static bool od_equal(Value a, Value b) {
  if (!rt_dict_equal(a, b)) return false;
  if (!is_odict(a) || !is_odict(b)) return true;
  int64_t i = 0, j = 0;
  Value ka, kb;
  while (rt_dict_next(a, &i, &ka, NULL) && rt_dict_next(b, &j, &kb, NULL)) {
    if (!rt_is(ka, kb) && !rt_equal(ka, kb)) return false;
  }
  return true;
}

static Value od_binop(BinOp op, Value a, Value b) {
  if (!rt_is_dict_subtype(a) || !rt_is_dict_subtype(b)) return rt_undef();
  if (op == RT_OP_EQ || op == RT_OP_NE) {
    rt_recursion_enter(" in comparison"); /* nested OrderedDicts compare through here */
    bool eq = od_equal(a, b);
    rt_recursion_leave();
    return rt_bool(op == RT_OP_EQ ? eq : !eq);
  }
  if (op == RT_OP_OR) {
    Value r = od_new();
    int mark = rt_cleanup_push_value(&r);
    rt_dict_update(r, a);
    rt_dict_update(r, b);
    rt_cleanup_pop(mark, false);
    return r;
  }
  return rt_undef();
}

/* Move entry ix (at index slot `slot`) to the front: the table is rebuilt with it first. */
static void od_move_first(Value self, int64_t slot, int64_t ix) {
  Value k, v;
  rt_dict_unlink(D(self), slot, ix, &k, &v);
  Value fresh = od_new();
  int mark = rt_cleanup_push_value(&fresh);
  rt_dict_set(fresh, k, v);
  rt_decref(k);
  rt_decref(v);
  rt_dict_update(fresh, self);
  Dict tmp = *D(self); /* swap the tables; the object headers stay */
  Dict *d = D(self), *f = D(fresh);
  d->used = f->used, d->nentries = f->nentries, d->usable = f->usable, d->mask = f->mask;
  d->index = f->index, d->entries = f->entries;
  f->used = tmp.used, f->nentries = tmp.nentries, f->usable = tmp.usable, f->mask = tmp.mask;
  f->index = tmp.index, f->entries = tmp.entries;
  rt_cleanup_pop(mark, true);
}

static const char *const last_names[] = {"key", "last"};

static Value od_move_to_end(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[2];
  rt_parse_args("move_to_end", argc, argv, kw, 2, last_names, 1, a);
  bool last = rt_is_undef(a[1]) || rt_truthy(a[1]);
  int64_t slot, hash = rt_dict_key_hash(a[0]);
  int64_t ix = rt_dict_lookup(D(self), a[0], hash, &slot);
  if (ix < 0) rt_key_error(a[0]);
  if (!last) {
    od_move_first(self, slot, ix);
    return rt_none();
  }
  Value k, v;
  rt_dict_unlink(D(self), slot, ix, &k, &v);
  rt_dict_insert(D(self), k, hash, v);
  rt_decref(k);
  rt_decref(v);
  return rt_none();
}

static Value od_popitem(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  rt_parse_args("popitem", argc, argv, kw, 1, last_names + 1, 0, a);
  bool last = rt_is_undef(a[0]) || rt_truthy(a[0]);
  Dict *d = D(self);
  if (d->used == 0) rt_raise(RT_EXC_KeyError, "'dictionary is empty'");
  int64_t ix = last ? d->nentries - 1 : 0;
  while (d->entries[ix].key.tag == RT_UNDEF) ix += last ? -1 : 1;
  DictEntry *e = &d->entries[ix];
  int64_t slot;
  rt_dict_lookup(d, e->key, e->hash, &slot); /* the key is there: no call can run */
  Value kv[2];
  rt_dict_unlink(d, slot, ix, &kv[0], &kv[1]);
  if (last) d->usable -= d->nentries - ix, d->nentries = ix; /* the entries after: holes */
  Value r = rt_tuple_from(2, kv);
  rt_decref(kv[0]);
  rt_decref(kv[1]);
  return r;
}

static Value od_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("copy", argc, kw, 0, 0, RT_ARGS_NONE);
  Value r = od_new();
  int mark = rt_cleanup_push_value(&r);
  rt_dict_update(r, self);
  rt_cleanup_pop(mark, false);
  return r;
}

static Value od_fromkeys(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("fromkeys", argc, kw, 1, 2, RT_ARGS_CLINIC);
  Value d = od_new(), it = rt_undef(), k;
  int mark = rt_cleanup_push_value(&d);
  int mark_it = rt_cleanup_push_value(&it);
  it = rt_iter(argv[0]);
  while (rt_next(it, &k)) {
    int m2 = rt_cleanup_push_value(&k);
    rt_dict_set(d, k, argc > 1 ? argv[1] : rt_none());
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark_it, true);
  rt_cleanup_pop(mark, false);
  return d;
}

static const CollMethod od_methods[] = {{"move_to_end", od_move_to_end},
                                        {"popitem", od_popitem},
                                        {"copy", od_copy},
                                        {"__copy__", od_copy},
                                        {"fromkeys", od_fromkeys},
                                        {NULL, NULL}};

static RtMethodFn od_method(Value self, const char *name) {
  return rt_coll_find_method(od_methods, self, name);
}

static Value od_getattr(Value self, const char *name) {
  return rt_coll_getattr(od_methods, self, name);
}

static Value od_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  rt_incref(st->odict_class);
  return st->odict_class;
}

static const ObjType odict_type = {
    .name = "collections.OrderedDict",
    .free = od_free,
    .repr = od_repr,
    .getattr = od_getattr,
    .getitem = rt_coll_dict_getitem,
    .setitem = rt_coll_dict_setitem,
    .delitem = rt_coll_dict_delitem,
    .iter = rt_dict_iter_keys,
    .len = rt_coll_dict_len,
    .truthy = rt_coll_dict_truthy,
    .binop = od_binop,
    .contains = rt_coll_dict_contains,
    .inplace_binop = rt_coll_dict_inplace,
    .hash = rt_unhashable,
    .method = od_method,
    .type_object = od_type_object,
    .traverse = rt_dict_traverse,
    .clear = rt_dict_gc_clear,
};

static Value c_odict(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc > 1) rt_raise(RT_EXC_TypeError, "expected at most 1 arguments, got %d", argc);
  Value d = od_new();
  int mark = rt_cleanup_push_value(&d);
  if (argc == 1) rt_dict_update(d, argv[0]);
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(d, kw->names[k], kw->values[k]);
  rt_cleanup_pop(mark, false);
  return d;
}

/* ---- the module ---- */

void rt_collections_module_init(Value m) {
  ModState *st = mod_state();
  rt_dict_register_subtype(&defaultdict_type);
  rt_dict_register_subtype(&odict_type);
  st->int_class = rt_builtin_lookup("int");
  st->list_class = rt_builtin_lookup("list");
  st->defaultdict_class = rt_coll_class("defaultdict", c_defaultdict, is_defaultdict);
  rt_builtin_base_register(st->defaultdict_class, true);
  rt_module_set(m, "defaultdict", st->defaultdict_class);
  st->odict_class = rt_coll_class("OrderedDict", c_odict, is_odict);
  rt_native_class_set_attr(st->odict_class, "fromkeys", rt_native_new("fromkeys", od_fromkeys)); /* a classmethod */
  rt_builtin_base_register(st->odict_class, true);
  rt_module_set(m, "OrderedDict", st->odict_class);
  rt_coll_counter_init(m);
  rt_coll_deque_init(m);
  rt_coll_chainmap_init(m);
  rt_coll_user_init(m);
  rt_coll_userstring_init(m);
  rt_coll_namedtuple_init(m);
}
