/* weakref.c — weak references: weakref.ref (callable, None once its object is gone, with an
 * optional callback), weakref.proxy, getweakrefcount and getweakrefs. Objects are freed the
 * moment their count drops to zero, as CPython's are, so a reference goes dead at the same
 * point of a program: the object-free hook (gc.h) looks the dying object up in a per-VM table
 * of weakly referenced objects, clears their references and runs the callbacks. The weak
 * containers and finalize are weakref_containers.c's. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/gc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "weakref_internal.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* The table of one VM: weakly referenced object -> its first reference (open addressing). */
typedef struct WeakTable {
  Obj **keys;      /* NULL empty, TOMB deleted */
  WeakRef **heads;
  size_t cap, used; /* used counts tombstones too */
} WeakTable;

static void table_fini(void *p);

static RtStateKey table_key = {"weakref table", sizeof(WeakTable), NULL, table_fini, 0};
static WeakTable *table(void) { return rt_runtime_state(&table_key); }

/* Objects with weak references, in every VM: while 0 the free hook returns at once. */
static atomic_long live_targets;

#define TOMB ((Obj *)1)

/* The VM is going: its references go dead (no callbacks) and the table with them. */
static void table_fini(void *p) {
  WeakTable *t = p;
  for (size_t i = 0; i < t->cap; i++) {
    if (!t->keys[i] || t->keys[i] == TOMB) continue;
    for (WeakRef *w = t->heads[i], *next; w; w = next) next = w->next, w->next = NULL, w->target = NULL;
    atomic_fetch_sub(&live_targets, 1);
  }
  free(t->keys);
  free(t->heads);
  t->keys = NULL;
  t->heads = NULL;
  t->cap = t->used = 0;
}

static size_t slot_hash(const Obj *o, size_t cap) {
  uint64_t h = (uint64_t)(uintptr_t)o * 0x9E3779B97F4A7C15ull;
  return (size_t)(h >> 17) & (cap - 1);
}

/* The slot holding o, or -1. */
static long table_find(WeakTable *t, const Obj *o) {
  if (!t->cap) return -1;
  for (size_t i = slot_hash(o, t->cap);; i = (i + 1) & (t->cap - 1)) {
    if (t->keys[i] == o) return (long)i;
    if (!t->keys[i]) return -1;
  }
}

static void table_put(WeakTable *t, Obj *o, WeakRef *head);

static void table_grow(WeakTable *t) {
  WeakTable old = *t;
  t->cap = old.cap ? old.cap * 2 : 64;
  t->keys = rt_calloc(t->cap, sizeof *t->keys);
  t->heads = rt_calloc(t->cap, sizeof *t->heads);
  t->used = 0;
  for (size_t i = 0; i < old.cap; i++)
    if (old.keys[i] && old.keys[i] != TOMB) table_put(t, old.keys[i], old.heads[i]);
  free(old.keys);
  free(old.heads);
}

static void table_put(WeakTable *t, Obj *o, WeakRef *head) {
  if ((t->used + 1) * 4 >= t->cap * 3) table_grow(t);
  size_t i = slot_hash(o, t->cap);
  while (t->keys[i] && t->keys[i] != TOMB) i = (i + 1) & (t->cap - 1);
  if (!t->keys[i]) t->used++;
  t->keys[i] = o;
  t->heads[i] = head;
}

static void table_remove(WeakTable *t, long i) {
  t->keys[i] = TOMB;
  t->heads[i] = NULL;
  atomic_fetch_sub(&live_targets, 1);
}

WeakRef *py_weak_first(Value obj) {
  if (obj.tag != RT_OBJ) return NULL;
  WeakTable *t = table();
  long i = table_find(t, obj.as.o);
  return i < 0 ? NULL : t->heads[i];
}

/* ---- the reference object ---- */

static const ObjType weakref_type;
bool py_is_weakref(Value v) { return rt_is_type(v, &weakref_type); }

/* wr leaves its target's chain (the target lives on). */
static void unlink_ref(WeakRef *wr) {
  WeakTable *t = table();
  long i = table_find(t, wr->target);
  wr->target = NULL;
  if (i < 0) return;
  WeakRef **pp = &t->heads[i];
  while (*pp && *pp != wr) pp = &(*pp)->next;
  if (*pp) *pp = wr->next;
  wr->next = NULL;
  if (!t->heads[i]) table_remove(t, i);
}

static void wr_free(Obj *o) {
  WeakRef *wr = (WeakRef *)o;
  if (wr->target) unlink_ref(wr);
  rt_decref(wr->callback);
  rt_decref(wr->key);
  free(wr);
}

static void wr_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  WeakRef *wr = (WeakRef *)o;
  visit(wr->callback, arg);
  visit(wr->key, arg);
}

static void wr_clear(Obj *o) {
  WeakRef *wr = (WeakRef *)o;
  Value cb = wr->callback, key = wr->key;
  wr->callback = rt_none();
  wr->key = rt_undef();
  rt_decref(cb);
  rt_decref(key);
}

/* What a live reference refers to, as a borrowed value; RT_UNDEF once dead. */
Value py_weak_target(const WeakRef *wr) { return wr->target ? rt_obj(wr->target) : rt_undef(); }

static Value wr_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("weakref", argc, kw, 0, 0, RT_ARGS_NONE);
  Value t = py_weak_target(RT_AS(WeakRef, self));
  if (rt_is_undef(t)) return rt_none();
  rt_incref(t);
  return t;
}

static Value wr_repr(Value self) {
  WeakRef *wr = RT_AS(WeakRef, self);
  if (!wr->target) return rt_str_printf("<weakref at %p; dead>", (void *)wr);
  return rt_str_printf("<weakref at %p; to '%s' at %p>", (void *)wr, rt_type_name(rt_obj(wr->target)), (void *)wr->target);
}

static int64_t wr_hash(Value self) {
  WeakRef *wr = RT_AS(WeakRef, self);
  if (wr->hash != -1) return wr->hash;
  if (!wr->target) rt_raise(RT_EXC_TypeError, "weak object has gone away");
  wr->hash = rt_hash(rt_obj(wr->target));
  return wr->hash;
}

/* == and != compare the objects while both live, else the references themselves. */
static Value wr_binop(BinOp op, Value a, Value b) {
  if ((op != RT_OP_EQ && op != RT_OP_NE) || !py_is_weakref(a) || !py_is_weakref(b)) return rt_undef();
  WeakRef *x = RT_AS(WeakRef, a), *y = RT_AS(WeakRef, b);
  bool eq = x->target && y->target ? rt_equal(rt_obj(x->target), rt_obj(y->target)) : x == y;
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

static Value wr_getattr(Value self, const char *name) {
  if (!strcmp(name, "__callback__")) {
    Value cb = RT_AS(WeakRef, self)->callback;
    rt_incref(cb);
    return cb;
  }
  return rt_undef();
}

static const ObjType weakref_type = {
    .name = "weakref.ReferenceType",
    .type_name = NULL,
    .free = wr_free,
    .repr = wr_repr,
    .call = wr_call,
    .hash = wr_hash,
    .binop = wr_binop,
    .getattr = wr_getattr,
    .traverse = wr_traverse,
    .clear = wr_clear,
};

/* Can CPython weakly reference v? Instances of classes, classes, functions, methods, sets,
 * generators, modules and arrays; not ints, strs, tuples, lists, dicts or None. */
static bool weakrefable(Value v) {
  if (v.tag != RT_OBJ) return false;
  if (rt_is_instance(v) || rt_is_class(v) || rt_is_python_function(v) || rt_is_anyset(v)) return true;
  if (rt_is_type(v, &rt_bound_method_type) || rt_is_type(v, &rt_module_type) || rt_is_exception(v)) return true;
  static const char *const names[] = {"generator", "ndarray", "numpy.ndarray", "weakref.ReferenceType"};
  for (size_t k = 0; k < sizeof names / sizeof *names; k++)
    if (!strcmp(rt_type_name(v), names[k])) return true;
  return false;
}

Value py_weak_new(Value obj, Value callback, Value key) {
  if (!weakrefable(obj)) rt_raise(RT_EXC_TypeError, "cannot create weak reference to '%s' object", rt_type_name(obj));
  bool plain = rt_is_none(callback) && rt_is_undef(key);
  WeakTable *t = table();
  long i = table_find(t, obj.as.o);
  if (plain && i >= 0 && rt_is_none(t->heads[i]->callback) && rt_is_undef(t->heads[i]->key)) {
    rt_incref(rt_obj(t->heads[i])); /* CPython hands out the one plain reference again */
    return rt_obj(t->heads[i]);
  }
  WeakRef *wr = rt_malloc(sizeof *wr);
  rt_obj_init(&wr->hdr, &weakref_type);
  wr->target = obj.as.o;
  wr->callback = callback;
  wr->key = key;
  rt_incref(callback);
  rt_incref(key);
  wr->hash = -1;
  wr->next = NULL;
  if (i < 0) {
    table_put(t, obj.as.o, wr);
    atomic_fetch_add(&live_targets, 1);
  } else if (plain) {
    wr->next = t->heads[i]; /* the plain reference stays first */
    t->heads[i] = wr;
  } else {
    WeakRef **pp = &t->heads[i];
    while (*pp) pp = &(*pp)->next;
    *pp = wr;
  }
  rt_obj_free_hook = py_weak_free_hook;
  rt_gc_track(&wr->hdr);
  return rt_obj(wr);
}

/* ---- an object dies ---- */

typedef struct CallbackRun {
  Value callback, ref;
} CallbackRun;

static void run_callback(void *p) {
  CallbackRun *c = p;
  Value r = rt_call(c->callback, 1, &c->ref, NULL);
  rt_decref(r);
}

/* A callback that raised: reported as CPython's "Exception ignored in: ..." and dropped. */
static void callback_failed(Value callback) {
  Exception *e = rt_error_take();
  Value r = rt_repr(callback);
  rt_stdout_flush();
  fprintf(stderr, "Exception ignored in: %s\n", rt_str_data(r));
  rt_decref(r);
  if (e) {
    rt_print_exception(e, 0, stderr);
    rt_exception_free(e);
  }
}

void py_weak_free_hook(Obj *o) {
  if (atomic_load(&live_targets) == 0) return;
  WeakTable *t = table();
  long i = table_find(t, o);
  if (i < 0) return;
  WeakRef *head = t->heads[i];
  table_remove(t, i);
  int n = 0;
  for (WeakRef *w = head; w; w = w->next) n++;
  WeakRef **refs = malloc(sizeof *refs * (size_t)n);
  int k = 0;
  for (WeakRef *w = head, *next; w; w = next) {
    next = w->next;
    w->next = NULL;
    w->target = NULL;
    if (refs) rt_incref(rt_obj(w)), refs[k++] = w;
  }
  for (int j = 0; j < k; j++) {
    Value cb = refs[j]->callback;
    if (!rt_is_none(cb)) {
      rt_incref(cb);
      CallbackRun run = {cb, rt_obj(refs[j])};
      if (rt_pcall(run_callback, &run)) callback_failed(cb);
      rt_decref(cb);
    }
    rt_decref(rt_obj(refs[j]));
  }
  free(refs);
}

/* ---- the module's functions ---- */

static Value w_ref(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "ref() takes no keyword arguments");
  if (argc > 2) rt_raise(RT_EXC_TypeError, "__new__ expected at most 2 arguments, got %d", argc);
  if (argc < 1) rt_raise(RT_EXC_TypeError, "__new__ expected at least 1 argument, got 0");
  return py_weak_new(argv[0], argc > 1 ? argv[1] : rt_none(), rt_undef());
}

static bool is_ref_instance(Value v) { return py_is_weakref(v); }

static Value w_getweakrefcount(ARGS) {
  (void)self;
  rt_check_args("getweakrefcount", argc, kw, 1, 1, RT_ARGS_ONE);
  int64_t n = 0;
  for (WeakRef *w = py_weak_first(argv[0]); w; w = w->next) n++;
  return rt_int(n);
}

static Value w_getweakrefs(ARGS) {
  (void)self;
  rt_check_args("getweakrefs", argc, kw, 1, 1, RT_ARGS_ONE);
  Value l = rt_list_new(0);
  for (WeakRef *w = py_weak_first(argv[0]); w; w = w->next) rt_list_append(l, rt_obj(w));
  return l;
}

void rt_weakref_module_init(Value m) {
  rt_module_set(m, "ref", rt_native_class("ref", w_ref, is_ref_instance, "<class 'weakref.ReferenceType'>"));
  rt_module_set(m, "ReferenceType", rt_native_class("ReferenceType", w_ref, is_ref_instance, "<class 'weakref.ReferenceType'>"));
  rt_module_add_fn(m, "getweakrefcount", w_getweakrefcount);
  rt_module_add_fn(m, "getweakrefs", w_getweakrefs);
  py_weakref_proxy_init(m);
  py_weakref_containers_init(m);
}

/* ---- proxy: the object's attributes and calls through a weak reference ---- */

typedef struct Proxy {
  Obj hdr;
  Value ref; /* a WeakRef */
} Proxy;

static Value proxy_target(Value self) {
  Value t = py_weak_target(RT_AS(WeakRef, RT_AS(Proxy, self)->ref));
  if (rt_is_undef(t)) rt_raise(RT_EXC_ReferenceError, "weakly-referenced object no longer exists");
  return t;
}

static void proxy_free(Obj *o) {
  rt_decref(((Proxy *)o)->ref);
  free(o);
}

static Value proxy_getattr(Value self, const char *name) { return rt_getattr(proxy_target(self), name); }

static bool proxy_setattr(Value self, const char *name, Value v) {
  rt_setattr(proxy_target(self), name, v);
  return true;
}

static Value proxy_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rt_call(proxy_target(self), argc, argv, kw);
}

static Value proxy_str(Value self) { return rt_to_str(proxy_target(self)); }

static Value proxy_repr(Value self) {
  const WeakRef *wr = RT_AS(WeakRef, RT_AS(Proxy, self)->ref);
  if (!wr->target) return rt_str_printf("<weakproxy at %p; dead>", (void *)self.as.o);
  return rt_str_printf("<weakproxy at %p; to '%s' at %p>", (void *)self.as.o, rt_type_name(rt_obj(wr->target)),
                       (void *)wr->target);
}

static const ObjType proxy_type = {
    .name = "weakref.ProxyType",
    .free = proxy_free,
    .repr = proxy_repr,
    .str = proxy_str,
    .getattr = proxy_getattr,
    .setattr = proxy_setattr,
    .call = proxy_call,
};

static bool is_proxy(Value v) { return rt_is_type(v, &proxy_type); }

static Value w_proxy(ARGS) {
  (void)self;
  rt_check_args("proxy", argc, kw, 1, 2, RT_ARGS_OLD);
  Value wr = py_weak_new(argv[0], argc > 1 ? argv[1] : rt_none(), rt_undef());
  Proxy *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &proxy_type);
  p->ref = wr;
  return rt_obj(p);
}

void py_weakref_proxy_init(Value m) {
  rt_module_add_fn(m, "proxy", w_proxy);
  rt_module_set(m, "ProxyType", rt_native_class("ProxyType", w_proxy, is_proxy, "<class 'weakref.ProxyType'>"));
}
