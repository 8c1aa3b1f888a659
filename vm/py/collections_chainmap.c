/* collections_chainmap.c — collections.ChainMap: a list of mappings (`maps`) searched in order
 * as one mapping. Lookups go through the maps (a map's own __missing__, as a Counter's, answers
 * for it); writes, deletions and pops change the first map only; the keys iterate as a dict
 * built from the last map to the first would (each key once, where it first appears from the
 * end). keys(), values() and items() are views over the chain, as collections.abc's are. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/gc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "collections.h"

typedef struct ChainMap {
  Obj hdr;
  Value maps; /* a list of mappings, never empty when made here (the program may empty it) */
} ChainMap;

static const ObjType chainmap_type, view_type;
typedef struct ModState {
  Value chainmap_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"collections.ChainMap", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

#define CM(v) RT_AS(ChainMap, v)

static bool is_chainmap(Value v) { return rt_is_type(v, &chainmap_type); }

static void cm_free(Obj *o) {
  rt_decref(((ChainMap *)o)->maps);
  free(o);
}

static void cm_traverse(Obj *o, void (*visit)(Value, void *), void *arg) { visit(((ChainMap *)o)->maps, arg); }

static void cm_clear_refs(Obj *o) {
  ChainMap *c = (ChainMap *)o;
  Value old = c->maps;
  c->maps = rt_list_new(0);
  rt_decref(old);
}

/* A ChainMap over maps (a list, stolen). */
static Value cm_new(Value maps) {
  ChainMap *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &chainmap_type);
  c->maps = maps;
  rt_gc_track(&c->hdr);
  return rt_obj(c);
}

static const List *maps_of(Value self) { return RT_AS(List, CM(self)->maps); }

/* A ChainMap over `first` (borrowed) followed by maps[from:] of self. */
static Value cm_with(Value first, Value self, int64_t from) {
  Value maps = rt_list_new(0);
  int mark = rt_cleanup_push_value(&maps);
  if (!rt_is_undef(first)) rt_list_append(maps, first);
  for (int64_t k = from; k < maps_of(self)->n; k++) rt_list_append(maps, maps_of(self)->items[k]);
  rt_cleanup_pop(mark, false);
  return cm_new(maps);
}

static Value c_chainmap(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "ChainMap.__init__() got an unexpected keyword argument '%s'", kw->names[0]);
  Value maps = rt_list_new(argc);
  for (int k = 0; k < argc; k++) rt_list_append(maps, argv[k]);
  if (argc == 0) {
    Value d = rt_dict_new();
    rt_list_append(maps, d);
    rt_decref(d);
  }
  return cm_new(maps);
}

/* ---- lookups ---- */

typedef struct ItemJob {
  Value map, key, out;
} ItemJob;

static void item_job(void *ud) {
  ItemJob *j = ud;
  j->out = rt_getitem(j->map, j->key);
}

/* map[key] (a new reference in *out), false on KeyError; other errors propagate. */
static bool try_item(Value map, Value key, Value *out) {
  ItemJob j = {map, key, rt_undef()};
  if (rt_pcall(item_job, &j) == 0) {
    *out = j.out;
    return true;
  }
  if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_KeyError)) rt_reraise();
  rt_error_clear();
  return false;
}

/* obj.name(*argv) (a new reference). */
static Value call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value m = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool lookup(Value self, Value key, Value *out) {
  for (int64_t k = 0; k < maps_of(self)->n; k++) {
    if (try_item(maps_of(self)->items[k], key, out)) return true;
  }
  return false;
}

static Value cm_getitem(Value self, Value key) {
  Value v;
  if (!lookup(self, key, &v)) rt_raise_key_error(key);
  return v;
}

static int cm_contains(Value self, Value key) {
  for (int64_t k = 0; k < maps_of(self)->n; k++) {
    if (rt_contains(maps_of(self)->items[k], key)) return 1;
  }
  return 0;
}

/* The chain as one dict, in the chain's iteration order (a new dict). */
static Value merged(Value self, bool with_values) {
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  for (int64_t k = maps_of(self)->n - 1; k >= 0; k--) {
    Value it = rt_iter(maps_of(self)->items[k]), key;
    int m2 = rt_cleanup_push_value(&it);
    while (rt_next(it, &key)) {
      int m3 = rt_cleanup_push_value(&key);
      rt_dict_set(d, key, rt_none());
      rt_cleanup_pop(m3, true);
    }
    rt_cleanup_pop(m2, true);
  }
  if (with_values) { /* each key's value is the first map's that has it */
    Value key, none;
    for (int64_t i = 0; rt_dict_next(d, &i, &key, &none);) {
      Value v = cm_getitem(self, key);
      int m2 = rt_cleanup_push_value(&v);
      rt_dict_set(d, key, v);
      rt_cleanup_pop(m2, true);
    }
  }
  rt_cleanup_pop(mark, false);
  return d;
}

static int64_t cm_len(Value self) {
  Value d = merged(self, false);
  int64_t n = rt_len(d);
  rt_decref(d);
  return n;
}

static int cm_truthy(Value self) {
  for (int64_t k = 0; k < maps_of(self)->n; k++) {
    if (rt_truthy(maps_of(self)->items[k])) return 1;
  }
  return 0;
}

static Value cm_iter(Value self) {
  Value d = merged(self, false);
  int mark = rt_cleanup_push_value(&d);
  Value it = rt_iter(d);
  rt_cleanup_pop(mark, true);
  return it;
}

/* ---- writes: the first map ---- */

static Value first_map(Value self) {
  if (maps_of(self)->n == 0) rt_raise(RT_EXC_IndexError, "list index out of range");
  return maps_of(self)->items[0];
}

static void cm_setitem(Value self, Value key, Value v) { rt_setitem(first_map(self), key, v); }

static _Noreturn void not_in_first(Value key) {
  Value r = rt_repr(key);
  int mark = rt_cleanup_push_value(&r);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "Key not found in the first mapping: %s", rt_str_data(r));
  Value msg = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  rt_decref(r);
  rt_cleanup_push_value(&msg);
  rt_raise_key_error(msg);
}

static void cm_delitem(Value self, Value key) {
  Value first = first_map(self);
  if (!rt_contains(first, key)) not_in_first(key);
  rt_delitem(first, key);
}

/* ---- methods ---- */

static Value m_get(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("get", argc, kw, 1, 2);
  Value v;
  if (cm_contains(self, argv[0]) && lookup(self, argv[0], &v)) return v;
  Value d = argc > 1 ? argv[1] : rt_none();
  rt_incref(d);
  return d;
}

static Value m_new_child(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc > 1) rt_raise(RT_EXC_TypeError, "ChainMap.new_child() takes from 1 to 2 positional arguments but %d were given", argc + 1);
  Value m = argc && !rt_is_none(argv[0]) ? (rt_incref(argv[0]), argv[0]) : rt_dict_new();
  int mark = rt_cleanup_push_value(&m);
  for (int k = 0; kw && k < kw->n; k++) {
    Value name = rt_str_from_c(kw->names[k]);
    int m2 = rt_cleanup_push_value(&name);
    rt_setitem(m, name, kw->values[k]);
    rt_cleanup_pop(m2, true);
  }
  Value r = cm_with(m, self, 0);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("copy", argc, kw, 0, 0);
  (void)argv;
  Value first = call_method(first_map(self), "copy", 0, NULL);
  int mark = rt_cleanup_push_value(&first);
  Value r = cm_with(first, self, 1);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_pop(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("pop", argc, kw, 1, 2);
  Value first = first_map(self);
  if (rt_contains(first, argv[0])) return call_method(first, "pop", 1, argv);
  if (argc > 1) return (rt_incref(argv[1]), argv[1]);
  not_in_first(argv[0]);
}

static Value m_popitem(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("popitem", argc, kw, 0, 0);
  (void)argv;
  Value first = first_map(self);
  if (!rt_truthy(first)) {
    Value msg = rt_str_from_c("No keys found in the first mapping.");
    rt_cleanup_push_value(&msg);
    rt_raise_key_error(msg);
  }
  return call_method(first, "popitem", 0, NULL);
}

static Value m_clear(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("clear", argc, kw, 0, 0);
  (void)argv;
  return call_method(first_map(self), "clear", 0, NULL);
}

static Value m_update(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc > 1) rt_raise(RT_EXC_TypeError, "update expected at most 1 argument, got %d", argc);
  Value d = rt_dict_new(); /* the pairs in the order dict() takes them */
  int mark = rt_cleanup_push_value(&d);
  if (argc) rt_dict_update(d, argv[0]);
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(d, kw->names[k], kw->values[k]);
  Value key, v;
  for (int64_t i = 0; rt_dict_next(d, &i, &key, &v);) cm_setitem(self, key, v);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value m_setdefault(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("setdefault", argc, kw, 1, 2);
  Value v;
  if (lookup(self, argv[0], &v)) return v;
  Value d = argc > 1 ? argv[1] : rt_none();
  cm_setitem(self, argv[0], d);
  rt_incref(d);
  return d;
}

/* keys(), values(), items(): views over the chain. */
typedef struct View {
  Obj hdr;
  Value cm;
  int kind; /* 0 keys, 1 values, 2 items */
} View;

static Value make_view(Value self, int kind) {
  View *v = rt_malloc(sizeof *v);
  rt_obj_init(&v->hdr, &view_type);
  rt_incref(self);
  v->cm = self;
  v->kind = kind;
  return rt_obj(v);
}

static Value m_keys(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("keys", argc, kw, 0, 0);
  (void)argv;
  return make_view(self, 0);
}

static Value m_values(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("values", argc, kw, 0, 0);
  (void)argv;
  return make_view(self, 1);
}

static Value m_items(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("items", argc, kw, 0, 0);
  (void)argv;
  return make_view(self, 2);
}

static const CollMethod cm_methods[] = {
    {"get", m_get},         {"new_child", m_new_child}, {"copy", m_copy},     {"__copy__", m_copy},
    {"pop", m_pop},         {"popitem", m_popitem},     {"clear", m_clear},   {"update", m_update},
    {"setdefault", m_setdefault}, {"keys", m_keys},     {"values", m_values}, {"items", m_items},
    {NULL, NULL}};

static RtMethodFn cm_method(Value self, const char *name) {
  (void)self;
  for (const CollMethod *m = cm_methods; m->name; m++) {
    if (strcmp(m->name, name) == 0) return m->fn;
  }
  return NULL;
}

static Value cm_getattr(Value self, const char *name) {
  if (strcmp(name, "maps") == 0) return (rt_incref(CM(self)->maps), CM(self)->maps);
  if (strcmp(name, "parents") == 0) return cm_with(rt_undef(), self, 1);
  for (const CollMethod *m = cm_methods; m->name; m++) {
    if (strcmp(m->name, name) == 0) return rt_native_bind(m->name, m->fn, self);
  }
  return rt_undef();
}

static bool cm_setattr(Value self, const char *name, Value v) {
  if (strcmp(name, "maps") != 0) return false;
  /* kept as a list (another sequence is copied into one: the chain reads a list) */
  Value l = rt_is_list(v) ? (rt_incref(v), v) : rt_call(rt_builtin_lookup("list"), 1, &v, NULL);
  Value old = CM(self)->maps;
  CM(self)->maps = l;
  rt_decref(old);
  return true;
}

/* ChainMap({'a': 1}, {}) — each map's repr; "..." for the chain met again inside itself. */
static Value repr_body(Value self) {
  if (!rt_repr_enter(self.as.o)) return rt_str_from_c("...");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "ChainMap(");
  for (int64_t k = 0; k < maps_of(self)->n; k++) {
    if (k) rt_sb_puts(&sb, ", ");
    Value m = maps_of(self)->items[k];
    rt_incref(m);
    int m2 = rt_cleanup_push_value(&m);
    rt_sb_repr(&sb, m);
    rt_cleanup_pop(m2, true);
  }
  rt_sb_puts(&sb, ")");
  rt_cleanup_pop(mark, false);
  rt_repr_leave(self.as.o);
  return rt_sb_to_str(&sb);
}

static Value cm_repr(Value self) { return rt_repr_container(self, repr_body); }

/* == and != as Mapping's: the chain's items against another mapping's (a dict or a chain). */
static Value cm_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  Value x = is_chainmap(a) ? merged(a, true) : (rt_incref(a), a);
  int mark = rt_cleanup_push_value(&x);
  Value y = is_chainmap(b) ? merged(b, true) : (rt_incref(b), b);
  rt_cleanup_push_value(&y);
  Value r = rt_undef();
  if (rt_is_dict_subtype(x) && rt_is_dict_subtype(y)) r = rt_bool(rt_equal(x, y) == (op == RT_OP_EQ));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value cm_type_object(Value self) {
  ModState *st = mod_state();
  (void)self;
  rt_incref(st->chainmap_class);
  return st->chainmap_class;
}

static const ObjType chainmap_type = {
    .name = "collections.ChainMap",
    .free = cm_free,
    .repr = cm_repr,
    .getattr = cm_getattr,
    .setattr = cm_setattr,
    .getitem = cm_getitem,
    .setitem = cm_setitem,
    .delitem = cm_delitem,
    .iter = cm_iter,
    .len = cm_len,
    .truthy = cm_truthy,
    .binop = cm_binop,
    .contains = cm_contains,
    .hash = rt_unhashable,
    .method = cm_method,
    .type_object = cm_type_object,
    .traverse = cm_traverse,
    .clear = cm_clear_refs,
};

/* ---- the views ---- */

static const char *const view_names[] = {"KeysView", "ValuesView", "ItemsView"};

static void view_free(Obj *o) {
  rt_decref(((View *)o)->cm);
  free(o);
}

static Value view_repr(Value self) {
  View *v = RT_AS(View, self);
  Value inner = rt_repr(v->cm);
  int mark = rt_cleanup_push_value(&inner);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%s(%s)", view_names[v->kind], rt_str_data(inner));
  Value r = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  rt_decref(inner);
  return r;
}

/* The view's items as a list (values and items read the chain's value of each key). */
static Value view_list(Value self) {
  View *v = RT_AS(View, self);
  Value d = merged(v->cm, v->kind != 0);
  int mark = rt_cleanup_push_value(&d);
  Value out = rt_list_new(0);
  rt_cleanup_push_value(&out);
  Value key, val;
  for (int64_t i = 0; rt_dict_next(d, &i, &key, &val);) {
    if (v->kind == 0) rt_list_append(out, key);
    else if (v->kind == 1) rt_list_append(out, val);
    else {
      Value pair[2] = {key, val};
      Value t = rt_tuple_from(2, pair);
      rt_list_append(out, t);
      rt_decref(t);
    }
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value view_iter(Value self) {
  Value l = view_list(self);
  int mark = rt_cleanup_push_value(&l);
  Value it = rt_iter(l);
  rt_cleanup_pop(mark, true);
  return it;
}

static int64_t view_len(Value self) { return cm_len(RT_AS(View, self)->cm); }

static int view_contains(Value self, Value x) {
  View *v = RT_AS(View, self);
  if (v->kind == 0) return cm_contains(v->cm, x);
  Value l = view_list(self);
  int mark = rt_cleanup_push_value(&l);
  bool in = rt_contains(l, x);
  rt_cleanup_pop(mark, true);
  return in;
}

static const ObjType view_type = {
    .name = "KeysView",
    .free = view_free,
    .repr = view_repr,
    .iter = view_iter,
    .len = view_len,
    .contains = view_contains,
    .hash = rt_unhashable,
};

/* ChainMap.fromkeys(iterable[, value]): a chain of one dict. */
static Value cm_fromkeys(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("fromkeys", argc, kw, 1, 2);
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  Value it = rt_iter(argv[0]), key;
  rt_cleanup_push_value(&it);
  while (rt_next(it, &key)) {
    rt_dict_set(d, key, argc > 1 ? argv[1] : rt_none());
    rt_decref(key);
  }
  Value maps = rt_list_new(1);
  rt_list_append(maps, d);
  rt_cleanup_pop(mark, true);
  return cm_new(maps);
}

void rt_coll_chainmap_init(Value m) {
  ModState *st = mod_state();
  st->chainmap_class = rt_coll_class("ChainMap", c_chainmap, is_chainmap);
  Value fk = rt_native_new("fromkeys", cm_fromkeys);
  rt_native_class_set_attr(st->chainmap_class, "fromkeys", fk);
  rt_module_set(m, "ChainMap", st->chainmap_class);
}
