/* itertools_comb.c — the combinatoric iterators: product, permutations, combinations and
 * combinations_with_replacement. Each keeps its pools as tuples (as CPython does, so the
 * sources are read once, up front) and an array of indices it advances to the next
 * arrangement in lexicographic order. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "modlib.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef enum { K_PRODUCT, K_PERMUTATIONS, K_COMBINATIONS, K_CWR } CombKind;

typedef struct Comb {
  Obj hdr;
  CombKind kind;
  Value pools; /* a tuple of tuples (product), or a tuple of one tuple */
  int64_t r;   /* items per result */
  int64_t n;   /* the pool's length (not product's) */
  bool started, done;
  int64_t *idx; /* r indices; product: an index into the pool of each position */
  bool *used;   /* permutations: which pool items idx holds */
} Comb;

static void comb_free(Obj *o) {
  Comb *c = (Comb *)o;
  rt_decref(c->pools);
  free(c->idx);
  free(c->used);
  free(c);
}

/* The pool of result position k. */
static Tuple *pool_at(Comb *c, int64_t k) {
  Tuple *pools = RT_AS(Tuple, c->pools);
  return RT_AS(Tuple, pools->items[c->kind == K_PRODUCT ? k % pools->n : 0]);
}

/* ---- advancing the indices: false when there is no next arrangement ---- */

static bool advance_product(Comb *c) {
  for (int64_t k = c->r - 1; k >= 0; k--) {
    if (++c->idx[k] < pool_at(c, k)->n) return true;
    c->idx[k] = 0;
  }
  return false;
}

/* The next r-permutation of 0..n-1 in lexicographic order: the rightmost position that can
 * take a larger unused index takes the smallest such, and the positions after it take the
 * smallest unused indices in increasing order. */
static bool advance_permutations(Comb *c) {
  for (int64_t k = c->r - 1; k >= 0; k--) {
    c->used[c->idx[k]] = false;
    int64_t v = c->idx[k] + 1;
    while (v < c->n && c->used[v]) v++;
    if (v == c->n) continue;
    c->idx[k] = v;
    c->used[v] = true;
    int64_t next = 0;
    for (int64_t j = k + 1; j < c->r; j++) {
      while (c->used[next]) next++;
      c->idx[j] = next;
      c->used[next] = true;
    }
    return true;
  }
  return false;
}

/* Increasing indices: the rightmost one below its largest possible value goes up by one and
 * the following ones restart just after it (with replacement: at it). */
static bool advance_combinations(Comb *c) {
  bool repl = c->kind == K_CWR;
  for (int64_t k = c->r - 1; k >= 0; k--) {
    int64_t top = repl ? c->n - 1 : k + c->n - c->r;
    if (c->idx[k] == top) continue;
    c->idx[k]++;
    for (int64_t j = k + 1; j < c->r; j++) c->idx[j] = repl ? c->idx[k] : c->idx[j - 1] + 1;
    return true;
  }
  return false;
}

static bool comb_next(Value self, Value *out) {
  Comb *c = RT_AS(Comb, self);
  if (c->done) return false;
  if (c->started) {
    bool more = c->kind == K_PRODUCT        ? advance_product(c)
                : c->kind == K_PERMUTATIONS ? advance_permutations(c)
                                            : advance_combinations(c);
    if (!more) {
      c->done = true;
      return false;
    }
  }
  c->started = true;
  Value t = rt_tuple_new(c->r);
  for (int64_t k = 0; k < c->r; k++) {
    Value x = pool_at(c, k)->items[c->idx[k]];
    rt_tuple_set(t, k, (rt_incref(x), x));
  }
  *out = t;
  return true;
}

static Value comb_iter(Value self) { return (rt_incref(self), self); }

static Value comb_repr(Value self) {
  return rt_str_printf("<%s object at %p>", self.as.o->type->name, (void *)self.as.o);
}

#define COMB_TYPE(cname, pyname) \
  static const ObjType cname = { \
      .name = pyname,            \
      .free = comb_free,         \
      .repr = comb_repr,         \
      .iter = comb_iter,         \
      .next = comb_next,         \
  };
COMB_TYPE(product_type, "itertools.product")
COMB_TYPE(permutations_type, "itertools.permutations")
COMB_TYPE(combinations_type, "itertools.combinations")
COMB_TYPE(cwr_type, "itertools.combinations_with_replacement")

static const ObjType *const comb_types[] = {&product_type, &permutations_type,
                                            &combinations_type, &cwr_type};

/* A new iterator over pools (borrowed) with r items per result; the indices start at the
 * first arrangement (done at once when there is none). */
static Value comb_new(CombKind kind, Value pools, int64_t r, int64_t n) {
  Comb *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, comb_types[kind]);
  c->kind = kind;
  c->pools = (rt_incref(pools), pools);
  c->r = r;
  c->n = n;
  c->started = false;
  c->done = false;
  c->idx = NULL;
  c->used = NULL;
  if (kind != K_PRODUCT) c->done = kind == K_CWR ? (n == 0 && r > 0) : r > n;
  Value v = rt_obj(c);
  if (c->done) return v;
  int mark = rt_cleanup_push_value(&v);
  c->idx = rt_calloc((size_t)r + 1, sizeof(int64_t));
  if (kind == K_PERMUTATIONS) c->used = rt_calloc((size_t)n + 1, sizeof(bool));
  rt_cleanup_pop(mark, false);
  for (int64_t k = 0; k < r; k++) {
    if (kind == K_PRODUCT) {
      c->done = c->done || pool_at(c, k)->n == 0;
    } else {
      c->idx[k] = kind == K_CWR ? 0 : k;
      if (kind == K_PERMUTATIONS) c->used[k] = true;
    }
  }
  return v;
}

/* ---- the constructors ---- */

static Value c_product(ARGS) {
  (void)self;
  int64_t repeat = 1;
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "repeat") != 0) {
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for product()",
               kw->names[k]);
    }
    repeat = rt_to_index(kw->values[k], NULL);
  }
  if (repeat < 0) rt_raise(RT_EXC_ValueError, "repeat argument cannot be negative");
  if (argc > 0 && repeat > INT64_MAX / argc) {
    rt_raise(RT_EXC_OverflowError, "repeat argument too large");
  }
  Value pools = rt_tuple_new(argc);
  int mark = rt_cleanup_push_value(&pools);
  for (int k = 0; k < argc; k++) RT_AS(Tuple, pools)->items[k] = rt_it_pool(argv[k]);
  Value v = comb_new(K_PRODUCT, pools, argc * repeat, 0);
  rt_cleanup_pop(mark, true);
  return v;
}

/* One pool from iterable, and r (RT_UNDEF: the pool's length). */
static Value one_pool(CombKind kind, Value iterable, Value rv, bool r_is_int_only) {
  Value pool = rt_it_pool(iterable);
  int mark = rt_cleanup_push_value(&pool);
  int64_t n = RT_AS(Tuple, pool)->n, r = n;
  if (!rt_is_undef(rv) && !rt_is_none(rv)) {
    if (r_is_int_only && !rt_is_intlike(rv)) rt_raise(RT_EXC_TypeError, "Expected int as r");
    r = rt_to_index(rv, NULL);
    if (r < 0) rt_raise(RT_EXC_ValueError, "r must be non-negative");
  }
  Value pools = rt_tuple_new(1);
  rt_tuple_set(pools, 0, pool);
  pool = pools;
  Value v = comb_new(kind, pools, r, n);
  rt_cleanup_pop(mark, true);
  return v;
}

static const char *const perm_names[] = {"iterable", "r"};

static Value c_permutations(ARGS) {
  (void)self;
  Value a[2];
  rt_parse_old("permutations", argc, argv, kw, 2, perm_names, 1, a);
  return one_pool(K_PERMUTATIONS, a[0], a[1], true);
}

static Value c_combinations(ARGS) {
  (void)self;
  Value a[2];
  rt_parse_old("combinations", argc, argv, kw, 2, perm_names, 2, a);
  return one_pool(K_COMBINATIONS, a[0], a[1], false);
}

static Value c_cwr(ARGS) {
  (void)self;
  Value a[2];
  rt_parse_old("combinations_with_replacement", argc, argv, kw, 2, perm_names, 2, a);
  return one_pool(K_CWR, a[0], a[1], false);
}

static bool is_product(Value v) { return rt_is_type(v, &product_type); }
static bool is_permutations(Value v) { return rt_is_type(v, &permutations_type); }
static bool is_combinations(Value v) { return rt_is_type(v, &combinations_type); }
static bool is_cwr(Value v) { return rt_is_type(v, &cwr_type); }

void rt_itertools_comb_init(Value m) {
  rt_module_set(m, "product",
                rt_native_class("product", c_product, is_product, "<class 'itertools.product'>"));
  rt_module_set(m, "permutations",
                rt_native_class("permutations", c_permutations, is_permutations,
                                "<class 'itertools.permutations'>"));
  rt_module_set(m, "combinations",
                rt_native_class("combinations", c_combinations, is_combinations,
                                "<class 'itertools.combinations'>"));
  rt_module_set(m, "combinations_with_replacement",
                rt_native_class("combinations_with_replacement", c_cwr, is_cwr,
                                "<class 'itertools.combinations_with_replacement'>"));
}
