/* heapq.c — the heapq module: a binary min-heap kept in a plain list (heappush, heappop,
 * heapify, heappushpop, heapreplace), nlargest/nsmallest and merge. The sift loops follow the
 * algorithm heapq documents (heappop moves the hole down to a leaf, then sifts the last item
 * up), so a heap list prints in the same order as CPython's. Items compare with `<` only. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* a < b as a bool; both are held across the comparison (it may change the list). */
static bool less(Value a, Value b) {
  rt_incref(a);
  rt_incref(b);
  Value r = rt_binop(RT_OP_LT, a, b);
  int mark = rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  bool t = rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return t;
}

/* items[i] < items[j] of list h whose length must stay n. */
static bool item_less(Value h, int64_t n, int64_t i, int64_t j) {
  bool t = less(RT_AS(List, h)->items[i], RT_AS(List, h)->items[j]);
  if (RT_AS(List, h)->n != n) rt_raise(RT_EXC_RuntimeError, "list changed size during iteration");
  return t;
}

static void swap(Value h, int64_t i, int64_t j) {
  Value *it = RT_AS(List, h)->items, t = it[i];
  it[i] = it[j];
  it[j] = t;
}

/* The item at pos moves towards the root while it is less than its parent (not past start). */
static void sift_down(Value h, int64_t start, int64_t pos) {
  int64_t n = RT_AS(List, h)->n;
  while (pos > start) {
    int64_t parent = (pos - 1) >> 1;
    if (!item_less(h, n, pos, parent)) break;
    swap(h, pos, parent);
    pos = parent;
  }
}

/* The hole at pos goes down to a leaf along the smaller children, then the item that was at
 * pos sifts back up from there. */
static void sift_up(Value h, int64_t pos) {
  int64_t n = RT_AS(List, h)->n, start = pos, child = 2 * pos + 1;
  while (child < n) {
    int64_t right = child + 1;
    if (right < n && !item_less(h, n, child, right)) child = right;
    swap(h, pos, child);
    pos = child;
    child = 2 * pos + 1;
  }
  sift_down(h, start, pos);
}

static void need_list(const char *fname, Value v) {
  if (!rt_is_list(v)) {
    rt_raise(RT_EXC_TypeError, "%s() argument 1 must be list, not %s", fname, rt_type_name(v));
  }
}

static Value h_heappush(ARGS) {
  (void)self;
  rt_check_args("heappush", argc, kw, 2, 2, RT_ARGS_CLINIC);
  need_list("heappush", argv[0]);
  rt_list_append(argv[0], argv[1]);
  sift_down(argv[0], 0, RT_AS(List, argv[0])->n - 1);
  return rt_none();
}

/* Removes and returns the last item (a new reference); IndexError when empty. */
static Value pop_last(Value h) {
  List *l = RT_AS(List, h);
  if (l->n == 0) rt_raise(RT_EXC_IndexError, "index out of range");
  return l->items[--l->n];
}

static Value h_heappop(ARGS) {
  (void)self;
  rt_check_args("heappop", argc, kw, 1, 1, RT_ARGS_ONE);
  need_list("heappop", argv[0]);
  Value last = pop_last(argv[0]);
  List *l = RT_AS(List, argv[0]);
  if (l->n == 0) return last;
  Value top = l->items[0];
  l->items[0] = last;
  int mark = rt_cleanup_push_value(&top);
  sift_up(argv[0], 0);
  rt_cleanup_pop(mark, false);
  return top;
}

static Value h_heapify(ARGS) {
  (void)self;
  rt_check_args("heapify", argc, kw, 1, 1, RT_ARGS_ONE);
  need_list("heapify", argv[0]);
  for (int64_t i = RT_AS(List, argv[0])->n / 2 - 1; i >= 0; i--) sift_up(argv[0], i);
  return rt_none();
}

/* Puts item at the root and returns the old root (a new reference) after sifting. */
static Value replace_root(Value h, Value item) {
  List *l = RT_AS(List, h);
  Value top = l->items[0];
  l->items[0] = (rt_incref(item), item);
  int mark = rt_cleanup_push_value(&top);
  sift_up(h, 0);
  rt_cleanup_pop(mark, false);
  return top;
}

static Value h_heapreplace(ARGS) {
  (void)self;
  rt_check_args("heapreplace", argc, kw, 2, 2, RT_ARGS_CLINIC);
  need_list("heapreplace", argv[0]);
  if (RT_AS(List, argv[0])->n == 0) rt_raise(RT_EXC_IndexError, "index out of range");
  return replace_root(argv[0], argv[1]);
}

static Value h_heappushpop(ARGS) {
  (void)self;
  rt_check_args("heappushpop", argc, kw, 2, 2, RT_ARGS_CLINIC);
  need_list("heappushpop", argv[0]);
  List *l = RT_AS(List, argv[0]);
  if (l->n == 0 || !less(l->items[0], argv[1])) return (rt_incref(argv[1]), argv[1]);
  if (RT_AS(List, argv[0])->n == 0) rt_raise(RT_EXC_IndexError, "index out of range");
  return replace_root(argv[0], argv[1]);
}

/* ---- nlargest, nsmallest: the first n of the stable sort, as heapq documents them ---- */

static const char *const nbest_names[] = {"n", "iterable", "key"};

static Value n_best(const char *fname, int argc, const Value *argv, const Kwargs *kw, bool largest) {
  Value a[3];
  py_parse_pyargs(fname, argc, argv, kw, 3, nbest_names, 2, a);
  int64_t n = rt_to_index(a[0], "n");
  Value key = rt_is_undef(a[2]) ? rt_none() : a[2];
  Value it = rt_iter(a[1]);
  int mark = rt_cleanup_push_value(&it);
  Value out = rt_list_new(0);
  rt_cleanup_push_value(&out);
  Value x;
  while (rt_next(it, &x)) {
    rt_list_append(out, x);
    rt_decref(x);
  }
  if (n > 0) rt_list_sort(out, key, largest);
  List *l = RT_AS(List, out);
  while (l->n > n) rt_decref(l->items[--l->n]);
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  return out;
}

static Value h_nlargest(ARGS) {
  (void)self;
  return n_best("nlargest", argc, argv, kw, true);
}

static Value h_nsmallest(ARGS) {
  (void)self;
  return n_best("nsmallest", argc, argv, kw, false);
}

/* ---- merge(*iterables, key=None, reverse=False): lazily, ties to the earlier iterable ---- */

typedef struct Merge {
  Obj hdr;
  int n;
  Value key;       /* None or a callable */
  bool reverse;
  Value *its;      /* the iterators; RT_UNDEF once exhausted */
  Value *heads;    /* each iterator's next item (RT_UNDEF: not pulled yet or exhausted) */
  Value *keys;     /* key(head), or the head itself when there is no key */
} Merge;

static void merge_free(Obj *o) {
  Merge *m = (Merge *)o;
  for (int k = 0; k < m->n; k++) {
    rt_decref(m->its[k]);
    rt_decref(m->heads[k]);
    rt_decref(m->keys[k]);
  }
  rt_decref(m->key);
  free(m->its);
  free(m);
}

/* Pulls iterator k's next item into heads[k]/keys[k] (or marks it exhausted). */
static void merge_fill(Merge *m, int k) {
  Value x;
  if (!rt_next(m->its[k], &x)) {
    rt_decref(m->its[k]);
    m->its[k] = rt_undef();
    return;
  }
  m->heads[k] = x;
  m->keys[k] = rt_is_none(m->key) ? (rt_incref(x), x) : rt_call(m->key, 1, &x, NULL);
}

static bool merge_next(Value self, Value *out) {
  Merge *m = RT_AS(Merge, self);
  int best = -1;
  for (int k = 0; k < m->n; k++) {
    if (rt_is_undef(m->heads[k]) && !rt_is_undef(m->its[k])) merge_fill(m, k);
    if (rt_is_undef(m->heads[k])) continue;
    if (best < 0 || (m->reverse ? less(m->keys[best], m->keys[k]) : less(m->keys[k], m->keys[best]))) best = k;
  }
  if (best < 0) return false;
  *out = m->heads[best];
  rt_decref(m->keys[best]);
  m->heads[best] = m->keys[best] = rt_undef();
  return true;
}

static Value merge_self(Value self) { return (rt_incref(self), self); }

static Value merge_repr(Value self) {
  return rt_str_printf("<generator object merge at %p>", (void *)self.as.o);
}

static const ObjType merge_type = {
    .name = "generator",
    .free = merge_free,
    .repr = merge_repr,
    .iter = merge_self,
    .next = merge_next,
};

static Value h_merge(ARGS) {
  (void)self;
  Value key = rt_none();
  bool reverse = false;
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "key") == 0) key = kw->values[k];
    else if (strcmp(kw->names[k], "reverse") == 0) reverse = rt_truthy(kw->values[k]);
    else rt_raise(RT_EXC_TypeError, "merge() got an unexpected keyword argument '%s'", kw->names[k]);
  }
  Merge *m = rt_calloc(1, sizeof *m);
  rt_obj_init(&m->hdr, &merge_type);
  m->key = (rt_incref(key), key);
  m->reverse = reverse;
  m->its = rt_malloc(sizeof(Value) * 3 * (size_t)(argc + 1));
  m->heads = m->its + argc;
  m->keys = m->heads + argc;
  for (int k = 0; k < argc; k++) m->its[k] = m->heads[k] = m->keys[k] = rt_undef();
  Value r = rt_obj(m);
  int mark = rt_cleanup_push_value(&r);
  for (int k = 0; k < argc; k++, m->n++) m->its[k] = rt_iter(argv[k]);
  rt_cleanup_pop(mark, false);
  return r;
}

void rt_heapq_module_init(Value m) {
  rt_module_add_fn(m, "heappush", h_heappush);
  rt_module_add_fn(m, "heappop", h_heappop);
  rt_module_add_fn(m, "heapify", h_heapify);
  rt_module_add_fn(m, "heapreplace", h_heapreplace);
  rt_module_add_fn(m, "heappushpop", h_heappushpop);
  rt_module_add_fn(m, "nlargest", h_nlargest);
  rt_module_add_fn(m, "nsmallest", h_nsmallest);
  rt_module_add_fn(m, "merge", h_merge);
}
