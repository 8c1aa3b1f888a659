/* kir_typer_alloc.c — arrays a @jit function allocates: np.empty, np.zeros, np.ones, np.full
 * and their *_like forms become a HEAP slot (kir_ir.h) set by an ALLOC instruction, which the
 * CPU engine lowers to a call of the caller's hook (kir_heap.c): the result is an ordinary
 * ndarray, C-ordered, with Numba's dtype rules (float64 unless dtype= says otherwise; np.full:
 * the fill value's type; *_like: the array's dtype). What is not taken here (order=, complex
 * or structured dtypes, an allocation inside a loop, an F-ordered model array) is a type error:
 * the interpreter tier runs the function. np.arange, np.linspace (1-D), np.eye and np.identity fill a new array as
 * Numba's implementations do. Also np.array([x, y, z]) and np.array([[a, b], [c, d]])
 * of numbers (kir_array_literal_call): a new C array of Numba's unified item type. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_typer.h"
#include "numba_types.h"

typedef enum {
  AL_EMPTY, AL_ZEROS, AL_ONES, AL_FULL, AL_EMPTY_LIKE, AL_ZEROS_LIKE, AL_ONES_LIKE, AL_FULL_LIKE, AL_ARANGE, AL_LINSPACE,
  AL_EYE, AL_IDENTITY
} AllocKind;

static const char *const alloc_names[] = {"empty",      "zeros",      "ones",      "full",     "empty_like",
                                          "zeros_like", "ones_like",  "full_like", "arange",   "linspace",
                                          "eye",        "identity"};

/* Which constructor f is (numpy's own function object), or -1. */
static int alloc_kind(Value f) {
  if (!rt_is_native(f)) return -1;
  const char *name = RT_AS(NativeFunc, f)->name;
  for (int k = 0; k < (int)(sizeof alloc_names / sizeof *alloc_names); k++) {
    if (strcmp(name, alloc_names[k]) != 0) continue;
    Value np = rt_import("numpy");
    Value same = rt_module_lookup(np, name);
    rt_decref(np); /* the module stays in the import table */
    return rt_is_obj(same) && same.as.o == f.as.o ? k : -1;
  }
  return -1;
}

/* Inside a loop of the code typed so far (an allocation there would reuse its slot). */
bool kir_in_loop(const KirFunc *f) {
  int depth = 0;
  for (int pc = 0; pc < f->ncode; pc++) depth += f->code[pc].op == KIR_LOOP ? 1 : f->code[pc].op == KIR_ENDLOOP ? -1 : 0;
  return depth > 0;
}

bool kir_in_prange(const KirFunc *f) {
  int depth = 0, open[256];
  for (int pc = 0; pc < f->ncode; pc++) {
    if (f->code[pc].op == KIR_LOOP && depth < 256) open[depth++] = f->code[pc].sub == KIR_LOOP_PRANGE;
    else if (f->code[pc].op == KIR_ENDLOOP && depth > 0) depth--;
  }
  for (int k = 0; k < depth; k++)
    if (open[k]) return true;
  return false;
}

void kir_loop_slot_new(Typer *T, int slot, Span span) {
  for (int k = 0; k < T->nlslots; k++) /* a slot number met again after the typer rewound */
    if (T->lslots[k].slot >= T->f->nslots - 1) T->nlslots = k;
  if (!kir_in_loop(T->f)) return;
  if (kir_in_prange(T->f)) kir_type_error(T, span, "an array allocated inside a prange loop is not compiled yet");
  if (T->nlslots == T->caplslots) {
    int cap = T->caplslots ? 2 * T->caplslots : 8;
    KirLoopSlot *n = vm_arena_alloc(T->arena, sizeof *n * (size_t)cap);
    if (T->nlslots) memcpy(n, T->lslots, sizeof *n * (size_t)T->nlslots);
    T->lslots = n;
    T->caplslots = cap;
  }
  T->lslots[T->nlslots++] = (KirLoopSlot){slot, NULL, NULL};
}

void kir_loop_slot_bind(Typer *T, TVal v, const char *name, Span span) {
  if (v.kind == TV_TUPLE) {
    for (int k = 0; k < v.n; k++) kir_loop_slot_bind(T, v.items[k], NULL, span);
    return;
  }
  if (v.kind != TV_ARRAY) return;
  for (int k = 0; k < T->nlslots; k++) {
    KirLoopSlot *ls = &T->lslots[k];
    if (ls->slot != v.slot || v.slot >= T->f->nslots || T->f->slots[v.slot].kind != KIR_SLOT_HEAP) continue;
    if (name && !ls->owner) {
      ls->owner = name;
      ls->scope = T->scope;
    } else if (!name || ls->scope != T->scope || strcmp(ls->owner, name) != 0) {
      kir_type_error(T, span, "an array allocated inside a loop is bound to a second name (it would change with the loop)");
    }
  }
}

bool kir_loop_slot_taken(const Typer *T, int slot, const char *name) {
  for (int k = 0; k < T->nlslots; k++) {
    const KirLoopSlot *ls = &T->lslots[k];
    if (ls->slot == slot && slot < T->f->nslots && ls->owner && (ls->scope != T->scope || strcmp(ls->owner, name) != 0))
      return true;
  }
  return false;
}

/* A dtype= argument: a NumPy/Numba type or its name. */
static DType dtype_arg(Typer *T, TVal v, Span span) {
  int dt = -1;
  if (v.kind == TV_OBJ) dt = nb_dtype_of(v.obj);
  if (v.kind == TV_STR) {
    Value s = rt_str_from_c(v.str);
    dt = nb_dtype_of(s);
    rt_decref(s);
  }
  if (dt < 0) kir_type_error(T, span, "the dtype of an allocated array must be a NumPy/Numba type");
  if (kir_is_cplx_dtype((DType)dt) || dt == DT_FLOAT16 || dt == DT_LONGDOUBLE)
    kir_type_error(T, span, "compiled code does not allocate %s arrays yet", rt_dtypes[dt].name);
  return (DType)dt;
}

/* The dimensions of a shape argument (an integer or a tuple of them) as int64 registers. */
static int shape_arg(Typer *T, TVal v, int *dims, Span span) {
  int n = v.kind == TV_TUPLE ? v.n : 1;
  if (n > KIR_MAX_INDEX) kir_type_error(T, span, "too many dimensions");
  for (int k = 0; k < n; k++) {
    TVal d = v.kind == TV_TUPLE ? v.items[k] : v;
    if (d.kind != TV_REG || rt_dtypes[T->f->regs[d.reg]].kind == 'f' || T->f->regs[d.reg] == DT_BOOL)
      kir_type_error(T, span, "an array shape must be an integer or a tuple of integers");
    dims[k] = kir_cast(T, d.reg, DT_INT64, span);
  }
  return n;
}

/* The model array of a *_like call: its own axes' extents into dims, its ndim. */
static int like_arg(Typer *T, TVal a, int *dims, DType *dt, Span span) {
  if (a.kind != TV_ARRAY) kir_type_error(T, span, "the first argument of np.*_like must be an array here");
  const KirSlot *s = &T->f->slots[a.slot];
  bool f_order = s->kind == KIR_SLOT_PARAM && s->param < T->f->sig.nargs && T->f->sig.args[s->param].layout == 'F';
  int own = s->ndim - __builtin_popcount(a.fixmask & ((1u << s->ndim) - 1));
  if ((a.rev || f_order) && own > 1) kir_type_error(T, span, "np.*_like of an F-ordered array is not compiled yet");
  *dt = s->dtype;
  for (int k = 0; k < own; k++) dims[k] = kir_view_extent(T, a, kir_view_axis(a, k), span);
  return own;
}

void kir_raise_value_error_if(Typer *T, int cond, const char *msg, Span span) {
  kir_emit(T->f, KIR_IF, span)->a = cond;
  int msg_arg = kir_add_print_arg(T->f, -1, msg);
  KirInst *in = kir_emit(T->f, KIR_RAISE, span);
  in->imm.i = RT_EXC_ValueError;
  in->sub = 1;
  in->args = msg_arg;
  in->nargs = 1;
  kir_emit(T->f, KIR_ENDIF, span);
}

int kir_emit_op(Typer *T, KirOp op, int sub, int a, int b, DType dt, Span span) {
  KirInst *in = kir_emit(T->f, op, span);
  in->sub = (uint8_t)sub;
  in->a = a;
  in->b = b;
  in->d = kir_new_reg(T->f, dt);
  return in->d;
}

/* A new 1-D HEAP slot of n (an int64 register) elements, zeroed. */
static TVal new_array(Typer *T, DType dt, int n, const char *name, Span span) {
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, dt, 1, name);
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  in->idx[0] = n;
  return r;
}

/* np.arange([start,] stop[, step]) as Numba's: int64 for integers, float64 when one is a
 * float; max(ceil((stop - start) / step), 0) items, item i = start + i * step; a zero step is
 * its ValueError. */
static TVal arange(Typer *T, Expr *e, TVal *argv, Span span) {
  int n = e->as.call.nargs;
  if (e->as.call.nkw || n < 1 || n > 3) kir_type_error(T, span, "np.arange() with these arguments is not compiled yet");
  int r[3];
  DType dt = DT_INT64;
  for (int k = 0; k < n; k++) {
    r[k] = kir_to_reg(T, argv[k], span);
    DType t = T->f->regs[r[k]];
    if (t == DT_BOOL || (rt_dtypes[t].kind == 'f' && t != DT_FLOAT64))
      kir_type_error(T, span, "np.arange() of %s is not compiled yet", rt_dtypes[t].name);
    if (rt_dtypes[t].kind == 'f') dt = DT_FLOAT64;
  }
  int start = n == 1 ? kir_const_int(T, 0, dt, span) : kir_cast(T, r[0], dt, span);
  int stop = kir_cast(T, r[n == 1 ? 0 : 1], dt, span);
  int step = n == 3 ? kir_cast(T, r[2], dt, span) : kir_const_int(T, 1, dt, span);
  int zero = kir_binop(T, KB_EQ, step, kir_const_int(T, 0, dt, span), span);
  kir_emit(T->f, KIR_IF, span)->a = zero;
  int msg = kir_add_print_arg(T->f, -1, "Maximum allowed size exceeded");
  KirInst *in = kir_emit(T->f, KIR_RAISE, span);
  in->imm.i = RT_EXC_ValueError;
  in->sub = 1;
  in->args = msg;
  in->nargs = 1;
  kir_emit(T->f, KIR_ENDIF, span);
  int span_f = kir_binop(T, KB_SUB, kir_cast(T, stop, DT_FLOAT64, span), kir_cast(T, start, DT_FLOAT64, span), span);
  int q = kir_binop(T, KB_DIV, span_f, kir_cast(T, step, DT_FLOAT64, span), span);
  int items = kir_cast(T, kir_emit_op(T, KIR_MATH, KM_CEIL, q, -1, DT_FLOAT64, span), DT_INT64, span);
  items = kir_binop(T, KB_MAX, items, kir_const_int(T, 0, DT_INT64, span), span);
  TVal arr = new_array(T, dt, items, "$arange", span);
  int i = kir_new_reg(T->f, DT_INT64);
  KirInst *mv = kir_emit(T->f, KIR_MOV, span);
  mv->d = i;
  mv->a = kir_const_int(T, 0, DT_INT64, span);
  kir_emit(T->f, KIR_LOOP, span);
  int more = kir_binop(T, KB_LT, i, items, span);
  kir_emit(T->f, KIR_LOOPCOND, span)->a = more;
  int val = kir_cast(T, kir_binop(T, KB_ADD, start, kir_binop(T, KB_MUL, kir_cast(T, i, dt, span), step, span), span), dt, span);
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = arr.slot;
  st->idx[0] = i;
  st->a = val;
  kir_emit(T->f, KIR_LATCH, span);
  int next = kir_binop(T, KB_ADD, i, kir_const_int(T, 1, DT_INT64, span), span);
  mv = kir_emit(T->f, KIR_MOV, span);
  mv->d = i;
  mv->a = next;
  kir_emit(T->f, KIR_ENDLOOP, span);
  return arr;
}

static void store1(Typer *T, int slot, int i, int val, Span span) {
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = slot;
  st->idx[0] = i;
  st->a = val;
}

/* np.linspace(start, stop[, num]) of real numbers as Numba's numpy_linspace_3: float64, num 50
 * by default; step = (stop - start) / (num - 1), item i = start + i * step, the last item stop
 * itself (num > 1); one item: start. */
static TVal linspace(Typer *T, Expr *e, TVal *argv, Span span) {
  int n = e->as.call.nargs;
  if (e->as.call.nkw || n < 2 || n > 3) kir_type_error(T, span, "np.linspace() with these arguments is not compiled yet");
  int ends[2];
  for (int k = 0; k < 2; k++) {
    int r = kir_to_reg(T, argv[k], span);
    char kind = rt_dtypes[T->f->regs[r]].kind;
    if (kind != 'i' && kind != 'u' && kind != 'f') kir_type_error(T, span, "np.linspace() of %s is not compiled yet", rt_dtypes[T->f->regs[r]].name);
    ends[k] = kir_cast(T, r, DT_FLOAT64, span);
  }
  int num = n == 3 ? kir_to_reg(T, argv[2], span) : kir_const_int(T, 50, DT_INT64, span);
  if (rt_dtypes[T->f->regs[num]].kind != 'i' && rt_dtypes[T->f->regs[num]].kind != 'u')
    kir_type_error(T, span, "np.linspace()'s num must be an integer");
  num = kir_cast(T, num, DT_INT64, span);
  TVal arr = new_array(T, DT_FLOAT64, num, "$linspace", span);
  int one = kir_const_int(T, 1, DT_INT64, span);
  int div = kir_binop(T, KB_SUB, num, one, span);
  int many = kir_binop(T, KB_GT, div, kir_const_int(T, 0, DT_INT64, span), span);
  kir_emit(T->f, KIR_IF, span)->a = many;
  int step = kir_binop(T, KB_DIV, kir_binop(T, KB_SUB, ends[1], ends[0], span), kir_cast(T, div, DT_FLOAT64, span), span);
  int inc, i = kir_loop_open(T, num, &inc, span);
  store1(T, arr.slot, i, kir_binop(T, KB_ADD, ends[0], kir_binop(T, KB_MUL, kir_cast(T, i, DT_FLOAT64, span), step, span), span), span);
  kir_loop_close(T, i, inc, span);
  store1(T, arr.slot, div, ends[1], span);
  kir_emit(T->f, KIR_ELSE, span)->a = many;
  int single = kir_binop(T, KB_EQ, num, one, span);
  kir_emit(T->f, KIR_IF, span)->a = single;
  store1(T, arr.slot, kir_const_int(T, 0, DT_INT64, span), ends[0], span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_emit(T->f, KIR_ENDIF, span);
  return arr;
}

static int int_reg(Typer *T, TVal v, const char *what, Span span) {
  int r = v.kind == TV_REG ? v.reg : -1;
  char k = r >= 0 ? rt_dtypes[T->f->regs[r]].kind : 0;
  if (k != 'i' && k != 'u') kir_type_error(T, span, "%s must be an integer here", what);
  return kir_cast(T, r, DT_INT64, span);
}

/* np.eye(N, M=None, k=0, dtype=float) and np.identity(n, dtype=float) as Numba's: a zeroed
 * (N, M) array, then 1 at [i, i + k] for each i that has such a column. */
static TVal eye(Typer *T, Expr *e, TVal *argv, bool identity, Span span) {
  const char *params[4] = {"N", identity ? "dtype" : "M", "k", "dtype"};
  int nparams = identity ? 2 : 4, npos = e->as.call.nargs;
  TVal got[4];
  bool have[4] = {false, false, false, false};
  if (npos > nparams || npos < 1) kir_type_error(T, span, "np.eye() with these arguments is not compiled yet");
  for (int k = 0; k < npos; k++) got[k] = argv[k], have[k] = true;
  for (int j = 0; j < e->as.call.nkw; j++) {
    int k = -1;
    for (int i = 0; i < nparams; i++)
      if (strcmp(e->as.call.kwnames[j], params[i]) == 0) k = i;
    if (k < 0 || have[k]) kir_type_error(T, span, "np.eye() got an unexpected or repeated keyword '%s' here", e->as.call.kwnames[j]);
    got[k] = argv[npos + j], have[k] = true;
  }
  bool none_m = identity || !have[1] || got[1].kind == TV_NONE || (got[1].kind == TV_OBJ && rt_is_none(got[1].obj));
  int n = int_reg(T, got[0], "np.eye()'s N", span);
  int m = none_m ? n : int_reg(T, got[1], "np.eye()'s M", span);
  int diag = !identity && have[2] ? int_reg(T, got[2], "np.eye()'s k", span) : kir_const_int(T, 0, DT_INT64, span);
  int dti = identity ? 1 : 3;
  DType dt = DT_FLOAT64;
  if (have[dti] && !(got[dti].kind == TV_NONE || (got[dti].kind == TV_OBJ && rt_is_none(got[dti].obj)))) dt = dtype_arg(T, got[dti], span);
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, dt, 2, identity ? "$identity" : "$eye");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  in->idx[0] = n;
  in->idx[1] = m;
  int one_v = kir_cast(T, kir_const_int(T, 1, DT_INT64, span), dt, span);
  int zero = kir_const_int(T, 0, DT_INT64, span);
  int inc, i = kir_loop_open(T, n, &inc, span);
  int j = kir_binop(T, KB_ADD, i, diag, span);
  int inside = kir_binop(T, KB_AND, kir_binop(T, KB_GE, j, zero, span), kir_binop(T, KB_LT, j, m, span), span);
  kir_emit(T->f, KIR_IF, span)->a = inside;
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = r.slot;
  st->idx[0] = i;
  st->idx[1] = j;
  st->a = one_v;
  st->sub = 3; /* i < N, 0 <= j < M */
  kir_emit(T->f, KIR_ENDIF, span);
  kir_loop_close(T, i, inc, span);
  return r;
}

bool kir_alloc_call(Typer *T, Value f, Expr *e, int argc, TVal *argv, TVal *out) {
  int kind = alloc_kind(f);
  if (kind < 0) return false;
  Span span = e->span;
  const char *name = alloc_names[kind];
  if (T->f->target != KIR_TARGET_CPU)
    kir_type_error(T, span, "NumPy functions such as np.%s() are not supported in kernels (no allocation or host calls)", name);
  if (kind == AL_EYE || kind == AL_IDENTITY) {
    *out = eye(T, e, argv, kind == AL_IDENTITY, span);
    return true;
  }
  if (kind == AL_ARANGE || kind == AL_LINSPACE) {
    *out = kind == AL_ARANGE ? arange(T, e, argv, span) : linspace(T, e, argv, span);
    return true;
  }
  bool like = kind >= AL_EMPTY_LIKE, full = kind == AL_FULL || kind == AL_FULL_LIKE;
  /* the parameters: (shape|a, [fill_value,] dtype) */
  const char *params[3] = {like ? "a" : "shape", full ? "fill_value" : "dtype", full ? "dtype" : NULL};
  int nparams = full ? 3 : 2;
  TVal got[3];
  bool have[3] = {false, false, false};
  int npos = e->as.call.nargs;
  if (npos > nparams) kir_type_error(T, span, "np.%s() takes at most %d arguments here", name, nparams);
  for (int k = 0; k < npos; k++) got[k] = argv[k], have[k] = true;
  for (int j = 0; j < e->as.call.nkw; j++) {
    int k = -1;
    for (int i = 0; i < nparams; i++)
      if (strcmp(e->as.call.kwnames[j], params[i]) == 0) k = i;
    if (k < 0 || have[k]) kir_type_error(T, span, "np.%s() got an unexpected or repeated keyword '%s' here", name, e->as.call.kwnames[j]);
    got[k] = argv[npos + j], have[k] = true;
  }
  (void)argc;
  for (int k = 0; k < (full ? 2 : 1); k++)
    if (!have[k]) kir_type_error(T, span, "np.%s() is missing its '%s' argument", name, params[k]);
  int dims[KIR_MAX_INDEX];
  DType dt = DT_FLOAT64;
  int ndim = like ? like_arg(T, got[0], dims, &dt, span) : shape_arg(T, got[0], dims, span);
  int fill = -1;
  if (full) {
    fill = kir_to_reg(T, got[1], span);
    if (!like) dt = T->f->regs[fill];
  }
  int dti = full ? 2 : 1;
  if (have[dti] && !(got[dti].kind == TV_NONE || (got[dti].kind == TV_OBJ && rt_is_none(got[dti].obj))))
    dt = dtype_arg(T, got[dti], span);
  if (kind == AL_ONES || kind == AL_ONES_LIKE) fill = kir_cast(T, kir_const_int(T, 1, DT_INT64, span), dt, span);
  else if (fill >= 0) fill = kir_cast(T, fill, dt, span);
  char sname[32];
  snprintf(sname, sizeof sname, "$%s", name);
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, dt, ndim, sname);
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  in->sub = fill >= 0;
  in->a = fill;
  for (int k = 0; k < ndim; k++) in->idx[k] = dims[k];
  *out = r;
  return true;
}

/* The rows and columns of a list (or tuple) literal of numbers, or of such literals of one
 * length: *cols 0 for a flat one; false when e is neither. */
static bool literal_shape(const Expr *e, int *rows, int *cols) {
  if (e->kind != EX_LIST && e->kind != EX_TUPLE) return false;
  *rows = e->as.seq.n;
  *cols = 0;
  for (int k = 0; k < e->as.seq.n; k++) {
    const Expr *it = e->as.seq.items[k];
    if (it->kind == EX_STARRED) return false;
    bool nested = it->kind == EX_LIST || it->kind == EX_TUPLE;
    if (k && nested != (*cols > 0)) return false;
    if (!nested) continue;
    if (!it->as.seq.n || (k && it->as.seq.n != *cols)) return false;
    for (int j = 0; j < it->as.seq.n; j++)
      if (it->as.seq.items[j]->kind == EX_LIST || it->as.seq.items[j]->kind == EX_TUPLE || it->as.seq.items[j]->kind == EX_STARRED)
        return false;
    *cols = it->as.seq.n;
  }
  return *rows > 0;
}

bool kir_array_literal_call(Typer *T, Value f, Expr *e, TVal *out) {
  if (T->f->target != KIR_TARGET_CPU || !rt_is_native(f) || strcmp(RT_AS(NativeFunc, f)->name, "array") != 0) return false;
  Value np = rt_import("numpy");
  Value same = rt_module_lookup(np, "array");
  rt_decref(np); /* the module stays in the import table */
  if (!rt_is_obj(same) || same.as.o != f.as.o) return false;
  int rows, cols;
  if (e->as.call.nargs != 1 || !literal_shape(e->as.call.args[0], &rows, &cols)) return false;
  Span span = e->span;
  if (e->as.call.nkw > 1 || (e->as.call.nkw && strcmp(e->as.call.kwnames[0], "dtype") != 0))
    kir_type_error(T, span, "np.array() with these keywords is not compiled yet");
  /* the items in source order, then Numba's unified type of them (or dtype=) */
  int n = rows * (cols ? cols : 1), *regs = vm_arena_alloc(T->arena, sizeof(int) * (size_t)n);
  const Expr *lit = e->as.call.args[0];
  DType dt = DT_BOOL;
  for (int k = 0; k < n; k++) {
    const Expr *it = cols ? lit->as.seq.items[k / cols]->as.seq.items[k % cols] : lit->as.seq.items[k];
    TVal v = kir_expr(T, (Expr *)it);
    if (v.kind != TV_REG) kir_type_error(T, span, "np.array() of a list of these values is not compiled yet");
    regs[k] = v.reg;
    DType t = T->f->regs[v.reg];
    if (t == DT_FLOAT16 || t == DT_LONGDOUBLE) kir_type_error(T, span, "np.array() of %s values is not compiled yet", rt_dtypes[t].name);
    dt = k == 0 ? t : dt == t ? dt : kir_arith_type(KB_ADD, dt, t);
  }
  if (e->as.call.nkw) {
    TVal d = kir_expr(T, e->as.call.kwvalues[0]);
    if (!(d.kind == TV_NONE || (d.kind == TV_OBJ && rt_is_none(d.obj)))) dt = dtype_arg(T, d, span);
  }
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, dt, cols ? 2 : 1, "$array");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  in->idx[0] = kir_const_int(T, rows, DT_INT64, span);
  if (cols) in->idx[1] = kir_const_int(T, cols, DT_INT64, span);
  for (int k = 0; k < n; k++) {
    int val = kir_cast(T, regs[k], dt, span);
    int i = kir_const_int(T, cols ? k / cols : k, DT_INT64, span), j = cols ? kir_const_int(T, k % cols, DT_INT64, span) : -1;
    KirInst *st = kir_emit(T->f, KIR_STORE, span);
    st->arr = r.slot;
    for (int q = 0; q < KIR_MAX_INDEX; q++) st->idx[q] = -1;
    st->idx[0] = i;
    st->idx[1] = j;
    st->a = val;
    st->sub = (uint8_t)(cols ? 3 : 1); /* constant indexes within the constant shape */
  }
  *out = r;
  return true;
}
