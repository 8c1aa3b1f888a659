/* itertools_group.c — the itertools iterators whose items are shared between several
 * iterators: groupby (with the _grouper it hands out per group) and tee (the _tee iterators
 * over one shared buffer). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "modlib.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static Value self_iter(Value self) { return (rt_incref(self), self); }

static Value default_repr(Value self) {
  return rt_str_printf("<%s object at %p>", self.as.o->type->name, (void *)self.as.o);
}

/* ---- groupby(iterable, key=None) ----
 * The group iterator (a _grouper) reads the groupby's current item; a groupby that moves on
 * to the next group bumps its generation, which ends the groupers handed out before. */

typedef struct GroupBy {
  Obj hdr;
  Value src, keyfn;
  Value tgtkey, currkey, currvalue; /* RT_UNDEF: none yet (tgtkey == currkey when both are) */
  uint64_t gen;
} GroupBy;

typedef struct Grouper {
  Obj hdr;
  Value parent; /* the groupby */
  Value tgtkey;
  uint64_t gen;
} Grouper;

static void groupby_free(Obj *o) {
  GroupBy *g = (GroupBy *)o;
  rt_decref(g->src);
  rt_decref(g->keyfn);
  rt_decref(g->tgtkey);
  rt_decref(g->currkey);
  rt_decref(g->currvalue);
  free(g);
}

static bool same_key(Value a, Value b) {
  if (rt_is_undef(a) || rt_is_undef(b)) return rt_is_undef(a) && rt_is_undef(b);
  return rt_equal(a, b);
}

/* Pull the next item and its key into the groupby; false at the end of the source. */
static bool step(GroupBy *g) {
  Value x;
  if (!rt_next(g->src, &x)) return false;
  int mark = rt_cleanup_push_value(&x);
  Value k = rt_is_none(g->keyfn) ? (rt_incref(x), x) : rt_call(g->keyfn, 1, &x, NULL);
  rt_cleanup_pop(mark, false);
  rt_decref(g->currvalue);
  rt_decref(g->currkey);
  g->currvalue = x;
  g->currkey = k;
  return true;
}

static bool grouper_next(Value self, Value *out) {
  Grouper *gr = RT_AS(Grouper, self);
  GroupBy *g = RT_AS(GroupBy, gr->parent);
  if (gr->gen != g->gen) return false;
  if (rt_is_undef(g->currvalue) && !step(g)) return false;
  if (!same_key(g->currkey, gr->tgtkey)) return false;
  *out = g->currvalue; /* handed on: the next call pulls the following item */
  g->currvalue = rt_undef();
  return true;
}

static void grouper_free(Obj *o) {
  Grouper *gr = (Grouper *)o;
  rt_decref(gr->parent);
  rt_decref(gr->tgtkey);
  free(gr);
}

static const ObjType grouper_type = {
    .name = "itertools._grouper",
    .free = grouper_free,
    .repr = default_repr,
    .iter = self_iter,
    .next = grouper_next,
};

static bool groupby_next(Value self, Value *out) {
  GroupBy *g = RT_AS(GroupBy, self);
  g->gen++;
  /* skip what is left of the current group */
  while (rt_is_undef(g->currvalue) || same_key(g->currkey, g->tgtkey)) {
    if (!step(g)) return false;
  }
  rt_incref(g->currkey);
  rt_decref(g->tgtkey);
  g->tgtkey = g->currkey;
  Grouper *gr = rt_malloc(sizeof *gr);
  rt_obj_init(&gr->hdr, &grouper_type);
  gr->parent = (rt_incref(self), self);
  gr->tgtkey = (rt_incref(g->tgtkey), g->tgtkey);
  gr->gen = g->gen;
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, (rt_incref(g->currkey), g->currkey));
  rt_tuple_set(t, 1, rt_obj(gr));
  *out = t;
  return true;
}

static const ObjType groupby_type = {
    .name = "itertools.groupby",
    .free = groupby_free,
    .repr = default_repr,
    .iter = self_iter,
    .next = groupby_next,
};

static const char *const groupby_names[] = {"iterable", "key"};

static Value c_groupby(ARGS) {
  (void)self;
  Value a[2];
  rt_parse_old("groupby", argc, argv, kw, 2, groupby_names, 1, a);
  Value src = rt_iter(a[0]);
  GroupBy *g = rt_malloc(sizeof *g);
  rt_obj_init(&g->hdr, &groupby_type);
  Value keyfn = rt_is_undef(a[1]) ? rt_none() : a[1];
  g->src = src;
  g->keyfn = (rt_incref(keyfn), keyfn);
  g->tgtkey = g->currkey = g->currvalue = rt_undef();
  g->gen = 0;
  return rt_obj(g);
}

/* ---- tee(iterable, n=2) ----
 * The items pulled from the source go into a chain of chunks; each _tee holds the chunk it
 * reads and its place in it, so a chunk lives as long as some _tee still has to read it. */

#define TEE_CHUNK 56

typedef struct TeeChunk {
  Obj hdr;
  Value src;  /* the shared source iterator */
  Value next; /* the following chunk, RT_UNDEF until an item goes past this one */
  int n;      /* items filled */
  bool done;  /* the source ran out after item n */
  Value items[TEE_CHUNK];
} TeeChunk;

typedef struct Tee {
  Obj hdr;
  Value chunk;
  int pos;
} Tee;

static void chunk_release(TeeChunk *c) {
  rt_decref(c->src);
  for (int k = 0; k < c->n; k++) rt_decref(c->items[k]);
  free(c);
}

/* Frees a chain of chunks iteratively: a _tee far behind the others holds a long chain. */
static void chunk_free(Obj *o) {
  TeeChunk *c = (TeeChunk *)o;
  Value next = c->next;
  chunk_release(c);
  while (rt_is_obj(next) && next.as.o->refcount == 1) {
    TeeChunk *n = RT_AS(TeeChunk, next);
    next = n->next;
    chunk_release(n);
  }
  rt_decref(next);
}

static const ObjType chunk_type = {.name = "itertools._tee_dataobject", .free = chunk_free};

static Value chunk_new(Value src) {
  TeeChunk *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &chunk_type);
  c->src = (rt_incref(src), src);
  c->next = rt_undef();
  c->n = 0;
  c->done = false;
  return rt_obj(c);
}

static bool tee_next(Value self, Value *out) {
  Tee *t = RT_AS(Tee, self);
  TeeChunk *c = RT_AS(TeeChunk, t->chunk);
  if (t->pos == TEE_CHUNK) { /* on to the next chunk */
    if (rt_is_undef(c->next)) c->next = chunk_new(c->src);
    Value next = (rt_incref(c->next), c->next);
    rt_decref(t->chunk);
    t->chunk = next;
    t->pos = 0;
    c = RT_AS(TeeChunk, next);
  }
  if (t->pos == c->n) { /* the first _tee this far pulls from the source */
    Value x;
    if (c->done || !rt_next(c->src, &x)) {
      c->done = true;
      return false;
    }
    c->items[c->n++] = x;
  }
  *out = c->items[t->pos++];
  rt_incref(*out);
  return true;
}

static void tee_free(Obj *o) {
  rt_decref(((Tee *)o)->chunk);
  free(o);
}

static const ObjType tee_type = {
    .name = "itertools._tee",
    .free = tee_free,
    .repr = default_repr,
    .iter = self_iter,
    .next = tee_next,
};

static Value tee_at(Value chunk, int pos) {
  Tee *t = rt_malloc(sizeof *t);
  rt_obj_init(&t->hdr, &tee_type);
  t->chunk = (rt_incref(chunk), chunk);
  t->pos = pos;
  return rt_obj(t);
}

static Value c_tee(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "itertools.tee() takes no keyword arguments");
  rt_check_args("tee", argc, kw, 1, 2, RT_ARGS_CLINIC);
  int64_t n = argc == 2 ? rt_to_index(argv[1], NULL) : 2;
  if (n < 0) rt_raise(RT_EXC_ValueError, "n must be >= 0");
  Value src = rt_iter(argv[0]);
  int mark = rt_cleanup_push_value(&src);
  Value out = rt_tuple_new(n);
  rt_cleanup_push_value(&out);
  if (n > 0) {
    /* a _tee is the first result itself, and the others copy it (CPython's __copy__) */
    Value first;
    if (rt_is_type(src, &tee_type)) {
      first = (rt_incref(src), src);
    } else {
      Value chunk = chunk_new(src);
      first = tee_at(chunk, 0);
      rt_decref(chunk);
    }
    rt_tuple_set(out, 0, first);
    Tee *t = RT_AS(Tee, first);
    for (int64_t k = 1; k < n; k++) rt_tuple_set(out, k, tee_at(t->chunk, t->pos));
  }
  rt_cleanup_pop(mark, false);
  rt_decref(src);
  return out;
}

static bool is_groupby(Value v) { return rt_is_type(v, &groupby_type); }

void rt_itertools_group_init(Value m) {
  rt_module_set(m, "groupby",
                rt_native_class("groupby", c_groupby, is_groupby, "<class 'itertools.groupby'>"));
  rt_module_add_fn(m, "tee", c_tee);
}
