/* functools.c — the functools module: reduce, partial, cmp_to_key, update_wrapper and wraps,
 * total_ordering, and the module's registration (lru_cache and cache are lru_cache.c's). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/gc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "modlib.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static bool is_callable(Value v) {
  if (rt_is_instance(v)) return rt_instance_callable(v);
  return rt_is_obj(v) && v.as.o->type->call != NULL;
}

/* ---- reduce(function, iterable[, initial]) ---- */

typedef struct IterJob {
  Value obj, result;
} IterJob;

static void iter_job(void *ud) {
  IterJob *j = ud;
  j->result = rt_iter(j->obj);
}

static Value c_reduce(ARGS) {
  (void)self;
  rt_check_args("reduce", argc, kw, 2, 3, RT_ARGS_CLINIC);
  IterJob j = {argv[1], rt_undef()};
  if (rt_pcall(iter_job, &j)) { /* CPython names the argument for a TypeError */
    if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_TypeError)) rt_reraise();
    rt_error_clear();
    rt_raise(RT_EXC_TypeError, "reduce() arg 2 must support iteration");
  }
  Value it = j.result, acc = argc == 3 ? (rt_incref(argv[2]), argv[2]) : rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&acc);
  Value x;
  while (rt_next(it, &x)) {
    if (rt_is_undef(acc)) {
      acc = x;
      continue;
    }
    Value pair[2] = {acc, x};
    int m = rt_cleanup_push_value(&x);
    Value next = rt_call(argv[0], 2, pair, NULL);
    rt_cleanup_pop(m, true);
    rt_decref(acc);
    acc = next;
  }
  if (rt_is_undef(acc)) {
    rt_raise(RT_EXC_TypeError, "reduce() of empty iterable with no initial value");
  }
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  return acc;
}

/* ---- partial(func, *args, **keywords) ---- */

typedef struct Partial {
  Obj hdr;
  Value fn, args, kw; /* a callable, a tuple, a dict */
} Partial;

static void partial_free(Obj *o) {
  Partial *p = (Partial *)o;
  rt_decref(p->fn);
  rt_decref(p->args);
  rt_decref(p->kw);
  free(p);
}

/* The stored keywords, each replaced by the call's value of that name, then the call's
 * others: the order of {**keywords, **call_keywords}. */
static int merge_keywords(Partial *p, const Kwargs *kw, const char **names, Value *values) {
  int n = 0, nkw = kw ? kw->n : 0;
  Value key, value;
  for (int64_t pos = 0; rt_dict_next(p->kw, &pos, &key, &value);) {
    int k = 0;
    while (k < nkw && strcmp(kw->names[k], rt_str_data(key)) != 0) k++;
    names[n] = rt_str_data(key);
    values[n++] = k < nkw ? kw->values[k] : value;
  }
  for (int k = 0; k < nkw; k++) {
    Value v = rt_dict_get_str(p->kw, kw->names[k]);
    if (!rt_is_undef(v)) continue;
    names[n] = kw->names[k];
    values[n++] = kw->values[k];
  }
  return n;
}

static Value partial_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Partial *p = RT_AS(Partial, self);
  Tuple *pre = RT_AS(Tuple, p->args);
  int64_t nkw = rt_dict_len(p->kw) + (kw ? kw->n : 0);
  int64_t n = pre->n + argc;
  Value *all = rt_malloc(sizeof(Value) * (size_t)(n + nkw + 1) + sizeof(char *) * (size_t)(nkw + 1));
  int mark = rt_cleanup_push(free, all);
  const char **names = (const char **)(all + n + nkw + 1);
  for (int64_t k = 0; k < pre->n; k++) all[k] = pre->items[k];
  for (int k = 0; k < argc; k++) all[pre->n + k] = argv[k];
  Kwargs merged = {0, names, all + n};
  if (nkw) merged.n = merge_keywords(p, kw, names, all + n);
  Value fn = (rt_incref(p->fn), p->fn); /* the call may drop the last other reference */
  rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, (int)n, all, merged.n ? &merged : NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value partial_getattr(Value self, const char *name) {
  Partial *p = RT_AS(Partial, self);
  Value v = rt_undef();
  if (strcmp(name, "func") == 0) v = p->fn;
  else if (strcmp(name, "args") == 0) v = p->args;
  else if (strcmp(name, "keywords") == 0) v = p->kw;
  rt_incref(v);
  return v;
}

static Value partial_repr(Value self) {
  Partial *p = RT_AS(Partial, self);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "functools.partial(");
  rt_sb_repr(&sb, p->fn);
  Tuple *args = RT_AS(Tuple, p->args);
  for (int64_t k = 0; k < args->n; k++) {
    rt_sb_puts(&sb, ", ");
    rt_sb_repr(&sb, args->items[k]);
  }
  Value key, value;
  for (int64_t pos = 0; rt_dict_next(p->kw, &pos, &key, &value);) {
    rt_sb_printf(&sb, ", %s=", rt_str_data(key));
    rt_sb_repr(&sb, value);
  }
  rt_sb_puts(&sb, ")");
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* The cycle collector (gc.h): a partial stored in an attribute of the object it is bound to.
 * Its args tuple and keywords dict are containers of their own, cleared as such. */
static void partial_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Partial *p = (Partial *)o;
  visit(p->fn, arg);
  visit(p->args, arg);
  visit(p->kw, arg);
}

static void partial_clear(Obj *o) {
  Partial *p = (Partial *)o;
  Value fn = p->fn;
  p->fn = rt_none();
  rt_decref(fn);
}

static const ObjType partial_type = {
    .name = "functools.partial",
    .traverse = partial_traverse,
    .clear = partial_clear,
    .free = partial_free,
    .repr = partial_repr,
    .getattr = partial_getattr,
    .call = partial_call,
};

static Value c_partial(ARGS) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "type 'partial' takes at least one argument");
  if (!is_callable(argv[0])) rt_raise(RT_EXC_TypeError, "the first argument must be callable");
  Value fn = argv[0], inner_kw = rt_undef();
  Value args = rt_tuple_from(argc - 1, argv + 1);
  int mark = rt_cleanup_push_value(&args);
  if (rt_is_type(fn, &partial_type)) { /* partial(partial(f, 1), 2) is partial(f, 1, 2) */
    Partial *inner = RT_AS(Partial, fn);
    Value joined = rt_binop(RT_OP_ADD, inner->args, args);
    rt_decref(args);
    args = joined;
    fn = inner->fn;
    inner_kw = inner->kw;
  }
  Value d = rt_dict_new();
  rt_cleanup_push_value(&d);
  if (!rt_is_undef(inner_kw)) rt_dict_update(d, inner_kw);
  for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(d, kw->names[k], kw->values[k]);
  Partial *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &partial_type);
  p->fn = (rt_incref(fn), fn);
  p->args = args;
  p->kw = d;
  rt_cleanup_pop(mark, false);
  rt_gc_track(&p->hdr);
  return rt_obj(p);
}

/* ---- cmp_to_key(mycmp): K objects compare by mycmp(a, b) against 0 ---- */

typedef struct KeyWrapper {
  Obj hdr;
  Value cmp, obj; /* obj: RT_UNDEF for the callable cmp_to_key returns */
} KeyWrapper;

static void kw_free(Obj *o) {
  KeyWrapper *k = (KeyWrapper *)o;
  rt_decref(k->cmp);
  rt_decref(k->obj);
  free(k);
}

static Value kw_new(Value cmp, Value obj);

static const char *const k_names[] = {"obj"};

static Value kw_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  rt_parse_old("K", argc, argv, kw, 1, k_names, 1, a);
  return kw_new(RT_AS(KeyWrapper, self)->cmp, a[0]);
}

static Value kw_getattr(Value self, const char *name) {
  Value obj = RT_AS(KeyWrapper, self)->obj;
  if (strcmp(name, "obj") != 0 || rt_is_undef(obj)) return rt_undef();
  return (rt_incref(obj), obj);
}

static Value kw_repr(Value self) {
  return rt_str_printf("<functools.KeyWrapper object at %p>", (void *)self.as.o);
}

static const ObjType keywrapper_type;

static Value kw_binop(BinOp op, Value a, Value b) {
  if (op < RT_OP_EQ || op > RT_OP_GE) return rt_undef();
  if (!rt_is_type(a, &keywrapper_type) || !rt_is_type(b, &keywrapper_type)) {
    rt_raise(RT_EXC_TypeError, "other argument must be K instance");
  }
  KeyWrapper *x = RT_AS(KeyWrapper, a), *y = RT_AS(KeyWrapper, b);
  Value pair[2] = {rt_is_undef(x->obj) ? rt_none() : x->obj,
                   rt_is_undef(y->obj) ? rt_none() : y->obj};
  Value r = rt_call(x->cmp, 2, pair, NULL);
  int mark = rt_cleanup_push_value(&r);
  Value res = rt_binop(op, r, rt_int(0));
  rt_cleanup_pop(mark, true);
  return res;
}

static const ObjType keywrapper_type = {
    .name = "functools.KeyWrapper",
    .free = kw_free,
    .repr = kw_repr,
    .getattr = kw_getattr,
    .call = kw_call,
    .binop = kw_binop,
    .hash = rt_unhashable,
};

static Value kw_new(Value cmp, Value obj) {
  KeyWrapper *k = rt_malloc(sizeof *k);
  rt_obj_init(&k->hdr, &keywrapper_type);
  k->cmp = (rt_incref(cmp), cmp);
  k->obj = (rt_incref(obj), obj);
  return rt_obj(k);
}

static const char *const cmp_names[] = {"mycmp"};

static Value c_cmp_to_key(ARGS) {
  (void)self;
  Value a[1];
  rt_parse_old("cmp_to_key", argc, argv, kw, 1, cmp_names, 1, a);
  return kw_new(a[0], rt_undef());
}

/* ---- update_wrapper and wraps ---- */

static const char *const assigned_default[] = {"__module__", "__name__", "__qualname__",
                                               "__doc__", "__annotations__"};

static Value names_tuple(const char *const *names, int n) {
  Value t = rt_tuple_new(n);
  for (int k = 0; k < n; k++) rt_tuple_set(t, k, rt_str_from_c(names[k]));
  return t;
}

/* Copies the attributes named in assigned, merges the __dict__-like ones named in updated,
 * and sets __wrapped__ (assigned and updated: iterables of str, or RT_UNDEF for the
 * defaults). */
static Value update_wrapper(Value wrapper, Value wrapped, Value assigned, Value updated) {
  Value a = rt_is_undef(assigned) ? names_tuple(assigned_default, 5) : rt_it_pool(assigned);
  int mark = rt_cleanup_push_value(&a);
  Value u = rt_is_undef(updated) ? names_tuple((const char *const[]){"__dict__"}, 1)
                                 : rt_it_pool(updated);
  rt_cleanup_push_value(&u);
  Value v = rt_undef();
  rt_cleanup_push_value(&v);
  for (int64_t k = 0; k < RT_AS(Tuple, a)->n; k++) {
    const char *name = rt_str_data(RT_AS(Tuple, a)->items[k]);
    if (!rt_try_getattr(wrapped, name, &v)) continue;
    rt_setattr(wrapper, name, v);
    rt_decref(v);
    v = rt_undef();
  }
  for (int64_t k = 0; k < RT_AS(Tuple, u)->n; k++) {
    const char *name = rt_str_data(RT_AS(Tuple, u)->items[k]);
    Value target = rt_getattr(wrapper, name);
    rt_decref(v);
    v = target;
    Value src;
    if (!rt_try_getattr(wrapped, name, &src)) continue;
    int m = rt_cleanup_push_value(&src);
    rt_dict_update(target, src);
    rt_cleanup_pop(m, true);
  }
  rt_setattr(wrapper, "__wrapped__", wrapped);
  rt_cleanup_pop(mark, true);
  return (rt_incref(wrapper), wrapper);
}

static const char *const update_names[] = {"wrapper", "wrapped", "assigned", "updated"};

static Value c_update_wrapper(ARGS) {
  (void)self;
  Value a[4];
  rt_bind_pyargs("update_wrapper", argc, argv, kw, 4, update_names, 2, a);
  return update_wrapper(a[0], a[1], a[2], a[3]);
}

/* The decorator wraps() returns; self is (wrapped, assigned, updated). */
static Value wraps_decorator(ARGS) {
  rt_check_args("update_wrapper", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Tuple *t = RT_AS(Tuple, self);
  return update_wrapper(argv[0], t->items[0], t->items[1], t->items[2]);
}

static Value c_wraps(ARGS) {
  (void)self;
  Value a[3];
  rt_bind_pyargs("wraps", argc, argv, kw, 3, update_names + 1, 1, a);
  Value t = rt_tuple_from(3, a);
  Value d = rt_native_bind("wraps", wraps_decorator, t);
  rt_decref(t);
  return d;
}

/* ---- total_ordering ----
 * The missing comparisons come from the class's root comparison r = self <root> other and ==:
 * each derived method is one of these forms of r. */

typedef enum {
  F_NOT_AND_NE, /* not r and self != other */
  F_OR_EQ,      /* r or self == other */
  F_NOT,        /* not r */
  F_NOT_OR_EQ,  /* not r or self == other */
  F_AND_NE      /* r and self != other */
} DeriveForm;

static const char *const order_names[] = {"__lt__", "__le__", "__gt__", "__ge__"};

/* derive[root][target]: the form of target from root (the root itself: unused). */
static const DeriveForm derive[4][4] = {
    /* from __lt__ */ {0, F_OR_EQ, F_NOT_AND_NE, F_NOT},
    /* from __le__ */ {F_AND_NE, 0, F_NOT, F_NOT_OR_EQ},
    /* from __gt__ */ {F_NOT_AND_NE, F_NOT, 0, F_OR_EQ},
    /* from __ge__ */ {F_NOT, F_NOT_OR_EQ, F_AND_NE, 0},
};

/* data: the int root * 4 + target. */
static Value derived_compare(Value data, int argc, const Value *argv, const Kwargs *kw) {
  int root = (int)(data.as.i / 4), target = (int)(data.as.i % 4);
  rt_check_args(order_names[target], argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value self = argv[0], other = argv[1];
  ClassObj *cls = RT_AS(Instance, self)->cls;
  Value method = rt_class_lookup(cls, order_names[root], NULL);
  Value r = rt_call_method(method, self, 1, &other);
  if (rt_is_notimplemented(r)) return r;
  int mark = rt_cleanup_push_value(&r);
  DeriveForm f = derive[root][target];
  bool t = rt_truthy(r);
  Value out;
  if (f == F_NOT) out = rt_bool(!t);
  else if (f == F_NOT_AND_NE) out = t ? rt_bool(false) : rt_binop(RT_OP_NE, self, other);
  else if (f == F_NOT_OR_EQ) out = !t ? rt_bool(true) : rt_binop(RT_OP_EQ, self, other);
  else if (f == F_OR_EQ) out = t ? (rt_incref(r), r) : rt_binop(RT_OP_EQ, self, other);
  else out = !t ? (rt_incref(r), r) : rt_binop(RT_OP_NE, self, other);
  rt_cleanup_pop(mark, true);
  return out;
}

/* Is name defined by the class or a base other than object? */
static bool defines(ClassObj *c, const char *name) {
  ClassObj *owner = NULL;
  Value v = rt_class_lookup(c, name, &owner);
  return !rt_is_undef(v) && owner && !(owner->flags & RT_CLASS_OBJECT);
}

static const char *const ordering_names[] = {"cls"};

static Value c_total_ordering(ARGS) {
  (void)self;
  Value a[1];
  rt_bind_pyargs("total_ordering", argc, argv, kw, 1, ordering_names, 1, a);
  Value cls = a[0];
  if (!rt_is_class(cls)) return (rt_incref(cls), cls);
  ClassObj *c = RT_AS(ClassObj, cls);
  int root = -1;
  for (int k = 0; k < 4 && root < 0; k++) root = defines(c, order_names[k]) ? k : -1;
  if (root < 0) {
    rt_raise(RT_EXC_ValueError, "must define at least one ordering operation: < > <= >=");
  }
  for (int k = 0; k < 4; k++) {
    if (k == root || defines(c, order_names[k])) continue;
    char qual[16]; /* CPython's helper functions' names: _le_from_lt, ... */
    snprintf(qual, sizeof qual, "_%.2s_from_%.2s", order_names[k] + 2, order_names[root] + 2);
    rt_class_set(c, order_names[k],
                 rt_native_method_new(order_names[k], qual, derived_compare, rt_int(root * 4 + k)));
  }
  return (rt_incref(cls), cls);
}

/* ---- the module ---- */

static bool is_partial(Value v) { return rt_is_type(v, &partial_type); }

void rt_functools_module_init(Value m) {
  rt_module_add_fn(m, "reduce", c_reduce);
  rt_module_set(m, "partial",
                rt_native_class("partial", c_partial, is_partial, "<class 'functools.partial'>"));
  rt_module_add_fn(m, "cmp_to_key", c_cmp_to_key);
  rt_module_add_fn(m, "update_wrapper", c_update_wrapper);
  rt_module_add_fn(m, "wraps", c_wraps);
  rt_module_add_fn(m, "total_ordering", c_total_ordering);
  rt_module_set(m, "WRAPPER_ASSIGNMENTS", names_tuple(assigned_default, 5));
  rt_module_set(m, "WRAPPER_UPDATES", names_tuple((const char *const[]){"__dict__"}, 1));
  rt_lru_cache_init(m);
  rt_functools_dispatch_init(m);
}
