/* lru_cache.c — functools.lru_cache and functools.cache: the _lru_cache_wrapper object (a
 * call looks the arguments up in a dict, and a bounded cache keeps its entries in a
 * doubly-linked recency list so the least recently used one goes first), cache_info()'s
 * CacheInfo, cache_clear() and cache_parameters(). Keys are made as CPython makes them, so
 * f(1) and f(1.0) are two entries and f(1.0) and f(True) one. A wrapper found on a class
 * binds as a method, as CPython's does. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/gc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "modlib.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* ---- CacheInfo(hits, misses, maxsize, currsize): a named tuple ---- */

typedef struct CacheInfo {
  Obj hdr;
  Value t; /* the tuple of the four values */
} CacheInfo;

static const char *const info_fields[] = {"hits", "misses", "maxsize", "currsize"};

static void info_free(Obj *o) {
  rt_decref(((CacheInfo *)o)->t);
  free(o);
}

static Value info_repr(Value self) {
  Tuple *t = RT_AS(Tuple, RT_AS(CacheInfo, self)->t);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "CacheInfo(");
  for (int k = 0; k < 4; k++) {
    rt_sb_printf(&sb, "%s%s=", k ? ", " : "", info_fields[k]);
    rt_sb_repr(&sb, t->items[k]);
  }
  rt_sb_puts(&sb, ")");
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

static Value info_getattr(Value self, const char *name) {
  Tuple *t = RT_AS(Tuple, RT_AS(CacheInfo, self)->t);
  for (int k = 0; k < 4; k++) {
    if (strcmp(name, info_fields[k]) == 0) return (rt_incref(t->items[k]), t->items[k]);
  }
  return rt_undef();
}

static Value info_getitem(Value self, Value key) { return rt_getitem(RT_AS(CacheInfo, self)->t, key); }
static int64_t info_len(Value self) { (void)self; return 4; }
static Value info_iter(Value self) { return rt_iter(RT_AS(CacheInfo, self)->t); }

static const ObjType info_type;

/* Compares and hashes as its tuple. */
static Value info_binop(BinOp op, Value a, Value b) {
  if (rt_is_type(a, &info_type)) a = RT_AS(CacheInfo, a)->t;
  if (rt_is_type(b, &info_type)) b = RT_AS(CacheInfo, b)->t;
  if (op < RT_OP_EQ && !(op == RT_OP_ADD && rt_is_tuple(a) && rt_is_tuple(b))) return rt_undef();
  return rt_binop(op, a, b);
}

static int64_t info_hash(Value self) { return rt_hash(RT_AS(CacheInfo, self)->t); }

static const ObjType info_type = {
    .name = "CacheInfo",
    .free = info_free,
    .repr = info_repr,
    .getattr = info_getattr,
    .getitem = info_getitem,
    .iter = info_iter,
    .len = info_len,
    .binop = info_binop,
    .hash = info_hash,
};

/* ---- the wrapper ---- */

typedef struct LruNode {
  Value key, result;
  int64_t prev, next; /* -1: none */
} LruNode;

typedef struct Lru {
  Obj hdr;
  Value fn;
  Value cache;     /* dict: key → result (unbounded), key → node index as an int (bounded) */
  int64_t maxsize; /* -1: unbounded */
  bool typed;
  int64_t hits, misses;
  LruNode *nodes;  /* bounded: up to maxsize nodes */
  int64_t nnodes, cap, head, tail; /* head: the least recently used */
} Lru;

static void clear_nodes(Lru *l) {
  for (int64_t k = 0; k < l->nnodes; k++) {
    rt_decref(l->nodes[k].key);
    rt_decref(l->nodes[k].result);
  }
  free(l->nodes);
  l->nodes = NULL;
  l->nnodes = l->cap = 0;
  l->head = l->tail = -1;
}

static void lru_free(Obj *o) {
  Lru *l = (Lru *)o;
  rt_decref(l->fn);
  rt_decref(l->cache);
  clear_nodes(l);
  free(l);
}

/* ---- the key of a call ---- */

/* Marks where the keywords start in a key: equal only to itself, hashed by identity. */
static void static_free(Obj *o) { (void)o; }
static const ObjType kwd_mark_type = {.name = "object", .free = static_free};
static Obj kwd_mark = {&kwd_mark_type, 1, 0};

static Value type_of(Value v) {
  Value type = rt_builtin_lookup("type");
  return rt_call(type, 1, &v, NULL);
}

static Value make_key(Lru *l, int argc, const Value *argv, const Kwargs *kw) {
  int nkw = kw ? kw->n : 0;
  if (argc == 1 && nkw == 0 && !l->typed &&
      (argv[0].tag == RT_INT || rt_is_bigint(argv[0]) || rt_is_str(argv[0]))) {
    return (rt_incref(argv[0]), argv[0]); /* CPython's fast path: the argument itself */
  }
  int64_t n = argc + (nkw ? 1 + 2 * nkw : 0) + (l->typed ? argc + nkw : 0);
  Value key = rt_tuple_new(n);
  int mark = rt_cleanup_push_value(&key);
  Value *items = RT_AS(Tuple, key)->items;
  int64_t at = 0;
  for (int k = 0; k < argc; k++) items[at++] = (rt_incref(argv[k]), argv[k]);
  if (nkw) items[at++] = rt_obj(&kwd_mark);
  for (int k = 0; k < nkw; k++) {
    items[at++] = rt_str_from_c(kw->names[k]);
    items[at++] = (rt_incref(kw->values[k]), kw->values[k]);
  }
  for (int k = 0; l->typed && k < argc; k++) items[at++] = type_of(argv[k]);
  for (int k = 0; l->typed && k < nkw; k++) items[at++] = type_of(kw->values[k]);
  rt_cleanup_pop(mark, false);
  return key;
}

/* ---- the recency list (bounded caches) ---- */

static void unlink_node(Lru *l, int64_t i) {
  LruNode *n = &l->nodes[i];
  if (n->prev >= 0) l->nodes[n->prev].next = n->next;
  else l->head = n->next;
  if (n->next >= 0) l->nodes[n->next].prev = n->prev;
  else l->tail = n->prev;
}

static void append_node(Lru *l, int64_t i) {
  l->nodes[i].prev = l->tail;
  l->nodes[i].next = -1;
  if (l->tail >= 0) l->nodes[l->tail].next = i;
  else l->head = i;
  l->tail = i;
}

/* Remember key → result (both borrowed) as the most recent entry, evicting the least recent
 * one when the cache is full. */
static void remember(Lru *l, Value key, Value result) {
  int64_t i;
  if (l->nnodes < l->maxsize) {
    if (l->nnodes == l->cap) {
      int64_t cap = l->cap ? l->cap * 2 : 8;
      if (cap > l->maxsize) cap = l->maxsize;
      l->nodes = rt_realloc(l->nodes, sizeof(LruNode) * (size_t)cap);
      l->cap = cap;
    }
    i = l->nnodes++;
    l->nodes[i].key = l->nodes[i].result = rt_none();
  } else {
    i = l->head;
    unlink_node(l, i);
    rt_dict_del(l->cache, l->nodes[i].key);
  }
  Value old_key = l->nodes[i].key, old_result = l->nodes[i].result;
  l->nodes[i].key = (rt_incref(key), key);
  l->nodes[i].result = (rt_incref(result), result);
  append_node(l, i);
  rt_dict_set(l->cache, key, rt_int(i));
  rt_decref(old_key); /* last: freeing them may run Python code (__del__-free, but repr-free) */
  rt_decref(old_result);
}

static Value lru_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Lru *l = RT_AS(Lru, self);
  if (l->maxsize == 0) {
    l->misses++;
    return rt_call(l->fn, argc, argv, kw);
  }
  Value key = make_key(l, argc, argv, kw);
  int mark = rt_cleanup_push_value(&key);
  Value found = rt_dict_get(l->cache, key);
  if (!rt_is_undef(found)) {
    l->hits++;
    if (l->maxsize > 0) {
      unlink_node(l, found.as.i);
      append_node(l, found.as.i);
      found = l->nodes[found.as.i].result;
    }
    rt_cleanup_pop(mark, true);
    return (rt_incref(found), found);
  }
  l->misses++;
  Value fn = (rt_incref(l->fn), l->fn);
  rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, kw);
  int rmark = rt_cleanup_push_value(&r);
  /* a recursive call may have cached this key meanwhile: then the entry stays as it is */
  if (rt_is_undef(rt_dict_get(l->cache, key))) {
    if (l->maxsize < 0) rt_dict_set(l->cache, key, r);
    else remember(l, key, r);
  }
  rt_cleanup_pop(rmark, false);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value lru_cache_info(ARGS) {
  (void)argv;
  rt_check_args("cache_info", argc, kw, 0, 0, RT_ARGS_NONE);
  Lru *l = RT_AS(Lru, self);
  Value t = rt_tuple_new(4);
  rt_tuple_set(t, 0, rt_int(l->hits));
  rt_tuple_set(t, 1, rt_int(l->misses));
  rt_tuple_set(t, 2, l->maxsize < 0 ? rt_none() : rt_int(l->maxsize));
  rt_tuple_set(t, 3, rt_int(rt_dict_len(l->cache)));
  CacheInfo *info = rt_malloc(sizeof *info);
  rt_obj_init(&info->hdr, &info_type);
  info->t = t;
  return rt_obj(info);
}

static Value lru_cache_clear(ARGS) {
  (void)argv;
  rt_check_args("cache_clear", argc, kw, 0, 0, RT_ARGS_NONE);
  Lru *l = RT_AS(Lru, self);
  Value old = l->cache;
  l->cache = rt_dict_new();
  l->hits = l->misses = 0;
  clear_nodes(l);
  rt_decref(old);
  return rt_none();
}

static Value lru_cache_parameters(ARGS) {
  (void)argv;
  rt_check_args("cache_parameters", argc, kw, 0, 0, RT_ARGS_NONE);
  Lru *l = RT_AS(Lru, self);
  Value d = rt_dict_new();
  rt_dict_set_str(d, "maxsize", l->maxsize < 0 ? rt_none() : rt_int(l->maxsize));
  rt_dict_set_str(d, "typed", rt_bool(l->typed));
  return d;
}

/* cache_info and friends; the wrapped function's names and docstring, as update_wrapper
 * copies them. */
static Value lru_getattr(Value self, const char *name) {
  Lru *l = RT_AS(Lru, self);
  if (strcmp(name, "cache_info") == 0) return rt_native_bind("cache_info", lru_cache_info, self);
  if (strcmp(name, "cache_clear") == 0) return rt_native_bind("cache_clear", lru_cache_clear, self);
  if (strcmp(name, "cache_parameters") == 0) {
    return rt_native_bind("cache_parameters", lru_cache_parameters, self);
  }
  if (strcmp(name, "__wrapped__") == 0) return (rt_incref(l->fn), l->fn);
  static const char *const copied[] = {"__module__", "__name__", "__qualname__", "__doc__"};
  for (int k = 0; k < 4; k++) {
    Value v;
    if (strcmp(name, copied[k]) == 0 && rt_try_getattr(l->fn, name, &v)) return v;
  }
  return rt_undef();
}

static Value lru_repr(Value self) {
  return rt_str_printf("<functools._lru_cache_wrapper object at %p>", (void *)self.as.o);
}

/* The cycle collector (gc.h): a cached recursive inner function names its wrapper through a
 * closure cell; cached keys and results may hold it too. The cache dict is cleared as a
 * container of its own. */
static void lru_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Lru *l = (Lru *)o;
  visit(l->fn, arg);
  visit(l->cache, arg);
  for (int64_t k = 0; k < l->nnodes; k++) {
    visit(l->nodes[k].key, arg);
    visit(l->nodes[k].result, arg);
  }
}

static void lru_clear(Obj *o) {
  Lru *l = (Lru *)o;
  Value fn = l->fn;
  l->fn = rt_none();
  clear_nodes(l);
  rt_decref(fn);
}

static const ObjType lru_type = {
    .name = "functools._lru_cache_wrapper",
    .traverse = lru_traverse,
    .clear = lru_clear,
    .free = lru_free,
    .repr = lru_repr,
    .getattr = lru_getattr,
    .call = lru_call,
};

static bool is_callable(Value v) {
  if (rt_is_instance(v)) return rt_instance_callable(v);
  return rt_is_obj(v) && v.as.o->type->call != NULL;
}

static Value lru_new(Value fn, int64_t maxsize, bool typed) {
  if (!is_callable(fn)) {
    rt_raise(RT_EXC_TypeError, "the first argument must be callable");
  }
  Lru *l = rt_malloc(sizeof *l);
  rt_obj_init(&l->hdr, &lru_type);
  l->fn = (rt_incref(fn), fn);
  l->cache = rt_dict_new();
  l->maxsize = maxsize;
  l->typed = typed;
  l->hits = l->misses = 0;
  l->nodes = NULL;
  l->nnodes = l->cap = 0;
  l->head = l->tail = -1;
  rt_gc_track(&l->hdr);
  return rt_obj(l);
}

/* ---- lru_cache(maxsize=128, typed=False), lru_cache(user_function), cache(f) ---- */

/* The decorator lru_cache(maxsize, typed) returns; self is (maxsize, typed). */
static Value lru_decorator(ARGS) {
  rt_check_args("decorating_function", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Tuple *t = RT_AS(Tuple, self);
  return lru_new(argv[0], t->items[0].as.i, t->items[1].as.b);
}

static const char *const lru_names[] = {"maxsize", "typed"};

static Value c_lru_cache(ARGS) {
  (void)self;
  if (argc > 2) {
    rt_raise(RT_EXC_TypeError,
             "lru_cache() takes from 0 to 2 positional arguments but %d were given", argc);
  }
  Value a[2];
  rt_parse_args("lru_cache", argc, argv, kw, 2, lru_names, 0, a);
  bool typed = !rt_is_undef(a[1]) && rt_truthy(a[1]);
  Value m = rt_is_undef(a[0]) ? rt_int(128) : a[0];
  if (is_callable(m)) {
    rt_class_register_method_type(&lru_type);
    return lru_new(m, 128, typed); /* @lru_cache without parentheses */
  }
  int64_t maxsize;
  if (rt_is_none(m)) {
    maxsize = -1;
  } else if (m.tag == RT_INT || m.tag == RT_BOOL || rt_is_bigint(m)) {
    if (!rt_int_to_i64(m, &maxsize)) maxsize = rt_int_sign(m) < 0 ? 0 : INT64_MAX;
    if (maxsize < 0) maxsize = 0;
  } else {
    rt_raise(RT_EXC_TypeError, "Expected first argument to be an integer, a callable, or None");
  }
  rt_class_register_method_type(&lru_type);
  Value opts[2] = {rt_int(maxsize), rt_bool(typed)};
  Value t = rt_tuple_from(2, opts);
  Value d = rt_native_bind("decorating_function", lru_decorator, t);
  rt_decref(t);
  return d;
}

static Value c_cache(ARGS) {
  (void)self;
  if (argc == 0 && !(kw && kw->n)) {
    rt_raise(RT_EXC_TypeError, "cache() missing 1 required positional argument: 'user_function'");
  }
  rt_check_args("cache", argc, kw, 1, 1, RT_ARGS_CLINIC);
  rt_class_register_method_type(&lru_type);
  return lru_new(argv[0], -1, false);
}

void rt_lru_cache_init(Value m) {
  rt_module_add_fn(m, "lru_cache", c_lru_cache);
  rt_module_add_fn(m, "cache", c_cache);
}
