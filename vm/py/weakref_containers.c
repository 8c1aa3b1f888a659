/* weakref_containers.c — the weak containers and finalize: WeakValueDictionary (values held
 * by weak references filed under their key), WeakKeyDictionary (keys held by weak
 * references), WeakSet, and finalize (a call made once, when an object goes or when asked).
 * Each container keeps its entries in a plain dict or set (`_data`) and a weak reference to
 * itself, which the entries' callbacks go through to drop an entry whose object went, so no
 * container is kept alive by its entries. Live finalizers are held by a per-VM registry. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "weakref_internal.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value registry; /* finalize index -> the finalize object, while it is alive */
  int64_t next_index;
} ModState;

static void state_fini(void *p) { rt_decref(((ModState *)p)->registry); }
static RtStateKey mod_key = {"weakref containers", sizeof(ModState), NULL, state_fini, 0};
static ModState *mod_state(void) {
  ModState *st = rt_runtime_state(&mod_key);
  if (st->registry.tag != RT_OBJ) st->registry = rt_dict_new();
  return st;
}

/* ---- helpers ---- */

static Value attr(Value obj, const char *name) { return rt_getattr(obj, name); }

static void set_steal(Value obj, const char *name, Value v) {
  int mark = rt_cleanup_push_value(&v);
  rt_setattr(obj, name, v);
  rt_cleanup_pop(mark, true);
}

static void need_args(const char *fname, int argc, const Kwargs *kw, int min, int max) {
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "%s() got an unexpected keyword argument '%s'", fname, kw->names[0]);
  if (argc < min) rt_raise(RT_EXC_TypeError, "%s() missing %d required positional argument%s", fname, min - argc, min - argc > 1 ? "s" : "");
  if (argc > max) rt_raise(RT_EXC_TypeError, "%s() takes %d positional arguments but %d were given", fname, max, argc);
}

/* The container's _data (a new reference). */
static Value data_of(Value self) { return attr(self, "_data"); }

/* A new list iterator over items (stolen). */
static Value iter_over(Value items) {
  int mark = rt_cleanup_push_value(&items);
  Value it = rt_iter(items);
  rt_cleanup_pop(mark, true);
  return it;
}

/* Sets up self's _data (a dict, or a set) and the callback its entries carry: `remove` bound
 * to a weak reference to self. */
static void container_init(Value self, Value d, NativeFn remove) {
  set_steal(self, "_data", d);
  Value selfref = py_weak_new(self, rt_none(), rt_undef());
  int mark = rt_cleanup_push_value(&selfref);
  set_steal(self, "_remove", rt_native_bind("_remove", remove, selfref));
  rt_cleanup_pop(mark, true);
}

/* The container a callback's weak reference to it points at (borrowed), RT_UNDEF if gone. */
static Value owner(Value selfref) { return py_weak_target(RT_AS(WeakRef, selfref)); }

/* rt_call of f with args (a tuple) and kwargs (a dict or RT_UNDEF). */
static Value call_with(Value f, Value args, Value kwargs) {
  int64_t n = rt_is_dict(kwargs) ? rt_dict_len(kwargs) : 0;
  const char **names = rt_calloc((size_t)n + 1, sizeof *names);
  Value *vals = rt_calloc((size_t)n + 1, sizeof *vals);
  int mark = rt_cleanup_push(free, names);
  rt_cleanup_push(free, vals);
  int64_t pos = 0, k = 0;
  Value key, v;
  while (n && rt_dict_next(kwargs, &pos, &key, &v)) names[k] = rt_str_data(key), vals[k++] = v;
  Kwargs kw = {(int)n, names, vals};
  Value r = rt_call(f, (int)RT_AS(Tuple, args)->n, RT_AS(Tuple, args)->items, n ? &kw : NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* update(self, other=(), **kw) through self[k] = v. */
static void update_from(Value self, Value other, const Kwargs *kw) {
  Value setitem = attr(self, "__setitem__"), items = rt_undef(), it = rt_undef(), pair = rt_undef();
  int mark = rt_cleanup_push_value(&setitem);
  rt_cleanup_push_value(&items);
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&pair);
  if (!rt_is_undef(other) && !rt_is_none(other)) {
    Value im = rt_undef();
    if (!rt_is_list(other) && !rt_is_tuple(other) && rt_try_getattr(other, "items", &im)) {
      items = rt_call(im, 0, NULL, NULL);
      rt_decref(im);
    } else {
      items = (rt_incref(other), other);
    }
    it = rt_iter(items);
    while (rt_next(it, &pair)) {
      Value kv[2] = {rt_getitem(pair, rt_int(0)), rt_undef()};
      rt_cleanup_push_value(&kv[0]);
      rt_cleanup_push_value(&kv[1]);
      kv[1] = rt_getitem(pair, rt_int(1));
      Value r = rt_call(setitem, 2, kv, NULL);
      rt_decref(r);
      rt_cleanup_pop(mark + 4, true);
      rt_decref(pair);
      pair = rt_undef();
    }
  }
  for (int k = 0; kw && k < kw->n; k++) {
    Value kv[2] = {rt_str_from_c(kw->names[k]), kw->values[k]};
    rt_cleanup_push_value(&kv[0]);
    Value r = rt_call(setitem, 2, kv, NULL);
    rt_decref(r);
    rt_cleanup_pop(mark + 4, true);
  }
  rt_cleanup_pop(mark, true);
}

static Value repr_at(const char *cls, Value self) { return rt_str_printf("<%s at %p>", cls, (void *)self.as.o); }

/* ---- WeakValueDictionary ---- */

static Value wvd_remove(Value selfref, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("_remove", argc, kw, 1, 1, RT_ARGS_ONE);
  Value self = owner(selfref);
  if (rt_is_undef(self) || !py_is_weakref(argv[0])) return rt_none();
  Value d = data_of(self);
  Value key = RT_AS(WeakRef, argv[0])->key;
  Value cur = rt_dict_get(d, key);
  if (!rt_is_undef(cur) && rt_is(cur, argv[0])) rt_dict_del(d, key);
  rt_decref(d);
  return rt_none();
}

static Value wvd_init(ARGS) {
  (void)data;
  need_args("__init__", argc, NULL, 1, 2);
  container_init(argv[0], rt_dict_new(), wvd_remove);
  update_from(argv[0], argc > 1 ? argv[1] : rt_undef(), kw);
  return rt_none();
}

static Value wvd_setitem(ARGS) {
  (void)data;
  rt_check_nargs("__setitem__", argc, kw, 3, 3);
  Value cb = attr(argv[0], "_remove"), d = rt_undef();
  int mark = rt_cleanup_push_value(&cb);
  rt_cleanup_push_value(&d);
  Value wr = py_weak_new(argv[2], cb, argv[1]);
  rt_cleanup_push_value(&wr);
  d = data_of(argv[0]);
  rt_setitem(d, argv[1], wr);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* The live value under key (a new reference), RT_UNDEF when absent or gone. */
static Value wvd_lookup(Value self, Value key) {
  Value d = data_of(self);
  int mark = rt_cleanup_push_value(&d);
  rt_hash(key);
  Value wr = rt_dict_get(d, key);
  Value v = rt_is_undef(wr) ? rt_undef() : py_weak_target(RT_AS(WeakRef, wr));
  rt_incref(v);
  rt_cleanup_pop(mark, true);
  return v;
}

static Value wvd_getitem(ARGS) {
  (void)data;
  rt_check_nargs("__getitem__", argc, kw, 2, 2);
  Value v = wvd_lookup(argv[0], argv[1]);
  if (rt_is_undef(v)) rt_raise_key_error(argv[1]);
  return v;
}

static Value wvd_get(ARGS) {
  (void)data;
  need_args("get", argc, kw, 2, 3);
  Value v = wvd_lookup(argv[0], argv[1]);
  if (!rt_is_undef(v)) return v;
  Value def = argc > 2 ? argv[2] : rt_none();
  rt_incref(def);
  return def;
}

static Value wvd_contains(ARGS) {
  (void)data;
  rt_check_nargs("__contains__", argc, kw, 2, 2);
  Value v = wvd_lookup(argv[0], argv[1]);
  bool in = !rt_is_undef(v);
  rt_decref(v);
  return rt_bool(in);
}

static Value wvd_pop(ARGS) {
  (void)data;
  need_args("pop", argc, kw, 2, 3);
  Value v = wvd_lookup(argv[0], argv[1]);
  Value d = data_of(argv[0]);
  if (!rt_is_undef(rt_dict_get(d, argv[1]))) rt_dict_del(d, argv[1]);
  rt_decref(d);
  if (!rt_is_undef(v)) return v;
  if (argc > 2) return (rt_incref(argv[2]), argv[2]);
  rt_raise_key_error(argv[1]);
}

static Value wvd_setdefault(ARGS) {
  (void)data;
  need_args("setdefault", argc, kw, 2, 3);
  Value v = wvd_lookup(argv[0], argv[1]);
  if (!rt_is_undef(v)) return v;
  Value def = argc > 2 ? argv[2] : rt_none();
  Value a[3] = {argv[0], argv[1], def};
  rt_decref(wvd_setitem(data, 3, a, NULL));
  return (rt_incref(def), def);
}

/* (key, value) pairs, keys or values of the live entries as a new list. */
static Value wvd_entries(Value self, int which) {
  Value d = data_of(self), out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&out);
  int64_t pos = 0;
  Value k, wr;
  while (rt_dict_next(d, &pos, &k, &wr)) {
    Value v = py_weak_target(RT_AS(WeakRef, wr));
    if (rt_is_undef(v)) continue;
    if (which == 0) rt_list_append(out, k);
    else if (which == 1) rt_list_append(out, v);
    else {
      Value pair[2] = {k, v};
      Value t = rt_tuple_from(2, pair);
      rt_list_append(out, t);
      rt_decref(t);
    }
  }
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

static Value wvd_iter(ARGS) {
  (void)data;
  rt_check_nargs("__iter__", argc, kw, 1, 1);
  return iter_over(wvd_entries(argv[0], 0));
}
static Value wvd_keys(ARGS) {
  (void)data;
  rt_check_nargs("keys", argc, kw, 1, 1);
  return iter_over(wvd_entries(argv[0], 0));
}
static Value wvd_values(ARGS) {
  (void)data;
  rt_check_nargs("values", argc, kw, 1, 1);
  return iter_over(wvd_entries(argv[0], 1));
}
static Value wvd_items(ARGS) {
  (void)data;
  rt_check_nargs("items", argc, kw, 1, 1);
  return iter_over(wvd_entries(argv[0], 2));
}

static Value wvd_len(ARGS) {
  (void)data;
  rt_check_nargs("__len__", argc, kw, 1, 1);
  Value l = wvd_entries(argv[0], 0);
  int64_t n = RT_AS(List, l)->n;
  rt_decref(l);
  return rt_int(n);
}

static Value wvd_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  return repr_at("WeakValueDictionary", argv[0]);
}

static Value wd_update(ARGS) {
  (void)data;
  need_args("update", argc, NULL, 1, 2);
  update_from(argv[0], argc > 1 ? argv[1] : rt_undef(), kw);
  return rt_none();
}

static Value wd_clear(ARGS) {
  (void)data;
  rt_check_nargs("clear", argc, kw, 1, 1);
  Value d = data_of(argv[0]);
  int mark = rt_cleanup_push_value(&d);
  Value f = attr(d, "clear");
  rt_cleanup_push_value(&f);
  rt_decref(rt_call(f, 0, NULL, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- WeakKeyDictionary ---- */

static Value wkd_remove(Value selfref, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("_remove", argc, kw, 1, 1, RT_ARGS_ONE);
  Value self = owner(selfref);
  if (rt_is_undef(self)) return rt_none();
  Value d = data_of(self);
  int mark = rt_cleanup_push_value(&d);
  if (!rt_is_undef(rt_dict_get(d, argv[0]))) rt_dict_del(d, argv[0]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value wkd_init(ARGS) {
  (void)data;
  need_args("__init__", argc, NULL, 1, 2);
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "WeakKeyDictionary.__init__() got an unexpected keyword argument '%s'", kw->names[0]);
  container_init(argv[0], rt_dict_new(), wkd_remove);
  update_from(argv[0], argc > 1 ? argv[1] : rt_undef(), NULL);
  return rt_none();
}

/* A plain weak reference to key, to look it up with (a new reference); RT_UNDEF when key
 * cannot be weakly referenced and quiet. */
static Value key_ref(Value key, bool quiet) {
  if (quiet && (key.tag != RT_OBJ || rt_is_str(key) || rt_is_tuple(key) || rt_is_list(key) || rt_is_dict(key)))
    return rt_undef();
  return py_weak_new(key, rt_none(), rt_undef());
}

static Value wkd_setitem(ARGS) {
  (void)data;
  rt_check_nargs("__setitem__", argc, kw, 3, 3);
  Value cb = attr(argv[0], "_remove"), d = rt_undef(), wr = rt_undef();
  int mark = rt_cleanup_push_value(&cb);
  rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&wr);
  wr = py_weak_new(argv[1], cb, rt_undef());
  d = data_of(argv[0]);
  rt_setitem(d, wr, argv[2]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* d[ref(key)] (new reference), RT_UNDEF when absent. */
static Value wkd_lookup(Value self, Value key, bool quiet) {
  Value wr = key_ref(key, quiet);
  if (rt_is_undef(wr)) return rt_undef();
  int mark = rt_cleanup_push_value(&wr);
  Value d = data_of(self);
  rt_cleanup_push_value(&d);
  Value v = rt_dict_get(d, wr);
  rt_incref(v);
  rt_cleanup_pop(mark, true);
  return v;
}

static Value wkd_getitem(ARGS) {
  (void)data;
  rt_check_nargs("__getitem__", argc, kw, 2, 2);
  Value v = wkd_lookup(argv[0], argv[1], false);
  if (rt_is_undef(v)) {
    Value wr = key_ref(argv[1], false);
    int mark = rt_cleanup_push_value(&wr);
    rt_raise_key_error(wr);
    rt_cleanup_pop(mark, true);
  }
  return v;
}

static Value wkd_get(ARGS) {
  (void)data;
  need_args("get", argc, kw, 2, 3);
  Value v = wkd_lookup(argv[0], argv[1], true);
  if (!rt_is_undef(v)) return v;
  Value def = argc > 2 ? argv[2] : rt_none();
  return (rt_incref(def), def);
}

static Value wkd_contains(ARGS) {
  (void)data;
  rt_check_nargs("__contains__", argc, kw, 2, 2);
  Value v = wkd_lookup(argv[0], argv[1], true);
  bool in = !rt_is_undef(v);
  rt_decref(v);
  return rt_bool(in);
}

static Value wkd_delitem(ARGS) {
  (void)data;
  rt_check_nargs("__delitem__", argc, kw, 2, 2);
  Value wr = key_ref(argv[1], false), d = rt_undef();
  int mark = rt_cleanup_push_value(&wr);
  rt_cleanup_push_value(&d);
  d = data_of(argv[0]);
  rt_delitem(d, wr);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value wkd_pop(ARGS) {
  (void)data;
  need_args("pop", argc, kw, 2, 3);
  Value v = wkd_lookup(argv[0], argv[1], argc > 2);
  if (rt_is_undef(v)) {
    if (argc > 2) return (rt_incref(argv[2]), argv[2]);
    Value a[2] = {argv[0], argv[1]};
    return wkd_getitem(data, 2, a, NULL);
  }
  int mark = rt_cleanup_push_value(&v);
  Value a[2] = {argv[0], argv[1]};
  rt_decref(wkd_delitem(data, 2, a, NULL));
  rt_cleanup_pop(mark, false);
  return v;
}

static Value wkd_entries(Value self, int which) {
  Value d = data_of(self), out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&out);
  int64_t pos = 0;
  Value wr, v;
  while (rt_dict_next(d, &pos, &wr, &v)) {
    Value k = py_weak_target(RT_AS(WeakRef, wr));
    if (rt_is_undef(k)) continue;
    if (which == 0) rt_list_append(out, k);
    else if (which == 1) rt_list_append(out, v);
    else {
      Value pair[2] = {k, v};
      Value t = rt_tuple_from(2, pair);
      rt_list_append(out, t);
      rt_decref(t);
    }
  }
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

static Value wkd_iter(ARGS) {
  (void)data;
  rt_check_nargs("__iter__", argc, kw, 1, 1);
  return iter_over(wkd_entries(argv[0], 0));
}
static Value wkd_values(ARGS) {
  (void)data;
  rt_check_nargs("values", argc, kw, 1, 1);
  return iter_over(wkd_entries(argv[0], 1));
}
static Value wkd_items(ARGS) {
  (void)data;
  rt_check_nargs("items", argc, kw, 1, 1);
  return iter_over(wkd_entries(argv[0], 2));
}
static Value wkd_len(ARGS) {
  (void)data;
  rt_check_nargs("__len__", argc, kw, 1, 1);
  Value l = wkd_entries(argv[0], 0);
  int64_t n = RT_AS(List, l)->n;
  rt_decref(l);
  return rt_int(n);
}
static Value wkd_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  return repr_at("WeakKeyDictionary", argv[0]);
}

/* ---- WeakSet ---- */

static Value ws_remove_cb(Value selfref, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("_remove", argc, kw, 1, 1, RT_ARGS_ONE);
  Value self = owner(selfref);
  if (rt_is_undef(self)) return rt_none();
  Value s = data_of(self);
  int mark = rt_cleanup_push_value(&s);
  Value f = attr(s, "discard");
  rt_cleanup_push_value(&f);
  rt_decref(rt_call(f, 1, argv, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value ws_add(ARGS) {
  (void)data;
  rt_check_nargs("add", argc, kw, 2, 2);
  Value cb = attr(argv[0], "_remove"), s = rt_undef(), wr = rt_undef();
  int mark = rt_cleanup_push_value(&cb);
  rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&wr);
  wr = py_weak_new(argv[1], cb, rt_undef());
  s = data_of(argv[0]);
  rt_set_add(s, wr);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value ws_init(ARGS) {
  (void)data;
  need_args("__init__", argc, kw, 1, 2);
  container_init(argv[0], rt_set_new(false), ws_remove_cb);
  if (argc > 1 && !rt_is_none(argv[1])) {
    Value it = rt_iter(argv[1]), x = rt_undef();
    int mark = rt_cleanup_push_value(&it);
    rt_cleanup_push_value(&x);
    while (rt_next(it, &x)) {
      Value a[2] = {argv[0], x};
      rt_decref(ws_add(data, 2, a, NULL));
      rt_decref(x);
      x = rt_undef();
    }
    rt_cleanup_pop(mark, true);
  }
  return rt_none();
}

/* Calls method `name` of the set with a plain reference to item; RT_UNDEF when item cannot be
 * weakly referenced and quiet. */
static Value ws_with_ref(Value self, const char *name, Value item, bool quiet) {
  Value wr = key_ref(item, quiet);
  if (rt_is_undef(wr)) return rt_undef();
  int mark = rt_cleanup_push_value(&wr);
  Value s = data_of(self);
  rt_cleanup_push_value(&s);
  Value f = attr(s, name);
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, 1, &wr, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value ws_contains(ARGS) {
  (void)data;
  rt_check_nargs("__contains__", argc, kw, 2, 2);
  Value r = ws_with_ref(argv[0], "__contains__", argv[1], true);
  return rt_is_undef(r) ? rt_bool(false) : r;
}

static Value ws_discard(ARGS) {
  (void)data;
  rt_check_nargs("discard", argc, kw, 2, 2);
  Value r = ws_with_ref(argv[0], "discard", argv[1], true);
  return rt_is_undef(r) ? rt_none() : r;
}

static Value ws_remove(ARGS) {
  (void)data;
  rt_check_nargs("remove", argc, kw, 2, 2);
  return ws_with_ref(argv[0], "remove", argv[1], false);
}

static Value ws_items(Value self) {
  Value s = data_of(self), out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&out);
  Value refs = rt_call(rt_builtin_lookup("list"), 1, &s, NULL);
  rt_cleanup_push_value(&refs);
  for (int64_t k = 0; k < RT_AS(List, refs)->n; k++) {
    Value v = py_weak_target(RT_AS(WeakRef, RT_AS(List, refs)->items[k]));
    if (!rt_is_undef(v)) rt_list_append(out, v);
  }
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

static Value ws_iter(ARGS) {
  (void)data;
  rt_check_nargs("__iter__", argc, kw, 1, 1);
  return iter_over(ws_items(argv[0]));
}

static Value ws_len(ARGS) {
  (void)data;
  rt_check_nargs("__len__", argc, kw, 1, 1);
  Value l = ws_items(argv[0]);
  int64_t n = RT_AS(List, l)->n;
  rt_decref(l);
  return rt_int(n);
}

static Value ws_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value s = data_of(argv[0]);
  int mark = rt_cleanup_push_value(&s);
  Value r = rt_repr(s);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- finalize ---- */

/* The finalize object filed under index (borrowed), RT_UNDEF once it ran or was detached. */
static Value fin_lookup(Value index) { return rt_dict_get(mod_state()->registry, index); }

/* Takes the finalizer out of the registry (a new reference), RT_UNDEF when it was not there. */
static Value fin_take(Value index) {
  Value f = fin_lookup(index);
  if (rt_is_undef(f)) return f;
  rt_incref(f);
  rt_dict_del(mod_state()->registry, index);
  return f;
}

/* Runs what the finalizer was made with (it has left the registry). */
static Value fin_run(Value fin) {
  Value h[3] = {attr(fin, "_func"), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  rt_cleanup_push_value(&h[2]);
  h[1] = attr(fin, "_args");
  h[2] = attr(fin, "_kwargs");
  Value r = call_with(h[0], h[1], h[2]);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The object's weak reference went dead: self is the finalizer's index. */
static Value fin_callback(Value index, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("_callback", argc, kw, 1, 1, RT_ARGS_ONE);
  Value fin = fin_take(index);
  if (rt_is_undef(fin)) return rt_none();
  int mark = rt_cleanup_push_value(&fin);
  rt_decref(fin_run(fin));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value fin_init(ARGS) {
  (void)data;
  if (argc < 3) rt_raise(RT_EXC_TypeError, "finalize.__init__() missing %d required positional argument%s: %s", 3 - argc,
                         argc == 2 ? "" : "s", argc == 2 ? "'func'" : "'obj' and 'func'");
  Value self = argv[0];
  ModState *st = mod_state();
  Value index = rt_int(st->next_index++);
  Value cb = rt_native_bind("_callback", fin_callback, index);
  int mark = rt_cleanup_push_value(&cb);
  set_steal(self, "_ref", py_weak_new(argv[1], cb, rt_undef()));
  rt_setattr(self, "_func", argv[2]);
  set_steal(self, "_args", rt_tuple_from(argc - 3, argv + 3));
  Value kwargs = rt_dict_new();
  rt_cleanup_push_value(&kwargs);
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(kwargs, kw->names[k], kw->values[k]);
  rt_setattr(self, "_kwargs", kwargs);
  rt_setattr(self, "_index", index);
  rt_setattr(self, "atexit", rt_bool(true));
  rt_dict_set(st->registry, index, self);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value fin_index(Value self) { return attr(self, "_index"); }

static Value fin_call(ARGS) {
  (void)data;
  rt_check_nargs("__call__", argc, kw, 1, 1);
  Value fin = fin_take(fin_index(argv[0]));
  if (rt_is_undef(fin)) return rt_none();
  int mark = rt_cleanup_push_value(&fin);
  Value r = fin_run(fin);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value fin_alive(ARGS) {
  (void)data;
  rt_check_nargs("alive", argc, kw, 1, 1);
  return rt_bool(!rt_is_undef(fin_lookup(fin_index(argv[0]))));
}

/* (obj, func, args, kwargs) while alive, else None; detach also takes it out. */
static Value fin_info(Value self, bool detach) {
  if (rt_is_undef(fin_lookup(fin_index(self)))) return rt_none();
  Value h[4] = {attr(self, "_ref"), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 4; k++) rt_cleanup_push_value(&h[k]);
  Value obj = py_weak_target(RT_AS(WeakRef, h[0]));
  if (rt_is_undef(obj)) {
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  rt_incref(obj);
  rt_decref(h[0]);
  h[0] = obj;
  h[1] = attr(self, "_func");
  h[2] = attr(self, "_args");
  h[3] = attr(self, "_kwargs");
  Value t = rt_tuple_from(4, h);
  if (detach) rt_decref(fin_take(fin_index(self)));
  rt_cleanup_pop(mark, true);
  return t;
}

static Value fin_peek(ARGS) {
  (void)data;
  rt_check_nargs("peek", argc, kw, 1, 1);
  return fin_info(argv[0], false);
}

static Value fin_detach(ARGS) {
  (void)data;
  rt_check_nargs("detach", argc, kw, 1, 1);
  return fin_info(argv[0], true);
}

static Value fin_repr(ARGS) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  Value ref = attr(argv[0], "_ref");
  Value obj = py_weak_target(RT_AS(WeakRef, ref));
  Value r = rt_is_undef(obj) || rt_is_undef(fin_lookup(fin_index(argv[0])))
                ? rt_str_printf("<finalize object at %p; dead>", (void *)argv[0].as.o)
                : rt_str_printf("<finalize object at %p; for '%s' at %p>", (void *)argv[0].as.o, rt_type_name(obj),
                                (void *)obj.as.o);
  rt_decref(ref);
  return r;
}

/* ---- WeakMethod: a bound method rebuilt while its object and function live ---- */

static Value wm_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "meth", "callback"};
  Value a[3];
  py_parse_pyargs("__init__", argc, argv, kw, 3, names, 2, a);
  Value obj = rt_undef(), func = rt_undef(), type = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&obj);
  rt_cleanup_push_value(&func);
  rt_cleanup_push_value(&type);
  rt_cleanup_push_value(&r);
  if (!rt_try_getattr(a[1], "__self__", &obj) || !rt_try_getattr(a[1], "__func__", &func)) {
    type = rt_call(rt_builtin_lookup("type"), 1, &a[1], NULL);
    r = rt_repr(type);
    rt_raise(RT_EXC_TypeError, "argument should be a bound method, not %s", rt_str_data(r));
  }
  set_steal(a[0], "_obj", py_weak_new(obj, rt_is_undef(a[2]) ? rt_none() : a[2], rt_undef()));
  set_steal(a[0], "_func", py_weak_new(func, rt_none(), rt_undef()));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value wm_call(ARGS) {
  (void)data;
  rt_check_nargs("__call__", argc, kw, 1, 1);
  Value ro = attr(argv[0], "_obj"), rf = rt_undef();
  int mark = rt_cleanup_push_value(&ro);
  rt_cleanup_push_value(&rf);
  rf = attr(argv[0], "_func");
  Value obj = py_weak_target(RT_AS(WeakRef, ro)), func = py_weak_target(RT_AS(WeakRef, rf));
  Value r = rt_is_undef(obj) || rt_is_undef(func) ? rt_none() : rt_bound_method_new(func, obj);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- the classes ---- */

typedef struct Meth {
  const char *name;
  NativeFn fn;
  bool property;
} Meth;

static Value class_make(const char *name, const Meth *methods) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new(name, bases);
  rt_decref(bases);
  for (const Meth *m = methods; m->name; m++) {
    char qual[96];
    snprintf(qual, sizeof qual, "%s.%s", name, m->name);
    Value f = rt_native_method_new(m->name, qual, m->fn, rt_none());
    if (m->property) {
      Value p = rt_property_new(f, rt_none(), rt_none(), rt_none());
      rt_decref(f);
      f = p;
    }
    rt_class_set(RT_AS(ClassObj, cls), m->name, f);
  }
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("weakref"));
  rt_class_finish(cls, rt_none());
  return cls;
}

static Value dict_delitem(ARGS) {
  (void)data;
  rt_check_nargs("__delitem__", argc, kw, 2, 2);
  Value d = data_of(argv[0]);
  int mark = rt_cleanup_push_value(&d);
  rt_delitem(d, argv[1]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static const Meth wvd_methods[] = {
    {"__init__", wvd_init, false},       {"__setitem__", wvd_setitem, false}, {"__getitem__", wvd_getitem, false},
    {"__delitem__", dict_delitem, false}, {"__contains__", wvd_contains, false}, {"__iter__", wvd_iter, false},
    {"__len__", wvd_len, false},         {"__repr__", wvd_repr, false},       {"get", wvd_get, false},
    {"pop", wvd_pop, false},             {"setdefault", wvd_setdefault, false}, {"keys", wvd_keys, false},
    {"values", wvd_values, false},       {"items", wvd_items, false},         {"update", wd_update, false},
    {"clear", wd_clear, false},          {NULL, NULL, false}};
static const Meth wkd_methods[] = {
    {"__init__", wkd_init, false},       {"__setitem__", wkd_setitem, false}, {"__getitem__", wkd_getitem, false},
    {"__delitem__", wkd_delitem, false}, {"__contains__", wkd_contains, false}, {"__iter__", wkd_iter, false},
    {"__len__", wkd_len, false},         {"__repr__", wkd_repr, false},       {"get", wkd_get, false},
    {"pop", wkd_pop, false},             {"keys", wkd_iter, false},           {"values", wkd_values, false},
    {"items", wkd_items, false},         {"update", wd_update, false},        {"clear", wd_clear, false},
    {NULL, NULL, false}};
static const Meth ws_methods[] = {
    {"__init__", ws_init, false}, {"add", ws_add, false},         {"discard", ws_discard, false},
    {"remove", ws_remove, false}, {"__contains__", ws_contains, false}, {"__iter__", ws_iter, false},
    {"__len__", ws_len, false},   {"__repr__", ws_repr, false},   {"clear", wd_clear, false},
    {NULL, NULL, false}};
static const Meth fin_methods[] = {
    {"__init__", fin_init, false}, {"__call__", fin_call, false}, {"alive", fin_alive, true},
    {"peek", fin_peek, false},     {"detach", fin_detach, false}, {"__repr__", fin_repr, false},
    {NULL, NULL, false}};

static const Meth wm_methods[] = {{"__init__", wm_init, false}, {"__call__", wm_call, false}, {NULL, NULL, false}};

void py_weakref_containers_init(Value m) {
  rt_module_set(m, "WeakMethod", class_make("WeakMethod", wm_methods));
  mod_state();
  rt_module_set(m, "WeakValueDictionary", class_make("WeakValueDictionary", wvd_methods));
  rt_module_set(m, "WeakKeyDictionary", class_make("WeakKeyDictionary", wkd_methods));
  rt_module_set(m, "WeakSet", class_make("WeakSet", ws_methods));
  rt_module_set(m, "finalize", class_make("finalize", fin_methods));
}
