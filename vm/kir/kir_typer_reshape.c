/* kir_typer_reshape.c — a.reshape(...), np.reshape(a, shape), a.ravel() and a.flatten() in
 * compiled code (the CPU engine only), as Numba 0.56 has them.
 *
 * Numba's reshape is a view of a contiguous array's memory (numba/np/arrayobj.py
 * array_reshape; an A-layout array is its TypingError "reshape() supports contiguous array
 * only"). Here a whole C array (a C parameter, an array the function made, or such a view)
 * is reshaped: the extents are normalised as Numba's normalize_reshape_value (one negative
 * extent inferred; "total size of new array must be unchanged", "multiple negative shape
 * values" raised by native code), and the result is a HEAP slot whose ALLOC has sub
 * KIR_ALLOC_VIEW: its descriptor points at the base's memory with C strides, so reads and
 * writes through it are the base's, as in Numba. Returned, it is a view of the base
 * (kir_reshape_return). ravel() of a C array is reshape(size); flatten(), and ravel() of
 * another layout, a C copy reshaped (Numba's `ary.copy().reshape(ary.size)`). F arrays and
 * sliced views stay type errors: the interpreter tier runs them. */
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_reduce_axis.h"
#include "kir_typer.h"

static int int_item(Typer *T, TVal v, Span span) {
  int r = kir_to_reg(T, v, span);
  char k = rt_dtypes[T->f->regs[r]].kind;
  if (k != 'i' && k != 'u') kir_type_error(T, span, "reshape() takes integers");
  return kir_cast(T, r, DT_INT64, span);
}

int kir_reshape_base(const KirFunc *f, int slot) {
  if (slot < 0 || slot >= f->nslots || f->slots[slot].kind != KIR_SLOT_HEAP) return -1;
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].op == KIR_ALLOC && f->code[pc].arr == slot) return f->code[pc].sub == KIR_ALLOC_VIEW ? f->code[pc].b : -1;
  return -1;
}

/* Numba's layout of the array value a (its own, or its parameter's). */
static char layout_of(const Typer *T, TVal a) {
  const KirSlot *s = &T->f->slots[a.slot];
  char base = 'C';
  if (s->kind == KIR_SLOT_PARAM)
    base = s->param >= 0 && s->param < T->f->sig.nargs ? T->f->sig.args[s->param].layout : 'A'; /* the lowered signature's */
  else if (s->kind != KIR_SLOT_HEAP)
    base = 'A';
  return kir_view_type(T, a, (KirTy){KIR_TY_ARRAY, s->dtype, s->ndim, base, 0}).layout;
}

/* The extents of reshape(args) of the whole C array a, normalised (Numba's checks emitted);
 * their number. */
static int reshape_dims(Typer *T, TVal a, const TVal *args, int nargs, int *dims, Span span) {
  const KirSlot *s = &T->f->slots[a.slot];
  TVal first = args[0];
  int n = nargs == 1 && first.kind == TV_TUPLE ? first.n : nargs;
  if (n < 1 || n > KIR_MAX_INDEX) kir_type_error(T, span, "reshape() to %d dimensions is not compiled", n);
  for (int j = 0; j < n; j++) dims[j] = int_item(T, nargs == 1 && first.kind == TV_TUPLE ? first.items[j] : args[j], span);
  /* numba/np/arrayobj.py normalize_reshape_value: one negative extent is inferred */
  int zero = kir_const_int(T, 0, DT_INT64, span), one = kir_const_int(T, 1, DT_INT64, span);
  int size = one, known = one, nneg = zero;
  for (int ax = 0; ax < s->ndim; ax++) {
    KirInst *in = kir_emit(T->f, KIR_SHAPE, span);
    in->arr = a.slot;
    in->imm.i = ax;
    in->d = kir_new_reg(T->f, DT_INT64);
    size = kir_binop(T, KB_MUL, size, in->d, span);
  }
  int neg[KIR_MAX_INDEX];
  for (int j = 0; j < n; j++) {
    neg[j] = kir_binop(T, KB_LT, dims[j], zero, span);
    nneg = kir_binop(T, KB_ADD, nneg, kir_cast(T, neg[j], DT_INT64, span), span);
    known = kir_binop(T, KB_MUL, known, kir_select(T, neg[j], one, dims[j], span), span);
  }
  kir_raise_value_error_if(T, kir_binop(T, KB_GT, nneg, one, span), "multiple negative shape values", span);
  int none = kir_binop(T, KB_EQ, nneg, zero, span), kzero = kir_binop(T, KB_EQ, known, zero, span);
  int km = kir_binop(T, KB_MAX, known, one, span);
  int inferred = kir_select(T, kzero, zero, kir_binop(T, KB_FLOORDIV, size, km, span), span);
  int fits = kir_select(T, kzero, kir_binop(T, KB_EQ, size, zero, span),
                        kir_binop(T, KB_EQ, kir_binop(T, KB_MOD, size, km, span), zero, span), span);
  fits = kir_select(T, none, kir_binop(T, KB_EQ, size, known, span), fits, span);
  kir_raise_value_error_if(T, kir_binop(T, KB_EQ, fits, kir_const_int(T, 0, DT_BOOL, span), span), "total size of new array must be unchanged", span);
  for (int j = 0; j < n; j++) dims[j] = kir_select(T, neg[j], inferred, dims[j], span);
  return n;
}

/* The array a names, when it is a whole C array reshape may view; a type error for the
 * layouts Numba refuses (A) or Weft does not compile (F, sliced views). */
static bool reshape_operand(Typer *T, TVal a, const char *what, Span span) {
  if (a.kind != TV_ARRAY) return false;
  char layout = layout_of(T, a);
  if (layout == 'A') {
    const KirSlot *s = &T->f->slots[a.slot];
    int nd = s->ndim - __builtin_popcount(a.fixmask & ((1u << s->ndim) - 1));
    kir_numba_shares(span.line, NULL,
                     "- Resolution failure for literal arguments:\nreshape() supports contiguous array only\n"
                     "- Resolution failure for non-literal arguments:\nNone\n\n"
                     "During: resolving callee type: BoundFunction(array.reshape for array(%s, %dd, A))\n"
                     "During: typing of call at %s (%d)\n",
                     rt_dtypes[s->dtype].name, nd, T->file, span.line);
    kir_numba_shares_excerpt_last();
    kir_type_error(T, span, "reshape() supports contiguous array only");
  }
  if (layout != 'C' || !kir_view_is_whole(a)) kir_type_error(T, span, "%s of an F-ordered array or a view is not compiled yet", what);
  const KirSlot *s = &T->f->slots[a.slot];
  if (s->kind != KIR_SLOT_PARAM && s->kind != KIR_SLOT_HEAP) kir_type_error(T, span, "%s of this array is not compiled yet", what);
  return true;
}

/* A HEAP slot viewing a's memory (a whole C array) with the C shape dims. */
static TVal view_slot(Typer *T, TVal a, const int *dims, int nd, Span span) {
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, T->f->slots[a.slot].dtype, nd, "$reshape");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  int base = kir_rebind_pin(T, a.slot, span); /* a rebound variable's array may change, the view's not */
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  in->sub = KIR_ALLOC_VIEW;
  in->b = base;
  for (int k = 0; k < nd; k++) in->idx[k] = dims[k];
  return r;
}

/* The element count of a (an int64 register). */
static int size_of(Typer *T, TVal a, Span span) {
  int size = kir_const_int(T, 1, DT_INT64, span);
  const KirSlot *s = &T->f->slots[a.slot];
  for (int ax = 0; ax < s->ndim; ax++) size = kir_binop(T, KB_MUL, size, kir_view_extent(T, a, ax, span), span);
  return size;
}

/* x.ravel() / x.flatten() of an array value x. */
static TVal flat(Typer *T, TVal x, bool copy, Span span) {
  if (copy || layout_of(T, x) != 'C' || !kir_view_is_whole(x) ||
      (T->f->slots[x.slot].kind != KIR_SLOT_PARAM && T->f->slots[x.slot].kind != KIR_SLOT_HEAP))
    x = kir_array_copy(T, x, span);
  int n = size_of(T, x, span);
  return view_slot(T, x, &n, 1, span);
}

/* The values of e's positional arguments. */
static TVal *arg_values(Typer *T, Expr *e) {
  TVal *v = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(e->as.call.nargs ? e->as.call.nargs : 1));
  for (int k = 0; k < e->as.call.nargs; k++) v[k] = kir_expr(T, e->as.call.args[k]);
  return v;
}

bool kir_np_reshape_call(Typer *T, Value f, Expr *e, TVal *argv, TVal *out) {
  if (T->f->target != KIR_TARGET_CPU || !rt_is_native(f) || strcmp(RT_AS(NativeFunc, f)->name, "reshape") != 0) return false;
  Value np = rt_import("numpy");
  Value same = rt_module_lookup(np, "reshape");
  rt_decref(np); /* the module stays in the import table */
  if (!rt_is_obj(same) || same.as.o != f.as.o) return false;
  Span span = e->span;
  if (e->as.call.nargs != 2 || e->as.call.nkw) kir_type_error(T, span, "np.reshape() takes (a, shape) here");
  if (!reshape_operand(T, argv[0], "np.reshape()", span)) kir_type_error(T, span, "np.reshape() of this value is not compiled");
  int dims[KIR_MAX_INDEX], nd = reshape_dims(T, argv[0], argv + 1, 1, dims, span);
  *out = view_slot(T, argv[0], dims, nd, span);
  return true;
}

bool kir_reshape_call(Typer *T, Expr *e, TVal *out) {
  if (T->f->target != KIR_TARGET_CPU) return false;
  Span span = e->span;
  Expr *callee = e->as.call.func;
  if (callee->kind != EX_ATTR || e->as.call.nkw) return false;
  const char *name = callee->as.attr.name;
  bool reshape = !strcmp(name, "reshape") && e->as.call.nargs >= 1;
  bool ravel = !strcmp(name, "ravel") && !e->as.call.nargs, flatten = !strcmp(name, "flatten") && !e->as.call.nargs;
  if (!reshape && !ravel && !flatten) return false;
  /* only arrays have these methods in compiled code: a.T.ravel(), a.reshape(6).reshape(3, 2),
   * (a * b).ravel() */
  TVal a = kir_expr(T, callee->as.attr.obj);
  if (a.kind == TV_OBJ) return false; /* np.reshape(a, shape): a host function, no code emitted */
  if (a.kind != TV_ARRAY) kir_type_error(T, span, "%s() is a method of arrays", name);
  if (!reshape) {
    *out = flat(T, a, flatten, span);
    return true;
  }
  reshape_operand(T, a, "reshape()", span);
  int dims[KIR_MAX_INDEX], nd = reshape_dims(T, a, arg_values(T, e), e->as.call.nargs, dims, span);
  *out = view_slot(T, a, dims, nd, span);
  return true;
}

bool kir_return_reshape(Typer *T, Expr *e, TVal *base, KirTy *ty, int *regs) {
  if (e->kind != EX_CALL || e->as.call.func->kind != EX_ATTR || strcmp(e->as.call.func->as.attr.name, "reshape") != 0)
    return false;
  Expr *obj = e->as.call.func->as.attr.obj;
  if (obj->kind != EX_NAME || e->as.call.nkw || e->as.call.nargs < 1) return false;
  TVar *var = kir_find_var(T, obj->as.name.id);
  if (!var || !var->assigned || var->val.kind != TV_ARRAY || !kir_view_is_whole(var->val)) return false;
  TVal a = var->val;
  const KirSlot *s = &T->f->slots[a.slot];
  if (kir_reshape_base(T->f, a.slot) >= 0) return false; /* a view itself: kir_reshape_return */
  if (s->kind == KIR_SLOT_PARAM) {
    if (T->f->sig.nargs != T->f->usig.nargs || s->param < 0 || s->param >= T->f->sig.nargs) return false;
    KirTy t = T->f->sig.args[s->param];
    if (t.kind != KIR_TY_ARRAY || t.rec || t.dtype != s->dtype || t.ndim != s->ndim || t.layout != 'C') return false;
  } else if (s->kind != KIR_SLOT_HEAP) {
    return false;
  }
  Span span = e->span;
  int dims[KIR_MAX_INDEX];
  int nd = reshape_dims(T, a, arg_values(T, e), e->as.call.nargs, dims, span);
  int stride = kir_const_int(T, rt_dtypes[s->dtype].itemsize, DT_INT64, span);
  for (int j = nd - 1; j >= 0; j--) {
    regs[1 + nd + j] = stride;
    stride = kir_binop(T, KB_MUL, stride, dims[j], span);
  }
  regs[0] = kir_const_int(T, 0, DT_INT64, span);
  for (int j = 0; j < nd; j++) regs[1 + j] = dims[j];
  *base = a;
  *ty = (KirTy){KIR_TY_ARRAY, s->dtype, nd, 'C', 0};
  return true;
}

bool kir_reshape_return(Typer *T, TVal v, int *base_slot, KirTy *ty, int *regs, Span span) {
  if (v.kind != TV_ARRAY || !kir_view_is_whole(v)) return false;
  int root = kir_reshape_base(T->f, v.slot);
  if (root < 0) return false;
  for (int up = root; up >= 0; up = kir_reshape_base(T->f, up)) root = up; /* a reshape of a reshape */
  if (T->f->slots[root].kind == KIR_SLOT_PARAM && T->f->sig.nargs != T->f->usig.nargs) /* the host finds it by the user's index */
    kir_type_error(T, span, "returning a reshaped argument of a function with complex or record arguments is not compiled yet");
  const KirSlot *s = &T->f->slots[v.slot];
  regs[0] = kir_const_int(T, 0, DT_INT64, span);
  for (int ax = 0; ax < s->ndim; ax++)
    for (int stride = 0; stride < 2; stride++) {
      KirInst *in = kir_emit(T->f, KIR_SHAPE, span);
      in->arr = v.slot;
      in->sub = (uint8_t)stride;
      in->imm.i = ax;
      in->d = regs[1 + stride * s->ndim + ax] = kir_new_reg(T->f, DT_INT64);
    }
  *base_slot = root;
  *ty = (KirTy){KIR_TY_ARRAY, s->dtype, s->ndim, 'C', 0};
  return true;
}
