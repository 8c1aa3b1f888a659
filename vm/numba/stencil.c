/* stencil.c — numba.stencil (Numba 0.56's @stencil): a kernel written with relative indices
 * (a[-1, 0] is the neighbour above the current element) applied at every element whose
 * neighbourhood lies inside the arrays, the border filled with cval (0 by default). Options:
 * neighborhood=((lo, hi), ...) (required when an index is not a constant), cval,
 * standard_indexing=(names of arguments indexed as usual), func_or_mode='constant' (the only
 * mode Numba has); the call takes out= as well.
 *
 * The kernel runs in the interpreter, once per interior element, with each relatively indexed
 * array argument replaced by a view whose [] adds the current element's index (RelView). The
 * neighbourhood comes from the kernel's constant indices, as Numba's analysis finds it, unless
 * given. The output's dtype is the type of the kernel's first result (Numba's inferred return
 * type; the interpreter's NumPy 1.x promotion gives the same), or the first array's dtype when
 * no element is interior. A @jit function calling a stencil runs in the interpreter tier. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../host/vm_engine.h"
#include "../np/array.h"
#include "../obj/complex.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "numba_module.h"

#define ST_MAXARGS 16

typedef struct Stencil {
  Obj hdr;
  Value fn;                 /* the kernel; RT_UNDEF for stencil(options) awaiting its function */
  int nbhd;                 /* dimensions of neighborhood=, 0 when not given */
  int64_t lo[RT_MAXDIM], hi[RT_MAXDIM];
  Value cval;               /* RT_UNDEF: 0 */
  Value standard;           /* standard_indexing: a tuple or list of names, or RT_UNDEF */
} Stencil;

/* An array argument as the kernel sees it: a[rel] reads arr[center + rel]. */
typedef struct RelView {
  Obj hdr;
  Value arr;
  int64_t center[RT_MAXDIM];
} RelView;

/* ---- the relatively indexed view ---- */

static void relview_free(Obj *o) {
  rt_decref(((RelView *)o)->arr);
  free(o);
}

static Value relview_getitem(Value self, Value key) {
  const RelView *v = RT_AS(RelView, self);
  const Array *a = RT_AS(Array, v->arr);
  int n = rt_is_tuple(key) ? (int)RT_AS(Tuple, key)->n : 1;
  if (n != a->ndim)
    rt_raise(RT_EXC_IndexError, "stencil kernel index has %d dimension%s for a %d-dimensional array", n, n == 1 ? "" : "s",
             a->ndim);
  char *p = a->data;
  for (int k = 0; k < n; k++) {
    int64_t i = v->center[k] + rt_to_index(rt_is_tuple(key) ? RT_AS(Tuple, key)->items[k] : key, "stencil index");
    if (i < 0 || i >= a->shape[k])
      rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis %d with size %lld", (long long)i, k,
               (long long)a->shape[k]);
    p += i * a->strides[k];
  }
  return rt_npscalar_new(a->dtype, p);
}

static const ObjType relview_type = {.name = "StencilRelativeArray", .free = relview_free, .getitem = relview_getitem};

/* ---- the neighbourhood of the kernel's constant indices ---- */

typedef struct Scan {
  const FuncNode *fn;
  const bool *relative; /* per parameter */
  int ndim;
  int64_t lo[RT_MAXDIM], hi[RT_MAXDIM];
  bool non_constant;
} Scan;

static bool const_int(const Expr *e, int64_t *out) {
  if (e->kind == EX_INT) return *out = e->as.i, true;
  if (e->kind == EX_UNARY && e->as.unary.op == RT_UOP_NEG && e->as.unary.operand->kind == EX_INT)
    return *out = -e->as.unary.operand->as.i, true;
  return false;
}

static bool is_relative_name(const Scan *s, const Expr *e) {
  if (e->kind != EX_NAME) return false;
  for (int k = 0; k < s->fn->nparams; k++)
    if (s->relative[k] && strcmp(s->fn->params[k], e->as.name.id) == 0) return true;
  return false;
}

/* Numba's kernel size starts at 0 in every dimension and widens to each constant index. */
static void note_index(Scan *s, const Expr *index) {
  int n = index->kind == EX_TUPLE ? index->as.seq.n : 1;
  if (n > s->ndim) n = s->ndim;
  for (int k = 0; k < n; k++) {
    int64_t v;
    if (!const_int(index->kind == EX_TUPLE ? index->as.seq.items[k] : index, &v)) {
      s->non_constant = true;
      return;
    }
    if (v < s->lo[k]) s->lo[k] = v;
    if (v > s->hi[k]) s->hi[k] = v;
  }
}

static void scan_expr(Scan *s, const Expr *e);

static void scan_exprs(Scan *s, Expr *const *v, int n) {
  for (int k = 0; k < n; k++)
    if (v[k]) scan_expr(s, v[k]);
}

static void scan_expr(Scan *s, const Expr *e) {
  switch (e->kind) {
  case EX_BINOP: scan_expr(s, e->as.binop.left), scan_expr(s, e->as.binop.right); break;
  case EX_UNARY: scan_expr(s, e->as.unary.operand); break;
  case EX_BOOLOP: scan_expr(s, e->as.boolop.left), scan_expr(s, e->as.boolop.right); break;
  case EX_COMPARE: scan_exprs(s, e->as.compare.operands, e->as.compare.n); break;
  case EX_IFEXP: scan_expr(s, e->as.ifexp.test), scan_expr(s, e->as.ifexp.body), scan_expr(s, e->as.ifexp.orelse); break;
  case EX_CALL:
    scan_expr(s, e->as.call.func);
    scan_exprs(s, e->as.call.args, e->as.call.nargs);
    scan_exprs(s, e->as.call.kwvalues, e->as.call.nkw);
    break;
  case EX_ATTR: scan_expr(s, e->as.attr.obj); break;
  case EX_SUBSCRIPT:
    if (is_relative_name(s, e->as.subscript.obj)) note_index(s, e->as.subscript.index);
    else scan_expr(s, e->as.subscript.obj);
    scan_expr(s, e->as.subscript.index);
    break;
  case EX_TUPLE: case EX_LIST: scan_exprs(s, e->as.seq.items, e->as.seq.n); break;
  default: break;
  }
}

static void scan_block(Scan *s, Stmt *const *body, int n);

static void scan_stmt(Scan *s, const Stmt *st) {
  switch (st->kind) {
  case ST_EXPR: scan_expr(s, st->as.expr); break;
  case ST_ASSIGN: scan_expr(s, st->as.assign.value), scan_exprs(s, st->as.assign.targets, st->as.assign.ntargets); break;
  case ST_AUGASSIGN: scan_expr(s, st->as.aug.target), scan_expr(s, st->as.aug.value); break;
  case ST_IF: case ST_WHILE:
    scan_expr(s, st->as.cond.test);
    scan_block(s, st->as.cond.body.items, st->as.cond.body.n);
    scan_block(s, st->as.cond.orelse.items, st->as.cond.orelse.n);
    break;
  case ST_FOR:
    scan_expr(s, st->as.loop.iter);
    scan_block(s, st->as.loop.body.items, st->as.loop.body.n);
    scan_block(s, st->as.loop.orelse.items, st->as.loop.orelse.n);
    break;
  case ST_RETURN: if (st->as.ret) scan_expr(s, st->as.ret); break;
  default: break;
  }
}

static void scan_block(Scan *s, Stmt *const *body, int n) {
  for (int k = 0; k < n; k++) scan_stmt(s, body[k]);
}

/* The neighbourhood into lo/hi for arrays of ndim dimensions: neighborhood= or the kernel's
 * constant indices (Numba's NumbaValueError when one is not constant). */
static void neighbourhood(const Stencil *st, const bool *relative, int ndim, int64_t *lo, int64_t *hi) {
  if (st->nbhd) {
    if (st->nbhd != ndim)
      rt_raise(RT_EXC_ValueError, "%d dimensional neighborhood specified for %d dimensional input array", st->nbhd, ndim);
    memcpy(lo, st->lo, sizeof st->lo);
    memcpy(hi, st->hi, sizeof st->hi);
    return;
  }
  const FuncNode *fn = vm_function_node(st->fn);
  Scan s = {.fn = fn, .relative = relative, .ndim = ndim};
  if (fn) scan_block(&s, fn->body, fn->nbody);
  if (s.non_constant) rt_raise(RT_EXC_NumbaValueError, "stencil kernel index is not constant, 'neighborhood' option required");
  memcpy(lo, s.lo, sizeof s.lo);
  memcpy(hi, s.hi, sizeof s.hi);
}

/* ---- applying it ---- */

/* The dtype the kernel's result r stands for. */
static DType result_dtype(Value r) {
  if (rt_is_npscalar(r)) return RT_AS(NpScalar, r)->dtype;
  if (r.tag == RT_BOOL) return DT_BOOL;
  if (r.tag == RT_INT) return DT_INT64;
  if (r.tag == RT_FLOAT) return DT_FLOAT64;
  if (rt_is_complex(r)) return DT_COMPLEX128;
  rt_raise(RT_EXC_TypeError, "a stencil kernel must return a number, not '%s'", rt_type_name(r));
}

/* Stores the number v at p, an element of dtype dt, with NumPy's cast. */
static void store(DType dt, char *p, Value v) {
  if (rt_is_npscalar(v)) {
    rt_elem_cast(dt, p, RT_AS(NpScalar, v)->dtype, RT_AS(NpScalar, v)->as.bytes);
  } else if (v.tag == RT_FLOAT) {
    rt_elem_set_f64(dt, p, v.as.f);
  } else if (v.tag == RT_INT || v.tag == RT_BOOL) {
    rt_elem_set_i64(dt, p, v.tag == RT_BOOL ? v.as.b : v.as.i);
  } else {
    double c[2];
    rt_complex_operand(v, &c[0], &c[1]);
    rt_elem_cast(dt, p, DT_COMPLEX128, (const char *)c);
  }
}

static char *elem_ptr(const Array *a, const int64_t *idx) {
  char *p = a->data;
  for (int k = 0; k < a->ndim; k++) p += idx[k] * a->strides[k];
  return p;
}

/* Every element of out set to cval (a number). */
static void fill(Value out, Value cval) {
  const Array *a = RT_AS(Array, out);
  int64_t idx[RT_MAXDIM] = {0};
  for (int64_t n = 0; n < a->size; n++) {
    store(a->dtype, elem_ptr(a, idx), cval);
    for (int k = a->ndim - 1; k >= 0 && ++idx[k] == a->shape[k]; k--) idx[k] = 0;
  }
}

typedef struct Run {
  const Stencil *st;
  int argc;
  Value args[ST_MAXARGS]; /* what the kernel gets: RelViews for relative arrays */
  RelView *views[ST_MAXARGS];
  int nviews, ndim;
  int64_t shape[RT_MAXDIM], first[RT_MAXDIM], last[RT_MAXDIM]; /* interior: first..last-1 */
  Value out;                                                   /* RT_UNDEF until the first result */
  Value cval;
} Run;

static bool interior_empty(const Run *r) {
  for (int k = 0; k < r->ndim; k++)
    if (r->first[k] >= r->last[k]) return true;
  return false;
}

/* The output array once its dtype is known, the border set to cval (0 when not given). */
static void make_out(Run *r, DType dt) {
  r->out = rt_array_new(dt, r->ndim, r->shape, true);
  if (!rt_is_undef(r->st->cval)) fill(r->out, r->st->cval);
}

static void apply_interior(Run *r) {
  int64_t idx[RT_MAXDIM];
  memcpy(idx, r->first, sizeof idx);
  for (;;) {
    for (int v = 0; v < r->nviews; v++) memcpy(r->views[v]->center, idx, sizeof idx);
    Value res = rt_call(r->st->fn, r->argc, r->args, NULL);
    int mark = rt_cleanup_push_value(&res);
    if (rt_is_undef(r->out)) make_out(r, result_dtype(res));
    const Array *o = RT_AS(Array, r->out);
    store(o->dtype, elem_ptr(o, idx), res);
    rt_cleanup_pop(mark, true);
    int k = r->ndim - 1;
    for (; k >= 0 && ++idx[k] == r->last[k]; k--) idx[k] = r->first[k];
    if (k < 0) return;
  }
}

static bool standard_indexed(const Stencil *st, const char *name) {
  if (rt_is_undef(st->standard)) return false;
  Value it = rt_iter(st->standard), item;
  bool hit = false;
  while (!hit && rt_next(it, &item)) {
    hit = rt_is_str(item) && strcmp(rt_str_data(item), name) == 0;
    rt_decref(item);
  }
  rt_decref(it);
  return hit;
}

/* The kernel's arguments: each array not in standard_indexing becomes a RelView. */
static void prepare(Run *r, const Value *argv, bool *relative) {
  const FuncNode *fn = vm_function_node(r->st->fn);
  for (int k = 0; k < r->argc; k++) {
    relative[k] = rt_is_array(argv[k]) && !(fn && k < fn->nparams && standard_indexed(r->st, fn->params[k]));
    if (!relative[k]) {
      rt_incref(argv[k]);
      r->args[k] = argv[k];
      continue;
    }
    const Array *a = RT_AS(Array, argv[k]);
    if (r->nviews == 0) {
      r->ndim = a->ndim;
      memcpy(r->shape, a->shape, sizeof r->shape);
    } else if (a->ndim != r->ndim || memcmp(a->shape, r->shape, sizeof(int64_t) * (size_t)a->ndim) != 0) {
      rt_raise(RT_EXC_ValueError, "Secondary stencil array does not have same number of dimensions as the first stencil input.");
    }
    RelView *v = rt_calloc(1, sizeof *v);
    rt_obj_init(&v->hdr, &relview_type);
    rt_incref(argv[k]);
    v->arr = argv[k];
    r->views[r->nviews++] = v;
    r->args[k] = rt_obj(&v->hdr);
  }
}

static void run_free(Run *r) {
  for (int k = 0; k < r->argc; k++) rt_decref(r->args[k]);
  r->argc = 0;
}

static void run_cleanup(void *p) { run_free(p); }

static Value stencil_apply(const Stencil *st, int argc, const Value *argv, Value out) {
  const FuncNode *fn = vm_function_node(st->fn);
  if (argc > ST_MAXARGS || (fn && argc != fn->nparams)) rt_raise(RT_EXC_TypeError, "Mismatch number of argument types");
  Run r = {.st = st, .out = rt_undef()};
  bool relative[ST_MAXARGS] = {false};
  int mark = rt_cleanup_push(run_cleanup, &r);
  r.argc = argc;
  for (int k = 0; k < argc; k++) r.args[k] = rt_none();
  prepare(&r, argv, relative);
  if (r.nviews == 0) rt_raise(RT_EXC_ValueError, "a stencil needs at least one array argument");
  int64_t lo[RT_MAXDIM], hi[RT_MAXDIM];
  neighbourhood(st, relative, r.ndim, lo, hi);
  for (int k = 0; k < r.ndim; k++) { /* a neighborhood= not around 0 still writes inside out */
    r.first[k] = lo[k] < 0 ? -lo[k] : 0;
    r.last[k] = r.shape[k] - (hi[k] > 0 ? hi[k] : 0);
  }
  if (!rt_is_undef(out)) {
    if (!rt_is_array(out) || RT_AS(Array, out)->ndim != r.ndim ||
        memcmp(RT_AS(Array, out)->shape, r.shape, sizeof(int64_t) * (size_t)r.ndim) != 0)
      rt_raise(RT_EXC_ValueError, "the stencil's out= must be an array of the input's shape");
    rt_incref(out);
    r.out = out;
    if (!rt_is_undef(st->cval)) fill(out, st->cval);
  }
  int omark = rt_cleanup_push_value(&r.out);
  if (interior_empty(&r)) {
    if (rt_is_undef(r.out)) make_out(&r, RT_AS(Array, r.views[0]->arr)->dtype);
  } else {
    apply_interior(&r);
  }
  rt_cleanup_pop(omark, false);
  rt_cleanup_pop(mark, true);
  return r.out;
}

/* ---- the StencilFunc object and numba.stencil ---- */

static void stencil_free(Obj *o) {
  Stencil *st = (Stencil *)o;
  rt_decref(st->fn);
  rt_decref(st->cval);
  rt_decref(st->standard);
  free(o);
}

static Value stencil_call(Value self, int argc, const Value *argv, const Kwargs *kw);
static const ObjType stencil_type_obj = {.name = "StencilFunc", .free = stencil_free, .call = stencil_call};

static Stencil *stencil_alloc(void) {
  Stencil *st = rt_calloc(1, sizeof *st);
  rt_obj_init(&st->hdr, &stencil_type_obj);
  st->fn = st->cval = st->standard = rt_undef();
  return st;
}

static Value stencil_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const Stencil *st = RT_AS(Stencil, self);
  if (rt_is_undef(st->fn)) { /* stencil(options) applied to the kernel */
    rt_check_nargs("stencil", argc, kw, 1, 1);
    Stencil *n = stencil_alloc();
    *n = *st;
    rt_obj_init(&n->hdr, &stencil_type_obj);
    rt_incref(argv[0]), rt_incref(st->cval), rt_incref(st->standard);
    n->fn = argv[0];
    return rt_obj(&n->hdr);
  }
  Value out = rt_undef();
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "out") != 0) rt_raise(RT_EXC_TypeError, "stencil got an unexpected keyword argument '%s'", kw->names[k]);
    out = kw->values[k];
  }
  return stencil_apply(st, argc, argv, out);
}

/* neighborhood=((lo, hi), ...): one pair of ints per dimension. */
static void parse_neighbourhood(Stencil *st, Value v) {
  int64_t n = rt_len(v);
  if (n < 1 || n > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "neighborhood must have one (low, high) pair per dimension");
  for (int64_t k = 0; k < n; k++) {
    Value pair = rt_getitem(v, rt_int(k));
    int mark = rt_cleanup_push_value(&pair);
    if (rt_len(pair) != 2) rt_raise(RT_EXC_ValueError, "neighborhood must have one (low, high) pair per dimension");
    Value lo = rt_getitem(pair, rt_int(0)), hi = rt_getitem(pair, rt_int(1));
    st->lo[k] = rt_to_index(lo, "neighborhood");
    st->hi[k] = rt_to_index(hi, "neighborhood");
    rt_decref(lo), rt_decref(hi);
    rt_cleanup_pop(mark, true);
  }
  st->nbhd = (int)n;
}

/* numba.stencil(func_or_mode='constant', **options): @stencil, @stencil(options...) or
 * stencil(func, options...). */
Value nb_stencil(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc > 1) rt_raise(RT_EXC_TypeError, "stencil() takes from 0 to 1 positional arguments but %d were given", argc);
  Value mode = argc ? argv[0] : rt_undef();
  for (int k = 0; kw && k < kw->n; k++)
    if (strcmp(kw->names[k], "func_or_mode") == 0) mode = kw->values[k];
  if (rt_is_str(mode) && strcmp(rt_str_data(mode), "constant") != 0)
    rt_raise(RT_EXC_ValueError, "Unsupported mode style %s", rt_str_data(mode));
  Stencil *st = stencil_alloc();
  Value res = rt_obj(&st->hdr);
  int mark = rt_cleanup_push_value(&res);
  for (int k = 0; kw && k < kw->n; k++) {
    const char *name = kw->names[k];
    Value v = kw->values[k];
    if (strcmp(name, "func_or_mode") == 0) continue;
    if (strcmp(name, "neighborhood") == 0) {
      if (!rt_is_none(v)) parse_neighbourhood(st, v);
    } else if (strcmp(name, "cval") == 0) {
      rt_incref(v);
      st->cval = v;
    } else if (strcmp(name, "standard_indexing") == 0) {
      rt_incref(v);
      st->standard = v;
    } else {
      rt_raise(RT_EXC_ValueError, "Unknown stencil option %s", name);
    }
  }
  if (!rt_is_undef(mode) && !rt_is_str(mode)) {
    rt_incref(mode);
    st->fn = mode;
  }
  rt_cleanup_pop(mark, false);
  return res;
}
